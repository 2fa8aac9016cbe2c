"""The game's conventions, in two tables the linter reads: what the printed components
use (points, costs, amounts), and the range of every count of the language.

A value outside CONVENTIONS compiles and plays, but no printed component uses it: the
linter warns. A condition that no value in COUNT_RANGES can satisfy can never hold: the
linter calls it an error. `conventions_table()` renders CONVENTIONS for the docs."""

from __future__ import annotations

from attrs import frozen

from ..names import (
    BUILDINGS_PER_KIND,
    BUILDINGS_PER_PLAYER,
    LOCATIONS,
    LOCATIONS_PER_FLOTILLA,
    RESOURCES,
    SHIPS_PER_PLAYER,
    TOKENS_PER_RESOURCE,
)

__all__ = ["Convention", "CONVENTIONS", "COUNT_RANGES", "count_range", "conventions_table"]


@frozen
class Convention:
    """The values printed components use for one number of the language."""
    what: str           # what the number is, as the docs name it
    written: str        # where it is written in a .sea file
    low: int
    high: int


# What the printed components use (the shipped content follows it). Rulebook pp. 3-16.
CONVENTIONS = {
    "location-cost": Convention("cost of a location", "location N cost C", 1, 6),
    "location-points": Convention("points of a location", "location N cost C points P", 0, 3),
    "section-points": Convention("points of a dock tile section", "near-left academy P", 1, 3),
    "specialist-points": Convention("points of a specialist", "specialist ... points P", 1, 2),
    "specialist-discount": Convention("a specialist's cost cut", "discount N", 1, 2),
    "take": Convention("resources taken by one effect", "take N ...", 1, 3),
    "spend": Convention("resources spent by one effect", "spend N ...", 1, 3),
    "cleanup": Convention("cleanup tokens taken by one effect", "cleanup N", 1, 2),
    "cap": Convention("the cap of a scaled amount", "... max N", 1, 3),
    "repeat": Convention("times a repeat runs", "repeat [up to] N { ... }", 1, 3),
    "half": Convention("resources on one dive card half", "half 2 kelp, 1 fish", 1, 5),
    "modify": Convention("the change a decree makes to an answer", "modify QUESTION +N", -2, 2),
}

# The most a count can be, for one player and for both ('anyone'); None: no bound.
# Buildings and ships stand one to a location, so a count `here` is at most the six
# locations of a flotilla. The supply holds 10 tokens of each resource (p. 2), shared by
# both players; cleanup tokens past the supply are recorded as extras (no bound).
COUNT_RANGES = {
    **{kind: (BUILDINGS_PER_KIND, 2 * BUILDINGS_PER_KIND) for kind in ("port", "academy",
                                                                      "shipyard")},
    "building": (BUILDINGS_PER_PLAYER, LOCATIONS),
    "ship": (SHIPS_PER_PLAYER, 2 * SHIPS_PER_PLAYER),
    "dock": (BUILDINGS_PER_KIND, 2 * BUILDINGS_PER_KIND),      # a dock tile per port
    "cleanup": (None, None),
    "resource": (len(RESOURCES) * TOKENS_PER_RESOURCE, len(RESOURCES) * TOKENS_PER_RESOURCE),
    **{r: (TOKENS_PER_RESOURCE, TOKENS_PER_RESOURCE) for r in RESOURCES},
    "specialist": (None, None),
    "exhausted": (None, None),
    "dock-resource": (TOKENS_PER_RESOURCE, TOKENS_PER_RESOURCE),
    "left": (BUILDINGS_PER_PLAYER, 2 * BUILDINGS_PER_PLAYER),
    "points": (9, 9),           # of the location in question: 0 to 9 compile
    "cost": (9, 9),
}
_ON_BOARD = {"port", "academy", "shipyard", "building", "ship", "dock"}


def count_range(who: str, thing: str, here: bool = False) -> tuple:
    """(lowest, highest or None) a count can be: `who` is you, opponent or anyone."""
    one, both = COUNT_RANGES[thing]
    high = both if who == "anyone" else one
    if here and thing in _ON_BOARD:
        high = LOCATIONS_PER_FLOTILLA if high is None else min(high, LOCATIONS_PER_FLOTILLA)
    return 0, high


def conventions_table() -> str:
    """CONVENTIONS as a markdown table, for the docs."""
    rows = ["| number | written | printed components use |", "|---|---|---|"]
    for c in CONVENTIONS.values():
        low = f"+{c.low}" if c.low > 0 and c.what.startswith("the change") else str(c.low)
        high = f"+{c.high}" if c.what.startswith("the change") else str(c.high)
        rows.append(f"| {c.what} | `{c.written}` | {low} to {high} |")
    return "\n".join(rows)
