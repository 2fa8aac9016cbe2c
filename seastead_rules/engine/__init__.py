"""The interpreter: turn flow, effect handlers, legal actions. See docs/architecture.md.

Importing the package registers every effect handler with the interpreter loop."""

from . import basic, board, build, decrees, dive, moves, ships, solo  # noqa: F401  (handlers)

__all__: list = []
