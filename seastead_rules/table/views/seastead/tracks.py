"""What the board picture says about what cards keep on the table: a line in each
player's area (points from cards, their counters, their kept dive cards, a turn to skip
or an extra turn) and one in the displays (shared counters, the dive cards in the
open), each with the hover text that tells it in full. Made from what one seat sees."""

from __future__ import annotations

from ....text.render import DUE, TAKING, card_facts, dive_card_text, player_names

__all__ = ["player_cards", "table_cards"]


def _cards(n: int) -> str:
    return f"{n} dive {'card' if n == 1 else 'cards'}"


def player_cards(state, p: int, viewer) -> tuple | None:
    """(line, hover text) of what cards keep for player `p`: the kept cards by name to
    their keeper only (`viewer` None: to everyone); None when there is nothing."""
    f = card_facts(state, viewer)
    parts, full = [], []
    if f.points:
        parts.append(f"{f.points[p]} points")
    for name, values in f.counters:
        if len(values) == 2:
            parts.append(f"{name} {values[p]}")
    if f.kept[p]:
        parts.append("keeps " + ", ".join(f.kept[p]))
        full += [dive_card_text(state.content, c) for c in f.kept[p]]
    elif f.kept_count[p]:
        parts.append(f"keeps {_cards(f.kept_count[p])} face down")
    if f.skip[p]:
        parts.append("skips next turn")
    if f.extra[p] == DUE:
        parts.append("extra turn next")
    elif f.extra[p] == TAKING:
        parts.append("in an extra turn")
    if not parts:
        return None
    tip = "; ".join(parts) + ("\nkept face down:\n" + "\n".join(full) if full else "")
    return "cards: " + " · ".join(parts), tip


def table_cards(state, viewer) -> tuple | None:
    """(line, hover text) of what cards keep for everyone: shared counters, the dive
    cards in the open (by name only to those who see them); None when there is none."""
    f = card_facts(state, viewer)
    names = player_names(state)
    parts, full = [], []
    for name, values in f.counters:
        if len(values) == 1:
            parts.append(f"{name} {values[0]}")
    if f.open_count:
        who = "both players see" if f.open_to < 0 else \
            "you look at" if viewer == f.open_to else f"{names[f.open_to]} looks at"
        shown = ", ".join(f.open) if f.open else _cards(f.open_count)
        parts.append(f"in the open ({who} them): {shown}")
        full += [dive_card_text(state.content, c) for c in f.open]
    if not parts:
        return None
    tip = "; ".join(parts) + ("\n" + "\n".join(full) if full else "")
    return " · ".join(parts), tip
