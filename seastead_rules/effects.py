"""Effect records: what the compiler makes of the content language, and what the
interpreter runs. Each record mirrors a grammar rule of the same name.

Every record carries `src` ("path:line"), excluded from equality, so the log can
name the content line that caused each change of state.
"""

from __future__ import annotations

import attrs
from attrs import frozen

__all__ = [
    "What", "Counter", "Num", "Compare", "IsKind", "Not", "All", "AnyOf",
    "Take", "Spend", "Cleanup", "DiscardTo", "May", "Repeat", "RepeatUpTo", "Choose",
    "If", "EachPlayer", "Opponent", "ChooseDock", "ChooseSpecialist", "PlaceShip",
    "RearrangeShips", "MoveBuilding", "Exhaust", "Refresh", "CopyLocation", "DiveHalf",
    "DiveAll", "SwapDemand", "DrawDecree", "PickDock", "Nothing", "Effect",
]


def _src():
    return attrs.field(default="", eq=False, repr=False)


# ---- values -------------------------------------------------------------------

@frozen
class What:
    """Which resources an effect may take or spend: one type, any, or 'not' a type/the demand."""
    mode: str          # "resource" | "any" | "demand" | "not_demand" | "not_resource"
    resource: int = -1


@frozen
class Counter:
    """A count over the game: whose (you/opponent/anyone), what, and whether only here."""
    who: str
    thing: str
    here: bool = False


@frozen
class Num:
    """base, times a counter when `per` is given, capped at `cap` when given."""
    base: int
    per: Counter | None = None
    cap: int | None = None


@frozen
class Compare:
    """A comparison of two values (numbers or counters)."""
    left: int | Counter
    op: str
    right: int | Counter


@frozen
class IsKind:
    """True when the building being built (or moved) is of this kind."""
    kind: int


@frozen
class Not:
    """Negation of a condition."""
    cond: object


@frozen
class All:
    """All of the conditions hold."""
    conds: tuple


@frozen
class AnyOf:
    """At least one of the conditions holds."""
    conds: tuple


# ---- effects --------------------------------------------------------------------

@frozen
class Take:
    """Take resources from the supply (as many as are there)."""
    amount: Num
    what: What
    src: str = _src()


@frozen
class Spend:
    """Return resources from your reserve to the supply."""
    amount: int
    what: What
    src: str = _src()


@frozen
class Cleanup:
    """Take cleanup tokens; beyond the supply, the extras are recorded. Rulebook p. 10."""
    amount: Num
    src: str = _src()


@frozen
class DiscardTo:
    """Discard resources of your choice until you hold at most `limit`."""
    limit: int
    src: str = _src()


@frozen
class May:
    """An optional block: the player says yes or no (only offered when it can be done)."""
    body: tuple
    text: str = ""
    src: str = _src()


@frozen
class Repeat:
    """Run the block `times` times."""
    times: int
    body: tuple
    src: str = _src()


@frozen
class RepeatUpTo:
    """Run the block up to `times` times; the player may stop before each run."""
    times: int
    body: tuple
    text: str = ""
    src: str = _src()


@frozen
class Choose:
    """Choose one of several blocks."""
    options: tuple
    labels: tuple = ()
    src: str = _src()


@frozen
class If:
    """Run `then` when the condition holds, else `otherwise`."""
    cond: object
    then: tuple
    otherwise: tuple = ()
    src: str = _src()


@frozen
class EachPlayer:
    """Run the block for the current player, then for the other. Rulebook p. 10."""
    body: tuple
    src: str = _src()


@frozen
class Opponent:
    """Run the block as the opponent."""
    body: tuple
    src: str = _src()


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
class DrawDecree:
    """Draw two decrees, put one in play, return the other to the bottom. Rulebook p. 11."""
    src: str = _src()


@frozen
class PickDock:
    """Choose one of your dock tiles; the block's 'dock-resource' counts refer to it."""
    body: tuple
    src: str = _src()


@frozen
class Nothing:
    """No effect."""
    src: str = _src()


Effect = (
    Take | Spend | Cleanup | DiscardTo | May | Repeat | RepeatUpTo | Choose | If | EachPlayer
    | Opponent | ChooseDock | ChooseSpecialist | PlaceShip | RearrangeShips | MoveBuilding
    | Exhaust | Refresh | CopyLocation | DiveHalf | DiveAll | SwapDemand | DrawDecree
    | PickDock | Nothing
)
