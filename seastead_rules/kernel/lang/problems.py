"""Compile problems and how they are shown: `path:line:col: message`, the line, a caret."""

from __future__ import annotations

import difflib
import re

from attrs import frozen

from ...errors import ContentError

__all__ = ["Problem", "did_you_mean", "quoted", "raise_problems", "capped", "not_checked",
           "SHOWN_LINE", "SHOWN_WORD", "MAX_PROBLEMS"]

# The most of a source line shown under a message (a window around the caret), and of
# a word quoted in a message, in characters: a huge line or token gives a short message.
SHOWN_LINE = 120
SHOWN_WORD = 40
# The most problems listed for one file; a last line says how many more there are.
MAX_PROBLEMS = 100
# The message of the problem that marks where the compiler stopped looking.
_NOT_CHECKED = "the rest of the file is not checked"


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
        source = lines[self.line - 1]
        col, width = self.column - 1, max(1, self.width)
        if len(source) > SHOWN_LINE:    # a window around the spot, marked with '...'
            start = max(0, min(col - SHOWN_LINE // 3, len(source) - SHOWN_LINE))
            before = "..." if start > 0 else ""
            after = "..." if start + SHOWN_LINE < len(source) else ""
            source = before + source[start:start + SHOWN_LINE] + after
            col = col - start + len(before)
            width = min(width, max(1, len(before) + SHOWN_LINE - col))
        # Cut before it is made printable: a tab or a lone surrogate stays one character.
        caret = " " * col + "^" * width
        return f"{head}\n    {_printable(source.expandtabs(1))}\n    {caret}"


def _lines(text: str) -> list:
    """The lines of a source as Lark counts them (only '\\n' ends a line)."""
    return [line[:-1] if line.endswith("\r") else line for line in text.split("\n")]


# Control characters, shown as '?' in a quoted source line so that printing it cannot
# move the cursor or change the terminal's colours.
_CONTROLS = re.compile("[\x00-\x08\x0a-\x1f\x7f-\x9f]")


def _printable(line: str) -> str:
    """The line with any lone surrogate and any control character shown as '?', so the
    message can be printed as it is."""
    line = _CONTROLS.sub("?", line)
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


def not_checked(path: str, line: int, column: int) -> Problem:
    """The problem that marks where the compiler stopped looking for more."""
    return Problem(path, line, column, _NOT_CHECKED)


def capped(problems) -> list:
    """The problems in source order, at most MAX_PROBLEMS of them; if there are more, a
    last one, at the first left out, says how many (and whether checking stopped)."""
    ordered = sorted(problems, key=lambda p: (p.line, p.column))
    if len(ordered) <= MAX_PROBLEMS:
        return ordered
    left_out = ordered[MAX_PROBLEMS:]
    more = sum(p.message != _NOT_CHECKED for p in left_out)
    stopped = len(left_out) > more
    if stopped:
        count, end = "more problems", "; the rest of the file is not checked)"
    else:
        count, end = f"{more} more problem{'s' * (more != 1)}", ")"
    return ordered[:MAX_PROBLEMS] + [Problem(
        left_out[0].path, left_out[0].line, left_out[0].column,
        f"and {count}, not listed (at most {MAX_PROBLEMS} are listed for a file{end}")]


def raise_problems(problems, text: str) -> None:
    """Raise one ContentError listing the problems in source order (see `capped`)."""
    if not problems:
        return
    listed = capped(problems)
    lines = _lines(text)
    shown = [p._render(lines) for p in listed[:MAX_PROBLEMS]]
    if len(listed) > MAX_PROBLEMS:      # the line saying how many more: no source line
        last = listed[-1]
        shown.append(f"{last.path}:{last.line}:{last.column}: {last.message}")
    raise ContentError("\n".join(shown), tuple(listed))
