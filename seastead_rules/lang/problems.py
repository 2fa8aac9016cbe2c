"""Compile problems and how they are shown: `path:line:col: message`, the line, a caret."""

from __future__ import annotations

import difflib

from attrs import frozen

from ..errors import ContentError

__all__ = ["Problem", "did_you_mean", "raise_problems"]


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
        lines = text.splitlines()
        head = f"{self.path}:{self.line}:{self.column}: {self.message}"
        if not 1 <= self.line <= len(lines):
            return head
        source = lines[self.line - 1].expandtabs(1)
        caret = " " * (self.column - 1) + "^" * max(1, self.width)
        return f"{head}\n    {source}\n    {caret}"


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
    message = "\n".join(p.render(text) for p in ordered)
    raise ContentError(message, tuple(ordered))
