"""Endeavor: Deep Sea's shipped content: complete, playable and marked as authored.
Rulebook pp. 2-5 (components and setup), p. 11 (dive tokens), p. 12 (journals), p. 16
(co-op); docs/deep-sea/authored.md lists every invention."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from seastead_rules.data import content_dir
from seastead_rules.deep_sea.components import Content
from seastead_rules.deep_sea.content import load_content, shipped_sources
from seastead_rules.deep_sea.effects import (
    COUNTS,
    Act,
    Advance,
    DiscardDisc,
    Discover,
    GainDisc,
    Research,
)
from seastead_rules.kernel.rules.effects import Score

FOLDER = content_dir() / "deep_sea"


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


def _specialists(content):
    return [s for s in content.specialists if not s.leader]


def test_the_shipped_content_compiles_once_per_process(content):
    assert isinstance(content, Content)
    assert load_content() is content


def test_tiers_one_to_four_hold_three_kinds_of_five_four_three_and_two_copies(content):
    # p. 5: tier 1 (5 of each), tier 2 (4), tier 3 (3), tier 4 (2).
    for tier, copies in ((1, 5), (2, 4), (3, 3), (4, 2)):
        kinds = [s for s in _specialists(content) if s.tier == tier]
        assert len(kinds) == 3, tier
        assert {s.count for s in kinds} == {copies}, tier


def test_tier_five_specialists_are_unique_and_fill_three_pockets_of_three(content):
    fives = [s for s in _specialists(content) if s.tier == 5]
    assert len(fives) == 9 and {s.count for s in fives} == {1}    # p. 5
    assert all(s.final for s in fives)                             # p. 15


def test_there_are_twenty_one_specialists_and_one_team_leader(content):
    assert len(_specialists(content)) == 21                        # p. 2
    [leader] = [s for s in content.specialists if s.leader]
    assert leader.name == "Team Leader" and leader.tier == 0       # p. 4
    assert set(leader.senior.actions) == {"travel", "sonar", "dive", "conserve", "journal"}


def test_only_tier_five_seniors_score_at_the_end(content):
    assert all(not s.final for s in content.specialists if s.tier != 5)


def test_the_examples_of_the_rulebook_are_in_the_tray(content):
    by_name = {s.name: s for s in content.specialists}
    assert by_name["Pilot"].senior.name == "Skipper"                       # p. 13
    assert by_name["Reef Diver"].junior.actions == ("dive",)               # p. 8
    ecologist = by_name["Ecologist"].junior
    assert ecologist.actions == ("travel", "conserve") and ecologist.choice  # p. 8
    researcher = by_name["Field Researcher"].junior
    assert researcher.actions == ("sonar", "journal") and not researcher.choice
    assert by_name["Navigator"].tier == 2
    assert by_name["Navigator"].recruit == (Advance("inspiration"),)        # p. 7
    [final] = by_name["Renowned Adventurer"].final
    assert isinstance(final, Score) and final.amount.per.size == 3          # p. 15
    assert final.amount.per.counter.thing == "zones"


def test_the_sea_star_launches_mission_one_with_four_tokens_and_a_disc(content):
    # p. 4: Mission 1 "The Call of the Ocean" launches at The Sea Star.
    mission = next(s for s in content.scenarios if s.name == "The Call of the Ocean")
    assert mission.launch == "The Sea Star"
    sea_star = next(z for z in content.zones if z.name == "The Sea Star")
    assert sea_star.depth == 1 and sea_star.dive == 4
    assert sea_star.arrival == (GainDisc(1),)


def test_every_depth_has_boards_enough(content):
    depths = Counter(z.depth for z in content.zones if not z.mission)
    assert all(depths[d] >= 6 for d in (1, 2, 3)) and all(depths[d] >= 4 for d in (4, 5))
    for scenario in content.scenarios:
        for depth in range(1, scenario.max_depth + 1):
            boards = [z for z in content.zones if z.depth == depth
                      and (not z.mission or z.name in scenario.missions)]
            assert len(boards) >= len(scenario.columns), (scenario.name, depth)


def test_every_sonar_track_discovers_somewhere(content):
    for zone in content.zones:
        for track in zone.tracks:
            assert any(isinstance(e, Discover) for space in track.spaces for e in space), \
                (zone.name, track.name)


def test_there_are_twenty_four_journals_and_eight_anchors(content):
    anchors = [j for j in content.journals if j.anchor]
    assert len(anchors) == 8 and len(content.journals) - len(anchors) == 24   # p. 3
    assert any(j.name == "Effective Communication of Ecosystemic Risk" and j.cost == 3
               for j in content.journals)                                    # p. 12


def test_journal_actions_include_the_three_the_rulebook_explains(content):
    actions = {a for j in content.journals for a in j.action}
    assert Act("dive", extra=True) in actions                       # p. 12
    assert Act("travel", technology=1) in actions
    assert Act("conserve", same_depth=True) in actions


def test_the_dive_tokens_hold_the_effects_the_rulebook_describes(content):
    effects = [t.effect for t in content.tokens]
    assert (Act("conserve", discount=1),) in effects                # p. 11
    assert (DiscardDisc(1), Research(5)) in effects                 # p. 11
    assert (Act("travel"),) in effects                              # p. 11, its example
    assert sum(t.count for t in content.tokens) == 40


def test_coop_has_six_bonus_goals_and_six_setbacks_with_volcanic_activity(content):
    assert len(content.bonus_goals) == 6 and all(g.bonus for g in content.bonus_goals)
    assert len(content.setbacks) == 6                               # p. 3
    assert "Volcanic Activity" in {s.name for s in content.setbacks}  # p. 17
    juniors = next(g for g in content.bonus_goals if g.counts == "juniors")
    assert juniors.coop[2] == 13                                    # p. 17's example


def test_goals_count_names_of_the_game_and_give_a_threshold_per_player_count(content):
    for goal in [g for s in content.scenarios for g in s.goals] + list(content.bonus_goals):
        assert goal.counts in COUNTS
        assert len(goal.coop) == 4
    assert all(len(s.coop_points) == 4 for s in content.scenarios)


def test_the_mat_has_four_tracks_with_an_impact_space_and_two_vessel_spaces(content):
    tracks = content.mat.tracks.tracks
    assert [t.name for t in tracks] == ["reputation", "inspiration", "coordination",
                                        "ingenuity"]
    assert all(t.impact is not None for t in tracks)                # p. 8
    assert [len(t.vessels) for t in tracks] == [0, 0, 0, 2]         # p. 8
    assert content.mat.research_cap == 12 and content.mat.vessels == 3


def test_every_content_file_but_the_declaration_is_marked_authored():
    for label, text in shipped_sources():
        head = text[:2000]
        assert "AUTHORED" in head, label


def test_every_component_comes_from_a_file_marked_authored(content):
    marked = {label for label, text in shipped_sources() if "AUTHORED" in text[:2000]}
    records = [*content.specialists, *content.zones, *content.journals, *content.tokens,
               *content.scenarios, *content.bonus_goals, *content.setbacks, content.mat]
    for record in records:
        assert record.src.rpartition(":")[0] in marked, record.src


def test_the_field_symbols_are_declared_and_marked_authored(content):
    text = (FOLDER / "game.sea").read_text(encoding="utf-8")
    assert "fields " in text and "AUTHORED" in text
    assert len(content.fields) >= 4
    used = {s.field for z in content.zones for s in z.sites if s.kind == "journal"}
    assert used <= {f for j in content.journals for f in j.fields}


def test_seastead_leaves_the_deep_sea_folder_out():
    from seastead_rules.model.content import source_files
    files = source_files(content_dir())
    assert files and not any("deep_sea" in Path(p).parts for p in files)
