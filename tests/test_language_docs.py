"""docs/seastead.md shows Seastead's named questions, permissions and events as the game
declares them, and each example card it names exists in examples/cards/."""

from __future__ import annotations

import re
from pathlib import Path

from cards_support import FILES, card_content, made_here

from seastead_rules.docsite.questions import events_table, questions_table

PAGE = (Path(__file__).resolve().parent.parent / "docs" / "seastead.md").read_text()


def test_the_page_lists_every_question_and_permission_with_default_and_page():
    assert questions_table() in PAGE


def test_the_page_lists_every_event_with_its_timing_and_amount():
    assert events_table() in PAGE


def test_every_card_the_rules_table_names_is_an_example_card_or_shipped():
    guide = (Path(__file__).resolve().parent.parent / "docs" / "language.md").read_text()
    named = set(re.findall(r"^\| `[^`]*` [^|]*\| [^|]*\| ([A-Z][A-Za-z ]+): `", guide, re.M))
    examples = {n for f in FILES for n in made_here(f, card_content(f).decrees)
                + made_here(f, card_content(f).specialists)}
    shipped = {d.name for d in card_content(FILES[0]).decrees}
    assert named and named <= examples | shipped


def test_the_authoring_guide_names_every_question_permission_and_event_of_the_game():
    from seastead_rules.lang.compiler import shipped_vocabulary
    guide = (Path(__file__).resolve().parent.parent / "docs" / "authoring.md").read_text()
    vocab = shipped_vocabulary()
    for decl in vocab.questions + vocab.permissions + vocab.events:
        assert f"`{decl.name}`" in guide, decl.name
