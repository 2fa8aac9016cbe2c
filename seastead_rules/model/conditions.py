"""Seastead's own values and conditions (the core ones are the kernel's,
kernel/rules/conditions.py): the kind being built, and what dive cards show. Each record
mirrors a rule of grammar/seastead.lark (effects.py re-exports them)."""

from __future__ import annotations

from attrs import frozen

__all__ = ["IsKind", "CardCount"]


@frozen
class IsKind:
    """True when the building being built (or moved) is of this kind."""
    kind: int


@frozen
class CardCount:
    """What dive cards show on one half: the revealed card, the card in question ('it')
    or a player's kept cards, summed. `thing`: a resource index, or -1 for how many
    resources the half gives."""
    who: str
    card: str          # "revealed" | "it" | "kept"
    half: int          # 0 or 1
    thing: int

