"""The documentation site builds strictly, and its generated pages cover the language.

The language reference and the card gallery are generated from the grammar, the
compiler's tables, the shipped content and the example cards (seastead_rules.docsite);
they are stored under docs/reference/ and written again at build time. These tests
check that they cover everything there is to cover and that the stored copies are
current.
"""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from seastead_rules import load_content
from seastead_rules.deep_sea.cardtext import item_text
from seastead_rules.deep_sea.content import load_content as load_deep_sea
from seastead_rules.deep_sea.language import LANGUAGE as DEEP_SEA
from seastead_rules.docsite import (
    PAGES,
    card_gallery,
    deep_sea_gallery,
    deep_sea_reference,
    language_reference,
    stale_pages,
)
from seastead_rules.docsite.grammar import alternatives, sections
from seastead_rules.docsite.reference import EFFECTS, record_for
from seastead_rules.model import effects as fx
from seastead_rules.model.names import CARD_PLACES, CONTRACT, COUNTED

ROOT = Path(__file__).resolve().parent.parent


def _entry(page: str, title: str) -> str:
    return page.split(f"### `{title}`\n", 1)[1].split("\n### ", 1)[0].split("\n## ", 1)[0]


def _row(page: str, name: str) -> str:
    return next(line for line in page.splitlines() if line.startswith(f"| `{name}` |"))


def test_the_language_reference_has_an_entry_for_every_statement_of_the_grammar():
    page = language_reference()
    for rule in alternatives("_item") + EFFECTS + alternatives("_rule") + ["token_is",
                                                                          "card_count"]:
        title = rule.strip("_").replace("_", " ")
        assert f"### `{title}`" in page, rule


def test_every_effect_record_of_the_language_has_an_entry_with_an_example():
    page = language_reference()
    covered = {record_for(rule) for rule in EFFECTS} | {fx.MoveShip}
    assert covered == set(fx.Effect.__args__)
    for rule in EFFECTS + alternatives("_rule") + ["token_is", "card_count"]:
        entry = _entry(page, rule.strip("_").replace("_", " "))
        assert "From `" in entry and "No card uses it" not in entry, rule
    assert _entry(page, "move building").count("From `") == 2     # a building, and a ship


def test_every_event_question_permission_and_place_has_a_row_with_an_example():
    page = language_reference()
    for name in (list(CONTRACT.events) + list(CONTRACT.questions)
                 + list(CONTRACT.permissions) + list(CARD_PLACES) + list(CONTRACT.piles)):
        row = _row(page, name)
        assert "no card uses it yet" not in row and row.rstrip(" |").endswith(")"), row


def test_questions_are_one_table_with_their_default_and_rulebook_page():
    page = language_reference()
    assert _row(page, "full-flotillas-trigger").startswith(
        "| `full-flotillas-trigger` | number | the end is triggered when this many flotillas "
        "are full | 1 | 1 to 4 | p. 11 | `modify full-flotillas-trigger to 3` "
        "(examples/cards/07_crowded_waters.sea:3) |")
    assert _row(page, "build-on-locked").startswith(
        "| `build-on-locked` | permission | a build on the flotilla whose demand token is "
        "locked | refused | - | p. 10 |")


def test_an_example_no_shipped_card_gives_comes_from_an_example_card_named():
    entry = _entry(language_reference(), "reaches")
    assert "From `examples/cards/22_tides.sea:6`:" in entry


def test_the_board_rules_each_show_their_own_example():
    page = language_reference()
    shown = {rule: _entry(page, rule).split("From `", 1)[1].split("`", 1)[0]
             for rule in ("building", "row bonus", "column bonus", "owner bonus")}
    assert len(set(shown.values())) == 4, shown
    assert "row bonus" in _entry(page, "row bonus").split("```text", 2)[2]
    assert "owner bonus {" in _entry(page, "owner bonus").split("```text", 2)[2]


def test_the_stored_generated_pages_are_current():
    assert stale_pages() == [], (
        "the generated pages under docs/ are not current: run "
        "python -m seastead_rules.docsite")


