"""Helpers for a game's codecs: a tensor writer that writes the whole tensor each time."""

from __future__ import annotations

__all__ = ["PlainWriter"]


class PlainWriter:
    """A player's tensor writer that calls `codec.write` for every position: the writer a
    game gives when its tensor is cheap to write whole (a small game)."""
    __slots__ = ("codec", "player")

    def __init__(self, codec, player: int):
        self.codec, self.player = codec, player

    def tensor(self, position):
        """What the player sees at `position` (a new numpy float32 array)."""
        return self.codec.write(position, self.player)
