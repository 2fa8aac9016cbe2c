"""Values and conditions of the content language: what effects count and test. Each
record mirrors a grammar rule (effects.py re-exports them)."""

from __future__ import annotations

from attrs import frozen

__all__ = ["What", "Counter", "Num", "Compare", "IsKind", "TokenIs", "CardCount", "Not",
           "All", "AnyOf"]


# ---- values -------------------------------------------------------------------

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
    """A count over the game: whose (you/opponent/anyone), what, and whether only here."""
    who: str
    thing: str
    here: bool = False


@frozen
class Num:
    """base, times a counter when `per` is given, capped at `cap` when given."""
    base: int
    per: Counter | CardCount | None = None
    cap: int | None = None


@frozen
class Compare:
    """A comparison of two values (numbers or counters)."""
    left: int | Counter | CardCount
    op: str
    right: int | Counter | CardCount


@frozen
class IsKind:
    """True when the building being built (or moved) is of this kind."""
    kind: int


@frozen
class TokenIs:
    """True when the token an event or a `take` is about is of this kind: a resource
    name, 'cleanup', 'demand' (the flotilla's) or 'locked-demand'."""
    token: str


@frozen
class CardCount:
    """What dive cards show on one half: the revealed card, the card in question ('it')
    or a player's kept cards, summed. `thing`: a resource index, or -1 for how many
    resources the half gives."""
    who: str
    card: str          # "revealed" | "it" | "kept"
    half: int          # 0 or 1
    thing: int


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
