"""Asking the rules why: what a build costs and why, and why an action is not legal."""

from __future__ import annotations

from .actions import Build
from .engine.build import check_build
from .engine.build import explain_cost as _explain_cost
from .engine.turn import apply
from .errors import IllegalAction
from .names import FLOTILLAS, KINDS, LOCATIONS_PER_FLOTILLA, board_index

__all__ = ["explain_cost", "why_not"]


def explain_cost(state, build: Build, player: int | None = None) -> tuple:
    """(cost, reasons) of a build for the player to move (or `player`): each reason has
    `text`, `amount` and `src` (the content line or rulebook page behind it)."""
    who = state.current if player is None else player
    if (build.kind not in KINDS or not 1 <= build.flotilla <= FLOTILLAS
            or not 0 <= build.location < LOCATIONS_PER_FLOTILLA):
        check_build(state, who, build)        # raises IllegalAction saying what is wrong
    index = board_index(build.flotilla - 1, build.location)
    return _explain_cost(state, who, KINDS.index(build.kind), index, tuple(build.using))


def why_not(state, action) -> str | None:
    """None when the action is legal now; otherwise the reason `apply` would give."""
    try:
        apply(state, action)
    except IllegalAction as err:
        return str(err)
    return None
