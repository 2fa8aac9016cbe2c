"""The table in a few short lines: the four flotillas side by side, each player on one
or two lines (in solo, the Boss's score), what cards keep on the table, the displays,
all within 80 columns; on a short screen the least needed parts give way."""

from __future__ import annotations

from .. import score_sheet
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
from .cards import cards_line

__all__ = ["WIDTH", "BOARD_LINES", "compact_board", "status_line", "boss_line", "fit",
           "wrapped", "LEGEND"]

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


def _docks(state, player: int) -> list:
    return [f"{d} at {PLACES[i][0] + 1}.{PLACES[i][1]}"
            for d, owner, i in state.docks if owner == player]


def _first_line(what: str, names: list, more: str = "b") -> str:
    """`what: a, b, c` as far as it fits a line, the rest counted: '+2 more (b)'."""
    line = f"  {what}: {names[0]}"
    for k, name in enumerate(names[1:], 1):
        tail = f" +{len(names) - k - 1} more ({more})" if k < len(names) - 1 else ""
        if len(line) + 2 + len(name) + len(tail) > WIDTH:
            return line + f" +{len(names) - k} more ({more})"
        line += ", " + name
    return line


def _seats(state, fold: int = 0) -> list:
    """Each player's lines: the main line, then their specialists and docks: on one
    line when it fits, else a line each, wrapped (`fold` 1: a line each, the names that
    do not fit counted; 2: only how many, on one line). Never a line cut."""
    seats = []
    for p, seat in enumerate(state.players[:1] if state.solo else state.players):
        left = " ".join(f"{k[0].upper()}{4 - n}" for k, n in zip(KINDS, seat.built))
        lines = _packed([f"{COLOURS[p]}: {_amounts(seat.resources, RESOURCES, ' ') or 'nothing'}",
                         f"cleanup {seat.cleanup + seat.cleanup_extra}", f"left {left}",
                         f"ships {seat.ships_reserve}"])
        specs = [s if up else f"{s}*" for s, up in seat.specialists]
        docks = _docks(state, p)
        cards = f"  specialists: {', '.join(specs) or '-'} | docks: {', '.join(docks) or '-'}"
        if (specs or docks) and len(cards) <= WIDTH:
            lines.append(cards)
        elif fold == 2 and (specs or docks):
            lines.append(f"  specialists {len(specs)}, docks {len(docks)} (b: the whole board)")
        elif specs or docks:
            for what, names in (("specialists", specs), ("docks", docks)):
                if names:
                    lines += [_first_line(what, names)] if fold else _packed(
                        [f"  {what}: {names[0]}", *names[1:]], ", ", "    ")
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
    """The parts on as few lines of 80 columns as they take (the later lines indented);
    a part wider than a line is wrapped at its spaces, never cut."""
    out, line = [], ""
    for part in parts:
        if line and len(line) + len(sep.rstrip()) + 1 + len(part) > WIDTH:
            out.append(line + sep.rstrip())
            line = indent + part
        else:
            line += sep + part if line else part
    lines = out + [line] if line else out
    return [piece for x in lines for piece in wrapped(x, indent)]


def wrapped(text: str, indent: str) -> list:
    """`text` broken at spaces into lines of at most 80 columns, the later ones
    starting with `indent` (a word longer than a line goes on over the next)."""
    if len(text) <= WIDTH:
        return [text]
    cut = text.rfind(" ", 0, WIDTH + 1)
    if cut <= len(indent):
        cut = WIDTH
    return [text[:cut].rstrip()] + wrapped(indent + text[cut:].lstrip(), indent)


def _displays(state) -> tuple:
    """(the offers, the table: the decree, the dive deck and the supply), each as the
    lines it takes whole."""
    revealed = state.dive_discard[-1] if state.dive_discard else "-"
    docks = ", ".join(state.dock_display) or "-"
    specs = ", ".join(state.specialist_display) or "-"
    offer = f"on offer: docks {docks}; specialists {specs}"
    offers = [offer] if len(offer) <= WIDTH else \
        _packed([f"docks on offer: {docks}"], indent="    ") + \
        _packed([f"specialists on offer: {specs}"], indent="    ")
    table = ([f"decree {state.decree_in_play}"] if state.decree_in_play else []) + [
        f"dive deck {len(state.dive_deck)}, revealed {revealed}",
        "supply " + _amounts(state.supply, "kmfa") + f" c{state.cleanup_supply}"]
    return offers, _packed(table)


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
        ("offers", lambda: []), ("table", lambda: _one_line(state)),
        ("boss", lambda: []), ("table", lambda: []), ("seats", lambda: []))
    for name, smaller in steps:
        if len(lines()) <= room:
            break
        parts[name] = smaller()
    return lines()[:room]


def _one_line(state) -> list:
    """The decree, the dive deck and the supply on one line (the card revealed left out
    when it does not fit)."""
    decree = f"decree {state.decree_in_play} | " if state.decree_in_play else ""
    revealed = state.dive_discard[-1] if state.dive_discard else "-"
    supply = "supply " + _amounts(state.supply, "kmfa") + f" c{state.cleanup_supply}"
    for line in (f"{decree}dive deck {len(state.dive_deck)}, revealed {revealed} | {supply}",
                 f"{decree}dive deck {len(state.dive_deck)} | {supply}",
                 f"dive deck {len(state.dive_deck)} | {supply}"):
        if len(line) <= WIDTH:
            return [line]
    return _packed([line])
