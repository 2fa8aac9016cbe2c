"""Named questions of the core rules, and the decree hooks that change their answers.

The base rules give the default answer; a hook of the decree in play may modify it,
replace it or forbid an action. Every answer can list its reasons with their sources."""

from __future__ import annotations

from attrs import frozen

from .. import cards
from ..names import QUERY_RANGES
from ..state import Position
from .counts import holds

__all__ = ["Reason", "ask", "explain", "forbidder", "when_hooks", "active_hooks"]


@frozen
class Reason:
    """One step of an answer: what changed it, by how much, and where that is written."""
    text: str
    amount: int
    src: str


def active_hooks(t: Position) -> tuple:
    """The hooks in force: those of the decree in play."""
    if not t.decrees:
        return ()
    return t.content.decree[t.decrees[-1]].hooks


def explain(t: Position, query: str, base: int, base_reasons, ctx) -> tuple[int, tuple]:
    """The answer to a numeric question and the reasons that made it, kept in the
    question's range (`names.QUERY_RANGES`)."""
    answer, reasons = base, list(base_reasons)
    for hook in active_hooks(t):
        if isinstance(hook, cards.Modify) and hook.query == query and holds(t, hook.cond, ctx):
            answer += hook.amount
            reasons.append(Reason(f"decree {t.decrees[-1]}", hook.amount, hook.src))
        elif isinstance(hook, cards.SetTo) and hook.query == query and holds(t, hook.cond, ctx):
            reasons.append(Reason(f"decree {t.decrees[-1]} sets it to {hook.value}",
                                  hook.value - answer, hook.src))
            answer = hook.value
    low, high = QUERY_RANGES[query]
    if not low <= answer <= high:
        kept = low if answer < low else high
        # Named after the hook that took the answer out of its range.
        reasons.append(Reason(f"kept to the range {low}-{high} of {query}", kept - answer,
                              reasons[-1].src if reasons else ""))
        answer = kept
    return answer, tuple(reasons)


def ask(t: Position, query: str, base: int, ctx) -> int:
    """The answer to a numeric question (fast path: no decree, the base answer)."""
    if not t.decrees:
        return base
    return explain(t, query, base, (), ctx)[0]


def forbidder(t: Position, action: str, ctx):
    """The hook forbidding this action here, or None."""
    for hook in active_hooks(t):
        if isinstance(hook, cards.Forbid) and hook.action == action and holds(t, hook.cond, ctx):
            return hook
    return None


def when_hooks(t: Position, event: str) -> list:
    """The `when` hooks of the decree in play for an event (`build`, `dive`)."""
    return [h for h in active_hooks(t) if isinstance(h, cards.When) and h.event == event]
