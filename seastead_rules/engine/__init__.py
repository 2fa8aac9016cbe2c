"""The interpreter: turn flow, effect handlers, legal actions. See docs/architecture.md.

Importing the package registers every effect handler with the interpreter loop."""

# (handler registration)
from . import basic, board, bonuses, build, decrees, dive, moves, ships, solo  # noqa: F401

__all__: list = []
