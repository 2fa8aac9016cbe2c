"""The playout mode: one game played in place, for search and simulation.

    from seastead_rules import Playout, new_game

    game = Playout(new_game(seed=1))
    while not game.is_over():
        game.apply(game.legal_actions()[0])
    final = game.freeze()           # an ordinary State: save it, score it, observe it

A Playout holds one mutable Draft for the whole game instead of making a new State per
action: no copy-in, no freeze and no log text per action. Actions run through the very
same code as `apply` (`turn.act`, then the interpreter loop), so the rules are the
same; only the log is not kept (the frozen State's log ends where the playout began).
`clone()` gives an independent copy to explore a branch from, and `position` reads the
game as it is now, like a State, without freezing it.
"""

from __future__ import annotations

from ..errors import ArgumentError, RulesError
from ..model.state import Position, State
from .draft import Draft, QuietDraft
from .observe import OBSERVATION_HINT, is_observation
from .run import run
from .turn import act, check_end, legal_actions

__all__ = ["Playout"]


class Playout:
    """A game played in place from `state`: list, apply, clone, and freeze back."""
    __slots__ = ("_table", "_deck")      # the Draft; the dive deck's size after the last action

    def __init__(self, position: Position):
        if isinstance(position, State):
            if position.rng == 0 and is_observation(position):
                raise RulesError(f"Playout: {OBSERVATION_HINT}")
            self._table = QuietDraft(position)
        elif isinstance(position, Draft):       # another playout's position: a copy
            table = self._table = position.copy()
            table.__class__ = QuietDraft
        else:
            raise ArgumentError(f"a Playout starts from a State, not "
                                f"{type(position).__name__}")
        self._deck = len(self._table.dive_deck)

    @property
    def position(self) -> Position:
        """The game now, read like a State: its fields (`position.players`,
        `position.decision`) and the functions that only read a position, such as
        `score_sheet`, `legal_actions` and `render`. It is one object for the life of
        the playout, changed in place by every `apply`: what you read from it now may
        not hold after the next one. For anything else (`apply`, saving, observing),
        `freeze()` gives a State."""
        return self._table

    def legal_actions(self) -> tuple:
        """Every legal action for the player who must decide now (empty at the end)."""
        return legal_actions(self._table)

    def apply(self, action) -> None:
        """Play `action` in place. IllegalAction (the playout unchanged) if it is not legal."""
        t = self._table
        buildings, cleanup = t.buildings, t.cleanup_supply
        act(t, action)
        run(t)
        # As `apply` does: an end condition can only have come true if a building, the
        # dive deck or the cleanup supply changed, or a decree is in play.
        t.close_board()
        deck = len(t.dive_deck)
        if (t.decrees or t.buildings is not buildings or deck != self._deck
                or t.cleanup_supply != cleanup):
            check_end(t)
        self._deck = deck

    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self._table.over

    @property
    def to_move(self) -> int:
        """The player who must decide now (-1 when the game is over)."""
        return self._table.to_move

    def clone(self) -> "Playout":
        """An independent copy: playing on one leaves the other as it was."""
        twin = object.__new__(Playout)
        copy = self._table.copy()
        copy.__class__ = QuietDraft
        twin._table, twin._deck = copy, self._deck
        return twin

    def freeze(self) -> State:
        """The game as an ordinary State (the playout goes on unchanged)."""
        return self._table.copy().freeze()

    def __repr__(self) -> str:
        t = self._table
        now = "over" if t.over else f"player {self.to_move} to move"
        return f"<Playout round {t.round}, {now}>"

