"""Endeavor: Deep Sea's shipped content beyond its counts (test_deep_sea_content.py):
the journals, dive tokens, co-op cards, goals and mat the rulebook describes are there,
and every component comes from a file marked AUTHORED (docs/deep-sea/authored.md).
Rulebook pp. 2-5, 8, 11-12, 15-17."""

from __future__ import annotations

from collections import Counter

import pytest

from seastead_rules.deep_sea.components import Content
from seastead_rules.deep_sea.content import load_content, shipped_folder
from seastead_rules.deep_sea.effects import COUNTS, Act, DiscardDisc, Research


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


def _tray(content):
    return [s for s in content.specialists if not s.leader]


def test_tier_five_specialists_are_unique_and_fill_three_pockets_of_three(content):
    fives = [s for s in _tray(content) if s.tier == 5]
    assert len(fives) == 9 and {s.count for s in fives} == {1}      # p. 5
    assert all(s.final for s in fives)                               # p. 15
    assert all(not s.final for s in content.specialists if s.tier != 5)


def test_there_are_thirty_seven_boards_and_every_depth_is_stocked(content):
    assert len(content.zones) == 37                                  # p. 2
    depths = Counter(z.depth for z in content.zones)
    assert all(depths[d] >= 6 for d in (1, 2, 3)) and all(depths[d] >= 4 for d in (4, 5))


def test_there_are_twenty_four_journals_and_eight_anchors(content):
    anchors = [j for j in content.journals if j.anchor]
    assert len(anchors) == 8 and len(content.journals) - len(anchors) == 24   # p. 3
    assert any(j.name == "Effective Communication of Ecosystemic Risk" and j.cost == 3
               for j in content.journals)                                    # p. 12


def test_journal_actions_include_the_three_the_rulebook_explains(content):
    actions = {a for j in content.journals for a in j.action}
    assert Act("dive", extra=True) in actions                        # p. 12
    assert Act("travel", technology=1) in actions
    assert Act("conserve", same_depth=True) in actions


def test_the_dive_tokens_hold_the_effects_the_rulebook_describes(content):
    effects = [t.effect for t in content.tokens]
    assert (Act("conserve", discount=1),) in effects                 # p. 11
    assert (DiscardDisc(1), Research(5)) in effects                  # p. 11
    assert (Act("travel"),) in effects                               # p. 11, its example


def test_coop_has_six_bonus_goals_and_six_setbacks_with_volcanic_activity(content):
    assert len(content.bonus_goals) == 6 and all(g.bonus for g in content.bonus_goals)
    assert len(content.setbacks) == 6                                # p. 3
    assert "Volcanic Activity" in {s.name for s in content.setbacks}   # p. 17


def test_goals_count_names_of_the_game_and_give_a_threshold_per_player_count(content):
    for goal in [g for s in content.scenarios for g in s.goals] + list(content.bonus_goals):
        assert goal.counts in COUNTS
        assert len(goal.coop) == 4
    assert all(len(s.coop_points) == 4 for s in content.scenarios)
    mission = next(s for s in content.scenarios if s.name == "The Call of the Ocean")
    assert mission.coop_points[2] == 45                              # p. 17's example


def test_the_mat_has_four_tracks_with_an_impact_space_and_two_vessel_spaces(content):
    tracks = content.mat.tracks.tracks
    assert [t.name for t in tracks] == ["reputation", "inspiration", "coordination",
                                        "ingenuity"]
    assert all(t.impact is not None for t in tracks)                 # p. 8
    assert [len(t.vessels) for t in tracks] == [0, 0, 0, 2]          # p. 8
    assert content.mat.research_cap == 12 and content.mat.vessels == 3


def test_every_component_comes_from_a_file_marked_authored(content):
    marked = {p.name for p in shipped_folder().glob("*.sea")
              if "AUTHORED CONTENT" in p.read_text(encoding="utf-8")[:3000]}
    records = [*content.specialists, *content.zones, *content.journals, *content.tokens,
               *content.scenarios, *content.bonus_goals, *content.setbacks, content.mat]
    for record in records:
        assert record.src.rpartition(":")[0].rpartition("/")[2] in marked, record.src
