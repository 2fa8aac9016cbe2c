"""Deep Sea's content language: the kernel's Language with the core handlers and the
game's own (items.py: specialists and zones; sheets.py: journals, tokens, scenarios,
goals, setbacks, the mat; rewards.py: rewards and actions), compiled against the game's
declaration (content/deep_sea/game.sea) and the Field symbols it declares.

    from seastead_rules.deep_sea.language import compile_source
    records = compile_source(text, "my_zones.sea")
"""

from __future__ import annotations

import functools

from lark import v_args

from ..data import content_dir
from ..kernel.arguments import check_type
from ..kernel.lang.compiler import DECLARATION, Compiled, Language
from ..kernel.lang.declaration import DeclarationCompiler
from ..kernel.lang.effects import EffectCompiler
from ..kernel.lang.piles import PileCompiler
from ..kernel.lang.rules import RuleCompiler
from .effects import COUNTS
from .grammar import GRAMMAR
from .items import ItemCompiler
from .rewards import RewardCompiler
from .sheets import Fields, SheetCompiler

__all__ = ["LANGUAGE", "FOLDER", "compile_source", "language_for", "shipped_fields",
           "Fields"]

FOLDER = "deep_sea"
"""The folder of the shipped content (under the content folder) that holds Deep Sea's."""


@v_args(meta=True)
class _ToRecords(RewardCompiler, ItemCompiler, SheetCompiler, EffectCompiler, PileCompiler,
                 DeclarationCompiler, RuleCompiler):
    """One handler per grammar rule; each returns the record of the same name."""

    # Every count of effects.COUNTS is the player's own unless the text says whose.
    COUNTED = {name: "you" for name in COUNTS}
    RESERVED_COUNTERS = ("score",)
    WHAT_WORDS: dict = {}
    PLACEMENT = {
        "here": "'here' is the zone whose rule this is: use it in a zone's rules or its "
                "marked spaces' (p. 13)",
    }
    FIELDS: tuple | None = None         # None: the shipped declaration's

    def fields_known(self) -> tuple:
        """The Field symbols names are resolved against."""
        return self.FIELDS if self.FIELDS is not None else shipped_fields()


def _declaration() -> tuple:
    return (f"content/{FOLDER}/{DECLARATION}",
            (content_dir() / FOLDER / DECLARATION).read_text(encoding="utf-8"))


LANGUAGE = Language(GRAMMAR, _ToRecords, _declaration)
"""Deep Sea's content language, resolving names against the shipped declaration."""


@functools.lru_cache(maxsize=None)
def shipped_fields() -> tuple:
    """The Field symbols the shipped game.sea declares, compiled once per process."""
    label, text = _declaration()
    found = [r for r in LANGUAGE.compile_source(text, label) if isinstance(r, Fields)]
    return tuple(found[0]) if found else ()


def language_for(fields) -> Language:
    """The language of a designer's declaration: names resolved against `fields` (the
    Field symbols their game.sea declares, a tuple of str) and the vocabulary given to
    compile_source; ArgumentError when `fields` is not a tuple of str."""
    check_type(fields, tuple, "fields", "a tuple of Field names (str)")
    for i, name in enumerate(fields):
        check_type(name, str, f"fields[{i}]", "a Field name (str)")
    return _language_for(fields)


@functools.lru_cache(maxsize=16)
def _language_for(fields: tuple) -> Language:
    compiler = type("_ToRecords", (_ToRecords,), {"FIELDS": fields})
    return Language(GRAMMAR, compiler, _declaration)


def compile_source(text: str, path: str = "<string>", vocabulary=None) -> Compiled:
    """Compile one Deep Sea .sea source into records; raises ContentError listing every
    problem, `path:line:col` with the line and a caret. Names are resolved against
    `vocabulary` (a declaration), the source's own `game` item, or the shipped game's."""
    return LANGUAGE.compile_source(text, path, vocabulary)
