"""The terminal game: a compact board of 80 columns by 24 lines, redrawn at every
question, with build costs, card texts, the reason for each question, a running score,
undo, and saving on quit. `seastead play --human 0` uses it."""

from .board import compact_board
from .game import TerminalGame
from .labels import details, options
from .topics import topic_text
from .words import help_text, trigger

__all__ = ["TerminalGame", "compact_board", "details", "help_text", "options", "topic_text",
           "trigger"]
