"""Salvage Yard (card 35, `piles dive, salvage face up`): a pile that stays face up
between turns. Cards put in the salvage row are seen by both players for as long as they
lie there: the observation shows them, a sampled deal keeps them, a save keeps them. One
test per rule of the card, each in a position built for it (cards_support), named after
the rule it keeps."""

import random

import pytest
from cards_support import card_position, label
from support import play

import seastead_rules as s
from seastead_rules.model.names import COLOURS
from seastead_rules.testing import check_invariants
from seastead_rules.text.render import render

FILE = "35_salvage_yard.sea"


def position(**given):
    """Blue to play in round 1 with Salvage Yard in play and the setup's whole decks and
    displays (every card once): the round's start put the top dive card in the row."""
    return card_position(FILE, dive_deck=None, dock_display=None, specialist_display=None,
                         **given)


def own_lines(game) -> list:
    """The log lines the card's file wrote, as text."""
    return [e.text for e in game.log.entries() if e.src.startswith(label(FILE))
            and not e.text.startswith("setup:")]


def test_salvage_yard_at_the_start_of_a_round_the_top_dive_card_goes_face_up_in_the_row():
    first = s.new_game(3, sides="BBBB", decree="Salvage Yard",
                       content=position().content)
    (card,) = first.face_up
    starts = COLOURS[first.start_player]
    assert card not in first.dive_deck and f"{starts} puts {card} face up in the salvage " \
        "row" in [e.text for e in first.log.entries()]
    check_invariants(first)


def test_salvage_yard_the_row_stays_face_up_between_turns_for_both_players():
    game = position()
    row = game.face_up
    after = play(game, "dive")
    while after.to_move == 0 or after.decision.kind != "turn":     # to orange's turn
        after = play(after, str(s.legal_actions(after)[0]))
    assert after.face_up == row
    for player in (0, 1):
        assert s.observation(after, player).face_up == row
        assert f"the salvage row (face up): {row[0]} (half 1:" in \
            render(s.observation(after, player))


def test_salvage_yard_a_sampled_deal_keeps_the_row_where_it_is():
    game = position()
    seen = s.observation(game, 1)
    for seed in range(5):
        dealt = s.sample_state(seen, 1, random.Random(seed))
        assert dealt.face_up == game.face_up
        assert not set(dealt.dive_deck) & set(game.face_up)
        check_invariants(dealt)


def test_salvage_yard_a_shipyard_builder_may_take_a_half_of_a_card_of_the_row_and_discard_it():
    game = position(player0={"metal": 3})
    row = game.face_up
    card = row[-1]
    halves = game.content.dive[card].halves
    game = play(game, "build shipyard at flotilla 2 location 0")
    while game.decision.kind != "may":
        game = play(game, str(s.legal_actions(game)[0]))
    game = play(game, "yes", *(("card " + card,) if len(row) > 1 else ()),
                f"half 1: {halves[0].text}")
    assert game.face_up == row[:-1] and game.dive_discard[-1] == card
    assert own_lines(game)[-1].startswith(f"blue puts {card} on the dive discard pile")
    check_invariants(game)


def test_salvage_yard_the_row_saves_and_loads_as_it_was():
    game = position()
    assert s.from_json(s.to_json(game), game.content) == game and game.face_up


@pytest.mark.parametrize("text,message", [
    ("reveal 1 salvage { rest to top }", "'salvage' is face up: its cards are chosen with "
                                         "'choose card from salvage'"),
    ("choose card from dive { put it on discard }", "unknown face-up pile 'dive'"),
    ("reveal 1 dive { rest to salvge }", r"unknown place for cards 'salvge' \(did you mean "
                                         r"'salvage'\?\)"),
])
def test_a_face_up_pile_is_put_in_and_chosen_from_never_revealed(text, message):
    with pytest.raises(s.ContentError, match=message):
        s.compile_source('decree "X" { when you dive { %s } }' % text, "x.sea")
