"""One screen of the terminal game, 80 columns by 24 lines: the board, the latest
events, why the question is asked, the question and its numbered options."""

from __future__ import annotations

import math

from .board import WIDTH, compact_board, fit

__all__ = ["HEIGHT", "grid", "screen", "wrap"]

HEIGHT = 24


def wrap(text: str, width: int = WIDTH, indent: str = "  ") -> list:
    """`text` broken at spaces into lines of at most `width` columns (a word longer than
    a line is cut)."""
    lead = text[:len(text) - len(text.lstrip(" "))]
    lines, line = [], lead
    for word in text[len(lead):].split(" "):
        candidate = f"{line} {word}" if line.strip() else line + word
        if len(candidate) <= width or not line.strip():
            line = candidate
        else:
            lines.append(fit(line, width))
            line = indent + word
    lines.append(fit(line, width))
    return lines


def latest(events, count: int) -> list:
    """The last `count` lines of what happened; when they do not all fit, the moves
    ('orange: dive') before their details (indented lines)."""
    events = list(events)
    if len(events) <= count:
        return events
    moves = [e for e in events if not e.startswith(" ")]
    return moves[-count:] if len(moves) >= count else \
        [e for i, e in enumerate(events) if not e.startswith(" ")
         or i >= len(events) - (count - len(moves))][-count:]


def grid(labels, rows: int, first: int = 1) -> tuple:
    """Numbered labels laid out in columns within `rows` lines: (lines, how many fit).
    Labels too long for their column are cut (shown in full with '? N')."""
    n = len(labels)
    if n == 0:
        return [], 0
    numbered = [f"{first + i:>2}. {text}" for i, text in enumerate(labels)]
    for columns in (1, 2, 3, 4):
        width = WIDTH // columns
        if math.ceil(n / columns) <= rows and max(map(len, numbered)) < width:
            break
    else:
        columns = 4 if n > 3 * rows else 3
        width = WIDTH // columns
    count = min(n, rows * columns)
    per = math.ceil(count / columns)
    cells = [fit(t, width - 1).ljust(width) for t in numbered[:count]]
    lines = ["".join(cells[c * per + r] for c in range(columns) if c * per + r < count)
             .rstrip() for r in range(per)]
    return lines, count


def screen(state, question: str, why: str, labels, events=(), message: str = "",
           page: int = 0, viewer: int | None = None) -> tuple:
    """The lines of one screen (at most 24 of at most 80 columns) and the first and last
    option numbers it shows (1-based; options past them are on later pages). The board
    is drawn for `viewer` (compact_board)."""
    top = compact_board(state, viewer)
    bottom_fixed = (wrap("why: " + why)[:2] if why else []) + wrap(question)[:2]
    foot = [fit(message)] if message else []
    room = HEIGHT - len(top) - len(bottom_fixed) - len(foot) - 1     # 1: the prompt line
    need = len(grid(labels, max(1, room - 1))[0])      # option lines at their fewest
    shown_events = latest(events, max(1, room - need))
    room -= len(shown_events)
    rows = max(1, room)
    starts = [0]
    if grid(labels, rows)[1] < len(labels):
        rows = max(1, rows - 1)                     # one line says which page this is
        while True:
            count = grid(labels[starts[-1]:], rows)[1]
            if starts[-1] + count >= len(labels):
                break
            starts.append(starts[-1] + count)
    start = starts[page % len(starts)]
    lines, count = grid(labels[start:], rows, start + 1)
    if len(starts) > 1:
        foot = foot + [fit(f"options {start + 1}-{start + count} of {len(labels)} "
                           "(n: next page)")]
    body = top + [fit(e) for e in shown_events] + bottom_fixed + lines + foot
    return body[:HEIGHT - 1], start + 1, start + count
