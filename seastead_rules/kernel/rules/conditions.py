"""The core values and conditions of the content language: which tokens an effect takes,
counts over the game, numbers scaled by a count, comparisons and their combinations.
Each record mirrors a grammar rule of grammar/core.lark; a game adds its own."""

from __future__ import annotations

import operator

from attrs import frozen

__all__ = ["COMPARISONS", "What", "Counter", "Num", "Compare", "TokenIs", "Not", "All", "AnyOf",
           "ExtremeCount", "Holds", "InPlay"]

# A value record of a game's own (what its grammar's `_game_value` compiles to) is
# annotated `GameValue` below; each game's save format says which records those are.


@frozen
class What:
    """Which tokens an effect may take, spend or give: one type, any, 'not' a type or the
    demand, cleanup tokens, or the types just taken."""
    # "resource" | "any" | "demand" | "not_demand" | "not_resource" | "cleanup" (cleanup
    # tokens: spend, give) | "taken" (the types the event in question gave)
    mode: str
    resource: int = -1


@frozen
class Counter:
    """A count over the game: whose (you, opponent: a two-player game's other player,
    opponents: every other player's summed, anyone: everyone's summed), what, and
    whether only here."""
    who: str
    thing: str
    here: bool = False


@frozen
class Num:
    """base, times a counter when `per` is given, capped at `cap` when given."""
    base: int
    per: Counter | ExtremeCount | GameValue | None = None  # noqa: F821
    cap: int | None = None


COMPARISONS = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge,
               "==": operator.eq, "!=": operator.ne}
"""What each comparison of a Compare does, for a game's interpreter."""


@frozen
class Compare:
    """A comparison of two values (numbers or counters)."""
    left: int | Counter | ExtremeCount | GameValue  # noqa: F821
    op: str
    right: int | Counter | ExtremeCount | GameValue  # noqa: F821


@frozen
class TokenIs:
    """True when the token an event or a `take` is about is of this kind: a resource
    name, 'cleanup', 'demand' (the flotilla's) or 'locked-demand'."""
    token: str


@frozen
class Holds:
    """True when a player holds the card of this name (whose: you, opponent, anyone);
    which cards a player holds is the game's rule (Seastead's: their specialists, face
    up or not, their dock tiles and their kept dive cards)."""
    who: str
    card: str


@frozen
class InPlay:
    """True when the card of this name is in play (Seastead's: the decree in play, the
    sides laid out)."""
    card: str


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


@frozen
class ExtremeCount:
    """The most (`most`) or the fewest of a count any one opponent has (`the most kelp
    among opponents`)."""
    most: bool
    thing: str
