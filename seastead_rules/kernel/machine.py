"""GameMachine: a hypothesis state machine that plays any game by legal actions and
checks it after every step. Subclass it with the game (and your own rules and
invariants):

    class LiarsDiceMachine(GameMachine):
        game = GAME
        players = st.integers(2, 6)         # None: any the game seats
        options = {"wild": st.sampled_from(["ones", "sixes", "none"])}
        chance = st.sampled_from(["seeded", "explicit"])     # default: "seeded"

    TestLiarsDice = LiarsDiceMachine.TestCase

After each action it checks the game's invariants and that the playout mode, played
beside `apply`, agrees; its rules also save and load the state, and sample states
from a player's observation. With explicit chance (`chance`) the machine resolves the
chance decisions too, choosing among their outcomes as among any legal actions. The
machine runs without a deadline and without the
health checks that long games trip (slow or large input), under the loaded profile.
On failure hypothesis prints the program that broke it, one readable line a step:

    state = LiarsDiceMachine()
    state.start(setup=Setup(seed=0, players=3, options={'wild': 'ones'}, chance='seeded'))
    state.play(action='bid 1 ones')
    ...
"""

from __future__ import annotations

import functools
import random
import unittest

from attrs import frozen
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)

from .arguments import SEED_MAX, check_type
from .protocol import SEEDED, chance_mode, setup_options

__all__ = ["GameMachine", "Setup", "machine_settings", "MachineTestCase"]

_SLOW_IS_FINE = (HealthCheck.too_slow, HealthCheck.data_too_large)


def machine_settings(parent: settings | None = None) -> settings:
    """`parent` (by default the loaded profile's settings) with no deadline and the
    slow-input health checks suppressed: the settings a GameMachine runs under (games
    are long inputs and each example plays one: slow data generation is expected)."""
    if parent is not None:
        check_type(parent, settings, "parent", "hypothesis settings or None")
    parent = parent if parent is not None else settings()
    quiet = list(parent.suppress_health_check)
    quiet += [check for check in _SLOW_IS_FINE if check not in quiet]
    return settings(parent, deadline=None, suppress_health_check=quiet)


@functools.lru_cache(maxsize=None)
def _test_case(machine: type) -> type:
    class TestCase(unittest.TestCase):
        settings = machine_settings()

        def runTest(self):
            run_state_machine_as_test(machine, settings=machine_settings(self.settings))

        runTest.is_hypothesis_test = True
        runTest._hypothesis_state_machine_class = machine

    TestCase.__name__ = f"{machine.__name__}.TestCase"
    TestCase.__qualname__ = f"{machine.__qualname__}.TestCase"
    return TestCase


class MachineTestCase:
    """`Machine.TestCase`: a unittest TestCase running the machine under machine_settings
    (a state machine's class attribute: `TestCase = MachineTestCase()`). Assign to
    its `settings` (or decorate the machine with @settings) to change them."""

    def __get__(self, obj, owner=None):
        return _test_case(type(obj) if obj is not None else owner)


@frozen
class Setup:
    """A game's setup as the machine drew it (its repr is a line of the program)."""
    seed: int
    players: int
    options: dict
    chance: str = SEEDED


def _strategy(value) -> st.SearchStrategy:
    return value if isinstance(value, st.SearchStrategy) else st.just(value)


def _legal_texts(machine) -> st.SearchStrategy:
    return st.sampled_from(machine.legal_texts())


