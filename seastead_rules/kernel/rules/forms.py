"""The rule forms of the content language, the same for every game: hooks into a game's
named questions and permissions (`modify`, `forbid`, `permit`), into its events (`when`)
and its counters (`reaches`), and counters of the content's own. A card of any game holds
them; the game's engine reads the ones in force. Also `records_in`, the walk over a
card's records."""

from __future__ import annotations

import attrs
from attrs import frozen

__all__ = ["Modify", "SetTo", "Forbid", "Permit", "Instead", "When", "Reaches", "CounterDecl",
           "records_in"]


def _src():
    return attrs.field(default="", eq=False, repr=False)


@frozen
class Modify:
    """A hook: add `amount` to the answer of a named question when the condition holds."""
    query: str
    amount: int
    cond: object = None
    src: str = _src()


@frozen
class SetTo:
    """A hook: replace the answer of a named question with `value` when the condition holds."""
    query: str
    value: int
    cond: object = None
    src: str = _src()


@frozen
class Forbid:
    """A hook: forbid an action (a permission of the game, "build", "dive", ...) when the
    condition holds."""
    action: str
    cond: object = None
    src: str = _src()


@frozen
class Permit:
    """A hook: allow an action the game's rules refuse (a permission declared refused)
    when the condition holds; a `forbid` in force still wins."""
    action: str
    cond: object = None
    src: str = _src()


@frozen
class Instead:
    """A hook: when the player takes the action (one the game lets a card replace:
    Seastead's `dive`) and the condition holds, the block runs in its place: the action
    is taken (the turn's action is spent) and nothing of its own happens."""
    action: str
    cond: object
    effect: tuple
    src: str = _src()


@frozen
class When:
    """A hook: run a block when an event happens: `who` names whose event it is (you,
    opponent, anyone); which player the block runs for is the game's rule (Seastead: on
    a decree or a side, the player the event is about, `opponent` for the other; on a
    specialist, the card's owner)."""
    who: str
    event: str
    cond: object
    effect: tuple
    src: str = _src()


@frozen
class Reaches:
    """A hook: run a block when a counter reaches a value (rising or falling to it or
    past it); for a counter kept per player, for the player whose count it is."""
    counter: str
    value: int
    cond: object
    effect: tuple
    src: str = _src()


@frozen
class CounterDecl:
    """A counter of the content's own: one shared value or one per player, kept from
    `low` to `high`, starting at `start`."""
    name: str
    shared: bool
    low: int
    high: int
    start: int
    src: str = _src()


def records_in(*roots):
    """Every record (attrs instance) in or under `roots`: cards, their parts, effects,
    conditions, counters, in tuples and lists at any depth; each record once."""
    seen, todo = set(), list(roots)
    while todo:
        item = todo.pop()
        if isinstance(item, (tuple, list)):
            todo.extend(item)
        elif attrs.has(type(item)) and id(item) not in seen:
            seen.add(id(item))
            yield item
            todo.extend(getattr(item, f.name) for f in attrs.fields(type(item)))
