"""Deep Sea's grammar: the core language's (grammar/core.lark) with the game's own part
(grammar/deep_sea.lark), its LALR parser made once per process from the parser tables
generated into deep_sea/_grammar_tables.py (`make grammar`, or
`python -m seastead_rules.deep_sea.grammar`); built from the grammar when they are
stale (a test fails while they are)."""

from __future__ import annotations

from pathlib import Path

from ..data import grammar_text
from ..kernel.lang.parser import CORE_HINTS, Grammar, Hint

__all__ = ["GRAMMAR", "TABLES_PATH", "write_tables"]

TABLES_PATH = Path(__file__).resolve().parent / "_grammar_tables.py"
"""The generated module of parser tables."""


def _tables():
    # The generated parser tables, or None where they are absent.
    try:
        from . import _grammar_tables
    except ImportError:
        return None
    return _grammar_tables


GRAMMAR = Grammar("deep_sea", lambda: grammar_text("deep_sea"),
                  CORE_HINTS + (Hint("a part of a zone", ("_zone_part",),
                                     "arrival, sonar, dive, conserve, link", "zone"),
                                Hint("a part of a scenario", ("_scenario_part",),
                                     "columns, place, launch, impact, goal", "scenario")),
                  {"ANCHOR": "'anchor'", "MISSION": "'mission'"}, _tables)
"""Deep Sea's grammar."""


def write_tables(path: Path = TABLES_PATH) -> Path:
    """Write the module of parser tables for the grammar as it is now; its path."""
    path.write_text(GRAMMAR.tables_source(), encoding="utf-8")
    return path


if __name__ == "__main__":
    print(f"wrote {write_tables()}")
