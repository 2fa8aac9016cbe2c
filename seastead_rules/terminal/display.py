"""Where the terminal game's lines go: a terminal is cleared and redrawn, screen by screen
(with colours when the `rich` library is installed); any other output gets the lines
one after another, never wider than 80 columns."""

from __future__ import annotations

import importlib.util
import os
import re

from ..model.names import COLOURS

__all__ = ["Display", "is_terminal"]

_CLEAR = "\x1b[H\x1b[2J"
_NAMES = re.compile(r"\b(" + "|".join(COLOURS) + r"|Boss)\b")
_STYLE = {"blue": "bold blue", "orange": "bold dark_orange", "Boss": "bold red"}


def is_terminal(stream) -> bool:
    """Whether `stream` is a terminal that can be cleared (not a pipe, file or 'dumb')."""
    try:
        return stream.isatty() and os.environ.get("TERM", "") != "dumb"
    except (AttributeError, ValueError):
        return False


class Display:
    """Shows screens: `redraw` clears a terminal first; in line mode nothing is cleared."""

    def __init__(self, out, redraw: bool):
        self.out, self.redraw = out, redraw
        self._console = None
        if redraw and importlib.util.find_spec("rich") is not None:
            from rich.console import Console
            self._console = Console(file=out, width=80, highlight=False)

    def show(self, lines) -> None:
        """One screen: cleared and drawn on a terminal, printed as it is otherwise."""
        if self.redraw:
            self.out.write(_CLEAR)
        self.lines(lines)

    def lines(self, lines) -> None:
        """Lines printed below what is there."""
        if self._console is None:
            for line in lines:
                print(line, file=self.out)
        else:
            from rich.text import Text
            for line in lines:
                text = Text(line)
                for m in _NAMES.finditer(line):
                    text.stylize(_STYLE[m.group(1)], m.start(), m.end())
                self._console.print(text, soft_wrap=True)
        self.out.flush()

    def prompt(self, text: str) -> None:
        """The prompt before the player's answer, without a line break."""
        print(text, end="", file=self.out, flush=True)
