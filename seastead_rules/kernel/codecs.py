"""Helpers for a game's codecs: a tensor writer that writes the whole tensor each time."""

from __future__ import annotations

from ..errors import ArgumentError
from .arguments import as_index, shown

__all__ = ["PlainWriter"]


class PlainWriter:
    """A player's tensor writer that calls `codec.write` for every position: the writer a
    game gives when its tensor is cheap to write whole (a small game)."""
    __slots__ = ("codec", "player")

    def __init__(self, codec, player: int):
        if not callable(getattr(codec, "write", None)):
            raise ArgumentError(f"codec must be a tensor codec (with write), not "
                                f"{shown(codec)}")
        seat = as_index(player)
        if seat is None or seat < 0:
            raise ArgumentError(f"player must be a seat (0, 1, ...), not {shown(player)}")
        self.codec, self.player = codec, seat

    def tensor(self, position):
        """What the player sees at `position` (a new numpy float32 array)."""
        return self.codec.write(position, self.player)
