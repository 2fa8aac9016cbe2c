"""Text to records: the transformer that turns a parse tree into frozen records,
resolving every name and collecting every problem of a file. The handlers are in
items.py (components), rules.py (hooks and counters), effects.py (effects, counts and
conditions) and piles.py (card piles); the limits checked before any handler runs in
limits.py."""

from __future__ import annotations

import functools

from lark import Tree, v_args
from lark.exceptions import UnexpectedInput, VisitError

from ..data import content_dir
from ..errors import ContentError
from ..inputs import check_type
from ..kernel.rules.vocabulary import Vocabulary
from ..model import effects as fx
from .declaration import DeclarationCompiler
from .effects import EffectCompiler
from .items import ItemCompiler
from .limits import check_item, size_problem, unicode_problem
from .parser import parse, syntax_problems
from .piles import PileCompiler
from .problems import raise_problems

__all__ = ["compile_source", "compile_items", "Compiled", "shipped_vocabulary", "DECLARATION"]

DECLARATION = "game.sea"
"""The file of a content folder that declares its game (its players and vocabulary)."""



class Compiled(tuple):
    """The records of one source file, in source order."""


@v_args(meta=True)
class _ToRecords(EffectCompiler, PileCompiler, DeclarationCompiler, ItemCompiler):
    """One handler per grammar rule; each returns the record of the same name."""

def _simple(record_type):
    def handler(self, meta, children):
        return record_type(src=self._src(meta))
    handler.__name__ = record_type.__name__
    return handler


for _rule, _type in {
    "choose_specialist": fx.ChooseSpecialist, "skip_turn": fx.SkipTurn,
    "extra_turn": fx.ExtraTurn, "dive_again": fx.DiveAgain,
    "place_ship": fx.PlaceShip, "rearrange_ships": fx.RearrangeShips, "exhaust": fx.Exhaust,
    "refresh": fx.Refresh, "copy_location": fx.CopyLocation, "dive_half": fx.DiveHalf,
    "dive_all": fx.DiveAll, "swap_demand": fx.SwapDemand, "draw_decree": fx.DrawDecree,
    "nothing": fx.Nothing,
}.items():
    setattr(_ToRecords, _rule, v_args(meta=True)(_simple(_type)))


def compile_source(text: str, path: str = "<string>", vocabulary=None) -> Compiled:
    """Compile one .sea source into records; raises ContentError listing every problem
    (ArgumentError when `text` or `path`, the name used in messages, is not a str).

    Names are resolved against `vocabulary` (a game's declaration), or against the
    source's own `game` item when it has one, or else against the shipped game's."""
    items, problems = compile_items(text, path, vocabulary)
    raise_problems(problems, text)
    return Compiled(record for record, _ in items)


@functools.lru_cache(maxsize=1)
def shipped_vocabulary() -> Vocabulary:
    """The shipped game's declaration (content/game.sea), compiled once per process."""
    path = content_dir() / DECLARATION
    text = path.read_text(encoding="utf-8")
    found = [r for r in compile_source(text, f"content/{DECLARATION}", _NONE)
             if isinstance(r, Vocabulary)]
    if len(found) != 1:
        raise ContentError(f"content/{DECLARATION} must declare the game once")
    return found[0]


_NONE = Vocabulary("", 1, 1, ("player",), (), None)      # (the declaration's own names)


def compile_items(text: str, path: str = "<string>", vocabulary=None) -> tuple:
    """A source compiled item by item, as an editor needs it while a file is written:
    ((record, parse tree) of each item that compiles, every problem of the others, in
    source order). Syntax errors are found item by item too, so one broken item leaves
    the others compiled; compile_source raises the same problems. A `game` item is
    compiled first, and the others against it."""
    check_type(text, str, "text", "the .sea source as a str (decode bytes first)")
    check_type(path, str, "path", "a str (the source's name in messages)")
    if vocabulary is not None:
        check_type(vocabulary, Vocabulary, "vocabulary", "a Vocabulary (a game's declaration)")
    refused = size_problem(path, text) or unicode_problem(path, text)
    if refused is not None:
        return (), [refused]
    try:
        tree, first = parse(text), None
    except UnexpectedInput as err:
        tree, first = None, err
    if first is not None:
        # Every item's syntax error, and the name errors of the items that parse. (Found
        # outside the `except`, so no error raised later is chained to Lark's.)
        problems, parsed = syntax_problems(path, text, first)
        trees, counters = [item for chunk in parsed for item in chunk.children], _counters(parsed)
    else:
        problems, trees, counters = [], tree.children, _counters([tree])
    items, found = _transform(trees, path, text, counters, vocabulary)
    return items, sorted(problems + found, key=lambda p: (p.line, p.column))


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


def _transform(trees, path: str, text: str, counters: dict, vocabulary):
    """(record, tree) of each parsed item that compiles without a problem, and the
    problems of all of them: an item past the language's limits (limits.py) is reported
    and never reaches the transformer. A `game` item is compiled first: the others are
    compiled against it (or against `vocabulary`, or the shipped game's)."""
    transformer = _ToRecords(path, text)
    transformer.counters = counters
    games = [t for t in trees if isinstance(t, Tree) and t.data == "game"]
    order = games + [t for t in trees if not (isinstance(t, Tree) and t.data == "game")]
    transformer.vocab = vocabulary if vocabulary is not None and not games else (
        _NONE if games else shipped_vocabulary())
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
                    if vocabulary is not None and vocabulary is not _NONE:
                        transformer._fail(item.children[0], "this game's content is "
                                          "declared already; a file may not declare it again")
                    transformer.vocab = record
    except VisitError as err:  # show our own error, never Lark's wrapper
        raise err.orig_exc from None
    items.sort(key=lambda pair: trees.index(pair[1]))
    return tuple(items), transformer.problems
