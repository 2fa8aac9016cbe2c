"""The table in a few short lines: the four flotillas side by side, each player on one
or two lines, what cards keep on the table, the displays, all within 80 columns."""

from __future__ import annotations

from ..names import BOSS_BUILDING, COLOURS, KINDS, RESOURCES, board_index
from ..render import DUE, TAKING, card_facts, player_names
from ..scoring import score_sheet

__all__ = ["WIDTH", "BOARD_LINES", "compact_board", "final_board", "status_line",
           "cards_line", "fit", "LEGEND"]

WIDTH = 80          # the widest line the terminal game prints
BOARD_LINES = 18    # the most lines the board takes of the 24 of a screen
_CELL = 19          # one flotilla's column: four of them and three spaces make 79

LEGEND = ("$cost, points, price tag P/A/S (port/academy/shipyard); a building: owner "
          "b/o (x the Boss) and kind, e.g. bA = blue academy; ~b ~o: a ship; +k: "
          "resources the Boss holds there; Investor*: an exhausted specialist; "
          "The Drift*: a side with rules of its own; cards: what cards keep on the "
          "table (c shows it in full)")


def fit(text: str, width: int = WIDTH) -> str:
    """`text` cut to `width` columns, ending in '~' when something was cut."""
    return text if len(text) <= width else text[:width - 1] + "~"


def _building(code: int) -> str:
    if code == -1:
        return "--"
    if code == BOSS_BUILDING:
        return "xx"
    return COLOURS[code // 3][0] + KINDS[code % 3][0].upper()


def _cell(state, f: int, loc) -> str:
    i = board_index(f, loc.index)
    tag = KINDS[loc.discount][0].upper() if loc.discount is not None else "."
    ship = state.ships[i]
    text = (f"{loc.index} ${loc.cost} {loc.points}p {tag} {_building(state.buildings[i])}"
            f" {'~' + COLOURS[ship][0] if ship != -1 else '  '}")
    held = state.boss_resources[i] if state.boss_resources else ()
    if held:
        text += " +" + "".join(RESOURCES[r][0] for r in held)
    return fit(text, _CELL).ljust(_CELL)


def _flotillas(state) -> list:
    c = state.content
    columns = []
    for f, side in enumerate(state.sides):
        demand = RESOURCES[state.demand[f]]
        wants = f"{demand}: LOCKED" if f == state.locked else f"wants {demand}"
        name = f"{f + 1} {c.side[side].name}"
        # A side with rules of its own (The Drift's scoring at the end) is marked '*'.
        name = fit(name, _CELL - 1) + "*" if c.side[side].rules else fit(name, _CELL)
        head = [name, fit(wants, _CELL)]
        columns.append([h.ljust(_CELL) for h in head]
                       + [_cell(state, f, loc) for loc in c.side[side].locations])
    return [" ".join(row).rstrip() for row in zip(*columns)]


def _amounts(counts, names, sep: str = ", ") -> str:
    return sep.join(f"{n} {name}" for name, n in zip(names, counts) if n)


def _seats(state) -> list:
    lines = []
    for p, seat in enumerate(state.players[:1] if state.solo else state.players):
        left = " ".join(f"{k[0].upper()}{4 - n}" for k, n in zip(KINDS, seat.built))
        lines.append(fit(f"{COLOURS[p]}: {_amounts(seat.resources, RESOURCES, ' ') or 'nothing'}"
                         f" | cleanup {seat.cleanup + seat.cleanup_extra} | left {left}"
                         f" | ships {seat.ships_reserve}"))
        specs = ", ".join(s if up else f"{s}*" for s, up in seat.specialists)
        docks = ", ".join(d for d, owner, _ in state.docks if owner == p)
        if specs or docks:
            cards = f"  specialists: {specs or '-'} | docks: {docks or '-'}"
            lines += [cards] if len(cards) <= WIDTH else [
                fit(f"  {what}: {names}") for what, names in
                (("specialists", specs), ("docks", docks)) if names]
    return lines


def _displays(state, lines: int = 3) -> list:
    """The displays in `lines` lines (2 or 3: the offers on one line, cut when they do
    not fit, or on two)."""
    revealed = state.dive_discard[-1] if state.dive_discard else "-"
    decree = f"decree {state.decree_in_play} | " if state.decree_in_play else ""
    docks = ", ".join(state.dock_display) or "-"
    specs = ", ".join(state.specialist_display) or "-"
    offer = f"on offer: docks {docks}; specialists {specs}"
    offers = [fit(offer)] if len(offer) <= WIDTH or lines < 3 else [
        fit(f"docks on offer: {docks}"), fit(f"specialists on offer: {specs}")]
    return offers + [fit(f"{decree}dive deck {len(state.dive_deck)}, revealed {revealed}"
                         " | supply " + _amounts(state.supply, "kmfa")
                         + f" c{state.cleanup_supply}")]


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
    if len(out) > lines:
        out = out[:lines - 1] + [out[lines - 1] + " | " + " | ".join(x.strip()
                                                               for x in out[lines:])]
    return [fit(x) for x in out]


def status_line(state) -> str:
    """Round, whose turn, and the score so far (as if the game ended now)."""
    sheet = score_sheet(state)
    if sheet.solo:
        score = f"score: blue {sheet.lines[0].total}, Boss {sheet.lines[1].total}"
    else:
        score = "score: " + ", ".join(f"{COLOURS[line.player]} {line.total}"
                                      for line in sheet.lines)
    if state.over:
        where = f"round {state.round}, game over"
    else:
        last = " (last round)" if state.end_round == state.round else ""
        where = f"round {state.round}{last}, {COLOURS[state.current]} to play"
    return fit(f"Seastead | {where} | {score} | ? for help")


def compact_board(state, viewer: int | None = None) -> list:
    """The table as at most 18 lines of at most 80 columns: status, flotillas, players,
    what cards keep on the table (kept cards by name only to `viewer`, their keeper;
    None: to everyone), displays."""
    top = [status_line(state), *_flotillas(state), *_seats(state)]
    cards = cards_line(state, viewer, max(1, min(2, BOARD_LINES - len(top) - 2)))
    return top + cards + _displays(state, BOARD_LINES - len(top) - len(cards))


def final_board(state) -> list:
    """The board at the end, without the displays: at most 15 lines, room for the
    score sheet below it."""
    return [status_line(state), *_flotillas(state), *_seats(state)]
