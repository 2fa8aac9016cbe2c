"""Where a statement stands, for the linter: the event of the hook around it (what
`amount` is there), and whether a place is in question. In the hooks of the events that
happen with no location in question and no building being built, `here`, `points`,
`cost` and `building is` mean nothing; in such a hook on a side (or its `when ...
reaches`), `here` is the side's own tile (docs/seastead.md), and the others still mean
nothing."""

from __future__ import annotations

from lark import Token, Tree

from .conditions import TILE

__all__ = ["PLACELESS", "AMOUNTS", "hooks"]

# The events that happen with no location in question and no building being built.
PLACELESS = ("dive", "round-start", "round-end", "turn-start", "turn-end", "new-decree",
             "game-end")
# What `amount` is in a hook of each event (lowest, highest or None); 0 where the event
# has no amount (docs/language.md, "Events and timing").
AMOUNTS = {"take": (1, None), "spend": (1, None), "take-specialist": (1, 1),
           "take-dock": (1, 1), "before-build": (0, None), "build": (0, None),
           "dive": (0, None)}
_EVENTS = ("round-start", "round-end", "turn-start", "turn-end", "new-decree", "game-end")
# The statements that hold a hook, and those of them whose block is the card's own: on a
# side, a place the event lacks is the side's tile.
_HOOKS = ("forbid", "when", "react", "reaches")
_BLOCKS = ("when", "reaches")


def hooks(item: Tree) -> tuple:
    """({id of every node inside the hooks of a placeless event (`forbid dive`, `when ...
    game-end`, a counter's `reaches`, ...): True, or TILE inside such a block of a side},
    {id of every node inside a hook: its event})."""
    places, events = {}, {}
    on_side = item.data == "side"
    for node in item.iter_subtrees():
        if node.data not in _HOOKS:
            continue
        words = [str(c) for c in node.children if isinstance(c, Token)]
        event = next((w for w in words if w in PLACELESS or w in AMOUNTS or w in _EVENTS),
                     None)
        inside = [n for child in node.children if isinstance(child, Tree)
                  for n in child.iter_subtrees()]
        if event in PLACELESS or node.data == "reaches":
            place = TILE if on_side and node.data in _BLOCKS else True
            places.update((id(n), place) for n in inside)
        if event is not None and node.data != "forbid":
            events.update((id(n), event) for n in inside)
    return places, events
