"""Seastead's model: the records of the content language (actions, cards,
conditions, effects), the game state, the fixed vocabulary (names), the
content loaded from .sea files and what its rules reach."""
