"""The attribute and Research tracks of Endeavor: Deep Sea (board model `tracks`), one rule
a test, citing the rulebook's pages."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from seastead_rules.deep_sea.boards import tracks
from seastead_rules.deep_sea.boards.tracks import IMPACT, VESSEL, TrackSpec, TracksSpec
from seastead_rules.errors import ArgumentError, IllegalAction

# Positions 0..10; the lower row's levels; Impact at 9; Gain Vessel at 3 and 7 on Ingenuity.
LEVELS = (1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5)
SPEC = TracksSpec((
    TrackSpec("reputation", LEVELS, impact=9),
    TrackSpec("inspiration", LEVELS, impact=9),
    TrackSpec("coordination", LEVELS, impact=9),
    TrackSpec("ingenuity", LEVELS, impact=9, vessels=(3, 7)),
), brackets=((2, 1), (4, 4), (6, 7), (8, 10)))


def mat(players=3, **moves):
    """Player 0's cubes advanced by the given steps: mat(reputation=4)."""
    t = tracks.new_tracks(SPEC, players)
    for name, steps in moves.items():
        t, _ = tracks.advance(t, 0, name, steps)
    return t


def test_every_cube_starts_on_zero():
    # p. 4
    t = mat()
    assert all(tracks.position(t, p, name) == 0 for p in range(3)
               for name in ("reputation", "ingenuity"))


def test_advancing_moves_a_cube_one_space_a_step():
    t, done = tracks.advance(mat(), 1, "inspiration", 2)
    assert (done.start, done.position, done.gains) == (0, 2, ())
    assert tracks.position(t, 1, "inspiration") == 2
    assert tracks.position(t, 0, "inspiration") == 0


def test_the_lower_row_gives_the_level():
    # p. 7: the Recruitment level is the highest tier one may recruit; p. 9 Technology.
    t = mat(reputation=2, ingenuity=5)
    assert tracks.level(t, 0, "reputation") == 2
    assert tracks.level(t, 0, "ingenuity") == 3
    assert tracks.level(t, 1, "ingenuity") == 1


def test_reaching_the_impact_space_gains_one_impact():
    # p. 8
    _, done = tracks.advance(mat(reputation=7), 0, "reputation", 2)
    assert done.position == 9 and done.gains == (IMPACT,)


def test_advancing_beyond_the_end_returns_to_the_impact_space_and_gains_it_again():
    # p. 8: from 10, one step beyond the end sends the cube back to 9 with an Impact.
    t = mat(reputation=10)
    t, done = tracks.advance(t, 0, "reputation", 1)
    assert done.position == 9 and done.gains == (IMPACT,)
    t, done = tracks.advance(t, 0, "reputation", 3)        # 10, back to 9, 10
    assert done.position == 10 and done.count(IMPACT) == 1


def test_a_long_advance_loops_as_often_as_it_overflows():
    _, done = tracks.advance(mat(), 0, "reputation", 13)   # ..9, 10, 9, 10, 9
    assert done.position == 9 and done.count(IMPACT) == 3


def test_a_track_without_an_impact_space_keeps_its_cube_at_the_end():
    spec = TracksSpec((TrackSpec("short", (0, 1, 2)),))
    t, done = tracks.advance(tracks.new_tracks(spec, 1), 0, "short", 5)
    assert done.position == 2 and done.gains == ()


def test_a_gain_vessel_space_pays_the_first_time_only():
    # p. 8: "the first time your marker reaches each of the two spots".
    t, done = tracks.advance(mat(), 0, "ingenuity", 3)
    assert done.gains == (VESSEL,)
    t, done = tracks.advance(t, 0, "ingenuity", 10)        # 4..10, 9, 10, 9
    assert done.gains == (VESSEL, IMPACT, IMPACT, IMPACT)
    t, done = tracks.advance(t, 0, "ingenuity", 6)         # never re-reaches 3 or 7
    assert VESSEL not in done.gains


def test_gains_come_in_the_order_they_are_reached():
    _, done = tracks.advance(mat(), 0, "ingenuity", 11)    # 3 vessel, 7 vessel, 9, 9
    assert done.gains == (VESSEL, VESSEL, IMPACT, IMPACT)


