"""The kernel's hypothesis state machine plays Liar's Dice by legal actions, with 2 to 6
players, every option, and chance seeded or explicit (its outcomes chosen like any
legal action), checking the game's invariants, the playout mode beside
`apply`, saves and samples after every step; and it catches a game that breaks one."""

from __future__ import annotations

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import invariant, run_state_machine_as_test

from seastead_rules.errors import ArgumentError
from seastead_rules.kernel.machine import GameMachine, Setup, machine_settings
from seastead_rules.liars_dice import GAME, LiarsDice


class LiarsDiceMachine(GameMachine):
    game = GAME
    options = {"dice": st.integers(1, 5), "wild": st.sampled_from(["ones", "sixes", "none"]),
               "one_round": st.booleans(), "random_opener": st.booleans()}
    chance = st.sampled_from(["seeded", "explicit"])

    @invariant()
    def a_die_is_lost_only_in_a_challenge(self):
        state = self.state
        if state is not None:
            assert sum(state.counts) == state.players * state.dice - (state.round - 1)


TestLiarsDiceMachine = LiarsDiceMachine.TestCase


class SixPlayerMachine(GameMachine):
    game = GAME
    players = 6
    options = {"dice": 2}


TestSixPlayerMachine = SixPlayerMachine.TestCase


class _Leaky(LiarsDice):
    """Liar's Dice whose saves forget the dice generator: a broken promise."""

    def to_json(self, state):
        import json
        d = json.loads(super().to_json(state))
        d["rng"] = 0 if state.viewer == -1 else -1
        return json.dumps(d)


class LeakyMachine(GameMachine):
    game = _Leaky()
    players = 2


def test_the_machine_catches_a_save_that_does_not_come_back():
    quick = machine_settings(settings(max_examples=20, stateful_step_count=5, database=None))
    with pytest.raises(AssertionError):
        run_state_machine_as_test(LeakyMachine, settings=quick)


def test_a_setup_reads_as_a_line_of_the_program():
    assert repr(Setup(0, 3, {"dice": 2})) == \
        "Setup(seed=0, players=3, options={'dice': 2}, chance='seeded')"


def test_machine_settings_refuse_what_is_not_settings():
    with pytest.raises(ArgumentError, match="parent must be"):
        machine_settings(5)


def test_seasteads_machine_runs_under_the_kernels_machinery():
    from seastead_rules.testing import SeasteadMachine
    from seastead_rules.testing import machine_settings as seasteads
    assert seasteads is machine_settings
    assert SeasteadMachine.TestCase.settings.deadline is None
