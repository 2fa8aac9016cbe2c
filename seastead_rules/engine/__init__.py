"""The rules of Seastead: the interpreter (turn flow, effect handlers, legal actions), and
what is read from a position (scoring, observations and samples, explanations, the
counters and points track). See docs/architecture.md.

Importing the package registers every effect handler with the interpreter loop, and
asks the kernel's registry to register Seastead with OpenSpiel and Gymnasium once those
are imported (`seastead_rules.kernel.registry`)."""

from ..kernel.registry import host as _host_game

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
    piles,
    ships,
    solo,
    takes,
    turns,
)

__all__: list = []

_host_game("seastead")  # python_seastead and Seastead-v0, once those are imported
