"""Effects that order other effects (may, repeat, choose, if, each player, opponent) and
that change the turn (skip, extra turn, dive or build again, adjust a question)."""

from __future__ import annotations

import attrs
from attrs import frozen

__all__ = [
    "May", "Repeat", "RepeatUpTo", "Choose", "If", "EachPlayer", "Opponent", "Nothing",
    "SkipTurn", "ExtraTurn", "DiveAgain", "BuildAgain", "Adjust",
]


def _src():
    return attrs.field(default="", eq=False, repr=False)


@frozen
class May:
    """An optional block: the player says yes or no (only offered when it can be done)."""
    body: tuple
    text: str = ""
    src: str = _src()


@frozen
class Repeat:
    """Run the block `times` times."""
    times: int
    body: tuple
    src: str = _src()


@frozen
class RepeatUpTo:
    """Run the block up to `times` times; the player may stop before each run."""
    times: int
    body: tuple
    text: str = ""
    src: str = _src()


@frozen
class Choose:
    """Choose one of several blocks."""
    options: tuple
    labels: tuple = ()
    src: str = _src()


@frozen
class If:
    """Run `then` when the condition holds, else `otherwise`."""
    cond: object
    then: tuple
    otherwise: tuple = ()
    src: str = _src()


@frozen
class EachPlayer:
    """Run the block for the current player, then for the other. Rulebook p. 10."""
    body: tuple
    src: str = _src()


@frozen
class Opponent:
    """Run the block as the opponent."""
    body: tuple
    src: str = _src()


@frozen
class Nothing:
    """No effect."""
    src: str = _src()


@frozen
class SkipTurn:
    """You skip your next turn (a skipped turn is not skipped again: docs/language.md)."""
    src: str = _src()


@frozen
class ExtraTurn:
    """You take another turn after this one (an extra turn gives no further extra turn)."""
    src: str = _src()


@frozen
class DiveAgain:
    """Dive now, as the dive action does: reveal, take a half, the opponent the other."""
    src: str = _src()


@frozen
class BuildAgain:
    """Build once more now, choosing among the legal builds; `printed`: paying the
    printed cost, without discounts."""
    printed: bool = False
    src: str = _src()


@frozen
class Adjust:
    """Change the answer of a named question for the event in question only (`adjust
    build-cost +2` in a `before-build` hook: this build costs 2 more)."""
    query: str
    amount: int
    src: str = _src()
