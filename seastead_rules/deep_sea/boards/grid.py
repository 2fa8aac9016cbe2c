"""The ocean: zones on a grid of columns and depths, how it grows by Discover and how
vessels travel through it (rulebook pp. 4, 9, 10, 15, 16).

A cell is (column, depth); depth 1 is the surface row. A zone's row is its printed depth.
Zones are opaque, hashable ids (the caller's ocean boards); the grid knows only where
they stand. Every function is pure: it takes an `Ocean` and returns a new one or an
answer.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from attrs import frozen

from seastead_rules.errors import ArgumentError, IllegalAction
from seastead_rules.inputs import check_int, check_type

__all__ = ["MAX_DEPTH", "THROUGH_DEEPER", "OceanSpec", "Placed", "Ocean", "start", "zone_at",
           "cell_of", "depth_of", "is_legal_spot", "legal_spots", "open_depths", "is_full",
           "discover_depths", "draw_options", "place", "neighbours", "reachable_within",
           "reachable", "can_travel", "toward_surface", "count_zones", "describe"]

MAX_DEPTH = 5
"""The deepest row unless a scenario says otherwise (p. 4)."""

THROUGH_DEEPER = False
"""Whether a Travel path may pass through zones deeper than the depth the vessel may end
at. The rulebook is silent (p. 9); by default it may not."""

_STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))   # orthogonal moves (p. 9)


@frozen(cache_hash=True)
class OceanSpec:
    """The play area a scenario allows: the columns where depth-1 zones may be placed
    (each opens a column) and the deepest row (pp. 4, 10)."""
    columns: tuple[int, ...]
    max_depth: int = MAX_DEPTH

    def __attrs_post_init__(self):
        check_type(self.columns, tuple, "columns", "a tuple of column numbers")
        for i, column in enumerate(self.columns):
            check_type(column, int, f"columns[{i}]", "a whole number")
        if not self.columns or len(set(self.columns)) != len(self.columns):
            raise ArgumentError(f"columns must be distinct and at least one, not "
                                f"{self.columns!r}")
        check_int(self.max_depth, "max_depth", 1, MAX_DEPTH)


@frozen
class Placed:
    """One zone in play and its cell; its depth is its row."""
    zone: Any
    column: int
    depth: int

    @property
    def cell(self) -> tuple:
        """(column, depth)."""
        return (self.column, self.depth)


@frozen
class Ocean:
    """The zones in play, by depth then column, within a scenario's play area."""
    spec: OceanSpec
    zones: tuple[Placed, ...] = ()


def _cells(ocean: Ocean) -> dict:
    return {(p.column, p.depth): p.zone for p in ocean.zones}


def _sorted(spec: OceanSpec, placed) -> Ocean:
    return Ocean(spec, tuple(sorted(placed, key=lambda p: (p.depth, p.column))))


def start(spec: OceanSpec, zones=()) -> Ocean:
    """The ocean a scenario sets up: `zones` as (zone, column, depth) triples, arranged
    as its diagram shows (p. 4), each in an allowed column, on distinct cells."""
    check_type(spec, OceanSpec, "spec", "an OceanSpec")
    placed, seen_cells, seen_zones = [], set(), set()
    for i, item in enumerate(zones):
        check_type(item, tuple, f"zones[{i}]", "a (zone, column, depth) triple")
        if len(item) != 3:
            raise ArgumentError(f"zones[{i}] must be a (zone, column, depth) triple")
        zone, column, depth = item
        try:
            hash(zone)
        except TypeError:
            raise ArgumentError(f"zones[{i}]: a zone must be a hashable id, not "
                                f"{type(zone).__name__}") from None
        check_int(depth, f"zones[{i}] depth", 1, spec.max_depth)
        if column not in spec.columns:
            raise ArgumentError(f"zones[{i}] column {column!r} is outside the play area "
                                f"{spec.columns!r}")
        if (column, depth) in seen_cells or zone in seen_zones:
            raise ArgumentError(f"zones[{i}]: zone {zone!r} or cell ({column}, {depth}) "
                                "is placed twice")
        seen_cells.add((column, depth))
        seen_zones.add(zone)
        placed.append(Placed(zone, column, depth))
    return _sorted(spec, placed)


