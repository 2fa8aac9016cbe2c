"""The table in a few short lines: the four flotillas side by side, each player on one
or two lines (in solo, the Boss's score), what cards keep on the table, the displays,
all within 80 columns; on a short screen the least needed parts give way."""

from __future__ import annotations

from ..engine.scoring import score_sheet
from ..model.names import (
    BOSS_BUILDING,
    COLOURS,
    KINDS,
    PLACES,
    RESOURCES,
    board_index,
    building_kind,
    building_owner,
)
from ..text.phrases import noun
from ..text.render import DUE, TAKING, card_facts, player_names

__all__ = ["WIDTH", "BOARD_LINES", "compact_board", "final_board", "status_line",
           "cards_line", "boss_line", "fit", "LEGEND"]

WIDTH = 80          # the widest line the terminal game prints
BOARD_LINES = 18    # the most lines the board takes of the 24 of a screen
_CELL = 19          # one flotilla's column: four of them and three spaces make 79

LEGEND = ("each flotilla's locations 0-5 (2.3: flotilla 2, location 3): $cost, "
          "points, price tag P/A/S (port/academy/shipyard); a building: owner b/o (x the "
          "Boss) and kind, e.g. bA = blue academy; ~b ~o: a ship; +k: resources the Boss "
          "holds there; Investor*: an exhausted specialist; Kelp Press at 2.3: a dock "
          "tile at the port of 2.3 (? ring); The Drift*: a side with rules of its own; "
          "cards: what cards keep on the table (c shows it in full)")


def fit(text: str, width: int = WIDTH) -> str:
    """`text` cut to `width` columns, ending in '~' when something was cut."""
    return text if len(text) <= width else text[:width - 1] + "~"


def _building(code: int) -> str:
    if code == -1:
        return "--"
    if code == BOSS_BUILDING:
        return "xx"
    return COLOURS[building_owner(code)][0] + KINDS[building_kind(code)][0].upper()


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
    return sep.join(f"{n} {noun(name, n) if len(name) > 1 else name}"
                    for name, n in zip(names, counts) if n)


def _docks(state, player: int) -> str:
    return ", ".join(f"{d} at {PLACES[i][0] + 1}.{PLACES[i][1]}"
                     for d, owner, i in state.docks if owner == player)


def _seats(state, fold: int = 0) -> list:
    """Each player's lines: the main line, then their specialists and docks: on one
    line when it fits, else a line each, wrapped (`fold` 1: each cut to a line; 2: both
    on one line, cut)."""
    seats = []
    for p, seat in enumerate(state.players[:1] if state.solo else state.players):
        left = " ".join(f"{k[0].upper()}{4 - n}" for k, n in zip(KINDS, seat.built))
        lines = [fit(f"{COLOURS[p]}: {_amounts(seat.resources, RESOURCES, ' ') or 'nothing'}"
                     f" | cleanup {seat.cleanup + seat.cleanup_extra} | left {left}"
                     f" | ships {seat.ships_reserve}")]
        specs = ", ".join(s if up else f"{s}*" for s, up in seat.specialists)
        docks = _docks(state, p)
        cards = f"  specialists: {specs or '-'} | docks: {docks or '-'}"
        if (specs or docks) and (len(cards) <= WIDTH or fold == 2):
            lines.append(fit(cards))
        elif specs or docks:
            for what, names in (("specialists", specs), ("docks", docks)):
                if names:
                    lines += [fit(f"  {what}: {names}")] if fold else _packed(
                        [f"  {what}: {names.split(', ')[0]}", *names.split(", ")[1:]],
                        ", ", "    ")
        seats.append(lines)
    return seats


def boss_line(state) -> list:
    """In solo, why the Boss has the points it has (none in a duel). Rulebook p. 15."""
    if not state.solo:
        return []
    built = sum(1 for b in state.buildings if b == BOSS_BUILDING)
    return [f"Boss: 20 points + 3 for each Boss building ({built}) = {20 + 3 * built} "
            "(rulebook p. 15; ? boss)"]


