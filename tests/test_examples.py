"""The designer tutorials run as written: docs/authoring.md and the files in examples/.

The tutorial scripts run in a subprocess with a few games and must print their report.
Then every marked block of docs/authoring.md is checked:

- a ```sea block after `<!-- test: file PATH -->` is exactly the text of that file;
- a ```console block: each `$ command` runs in a scratch copy of the checkout (examples/
  copied, content/ linked) and prints exactly the lines shown under it, with exit status
  0. After `<!-- test: fails -->` the commands must fail instead (exit status not 0).
  After `<!-- test: edit PATH "old" "new" -->` the copy of PATH is edited first, and the
  commands must fail; after `<!-- test: output varies -->` the command runs with a few
  games, and its output must have the same lines with every number replaced (of a
  paired report, `Balance: ...`, only its first line, its verdict and the last line);
- ```python blocks run in order, one namespace per tutorial (a `## ` section), from the
  top of the checkout; a ```text block right after one is its exact output. After
  `<!-- test: from PATH -->` the block must also appear word for word in that file.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "authoring.md"
BIN = Path(sys.executable).parent
FEW_GAMES = "3"


def _env(**extra) -> dict:
    env = dict(os.environ, PATH=f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}")
    env.pop("SEASTEAD_GAMES", None)
    env.update(extra)
    return env


def _run(args, cwd=ROOT, **env) -> subprocess.CompletedProcess:
    return subprocess.run(args, cwd=cwd, env=_env(**env), capture_output=True, text=True,
                          timeout=120)


# ---- the tutorial scripts ------------------------------------------------------------

DECREE_REPORT = ["Decree Shipwright Subsidy (examples/my_decree.sea:6), greedy1 bots, sides BBBB",
                 "without", "blue wins", "orange wins", "blue average score",
                 "orange average score", "shipyards built per game",
                 "Paired changes", "examples/my_decree.sea:7 (modify build-cost -1 if "
                 "building is shipyard) fired", "Verdict:"]
SIDE_REPORT = ["Side Tide Market (examples/my_side.sea:8) in place of Council Atoll",
               "shipped", "yours", "blue wins", "orange wins", "blue average score",
               "builds on tile 2", "location 5", "location points on tile 2"]


@pytest.mark.parametrize("script, expected", [
    ("examples/decree_tutorial.py", DECREE_REPORT),
    ("examples/side_tutorial.py", SIDE_REPORT),
])
def test_tutorial_script_prints_its_report(script, expected):
    done = _run([sys.executable, script, "--games", FEW_GAMES])
    assert done.returncode == 0, done.stderr
    for text in expected:
        assert text in done.stdout, (text, done.stdout)
    assert re.search(r"^games\s+3\s+3$", done.stdout, re.M), done.stdout
    assert f"{2 * int(FEW_GAMES)} games in" in done.stdout


@pytest.mark.parametrize("script", ["examples/decree_tutorial.py", "examples/side_tutorial.py"])
def test_tutorial_script_takes_the_game_count_from_the_environment(script):
    done = _run([sys.executable, script, "--bot", "random"], SEASTEAD_GAMES="2")
    assert done.returncode == 0, done.stderr
    assert re.search(r"^games\s+2\s+2$", done.stdout, re.M), done.stdout
    assert "random bots" in done.stdout


@pytest.mark.parametrize("script, name, typo", [
    ("examples/decree_tutorial.py", "my_decree.sea", ("is shipyard and", "is shipyrd and")),
    ("examples/side_tutorial.py", "my_side.sea", ("per academy here", "per acadmy here")),
])
def test_tutorial_script_shows_compile_errors_of_your_file(tmp_path, script, name, typo):
    broken = tmp_path / name
    broken.write_text((ROOT / "examples" / name).read_text().replace(*typo))
    done = _run([sys.executable, str(ROOT / script), name, "--games", "1"], cwd=tmp_path)
    assert done.returncode == 1
    assert done.stdout == ""
    first = done.stderr.splitlines()[0]
    assert re.match(rf"{re.escape(name)}:\d+:\d+: unknown .*did you mean", first), done.stderr
    assert "^" in done.stderr


def test_side_tutorial_replaces_the_shipped_side_and_keeps_line_numbers(monkeypatch):
    sys.path.insert(0, str(ROOT / "examples"))
    keep, sys.dont_write_bytecode = sys.dont_write_bytecode, True   # no examples/__pycache__
    try:
        import side_tutorial as st
    finally:
        sys.path.remove(str(ROOT / "examples"))
        sys.dont_write_bytecode = keep
    import seastead_rules as s
    monkeypatch.chdir(ROOT)
    shipped = s.load_content()
    content = st.content_with_side(ROOT / "examples" / "my_side.sea")
    assert len(content.flotilla_sides) == len(shipped.flotilla_sides)
    assert "Council Atoll" not in content.side and "Tide Market" in content.side
    assert content.side["Tide Market"].src == "examples/my_side.sea:8"
    for name, side in shipped.side.items():
        if name != "Council Atoll":
            assert content.side[name].src == side.src
    assert s.new_game(5, sides="ABBA", content=content).sides[1] == "Tide Market"
    assert content.hash != shipped.hash


def test_a_game_with_your_decree_picked_in_python_replays_at_the_terminal(tmp_path):
    # docs/authoring.md, decree step 7: save the record of a game started with your
    # decree, then `seastead replay FILE --extra examples/my_decree.sea --why`.
    import seastead_rules as s
    from seastead_rules.bots import BOTS
    cwd = _scratch(tmp_path)
    mine = Path("examples/my_decree.sea")
    content = s.load_content(extra=[(mine.as_posix(), (cwd / mine).read_text())])
    game = s.Game(3, sides="BBBB", decree="Shipwright Subsidy", content=content)
    bots = [BOTS["random"](3 * 2 + p) for p in range(2)]
    for _ in range(12):
        game.play(bots[game.state.to_move].choose(game.state))
    (cwd / "subsidy.json").write_text(game.record().to_json())
    done = _run(["seastead", "replay", "subsidy.json", "--extra", "examples/my_decree.sea",
                 "--why"], cwd=cwd)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("Seastead, seed 3: sides BBBB"), done.stdout
    done = _run(["seastead", "replay", "subsidy.json"], cwd=cwd)
    assert done.returncode == 1
    assert ("the recorded setup cannot be made (the record was made with different "
            "content): unknown decree 'Shipwright Subsidy'") in done.stdout


# ---- docs/authoring.md ------------------------------------------------------------------

FENCE = re.compile(r"(?:<!-- test: (?P<marker>.*?) -->\n)?```(?P<lang>\w*)\n(?P<body>.*?)```\n",
                   re.S)


def _blocks(text: str):
    """(section title, marker, language, body, end offset) for each fenced block."""
    found = []
    for m in FENCE.finditer(text):
        heading = [h for h in re.findall(r"^## (.*)$", text[:m.start()], re.M)]
        found.append((heading[-1] if heading else "", m.group("marker"), m.group("lang"),
                      m.group("body"), m.start(), m.end()))
    return found


BLOCKS = _blocks(DOC.read_text(encoding="utf-8"))


def _id(block) -> str:
    title, marker, lang, body, start, _ = block
    line = DOC.read_text(encoding="utf-8")[:start].count("\n") + 1
    return f"line{line}-{lang}"


def test_the_doc_has_the_blocks_this_test_checks():
    langs = [b[2] for b in BLOCKS]
    assert langs.count("console") >= 7 and langs.count("python") >= 10
    markers = [b[1] for b in BLOCKS if b[1]]
    assert all(m.split(" ", 1)[0] in ("file", "edit", "from", "fails") or m == "output varies"
               for m in markers), markers
    assert sum(m.startswith("file ") for m in markers) == 2
    assert any(m.startswith("edit ") for m in markers)
    assert any(m.startswith("from ") for m in markers)
    assert "fails" in markers


@pytest.mark.parametrize("block", [b for b in BLOCKS if b[1] and b[1].startswith("file ")],
                         ids=_id)
def test_doc_file_block_is_the_example_file(block):
    path = ROOT / block[1].split(" ", 1)[1]
    assert block[3] == path.read_text(encoding="utf-8")


def _scratch(tmp_path: Path) -> Path:
    shutil.copytree(ROOT / "examples", tmp_path / "examples",
                    ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "content").symlink_to(ROOT / "content", target_is_directory=True)
    return tmp_path


def _commands(body: str):
    """[(command, expected output lines)] of a console block."""
    found = []
    for line in body.splitlines():
        if line.startswith("$ "):
            found.append((line[2:], []))
        else:
            found[-1][1].append(line)
    return found


def _shape(lines) -> list:
    """Lines with every number (and percentage) replaced, and spacing collapsed."""
    return [" ".join(re.sub(r"[-+]?\d+(\.\d+)?%?", "#", line).split()) for line in lines]


def _head(lines) -> list:
    """The lines before a paired report (`Balance: ...`), whose rows and verdict depend on
    what came out, then that report's first line and the output's last line."""
    for i, line in enumerate(lines):
        if line.startswith("Balance: "):
            verdict = "with a verdict" if "Verdict:" in lines[i:] else "no verdict"
            return lines[:i + 1] + [verdict, lines[-1]]
    return lines


@pytest.mark.parametrize("block", [b for b in BLOCKS if b[2] == "console"], ids=_id)
def test_doc_console_block_runs_as_shown(block, tmp_path):
    _, marker, _, body, _, _ = block
    cwd = _scratch(tmp_path)
    env = {}
    if marker and marker.startswith("edit "):
        path, old, new = shlex.split(marker[5:])
        target = cwd / path
        text = target.read_text()
        assert old in text
        target.write_text(text.replace(old, new, 1))
    varies = marker == "output varies"
    if varies:
        env["SEASTEAD_GAMES"] = FEW_GAMES
    for command, expected in _commands(body):
        done = _run(["bash", "-c", command], cwd=cwd, **env)
        lines = (done.stdout + done.stderr).rstrip("\n").split("\n")
        if varies:
            assert done.returncode == 0, done.stderr
            assert _shape(_head(lines)) == _shape(_head(expected)), "\n".join(lines)
        else:
            assert [x.rstrip() for x in lines] == [x.rstrip() for x in expected]
            fails = marker == "fails" or bool(marker and marker.startswith("edit "))
            assert (done.returncode != 0) == fails, done.returncode


def _python_sections():
    """Per `## ` section, its python blocks, each with the text block right after it."""
    sections = {}
    for i, (title, marker, lang, body, _start, end) in enumerate(BLOCKS):
        if lang != "python":
            continue
        output = None
        if i + 1 < len(BLOCKS):
            nxt = BLOCKS[i + 1]
            if nxt[2] == "text" and not DOC.read_text(encoding="utf-8")[end:nxt[4]].strip():
                output = nxt[3]
        sections.setdefault(title, []).append((marker, body, output))
    return sections


@pytest.mark.parametrize("title", sorted(_python_sections()))
def test_doc_python_snippets_run_in_order_and_print_what_is_shown(title, monkeypatch):
    monkeypatch.chdir(ROOT)
    namespace: dict = {"__name__": "authoring_snippets"}
    for n, (marker, body, output) in enumerate(_python_sections()[title], 1):
        if marker and marker.startswith("from "):
            source = (ROOT / marker[5:]).read_text(encoding="utf-8")
            assert body in source, f"snippet {n} is not word for word in {marker[5:]}"
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(body, f"{DOC.name} [{title}] snippet {n}", "exec"), namespace)
        if output is not None:
            assert out.getvalue() == output, f"snippet {n} printed:\n{out.getvalue()}"
