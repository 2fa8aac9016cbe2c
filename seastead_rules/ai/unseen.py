"""A player's observation tensor while Seastead's piles are dealt (engine/dealing.py):
nothing is seen yet, so every entry is 0."""

from __future__ import annotations

import numpy as np

from ..engine.dealing import Dealing
from ..kernel.arguments import check_seat

__all__ = ["DealtWriter", "unseen"]


class DealtWriter:
    """A player's tensor writer (ai/writer.py) that also writes the tensor of a game
    whose piles are being dealt (`SEASTEAD.tensors().writer(player)`)."""
    __slots__ = ("writer", "shape")

    def __init__(self, writer, shape: tuple):
        self.writer, self.shape = writer, shape

    def tensor(self, t):
        """What the player sees at `t` (a position): a new numpy float32 array."""
        if type(t) is Dealing:
            return unseen(self.shape, t, self.writer.player)
        return self.writer.tensor(t)


def unseen(shape, position: Dealing, player: int):
    """The tensor of `player` while the piles are dealt: all 0, nothing is seen."""
    check_seat(player, 1 if position.solo else 2)
    return np.zeros(shape, np.float32)
