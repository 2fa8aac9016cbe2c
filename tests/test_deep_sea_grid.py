"""The ocean of Endeavor: Deep Sea (board model `grid`): placing zones by Discover and
travelling between them, one rule a test, citing the rulebook's pages."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from seastead_rules.deep_sea.boards import grid
from seastead_rules.deep_sea.boards.grid import OceanSpec
from seastead_rules.errors import ArgumentError, IllegalAction


def ocean(*zones, columns=(0, 1, 2, 3, 4), max_depth=5):
    """An ocean of (zone, column, depth) triples in a play area of `columns`."""
    return grid.start(OceanSpec(tuple(columns), max_depth), zones)


# A play area like p. 9's example: a vessel in the Kelp Forest (column 1, depth 1).
#   depth 1:  sea star  kelp   calm    atoll   open sea
#   depth 2:  ledge     vents  ruins   .       coldwater
#   depth 3:  .         shelf  trench
#   depth 4:  .         brine
EXAMPLE = ocean(("sea star", 0, 1), ("kelp", 1, 1), ("calm", 2, 1), ("atoll", 3, 1),
                ("open sea", 4, 1), ("ledge", 0, 2), ("vents", 1, 2), ("ruins", 2, 2),
                ("coldwater", 4, 2), ("shelf", 1, 3), ("trench", 2, 3), ("brine", 1, 4))


# Placing zones (p. 10).

def test_a_depth_one_zone_goes_only_in_a_column_the_scenario_allows():
    sea = ocean(("star", 1, 1), columns=(1, 2, 3))
    assert grid.legal_spots(sea, 1) == ((2, 1), (3, 1))
    assert not grid.is_legal_spot(sea, 0, 1)
    with pytest.raises(IllegalAction, match="column 0"):
        grid.place(sea, "atoll", 0, 1)


def test_a_depth_one_zone_need_not_touch_another_zone():
    sea = ocean(("star", 0, 1), columns=(0, 1, 2, 3))
    assert grid.is_legal_spot(sea, 3, 1)


def test_a_depth_two_zone_needs_a_depth_one_zone_above_it():
    sea = ocean(("star", 1, 1), columns=(0, 1, 2))
    assert grid.legal_spots(sea, 2) == ((1, 2),)
    with pytest.raises(IllegalAction):
        grid.place(sea, "ruins", 0, 2)
    assert grid.zone_at(grid.place(sea, "ruins", 1, 2), 1, 2) == "ruins"


def test_a_depth_four_zone_needs_a_depth_three_zone_with_an_empty_space_below():
    assert grid.legal_spots(EXAMPLE, 4) == ((2, 4),)
    assert grid.legal_spots(EXAMPLE, 5) == ((1, 5),)


def test_a_zone_is_never_placed_on_a_taken_cell():
    with pytest.raises(IllegalAction):
        grid.place(EXAMPLE, "new", 1, 2)
    assert (1, 2) not in grid.legal_spots(EXAMPLE, 2)


def test_no_zone_goes_below_the_scenarios_maximum_depth():
    sea = ocean(("star", 0, 1), ("ledge", 0, 2), columns=(0,), max_depth=2)
    assert grid.legal_spots(sea, 3) == ()
    assert grid.is_full(sea)


def test_a_zone_is_in_play_once():
    with pytest.raises(ArgumentError, match="already in play"):
        grid.place(EXAMPLE, "kelp", 4, 1)


def test_the_depths_with_a_legal_spot_are_listed_shallowest_first():
    assert grid.open_depths(EXAMPLE) == (2, 3, 4, 5)
    sea = ocean(("a", 0, 1), ("b", 1, 1), columns=(0, 1))
    assert grid.open_depths(sea) == (2,)


def test_discover_draws_from_the_symbols_depths_that_have_a_spot():
    sea = ocean(("a", 0, 1), ("b", 1, 1), ("c", 0, 2), columns=(0, 1, 2))
    assert grid.discover_depths(sea, (1, 2)) == (1, 2)
    full_one = ocean(("a", 0, 1), ("b", 1, 1), columns=(0, 1))
    assert grid.discover_depths(full_one, (1, 2)) == (2,)


def test_a_discover_that_cannot_be_resolved_draws_from_the_shallowest_depth_with_a_spot():
    # p. 10: "1-2" with both depths full draws from the shallowest placeable depth.
    sea = ocean(("a", 0, 1), ("b", 1, 1), ("c", 0, 2), ("d", 1, 2), columns=(0, 1))
    assert grid.discover_depths(sea, (1, 2)) == (3,)


def test_a_discover_in_a_full_area_draws_nothing():
    sea = ocean(("a", 0, 1), ("b", 0, 2), columns=(0,), max_depth=2)
    assert grid.discover_depths(sea, (1, 2)) == ()


def test_an_empty_stack_counts_as_no_spot_when_discovering():
    sea = ocean(("a", 0, 1), columns=(0, 1))
    assert grid.discover_depths(sea, (1, 2), stocked=(2, 3)) == (2,)
    assert grid.discover_depths(sea, (1,), stocked=(2, 3)) == (2,)
    assert grid.discover_depths(sea, (1, 2), stocked=(4,)) == ()


def test_a_range_of_two_depths_draws_two_of_one_or_one_of_each():
    assert grid.draw_options((1, 2), (5, 5)) == ((1, 1), (1, 2), (2, 2))
    assert grid.draw_options((2, 3, 4), (0, 1, 9)) == ((3, 4), (4, 4))


def test_a_stack_with_fewer_boards_than_the_draw_gives_what_it_has():
    assert grid.draw_options((3,), (1,)) == ((3,),)


def test_a_draw_names_each_depth_once_with_its_stacks_size():
    with pytest.raises(ArgumentError, match="a size for each"):
        grid.draw_options((1, 2), (3,))
    with pytest.raises(ArgumentError, match="sizes"):
        grid.draw_options((1,), (-1,))


# Travel (p. 9).

def test_a_vessel_goes_as_far_and_as_deep_as_its_technology():
    # p. 9's example: technology 3 from the Kelp Forest.
    reached = grid.reachable(EXAMPLE, "kelp", 3)
    assert "trench" in reached and "shelf" in reached
    assert "coldwater" not in reached             # four zones away: too far
    assert "brine" not in reached                 # depth 4: too deep
    assert "kelp" not in reached                  # travel goes to a different zone


def test_a_vessel_moves_at_most_its_technology_in_zones():
    assert grid.reachable(EXAMPLE, "sea star", 1) == ("kelp",)   # the ledge is too deep
    assert "atoll" not in grid.reachable(EXAMPLE, "sea star", 2)
    assert "atoll" in grid.reachable(EXAMPLE, "sea star", 3)


def test_a_vessel_moves_orthogonally_never_diagonally():
    assert "vents" not in grid.reachable(EXAMPLE, "sea star", 1)


def test_a_vessel_never_travels_through_an_empty_cell():
    sea = ocean(("a", 0, 1), ("c", 2, 1), columns=(0, 1, 2))
    assert grid.reachable(sea, "a", 5) == ()


def test_a_path_may_not_pass_through_a_zone_deeper_than_the_technology_by_default():
    # The rulebook is silent (p. 9); THROUGH_DEEPER rules it and a game may choose.
    # In a grown ocean it matters only to a vessel two or more rows below its reach.
    sea = ocean(("a1", 0, 1), ("a2", 0, 2), ("a3", 0, 3), ("a4", 0, 4), ("a5", 0, 5),
                ("b1", 1, 1), columns=(0, 1))
    assert grid.THROUGH_DEEPER is False
    assert grid.reachable(sea, "a5", 3) == ()      # a4 (depth 4) may not be passed
    assert grid.reachable(sea, "a5", 3, through_deeper=True) == ("a2", "a3")


def test_a_vessel_deeper_than_its_technology_may_still_leave():
    sea = ocean(("a", 0, 1), ("a2", 0, 2), ("a3", 0, 3), columns=(0,))
    assert grid.reachable(sea, "a3", 2) == ("a", "a2")


def test_treating_technology_as_one_higher_goes_one_further_and_one_deeper():
    # A Journal's Travel and a zone's special rule (pp. 12-13).
    assert "brine" not in grid.reachable(EXAMPLE, "kelp", 3)
    assert "brine" in grid.reachable(EXAMPLE, "kelp", 3, bonus=1)
    assert grid.can_travel(EXAMPLE, "sea star", "atoll", 2, 1)


def test_distance_and_depth_limits_can_differ():
    assert grid.reachable_within(EXAMPLE, "kelp", 1, 5) == ("sea star", "calm", "vents")
    assert grid.reachable_within(EXAMPLE, "kelp", 5, 1) == ("sea star", "calm", "atoll",
                                                               "open sea")


def test_a_technology_of_zero_goes_nowhere():
    assert grid.reachable(EXAMPLE, "kelp", 0) == ()


def test_neighbours_are_the_orthogonal_zones():
    assert grid.neighbours(EXAMPLE, "vents") == ("kelp", "ledge", "ruins", "shelf")


def test_vessels_moved_toward_the_surface_stop_at_the_top():
    # The Volcanic Activity setback moves vessels two zones up (p. 16).
    assert grid.toward_surface(EXAMPLE, "brine", 2) == "vents"
    assert grid.toward_surface(EXAMPLE, "vents", 2) == "kelp"
    assert grid.toward_surface(EXAMPLE, "kelp", 2) == "kelp"


def test_zones_with_a_disc_or_vessel_are_counted_once():
    # The Renowned Adventurer's count (p. 15).
    assert grid.count_zones(EXAMPLE, ("kelp", "vents"), ("kelp", "atoll", "gone")) == 3


def test_a_scenario_places_its_zones_inside_its_play_area():
    with pytest.raises(ArgumentError, match="outside the play area"):
        ocean(("a", 7, 1), columns=(0, 1))
    with pytest.raises(ArgumentError, match="twice"):
        ocean(("a", 0, 1), ("b", 0, 1))
    with pytest.raises(ArgumentError, match="max_depth"):
        OceanSpec((0,), 6)
    with pytest.raises(ArgumentError, match="distinct"):
        OceanSpec((0, 0))
    with pytest.raises(ArgumentError, match="hashable"):
        ocean((["a"], 0, 1))


def test_describe_draws_the_rows():
    lines = grid.describe(EXAMPLE).splitlines()
    assert len(lines) == 6                        # a header and depths 1 to 5
    assert "kelp" in lines[1] and "brine" in lines[4] and "brine" not in lines[3]
    assert lines[5].split() == ["5", ".", ".", ".", ".", "."]


# Properties.

@st.composite
def grown_oceans(draw):
    """An ocean grown from an empty play area by legal placements only."""
    columns = tuple(sorted(draw(st.sets(st.integers(-3, 4), min_size=1, max_size=5))))
    sea = grid.start(OceanSpec(columns, draw(st.integers(1, 5))))
    for n in range(draw(st.integers(0, 20))):
        depths = grid.open_depths(sea)
        if not depths:
            break
        depth = draw(st.sampled_from(depths))
        column, _ = draw(st.sampled_from(grid.legal_spots(sea, depth)))
        sea = grid.place(sea, f"z{n}", column, depth)
    return sea


@given(grown_oceans())
def test_placements_never_overlap_and_every_deep_zone_hangs_below_another(sea):
    cells = [p.cell for p in sea.zones]
    assert len(cells) == len(set(cells))
    for p in sea.zones:
        assert p.column in sea.spec.columns and 1 <= p.depth <= sea.spec.max_depth
        assert p.depth == 1 or (p.column, p.depth - 1) in cells


@given(grown_oceans(), st.integers(1, 5), st.integers(-3, 4))
def test_a_spot_is_legal_exactly_when_placing_there_succeeds(sea, depth, column):
    legal = grid.is_legal_spot(sea, column, depth)
    assert legal == ((column, depth) in grid.legal_spots(sea, depth))
    if legal:
        assert grid.zone_at(grid.place(sea, "new", column, depth), column, depth) == "new"
    else:
        with pytest.raises(IllegalAction):
            grid.place(sea, "new", column, depth)


@given(grown_oceans(), st.sets(st.integers(1, 5), min_size=1))
def test_discover_draws_from_asked_depths_or_else_the_shallowest_open_one(sea, asked):
    found = grid.discover_depths(sea, tuple(asked))
    open_ = grid.open_depths(sea)
    assert set(found) <= set(open_)
    if set(asked) & set(open_):
        assert set(found) == set(asked) & set(open_)
    else:
        assert found == open_[:1]
    assert (found == ()) == grid.is_full(sea)


@given(grown_oceans(), st.integers(0, 5), st.integers(-1, 2), st.booleans(), st.data())
def test_reachable_zones_are_within_technology_depth_and_distance(sea, tech, bonus,
                                                                  through, data):
    if not sea.zones:
        return
    origin = data.draw(st.sampled_from(sea.zones))
    limit = max(0, tech + bonus)
    reached = grid.reachable(sea, origin.zone, tech, bonus, through_deeper=through)
    for zone in reached:
        column, depth = grid.cell_of(sea, zone)
        assert zone != origin.zone and depth <= limit
        assert abs(column - origin.column) + abs(depth - origin.depth) <= limit
    # More technology never reaches less; a looser path rule never reaches less.
    wider = grid.reachable(sea, origin.zone, tech, bonus + 1, through_deeper=through)
    assert set(reached) <= set(wider)
    assert set(grid.reachable(sea, origin.zone, tech, bonus)) <= set(
        grid.reachable(sea, origin.zone, tech, bonus, through_deeper=True))


@given(grown_oceans(), st.integers(0, 5), st.data())
def test_passing_deeper_zones_matters_only_to_a_vessel_two_rows_below_its_reach(sea, tech,
                                                                              data):
    # Columns grow down from depth 1 (p. 10), so a shallower way is never longer.
    if not sea.zones:
        return
    origin = data.draw(st.sampled_from(sea.zones))
    strict = grid.reachable(sea, origin.zone, tech)
    loose = grid.reachable(sea, origin.zone, tech, through_deeper=True)
    assert origin.depth >= tech + 2 or strict == loose


@given(grown_oceans(), st.integers(1, 5), st.data())
def test_travel_within_the_technology_depth_goes_both_ways(sea, tech, data):
    if not sea.zones:
        return
    a = data.draw(st.sampled_from(sea.zones))
    for b in grid.reachable(sea, a.zone, tech):
        if a.depth <= tech:
            assert a.zone in grid.reachable(sea, b, tech)
