"""Photo Finish (card 34, `modify tie-break to none`): a tie-break rule as a named
question. The game declares its tie rule (`ties all question tie-break ...`); a card in
force changes it for every `the player with the most|fewest X` that does not say who it
means on a tie. One test per rule of the card, each in a position built for it
(cards_support), named after the rule it keeps."""

import pytest
from cards_support import CARDS, card_position, label
from support import play

import seastead_rules as s
from seastead_rules.engine.hooks import explain
from seastead_rules.model.state import new_ctx

FILE = "34_photo_finish.sea"
DIVE = ("dive", "half 1: 3 metal")      # blue takes Rusted Freighter's 3 metal


def own_lines(game) -> list:
    """The log lines the card's file wrote, as text."""
    return [e.text for e in game.log.entries() if e.src.startswith(label(FILE))
            and not e.text.startswith("setup:")]


def without_the_tie_rule():
    """The content with Photo Finish less its `modify tie-break` line."""
    text = (CARDS / FILE).read_text().replace("    modify tie-break to none\n", "")
    return s.load_content(extra=[(label(FILE), text)], replace=True)


def test_photo_finish_the_player_alone_with_the_most_cleanup_takes_a_resource_after_a_dive():
    game = play(card_position(FILE, cleanup0=2, cleanup1=1), *DIVE)
    assert game.decision.prompt == "blue: take which resource? (1 to take)"
    game = play(game, "take fish")
    assert own_lines(game) == ["blue takes 1 fish"]


def test_photo_finish_on_a_tie_for_the_most_nobody_is_the_player_with_the_most():
    game = play(card_position(FILE, cleanup0=1, cleanup1=1), *DIVE)
    assert game.to_move == 1 and game.decision.kind == "turn"
    assert own_lines(game) == []


def test_without_photo_finish_each_tied_player_is_the_player_with_the_most():
    game = play(card_position(FILE, cleanup0=1, cleanup1=1, content_=without_the_tie_rule()),
                *DIVE)
    assert game.decision.prompt == "blue: take which resource? (1 to take)"
    game = play(game, "take fish")
    assert game.decision.prompt == "orange: take which resource? (1 to take)"


def test_photo_finish_a_statement_that_says_who_it_means_on_a_tie_keeps_its_own_rule():
    # `the player with the fewest cleanup ties all`: both tied players take a kelp.
    game = play(card_position(FILE, cleanup0=1, cleanup1=1, player0={"kelp": 3}),
                "build port at flotilla 3 location 1", "dock Kelp Press", "no")
    assert own_lines(game)[:2] == ["blue takes 1 kelp", "orange takes 1 kelp"]


def test_the_tie_rule_is_a_named_question_whose_answer_names_the_card():
    game = card_position(FILE)
    ctx = new_ctx(0, -1, -1, -1, "", False, "")
    answer, reasons = explain(game, "tie-break", 0, (), ctx)
    assert ("none", reasons[0].src) == (s.load_content().vocabulary.question(
        "tie-break").answers[answer], f"{label(FILE)}:8")
    tie = game.content.vocabulary.question("tie-break")
    assert (tie.default, tie.answers, tie.page) == \
        ("all", ("all", "none", "choose"), "a ruling: docs/rulings.md")


@pytest.mark.parametrize("rule,message", [
    ("modify tie-break +1", r"'tie-break' is answered by a word: write 'modify tie-break to "
                            r"all\|none\|choose'"),
    ("modify tie-break to 2", "'tie-break' is answered by a word"),
    ("modify build-cost to choose", "'build-cost' is answered by a number, not 'choose'"),
])
def test_the_tie_rule_is_set_by_a_word_and_a_number_by_a_number(rule, message):
    with pytest.raises(s.ContentError, match=message):
        s.compile_source('decree "X" { %s }' % rule, "x.sea")
