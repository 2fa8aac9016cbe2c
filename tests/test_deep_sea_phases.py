"""Phase 1 (rulebook pp. 6-7, rulings R2, R3) and the end of the round (p. 14, R9)."""

from __future__ import annotations

import attrs
from deep_sea_support import (
    answer,
    at_track,
    new,
    options,
    seat,
    through_phase_one,
    turn_of,
)

from seastead_rules.deep_sea.phases import recruitable, take_from_pocket
from seastead_rules.deep_sea.state import Tile


def test_phase_one_is_played_in_full_player_by_player_from_the_wave():
    # R2: recruit, effort and reassignment of one player before the next begins
    state = new(3, seed=2)
    wave = state.wave
    state = answer(state, "recruit Pilot")
    # the Wave holder's effort and reassignment are done: next is the player to the left
    assert state.decision.kind == "recruit" and state.decision.player == (wave + 1) % 3
    assert state.seats[wave].staging == 1 + 2 + 1         # arrival + effort 2 + reclaimed


def test_recruitment_offers_every_tier_up_to_the_recruitment_level():
    # p. 7: the Recruitment level must match or exceed the tier
    state = new(2)
    assert all("tier 1" in o for o in options(state))      # level 1 at position 0
    p = state.decision.player
    texts = [t for t, _ in recruitable(at_track(state, p, "reputation", 2), p)]  # level 2
    assert any("tier 1" in t for t in texts) and any("tier 2" in t for t in texts)
    assert not any("tier 3" in t for t in texts)


def test_with_no_specialist_at_the_level_the_lowest_tier_left_is_recruited():
    # R3: none available at or below the level: the lowest tier still in the tray
    state = new(2)
    tray = tuple((n, 0 if c == 5 else c) for n, c in state.tray)       # tier 1 gone
    state = attrs.evolve(state, tray=tray)
    texts = [t for t, _ in recruitable(state, 0)]
    assert texts and all("tier 2" in t for t in texts)


def test_an_empty_tray_recruits_nothing():
    # R3: with the tray empty, nothing is recruited
    state = attrs.evolve(new(2), tray=tuple((n, 0) for n, _ in new(2).tray), pockets=((), (), ()))
    assert recruitable(state, 0) == ()


def test_a_recruit_enters_on_its_junior_side_and_gives_its_immediate_gains():
    # p. 7: the recruit enters Junior; its immediate gains resolve before the next step
    state = new(2)
    p = state.decision.player
    state = answer(state, "recruit Pilot")            # Pilot's gain: inspiration
    assert state.seats[p].tiles[-1] == Tile("Pilot")
    assert state.tracks.positions[p][1] == 1


def test_the_recruits_gain_counts_for_effort_in_the_same_phase():
    # p. 7: an Inspiration gained while recruiting affects the effort step
    state = at_track(new(2), new(2).decision.player, "inspiration", 1)
    p = state.decision.player
    state = answer(state, "recruit Pilot")            # inspiration 1 -> 2: level 3
    assert state.seats[p].staging == 1 + 3 + 1


def test_taking_the_last_tile_of_a_pocket_moves_the_top_of_the_fullest_other_pocket():
    # p. 7: three tier-5s stay available
    tile, pockets = take_from_pocket((("A",), ("B", "C"), ("D", "E", "F")), 0)
    assert tile == "A" and pockets == (("D",), ("B", "C"), ("E", "F"))


def test_a_tier_five_is_taken_from_its_pocket_top():
    tile, pockets = take_from_pocket((("A", "B"), ("C",), ("D",)), 0)
    assert tile == "A" and pockets == (("B",), ("C",), ("D",))


def test_effort_gains_as_many_discs_as_the_effort_level():
    # p. 7: one disc per symbol of the Effort level (the fixture's first is 2)
    state = new(2)
    p = state.decision.player
    before = state.seats[p].staging
    state = answer(state, "recruit Reef Diver")       # a Coordination gain, not effort
    assert state.seats[p].staging == before + 2 + 1


def test_reassignment_reclaims_every_disc_when_the_level_allows():
    # p. 7: the first round's single disc on the Team Leader comes back
    state = new(2)
    p = state.decision.player
    state = answer(state, "recruit Reef Diver")
    assert not state.seats[p].tiles[0].disc


def test_reassignment_asks_which_discs_when_the_level_is_short():
    # p. 7: choose which to reclaim and leave the excess in place
    state = new(2)
    p = state.decision.player
    tiles = (Tile("Team Leader", True, True), Tile("Pilot", False, True),
             Tile("Surveyor", False, True))
    state = seat(state, p, tiles=tiles, gained=state.seats[p].gained + 2)
    state = answer(state, "recruit Pilot")            # level 1: one disc of three
    assert state.decision.kind == "reassign" and len(options(state)) == 3
    state = answer(state, "reclaim the disc on Surveyor")
    assert [t.disc for t in state.seats[p].tiles] == [True, True, False, False]


def test_the_round_ends_when_everyone_has_passed_and_the_wave_moves_clockwise():
    # p. 14, R9
    state = through_phase_one(new(3, seed=1))
    wave = state.wave
    for _ in range(3):
        state = answer(state, "pass")
    assert state.round == 2 and state.wave == (wave + 1) % 3
    assert state.decision.kind == "recruit" and state.decision.player == state.wave


def test_a_player_who_passed_takes_no_further_turns_this_round():
    # p. 8: once you pass, play continues clockwise skipping you
    state = through_phase_one(new(3, seed=1))
    first = state.decision.player
    state = answer(state, "pass")
    state = answer(state, "activate Team Leader", "end turn")
    state = answer(state, "activate Team Leader", "end turn")
    assert state.decision.player != first


def test_the_game_ends_after_the_sixth_round():
    # p. 14: after the sixth round's last pass, final scoring
    state = new(2)
    for _ in range(6):
        state = through_phase_one(state)
        assert not state.over
        state = answer(state, "pass", "pass")
    assert state.over and len(state.scores) == 2
    assert all(len(s.tiles) == 7 for s in state.seats)    # leader + six recruits


def test_a_turn_starts_with_the_activation_menu():
    state = turn_of(through_phase_one(new(2)), 0)
    assert state.decision.kind == "turn" and state.decision.player == 0
