"""Sonar and Discover (rulebook p. 10; ruling R5), and how a new zone enters play."""

from __future__ import annotations

import attrs
from deep_sea_support import answer, new, options, running, through_phase_one, with_zones

from seastead_rules.deep_sea.boards import grid, links
from seastead_rules.deep_sea.effects import Act, Discover

BASE = through_phase_one(new(2, seed=0))


def test_sonar_fills_the_leftmost_empty_space_and_gives_its_reward():
    # p. 10: the Sea Star's track: 1 Research on its first space
    state = running(BASE, (Act("sonar"),), 0)
    assert links.occupant(state.sites, links.Spot("The Sea Star", "track", 0)) == 0
    assert state.research.values[0] == 1 and state.seats[0].staging == 3


def test_a_later_sonar_takes_the_next_space():
    # p. 10: a space already taken by another player pushes you to a later one
    state = running(BASE, (Act("sonar"),), 1)
    state = running(state, (Act("sonar"),), 0)
    assert links.occupant(state.sites, links.Spot("The Sea Star", "track", 1)) == 0
    assert state.decision.kind == "draw"          # its space: Discover 1-2


def test_a_zone_with_two_tracks_lets_the_player_choose():
    # p. 10: Calm Seas has two Sonar tracks
    state = running(attrs.evolve(BASE, seats=tuple(attrs.evolve(s, vessels=("Calm Seas",))
                                                  for s in BASE.seats)), (Act("sonar"),), 0)
    assert options(state) == ("sonar at Calm Seas: track space 1",
                              "sonar at Calm Seas: side space 1")


def test_discover_offers_every_way_to_draw_two_boards_from_its_depths():
    # p. 10: "1-2": two of depth 1, two of depth 2, or one of each
    state = running(BASE, (Discover(1, 2),), 0, "The Sea Star")
    assert options(state) == ("draw from depth 1 and depth 1",
                              "draw from depth 1 and depth 2",
                              "draw from depth 2 and depth 2")


def test_the_board_not_kept_goes_to_the_bottom_of_its_stack_seen_by_the_player():
    # p. 10: look at both, keep one, return the other to the bottom of its stack
    one, two = BASE.stacks[0][0], BASE.stacks[1][0]
    state = running(BASE, (Discover(1, 2),), 0, "The Sea Star")
    state = answer(state, "draw from depth 1 and depth 2")
    assert options(state) == (f"keep {one} (depth 1)", f"keep {two} (depth 2)")
    state = answer(state, f"keep {two}")
    assert state.stacks[0][-1] == one and state.seen == ((one, 0),)


def test_the_kept_board_goes_to_a_legal_spot_of_its_depth():
    # p. 10: depth 2 only below a depth-1 zone: below Calm Seas (1) or the Sea Star (2)
    two = BASE.stacks[1][0]
    state = running(BASE, (Discover(2, 2),), 0, "The Sea Star")
    state = answer(state, f"keep {two}")      # one way to draw: taken at once
    assert options(state) == (f"place {two} in column 1", f"place {two} in column 2")
    state = answer(state, f"place {two} in column 2")
    assert grid.zone_at(state.ocean, 2, 2) == two


def test_a_new_zone_gets_its_dive_tokens_and_gives_its_discovery_bonus():
    # p. 10: dive tokens on its site (p. 11), then the Discovery bonus (1 Research)
    state = running(BASE, (Discover(1, 1),), 0, "The Sea Star")
    kept = [z for z in BASE.stacks[0][:2]]
    state = answer(state, f"keep {kept[1]}", "place")
    placed = {p.zone for p in state.ocean.zones}
    assert kept[1] in placed and state.research.values[0] == 1
    dive = {z.name: z.dive for z in state.content.zones}[kept[1]]
    assert len(dict(state.dives).get(kept[1], ())) == dive


def test_with_no_legal_spot_at_its_depths_discover_draws_from_the_shallowest_placeable():
    # p. 10: "3" with no depth-2 zone: depth 1 is the shallowest with a legal spot
    state = running(BASE, (Discover(3, 3),), 0, "The Sea Star")
    assert options(state) == ("keep " + BASE.stacks[0][0] + " (depth 1)",
                              "keep " + BASE.stacks[0][1] + " (depth 1)")


def test_a_full_play_area_gives_one_impact_instead():
    # p. 10, R5
    spec = grid.OceanSpec((1, 2), max_depth=1)
    full = grid.start(spec, (("Calm Seas", 1, 1), ("The Sea Star", 2, 1)))
    state = running(attrs.evolve(BASE, ocean=full), (Discover(1, 2),), 0, "The Sea Star")
    assert state.decision.kind == "impact" and state.stacks == BASE.stacks


def test_a_mission_board_the_scenario_leaves_out_is_discarded_and_another_drawn():
    # p. 10: a drawn board with the mission symbol not in the setup is replaced
    state = with_zones(BASE, ("Zone 2.6", 2, 2))
    stacks = state.stacks[:2] + (("Lost Wreck",) + state.stacks[2],) + state.stacks[3:]
    state = running(attrs.evolve(state, stacks=stacks), (Discover(3, 3),), 0, "The Sea Star")
    assert not any("Lost Wreck" in o for o in options(state))
    assert len(options(state)) == 2


def test_a_board_too_deep_to_travel_to_may_still_be_discovered():
    # p. 10: draw and place boards deeper than your Technology level allows you to go
    state = with_zones(BASE, ("Zone 2.6", 2, 2))
    state = running(state, (Discover(3, 3),), 0, "The Sea Star")
    assert all("(depth 3)" in o for o in options(state))
