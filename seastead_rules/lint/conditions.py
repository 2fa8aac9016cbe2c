"""A small static analysis of conditions: the range each count can take (from
conventions.COUNT_RANGES), whether a comparison can ever hold or always holds, and
whether the comparisons joined by `and` can hold together."""

from __future__ import annotations

import math

from lark import Token, Tree

from ..model.names import COUNTED
from .conventions import count_range

__all__ = ["NEVER", "ALWAYS", "PLACE_COUNTS", "TILE", "counter_of", "value_range",
           "verdict", "compare_verdict", "and_is_empty"]

NEVER, ALWAYS = "never", "always"
_FLIP = {NEVER: ALWAYS, ALWAYS: NEVER, None: None}
# The counts of the location in question.
PLACE_COUNTS = ("points", "cost")
TILE = "tile"
"""`placeless` where no location is in question but a side's tile is: in a hook of a
side, `here` counts on the side's own tile."""
_MIRROR = {"<": ">", ">": "<", "<=": ">=", ">=": "<=", "==": "==", "!=": "!="}


def counter_of(node: Tree) -> tuple:
    """(who, thing, here) of a `counter` node, the owner filled in as the compiler does
    (a counter of the content's own is yours unless it says whose)."""
    who, thing, here = None, None, False
    for child in node.children:
        if child.data == "who":
            word = str(child.children[0])
            who = {"your": "you", "opponents'": "opponents"}.get(word, word)
        elif child.data == "counted":
            thing = str(child.children[0])
        elif child.data == "here":
            here = True
    return (who or COUNTED.get(thing, "you"), thing, here)


def value_range(node, placeless: bool = False, counters=None) -> tuple:
    """(low, high) of a value node: a number is itself, a count its range (high may be
    math.inf), what dive cards show 0 or more. `placeless`: where no location is in
    question (a dive's hooks), so a count `here` and the location's `points` and `cost`
    are 0; TILE on a side, where `here` is the side's tile and the others are 0.
    `counters`: the counters the file declares, name -> (low, high, shared)."""
    if isinstance(node, Tree) and node.data == "number":
        n = int(node.children[0])
        return n, n
    if isinstance(node, Tree) and node.data == "card_count":
        return 0, math.inf
    if isinstance(node, Tree) and node.data == "extreme_count":
        # One opponent's count: the range of an opponent's.
        node = Tree("counter", [Tree("who", ["opponent"]), node.children[1]])
    who, thing, here = counter_of(node)
    if thing == "amount" and counters and "amount" in counters:   # what this event did
        return counters["amount"][:2]
    if thing not in COUNTED:
        low, high, shared = (counters or {}).get(thing, (0, math.inf, True))
        return (low, high) if shared or who != "anyone" else (2 * low, 2 * high)
    if placeless and (thing in PLACE_COUNTS or here and placeless is not TILE):
        return 0, 0
    low, high = count_range(who, thing, here)
    return low, math.inf if high is None else high


def _holds(op: str, left: tuple, right: tuple):
    (a, b), (c, d) = left, right
    if op == "<":
        return ALWAYS if b < c else NEVER if a >= d else None
    if op == "<=":
        return ALWAYS if b <= c else NEVER if a > d else None
    if op in (">", ">="):
        return _holds(_MIRROR[op], right, left)
    same = a == b == c == d
    apart = b < c or d < a
    if op == "==":
        return ALWAYS if same else NEVER if apart else None
    return NEVER if same else ALWAYS if apart else None


def compare_verdict(node: Tree, placeless: bool = False, counters=None):
    """NEVER, ALWAYS or None (it depends on the game) for a `compare` node."""
    left, op, right = node.children
    return _holds(str(op), value_range(left, placeless, counters),
                  value_range(right, placeless, counters))


def _bounds(node: Tree):
    """(counter, low, high) when a compare bounds one count by a number, else None."""
    left, op, right = node.children
    op = str(op)
    if isinstance(left, Tree) and left.data == "number":
        left, right, op = right, left, _MIRROR[op]
    if left.data != "counter" or right.data != "number":
        return None
    n = int(right.children[0])
    low, high = {"<": (-math.inf, n - 1), "<=": (-math.inf, n), ">": (n + 1, math.inf),
                 ">=": (n, math.inf), "==": (n, n)}.get(op, (None, None))
    return None if low is None else (counter_of(left), low, high)


def and_is_empty(node: Tree, placeless: bool = False, counters=None) -> bool:
    """Whether the comparisons of one count joined by `and` leave no value at all
    (`your kelp > 3 and your kelp < 2`)."""
    found: dict = {}
    for child in node.children:
        if isinstance(child, Tree) and child.data == "compare":
            bound = _bounds(child)
            if bound is not None:
                key, low, high = bound
                counter = next(c for c in child.children
                                if isinstance(c, Tree) and c.data == "counter")
                old = found.get(key) or value_range(counter, placeless, counters)
                found[key] = (max(old[0], low), min(old[1], high))
    return any(low > high for low, high in found.values())


def verdict(node, placeless: bool = False, counters=None):
    """NEVER, ALWAYS or None for any condition node (`placeless`, `counters`: see
    value_range)."""
    if isinstance(node, Token):
        return None
    if node.data == "is_kind":
        return NEVER if placeless else None
    if node.data == "compare":
        return compare_verdict(node, placeless, counters)
    if node.data == "cond_not":
        return _FLIP[verdict(node.children[0], placeless, counters)]
    parts = [verdict(c, placeless, counters) for c in node.children]
    if node.data == "cond_and":
        if NEVER in parts or and_is_empty(node, placeless, counters):
            return NEVER
        return ALWAYS if all(p == ALWAYS for p in parts) else None
    if node.data == "cond_or":
        if ALWAYS in parts:
            return ALWAYS
        return NEVER if all(p == NEVER for p in parts) else None
    return None
