"""The Python snippets of README.md, docs/performance.md, docs/architecture.md and
docs/ai.md run as written.

Every ```python block of a file runs in order, in one namespace per file, from the top of
the checkout; a ```text block right after one (only blank lines between) is its exact
output. The callgrind script of docs/performance.md reads a game count from its command
line: it is given 1. The bench's JSON keys are the ones docs/performance.md lists.
"""

from __future__ import annotations

import contextlib
import io
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FILES = ("README.md", "docs/performance.md", "docs/architecture.md", "docs/ai.md")
FENCE = re.compile(r"^```(?P<lang>\w*)\n(?P<body>.*?)^```\n", re.S | re.M)


def _snippets(text: str) -> list:
    """(python source, expected output or None) for each python block, in order."""
    blocks = list(FENCE.finditer(text))
    found = []
    for i, m in enumerate(blocks):
        if m.group("lang") != "python":
            continue
        output = None
        if i + 1 < len(blocks):
            nxt = blocks[i + 1]
            if nxt.group("lang") == "text" and not text[m.end():nxt.start()].strip():
                output = nxt.group("body")
        found.append((m.group("body"), output))
    return found


def test_the_docs_have_the_snippets_this_test_runs():
    counts = {name: len(_snippets((ROOT / name).read_text(encoding="utf-8")))
              for name in FILES}
    assert counts["README.md"] >= 1
    assert counts["docs/performance.md"] >= 4
    outputs = [o for body, o in _snippets((ROOT / "docs/performance.md").read_text("utf-8"))]
    assert sum(o is not None for o in outputs) >= 2


@pytest.mark.parametrize("name", FILES)
def test_python_snippets_run_in_order_and_print_what_is_shown(name, monkeypatch):
    monkeypatch.chdir(ROOT)
    monkeypatch.setattr(sys, "argv", ["count.py", "1"])     # the callgrind script's N
    namespace: dict = {"__name__": "docs_snippets"}
    for n, (body, output) in enumerate(_snippets((ROOT / name).read_text("utf-8")), 1):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(body, f"{name} snippet {n}", "exec"), namespace)
        if output is not None:
            assert out.getvalue() == output, f"snippet {n} printed:\n{out.getvalue()}"


def test_performance_doc_lists_every_figure_of_the_bench():
    from seastead_rules import bench
    text = (ROOT / "docs/performance.md").read_text(encoding="utf-8")
    table = text.split("| key | what it is |", 1)[1].split("\n\n", 1)[0]
    listed = set(re.findall(r"`(\w+)`", "\n".join(
        line.split("|")[1] for line in table.splitlines() if line.startswith("| `"))))
    figures = bench.run_bench(games=5)
    assert listed == set(figures)
