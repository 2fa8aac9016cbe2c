"""A game's content language put together: its grammar, its compiler transformer (the
core handlers of kernel/lang and the game's own), and its declaration (the `game` item of
its content folder's game.sea), which every other source is compiled against.

    LANGUAGE = Language(GRAMMAR, ToRecords, declaration_path)
    records = LANGUAGE.compile_source(text, "my.sea")

A source's problems are all reported at once, `path:line:col` with the line and a caret:
on a syntax error each top-level item is parsed on its own, and the items that parse are
compiled for their name errors too."""

from __future__ import annotations

import functools

from lark import Tree
from lark.exceptions import UnexpectedInput, VisitError

from ...errors import ContentError
from ..arguments import check_type
from ..rules.vocabulary import Vocabulary
from .limits import check_item, size_problem, unicode_problem
from .problems import raise_problems

__all__ = ["Language", "Compiled", "DECLARATION", "NO_GAME"]

DECLARATION = "game.sea"
"""The file of a content folder that declares its game (its players and vocabulary)."""

NO_GAME = Vocabulary("", 1, 1, ("player",), (), None)
"""The names known while a declaration itself is compiled: none."""


class Compiled(tuple):
    """The records of one source file, in source order."""


class Language:
    """One game's content language: `grammar` (a kernel Grammar), `transformer` (the
    class of its compiler: one handler per grammar rule, built on the core handlers),
    and `declaration()`, (label, text) of its shipped game.sea."""

    def __init__(self, grammar, transformer, declaration):
        self.grammar, self.transformer, self._declaration = grammar, transformer, declaration

    @functools.cached_property
    def vocabulary(self) -> Vocabulary:
        """The shipped game's declaration, compiled once per process."""
        label, text = self._declaration()
        found = [r for r in self.compile_source(text, label, NO_GAME)
                 if isinstance(r, Vocabulary)]
        if len(found) != 1:
            raise ContentError(f"{label} must declare the game once")
        return found[0]

    def compile_source(self, text: str, path: str = "<string>", vocabulary=None) -> Compiled:
        """Compile one .sea source into records; raises ContentError listing every
        problem (ArgumentError when `text` or `path`, the name used in messages, is not a
        str). Names are resolved against `vocabulary` (a game's declaration), or against
        the source's own `game` item when it has one, or else the shipped game's."""
        items, problems = self.compile_items(text, path, vocabulary)
        raise_problems(problems, text)
        return Compiled(record for record, _ in items)

    def compile_items(self, text: str, path: str = "<string>", vocabulary=None) -> tuple:
        """A source compiled item by item, as an editor needs it while a file is written:
        ((record, parse tree) of each item that compiles, every problem of the others,
        in source order). Syntax errors are found item by item too, so one broken item
        leaves the others compiled; compile_source raises the same problems. A `game`
        item is compiled first, and the others against it."""
        check_type(text, str, "text", "the .sea source as a str (decode bytes first)")
        check_type(path, str, "path", "a str (the source's name in messages)")
        if vocabulary is not None:
            check_type(vocabulary, Vocabulary, "vocabulary",
                       "a Vocabulary (a game's declaration)")
        refused = size_problem(path, text) or unicode_problem(path, text)
        if refused is not None:
            return (), [refused]
        try:
            tree, first = self.grammar.parse(text), None
        except UnexpectedInput as err:
            tree, first = None, err
        if first is not None:
            # Every item's syntax error, and the name errors of the items that parse.
            # (Found outside the `except`, so no error raised later is chained to Lark's.)
            problems, parsed = self.grammar.syntax_problems(path, text, first)
            trees = [item for chunk in parsed for item in chunk.children]
            counters = _counters(parsed)
        else:
            problems, trees, counters = [], tree.children, _counters([tree])
        items, found = self._transform(trees, path, text, counters, vocabulary)
        return items, sorted(problems + found, key=lambda p: (p.line, p.column))

    def _transform(self, trees, path: str, text: str, counters: dict, vocabulary):
        """(record, tree) of each parsed item that compiles without a problem, and the
        problems of all of them: an item past the language's limits (limits.py) is
        reported and never reaches the transformer. A `game` item is compiled first:
        the others are compiled against it (or `vocabulary`, or the shipped game's)."""
        transformer = self.transformer(path, text)
        transformer.counters = counters
        games = [t for t in trees if isinstance(t, Tree) and t.data == "game"]
        order = games + [t for t in trees if not (isinstance(t, Tree) and t.data == "game")]
        transformer.vocab = vocabulary if vocabulary is not None and not games else (
            NO_GAME if games else self.vocabulary)
        items = []
        try:
            for item in order:
                before = len(transformer.problems)
                if isinstance(item, Tree) and check_item(path, item, transformer.problems):
                    record = transformer.transform(item)
                    transformer.stray_statements()
                    if len(transformer.problems) == before:
                        items.append((record, item))
                    if isinstance(record, Vocabulary):
                        if vocabulary is not None and vocabulary is not NO_GAME:
                            transformer._fail(item.children[0], "this game's content is "
                                              "declared already; a file may not declare "
                                              "it again")
                        transformer.vocab = record
        except VisitError as err:  # show our own error, never Lark's wrapper
            raise err.orig_exc from None
        items.sort(key=lambda pair: trees.index(pair[1]))
        return tuple(items), transformer.problems


def _counters(trees) -> dict:
    """The counters a source declares, by name: (shared, low, high), so that a counter
    may be used anywhere in the file that declares it, before or after."""
    found = {}
    for tree in trees:
        for node in tree.iter_subtrees():
            if node.data == "counter_decl" and len(node.children) >= 4:
                name, scope, low, high = node.children[:4]
                if str(low).isdigit() and str(high).isdigit():
                    shared = str(scope.children[0]) == "shared"
                    found.setdefault(str(name), (shared, int(low), int(high)))
    return found
