"""Content records: flotilla sides, dock tiles, dive cards, specialists, decrees,
and the rules printed on the player board. All frozen; built by the compiler. The rule
forms cards hold (modify, forbid, permit, when, reaches, counters) are the kernel's
(kernel/rules/forms.py), imported here by the names cards have always used."""

from __future__ import annotations

import attrs
from attrs import frozen

from ..kernel.rules.forms import (
    CounterDecl,
    Forbid,
    Instead,
    Modify,
    Permit,
    Reaches,
    SetTo,
    When,
    records_in,
)

__all__ = [
    "Location", "Side", "Section", "DockTile", "Arrow", "Half", "DiveCard", "React",
    "Specialist", "Modify", "SetTo", "Forbid", "Permit", "Instead", "When", "Reaches",
    "CounterDecl",
    "Decree", "BoardRule", "BoardRules", "records_in",
]


def _src():
    return attrs.field(default="", eq=False, repr=False)


@frozen
class Location:
    """One of the six locations of a flotilla side. Rulebook pp. 9, 16."""
    index: int
    cost: int
    points: int
    discount: int | None     # building kind with a -1 price tag, or None
    effect: tuple
    text: str = ""
    src: str = _src()


@frozen
class Side:
    """One side (A or B) of a flotilla tile: six locations in ring order, and the rules
    (hooks, counters) that hold while it is in play."""
    name: str
    tile: int
    face: str
    locations: tuple
    src: str = _src()
    rules: tuple = ()


@frozen
class Section:
    """A dock tile section: an offset from the port's location, a building kind, points."""
    name: str
    offset: int
    kind: int
    points: int


@frozen
class DockTile:
    """A dock tile: resource scoring condition and four building sections. Rulebook p. 12."""
    name: str
    resource: int
    sections: tuple
    src: str = _src()


@frozen
class Arrow:
    """A conditional arrow on a dive card half: a bonus for its taker when the condition holds."""
    cond: object
    effect: tuple
    src: str = _src()


@frozen
class Half:
    """A dive card half: fixed resources, n of choice, n different, or n identical."""
    kind: str                 # "fixed" | "any" | "different" | "identical"
    resources: tuple = (0, 0, 0, 0)
    n: int = 0
    arrow: Arrow | None = None
    # The words of the half: two halves that give the same are equal however they read.
    text: str = attrs.field(default="", eq=False)


@frozen
class DiveCard:
    """A dive card. A shallows card also shows the start player and the token to lock."""
    name: str
    depth: str
    halves: tuple
    start: int | None = None      # player whose colour the start arrow shows
    lock: int | None = None       # resource whose demand token is locked at setup
    src: str = _src()


@frozen
class React:
    """An out-of-turn ability: usable when the opponent does `event`. Rulebook p. 8."""
    event: str
    cond: object
    effect: tuple
    src: str = _src()


@frozen
class Specialist:
    """A specialist card. Rulebook p. 8."""
    name: str
    set: str
    type: str                   # "dive" | "build" | "either"
    points: int
    use: tuple | None = None    # ability used on your own dive/build
    discount: int = 0           # build cost cut when exhausted with a build
    reacts: tuple = ()
    two_player: bool = False    # set aside in solo mode (it involves the opponent), p. 14
    src: str = _src()
    rules: tuple = ()           # hooks and counters that hold while the card is face up


@frozen
class Decree:
    """A decree card: rule changes for both players while it is in play (its `hooks`:
    modify, forbid, permit, when, counters). Rulebook p. 11."""
    name: str
    hooks: tuple
    src: str = _src()


@frozen
class BoardRule:
    """One rule printed on the player board: a building effect or row bonus (of `kind`),
    the column bonus, or the ship owner's bonus. Rulebook pp. 8-10."""
    what: str                 # "building" | "row_bonus" | "column_bonus" | "owner_bonus"
    kind: int | None
    effect: tuple
    src: str = _src()


@frozen
class BoardRules:
    """Building effects, row bonuses, the column bonus and the ship owner's bonus."""
    building: tuple = (None, None, None)     # per building kind
    row_bonus: tuple = (None, None, None)    # per building kind
    column_bonus: tuple | None = None
    owner_bonus: tuple | None = None
    src: tuple = attrs.field(default=(), eq=False, repr=False)


