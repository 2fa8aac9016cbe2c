"""Whole games of Deep Sea by random play, 1 to 4 players, competitive, co-op and solo:
every game ends, every position keeps the invariants (GAME.check: discs conserved,
tracks and Research within bounds, zones placed legally, components conserved), and an
illegal action is refused with the state untouched."""

from __future__ import annotations

import random
import time

import pytest
from deep_sea_support import GAME, new, options

from seastead_rules.deep_sea.actions import Pick
from seastead_rules.errors import IllegalAction


def _eager(actions, rng):
    """Random, but rather acting than passing, so games go deep."""
    doing = [a for a in actions if a.text not in ("pass", "end turn")]
    return rng.choice(doing if doing and rng.random() < 0.9 else actions)


def play(game, seed: int, players: int, chooser=_eager, **opts):
    """A whole game by random choices, checked after every step; (final state, steps)."""
    state = game.setup(seed, players, **opts)
    rng = random.Random(seed)
    steps = 0
    while not game.is_over(state):
        game.check(state)
        actions = game.legal_actions(state)
        assert actions and len(actions) <= 64 and len({a.text for a in actions}) == len(actions)
        assert game.to_move(state) == state.decision.player
        state = game.apply(state, chooser(actions, rng))
        steps += 1
        assert steps < 5000, "a game that does not end"
    game.check(state)
    assert game.to_move(state) == -1 and game.legal_actions(state) == ()
    return state, steps


@pytest.mark.parametrize("players,mode", [(1, "competitive"), (1, "coop"), (2, "competitive"),
                                          (3, "competitive"), (4, "competitive"),
                                          (3, "coop")])
def test_random_games_end_keeping_every_invariant(players, mode):
    started = time.process_time()
    for seed in range(6):
        state, _ = play(GAME, seed, players, mode=mode)
        assert len(state.scores) == players
        assert len(GAME.returns(state)) == players
        assert all(r in (-1.0, 1.0) for r in GAME.returns(state))
    assert time.process_time() - started < 6 * 3


def test_random_games_with_uniform_choices_end_too():
    for seed in range(4):
        play(GAME, seed, 2, lambda actions, rng: rng.choice(actions))


def test_the_same_seed_and_choices_replay_the_same_game():
    assert play(GAME, 3, 3)[0] == play(GAME, 3, 3)[0]


def test_an_illegal_action_is_refused_and_the_state_is_untouched():
    state = new(2)
    before = GAME.legal_actions(state)
    for bad in (Pick("recruit Nobody"), "recruit Pilot (tier 1)", Pick(3), None):
        with pytest.raises(IllegalAction):
            GAME.apply(state, bad)
    assert GAME.legal_actions(state) == before and state == new(2)


def test_no_action_is_legal_once_the_game_is_over():
    state, _ = play(GAME, 1, 2)
    with pytest.raises(IllegalAction, match="over"):
        GAME.apply(state, Pick("pass"))


def test_options_are_the_legal_actions_in_order():
    state = new(2)
    assert tuple(str(a) for a in GAME.legal_actions(state)) == options(state)


def test_the_shipped_content_plays_whole_games():
    content = pytest.importorskip("seastead_rules.deep_sea.content")
    from seastead_rules.deep_sea.game import GAME as SHIPPED
    assert content.load_content() is SHIPPED.content
    for players in (1, 2, 3, 4):
        play(SHIPPED, players, players)
    play(SHIPPED, 0, 1, mode="coop")
