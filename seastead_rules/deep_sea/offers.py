"""Which printed rewards the player is asked about (ruling 26, p. 8: any reward or action
may be declined): an action a reward gives, a promotion, a disc to discard and Research
to spend are offered as `may`; track advances, Research, discs and Impact are simply
gained. A block holding a cost (a disc to discard, Research to spend) is offered whole,
so that declining the cost declines what it pays for."""

from __future__ import annotations

from ..kernel.rules import effects as core
from . import effects as fx

__all__ = ["ASKED", "COSTS", "offered"]

ASKED = (fx.Act, fx.Promote)
"""Effects offered one by one."""

COSTS = (fx.DiscardDisc, fx.SpendResearch)
"""Effects that make the whole block an offer."""

_CACHE: dict = {}


def offered(block) -> tuple:
    """`block` as the player meets it when it is a reward: each action and promotion a
    `may`, or the whole block one `may` when it holds a cost."""
    block = tuple(block)
    found = _CACHE.get(block)
    if found is None:
        if any(type(e) in COSTS for e in block):
            found = (core.May(block),)
        else:
            found = tuple(core.May((e,)) if type(e) in ASKED else e for e in block)
        if len(_CACHE) > 4096:
            _CACHE.clear()
        _CACHE[block] = found
    return found
