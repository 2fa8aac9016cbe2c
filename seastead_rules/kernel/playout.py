"""A playout mode for a game without an in-place twin: it plays by `game.apply`.

A game whose states are cheap to make (a small game) may give this as its `playout`:
its position is the State itself, replaced by each action. A game whose actions are
costly to freeze (Seastead) gives its own playout, which changes one mutable twin of
the state in place; the kernel reads both the same way (`protocol.Playout`).
"""

from __future__ import annotations

__all__ = ["StatePlayout"]


class StatePlayout:
    """A game played from `state` by `game.apply`: the position is the present State."""
    __slots__ = ("game", "position")

    def __init__(self, game, state):
        self.game, self.position = game, state

    @property
    def to_move(self) -> int:
        """The player to decide now; -1 when the game is over."""
        return self.game.to_move(self.position)

    def legal_actions(self) -> tuple:
        """The legal actions of the player to move (empty at the end)."""
        return self.game.legal_actions(self.position)

    def apply(self, action) -> None:
        """Play `action`: the position becomes the next State (IllegalAction if illegal,
        the position unchanged)."""
        self.position = self.game.apply(self.position, action)

    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.game.is_over(self.position)

    def clone(self) -> "StatePlayout":
        """An independent copy (States are immutable: they are shared)."""
        return StatePlayout(self.game, self.position)

    def freeze(self):
        """The game now: the present State."""
        return self.position

    def __repr__(self) -> str:
        return f"<StatePlayout of {self.game.name}, player {self.to_move} to move>"
