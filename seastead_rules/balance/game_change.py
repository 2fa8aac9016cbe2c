"""The change under test of `seastead balance --game NAME --extra FILE [--replace]`:
the .sea files read and joined into the text of the game's option `changes`, each
checked first at its own path (a compile error, and without --replace a component that
would take the place of one of the content's, shown at `path:line:col` with the line
and a caret), then all of them together as the game sets them up."""

from __future__ import annotations

import re
from pathlib import Path

from ..errors import ArgumentError, ContentError
from ..inputs import read_text
from ..kernel.lang.problems import Problem
from .game_balance import CHANGES, CHANGES_LABEL

__all__ = ["change_of", "sea_files"]


def sea_files(paths) -> list:
    """The .sea files named: each file as given, each folder's .sea files in name order."""
    out = []
    for path in paths:
        if Path(path).is_dir():
            out += sorted(str(p) for p in Path(path).rglob("*.sea") if p.is_file())
        else:
            out.append(str(path))
    return out


def change_of(game, extra, replace: bool, players: int, options: dict) -> tuple:
    """(text, description) of the change the --extra files make to `game`'s content;
    ContentError where a file does not compile, would replace a component without
    `replace`, or leaves a content the game cannot set up."""
    if CHANGES not in game.options:
        raise ArgumentError(f"{game.name} takes no content change (it has no option "
                            f"{CHANGES!r}): balance --game {game.name} has nothing to "
                            "compare")
    if CHANGES in options:
        raise ArgumentError(f"--option {CHANGES}=... is the change under test: give it as "
                            "--extra FILE")
    files = sea_files(extra)
    if not files:
        raise ArgumentError(f"balance --game {game.name} measures a content change: give "
                            "--extra FILE, a .sea file of the changed components")
    texts, replaced = [], []
    for path in files:
        text = read_text(path, "--extra")
        texts.append(text if text.endswith("\n") else text + "\n")
        found = game.replaced(text, path) if hasattr(game, "replaced") else ()
        if found and not replace:
            raise ContentError("\n".join(
                Problem(path, line, 1, f"{kind} {name!r} is already in {game.name}'s "
                                       "content: give --replace to play yours in its "
                                       "place").render(text)
                for line, kind, name in found))
        replaced += [f"{kind} {name}" for _, kind, name in found]
    joined = "".join(texts)
    try:
        game.setup(0, players, **options, **{CHANGES: joined})
    except ContentError as err:
        raise ContentError(_relabel(str(err), files, texts)) from None
    describe = f"{', '.join(files)}" + (f" in place of {', '.join(replaced)}"
                                        if replaced else " added")
    return joined, describe


def _relabel(message: str, files: list, texts: list) -> str:
    """`message` with each place in the joined text (`<changes>:LINE`) named by its file
    and the line there."""
    starts, line = [], 1
    for text in texts:
        starts.append(line)
        line += text.count("\n")

    def place(match) -> str:
        at = int(match.group(1))
        k = max(i for i, start in enumerate(starts) if start <= at) if at >= 1 else 0
        return f"{files[k]}:{at - starts[k] + 1}"
    return re.sub(re.escape(CHANGES_LABEL) + r":(\d+)", place, message)
