"""Every log line the engine says is a template with as many `{}` as it is given
arguments: checked on the source of every `t.say(...)` call, so a line that would only
fail when read (a rare event, a save shown years later) fails here."""

import ast
import string
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parents[1] / "seastead_rules" / "engine"


def _say_calls():
    for path in sorted(ENGINE.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "say" and len(node.args) >= 2):
                yield f"{path.name}:{node.lineno}", node


def _templates(node) -> list:
    # The template argument: a string, or a choice between strings (a if c else b).
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _templates(node.body) + _templates(node.orelse)
    raise AssertionError(f"a say template must be written out, not {ast.dump(node)[:60]}")


def _fields(template: str) -> int:
    return sum(1 for _, name, _, _ in string.Formatter().parse(template) if name is not None)


CALLS = list(_say_calls())


def test_the_engine_says_what_happens():
    assert len(CALLS) >= 40


@pytest.mark.parametrize("where,node", CALLS, ids=[w for w, _ in CALLS])
def test_a_log_template_has_a_field_for_each_argument(where, node):
    args = node.args[2:]
    assert not any(isinstance(a, ast.Starred) for a in args), where
    for template in _templates(node.args[1]):
        assert _fields(template) == len(args), f"{where}: {template!r} given {len(args)}"
