"""Seastead's content language: the core language's compiler (kernel/lang) with
Seastead's own handlers (items.py: its components; effects.py: its board's effects;
piles.py: what dive cards show) and its words, compiled against its declaration
(content/game.sea)."""

from __future__ import annotations

from lark import v_args

from ..data import content_dir
from ..kernel.lang.compiler import DECLARATION, Compiled, Language
from ..kernel.lang.declaration import DeclarationCompiler
from ..kernel.lang.effects import EffectCompiler
from ..kernel.lang.piles import PileCompiler
from ..kernel.lang.rules import RuleCompiler
from ..kernel.rules.vocabulary import Vocabulary
from ..model import effects as fx
from ..model.names import BOARD_TOKENS, COUNTED, RESERVED_COUNTERS
from .effects import BoardEffects
from .items import ItemCompiler
from .parser import GRAMMAR
from .piles import DiveCardCompiler

__all__ = ["compile_source", "compile_items", "Compiled", "shipped_vocabulary",
           "DECLARATION", "LANGUAGE"]


@v_args(meta=True)
class _ToRecords(BoardEffects, DiveCardCompiler, ItemCompiler, EffectCompiler, PileCompiler,
                 DeclarationCompiler, RuleCompiler):
    """One handler per grammar rule; each returns the record of the same name."""

    COUNTED = COUNTED
    RESERVED_COUNTERS = RESERVED_COUNTERS
    WHAT_WORDS = {"demand": "demand", "cleanup": "cleanup", "taken": "taken"}
    NOT_WORDS = {"demand": "not_demand"}
    TOKEN_WORDS = BOARD_TOKENS
    ADJUSTABLE = {"before-build": ("build-cost",)}
    REPLACEABLE = ("dive",)
    PLACEMENT = {
        "dock": "'choose dock' attaches a dock tile to the port just built, so only "
                "'building port' may hold it, once and outside any condition (rulebook "
                "p. 8)",
        "adjust": "'adjust' changes the build in question: use it in a 'when ... "
                  "before-build' hook (or a reaction to one)",
    }


def _simple(record_type):
    def handler(self, meta, children):
        return record_type(src=self._src(meta))
    handler.__name__ = record_type.__name__
    return handler


for _rule, _type in {
    "choose_specialist": fx.ChooseSpecialist, "dive_again": fx.DiveAgain,
    "place_ship": fx.PlaceShip, "rearrange_ships": fx.RearrangeShips, "exhaust": fx.Exhaust,
    "refresh": fx.Refresh, "copy_location": fx.CopyLocation, "dive_half": fx.DiveHalf,
    "dive_all": fx.DiveAll, "swap_demand": fx.SwapDemand, "draw_decree": fx.DrawDecree,
}.items():
    setattr(_ToRecords, _rule, v_args(meta=True)(_simple(_type)))


def _declaration() -> tuple:
    return (f"content/{DECLARATION}",
            (content_dir() / DECLARATION).read_text(encoding="utf-8"))


LANGUAGE = Language(GRAMMAR, _ToRecords, _declaration)
"""Seastead's content language."""


def compile_source(text: str, path: str = "<string>", vocabulary=None) -> Compiled:
    """Compile one .sea source into records; raises ContentError listing every problem
    (ArgumentError when `text` or `path`, the name used in messages, is not a str).

    Names are resolved against `vocabulary` (a game's declaration), or against the
    source's own `game` item when it has one, or else against the shipped game's."""
    return LANGUAGE.compile_source(text, path, vocabulary)


def compile_items(text: str, path: str = "<string>", vocabulary=None) -> tuple:
    """A source compiled item by item (Language.compile_items): ((record, parse tree) of
    each item that compiles, every problem of the others, in source order)."""
    return LANGUAGE.compile_items(text, path, vocabulary)


def shipped_vocabulary() -> Vocabulary:
    """The shipped game's declaration (content/game.sea), compiled once per process."""
    return LANGUAGE.vocabulary
