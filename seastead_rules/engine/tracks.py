"""The counts a game keeps for its cards, as players read them: the counters the content
declares and the points track (points cards scored). docs/language.md, "Counters and the
points track"."""

from __future__ import annotations

from ..inputs import check_type
from ..model.state import State
from .counts import counter_value

__all__ = ["counters", "points_scored"]


def counters(state: State) -> dict:
    """Each counter the content declares: its value if shared, else (blue's, orange's)."""
    check_type(state, State, "state", "a State")
    found = {}
    for name, decl in state.content.counters.items():
        if decl.shared:
            found[name] = counter_value(state, name, 0)
        else:
            found[name] = (counter_value(state, name, 0), counter_value(state, name, 1))
    return found


def points_scored(state: State) -> tuple:
    """(blue's, orange's) points on the points track: those cards scored (`score N`)."""
    check_type(state, State, "state", "a State")
    return (counter_value(state, "score", 0), counter_value(state, "score", 1))
