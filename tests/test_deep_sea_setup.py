"""Setting up a game of Deep Sea (rulebook pp. 4-5, co-op p. 16), on the fixture content."""

from __future__ import annotations

import pytest
from deep_sea_fixture import CONTENT
from deep_sea_support import GAME, new

from seastead_rules.deep_sea.boards import grid
from seastead_rules.errors import ArgumentError


def test_each_player_starts_with_the_team_leader_senior_side_up_with_a_disc():
    # p. 4: the Team Leader with one disc on its activation circle; p. 2: it starts Senior
    state = new(3)
    for seat in state.seats:
        assert seat.tiles[0].name == "Team Leader" and seat.tiles[0].senior
        assert seat.gained >= 1


def test_the_starting_vessel_stands_at_the_launch_zone_with_its_arrival_bonus():
    # p. 4: "deploy your starting Vessel ... and gain its Arrival bonus" (The Sea Star: a disc)
    state = new(2)
    for seat in state.seats:
        assert seat.vessels == ("The Sea Star",)
    for seat in state.seats:            # phase 1 has not given discs yet
        assert seat.staging == 1 and seat.gained == 2   # the leader's + the arrival's


def test_the_scenario_zones_are_in_play_and_the_rest_in_stacks_by_depth():
    # p. 4: the scenario's boards as its diagram shows; the others shuffled by depth
    state = new(2)
    assert {(p.zone, p.column, p.depth) for p in state.ocean.zones} == \
        {("The Sea Star", 2, 1), ("Calm Seas", 1, 1)}
    depths = {z.name: z.depth for z in CONTENT.zones}
    for depth, stack in enumerate(state.stacks, 1):
        assert stack and all(depths[z] == depth for z in stack)


def test_mission_boards_the_scenario_leaves_out_are_discarded():
    # p. 4: discard every mission board the setup does not include
    stacked = {z for stack in new(2).stacks for z in stack}
    assert "Sunken Ruins" in stacked and "Lost Wreck" not in stacked


def test_every_dive_site_in_play_holds_its_number_of_tokens():
    # p. 4: a face-down stack of the indicated amount on every zone with a Dive site
    state = new(2)
    assert {z: len(tokens) for z, tokens in state.dives} == {"The Sea Star": 4,
                                                           "Calm Seas": 3}
    total = sum(k.count for k in CONTENT.tokens)
    assert len(state.token_supply) == total - 7


def test_four_anchor_journals_start_the_display_and_the_rest_form_the_deck():
    # p. 4: four random anchors face up, the rest to the box; the journal deck face down
    state = new(2)
    anchors = {j.name for j in CONTENT.journals if j.anchor}
    assert len(state.display) == 4 and set(state.display) <= anchors
    assert sorted(state.deck) == sorted(j.name for j in CONTENT.journals if not j.anchor)


def test_the_tray_holds_tiers_one_to_four_and_three_tier_five_pockets_of_three():
    # p. 5: tiers 1-4 by title (5, 4, 3, 2 copies in the box); tier 5 three random a pocket
    state = new(2)
    counts = dict(state.tray)
    assert counts["Pilot"] == 5 and counts["Expedition Chief"] == 2
    assert [len(p) for p in state.pockets] == [3, 3, 3]


def test_every_track_cube_starts_at_zero():
    # p. 4: the five track cubes on the 0 spaces
    state = new(4)
    assert all(all(at == 0 for at in row) for row in state.tracks.positions)
    assert state.research.values == (0, 0, 0, 0)


def test_the_wave_goes_to_a_random_player_who_recruits_first():
    # p. 4: a random start player; p. 6: the Wave holder goes first
    waves = {new(4, seed).wave for seed in range(12)}
    assert len(waves) > 1
    state = new(4, 5)
    assert state.decision.kind == "recruit" and state.decision.player == state.wave


def test_the_same_seed_and_options_give_the_same_game():
    assert new(3, 11) == new(3, 11)
    assert new(3, 11) != new(3, 12)


def test_coop_stacks_three_bonus_goals_over_three_setbacks_four_in_solo():
    # p. 16: three setbacks (four solo) under three bonus goals
    goals = {g.name for g in CONTENT.bonus_goals}
    for players, setbacks in ((3, 3), (1, 4)):
        stack = new(players, mode="coop").coop_stack
        # the first card was turned up at the start of round 1
        assert len(stack) == 2 + setbacks
        assert all(c in goals for c in stack[:2]) and not set(stack[2:]) & goals


def test_solo_is_coop_with_one_player_over_seven_rounds():
    # p. 16: solo plays seven rounds instead of six
    assert new(1, mode="coop").rounds == 7
    assert new(1).rounds == 6 and new(2, mode="coop").rounds == 6


@pytest.mark.parametrize("bad", [{"mode": "duel"}, {"scenario": "Mission 9"},
                                 {"difficulty": 9}, {"difficulty": "4"}, {"colour": 1}])
def test_a_bad_option_is_refused_naming_it(bad):
    with pytest.raises(ArgumentError, match=next(iter(bad))):
        GAME.setup(0, 2, **bad)


@pytest.mark.parametrize("players", [0, 5, "2", True])
def test_one_to_four_players(players):
    with pytest.raises(ArgumentError, match="players"):
        GAME.setup(0, players)


def test_the_starting_grid_is_the_scenarios():
    state = new(2)
    assert grid.zone_at(state.ocean, 2, 1) == "The Sea Star"
