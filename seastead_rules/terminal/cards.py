"""What cards keep on the table, in the terminal's short lines: the dive cards in the
open, turns to skip and extra turns, kept dive cards, counters and the points track,
the most pressing first, in at most two lines of 80 columns (the rest counted: `c`
shows it all)."""

from __future__ import annotations

from ..text.render import DUE, TAKING, card_facts, player_names

__all__ = ["cards_line"]

WIDTH = 80


def _halves(content, name: str) -> str:
    card = content.dive.get(name)
    return name if card is None else f"{name} ({' / '.join(h.text for h in card.halves)})"


def _card_parts(state, viewer, halves: bool = True) -> list:
    """What cards keep on the table, in short parts, the most pressing first: the dive
    cards in the open, turns to skip and extra turns, kept dive cards, counters, the
    points track."""
    f = card_facts(state, viewer)
    names = player_names(state)
    seats = (0,) if state.solo else (0, 1)
    parts = []
    # The most pressing first: the cards in the open, turns, kept cards, counts, points.
    if f.open_count:
        who = "open" if f.open_to < 0 else \
            "you look at" if viewer == f.open_to else f"{names[f.open_to]} looks at"
        parts.append(f"{who} " + (", ".join(f.open) if f.open else f"{f.open_count} cards"))
    for p in seats:
        you = viewer == p
        if f.skip[p]:
            parts.append("you skip your next turn" if you else f"{names[p]} skips next turn")
        if f.extra[p] == DUE:
            parts.append(f"{'you take' if you else names[p] + ' takes'} an extra turn next")
        elif f.extra[p] == TAKING:
            parts.append(f"{'your' if you else names[p] + chr(39) + 's'} extra turn")
    for p in seats:
        if f.kept[p]:
            mine = "you keep" if viewer == p else f"{names[p]} keeps"
            full = f"{mine} " + ", ".join(_halves(state.content, c) for c in f.kept[p])
            # What their halves show when it fits a line; else the names ('c': in full).
            parts.append(full if halves and len(full) <= WIDTH - len("cards: ") else
                         f"{mine} " + ", ".join(f.kept[p]))
        elif f.kept_count[p]:
            parts.append(f"{names[p]} keeps {f.kept_count[p]} face down")
    for name, values in f.counters:
        parts.append(f"{name} {values[0]}" if len(values) == 1 else
                     f"{name} " + ", ".join(f"{names[p]} {values[p]}" for p in seats))
    if f.points:
        parts.append("points " + ", ".join(f"{names[p]} {f.points[p]}" for p in seats))
    return parts


def _pack(parts) -> list:
    """The parts on lines of at most 80 columns, the first beginning 'cards:'."""
    out, line = [], "cards:"
    for part in parts:
        if line != "cards:" and len(line) + 3 + len(part) > WIDTH:
            out.append(line)
            line = "  " + part
        else:
            line += (" " if line == "cards:" else " | ") + part
    return out + [line] if line != "cards:" else out


def cards_line(state, viewer: int | None = None, lines: int = 2) -> list:
    """What cards keep on the table in at most `lines` lines of 80 columns (none when
    there is nothing): 'cards: you keep Drowned Arcade (...) | tides 3 | points ...'."""
    out = _pack(_card_parts(state, viewer))
    if len(out) > lines:        # kept cards by name only, to leave room for the rest
        out = _pack(_card_parts(state, viewer, halves=False))
    if len(out) > lines:        # the rest counted, never cut: 'c' shows it all
        rest = len(out) - lines + 1
        last = out[lines - 1]
        note = f" | +{rest} more (c)"
        while len(last) + len(note) > WIDTH and " | " in last:
            last = last.rsplit(" | ", 1)[0]
        out = out[:lines - 1] + [last + note]
    return [piece for x in out for piece in _wrapped(x)]




def _wrapped(text: str) -> list:
    if len(text) <= WIDTH:
        return [text]
    cut = text.rfind(" ", 0, WIDTH + 1)
    cut = cut if cut > 2 else WIDTH
    return [text[:cut].rstrip()] + _wrapped("  " + text[cut:].lstrip())
