"""The language server on the general card language: completion offers its keywords and
names and the counters declared in the open file; hover over a rule or an effect shows
its card text above the card's."""

from pathlib import Path

import pytest

from seastead_rules.lsp import completions, hover_at
from seastead_rules.model.names import CARD_PLACES, CONTRACT, TOKEN_NAMES

CARDS = Path(__file__).resolve().parent.parent / "examples" / "cards"
TIDES = (CARDS / "22_tides.sea").read_text(encoding="utf-8")
DRIFT = (CARDS / "11_16_the_drift.sea").read_text(encoding="utf-8")


def _labels(text: str = "") -> set:
    return {label for label, _, _ in completions(text)}


def test_completion_offers_the_new_keywords():
    assert {"permit", "reaches", "counter", "shared", "reveal", "look", "rest", "order",
            "score", "give", "add", "subtract", "set", "skip", "extra", "again", "adjust",
            "swap", "printed", "half", "token"} <= _labels()


def test_completion_offers_every_event_question_permission_token_and_card_place():
    labels = _labels()
    assert set(CONTRACT.events) | set(CONTRACT.questions) | set(CONTRACT.permissions) <= labels
    assert set(TOKEN_NAMES) | set(CARD_PLACES) | {"revealed", "it", "taken"} <= labels


def test_completion_offers_the_counters_declared_in_the_open_file():
    found = {label: detail for label, what, detail in completions(TIDES) if what == "counter"}
    assert found["tides"] == "a counter of this file (shared)"
    assert "tides" not in _labels()


def test_completion_offers_a_counter_of_a_file_being_typed():
    typing = 'decree "Fame" {\n    counter fame per player from 0 to 9\n    when fame rea'
    assert ("fame", "counter", "a counter of this file (per player)") in completions(typing)


def test_hover_over_a_threshold_shows_its_card_text():
    line = next(n for n, text in enumerate(TIDES.splitlines(), 1) if "when tides reaches" in text)
    shown = hover_at("tides.sea", TIDES, line, 10)
    assert shown.startswith("**rule**: When tides reaches 4, each player, starting with the "
                            "player who moved it there, takes 1 kelp, then tides is set to 0."
                            "\n\n**decree** 'Tides'")


def test_hover_over_an_effect_shows_its_rule_and_its_own_text():
    line = next(n for n, text in enumerate(TIDES.splitlines(), 1) if "add 1 tides" in text)
    column = TIDES.splitlines()[line - 1].index("add 1 tides") + 2
    shown = hover_at("tides.sea", TIDES, line, column)
    assert shown.startswith("**rule**: When a player builds a port, tides goes up by 1.\n\n"
                            "**effect**: Tides goes up by 1.\n\n")


def test_hover_over_a_statement_in_a_pile_block_shows_its_text():
    line = next(n for n, text in enumerate(DRIFT.splitlines(), 1) if "take half of it" in text)
    column = DRIFT.splitlines()[line - 1].index("take half of it") + 1
    shown = hover_at("drift.sea", DRIFT, line, column)
    assert shown.startswith("**effect**: Take one half of it.\n\n**location 0**")


def test_hover_over_a_sides_rule_and_a_reaction_shows_their_text():
    line = next(n for n, text in enumerate(DRIFT.splitlines(), 1) if "when game-end" in text)
    assert hover_at("drift.sea", DRIFT, line, 6).startswith(
        "**rule**: At the end of the game, each player scores 1 point for each metal the "
        "first halves of their kept cards show.")
    informant = (CARDS / "18_informant.sea").read_text(encoding="utf-8")
    line = next(n for n, text in enumerate(informant.splitlines(), 1) if "react to" in text)
    assert hover_at("i.sea", informant, line, 6).startswith(
        "**rule**: Exhaust when your opponent takes a specialist: take 1 metal.\n\n"
        "**specialist** 'Informant'")


def test_every_kind_of_name_offered_has_a_completion_kind_in_the_server():
    pytest.importorskip("pygls")
    from seastead_rules.lsp.server import _ITEM_KIND
    assert {what for _, what, _ in completions(TIDES)} <= set(_ITEM_KIND)


def test_hover_names_a_counter_shared_in_another_item_of_the_file_by_its_name():
    text = ('decree "Tally" {\n    counter tides shared from 0 to 4\n'
            '    when tides reaches 4 { nothing }\n}\n'
            'specialist "Tallier" set B type either points 1 {\n    use { add 1 tides }\n}\n')
    shown = hover_at("t.sea", text, 6, 12)
    assert shown.startswith("**effect**: Tides goes up by 1.\n\n**specialist** 'Tallier'")
    assert "Exhaust when you dive or build: tides goes up by 1." in shown


def _offered(text: str, line: int, character: int) -> set:
    return {what for _, what, _ in completions(text, line, character)}


def test_completion_after_modify_offers_only_the_questions():
    text = 'decree "X" {\n    modify bui\n}\n'
    labels = {label for label, _, _ in completions(text, 1, 14)}
    assert _offered(text, 1, 14) == {"question"} and "build-cost" in labels


def test_completion_after_when_offers_the_events_and_counters():
    text = 'decree "X" {\n    when you \n}\n'
    assert _offered(text, 1, 13) <= {"event", "counter"}
    assert "before-build" in {label for label, _, _ in completions(text, 1, 13)}


def test_completion_after_forbid_offers_the_permissions_and_elsewhere_every_name():
    text = 'decree "X" {\n    forbid \n    \n}\n'
    assert _offered(text, 1, 11) == {"permission"}
    assert {"question", "event", "permission", "keyword"} <= _offered(text, 2, 4)


def test_completion_after_reveal_offers_the_piles_and_after_rest_to_the_places():
    text = 'side "S" tile 1 face A {\n    reveal 2 \n    rest to \n}\n'
    assert _offered(text, 1, 13) == {"pile"}
    assert _offered(text, 2, 12) == {"card place"}
