"""Compile problems and how they are shown: `path:line:col: message`, the line, a caret."""

from __future__ import annotations

import difflib

from attrs import frozen

from ..errors import ContentError

__all__ = ["Problem", "did_you_mean", "quoted", "raise_problems", "SHOWN_LINE", "SHOWN_WORD"]

# The most of a source line shown under a message (a window around the caret), and of
# a word quoted in a message, in characters: a huge line or token gives a short message.
SHOWN_LINE = 120
SHOWN_WORD = 40


@frozen
class Problem:
    """One thing wrong in a source file, with its position (1-based line and column)."""
    path: str
    line: int
    column: int
    message: str
    width: int = 1

    def render(self, text: str) -> str:
        """The problem as the user sees it: header, the source line, a caret under the spot."""
        return self._render(_lines(text))

    def _render(self, lines: list) -> str:
        head = f"{self.path}:{self.line}:{self.column}: {self.message}"
        if not 1 <= self.line <= len(lines):
            return head
        source = _printable(lines[self.line - 1].expandtabs(1))
        col, width = self.column - 1, max(1, self.width)
        if len(source) > SHOWN_LINE:    # a window around the spot, marked with '...'
            start = max(0, min(col - SHOWN_LINE // 3, len(source) - SHOWN_LINE))
            before = "..." if start > 0 else ""
            after = "..." if start + SHOWN_LINE < len(source) else ""
            source = before + source[start:start + SHOWN_LINE] + after
            col = col - start + len(before)
            width = min(width, max(1, len(before) + SHOWN_LINE - col))
        caret = " " * col + "^" * width
        return f"{head}\n    {source}\n    {caret}"


def _lines(text: str) -> list:
    """The lines of a source as Lark counts them (only '\\n' ends a line)."""
    return [line[:-1] if line.endswith("\r") else line for line in text.split("\n")]


def _printable(line: str) -> str:
    """The line with any lone surrogate shown as '?', so the message can be printed."""
    try:
        line.encode("utf-8")
        return line
    except UnicodeEncodeError:
        return line.encode("utf-8", "replace").decode("utf-8")


def quoted(word: str) -> str:
    """'word' in quotes, cut to SHOWN_WORD characters with '...' if longer."""
    word = str(word)
    if len(word) > SHOWN_WORD:
        word = word[:SHOWN_WORD] + "..."
    return f"'{_printable(word)}'"


def did_you_mean(word: str, known, fold: bool = False) -> str:
    """' (did you mean 'x'?)' for the closest known word, or ''.

    With `fold`, words are compared case-blind and the known spelling is suggested."""
    known = sorted(known)
    keys = [k.lower() for k in known] if fold else known
    close = difflib.get_close_matches(word.lower() if fold else word, keys, n=1, cutoff=0.6)
    return f" (did you mean '{known[keys.index(close[0])]}'?)" if close else ""


def raise_problems(problems, text: str) -> None:
    """Raise one ContentError listing every problem, in source order."""
    if not problems:
        return
    ordered = sorted(problems, key=lambda p: (p.line, p.column))
    lines = _lines(text)
    message = "\n".join(p._render(lines) for p in ordered)
    raise ContentError(message, tuple(ordered))