class GameMachine(RuleBasedStateMachine):
    """Plays one game of `game` by legal actions, checking it at every step. Class
    attributes (each a value, a strategy, or None for any): `players`, `seeds`,
    `options` (a dict of values or strategies) and `chance` (SEEDED, the default, or
    EXPLICIT); `saves` and `samples` (True by default) whether its rules also save and
    load the state and sample from an observation. Override `check_step(before, action,
    after)` to check each transition. A game's own machine may override `setup_strategy`,
    `game_of(setup)`, `new_state(setup)` and `after_step`."""

    TestCase = MachineTestCase()

    game = None
    players = None
    seeds = None
    options: dict = {}
    chance = SEEDED
    saves = True
    samples = True

    def __init__(self):
        super().__init__()
        self.setup = None
        self.playing = None
        self.state = None
        self.playout = None
        self.history: list = []
        self.actions: list = []

    # ---- what a game's machine or a subclass may change ----------------------------------
    def setup_strategy(self) -> st.SearchStrategy:
        """The setups to start from; by default built from the class attributes."""
        game = self.game
        players = st.integers(game.min_players, game.max_players) \
            if self.players is None else _strategy(self.players)
        seeds = st.integers(0, SEED_MAX) if self.seeds is None else _strategy(self.seeds)
        options = st.fixed_dictionaries({k: _strategy(v) for k, v in self.options.items()})
        return st.builds(Setup, seeds, players, options, _strategy(self.chance))

    def game_of(self, setup):
        """The game (of the protocol) that `setup` plays: the class's `game` by default."""
        return self.game

    def new_state(self, setup):
        """The state `setup` starts from (the setup must have `players`)."""
        players, options = setup_options(self.playing, setup.players, setup.options)
        return self.playing.setup(setup.seed, players, chance=chance_mode(setup.chance),
                                  **options)

    def after_step(self, before, action, after) -> None:
        """Called after each action: the game's own checks of a transition, then
        `check_step` (the default calls only `check_step`)."""
        self.check_step(before, action, after)

    def check_step(self, before, action, after) -> None:
        """Called after each action with the states around it; assert what must hold."""

    # ---- rules ---------------------------------------------------------------------------
    @initialize(setup=st.runner().flatmap(lambda machine: machine.setup_strategy()))
    def start(self, setup):
        """Set up a game."""
        self.setup = setup
        self.playing = self.game_of(setup)
        self.state = self.new_state(setup)
        self.playout = self.playing.playout(self.state)
        self.history, self.actions = [self.state], []

    @precondition(lambda self: self.state is not None
                  and not self.playing.is_over(self.state))
    @rule(action=st.runner().flatmap(_legal_texts))
    def play(self, action: str):
        """Play a legal action, given by its text, by `apply` and in the playout."""
        self.play_text(action)

    @precondition(lambda self: self.saves and self.state is not None)
    @rule()
    def save_and_load(self):
        """A save comes back as the same state."""
        game = self.playing
        assert game.from_json(game.to_json(self.state)) == self.state

    @precondition(lambda self: self.samples and self.state is not None)
    @rule(seat=st.integers(0, 5), deal=st.integers(0, 2 ** 32))
    def look(self, seat: int, deal: int):
        """A player's observation is stable, and a state sampled from it is whole and
        looks the same to that player."""
        game, player = self.playing, seat % self.setup.players
        seen = game.observation(self.state, player)
        assert game.observation(seen, player) == seen
        dealt = game.sample(seen, player, random.Random(deal))
        game.check(dealt)
        assert game.observation(dealt, player) == seen
        assert game.observation_string(dealt, player) == \
            game.observation_string(self.state, player)

    @precondition(lambda self: self.state is not None and self.playing.is_over(self.state))
    @rule()
    def game_over(self):
        """Once the game is over nothing is legal and there is one return per player."""
        assert self.playing.legal_actions(self.state) == ()
        assert len(self.playing.returns(self.state)) == self.setup.players

    @invariant()
    def invariants_hold(self):
        """The game's invariants, and the playout agrees with `apply`."""
        if self.state is not None:
            self.playing.check(self.state)
            assert self.playout.freeze() == self.state
            assert self.playout.to_move == self.playing.to_move(self.state)

    # ---- helpers for subclasses ----------------------------------------------------------
    def play_text(self, text: str):
        """Apply the legal action that reads `text` (by `apply` and in the playout);
        returns the new state."""
        found = [a for a in self.playing.legal_actions(self.state) if str(a) == text]
        assert found, f"'{text}' is not legal here: {self.legal_texts()}"
        before = self.state
        self.state = self.playing.apply(before, found[0])
        self.playout.apply(found[0])
        self.history.append(self.state)
        self.actions.append(text)
        self.after_step(before, found[0], self.state)
        return self.state

    def legal_texts(self) -> list:
        """The texts of the legal actions now."""
        return [str(a) for a in self.playing.legal_actions(self.state)]

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"
