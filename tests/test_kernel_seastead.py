"""Seastead is a game of the kernel: it keeps every promise of the protocol, two players
and solo (check_game plays it through every name)."""

from __future__ import annotations

import random

import pytest

from seastead_rules import load_content
from seastead_rules.game import SEASTEAD, SeasteadGame
from seastead_rules.kernel import Game, check_game


def test_seastead_is_a_game_of_the_protocol():
    assert isinstance(SEASTEAD, Game)


def test_a_two_player_game_keeps_the_protocol():
    check_game(SEASTEAD, players=2, seeds=(0,), samples=1)


def test_a_solo_game_keeps_the_protocol():
    check_game(SEASTEAD, players=1, seeds=(0,), samples=1)


@pytest.mark.soak
def test_games_of_every_setup_keep_the_protocol():
    for sides, specialists in (("AAAA", "AB"), ("BBBB", "AB"), ("ABBA", "A")):
        check_game(SEASTEAD, players=2, seeds=(1, 2), sides=sides, specialists=specialists,
                   explicit_chance=False)


def test_the_returns_are_the_score_sheets_winner():
    state, rng = SEASTEAD.setup(3, 2), random.Random(3)
    while not SEASTEAD.is_over(state):
        assert SEASTEAD.returns(state) == (0.0, 0.0)
        state = SEASTEAD.apply(state, rng.choice(SEASTEAD.legal_actions(state)))
    from seastead_rules import score_sheet
    winner = score_sheet(state).winner
    assert SEASTEAD.returns(state) == tuple(1.0 if p == winner else -1.0 for p in (0, 1))


def test_a_game_of_other_content_plays_that_content():
    content = load_content(extra=[("mine.sea", 'decree "Mine" { modify dive-bonus +1 }')])
    game = SeasteadGame(content)
    assert game.setup(1, 2, sides="BBBB", decree="Mine").decree_in_play == "Mine"


def test_a_game_made_without_a_log_sets_up_games_that_keep_none():
    assert SeasteadGame(log=False).setup(1, 2).log is None
    assert SEASTEAD.setup(1, 2).log is not None
