"""The Impact board of Endeavor: Deep Sea (board model `hexes`), one rule a test, citing
the rulebook's pages."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from seastead_rules.deep_sea.boards import hexes
from seastead_rules.deep_sea.boards.hexes import Hex, ImpactSpec
from seastead_rules.errors import ArgumentError, IllegalAction

# A small board: a row of four hexes from (0, 0) to (3, 0), an entry arrow at each end,
# a second row below the first two, and the ∞ hex at (1, 1).
#        (0,0)→  (1,0)  (2,0)  ←(3,0)
#            (0,1)  (1,1)∞
SPEC = ImpactSpec((
    Hex((0, 0), ("reputation",), "blue", entry=True),
    Hex((1, 0), ("disc",), "blue"),
    Hex((2, 0), ("research", 2), None),
    Hex((3, 0), ("promote",), "green", entry=True),
    Hex((0, 1), ("ingenuity",), "green"),
    Hex((1, 1), ("impact-points",), "green", infinite=True),
), legend=(("blue", 1), ("green", 2)))


def board(*moves):
    """The board after markers placed in turn: (cell, player) pairs."""
    b = hexes.new_impact(SPEC)
    for cell, player in moves:
        b, _ = hexes.place(b, cell, player)
    return b


def test_a_marker_goes_on_a_hex_an_entry_arrow_points_at():
    # p. 14
    assert hexes.legal_hexes(board()) == ((0, 0), (3, 0))


def test_a_marker_goes_on_an_empty_hex_touching_any_occupied_hex():
    # p. 14: touching anyone's marker will do.
    b = board(((0, 0), 1))
    assert hexes.can_place(b, (1, 0)) and hexes.can_place(b, (0, 1))
    assert set(hexes.legal_hexes(b)) == {(1, 0), (0, 1), (3, 0)}


def test_a_hex_away_from_arrows_and_markers_takes_no_marker():
    with pytest.raises(IllegalAction, match="no entry arrow"):
        hexes.place(board(), (2, 0), 0)


def test_a_taken_hex_takes_no_second_marker():
    b = board(((0, 0), 1))
    assert not hexes.can_place(b, (0, 0))
    with pytest.raises(IllegalAction, match="taken"):
        hexes.place(b, (0, 0), 0)


def test_the_infinity_hex_holds_any_number_of_markers():
    # p. 14: it stays legal once reachable, and every marker gains its reward.
    b = board(((0, 0), 0), ((0, 1), 1), ((1, 1), 0), ((1, 1), 1))
    assert hexes.can_place(b, (1, 1))
    b, reward = hexes.place(b, (1, 1), 0)
    assert reward == ("impact-points",)
    assert b.markers[5] == (0, 1, 0)


def test_the_infinity_hex_needs_an_arrow_or_an_occupied_neighbour_like_any_hex():
    # p. 14: the ∞ hex may take a marker whenever the usual rules allow one there.
    assert not hexes.can_place(board(), (1, 1))
    assert not hexes.can_place(board(((0, 0), 0)), (1, 1))      # (0, 0) is not beside it
    assert hexes.can_place(board(((0, 0), 0), ((0, 1), 2)), (1, 1))


def test_placing_a_marker_gains_the_hexs_reward():
    b, reward = hexes.place(board(), (3, 0), 2)
    assert reward == ("promote",)
    assert hexes.markers_of(b, 2) == 1


def test_markers_score_their_hex_colour_by_the_legend():
    # p. 15's example: three markers in 1-point hexes, three in 2-point ones (two of them
    # in the ∞ area): 9 points.
    spec = ImpactSpec((Hex((0, 0), colour="one", entry=True), Hex((1, 0), colour="one"),
                       Hex((2, 0), colour="one"), Hex((3, 0), colour="two"),
                       Hex((4, 0), colour="two", infinite=True), Hex((5, 0))),
                      legend=(("one", 1), ("two", 2)))
    b = hexes.new_impact(spec)
    for cell in ((0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (4, 0), (5, 0)):
        b, _ = hexes.place(b, cell, 0)
    assert hexes.score(b, 0) == 9
    assert hexes.score(b, 1) == 0


def test_a_full_board_without_an_infinity_hex_has_no_legal_hex():
    spec = ImpactSpec((Hex((0, 0), entry=True), Hex((1, 0))))
    b = hexes.new_impact(spec)
    b, _ = hexes.place(b, (0, 0), 0)
    b, _ = hexes.place(b, (1, 0), 1)
    assert hexes.legal_hexes(b) == ()


def test_there_is_no_hex_off_the_board():
    assert hexes.hex_at(board(), (9, 9)) is None and not hexes.can_place(board(), (9, 9))
    with pytest.raises(IllegalAction, match="no Impact hex"):
        hexes.place(board(), (9, 9), 0)


def test_neighbours_are_the_six_axial_cells_around():
    assert set(hexes.neighbours((0, 0))) == {(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1),
                                             (-1, 1)}


def test_a_board_spec_is_checked_when_built():
    with pytest.raises(ArgumentError, match="distinct cells"):
        ImpactSpec((Hex((0, 0)), Hex((0, 0))))
    with pytest.raises(ArgumentError, match="colour twice"):
        ImpactSpec((Hex((0, 0)),), legend=(("a", 1), ("a", 2)))
    with pytest.raises(ArgumentError, match="cell"):
        Hex((0, 0, 0))


def test_describe_lists_every_hex():
    lines = hexes.describe(board(((0, 0), 1))).splitlines()
    assert len(lines) == 6 and "markers=[1]" in lines[0] and "∞" in lines[5]


# Properties.

@given(st.lists(st.tuples(st.integers(0, 5), st.integers(0, 3)), max_size=20))
def test_markers_are_conserved_and_every_group_of_them_reaches_an_arrow(moves):
    b, placed = hexes.new_impact(SPEC), 0
    for pick, player in moves:
        legal = hexes.legal_hexes(b)
        if not legal:
            break
        b, reward = hexes.place(b, legal[pick % len(legal)], player)
        assert reward == hexes.hex_at(b, legal[pick % len(legal)]).reward
        placed += 1
    assert hexes.markers_placed(b) == placed == sum(hexes.markers_of(b, p) for p in range(4))
    occupied = {h.cell for h, m in zip(SPEC.hexes, b.markers) if m}
    for h, m in zip(SPEC.hexes, b.markers):
        assert len(m) <= 1 or h.infinite
    # Flood from the occupied hexes with arrows: every occupied hex is reached.
    reached = {h.cell for h in SPEC.hexes if h.entry and h.cell in occupied}
    frontier = list(reached)
    while frontier:
        cell = frontier.pop()
        for n in hexes.neighbours(cell):
            if n in occupied and n not in reached:
                reached.add(n)
                frontier.append(n)
    assert reached == occupied
