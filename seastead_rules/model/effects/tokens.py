"""Effects on tokens and counts: resources, cleanup tokens, points, counters. Rulebook
p. 10 (the finite supply), p. 12 (scoring)."""

from __future__ import annotations

import attrs
from attrs import frozen

from ..conditions import Num, What

__all__ = [
    "Take", "Spend", "Cleanup", "DiscardTo", "Give", "Score", "Add", "Subtract",
    "SetCounter",
]


def _src():
    return attrs.field(default="", eq=False, repr=False)


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
class Give:
    """Give resources of your choice (or cleanup tokens) from your reserve to the opponent."""
    amount: int
    what: What
    src: str = _src()


@frozen
class Score:
    """Score points on the points track, counted at the end with the other categories."""
    amount: Num
    src: str = _src()


@frozen
class Add:
    """Add to a counter of the content's own (yours, if it is kept per player)."""
    counter: str
    amount: Num
    src: str = _src()


@frozen
class Subtract:
    """Take from a counter of the content's own (yours, if it is kept per player)."""
    counter: str
    amount: Num
    src: str = _src()


@frozen
class SetCounter:
    """Set a counter of the content's own to a value (yours, if it is kept per player)."""
    counter: str
    value: int
    src: str = _src()