def zone_at(ocean: Ocean, column: int, depth: int):
    """The zone at (column, depth), or None where the cell is empty."""
    for p in ocean.zones:
        if p.column == column and p.depth == depth:
            return p.zone
    return None


def _placed(ocean: Ocean, zone) -> Placed:
    for p in ocean.zones:
        if p.zone == zone:
            return p
    raise ArgumentError(f"zone {zone!r} is not in play")


def cell_of(ocean: Ocean, zone) -> tuple:
    """The (column, depth) of a zone in play; ArgumentError if it is not in play."""
    return _placed(ocean, zone).cell


def depth_of(ocean: Ocean, zone) -> int:
    """A zone's depth (its row)."""
    return _placed(ocean, zone).depth


def _legal(ocean: Ocean, cells: dict, column: int, depth: int) -> bool:
    if (column, depth) in cells or not 1 <= depth <= ocean.spec.max_depth:
        return False
    if depth == 1:
        return column in ocean.spec.columns
    return (column, depth - 1) in cells


def is_legal_spot(ocean: Ocean, column: int, depth: int) -> bool:
    """Whether a zone of `depth` may be placed at (column, depth): an empty cell, at depth
    1 in one of the scenario's columns, deeper directly below a zone one row up (p. 10)."""
    return _legal(ocean, _cells(ocean), column, depth)


def legal_spots(ocean: Ocean, depth: int) -> tuple:
    """Every (column, depth) where a zone of `depth` may be placed, by column (p. 10)."""
    cells = _cells(ocean)
    columns = sorted(ocean.spec.columns)
    return tuple((c, depth) for c in columns if _legal(ocean, cells, c, depth))


def open_depths(ocean: Ocean) -> tuple:
    """The depths, shallowest first, that have at least one legal spot (p. 10)."""
    return tuple(d for d in range(1, ocean.spec.max_depth + 1) if legal_spots(ocean, d))


def is_full(ocean: Ocean) -> bool:
    """Whether no zone of any depth can be placed: the play area is full (p. 10)."""
    return not open_depths(ocean)


def discover_depths(ocean: Ocean, depths, stocked=None) -> tuple:
    """The depths a Discover may draw from (p. 10): those of `depths` (the symbol's
    range) with a legal spot and, if `stocked` is given, a board left in their stack;
    if none, the shallowest depth that has both; () when the area is full (or every
    placeable stack is empty): then gain the symbol's fallback reward instead."""
    usable = [d for d in open_depths(ocean) if stocked is None or d in stocked]
    asked = tuple(d for d in usable if d in depths)
    return asked or tuple(usable[:1])


def draw_options(depths, sizes, count: int = 2) -> tuple:
    """The ways to draw `count` boards from the stacks of `depths` (p. 10: "1-2" lets you
    draw two of depth 1, two of depth 2, or one of each), each as a sorted tuple of
    depths, never more from a stack than its size in `sizes` (aligned with `depths`);
    with fewer boards left than `count`, every remaining board is the one way."""
    check_int(count, "count", 0, 16)
    depths, sizes = tuple(depths), tuple(sizes)
    if len(depths) != len(sizes) or len(set(depths)) != len(depths):
        raise ArgumentError("draw_options takes distinct depths and a size for each")
    for i, size in enumerate(sizes):
        check_int(size, f"sizes[{i}]", 0, 1000)
    stock = sorted(zip(depths, sizes))
    if sum(size for _, size in stock) <= count:
        return (tuple(d for d, size in stock for _ in range(size)),)
    found = []

    def pick(i: int, chosen: tuple):
        if len(chosen) == count:
            found.append(chosen)
            return
        if i == len(stock):
            return
        depth, size = stock[i]
        for n in range(min(size, count - len(chosen)), -1, -1):
            pick(i + 1, chosen + (depth,) * n)

    pick(0, ())
    return tuple(sorted(found))


def place(ocean: Ocean, zone, column: int, depth: int) -> Ocean:
    """The ocean with `zone` (a board of `depth`) placed at (column, depth); IllegalAction
    if the spot is not legal (p. 10), ArgumentError if the zone is already in play."""
    if any(p.zone == zone for p in ocean.zones):
        raise ArgumentError(f"zone {zone!r} is already in play")
    if not is_legal_spot(ocean, column, depth):
        raise IllegalAction(f"cannot place a depth-{depth} zone at column {column}: "
                            "not an empty depth-1 cell of the play area nor directly "
                            "below a zone one row up")
    return _sorted(ocean.spec, ocean.zones + (Placed(zone, column, depth),))


