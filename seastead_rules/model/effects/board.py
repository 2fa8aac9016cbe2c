"""Effects on the board and the cards beside it: docks, specialists, ships, buildings,
the revealed dive card, demand tokens, decrees. Rulebook pp. 8-11, 16."""

from __future__ import annotations

import attrs
from attrs import frozen

__all__ = [
    "ChooseDock", "ChooseSpecialist", "PlaceShip", "RearrangeShips", "MoveBuilding",
    "Exhaust", "Refresh", "CopyLocation", "DiveHalf", "DiveAll", "SwapDemand",
    "DrawDecree", "PickDock", "MoveShip", "SwapBuildings", "RotateDemand", "LockDemand",
]


def _src():
    return attrs.field(default="", eq=False, repr=False)


@frozen
class ChooseDock:
    """Choose a dock tile from the display, attach it to this location, refill. Rulebook p. 8."""
    src: str = _src()


@frozen
class ChooseSpecialist:
    """Choose a specialist from the display, face up, then refill. Rulebook p. 8."""
    src: str = _src()


@frozen
class PlaceShip:
    """Take a ship from beside your board and resolve a ship placement. Rulebook p. 9."""
    src: str = _src()


@frozen
class RearrangeShips:
    """Move any of your ships in play, one at a time, to empty locations. Rulebook p. 9."""
    src: str = _src()


@frozen
class MoveBuilding:
    """Move a building of `who`, of the given kinds, to a location without one. p. 9."""
    who: str
    kinds: tuple
    where: str = ""          # "" | "here" | "elsewhere": which of them may move
    src: str = _src()


@frozen
class Exhaust:
    """Exhaust one of your face-up specialists (without using its ability)."""
    src: str = _src()


@frozen
class Refresh:
    """Turn one of your exhausted specialists face up again."""
    src: str = _src()


@frozen
class CopyLocation:
    """Resolve the effect of another location holding one of your buildings. Rulebook p. 16."""
    src: str = _src()


@frozen
class DiveHalf:
    """Take again what your half of the revealed dive card shows. Rulebook p. 16."""
    src: str = _src()


@frozen
class DiveAll:
    """Take what both halves of the revealed dive card show. Rulebook p. 16."""
    src: str = _src()


@frozen
class SwapDemand:
    """Swap two unlocked demand tokens and move the lock to one of them. Rulebook p. 10."""
    src: str = _src()


@frozen
class RotateDemand:
    """Every demand token moves one flotilla on (1 to 2, ..., 4 to 1), or with `back` one
    flotilla back; the locked token keeps its locked side, so the lock moves with it (the
    lock is a side of the token, p. 10)."""
    back: bool = False
    src: str = _src()


@frozen
class LockDemand:
    """The demand token of the flotilla in question turns to its locked side, and the one
    locked before back to its resource side (as a swap moves the lock, p. 10)."""
    src: str = _src()


@frozen
class DrawDecree:
    """Draw two decrees, put one in play, return the other to the bottom. Rulebook p. 11."""
    src: str = _src()


@frozen
class PickDock:
    """Choose one of your dock tiles; the block's 'dock-resource' counts refer to it."""
    body: tuple
    src: str = _src()


@frozen
class MoveShip:
    """Move one of `who`'s ships (on the flotilla in question, or elsewhere) to an empty
    location: anywhere, on another flotilla than its own, or on this flotilla."""
    who: str
    where: str = ""          # "" | "here" | "elsewhere": which ships may move
    to: str = ""             # "" (anywhere) | "another" | "this"
    src: str = _src()


@frozen
class SwapBuildings:
    """Swap a building of one player's with one of another's: each goes to the other's
    location. Only academies and shipyards move (a port keeps its dock, p. 9)."""
    who: str
    kinds: tuple
    where: str
    other: str
    other_kinds: tuple
    other_where: str
    alike: bool = False      # the two must be of the same kind
    src: str = _src()
