"""The board as HTML: the four flotillas with every location's whole text, cost (with the
resource that pays it) and points, both players' areas and the displays.

Drawn from what one player sees (an `observation`), so the page never holds what that
player may not know. Every part a question can name carries `data-target` (a location
`loc-2-4`, the dive deck `deck`, a half of a dive card `half-1`, a demand token
`demand-3`, a specialist `spec-NAME`, a dock tile `dock-NAME`, a dive card `card-NAME`, a
resource `res-fish`): the page makes the parts the answers name clickable (see
`options.targets`). Everything shown is escaped: card names and texts come from content
files, which may be a stranger's.
"""

from __future__ import annotations

from html import escape

from ....model.names import (
    BOSS_BUILDING,
    COLOURS,
    KINDS,
    RESOURCES,
    board_index,
    building_kind,
    building_owner,
)
from ....text.cardtext import card_text, hook_text
from ....text.phrases import noun
from .areas import chip, displays, player_area
from .hover import hover_text
from .tiles import dock_marks

__all__ = ["board_html", "location_facts"]

# Locations are laid out as their ring: 0 1 2 on top, 5 4 3 below (CSS grid areas).
RING = {0: (1, 1), 1: (1, 2), 2: (1, 3), 3: (2, 3), 4: (2, 2), 5: (2, 1)}


def location_facts(state, f: int, loc) -> str:
    """A location's cost, the resource that pays it, its points and price tag, in
    words: 'cost 3 fish · 2 points · ports cost 1 less here'."""
    pays = RESOURCES[state.demand[f]]
    tag = "" if loc.discount is None else f" · {noun(KINDS[loc.discount], 2)} cost 1 less here"
    return f"cost {loc.cost} {pays} · {loc.points} {noun('point', loc.points)}{tag}"


def _here(state, f: int, loc, marks: dict) -> list:
    i = board_index(f, loc.index)
    b, ship = state.buildings[i], state.ships[i]
    out = []
    if b == BOSS_BUILDING:
        out.append(chip("Boss building", "building boss", title="a building of the Boss"))
    elif b != -1:
        out.append(chip(f"{COLOURS[building_owner(b)]} {KINDS[building_kind(b)]}",
                            f"building p{building_owner(b)}"))
    if ship != -1:
        out.append(chip(f"{COLOURS[ship]} ship", f"ship p{ship}"))
    for r in (state.boss_resources[i] if state.boss_resources else ()):
        out.append(chip(f"Boss's {RESOURCES[r]}", f"res {RESOURCES[r]}"))
    for name, owner, where in state.docks:
        if where == i:
            tile = state.content.dock.get(name)
            out.append(chip(f"⚓ {name}", f"dock p{owner}", f"dock-{name}",
                            hover_text(tile) if tile else name,
                            card_text(tile) if tile else ""))
    # What the docks on the board score here: a mark per tile, in its owner's colour.
    for owner, name, kind, points in marks.get(i, ()):
        said = (f"{name} ({COLOURS[owner]}'s dock) scores {noun(KINDS[kind], 1)} here: "
                f"{points} {noun('point', points)} at the end")
        out.append(chip(f"⚓{KINDS[kind][0].upper()}{points}", f"mark p{owner}", title=said))
    return out


def _location(state, f: int, loc, marks: dict) -> str:
    row, col = RING[loc.index]
    where = f"{f + 1}-{loc.index}"
    i = board_index(f, loc.index)
    b = state.buildings[i]
    built = "" if b == -1 else " built by-boss" if b == BOSS_BUILDING else \
        f" built by-p{building_owner(b)}"
    info = f"{location_facts(state, f, loc)}. {loc.text}"
    tag = "" if loc.discount is None else \
        (f'<span class="tag" title="{noun(KINDS[loc.discount], 2)} cost 1 less here">'
         f'{noun(KINDS[loc.discount], 2)} −1</span> ')
    head = (f'<div class="loc-head"><b class="num">{loc.index}</b> '
            f'<span class="cost">cost {loc.cost} <i class="res {RESOURCES[state.demand[f]]}">'
            f'{RESOURCES[state.demand[f]]}</i></span> {tag}'
            f'<span class="pts">{loc.points} {noun("pt", loc.points)}</span></div>')
    here = "".join(_here(state, f, loc, marks))
    return (f'<div class="loc{built}" id="loc-{where}" data-target="loc-{where}" '
            f'data-flotilla="{f + 1}" data-location="{loc.index}" '
            f'data-name="Flotilla {f + 1}, location {loc.index}" '
            f'style="grid-row:{row};grid-column:{col}" title="{escape(hover_text(loc))}" '
            f'data-info="{escape(info)}">{head}'
            f'<p class="loc-text">{escape(loc.text)}</p>'
            f'<div class="here">{here}</div></div>')


def _flotilla(state, f: int, marks: dict) -> str:
    side = state.content.side[state.sides[f]]
    demand = RESOURCES[state.demand[f]]
    locked = f == state.locked
    said = f"Flotilla {f + 1} demands {demand}: building here costs {demand}" + (
        "; it is locked: no building here" if locked else "")
    token = chip(f"demands {demand}" + (" · LOCKED" if locked else ""),
                 f"demand res {demand}" + (" locked" if locked else ""), f"demand-{f + 1}",
                 said, said)
    rule = ""
    if side.rules:      # rules of the side's own, in play all game (The Drift's scoring)
        text = " ".join(hook_text(r) for r in side.rules)
        rule = chip("✱ rule", "side-rule", title="while this side is in play: " + text,
                    info="While this side is in play: " + text)
    head = (f'<h3><span class="fname">Flotilla {f + 1}: {escape(side.name)} ({side.face})'
            f'</span>{rule}{token}</h3>')
    locations = "".join(_location(state, f, loc, marks) for loc in side.locations)
    return (f'<section class="flotilla{" locked" if locked else ""}" id="flotilla-{f + 1}">'
            f'{head}<div class="ring">{locations}</div></section>')


def board_html(state, viewer: int | None = None) -> str:
    """The board of a state as HTML; `viewer` is the seat looking (None: nobody, as in
    a replay, which shows everything)."""
    marks = dock_marks(state)
    flotillas = "".join(_flotilla(state, f, marks) for f in range(len(state.sides)))
    # Your own area first, so that it is never the one out of view.
    order = (1, 0) if viewer == 1 else (0, 1)
    players = "".join(player_area(state, p, viewer) for p in order)
    return (f'<div class="board seastead" id="board-inner"><div class="flotillas">'
            f'{flotillas}</div><div class="lower">{players}{displays(state, viewer)}'
            f'</div></div>')
