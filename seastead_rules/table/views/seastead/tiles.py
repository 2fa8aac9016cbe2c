"""Dock tiles drawn as tiles: the tile's name and resource, then its five slots as on
the cardboard, far left to far right with the port in the middle, each slot the kind of
building it scores and its points (`A2`: an academy, 2 points). At a port the slots name
the locations they score (`3.4`), and each scored location carries a mark of the tile.
Rulebook p. 12: a section scores the building one or two locations to the left or
right of the port, round the flotilla's ring."""

from __future__ import annotations

from html import escape

from ....model.names import KINDS, LOCATIONS_PER_FLOTILLA, PLACES, RESOURCES, board_index
from ....text.cardtext import card_text
from ....text.phrases import noun
from .hover import hover_text

__all__ = ["tile_html", "scored_places", "dock_marks", "TILE_ORDER"]

# The slots left to right as printed: two to the left, one to the left, the port, ...
TILE_ORDER = (-2, -1, 0, 1, 2)


def scored_places(state, tile, index: int) -> dict:
    """{section offset: board index} of the locations a tile at the port on board
    index `index` scores."""
    f, loc = PLACES[index]
    return {s.offset: board_index(f, (loc + s.offset) % LOCATIONS_PER_FLOTILLA)
            for s in tile.sections}


def tile_html(state, name: str, owner: int = -1, index: int = -1, target: str = "",
              cls: str = "", places: bool = True) -> str:
    """A dock tile as HTML: at the port on board index `index` (-1: not at one) its
    slots name the places they score (`places` False: only marked on the board, for a
    smaller tile). `target`: the answer key it stands for."""
    tile = state.content.dock.get(name)
    if tile is None:
        return f'<span class="tile">{escape(name)}</span>'
    by_offset = {s.offset: s for s in tile.sections}
    spots = scored_places(state, tile, index) if index >= 0 else {}
    slots = []
    for offset in TILE_ORDER:
        if offset == 0:
            slots.append('<span class="slot port" title="the port">⚓</span>')
            continue
        s = by_offset.get(offset)
        if s is None:
            slots.append('<span class="slot"></span>')
            continue
        where = ""
        if offset in spots and places:
            f, loc = PLACES[spots[offset]]
            where = f'<small>{f + 1}.{loc}</small>'
        side = "left" if offset < 0 else "right"
        said = (f"{noun(KINDS[s.kind], 1)} {abs(offset)} "
                f"{noun('location', abs(offset))} to the {side}: {s.points} "
                f"{noun('point', s.points)}")
        slots.append(f'<span class="slot k{s.kind}" title="{escape(said)}">'
                     f'{KINDS[s.kind][0].upper()}{s.points}{where}</span>')
    resource = RESOURCES[tile.resource]
    owned = f" p{owner}" if owner >= 0 else ""
    keys = " ".join(f"loc-{PLACES[i][0] + 1}-{PLACES[i][1]}" for i in spots.values())
    cls = cls + ("" if places and spots else " small")
    attrs = [f'class="{" ".join(("tile" + owned + " " + cls).split())}"']
    if target:
        attrs.append(f'data-target="{escape(target)}"')
    if keys:
        attrs.append(f'data-scores="{keys}"')
    attrs += [f'title="{escape(hover_text(tile))}"', f'data-info="{escape(card_text(tile))}"',
              f'data-name="{escape(name)}"']
    return (f'<span {" ".join(attrs)}><span class="tile-head">{escape(name)} '
            f'<i class="res {resource}">{resource}</i></span>'
            f'<span class="slots">{"".join(slots)}</span></span>')


def dock_marks(state) -> dict:
    """{board index: [(owner, tile name, kind, points)]}: the places the docks on the
    board score, for a mark on each."""
    marks: dict = {}
    for name, owner, index in state.docks:
        tile = state.content.dock.get(name)
        if tile is None:
            continue
        for s in tile.sections:
            at = scored_places(state, tile, index)[s.offset]
            marks.setdefault(at, []).append((owner, name, s.kind, s.points))
    return marks
