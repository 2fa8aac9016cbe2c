"""Playing a position: the question waiting, its legal answers (one `Pick` per option,
in the question's order), and applying one, run by the interpreter until the next
question (every handler module is loaded here, so every effect and step has one)."""

from __future__ import annotations

from ..errors import IllegalAction
from . import act, discover, gains, phases, restock, scoring, turn  # noqa: F401 - handlers
from .actions import Pick
from .draft import Draft
from .rules import RULES
from .state import State

__all__ = ["run", "to_move", "legal_actions", "apply"]


def run(t: Draft) -> None:
    """Run the stack until a question waits or the game is over."""
    RULES.run(t)


def to_move(state: State) -> int:
    """The player to answer the waiting question; -1 at the end."""
    d = state.decision
    return -1 if d is None else d.player


def legal_actions(state: State) -> tuple:
    """A Pick for each option of the waiting question, in its order; () at the end."""
    d = state.decision
    return () if d is None else tuple(Pick(text) for text in d.options)


def apply(state: State, action) -> State:
    """The state after answering the waiting question with `action` (a Pick of one of its
    options); IllegalAction naming it otherwise, `state` untouched."""
    d = state.decision
    if state.rng < 0:
        raise IllegalAction("an observation is not a game to play on: sample a state "
                            "from it first")
    if type(action) is not Pick or type(action.text) is not str:
        raise IllegalAction(f"cannot play {action!r}: a Deep Sea action is a Pick of an "
                            "option's text")
    if d is None:
        raise IllegalAction(f"cannot play {action.text!r}: the game is over")
    try:
        i = d.options.index(action.text)
    except ValueError:
        shown = "; ".join(d.options[:8]) + ("; ..." if len(d.options) > 8 else "")
        raise IllegalAction(f"cannot play {action.text!r}: not an option of "
                            f"{d.prompt!r} (options: {shown})") from None
    t = Draft(state)
    t.stack.pop()
    RULES.resumers[type(d.op)](t, d, d.values[i])
    run(t)
    return t.freeze(action if d.player >= 0 else None)  # chance's outcome unlogged: unseen
