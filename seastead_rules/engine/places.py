"""Board places: a location's index, its name as players read it, its content record."""

from __future__ import annotations

from ..model.names import FLOTILLAS, LOCATIONS_PER_FLOTILLA, PLACES
from ..model.state import Decision, Position
from .in_play import hears
from .ops import PayBuild

__all__ = ["WHERE", "location_of", "a_flotilla_is_full", "full_flotillas", "waiting_builds"]


# Each board index as players read it: WHERE[9] is 'flotilla 2 location 3' (flotillas 1-4,
# locations 0-5).
WHERE = tuple(f"flotilla {f + 1} location {l}" for f, l in PLACES)


def location_of(t: Position, index: int):
    """The content record of the location at a board index."""
    f, l = PLACES[index]
    return t.content.side[t.sides[f]].locations[l]


def a_flotilla_is_full(board) -> bool:
    """Whether every location of some flotilla has a building (an end condition, p. 11;
    in solo, p. 15)."""
    for flotilla in _FLOTILLA_SLICES:
        if -1 not in board[flotilla]:
            return True
    return False


def full_flotillas(board) -> int:
    """How many flotillas have a building on every location."""
    return sum(1 for flotilla in _FLOTILLA_SLICES if -1 not in board[flotilla])


def waiting_builds(t: Position) -> tuple:
    """The builds chosen but not yet placed (`PayBuild`: each waits under the hooks of
    its before-build window), innermost last. Until it is placed, a waiting build's
    location counts as taken and its building as built: a location holds one building
    and a player four of a kind (p. 7), whatever the hooks do meanwhile."""
    if not hears(t, "before-build"):      # (only its hooks make a build wait)
        return ()
    found = []
    for item in t.stack:
        if type(item) is Decision:
            continue
        steps, pc = (item[0], item[1]) if type(item) is list else (item.ops, item.pc)
        for op in steps[pc:]:
            if type(op) is PayBuild:
                found.append(op)
    return tuple(found)


_FLOTILLA_SLICES = tuple(slice(f * LOCATIONS_PER_FLOTILLA, (f + 1) * LOCATIONS_PER_FLOTILLA)
                         for f in range(FLOTILLAS))
