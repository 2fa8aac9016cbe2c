"""The intervals of a balance report: the kernel's (Wilson for one proportion, a normal
interval on the paired differences for a change), and how a Seastead game record reads."""

from __future__ import annotations

from ..kernel.paired import BAND, MIN_APPEARANCES, Z95, paired, rate, wilson

__all__ = ["wilson", "paired", "rate", "win_share", "side_holder", "BAND", "MIN_APPEARANCES",
           "Z95"]


def win_share(record, player) -> float:
    """A game record's win for `player`: 1 if they won, 0.5 if the victory was shared,
    else 0."""
    w = record["winner"]
    return 0.5 if w is None else float(w == player)


def side_holder(points) -> int | None:
    """The holder of a flotilla side: the player with more location points on it
    (`points` per player); None on a tie."""
    return None if points[0] == points[1] else int(points[1] > points[0])
