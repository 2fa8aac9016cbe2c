"""Asking the rules why: what a build costs and why, and why an action is not legal."""

from __future__ import annotations

from ..errors import ArgumentError, IllegalAction
from ..inputs import check_type
from ..model.actions import Build, Dive, malformed, shown
from ..model.names import FLOTILLAS, KINDS, LOCATIONS_PER_FLOTILLA, board_index
from ..model.state import PLAYER_CTX, Position, new_ctx
from .build import check_build
from .build import explain_cost as _explain_cost
from .hooks import forbidder
from .turn import apply

__all__ = ["explain_cost", "why_not", "forbidding_rule"]


def explain_cost(state, build: Build, player: int | None = None) -> tuple:
    """(cost, reasons) of a build for the player to move (or `player`): each reason has
    `text`, `amount` and `src` (the content line or rulebook page behind it)."""
    check_type(state, Position, "state", "a State or a playout's position")
    check_type(build, Build, "build", "a Build")
    why = malformed(build)
    if why is not None:
        raise IllegalAction(f"malformed action {shown(build)}: {why}")
    who = state.current if player is None else _seat(player)
    if (build.kind not in KINDS or not 1 <= build.flotilla <= FLOTILLAS
            or not 0 <= build.location < LOCATIONS_PER_FLOTILLA):
        check_build(state, who, build)        # raises IllegalAction saying what is wrong
    index = board_index(build.flotilla - 1, build.location)
    return _explain_cost(state, who, KINDS.index(build.kind), index, tuple(build.using))


def why_not(state, action) -> str | None:
    """None when the action is legal now; otherwise the reason `apply` would give."""
    check_type(state, Position, "state", "a State (a playout's freeze() gives one)")
    try:
        apply(state, action)
    except IllegalAction as err:
        return str(err)
    return None


def _seat(player) -> int:
    if player not in (0, 1) or isinstance(player, bool) or not isinstance(player, int):
        raise ArgumentError(f"player must be 0, 1 or None, not {player!r}"[:120])
    return player


def forbidding_rule(state, action, player: int | None = None) -> str | None:
    """The content line (`src`) of the rule of the decree in play that forbids `action`
    (a Build or a Dive) to the player to move (or `player`) now, or None. Only the
    decree's `forbid` is asked, not whether the action is otherwise possible."""
    if not state.decrees:
        return None
    who = state.current if player is None else player
    if isinstance(action, Dive):
        hook = forbidder(state, "dive", PLAYER_CTX[who])
    elif isinstance(action, Build) and action.kind in KINDS and 1 <= action.flotilla <= 4:
        ctx = new_ctx(who, action.flotilla - 1, action.location, KINDS.index(action.kind),
                      "", False, "")
        hook = forbidder(state, "build", ctx)
    else:
        raise ValueError(f"forbidding_rule takes a Build or a Dive, not {action!r}")
    return hook.src if hook is not None else None
