"""The playout mode of a game being dealt (engine/dealing.py): the deal by `resolve`, then
the ordinary playout (engine/playout.py) once the game is set up."""

from __future__ import annotations

from .dealing import Dealing, resolve
from .playout import Playout

__all__ = ["DealingPlayout"]


class DealingPlayout:
    """A game played in place from a Dealing: its chance outcomes, then the turns."""
    __slots__ = ("_dealing", "_playout")

    def __init__(self, dealing: Dealing):
        self._dealing, self._playout = dealing, None

    @property
    def position(self):
        """The game now: the Dealing while it is dealt, then the playout's position."""
        playout = self._playout
        return self._dealing if playout is None else playout.position

    @property
    def to_move(self) -> int:
        """CHANCE while the piles are dealt, then the player to decide (-1 at the end)."""
        playout = self._playout
        return self._dealing.to_move if playout is None else playout.to_move

    def legal_actions(self) -> tuple:
        """The chance outcomes while dealt, then the legal actions."""
        playout = self._playout
        if playout is None:
            from .dealing import chance_outcomes
            return tuple(o for o, _ in chance_outcomes(self._dealing))
        return playout.legal_actions()

    def apply(self, action) -> None:
        """Play `action` (a chance outcome while dealt) in place."""
        playout = self._playout
        if playout is not None:
            playout.apply(action)
            return
        after = resolve(self._dealing, action)
        if type(after) is Dealing:
            self._dealing = after
        else:
            self._playout = Playout(after)

    def is_over(self) -> bool:
        """Whether the game has ended."""
        playout = self._playout
        return False if playout is None else playout.is_over()

    def clone(self) -> "DealingPlayout":
        """An independent copy."""
        twin = DealingPlayout(self._dealing)
        twin._playout = None if self._playout is None else self._playout.clone()
        return twin

    def freeze(self):
        """The game now: the Dealing, or a State."""
        playout = self._playout
        return self._dealing if playout is None else playout.freeze()
