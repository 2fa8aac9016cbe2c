"""The table in a few short lines: the four flotillas side by side, each player on one
or two lines, the displays, all within 80 columns."""

from __future__ import annotations

from ..names import BOSS_BUILDING, COLOURS, KINDS, RESOURCES, board_index
from ..scoring import score_sheet

__all__ = ["WIDTH", "compact_board", "final_board", "status_line", "fit", "LEGEND"]

WIDTH = 80          # the widest line the terminal game prints
_CELL = 19          # one flotilla's column: four of them and three spaces make 79

LEGEND = ("$cost, points, price tag P/A/S (port/academy/shipyard); a building: owner "
          "b/o (x the Boss) and kind, e.g. bA = blue academy; ~b ~o: a ship; +k: "
          "resources the Boss holds there; Investor*: an exhausted specialist")


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
        head = [fit(f"{f + 1} {c.side[side].name}", _CELL), fit(wants, _CELL)]
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


def _displays(state) -> list:
    revealed = state.dive_discard[-1] if state.dive_discard else "-"
    decree = f"decree {state.decree_in_play} | " if state.decree_in_play else ""
    docks = ", ".join(state.dock_display) or "-"
    specs = ", ".join(state.specialist_display) or "-"
    offer = f"on offer: docks {docks}; specialists {specs}"
    offers = [offer] if len(offer) <= WIDTH else [fit(f"docks on offer: {docks}"),
                                                  fit(f"specialists on offer: {specs}")]
    return offers + [fit(f"{decree}dive deck {len(state.dive_deck)}, revealed {revealed}"
                         " | supply " + _amounts(state.supply, "kmfa")
                         + f" c{state.cleanup_supply}")]


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


def compact_board(state) -> list:
    """The table as at most 18 lines of at most 80 columns: status, flotillas, players,
    displays."""
    return [status_line(state), *_flotillas(state), *_seats(state), *_displays(state)]


def final_board(state) -> list:
    """The board at the end, without the displays: at most 15 lines, room for the
    score sheet below it."""
    return [status_line(state), *_flotillas(state), *_seats(state)]
