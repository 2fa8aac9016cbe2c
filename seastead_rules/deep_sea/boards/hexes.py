"""The Impact board: a grid of hexes with rewards, entry arrows, an ∞ hex and a scoring
legend (rulebook pp. 14, 15).

Hexes are in axial coordinates (q, r); the six neighbours of (q, r) are (q±1, r),
(q, r±1), (q+1, r-1) and (q-1, r+1). Rewards and colours are opaque values the caller
interprets. Markers are unlimited (a player who runs out uses substitutes, p. 14).
"""

from __future__ import annotations

from typing import Any

from attrs import frozen

from seastead_rules.errors import ArgumentError, IllegalAction
from seastead_rules.inputs import check_int, check_type

__all__ = ["Hex", "ImpactSpec", "Impact", "new_impact", "neighbours", "hex_at",
           "can_place", "legal_hexes", "place", "markers_of", "markers_placed", "score",
           "describe"]

_AXIAL = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))


@frozen(cache_hash=True)
class Hex:
    """One hex: its (q, r) cell, the reward a marker placed there gains, its scoring
    colour (None: scores nothing), whether an entry arrow points at it and whether it is
    the ∞ hex that holds any number of markers (p. 14)."""
    cell: tuple[int, int]
    reward: Any = ()
    colour: Any = None
    entry: bool = False
    infinite: bool = False

    def __attrs_post_init__(self):
        check_type(self.cell, tuple, "cell", "a (q, r) pair")
        if len(self.cell) != 2:
            raise ArgumentError(f"cell must be a (q, r) pair, not {self.cell!r}")
        check_int(self.cell[0], "cell q", -64, 64)
        check_int(self.cell[1], "cell r", -64, 64)
        check_type(self.entry, bool, "entry", "True or False")
        check_type(self.infinite, bool, "infinite", "True or False")


@frozen(cache_hash=True)
class ImpactSpec:
    """A scenario's Impact board: its hexes and its scoring legend as (colour, points)
    pairs (pp. 14-15)."""
    hexes: tuple[Hex, ...]
    legend: tuple[tuple[Any, int], ...] = ()

    def __attrs_post_init__(self):
        check_type(self.hexes, tuple, "hexes", "a tuple of Hex")
        for i, h in enumerate(self.hexes):
            check_type(h, Hex, f"hexes[{i}]", "a Hex")
        cells = [h.cell for h in self.hexes]
        if len(set(cells)) != len(cells):
            raise ArgumentError("hexes must stand on distinct cells")
        colours = [pair[0] for pair in self.legend]
        if len(set(colours)) != len(colours):
            raise ArgumentError("the legend names a colour twice")
        for i, (_, points) in enumerate(self.legend):
            check_int(points, f"legend[{i}] points", -1000, 1000)


@frozen
class Impact:
    """An Impact board in play: for each hex of the spec (same order), the players whose
    markers are on it, in the order they came."""
    spec: ImpactSpec
    markers: tuple[tuple[int, ...], ...]


def new_impact(spec: ImpactSpec) -> Impact:
    """An empty Impact board."""
    check_type(spec, ImpactSpec, "spec", "an ImpactSpec")
    return Impact(spec, ((),) * len(spec.hexes))


def neighbours(cell: tuple) -> tuple:
    """The six cells around an axial (q, r) cell."""
    q, r = cell
    return tuple((q + dq, r + dr) for dq, dr in _AXIAL)


def _index(board: Impact, cell: tuple) -> int | None:
    for i, h in enumerate(board.spec.hexes):
        if h.cell == cell:
            return i
    return None


def hex_at(board: Impact, cell: tuple) -> Hex | None:
    """The hex at `cell`, or None off the board."""
    i = _index(board, cell)
    return None if i is None else board.spec.hexes[i]


def _occupied(board: Impact) -> set:
    return {h.cell for h, m in zip(board.spec.hexes, board.markers) if m}


def _legal(h: Hex, markers: tuple, occupied: set) -> bool:
    if markers and not h.infinite:
        return False
    return h.entry or any(n in occupied for n in neighbours(h.cell))


def can_place(board: Impact, cell: tuple) -> bool:
    """Whether a marker may go on `cell`: an empty hex (or the ∞ hex) that an entry arrow
    points at or that touches an occupied hex (p. 14)."""
    i = _index(board, cell)
    return i is not None and _legal(board.spec.hexes[i], board.markers[i], _occupied(board))


def legal_hexes(board: Impact) -> tuple:
    """Every cell a marker may go on now, in the spec's order; () when there is none
    (the Impact is then lost)."""
    occupied = _occupied(board)
    return tuple(h.cell for h, m in zip(board.spec.hexes, board.markers)
                 if _legal(h, m, occupied))


def place(board: Impact, cell: tuple, player: int) -> tuple:
    """(Impact, reward): the board with `player`'s marker on `cell` and the hex's reward
    to gain (p. 14); IllegalAction if the hex is not a legal placement."""
    check_int(player, "player", 0, 63)
    i = _index(board, cell)
    if i is None:
        raise IllegalAction(f"there is no Impact hex at {cell!r}")
    h = board.spec.hexes[i]
    if not _legal(h, board.markers[i], _occupied(board)):
        why = "is taken" if board.markers[i] else \
            "has no entry arrow and touches no occupied hex"
        raise IllegalAction(f"cannot place an Impact marker at {cell!r}: it {why}")
    markers = board.markers[:i] + (board.markers[i] + (player,),) + board.markers[i + 1:]
    return Impact(board.spec, markers), h.reward


def markers_of(board: Impact, player: int) -> int:
    """How many markers `player` has on the board."""
    return sum(m.count(player) for m in board.markers)


def markers_placed(board: Impact) -> int:
    """How many markers are on the board, all players together."""
    return sum(len(m) for m in board.markers)


def score(board: Impact, player: int) -> int:
    """`player`'s points from the board: each of their markers scores its hex colour's
    points in the legend, the ∞ hex's markers each too (pp. 14-15)."""
    points = dict(board.spec.legend)
    return sum(points.get(h.colour, 0) * m.count(player)
               for h, m in zip(board.spec.hexes, board.markers))


def describe(board: Impact) -> str:
    """The hexes as text, one a line: cell, colour, arrow, ∞, reward and markers."""
    lines = []
    for h, m in zip(board.spec.hexes, board.markers):
        flags = ("→" if h.entry else " ") + ("∞" if h.infinite else " ")
        lines.append(f"{h.cell!s:>9} {flags} {h.colour!s:<8} {h.reward!r} "
                     f"markers={list(m)}")
    return "\n".join(lines)
