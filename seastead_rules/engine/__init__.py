"""The interpreter: turn flow, effect handlers, legal actions. See docs/architecture.md.

Importing the package registers every effect handler with the interpreter loop."""

# (handler registration)
from . import (  # noqa: F401
    basic,
    board,
    bonuses,
    build,
    build_steps,
    counters,
    decrees,
    dive,
    events,
    moves,
    ships,
    solo,
    turns,
)

__all__: list = []
