"""Seastead's grammar: the core language's (grammar/core.lark) with Seastead's own part
(grammar/seastead.lark), its LALR parser built once per process, and the kinds of
statement its syntax errors name (effects, rules, and a specialist's abilities)."""

from __future__ import annotations

from ..data import grammar_text
from ..kernel.lang.parser import CORE_HINTS, Grammar, Hint

__all__ = ["GRAMMAR", "parser", "parse", "syntax_problems"]

def _tables():
    # The generated parser tables (grammar_tables.py writes them), or None where they are absent.
    try:
        from . import _grammar_tables
    except ImportError:
        return None
    return _grammar_tables


GRAMMAR = Grammar("seastead", lambda: grammar_text("seastead"),
                  CORE_HINTS + (Hint("an ability", ("_ability",), "use, discount, react",
                                     "specialist"),),
                  {"SECTION": "a dock section"}, _tables)
"""Seastead's grammar."""


def parser():
    """The Lark LALR parser of Seastead's content language (built at first use)."""
    return GRAMMAR.parser


def parse(text: str):
    """Parse a whole source; raises Lark's UnexpectedInput on a syntax error."""
    return GRAMMAR.parse(text)


def syntax_problems(path: str, text: str, first):
    """Every top-level item's first syntax error, and the trees of the items with none."""
    return GRAMMAR.syntax_problems(path, text, first)


def __getattr__(name: str):
    # The words that start a statement of each kind, read from the grammar at first use.
    kinds = {"EFFECT_WORDS": "an effect", "RULE_WORDS": "a rule",
             "ABILITY_WORDS": "an ability"}
    if name in kinds:
        return GRAMMAR.words[kinds[name]]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