def test_the_pages_the_language_guide_links_to_are_stored():
    guide = (ROOT / "docs" / "language.md").read_text(encoding="utf-8")
    for path in PAGES:
        assert f"]({path})" in guide and (ROOT / "docs" / path).is_file(), path


def test_the_language_reference_lists_every_question_action_event_and_counter():
    page = language_reference()
    for name in (list(CONTRACT.questions) + list(CONTRACT.permissions)
                 + list(CONTRACT.events) + list(COUNTED)):
        assert f"| `{name}` |" in page, name


def test_every_effect_used_by_the_shipped_cards_has_a_shipped_example():
    page = language_reference()
    for rule in ("take", "spend", "cleanup", "may", "if", "each player", "pick dock"):
        entry = page.split(f"### `{rule}`", 1)[1].split("### ", 1)[0]
        assert "From `content/" in entry, rule


def test_the_card_gallery_shows_every_shipped_card_with_its_source():
    page = card_gallery()
    content = load_content()
    for group in (content.flotilla_sides, content.dock_tiles, content.dive_cards,
                  content.specialists, content.decrees):
        for card in group:
            assert f"### {card.name}" in page
            assert f"`{card.src}`" in page


@pytest.mark.skipif(importlib.util.find_spec("mkdocs") is None,
                    reason="mkdocs is not installed (pip install -e '.[docs]')")
def test_the_site_builds_with_mkdocs_strict(tmp_path):
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q",
                           "-d", str(tmp_path / "site")], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    for page in ("reference/language", "reference/cards", "reference/api", "language",
                 "deep-sea/reference", "deep-sea/gallery"):
        assert (tmp_path / "site" / page / "index.html").is_file(), page
    api = (tmp_path / "site/reference/api/index.html").read_text(encoding="utf-8")
    assert 'id="seastead_rules.new_game"' in api


def test_no_page_names_a_machine_path_or_an_internal_note():
    pages = {p.name: p.read_text(encoding="utf-8") for p in (ROOT / "docs").rglob("*.md")}
    pages["README.md"] = (ROOT / "README.md").read_text(encoding="utf-8")
    pages["language reference"], pages["card gallery"] = language_reference(), card_gallery()
    pages["deep sea reference"], pages["deep sea gallery"] = (deep_sea_reference(),
                                                              deep_sea_gallery())
    for name, text in pages.items():
        found = re.findall(r"/work/|/home/|/root/|shared/rules|CONTENT\.md|DESIGN\.md", text)
        assert not found, f"{name}: {found}"


def test_the_deep_sea_reference_has_an_entry_for_every_rule_of_its_grammar_part():
    page = deep_sea_reference()
    for _title, rules in sections("deep_sea"):
        for rule in rules:
            assert f"### `{rule.name.strip('_').replace('_', ' ')}`" in page, rule.name
    for rule in alternatives("_game_item", "deep_sea") + alternatives("_game_effect",
                                                                       "deep_sea"):
        assert "From `content/deep_sea/" in _entry(page, rule.replace("_", " ")), rule


def test_the_deep_sea_reference_lists_its_declared_questions_events_and_fields():
    page = deep_sea_reference()
    vocab = DEEP_SEA.vocabulary
    for name in ([q.name for q in vocab.questions] + [p.name for p in vocab.permissions]
                 + [e.name for e in vocab.events]):
        assert f"| `{name}` |" in page, name
    assert "| `field` symbols | `biology`, `chemistry`, `ecology`, `geology`, `physics` |" \
        in page


def test_the_deep_sea_gallery_shows_every_component_with_its_text_and_source():
    page = deep_sea_gallery()
    content = load_deep_sea()
    for group in (content.specialists, content.zones, content.journals, content.tokens,
                  content.scenarios, content.bonus_goals, content.setbacks):
        for item in group:
            assert f"### {item.name}\n\n{item_text(item).replace(chr(10), '  ' + chr(10))}" \
                f"\n\n`{item.src}`" in page, item.name
    assert f"`{content.mat.src}`" in page
