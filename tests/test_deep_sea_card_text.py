"""Deep Sea's card text (deep_sea/cardtext.py): every shipped component reads in plain
English from its compiled record, and a sample of them read as their .sea lines mean;
a rule printed on a component names its question or event in the declaration's words."""

from __future__ import annotations

import pytest

from seastead_rules import RulesError
from seastead_rules.deep_sea.cardtext import item_text
from seastead_rules.deep_sea.content import load_content
from seastead_rules.deep_sea.language import LANGUAGE, compile_source

CONTENT = load_content()
KINDS = ("specialists", "zones", "journals", "tokens", "scenarios", "bonus_goals",
         "setbacks")


def _named(kind: str, name: str):
    return next(item for item in getattr(CONTENT, kind) if item.name == name)


def _one(text: str):
    item, = compile_source(text, "t.sea")
    return item


def test_every_shipped_component_has_text_naming_it():
    for kind in KINDS:
        for item in getattr(CONTENT, kind):
            text = item_text(item)
            assert text.startswith(item.name) and "\n" not in text[:len(item.name)]
            assert "Research(" not in text and "Act(" not in text    # no record leaks out
    assert item_text(CONTENT.mat).startswith("The player mat.")


def test_a_specialist_reads_its_sides_and_gains():
    assert item_text(_named("specialists", "Navigator")).splitlines() == [
        "Navigator: a tier-2 specialist, 4 copies in the tray.",
        "Junior side: Travel or Sonar.",
        "Senior side, Master Navigator: any or all of Travel and Sonar, in any order.",
        "When recruited: advance Inspiration 1 step.",
        "When promoted: advance Ingenuity 1 step."]


def test_a_tier_five_senior_reads_its_final_scoring_with_its_cap():
    assert item_text(_named("specialists", "Fleet Admiral")).splitlines()[-1] == (
        "At the end of the game, if Senior: score 2 points for each of your vessels in "
        "play (at most 6 points).")


def test_a_zone_reads_its_bonuses_tracks_sites_links_and_marked_rule():
    assert item_text(_named("zones", "Kelp Forest")).splitlines() == [
        "Kelp Forest: an ocean board of depth 1.",
        "Arrival bonus: advance Ingenuity 1 step.",
        "Discovery bonus: advance your lowest attribute track 1 step (your choice on a tie).",
        "Sonar track canopy: 1) Discover (draw two boards of depth 1 to 2 and place one); "
        "2) gain 2 Research; 3) Discover (draw two boards of depth 2 and place one).",
        "Conservation site upper, costing 2 Research: place an Impact marker.",
        "Conservation site lower, costing 3 Research: place an Impact marker, then gain 1 "
        "Research.",
        "  Marked: for the player whose disc is on lower: When a disc is placed on a "
        "Conservation site here, if it is yours: you may Conserve in this zone.",
        "Journal site station, field biology: publish a journal with this field.",
        "Link upper to station: when both are occupied, both occupants gain 1 Research.",
        "Link canopy (space 2) to lower: when both are occupied, both occupants gain 1 disc."]


def test_a_modify_rule_names_its_question_in_the_declarations_words():
    technology = LANGUAGE.vocabulary.question("technology")
    last = item_text(_named("zones", "Harbour Approach")).splitlines()[-1]
    assert last == "How far and how deep a vessel may travel is 1 more than the " \
                   "Technology level."
    assert technology.text in last.lower() and technology.default in last


def test_a_when_rule_names_its_event_in_the_declarations_words():
    dive = LANGUAGE.vocabulary.event("dive")
    last = item_text(_named("zones", "Sunlit Shallows")).splitlines()[-1]
    assert last == f"When {dive.text}, if it is yours: gain 1 Research."


def test_a_journal_reads_what_the_publisher_and_the_others_gain():
    assert item_text(_named("journals", "Mapping the Shelf")).splitlines() == [
        "Mapping the Shelf: an anchor journal, field geology, costing 1 Research to "
        "publish.",
        "The publisher: advance Ingenuity 1 step.",
        "Every other player: gain 1 Research.",
        "Activation circle: Travel with your Technology level 1 higher."]


def test_a_dive_token_is_spent_for_its_research_or_its_effect():
    assert item_text(_named("tokens", "Permit")) == (
        "Permit: a Dive token (8 in the game), spent for 1 Research or for its effect: "
        "Conserve with the Research cost 1 lower (at least 0).")
    assert item_text(_named("tokens", "Research Cache")) == (
        "Research Cache: a Dive token (14 in the game), spent for 2 Research.")


def test_a_setback_with_a_condition_reads_it():
    assert item_text(_named("setbacks", "Data Corruption")) == (
        "Data Corruption: a setback (co-op and solo); when it is drawn, every player: if "
        "your Research is at least 2, spend 2 Research.")


def test_a_scenario_reads_its_play_area_goals_and_rule():
    lines = item_text(_named("scenarios", "Warm Currents")).splitlines()
    assert lines[:2] == [
        "Warm Currents: a scenario; the play area runs from column 0 to 5 and down to "
        "depth 4.",
        "In play at the start: Sunlit Shelf (column 2, depth 1) and Calm Seas (column 3, "
        "depth 1); new vessels launch at Sunlit Shelf."]
    assert ("Goal A Working Fleet: 2 points for each of your vessels in play; the player "
            "with the most scores 4 more, the second most 2 more (p. 15); in co-op the "
            "team needs 2 for 1, 4 for 2, 6 for 3, 8 for 4 players.") in lines
    assert lines[-1] == ("When a vessel arrives in this zone (Arrival bonus), if it is "
                         "yours: gain 1 Research.")


def test_the_mat_reads_its_tracks_and_pieces():
    lines = item_text(CONTENT.mat).splitlines()
    assert lines[4] == ("Ingenuity track: positions 0 to 11, levels 1 1 2 2 2 3 3 4 4 4 5 "
                        "5; an Impact space at 10; Gain Vessel spaces at 3 and 7.")
    assert lines[-1] == "Each player has 30 discs, 20 markers and 3 vessels."


def test_core_flow_reads_in_the_kernels_words():
    token = _one('token "T" research 1 copies 1 { choose { research 1 } or { disc } ; '
                 'repeat 2 { promote } }')
    assert item_text(token) == (
        "T: a Dive token (1 in the game), spent for 1 Research or for its effect: choose "
        "one: gain 1 Research; or gain 1 disc, then promote one of your Junior "
        "specialists, 2 times.")


def test_what_is_not_a_component_gets_a_clear_error():
    with pytest.raises(RulesError, match="item must be a Deep Sea component"):
        item_text("Kelp Forest")