def _packed(parts, sep: str = " | ", indent: str = "  ") -> list:
    """The parts on as few lines of 80 columns as they take (the later lines indented),
    never cut but a part wider than a line."""
    out, line = [], ""
    for part in parts:
        if line and len(line) + len(sep.rstrip()) + 1 + len(part) > WIDTH:
            out.append(line + sep.rstrip())
            line = indent + part
        else:
            line += sep + part if line else part
    return [fit(x) for x in out + [line]] if line else out


def _displays(state) -> tuple:
    """(the offers, the table: the decree, the dive deck and the supply), each as the
    lines it takes whole."""
    revealed = state.dive_discard[-1] if state.dive_discard else "-"
    docks = ", ".join(state.dock_display) or "-"
    specs = ", ".join(state.specialist_display) or "-"
    offer = f"on offer: docks {docks}; specialists {specs}"
    offers = [offer] if len(offer) <= WIDTH else [
        fit(f"docks on offer: {docks}"), fit(f"specialists on offer: {specs}")]
    table = ([f"decree {state.decree_in_play}"] if state.decree_in_play else []) + [
        f"dive deck {len(state.dive_deck)}, revealed {revealed}",
        "supply " + _amounts(state.supply, "kmfa") + f" c{state.cleanup_supply}"]
    return offers, _packed(table)


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
    """Round, whose turn, and the score so far (as if the game ended now), in 80
    columns: the shorter words when the longer do not fit."""
    sheet = score_sheet(state)
    names = ("blue", "Boss") if sheet.solo else tuple(COLOURS[line.player] for line in sheet.lines)
    score = ", ".join(f"{name} {line.total}" for name, line in zip(names, sheet.lines))
    if state.over:
        where = f"round {state.round}, game over"
    else:
        last = " (last round)" if state.end_round == state.round else ""
        where = f"round {state.round}{last}, {COLOURS[state.current]} to play"
    short = where.replace(" (last round)", " (last)")
    for line in (f"Seastead | {where} | score: {score} | ? for help",
                 f"Seastead | {short} | score: {score} | ? for help",
                 f"{short} | score: {score} | ? for help", f"{short} | {score} | ? help"):
        if len(line) <= WIDTH:
            return line
    return fit(line)


def compact_board(state, viewer: int | None = None, room: int = BOARD_LINES) -> list:
    """The table as at most `room` lines (9 to 18) of at most 80 columns: status,
    flotillas, players (in solo, the Boss's score), what cards keep on the table (kept
    cards by name only to `viewer`, their keeper; None: to everyone), the displays. When
    not all fits, the parts least needed give way, in this order: the cards' lines
    shrink to one, the players' specialists and docks to a line each, then to one line,
    then they go, the cards' line, the offers; then the decree, dive deck and supply
    shrink to one line, the Boss's line goes, that line and the players' lines."""
    room = max(9, min(room, BOARD_LINES))
    seats = _seats(state)
    offers, table = _displays(state)
    parts = {"seats": seats, "boss": boss_line(state), "cards": cards_line(state, viewer),
             "offers": offers, "table": table}

    def lines() -> list:
        return [status_line(state), *_flotillas(state),
                *(line for seat in parts["seats"] for line in seat), *parts["boss"],
                *parts["cards"], *parts["offers"], *parts["table"]]

    steps = (
        ("cards", lambda: cards_line(state, viewer, 1)),
        ("seats", lambda: _seats(state, 1)), ("seats", lambda: _seats(state, 2)),
        ("seats", lambda: [[s[0]] for s in seats]), ("cards", lambda: []),
        ("offers", lambda: []), ("table", lambda: [fit(" | ".join(x.strip() for x in table))]),
        ("boss", lambda: []), ("table", lambda: []), ("seats", lambda: []))
    for name, smaller in steps:
        if len(lines()) <= room:
            break
        parts[name] = smaller()
    return lines()[:room]


def final_board(state) -> list:
    """The board at the end, without the displays: at most 15 lines, room for the
    score sheet below it."""
    return [status_line(state), *_flotillas(state),
            *(line for seat in _seats(state, 1) for line in seat)]
