"""The protocol and its conformance check: Liar's Dice passes `check_game` with 2, 3 and
6 players, and `check_game` catches a game that breaks a promise of the protocol."""

from __future__ import annotations

import random

import pytest
from attrs import evolve

from seastead_rules.errors import ArgumentError
from seastead_rules.kernel import Game, setup_options
from seastead_rules.kernel.checks import check_game
from seastead_rules.kernel.playout import StatePlayout
from seastead_rules.kernel.protocol import ActionCodec, Playout, TensorCodec
from seastead_rules.liars_dice import GAME, LiarsDice


@pytest.mark.parametrize("players", [2, 3, 6])
def test_liars_dice_passes_the_conformance_check(players):
    check_game(GAME, players=players, seeds=(0, 1) if players < 6 else (0,))


def test_liars_dice_passes_the_conformance_check_with_its_options():
    check_game(GAME, players=3, seeds=(2,), dice=2, wild="none")


def test_liars_dice_and_its_parts_are_of_the_protocol():
    assert isinstance(GAME, Game)
    assert isinstance(GAME.playout(GAME.setup(1, 2)), Playout)
    assert isinstance(GAME.actions(2), ActionCodec)
    pytest.importorskip("numpy", reason="the 'ai' extra is not installed (numpy)")
    assert isinstance(GAME.tensors(2), TensorCodec)


def test_setup_options_fill_in_the_defaults_and_refuse_the_unknown():
    assert setup_options(GAME, None, {"dice": 3}) == \
        (2, {"dice": 3, "wild": "ones", "one_round": False, "random_opener": True})
    with pytest.raises(ArgumentError, match="no option 'ones'"):
        setup_options(GAME, 2, {"ones": True})
    with pytest.raises(ArgumentError, match="must be an int"):
        setup_options(GAME, 2, {"dice": "5"})
    with pytest.raises(ArgumentError, match="seats 2 to 6 players, not 1"):
        setup_options(GAME, 1)


class _Careless(LiarsDice):
    """Liar's Dice whose samples deal the player's own dice anew too: a broken promise."""

    def sample(self, observation, player, rng):
        dealt = super().sample(observation, player, rng)
        hands = tuple(tuple(sorted(rng.randint(1, 6) for _ in h)) for h in dealt.hands)
        return evolve(dealt, hands=hands)


class _Forgetful(LiarsDice):
    """Liar's Dice whose playout does not play the action it is given."""

    def playout(self, state):
        return _Stuck(self, state)


class _Stuck(StatePlayout):
    __slots__ = ()

    def apply(self, action):
        pass

    def clone(self):
        return _Stuck(self.game, self.position)


class _Unchecked(LiarsDice):
    """Liar's Dice whose saves are read without a check: damaged ones come back."""

    def from_json(self, text):
        try:
            return super().from_json(text)
        except Exception:
            return self.setup(0, 2)


@pytest.mark.parametrize("game, message", [
    (_Careless(), "a sample for player 0 is seen otherwise"),
    (_Forgetful(), "the playout and apply disagree"),
    (_Unchecked(), "a damaged save was read"),
])
def test_the_conformance_check_catches_a_broken_promise(game, message):
    with pytest.raises(AssertionError, match=message):
        check_game(game, players=2, seeds=(0,))


def test_the_conformance_check_names_what_a_game_lacks():
    class Half:
        name, min_players, max_players, default_players, options = "half", 2, 2, 2, {}

        def setup(self, seed, players):
            return seed

    with pytest.raises(AssertionError, match="lacks names of the protocol: actions"):
        check_game(Half())


def test_the_kernel_generator_is_splitmix64():
    # SplitMix64's published first output from state 0, and a shuffle Seastead's saved
    # games depend on: the generator's numbers never change.
    from seastead_rules.kernel import rng
    assert rng.next_int(0)[0] == 0xE220A8397B1DCDAF
    assert rng.shuffle(range(10), 2026) == ([5, 0, 9, 2, 4, 7, 3, 6, 8, 1],
                                            10372713005361030311)
    state = rng.seeded(2026)
    for n in (2, 6, 24, 1000):
        value, after = rng.below(state, n)
        assert value == rng.next_int(state)[0] % n and after == rng.next_int(state)[1]
        state = after
    assert rng.seeded(-1) == rng.RNG_MAX and rng.seeded(random.getrandbits(70)) <= rng.RNG_MAX


def test_seastead_draws_from_the_kernel_generator():
    from seastead_rules.engine import rng as seastead_rng
    from seastead_rules.kernel import rng
    assert (seastead_rng.next_int, seastead_rng.below, seastead_rng.shuffle) == (
        rng.next_int, rng.below, rng.shuffle)
