"""What must hold in every state and every step of every game.

    check_invariants(state)                    # InvariantError naming the broken invariant
    check_transition(before, action, after)    # the same for one step

The state checks are part of the core library (seastead_rules/checks.py, also run by
from_json on every state it loads) and re-exported here; the step checks are here.
"""

from __future__ import annotations

from ..engine.explain import explain_cost
from ..engine.turn import legal_actions
from ..inputs import check_type
from ..model.actions import Build
from ..model.names import COLOURS, KINDS, RESOURCES
from ..model.state import Position
from ..saves.invariants import InvariantError, check_invariants, where

__all__ = ["InvariantError", "check_invariants", "check_transition", "where"]


def _fail(name: str, detail: str, state) -> None:
    raise InvariantError(name, detail, state)


def check_transition(before, action, after) -> None:
    """Raise InvariantError if the step `before` --action--> `after` broke a rule.

    `action` is an Action or its text. Checked: a build pays exactly its cost (as
    explain_cost gives it, in the flotilla's demanded resource, p. 7), seen when the
    builder's first question is the building's own effect, before anything else ran."""
    check_type(before, Position, "before", "a State")
    check_type(after, Position, "after", "a State")
    if isinstance(action, str):
        found = [a for a in legal_actions(before) if str(a) == action]
        if not found:
            _fail("only legal actions are played", f"'{action}' is not legal", before)
        action = found[0]
    if isinstance(action, Build):
        _check_build_paid(before, action, after)


def _check_build_paid(before, action, after) -> None:
    player, kind = before.current, KINDS.index(action.kind)
    block = before.content.rules.building[kind]
    d = after.decision
    if not block or d is None or d.player != player \
            or getattr(d.op, "src", None) != getattr(block[0], "src", ""):
        return
    cost, reasons = explain_cost(before, action)
    r = before.demand[action.flotilla - 1]
    paid = before.players[player].resources[r] - after.players[player].resources[r]
    if paid != cost:
        why = ", ".join(f"{x.text} {x.amount:+d}" if i else f"{x.text} {x.amount}"
                        for i, x in enumerate(reasons))
        _fail("a build pays its cost",
              f"{COLOURS[player]} played '{action}': it costs {cost} {RESOURCES[r]} "
              f"({why}) and {COLOURS[player]} paid {paid}", after)
