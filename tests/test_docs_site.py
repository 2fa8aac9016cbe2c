"""The documentation site builds strictly, and its generated pages cover the language.

The language reference and the card gallery are written at build time from the grammar,
the compiler's tables and the shipped content (seastead_rules.docsite), so they cannot
drift; these tests check that they cover everything there is to cover.
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
from seastead_rules.docsite import card_gallery, language_reference
from seastead_rules.docsite.grammar import alternatives
from seastead_rules.names import COUNTED, EVENTS, FORBIDDABLE, QUERIES

ROOT = Path(__file__).resolve().parent.parent


def test_the_language_reference_has_an_entry_for_every_statement_of_the_grammar():
    page = language_reference()
    for rule in alternatives("_item") + alternatives("_effect") + ["modify", "forbid", "when"]:
        title = rule.strip("_").replace("_", " ")
        assert f"### `{title}`" in page, rule


def test_the_language_reference_lists_every_question_action_event_and_counter():
    page = language_reference()
    for name in list(QUERIES) + list(FORBIDDABLE) + list(EVENTS) + list(COUNTED):
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
    for page in ("reference/language", "reference/cards", "reference/api", "language"):
        assert (tmp_path / "site" / page / "index.html").is_file(), page
    api = (tmp_path / "site/reference/api/index.html").read_text(encoding="utf-8")
    assert 'id="seastead_rules.new_game"' in api


def test_no_page_names_a_machine_path_or_an_internal_note():
    pages = {p.name: p.read_text(encoding="utf-8") for p in (ROOT / "docs").rglob("*.md")}
    pages["README.md"] = (ROOT / "README.md").read_text(encoding="utf-8")
    pages["language reference"], pages["card gallery"] = language_reference(), card_gallery()
    for name, text in pages.items():
        found = re.findall(r"/work/|/home/|/root/|shared/rules|CONTENT\.md|DESIGN\.md", text)
        assert not found, f"{name}: {found}"
