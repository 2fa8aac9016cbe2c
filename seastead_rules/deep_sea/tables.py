"""Writes the parser tables of Deep Sea's grammar into deep_sea/_grammar_tables.py, from
grammar/core.lark and grammar/deep_sea.lark (`python -m seastead_rules.deep_sea.tables`,
or `make grammar`). Run it after changing the grammar: a test fails while the module is
stale, and until then the parser is built from the grammar at every start."""

from __future__ import annotations

from pathlib import Path

from .language import GRAMMAR

__all__ = ["TABLES_PATH", "write_tables"]

TABLES_PATH = Path(__file__).resolve().parent / "_grammar_tables.py"
"""The generated module."""


def write_tables(path: Path = TABLES_PATH) -> Path:
    """Write the module of parser tables for the grammar as it is now; its path."""
    path.write_text(GRAMMAR.tables_source(), encoding="utf-8")
    return path


if __name__ == "__main__":
    print(f"wrote {write_tables()}")
