"""Final scoring (rulebook p. 15), returns (R11) and co-op/solo (pp. 16-17, R10)."""

from __future__ import annotations

import attrs
from deep_sea_fixture import CONTENT
from deep_sea_support import (
    GAME,
    answer,
    at_track,
    new,
    running,
    seat,
    through_phase_one,
    with_zones,
)

from seastead_rules.deep_sea.boards import hexes, links
from seastead_rules.deep_sea.effects import Surface
from seastead_rules.deep_sea.ops import FinalScoring
from seastead_rules.deep_sea.scoring import goals_reached, leader_bonuses, sheet
from seastead_rules.deep_sea.state import Tile


def _over(state):
    """The state after final scoring."""
    return running(state, (FinalScoring(),), 0)


def test_each_track_scores_the_bracket_its_cube_has_reached():
    # p. 15: brackets (2: 1, 4: 3, 6: 6, 8: 10) across all four tracks
    state = at_track(at_track(new(), 0, "reputation", 5), 0, "ingenuity", 8)
    assert sheet(state, 0).tracks == 3 + 10


def test_impact_markers_score_by_the_legend_the_infinity_hex_each():
    # p. 15: blue 1, green 2, gold 3; every marker on the ∞ hex scores
    board = hexes.Impact(new().impact.spec, ((0,), (0,), (), (), (1,), (), (0, 0, 1)))
    assert sheet(attrs.evolve(new(), impact=board), 0).impact == 1 + 2 + 3 + 3


def test_published_journals_score_their_points():
    # p. 15 (Anchor 2: 1 point, Journal 5: 4 points)
    state = seat(new(), 0, journals=("Anchor 2", "Journal 5"))
    assert sheet(state, 0).journals == 1 + 4


def test_leftover_research_a_kept_token_and_staged_discs_score_one_per_three():
    # p. 15: remainders ignored; the kept token's Research counts
    state = seat(new(), 0, staging=2, tokens=("Drift",))
    state = attrs.evolve(state, research=attrs.evolve(state.research, values=(2, 0)))
    assert sheet(state, 0).leftovers == (2 + 3 + 2) // 3


def test_a_tier_five_senior_scores_on_its_own_terms_at_the_end():
    # p. 15: the fixture's Luminaries score 1 per zone with your disc or vessel
    state = seat(new(), 0, tiles=(Tile("Team Leader", True), Tile("Luminary 1", True)))
    state = _over(state)
    assert state.seats[0].points == 1 and state.over


def test_a_tier_five_junior_does_not_score():
    state = _over(seat(new(), 0, tiles=(Tile("Team Leader", True), Tile("Luminary 1"))))
    assert state.seats[0].points == 0


def test_a_lone_first_and_the_players_tied_second_earn_their_bonuses():
    # p. 15: one first, a tie for second: all tied earn the second-place bonus
    assert leader_bonuses((6, 5, 5, 1), 5, 3) == (5, 3, 3, 0)


def test_players_tied_for_first_all_earn_it_and_no_second_is_awarded():
    # p. 15
    assert leader_bonuses((3, 6, 6, 2), 5, 3) == (0, 5, 5, 0)


def test_a_player_who_does_not_satisfy_a_goal_earns_no_leader_bonus():
    # p. 15: zero of the thing counted: no "most" bonus
    assert leader_bonuses((0, 0, 0), 5, 3) == (0, 0, 0)
    assert leader_bonuses((2, 0, 0), 5, 3) == (5, 0, 0)


def test_goals_score_per_count_plus_leader_bonuses():
    # p. 15: the Sonar goal: 1 a disc, 5 first, 3 second
    sites = new().sites
    for player in (0, 0, 1):
        sites, _ = links.place(sites, "The Sea Star", "track", player, players=2)
    state = attrs.evolve(new(), sites=sites)
    assert sheet(state, 0).goals == 2 + 5 and sheet(state, 1).goals == 1 + 3


def test_the_top_scores_share_the_victory():
    # p. 15, R11: every player with the top score +1, the others -1
    state = attrs.evolve(_over(new(3)), scores=(10, 12, 12))
    assert GAME.returns(state) == (-1.0, 1.0, 1.0)
    assert GAME.returns(new(3)) == (0.0, 0.0, 0.0)


def test_coop_draws_a_bonus_goal_at_the_start_of_each_of_the_first_three_rounds():
    # p. 17: rounds 1-3 reveal bonus goals
    state = new(2, mode="coop")
    assert len(state.goals) == 1
    for round_ in (2, 3, 4):
        state = answer(through_phase_one(state), "pass", "pass")
        assert state.round == round_
    assert len(state.goals) == 3 and len(state.coop_stack) == 2


def test_a_setback_takes_effect_for_every_player_when_drawn():
    # p. 17: Volcanic Activity: every vessel two zones toward the surface
    state = seat(new(2, mode="coop"), 0, vessels=("Zone 2.6",))
    state = with_zones(state, ("Zone 2.6", 2, 2))
    state = running(state, (Surface(2),), 0)
    assert state.seats[0].vessels == ("The Sea Star",)


def test_coop_wins_when_the_goals_reached_meet_the_difficulty():
    # p. 17: the team's totals against each goal's threshold for the player count
    state = new(1, mode="coop", difficulty=1)
    sites = state.sites
    for _ in range(3):
        sites, _ = links.place(sites, "The Sea Star", "track", 0, players=1)
    state = attrs.evolve(state, sites=sites)        # the Sonar goal (3 for one player)
    assert goals_reached(state) >= 1
    state = _over(state)
    assert GAME.returns(state) == (1.0,)
    assert GAME.returns(attrs.evolve(state, difficulty=7)) == (-1.0,)


def test_coop_ignores_leader_bonuses():
    # p. 17
    sites = new(2, mode="coop").sites
    sites, _ = links.place(sites, "The Sea Star", "track", 0, players=2)
    state = attrs.evolve(new(2, mode="coop"), sites=sites)
    assert sheet(state, 0).goals == 1


def test_solo_ends_after_the_seventh_round():
    # p. 16
    state = new(1, mode="coop")
    for _ in range(7):
        assert not state.over
        state = answer(through_phase_one(state), "pass")
    assert state.over and state.round == 7


def test_the_fixture_has_enough_setbacks_for_solo():
    assert len(CONTENT.setbacks) >= 4
