"""Every Python snippet of README.md and of every page under docs/ runs as pasted.

A page's ```python blocks run in order, in one namespace (each in its own for the pages
of `ALONE`), from the top of the checkout; a ```text block right after one (only blank
lines between) is its exact output. A page whose snippets use hypothesis is a user's
test file: its blocks are written, in order, into one file in a temporary folder outside
the checkout, with no conftest, and pytest runs it there, as a user who pastes them
would. A page whose snippets need an optional extra is skipped, saying so, only when that
extra is not installed.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = ["README.md"] + sorted(str(p.relative_to(ROOT)) for p in (ROOT / "docs").rglob("*.md"))
FENCE = re.compile(r"^```(?P<lang>\w*)\n(?P<body>.*?)^```\n", re.S | re.M)
# Libraries of the optional extras: a snippet may need one only where it is installed.
OPTIONAL = {"numpy", "pyspiel", "pettingzoo", "gymnasium", "rich", "matplotlib", "ray",
            "starlette", "uvicorn", "httpx", "selenium", "pygls", "mkdocs"}
# Pages whose snippets cannot yet run in the suite, each with the reason shown.
NOT_YET: dict = {}
# Pages whose every snippet runs alone, in a namespace of its own (a reader pastes any
# one of them without the blocks before it).
ALONE = {"docs/ai.md"}


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


def _is_test_file(snippets: list) -> bool:
    return any(re.search(r"^\s*(from|import) hypothesis\b", body, re.M)
               for body, _ in snippets)


def test_every_page_is_covered_and_the_guides_have_snippets():
    assert "docs/testing.md" in PAGES and "docs/language.md" in PAGES
    counts = {name: len(_snippets((ROOT / name).read_text(encoding="utf-8")))
              for name in PAGES}
    assert counts["README.md"] >= 1 and counts["docs/performance.md"] >= 4
    assert counts["docs/testing.md"] >= 5 and counts["docs/saving.md"] >= 5
    assert _is_test_file(_snippets((ROOT / "docs/testing.md").read_text("utf-8")))


@pytest.mark.parametrize("name", PAGES)
def test_python_snippets_run_as_pasted(name, monkeypatch, tmp_path):
    if name in NOT_YET:
        pytest.skip(f"{name}: {NOT_YET[name]}")
    snippets = _snippets((ROOT / name).read_text("utf-8"))
    if not snippets:
        return
    if _is_test_file(snippets):
        _run_as_a_users_test_file(name, snippets, tmp_path)
        return
    monkeypatch.chdir(ROOT)
    monkeypatch.setattr(sys, "argv", ["snippet.py", "1"])     # a script's game count
    namespace: dict = {"__name__": "docs_snippets"}
    for n, (body, output) in enumerate(snippets, 1):
        if name in ALONE:
            namespace = {"__name__": "docs_snippets"}
        out = io.StringIO()
        try:
            with contextlib.redirect_stdout(out):
                exec(compile(body, f"{name} snippet {n}", "exec"), namespace)
        except ImportError as err:
            missing = (getattr(err, "name", None) or "").split(".")[0]
            if missing in OPTIONAL or "extra" in str(err):
                pytest.skip(f"{name} snippet {n} needs an optional extra: {err}")
            raise
        if output is not None:
            assert out.getvalue() == output, f"snippet {n} printed:\n{out.getvalue()}"


def _run_as_a_users_test_file(name: str, snippets: list, folder: Path) -> None:
    assert all(output is None for _, output in snippets), \
        f"{name}: a test file's snippets show no printed output"
    test_file = folder / f"test_{Path(name).stem}_snippets.py"
    test_file.write_text("\n\n".join(body for body, _ in snippets), encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("HYPOTHESIS")}
    env["PYTHONPATH"] = str(ROOT)           # the package as installed; nothing else
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--rootdir",
         str(folder), str(test_file)],
        cwd=folder, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"{name} as a test file:\n{done.stdout}\n{done.stderr}"


def test_performance_doc_lists_every_figure_of_the_bench():
    from seastead_rules.cli import bench
    text = (ROOT / "docs/performance.md").read_text(encoding="utf-8")
    table = text.split("| key | what it is |", 1)[1].split("\n\n", 1)[0]
    listed = set(re.findall(r"`(\w+)`", "\n".join(
        line.split("|")[1] for line in table.splitlines() if line.startswith("| `"))))
    figures = bench.run_bench(games=5)
    assert listed == set(figures)