def neighbours(ocean: Ocean, zone) -> tuple:
    """The zones orthogonally next to `zone`, by depth then column (p. 9)."""
    column, depth = cell_of(ocean, zone)
    cells = _cells(ocean)
    found = [(d, c) for c, d in ((column + dc, depth + dd) for dc, dd in _STEPS)
             if (c, d) in cells]
    return tuple(cells[(c, d)] for d, c in sorted(found))


def reachable_within(ocean: Ocean, start_zone, steps: int, max_depth: int, *,
                     through_deeper: bool = THROUGH_DEEPER) -> tuple:
    """The zones a vessel at `start_zone` may end at (p. 9): at most `steps` orthogonal
    moves from zone to zone (never through an empty cell), at depth <= `max_depth`,
    not the zone it left; passing through zones deeper than `max_depth` only if
    `through_deeper`. By depth then column."""
    check_int(steps, "steps", 0, 64)
    check_int(max_depth, "max_depth", 0, 64)
    cells = _cells(ocean)
    origin = cell_of(ocean, start_zone)
    seen = {origin: 0}
    queue = deque([origin])
    while queue:
        cell = queue.popleft()
        if seen[cell] == steps or (cell != origin and cell[1] > max_depth
                                   and not through_deeper):
            continue
        for dc, dd in _STEPS:
            nxt = (cell[0] + dc, cell[1] + dd)
            if nxt in cells and nxt not in seen:
                seen[nxt] = seen[cell] + 1
                queue.append(nxt)
    ends = sorted((d, c) for (c, d) in seen if (c, d) != origin and d <= max_depth)
    return tuple(cells[(c, d)] for d, c in ends)


def reachable(ocean: Ocean, start_zone, technology: int, bonus: int = 0, *,
              through_deeper: bool = THROUGH_DEEPER) -> tuple:
    """The zones a vessel at `start_zone` may travel to with a Technology level of
    `technology` treated as `bonus` higher: as far and as deep as that level (p. 9;
    a Journal's or a zone's "+1", pp. 12-13)."""
    check_int(bonus, "bonus", -64, 64)
    limit = max(0, technology + bonus)
    return reachable_within(ocean, start_zone, limit, limit, through_deeper=through_deeper)


def can_travel(ocean: Ocean, start_zone, destination, technology: int, bonus: int = 0, *,
               through_deeper: bool = THROUGH_DEEPER) -> bool:
    """Whether a vessel at `start_zone` may travel to `destination` (p. 9)."""
    return destination in reachable(ocean, start_zone, technology, bonus,
                                    through_deeper=through_deeper)


def toward_surface(ocean: Ocean, zone, steps: int):
    """The zone `steps` rows above `zone` in its column, or the shallowest one there if
    fewer (moving vessels toward the surface "as far as they can go", p. 16)."""
    check_int(steps, "steps", 0, 64)
    column, depth = cell_of(ocean, zone)
    cells = _cells(ocean)
    for _ in range(steps):
        if (column, depth - 1) not in cells:
            break
        depth -= 1
    return cells[(column, depth)]


def count_zones(ocean: Ocean, *holdings) -> int:
    """How many distinct zones in play appear in any of `holdings` (e.g. the zones of a
    player's vessels and of their discs: the Renowned Adventurer's count, p. 15)."""
    present = {p.zone for p in ocean.zones}
    return len({z for held in holdings for z in held if z in present})


def describe(ocean: Ocean) -> str:
    """The grid as text for debugging: a row per depth, '.' an empty cell of the area."""
    cells = _cells(ocean)
    columns = sorted(ocean.spec.columns)
    width = max([5] + [len(str(z)) for z in cells.values()])
    lines = ["depth " + " ".join(f"{c:>{width}}" for c in columns)]
    for depth in range(1, ocean.spec.max_depth + 1):
        row = [str(cells.get((c, depth), "."))[:width] for c in columns]
        lines.append(f"{depth:>5} " + " ".join(f"{x:>{width}}" for x in row))
    return "\n".join(lines)
