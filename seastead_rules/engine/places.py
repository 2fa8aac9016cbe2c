"""Board places: a location's index, its name as players read it, its content record."""

from __future__ import annotations

from ..names import LOCATIONS
from ..state import Position

__all__ = ["where", "location_of"]


_WHERE = tuple(f"flotilla {i // 6 + 1} location {i % 6}" for i in range(LOCATIONS))


def where(index: int) -> str:
    """A board index as players read it: 'flotilla 2 location 3' (flotillas 1-4, locations 0-5)."""
    return _WHERE[index]


def location_of(t: Position, index: int):
    """The content record of the location at a board index."""
    return t.content.side[t.sides[index // 6]].locations[index % 6]
