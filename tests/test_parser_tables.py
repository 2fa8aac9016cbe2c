"""The parser tables generated into the package (lang/_grammar_tables.py, and Deep
Sea's) are the grammar's own: current, and giving the same trees and positions as a
parser built from the grammar, on every shipped and example .sea file of each game."""

from __future__ import annotations

from pathlib import Path

import lark

from seastead_rules.lang.parser import GRAMMAR

ROOT = Path(__file__).resolve().parent.parent


def test_the_generated_parser_tables_are_made_from_the_grammar_as_it_is():
    assert GRAMMAR.tables_current(), (
        "lang/_grammar_tables.py is stale: the grammar changed since it was written. "
        "Run `make grammar` (python -m seastead_rules.grammar_tables) and commit it.")


def _shape(tree: lark.Tree) -> list:
    """Every node and token of a tree with its positions."""
    found = []
    for node in tree.iter_subtrees():
        meta = node.meta
        found.append((node.data, None if meta.empty else (meta.line, meta.column,
                                                          meta.end_line, meta.end_column,
                                                          meta.start_pos, meta.end_pos)))
        found += [(t.type, str(t), t.line, t.column, t.end_line, t.end_column, t.start_pos,
                   t.end_pos) for t in node.children if isinstance(t, lark.Token)]
    return found


def _parse_alike(grammar, files) -> None:
    built = lark.Lark(grammar.text, parser="lalr", propagate_positions=True,
                      maybe_placeholders=False)
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert _shape(grammar.parser.parse(text)) == _shape(built.parse(text)), path.name


def test_the_generated_tables_parse_every_file_as_the_grammar_does():
    from seastead_rules.model.content import source_files  # (Seastead's own files)
    deep_sea = ROOT / "examples" / "deep_sea"      # (Deep Sea's examples: below)
    files = source_files(ROOT / "content") + sorted(
        p for p in (ROOT / "examples").rglob("*.sea") if deep_sea not in p.parents)
    assert len(files) > 30
    _parse_alike(GRAMMAR, files)


def test_deep_seas_tables_parse_its_files_as_its_grammar_does():
    from seastead_rules.deep_sea.language import GRAMMAR as DEEP_SEA
    files = sorted((ROOT / "content" / "deep_sea").glob("*.sea")) + sorted(
        (ROOT / "examples" / "deep_sea").glob("*.sea"))
    assert len(files) > 5
    _parse_alike(DEEP_SEA, files)


def test_a_stale_module_is_not_used():
    class Stale:
        DIGEST = "0" * 64
        TABLES = "{}"
    from seastead_rules.kernel.lang.parser import Grammar
    grammar = Grammar("seastead", lambda: GRAMMAR.text, GRAMMAR.hints, tables=lambda: Stale)
    assert not grammar.tables_current()
    assert grammar.parse('decree "X" { modify build-cost +1 }').data == "start"
