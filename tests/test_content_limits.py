"""A content file has a size limit and lists at most 100 problems, so `seastead check`
answers any input in seconds: past the limit a ContentError names the place where the
file passes it, and a file with more problems lists the first and says how many more."""

from __future__ import annotations

import io
import time
from pathlib import Path

import pytest

from seastead_rules import ContentError, compile_source
from seastead_rules.cli.command import _parser
from seastead_rules.cli.commands import check
from seastead_rules.kernel.lang.limits import MAX_SOURCE
from seastead_rules.kernel.lang.problems import MAX_PROBLEMS

ROOT = Path(__file__).resolve().parent.parent

# Each pathological input is answered within this many seconds (a loaded CI machine).
FAST = 5.0


def _decree(body: str) -> str:
    return 'decree "Test" {\n    when you build { ' + body + ' }\n}\n'


def _error(text: str) -> tuple[ContentError, float]:
    start = time.perf_counter()
    with pytest.raises(ContentError) as info:
        compile_source(text, "x.sea")
    return info.value, time.perf_counter() - start


def _check(tmp_path, text: str) -> tuple[int, str, float]:
    path = tmp_path / "big.sea"
    path.write_text(text, encoding="utf-8")
    out = io.StringIO()
    start = time.perf_counter()
    code = check(_parser().parse_args(["check", str(path)]), out=out)
    return code, out.getvalue(), time.perf_counter() - start


# ---- the size limit ---------------------------------------------------------------------

def test_a_file_longer_than_the_limit_is_refused_where_it_passes_the_limit():
    item = 'decree "D{i}" {{ forbid dive }}\n'
    text = "".join(item.format(i=i) for i in range(MAX_SOURCE // 20))
    line = text.count("\n", 0, MAX_SOURCE) + 1
    column = MAX_SOURCE - (text.rfind("\n", 0, MAX_SOURCE) + 1) + 1
    err, _ = _error(text)
    head, source, caret = str(err).split("\n")
    assert head == (f"x.sea:{line}:{column}: the file is too long: {len(text):,} characters, "
                    f"and a content file has at most {MAX_SOURCE:,}")
    assert source == "    " + text.split("\n")[line - 1]
    assert caret == "    " + " " * (column - 1) + "^"
    assert [(p.line, p.column) for p in err.problems] == [(line, column)]


def test_a_file_of_exactly_the_limit_compiles():
    item = 'decree "D{i}" {{ forbid dive }}\n'
    text = "".join(item.format(i=i) for i in range(MAX_SOURCE // 20))[:MAX_SOURCE]
    text = text[:text.rfind("\n") + 1]
    text += "#" * (MAX_SOURCE - len(text))
    assert len(text) == MAX_SOURCE
    assert len(compile_source(text, "x.sea")) > 1000


def test_the_shipped_content_and_examples_are_far_under_the_limits():
    files = sorted((ROOT / "content").rglob("*.sea")) + sorted((ROOT / "examples").rglob("*.sea"))
    assert files
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert len(text) < MAX_SOURCE / 8, path
        assert text.count("{") < MAX_SOURCE / 8, path


PAST_THE_LIMIT = {
    "a 100k-term 'and' chain": _decree("if " + " and ".join(["kelp > 1"] * 100_000)
                                       + " { nothing }"),
    "100k statements": _decree("take 1 kelp\n" * 100_000),
    "5 MB of content": 'decree "D" { forbid dive }\n' * 200_000,
    "1M closing braces": "}" * 1_000_000,
    "a 1 MB line": 'decree "D" { ' + "forbid dive " * 90_000 + "}",
}


@pytest.mark.parametrize("shape", sorted(PAST_THE_LIMIT))
def test_check_refuses_a_file_past_the_size_limit_in_seconds(tmp_path, shape):
    code, out, seconds = _check(tmp_path, PAST_THE_LIMIT[shape])
    assert code == 1
    assert "the file is too long" in out.split("\n")[0], out[:300]
    assert len(out) < 1000
    assert seconds < FAST, f"{shape}: {seconds:.1f} s"


# ---- at most MAX_PROBLEMS problems listed -------------------------------------------------

def test_a_file_with_more_problems_lists_the_first_hundred_and_counts_the_rest():
    text = "".join(f'decree "D{i}" {{ forbid dvie }}\n' for i in range(MAX_PROBLEMS + 50))
    err, _ = _error(text)
    lines = str(err).split("\n")
    assert len(err.problems) == MAX_PROBLEMS + 1
    assert [p.line for p in err.problems[:-1]] == list(range(1, MAX_PROBLEMS + 1))
    column = len(f'decree "D{MAX_PROBLEMS}" {{ forbid ') + 1
    assert lines[-1] == (f"x.sea:{MAX_PROBLEMS + 1}:{column}: and 50 more problems, not listed "
                         f"(at most {MAX_PROBLEMS} are listed for a file)")
    assert err.problems[-1].message == lines[-1].split(": ", 1)[1]


def test_a_file_with_a_hundred_problems_lists_them_all():
    text = "".join(f'decree "D{i}" {{ forbid dvie }}\n' for i in range(MAX_PROBLEMS))
    err, _ = _error(text)
    assert len(err.problems) == MAX_PROBLEMS
    assert "more problems" not in str(err)


WITHIN_THE_LIMIT = {
    "closing braces": "}" * (MAX_SOURCE - 1),
    "closing braces on lines": "}\n" * (MAX_SOURCE // 2 - 1),
    "empty broken items": "x{}" * (MAX_SOURCE // 3),
    "unclosed blocks": _decree("may { " * (MAX_SOURCE // 7)),
    "deep blocks": _decree("may { " * (MAX_SOURCE // 9) + "nothing" + " }" * (MAX_SOURCE // 9)),
}


@pytest.mark.parametrize("shape", sorted(WITHIN_THE_LIMIT))
def test_a_pathological_file_within_the_limit_is_answered_in_seconds(shape):
    text = WITHIN_THE_LIMIT[shape]
    assert len(text) <= MAX_SOURCE
    err, seconds = _error(text)
    assert len(err.problems) <= MAX_PROBLEMS + 1
    assert len(str(err)) < (MAX_PROBLEMS + 1) * 400
    assert seconds < FAST, f"{shape}: {seconds:.1f} s"


def test_syntax_errors_past_the_hundredth_are_not_looked_for_and_the_message_says_so():
    err, _ = _error("}\n" * 1000)
    assert len(err.problems) == MAX_PROBLEMS + 1
    assert str(err).split("\n")[-1] == (
        f"x.sea:{MAX_PROBLEMS + 1}:1: and more problems, not listed (at most "
        f"{MAX_PROBLEMS} are listed for a file; the rest of the file is not checked)")


def test_a_long_and_chain_within_the_limit_compiles_in_seconds():
    terms = (MAX_SOURCE - 200) // len("kelp > 1 and ")
    text = _decree("if " + " and ".join(["kelp > 1"] * terms) + " { nothing }")
    assert len(text) <= MAX_SOURCE
    start = time.perf_counter()
    assert len(compile_source(text, "x.sea")) == 1
    assert time.perf_counter() - start < FAST


def test_the_language_reference_states_the_limits_the_compiler_keeps():
    limits = (ROOT / "docs" / "language.md").read_text(encoding="utf-8").split("## Limits")[1]
    assert f"at most {MAX_SOURCE:,} characters" in limits
    assert f"at most {MAX_PROBLEMS} of them" in limits
    assert f"After {MAX_PROBLEMS} syntax errors" in limits
