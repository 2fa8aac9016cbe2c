"""The game's conventions, in two tables the linter reads: what the printed components
use (points, costs, amounts), and the range of every count of the language.

A value outside CONVENTIONS compiles and plays, but no printed component uses it: the
linter warns. A condition that no value in COUNT_RANGES can satisfy can never hold: the
linter calls it an error. `conventions_table()` renders CONVENTIONS for the docs."""

from __future__ import annotations

from attrs import frozen

from ..model.names import (
    BUILDINGS_PER_KIND,
    BUILDINGS_PER_PLAYER,
    LOCATIONS,
    LOCATIONS_PER_FLOTILLA,
    RESOURCES,
    SHIPS_PER_PLAYER,
    TOKENS_PER_RESOURCE,
)

__all__ = ["Convention", "CONVENTIONS", "COUNT_RANGES", "count_range", "conventions_table",
           "count_ranges_table"]


@frozen
class Convention:
    """The values printed components use for one number of the language."""
    what: str           # what the number is, as the docs name it
    written: str        # where it is written in a .sea file
    low: int
    high: int


# What the printed components use (the shipped content follows it). Rulebook pp. 3-16.
CONVENTIONS = {
    "location-cost": Convention("location cost", "location N cost C", 1, 6),
    "location-points": Convention("location points", "location N cost C points P", 0, 3),
    "section-points": Convention("dock section points", "near-left academy P", 1, 3),
    "specialist-points": Convention("specialist points", "specialist ... points P", 1, 2),
    "specialist-discount": Convention("specialist discount", "discount N", 1, 2),
    "take": Convention("resources one effect takes", "take N ...", 1, 3),
    "spend": Convention("resources one effect spends", "spend N ...", 1, 3),
    "cleanup": Convention("cleanup tokens one effect takes", "cleanup N", 1, 2),
    "cap": Convention("cap of a scaled amount", "... max N", 1, 3),
    "repeat": Convention("times a repeat runs", "repeat [up to] N { ... }", 1, 3),
    "half": Convention("resources on a dive card half", "half 2 kelp, 1 fish", 1, 5),
    "modify": Convention("change a decree makes to an answer", "modify QUESTION +N", -2, 2),
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
    "amount": (None, None),     # what the event in question did
    "score": (None, None),      # the points track
    "cards-kept": (None, None),
}
_ON_BOARD = {"port", "academy", "shipyard", "building", "ship", "dock"}


def count_range(who: str, thing: str, here: bool = False) -> tuple:
    """(lowest, highest or None) a count can be: `who` is you, opponent or anyone."""
    one, both = COUNT_RANGES.get(thing, (None, None))    # (a counter of the content's)
    high = both if who == "anyone" else one
    if here and thing in _ON_BOARD:
        high = LOCATIONS_PER_FLOTILLA if high is None else min(high, LOCATIONS_PER_FLOTILLA)
    return 0, high


def conventions_table() -> str:
    """CONVENTIONS as a markdown table, for the docs."""
    rows = ["| number | written | printed components use |", "|---|---|---|"]
    for name, c in CONVENTIONS.items():
        signed = name == "modify"       # written with its sign: +1, -2
        low = f"+{c.low}" if signed and c.low > 0 else str(c.low)
        high = f"+{c.high}" if signed and c.high > 0 else str(c.high)
        rows.append(f"| {c.what} | `{c.written}` | {low} to {high} |")
    return "\n".join(rows)


def count_ranges_table() -> str:
    """COUNT_RANGES as a markdown table, for the docs."""
    rows = ["| count | one player | anyone (both) | here (one flotilla) |", "|---|---|---|---|"]
    for thing in COUNT_RANGES:
        shown = []
        for who, here in (("you", False), ("anyone", False), ("anyone", True)):
            low, high = count_range(who, thing, here)
            shown.append(f"{low} or more" if high is None else f"{low} to {high}")
        if thing not in _ON_BOARD:
            shown[2] = "-"
        rows.append(f"| `{thing}` | " + " | ".join(shown) + " |")
    return "\n".join(rows)
