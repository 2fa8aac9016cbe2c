"""Writes the parser tables of every game's grammar into the game's generated module
(`python -m seastead_rules.grammar_tables`, or `make grammar`): Seastead's into
lang/_grammar_tables.py, Endeavor: Deep Sea's into deep_sea/_grammar_tables.py, each from
grammar/core.lark and the game's own part. Run it after changing a grammar: a test fails
while a module is stale, and until then that parser is built from the grammar at every
start."""

from __future__ import annotations

from pathlib import Path

__all__ = ["TABLES", "write_tables"]

_HERE = Path(__file__).resolve().parent
TABLES = {"seastead": _HERE / "lang" / "_grammar_tables.py",
          "deep_sea": _HERE / "deep_sea" / "_grammar_tables.py"}
"""Each game's generated module of parser tables."""


def _grammar(game: str):
    if game == "seastead":
        from .lang.parser import GRAMMAR
    else:
        from .deep_sea.language import GRAMMAR
    return GRAMMAR


def write_tables(game: str) -> Path:
    """Write `game`'s module of parser tables for its grammar as it is now; its path."""
    path = TABLES[game]
    path.write_text(_grammar(game).tables_source(), encoding="utf-8")
    return path


if __name__ == "__main__":
    for name in TABLES:
        print(f"wrote {write_tables(name)}")
