"""Seastead's content tools (kernel/content_tools.py's ContentTools): what exists for
Seastead's content, gathered behind the interface every content game gives the tools.
`seastead check`, `lint`, `cards` and the language server keep their own Seastead paths
(collisions with the shipped content, --extra, --replace); other games' go through this
interface.

    from seastead_rules.content_tools import TOOLS
    print(TOOLS.title, len(TOOLS.entries()))
"""

from __future__ import annotations

import argparse
import functools
import sys
from pathlib import Path

from .data import content_dir
from .kernel.content_tools import ItemEntry, declared_name
from .kernel.lang.compiler import DECLARATION

__all__ = ["SeasteadTools", "TOOLS"]


class SeasteadTools:
    """Seastead's ContentTools, wrapping its compiler, content, linter ranges and
    catalogue."""

    game = "seastead"

    @functools.cached_property
    def title(self) -> str:
        """The game's name as content/game.sea gives it."""
        return declared_name((content_dir() / DECLARATION).read_text(encoding="utf-8")) or ""

    @property
    def kinds(self) -> tuple:
        """The kinds of card `seastead cards --kind` knows."""
        from .text.catalogue import KINDS_OF_CARD
        return KINDS_OF_CARD

    def shipped_folder(self) -> Path:
        """content/."""
        return content_dir()

    def vocabulary(self, folder=None):
        """The declaration of `folder`'s game.sea (the shipped one when None or absent)."""
        from .kernel.rules.vocabulary import Vocabulary
        from .lang.compiler import compile_source, shipped_vocabulary
        declaration = None if folder is None else Path(folder) / DECLARATION
        if declaration is None or not declaration.is_file():
            return shipped_vocabulary()
        found = [r for r in compile_source(declaration.read_text(encoding="utf-8"),
                                           declaration.as_posix())
                 if isinstance(r, Vocabulary)]
        return found[0] if found else shipped_vocabulary()

    def compile_items(self, label: str, text: str, vocabulary=None) -> tuple:
        """((record, tree) of each item that compiles, [problems of the others])."""
        if vocabulary is None:
            from .lang.collisions import items_that_compile
            return items_that_compile(label, text)
        from .lang.compiler import compile_items
        items, problems = compile_items(text, label, vocabulary)
        return list(items), list(problems)

    def sources(self, paths) -> list:
        """(label, text, None) of each .sea file the paths name (content_options.sources)."""
        from .cli.content_options import sources
        return [(label, text, None) for label, text in sources(paths, kept_bytes=True)]

    def check(self, paths, out=None) -> int:
        """`seastead check PATHS` as it always was: added to the shipped content unless
        the paths are a whole set."""
        from .cli.commands import check
        args = argparse.Namespace(paths=list(paths), standalone=False, extra=[],
                                  content=None, replace=False, lint=False, game=None)
        return check(args, sys.stdout if out is None else out)

    def lint_ranges(self) -> dict:
        """The range of each of Seastead's counts for one player (lint/conventions.py)."""
        from .lint.conventions import COUNT_RANGES, count_range
        return {thing: count_range("you", thing) for thing in COUNT_RANGES}

    def describe(self, record) -> ItemEntry | None:
        """A card as `seastead cards` shows it (text/catalogue.py), or None."""
        from .model import cards
        from .text.cardtext import card_text
        kinds = {cards.Side: "side", cards.DockTile: "dock", cards.DiveCard: "dive",
                 cards.Specialist: "specialist", cards.Decree: "decree"}
        kind = kinds.get(type(record))
        if kind is None:
            return None
        return ItemEntry(kind, record.name, kind, record.src, card_text(record))

    def entries(self, folder=None) -> list:
        """Every card of the content of `folder` (the shipped when None), as
        `seastead cards` lists them."""
        from .model.content import load_content
        from .text.catalogue import catalogue
        return [ItemEntry(e.kind, e.name, e.facts, e.src, e.text)
                for e in catalogue(load_content(folder))]

    def names(self) -> list:
        """Seastead's counts and the shipped cards' names (quoted)."""
        from .model.names import COUNTED
        found = [(c, "counter", f"a count (default owner: {who})") for c, who in COUNTED.items()]
        return found + [(f'"{e.name}"', "card", f"{e.kind} ({e.src})") for e in self.entries()
                        if e.kind != "board"]

    def grammar(self):
        """Seastead's kernel Grammar."""
        from .lang.parser import GRAMMAR
        return GRAMMAR


TOOLS = SeasteadTools()
"""Seastead's content tools, as kernel/registry.py names them."""
