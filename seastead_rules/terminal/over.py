"""The game over screen: a heading that says who won and by how much, the final board
(the flotillas and the players) and the score sheet, together on one screen of at most
80 columns by 22 lines (two are left for the lines about saving)."""

from __future__ import annotations

from .. import score_sheet
from ..model.names import COLOURS
from .board import _flotillas, _seats

__all__ = ["game_over", "score_table", "OVER_LINES"]

OVER_LINES = 22
# The score sheet's columns, short enough for one line each (rulebook p. 12).
_HEADS = {"resources": "resources", "dock_buildings": "docks", "locations": "locations",
          "specialists": "specialists", "cleanup": "cleanup", "cards": "cards"}


def score_table(state) -> list:
    """The score sheet as a table, a row per player and a column per category: 'blue
    9 4 13 0 6 32'. In solo, the Boss's row says how its points are made (p. 15)."""
    sheet = score_sheet(state)
    cats = list(sheet.categories())
    heads = [_HEADS.get(c, c.replace("_", " ")) for c in cats] + ["total"]
    names = [COLOURS[0], "Boss" if sheet.solo else COLOURS[1]]
    first = max(len(n) for n in names + ["score"]) + 1
    widths = [len(h) + 2 for h in heads]
    rows = ["score".ljust(first) + "".join(h.rjust(w) for h, w in zip(heads, widths))]
    for p, line in enumerate(sheet.lines):
        if sheet.solo and p == 1:
            rows.append(f"{'Boss'.ljust(first)}20 points + 3 for each of its "
                        f"{sheet.boss_buildings} buildings = {line.total} (rulebook p. 15)")
            continue
        values = [getattr(line, c) for c in cats] + [line.total]
        rows.append(names[p].ljust(first) + "".join(str(v).rjust(w)
                                                     for v, w in zip(values, widths)))
    return rows


def _heading(state) -> str:
    sheet = score_sheet(state)
    totals = [line.total for line in sheet.lines]
    names = [COLOURS[0], "the Boss" if sheet.solo else COLOURS[1]]
    if sheet.winner is None:
        said = f"the players share the victory, {totals[0]} to {totals[1]}"
    else:
        w = sheet.winner
        how = "" if sheet.decided_by == "score" or sheet.solo else f" (by {sheet.decided_by})"
        said = f"{names[w]} wins, {totals[w]} to {totals[1 - w]}{how}"
    return f"GAME OVER after round {state.round}: {said}"


def game_over(state) -> list:
    """The lines of the game over screen (at most OVER_LINES when the players' cards
    fit; when they do not, they are counted), none wider than 80."""
    table = score_table(state)
    for fold in (0, 1, 2):
        seats = [line for seat in _seats(state, fold) for line in seat]
        lines = [_heading(state), *_flotillas(state), *seats, "", *table]
        if len(lines) <= OVER_LINES:
            break
    return lines
