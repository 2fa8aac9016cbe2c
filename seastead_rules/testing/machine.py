"""SeasteadMachine: a hypothesis state machine that plays legal actions and checks the
invariants after each one. Subclass it to add rules and invariants for your own cards.

    class CalmSeasMachine(SeasteadMachine):
        content = with_content("my_decree.sea")
        sides, decree = "BBBB", "Calm Seas"

        @invariant()
        def a_player_holding_four_cannot_dive(self):
            if self.asked("turn") and sum(self.me.resources) >= 4:
                assert "dive" not in self.legal_texts()

    TestCalmSeas = CalmSeasMachine.TestCase

The machine carries its own settings: its `TestCase` runs under the loaded profile (or
hypothesis's defaults), always without a deadline and without the health checks that
long games trip (slow or large input), whatever settings you give it (the kernel's
`machine_settings`, as for any game's GameMachine). Its rules are Seastead's own: setups
of content, sides, specialists and decree, and check_transition after every action.

On failure hypothesis prints the program that broke it, one readable line a step:

    state = CalmSeasMachine()
    state.start(setup=Setup(seed=0, sides='BBBB', specialists='A', decree='Calm Seas'))
    state.play(action='dive')
    state.play(action='take half 1')
    ...
"""

from __future__ import annotations

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from ..engine.scoring import score_sheet
from ..engine.turn import apply, legal_actions
from ..kernel.machine import MachineTestCase, machine_settings
from .invariants import check_invariants, check_transition
from .strategies import PlayedGame, setups

__all__ = ["SeasteadMachine", "machine_settings"]


def _legal_texts(machine) -> st.SearchStrategy:
    return st.sampled_from([str(a) for a in legal_actions(machine.state)])


class SeasteadMachine(RuleBasedStateMachine):
    """Plays one game by legal actions, checking check_invariants and check_transition.

    Class attributes choose the games (each None for "any", a value, or a strategy):
    `content` (a Content, e.g. from with_content), `seeds`, `sides`, `specialists`,
    `decree`. Override `check_step(before, action, after)` to check each transition."""

    TestCase = MachineTestCase()

    content = None
    seeds = None
    sides = None
    specialists = None
    decree = None

    def __init__(self):
        super().__init__()
        self.setup = None
        self.state = None
        self.history: list = []
        self.actions: list = []

    # ---- what a subclass may change ----------------------------------------------------
    def setup_strategy(self) -> st.SearchStrategy:
        """The setups to start from; by default built from the class attributes."""
        return setups(self.content, seeds=self.seeds, sides=self.sides,
                      specialists=self.specialists, decree=self.decree)

    def check_step(self, before, action: str, after) -> None:
        """Called after each action with the states around it; assert what must hold."""

    # ---- rules -------------------------------------------------------------------------
    @initialize(setup=st.runner().flatmap(lambda machine: machine.setup_strategy()))
    def start(self, setup):
        """Set up a game."""
        self.setup = setup
        self.state = setup.new_game()
        self.history, self.actions = [self.state], []

    @precondition(lambda self: self.state is not None and not self.state.over)
    @rule(action=st.runner().flatmap(_legal_texts))
    def play(self, action: str):
        """Play a legal action, given by its text."""
        self.play_text(action)

    @precondition(lambda self: self.state is not None and self.state.over)
    @rule()
    def game_over(self):
        """Once the game is over nothing is legal and the score sheet has a result."""
        assert legal_actions(self.state) == ()
        assert score_sheet(self.state).winner in (0, 1, None)

    @invariant()
    def invariants_hold(self):
        """check_invariants on the present state."""
        if self.state is not None:
            check_invariants(self.state)

    # ---- helpers for subclasses ----------------------------------------------------------
    def play_text(self, text: str):
        """Apply the legal action that reads `text`; returns the new state."""
        found = [a for a in legal_actions(self.state) if str(a) == text]
        assert found, f"'{text}' is not legal here: {self.legal_texts()}"
        before = self.state
        self.state = apply(before, found[0])
        self.history.append(self.state)
        self.actions.append(text)
        check_transition(before, found[0], self.state)
        self.check_step(before, text, self.state)
        return self.state

    def legal_texts(self) -> list:
        """The texts of the legal actions now."""
        return [str(a) for a in legal_actions(self.state)]

    def asked(self, kind: str) -> bool:
        """Whether the pending question is of this kind ("turn", "dock", "ship", ...)."""
        d = self.state.decision if self.state is not None else None
        return d is not None and d.kind == kind

    @property
    def me(self):
        """The Player record of whoever must decide now (None once the game is over)."""
        mover = self.state.to_move
        return self.state.players[mover] if mover in (0, 1) else None

    @property
    def game(self) -> PlayedGame:
        """The game so far as a PlayedGame (setup, action texts, every state)."""
        return PlayedGame(self.setup, self.actions, states=self.history)

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"
