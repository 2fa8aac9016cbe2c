"""How the tools (`seastead check`, `lint`, `cards`, the language server) find a game's
content tools: each hosted game written in the content language gives a ContentTools
(kernel/registry.py names where, loaded only when asked), and `tools_for(path)` finds
the game of a file or folder from the nearest `game.sea` at or above it.

    from seastead_rules.kernel.content_tools import tools_for
    tools = tools_for("content/deep_sea/zones_deep.sea")
    print(tools.game, tools.title)          # deep_sea Endeavor: Deep Sea

A folder belongs to the game its `game "NAME" { ... }` declaration names; a path with
no such declaration above it is Seastead's, as it always was.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Protocol, runtime_checkable

from attrs import frozen

from ..errors import ArgumentError

__all__ = ["ContentTools", "ItemEntry", "GameOfPath", "declared_name", "content_games",
           "tools_named", "find_game", "tools_for", "DEFAULT_GAME"]

DEFAULT_GAME = "seastead"
"""The game of a path no declaration claims (and of a document with no path)."""

# The most bytes of a game.sea read to find the game it declares.
_DECLARATION_BYTES = 1 << 20
# The file of a content folder that declares its game (kernel/lang/compiler.py's
# DECLARATION, named here so that finding a game loads no parser).
_DECLARATION = "game.sea"


@frozen
class ItemEntry:
    """One item of a game's content as `seastead cards` and hover show it: its kind,
    name, facts (tier, cost, ...), source line ('content/deep_sea/coop.sea:13') and its
    text (empty where the game has none yet)."""
    kind: str
    name: str
    facts: str
    src: str
    text: str = ""


@runtime_checkable
class ContentTools(Protocol):
    """What a game written in the content language gives the tools. `game` is its name
    in the registry, `title` the name its declaration gives (`game "Seastead"`), `kinds`
    the kinds of item `cards --kind` knows, in order."""

    game: str
    title: str
    kinds: tuple

    def shipped_folder(self) -> Path:
        """The folder of the game's shipped content."""

    def vocabulary(self, folder=None):
        """The declaration (a kernel Vocabulary) of `folder`'s game.sea, or the shipped
        one when `folder` is None or has none; ContentError when it does not compile."""

    def compile_items(self, label: str, text: str, vocabulary=None) -> tuple:
        """((record, parse tree) of each item of a source that compiles, [kernel
        Problems of the others]), names resolved against `vocabulary` (the shipped
        declaration when None)."""

    def check(self, paths, out) -> int:
        """Compile and check the .sea files of `paths` (files and folders of the game):
        print every problem (`path:line:col`, the line, a caret) or one line of what was
        checked to `out`; 1 when there is a problem, else 0."""

    def lint_ranges(self) -> dict:
        """{count: (lowest, highest or None)}: the range of each of the game's counts, for
        the linter's conditions that can never (or always) hold."""

    def entries(self, folder=None) -> list:
        """ItemEntry of every item of the content of `folder` (the shipped when None)."""

    def describe(self, record) -> ItemEntry | None:
        """The ItemEntry of one compiled item, or None for a record that is no item."""

    def names(self) -> list:
        """(label, what it is, detail) of the game's own words for completion, beyond its
        declaration's: its counts, its items' names (quoted) and the like."""

    def grammar(self):
        """The game's kernel Grammar (its keywords are its parser's terminals)."""

    def sources(self, paths) -> list:
        """(label, text, declaration) of each .sea file `paths` name (files, and the
        files of folders): its text (bytes that are not UTF-8 kept for the compiler to
        show at their place) and the declaration it is compiled against (None: its own
        `game` item, or the shipped one); FileNotFoundError for a path that is not there."""


@frozen
class GameOfPath:
    """The game a path belongs to: its tools, and the folder of the game.sea that
    declares it (None when no declaration above the path names a hosted game)."""
    tools: ContentTools
    folder: Path | None


_TOKENS = re.compile(r'"(?:[^"\\\n]|\\.)*"|#[^\n]*|[A-Za-z_][A-Za-z0-9_-]*|[{}]|\S')


def declared_name(text: str) -> str | None:
    """The NAME of the first top-level `game "NAME"` item of a source, or None (comments
    and strings are skipped, so a `game "..."` in either is not taken for one)."""
    if not isinstance(text, str):
        raise ArgumentError("text: expected the .sea source as a str")
    depth, previous = 0, None
    for match in _TOKENS.finditer(text):
        token = match.group()
        if token.startswith("#"):
            continue
        if token == "{":
            depth += 1
        elif token == "}":
            depth = max(0, depth - 1)
        elif depth == 0 and previous == "game" and token.startswith('"'):
            return token[1:-1]
        previous = token if depth == 0 else None
    return None


def content_games() -> dict:
    """{game name: its ContentTools} of every hosted game written in the content
    language, in the registry's order (each game's tools module loaded here)."""
    from .registry import HOSTED, _load
    return {h.name: _load(h.tools) for h in HOSTED if h.tools}


def tools_named(name: str) -> ContentTools:
    """The ContentTools of the hosted game `name` (as `--game` names it); ArgumentError
    naming the games that have tools when there is none of that name."""
    games = content_games()
    if not isinstance(name, str) or name not in games:
        raise ArgumentError(f"--game: no game {name!r} with content tools; the games are "
                            f"{', '.join(games)}")
    return games[name]


def _read_declaration(path: Path) -> str:
    try:
        with path.open("rb") as f:
            return f.read(_DECLARATION_BYTES).decode("utf-8", "replace")
    except OSError:
        return ""


def find_game(path) -> GameOfPath:
    """The game of a file or folder: the nearest game.sea at or above it whose `game`
    declaration names a hosted game's title; Seastead (with no folder) when none does.
    A path that does not exist is looked up from its nearest existing folder."""
    if not isinstance(path, (str, Path)):
        raise ArgumentError("path: expected a file or folder (str or Path)")
    by_title = {t.title: t for t in content_games().values()}
    here = Path(os.path.abspath(path))     # (links kept: a folder is named as given)
    start = here if here.is_dir() else here.parent
    for folder in (start, *start.parents):
        declaration = folder / _DECLARATION
        if declaration.is_file():
            tools = by_title.get(declared_name(_read_declaration(declaration)))
            if tools is not None:
                return GameOfPath(tools, folder)
    return GameOfPath(tools_named(DEFAULT_GAME), None)


def tools_for(path=None, game: str | None = None) -> ContentTools:
    """The ContentTools of `game` when it is named, else of the game `path` belongs to
    (find_game), else Seastead's."""
    if game is not None:
        return tools_named(game)
    if path is None:
        return tools_named(DEFAULT_GAME)
    return find_game(path).tools
