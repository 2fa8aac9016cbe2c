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
`machine_settings`, as for any game's GameMachine). It is the kernel's GameMachine with
Seastead's setups (content, sides, specialists and decree) and check_transition after
every action.

On failure hypothesis prints the program that broke it, one readable line a step:

    state = CalmSeasMachine()
    state.start(setup=Setup(seed=0, sides='BBBB', specialists='A', decree='Calm Seas'))
    state.play(action='dive')
    state.play(action='take half 1')
    ...
"""

from __future__ import annotations

from hypothesis import strategies as st

from ..game import SeasteadGame
from ..kernel.machine import GameMachine, MachineTestCase, machine_settings
from .invariants import check_transition
from .strategies import PlayedGame, setups

__all__ = ["SeasteadMachine", "machine_settings"]


class SeasteadMachine(GameMachine):
    """Plays one game by legal actions, checking check_invariants and check_transition
    (the kernel's GameMachine on Seastead, with the playout mode beside `apply`).

    Class attributes choose the games (each None for "any", a value, or a strategy):
    `content` (a Content, e.g. from with_content), `seeds`, `sides`, `specialists`,
    `decree`; `saves` and `samples` (False here) add the kernel's rules that save and load
    the state and sample from an observation. Override `check_step(before, action,
    after)` to check each transition (`action` is its text)."""

    TestCase = MachineTestCase()

    content = None
    sides = None
    specialists = None
    decree = None
    saves = False       # a game lasts 110-170 actions: every step plays one by default
    samples = False

    # ---- Seastead's setups and checks ----------------------------------------------------
    def setup_strategy(self) -> st.SearchStrategy:
        """The setups to start from; by default built from the class attributes."""
        return setups(self.content, seeds=self.seeds, sides=self.sides,
                      specialists=self.specialists, decree=self.decree)

    def game_of(self, setup) -> SeasteadGame:
        """Seastead with the setup's content."""
        return SeasteadGame(setup.content)

    def new_state(self, setup):
        """The State the setup starts from."""
        return setup.new_game()

    def after_step(self, before, action, after) -> None:
        """check_transition, then `check_step` with the action's text."""
        check_transition(before, action, after)
        self.check_step(before, str(action), after)

    # ---- helpers for subclasses ------------------------------------------------------------
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
