"""The terminal screens the documentation shows, drawn by the terminal game itself.

A page marks a screen with an HTML comment naming it, right before a text block:

    <!-- terminal screen: turn -->
    ```text
    Seastead | round 1, ...
    ```

tests/test_terminal_docs.py checks that every marked block is what the game draws
today. After a change to the screen, write them again with:

    python tests/terminal_screens.py
"""

from __future__ import annotations

import io
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import seastead_rules as s  # noqa: E402
from seastead_rules.bots import BOTS  # noqa: E402
from seastead_rules.terminal import TerminalGame  # noqa: E402

MARK = re.compile(r"<!-- terminal screen: (?P<name>[\w-]+) -->\n```text\n(?P<body>.*?)```\n",
                  re.S)
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
PROMPTS = ("choose ", "press Enter", "Enter: more")

# name: (seed, setup, what the person types before the screen is drawn)
SCREENS = {
    "turn": (5, {}, []),
    "dock": (5, {}, ["3"]),
    "ring": (5, {}, ["3", "1", "1", "1", "1", "? ring"]),
    "port": (5, {}, ["? port"]),
    "solo": (4, {"mode": "solo"}, ["1", "1", "1", "2", "2", "1", "1"]),
}


class _Typed(io.StringIO):
    def __init__(self, answers):
        super().__init__("".join(a + "\n" for a in answers))    # then the input ends


def screen_text(name: str) -> str:
    """The screen `name` (see SCREENS) as the terminal game draws it, up to its prompt."""
    seed, setup, answers = SCREENS[name]
    game = s.Game(seed, **setup)
    out = io.StringIO()
    bots = [BOTS["greedy"](seed * 2 + p) for p in range(2)]
    TerminalGame(game, 0, bots, out, _Typed(answers), redraw=True).run()
    frame = ANSI.sub("", out.getvalue().split("\x1b[H\x1b[2J")[-1])
    lines = []
    for line in frame.split("\n"):
        lines.append(line.rstrip())
        if line.startswith(PROMPTS):
            break
    return "\n".join(lines) + "\n"


def marked(text: str) -> list:
    """(name, body) of every marked screen of a page."""
    return [(m.group("name"), m.group("body")) for m in MARK.finditer(text)]


def pages() -> list:
    """The documentation pages that mark screens."""
    return [p for p in sorted((ROOT / "docs").rglob("*.md"))
            if MARK.search(p.read_text(encoding="utf-8"))]


def write() -> None:
    """Draw every marked screen of every page again."""
    for page in pages():
        text = page.read_text(encoding="utf-8")
        new = MARK.sub(lambda m: f"<!-- terminal screen: {m.group('name')} -->\n```text\n"
                       f"{screen_text(m.group('name'))}```\n", text)
        if new != text:
            page.write_text(new, encoding="utf-8")
            print(f"wrote {page.relative_to(ROOT)}")


if __name__ == "__main__":
    write()
