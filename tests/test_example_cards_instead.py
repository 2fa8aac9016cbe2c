"""Calm Waters (card 33, `instead of dive`): a rule that replaces an action. One test
per rule of the card, each in a position built for it (cards_support), named after the
rule it keeps."""

import pytest
from cards_support import card_position
from support import play

import seastead_rules as s

FILE = "33_calm_waters.sea"


def own_lines(game) -> list:
    """The log lines the card's file wrote, as text."""
    return [e.text for e in game.log.entries() if e.src.startswith(f"examples/cards/{FILE}")
            and not e.text.startswith("setup:")]


def test_calm_waters_a_player_with_fewer_than_2_fish_takes_2_fish_instead_of_diving():
    before = card_position(FILE, player0={"fish": 1})
    game = play(before, "dive")
    top = before.dive_deck[0]
    assert own_lines(game) == [f"blue turns up {top} and nobody takes a half: decree Calm "
                               "Waters replaces the dive", "blue takes 2 fish"]
    assert game.players[0].resources[2] == 3 and game.players[1] == before.players[1]
    assert game.to_move == 1 and game.decision.kind == "turn"   # the dive was the turn


def test_calm_waters_the_replaced_dives_card_is_spent_so_the_deck_runs_down():
    before = card_position(FILE, player0={"fish": 1})
    game = play(before, "dive")
    assert game.dive_deck == before.dive_deck[1:]
    assert game.dive_discard == before.dive_discard + before.dive_deck[:1]


def test_calm_waters_a_player_with_2_fish_dives():
    before = card_position(FILE, player0={"fish": 2})
    game = play(before, "dive")
    assert own_lines(game) == []
    assert len(game.dive_deck) == len(before.dive_deck) - 1     # a card turned up


def test_calm_waters_a_replaced_dive_saves_and_loads_as_it_was():
    # (The decks and displays of the setup: a save holds every card once.)
    game = play(card_position(FILE, player0={"fish": 0}, dive_deck=None, dock_display=None,
                              specialist_display=None), "dive")
    assert game.players[0].resources[2] == 2
    assert s.from_json(s.to_json(game), game.content) == game


@pytest.mark.parametrize("action", ["build", "take"])
def test_only_a_dive_may_be_replaced(action):
    text = 'decree "X" { instead of %s { take 1 fish } }' % action
    with pytest.raises(s.ContentError, match=f"'{action}' is not an action a card may "
                                             r"replace \(this game's: dive\)"):
        s.compile_source(text, "x.sea")