def test_the_lowest_attribute_offers_every_tied_track():
    # p. 6: "advance your lowest attribute (your choice if tied)".
    assert tracks.lowest(mat(reputation=1, inspiration=1), 0) == ("coordination",
                                                                  "ingenuity")
    assert tracks.lowest(mat(reputation=1, inspiration=1, coordination=2, ingenuity=1), 0) \
        == ("reputation", "inspiration", "ingenuity")


def test_a_cube_scores_the_bracket_it_has_reached():
    # p. 15's example: 7 + 10 + 4 + 7 = 28 from the four tracks.
    t = mat(reputation=6, inspiration=9, coordination=5, ingenuity=7)
    assert tracks.score(t, 0) == 28
    assert tracks.bracket_points(SPEC, 1) == 0 and tracks.score(t, 1) == 0


def test_research_holds_at_most_twelve_and_the_excess_is_lost():
    # pp. 6, 11
    research, lost = tracks.gain(tracks.new_counter(2), 1, 9)
    research, lost = tracks.gain(research, 1, 5)
    assert research.values == (0, 12) and lost == 2


def test_research_cannot_be_spent_beyond_what_is_held():
    research, _ = tracks.gain(tracks.new_counter(2), 0, 3)
    assert tracks.spend(research, 0, 2).values == (1, 0)
    with pytest.raises(IllegalAction, match="has 3"):
        tracks.spend(research, 0, 4)


def test_a_mat_spec_is_checked_when_built():
    with pytest.raises(ArgumentError, match="impact"):
        TrackSpec("x", (0, 1), impact=5)
    with pytest.raises(ArgumentError, match="vessels"):
        TrackSpec("x", (0, 1), vessels=(2,))
    with pytest.raises(ArgumentError, match="rising"):
        TracksSpec((), brackets=((4, 1), (2, 2)))
    with pytest.raises(ArgumentError, match="distinct"):
        TracksSpec((TrackSpec("x", (0,)), TrackSpec("x", (0,))))
    with pytest.raises(ArgumentError, match="no track"):
        tracks.advance(mat(), 0, "charisma")
    with pytest.raises(ArgumentError, match="steps"):
        tracks.advance(mat(), 0, "reputation", -1)


def test_describe_shows_each_players_cubes():
    lines = tracks.describe(mat(players=2, ingenuity=5)).splitlines()
    assert lines[0].startswith("player 0: reputation=0/10 (level 1)")
    assert "ingenuity=5/10 (level 3)" in lines[0] and len(lines) == 2


# Properties.

NAMES = ("reputation", "inspiration", "coordination", "ingenuity")


@given(st.lists(st.tuples(st.integers(0, 2), st.sampled_from(NAMES), st.integers(0, 15)),
                max_size=20))
def test_cubes_stay_on_their_tracks_and_each_vessel_space_pays_once(moves):
    t, vessels = tracks.new_tracks(SPEC, 3), [0, 0, 0]
    for player, name, steps in moves:
        before = tracks.position(t, player, name)
        t, done = tracks.advance(t, player, name, steps)
        assert 0 <= done.position <= 10 and done.start == before
        assert done.count(IMPACT) == _impacts(before, steps)
        vessels[player] += done.count(VESSEL)
        assert t.best[player][3] >= t.positions[player][3]
    for player in range(3):
        reached = t.best[player][3]
        assert vessels[player] == sum(1 for spot in (3, 7) if reached >= spot)


def _impacts(start: int, steps: int) -> int:
    """Impacts by walking the track of SPEC by hand: 0..10, Impact at 9."""
    count, here = 0, start
    for _ in range(steps):
        here = here + 1 if here < 10 else 9
        count += here == 9
    return count


@given(st.lists(st.tuples(st.booleans(), st.integers(0, 20)), max_size=20))
def test_research_stays_within_zero_and_twelve_and_loses_only_the_excess(moves):
    research, total = tracks.new_counter(1), 0
    for is_gain, amount in moves:
        if is_gain:
            research, lost = tracks.gain(research, 0, amount)
            assert lost == max(0, total + amount - 12)
            total = min(12, total + amount)
        elif amount <= total:
            research = tracks.spend(research, 0, amount)
            total -= amount
        assert research.values == (total,) and 0 <= total <= 12
