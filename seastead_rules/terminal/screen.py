"""One screen of the terminal game, 80 columns by 24 lines: the board, the latest
events, why the question is asked, the question, what the options' short forms mean,
and the numbered options, each shown whole (in columns when they fit, one an option
and over two lines when long, on further pages when they do not all fit)."""

from __future__ import annotations

import math

from .board import WIDTH, compact_board

__all__ = ["HEIGHT", "MIN_BOARD", "MIN_BOARD_ANSWER", "grid", "screen", "wrap"]

HEIGHT = 24
# The fewest lines the board gives way to: on a turn, the status, the flotillas, the
# players and the table's line (decree, deck, supply); within a turn (a question with
# many long options: places to copy), the status and the flotillas.
MIN_BOARD = 13
MIN_BOARD_ANSWER = 9
_GAP = 2            # spaces between two columns of options


def wrap(text: str, width: int = WIDTH, indent: str = "  ") -> list:
    """`text` broken at spaces into lines of at most `width` columns, never cut (a word
    longer than a line goes on over the next)."""
    lead = text[:len(text) - len(text.lstrip(" "))]
    lines, line = [], lead
    for word in text[len(lead):].split(" "):
        candidate = f"{line} {word}" if line.strip() else line + word
        if len(candidate) <= width or not line.strip():
            line = candidate
        else:
            lines.append(line)
            line = indent + word
        while len(line) > width:            # a word longer than a line
            lines.append(line[:width])
            line = indent + line[width:]
    lines.append(line)
    return lines


def _event_lines(event: str) -> list:
    # An answer stays with its arrow ('-> yes'), on the line it goes to.
    lead = len(event) - len(event.lstrip(" "))
    joined = event.replace(" -> ", " ->\u00a0")
    return [line.replace("\u00a0", " ")
            for line in wrap(joined, indent=" " * (lead + 4))]


def latest(events, count: int) -> list:
    """What happened, in at most `count` lines, each event whole (wrapped, never cut):
    the latest that fit; when not all fit, the moves ('orange: dive') before their
    details (indented lines)."""
    events = list(events)
    wrapped = [_event_lines(e) for e in events]
    if sum(map(len, wrapped)) <= count:
        return [line for lines in wrapped for line in lines]
    chosen, used = set(), 0
    for moves_first in (True, False):
        for i in reversed(range(len(events))):
            if i in chosen or (moves_first and events[i].startswith(" ")):
                continue
            if used + len(wrapped[i]) <= count:
                chosen.add(i)
                used += len(wrapped[i])
    return [line for i in sorted(chosen) for line in wrapped[i]]


def _numbered(labels, first: int) -> list:
    digits = len(str(first + len(labels) - 1))
    return [f"{first + i:>{max(2, digits)}}. {text}" for i, text in enumerate(labels)]


def _columns(cells, columns: int) -> list | None:
    """The cells in `columns` columns, each as wide as its widest cell; None when they
    do not fit 80 columns."""
    per = math.ceil(len(cells) / columns)
    cols = [cells[c * per:(c + 1) * per] for c in range(columns)]
    cols = [c for c in cols if c]
    widths = [max(map(len, c)) for c in cols]
    if sum(widths) + _GAP * (len(cols) - 1) > WIDTH:
        return None
    return [(" " * _GAP).join(c[r].ljust(w) if r < len(c) else " " * w
                              for c, w in zip(cols, widths)).rstrip() for r in range(per)]


def _one_column(cells) -> list:
    """One option a line, a long one over as many lines as it takes."""
    return [line for cell in cells
            for line in wrap(cell, indent=" " * (cell.index(". ") + 2))]


def grid(labels, rows: int, first: int = 1) -> tuple:
    """The numbered labels, every one whole, within `rows` lines: (lines, how many fit).
    In one column when they all fit so, else in as few columns as fit them all; when
    they cannot all fit, as many as fit in the layout that fits the most (the rest go
    on further pages). A label longer than a line takes two lines or more, alone."""
    if not labels:
        return [], 0
    rows = max(1, rows)
    cells = _numbered(labels, first)
    heights = [len(wrap(cell, indent=" " * (cell.index(". ") + 2))) for cell in cells]
    if sum(heights) <= rows:
        return _one_column(cells), len(cells)
    best, best_count = _one_column(cells[:1])[:rows], 1
    used = 0
    for k, h in enumerate(heights):          # the most that fit one a line
        used += h
        if used > rows:
            break
        best, best_count = _one_column(cells[:k + 1]), k + 1
    for columns in range(2, 9):
        count = min(len(cells), rows * columns)
        while count > best_count:
            laid = _columns(cells[:count], columns)
            if laid is not None:
                if count == len(cells):
                    return laid, count
                best, best_count = laid, count
                break
            count -= 1
    return best, best_count


def least_rows(labels) -> int:
    """The fewest lines that show every label whole, in the layout with the most
    columns that fit 80 columns."""
    if not labels:
        return 0
    cells = _numbered(labels, 1)
    fewest = len(_one_column(cells))
    for columns in range(2, 9):
        laid = _columns(cells, columns)
        if laid is not None:
            fewest = min(fewest, len(laid))
    return fewest


def _pages(labels, rows: int) -> list:
    """The first option of each page, `rows` lines a page."""
    starts = [0]
    while True:
        count = grid(labels[starts[-1]:], rows, starts[-1] + 1)[1]
        if starts[-1] + count >= len(labels):
            return starts
        starts.append(starts[-1] + count)


def screen(state, question: str, why: str, labels, events=(), message: str = "",
           page: int = 0, viewer: int | None = None, note: str = "") -> tuple:
    """The lines of one screen (at most 23 of at most 80 columns: the 24th is the
    prompt's) and the first and last option numbers it shows (1-based; options past them
    are on later pages). The board is drawn for `viewer` (compact_board), shortened to
    leave the options room; `note` says what the options' short forms mean."""
    fixed = (wrap("why: " + why) if why else []) + wrap(question) + \
        (wrap(note) if note else [])
    foot = wrap(message) if message else []
    avail = HEIGHT - 1 - len(fixed) - len(foot)     # board, events, options, page line
    least = 1 if events else 0                      # the latest event at least
    need = least_rows(labels)
    turn = state.decision is not None and state.decision.kind == "turn"
    fewest = MIN_BOARD if turn else MIN_BOARD_ANSWER
    board = compact_board(state, viewer, max(fewest, avail - least - need))
    rows = avail - least - len(board)
    starts = [0]
    if grid(labels, rows)[1] < len(labels):
        rows -= 1                                   # one line says which page this is
        starts = _pages(labels, rows)
    start = starts[page % len(starts)]
    lines, count = grid(labels[start:], rows, start + 1)
    if len(starts) > 1:
        foot = foot + [f"options {start + 1}-{start + count} of {len(labels)} "
                       "(n: next page)"]
    room = HEIGHT - 1 - len(board) - len(fixed) - len(lines) - len(foot)
    body = board + latest(events, max(0, room)) + fixed + lines + foot
    return body[:HEIGHT - 1], start + 1, start + count
