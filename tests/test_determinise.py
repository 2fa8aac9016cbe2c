"""Determinisation: `sample_state` gives a full, playable game that looks to a player
exactly as the real one does, its hidden cards dealt anew; an observation itself cannot
be played, and saying so points to `sample_state`."""

from __future__ import annotations

import random

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reachable import every_position, reachable_states

import seastead_rules as s
from seastead_rules.engine.observe import is_observation
from seastead_rules.saves.invariants import check_invariants

# The number of examples comes from the hypothesis profile (tests/conftest.py).
SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _mover(state) -> int:
    return state.to_move if state.to_move >= 0 else 0


@SETTINGS
@given(reachable_states(), st.integers(0, 1), st.integers(0, 2**32 - 1))
def test_a_sample_from_a_players_observation_looks_the_same_to_them(state, player, seed):
    player = 0 if state.solo else player      # (solo: blue is the only player)
    seen = s.observation(state, player)
    sampled = s.sample_state(seen, player, random.Random(seed))
    assert s.observation(sampled, player) == seen


@SETTINGS
@given(reachable_states(), st.integers(0, 1), st.integers(0, 2**32 - 1))
def test_a_sample_from_the_full_state_looks_the_same_to_either_player(state, player, seed):
    sampled = s.sample_state(state, player, random.Random(seed))
    assert s.observation(sampled, player) == s.observation(state, player)


def _check_samples_from_every_observation(seeds: int) -> set:
    """Sample from both players' observations of every position of the seeded random
    games of every mode: each sample looks the same to that player and can be played.
    Gives the kinds of mid-effect question the observer saw the other player answer."""
    rnd, asked_of_the_other = random.Random(0), set()
    for state in every_position(seeds):
        for player in (0,) if state.solo else (0, 1):
            seen = s.observation(state, player)
            sampled = s.sample_state(seen, player, rnd)
            assert s.observation(sampled, player) == seen
            if not s.is_over(sampled):
                s.apply(sampled, rnd.choice(s.legal_actions(sampled)))
            if state.decision is not None and state.decision.player != player:
                asked_of_the_other.add(state.decision.kind)
    return asked_of_the_other


def test_a_sample_from_either_players_observation_looks_the_same_to_them_and_plays():
    asked = _check_samples_from_every_observation(seeds=3)
    assert {"take", "spend", "half", "move", "decree", "dock", "specialist"} <= asked


@pytest.mark.soak
def test_a_sample_from_either_players_observation_of_many_games_looks_the_same_and_plays():
    asked = _check_samples_from_every_observation(seeds=200)
    assert {"take", "spend", "half", "move", "decree", "swap", "copy", "react"} <= asked


@SETTINGS
@given(reachable_states(), st.integers(0, 2**32 - 1))
def test_a_sample_keeps_every_invariant(state, seed):
    check_invariants(s.sample_state(state, _mover(state), random.Random(seed)))


@SETTINGS
@given(reachable_states(), st.integers(0, 2**32 - 1))
def test_a_sample_plays_to_the_end_with_random_moves(state, seed):
    rnd = random.Random(seed)
    game = s.Playout(s.sample_state(s.observation(state, _mover(state)), _mover(state), rnd))
    while not game.is_over():
        game.apply(rnd.choice(game.legal_actions()))
    check_invariants(game.freeze())


def test_samples_deal_the_hidden_cards_differently():
    state = s.new_game(seed=3, sides="BBBB", specialists="AB")
    seen = s.observation(state, 0)
    rnd = random.Random(0)
    samples = [s.sample_state(seen, 0, rnd) for _ in range(20)]
    for pile in ("dive_deck", "dive_removed", "specialist_deck", "dock_deck", "decree_deck"):
        assert len({getattr(x, pile) for x in samples}) > 1, pile


def test_a_sample_keeps_each_dive_card_in_the_depth_its_back_shows():
    state = s.new_game(seed=4)
    sampled = s.sample_state(state, 1, random.Random(2))
    depth = {c.name: c.depth for c in state.content.dive_cards}
    assert [depth[c] for c in sampled.dive_deck] == [depth[c] for c in state.dive_deck]
    assert sampled.dive_deck != state.dive_deck


def test_a_sample_has_a_fresh_seed_and_generator():
    state = s.new_game(seed=5)
    sampled = s.sample_state(state, 0, random.Random(1))
    assert (sampled.seed, sampled.rng) != (state.seed, state.rng)
    assert not is_observation(sampled)


def test_the_two_decrees_another_player_chooses_from_are_dealt_from_the_unseen_ones():
    state = _waiting_for_a_decree_choice()
    chooser = state.decision.player
    sampled = s.sample_state(s.observation(state, 1 - chooser), 1 - chooser, random.Random(3))
    drawn = sampled.decision.values[0]
    assert sampled.decision.kind == "decree" and len(set(drawn)) == 2
    assert not set(drawn) & (set(sampled.decree_deck) | set(sampled.decrees))
    check_invariants(sampled)


def _waiting_for_a_decree_choice():
    for seed in range(200):
        state, rnd = s.new_game(seed=seed, sides="BBBB"), random.Random(seed)
        while not state.over:
            if state.decision.kind == "decree":
                return state
            state = s.apply(state, rnd.choice(s.legal_actions(state)))
    raise AssertionError("no game asked for a decree")


def test_playing_an_observation_is_refused_with_a_pointer_to_sample_state():
    seen = s.observation(s.new_game(seed=6), 0)
    for action in s.legal_actions(seen):
        with pytest.raises(s.RulesError, match="sample_state"):
            s.apply(seen, action)


def test_a_playout_of_an_observation_is_refused_with_a_pointer_to_sample_state():
    with pytest.raises(s.RulesError, match="sample_state"):
        s.Playout(s.observation(s.new_game(seed=6), 1))


def test_the_hidden_options_of_an_observation_are_refused_as_legal_actions():
    state = _waiting_for_a_decree_choice()
    seen = s.observation(state, 1 - state.decision.player)
    with pytest.raises(s.RulesError, match="sample_state"):
        s.legal_actions(seen)


def test_the_player_to_move_lists_their_actions_from_their_observation():
    state = s.new_game(seed=8)
    assert s.legal_actions(s.observation(state, state.to_move)) == s.legal_actions(state)


def test_sampling_for_the_drawer_from_the_other_players_observation_is_refused():
    # That observation hides the drawer's own decree options: it is not theirs.
    state = _waiting_for_a_decree_choice()
    chooser = state.decision.player
    with pytest.raises(s.RulesError, match="other player's observation"):
        s.sample_state(s.observation(state, 1 - chooser), chooser, random.Random(0))


@pytest.mark.parametrize("state, player, rng, says", [
    ({"dive_deck": []}, 0, None, "state must be a State"),
    (None, 0, None, "state must be a State"),
    ("observation", 2, None, "player must be 0 or 1, not 2"),
    ("observation", True, None, "player must be 0 or 1, not True"),
    ("observation", 0, 7, "rng must be a random.Random or None, not 7"),
])
def test_sample_state_refuses_arguments_it_cannot_take_naming_them(state, player, rng, says):
    if state == "observation":
        state = s.observation(s.new_game(seed=1), 0)
    with pytest.raises(s.RulesError, match=says):
        s.sample_state(state, player, rng)


# ---- observations no game can produce ------------------------------------------------

def _seen(seed=3, **options):
    state = s.new_game(seed=seed, **options)
    return s.observation(state, 0)


def _impossible(seen, says):
    with pytest.raises(s.RulesError, match=f"no game can produce this observation.*{says}"):
        s.sample_state(seen, 0, random.Random(1))


def test_an_observation_with_a_specialist_shown_twice_on_display_is_refused():
    seen = _seen()
    display = seen.specialist_display
    twice = seen.replace(specialist_display=(display[0],) + display)
    _impossible(twice, "specialist conservation")
    _impossible(twice, "specialist conservation")       # and again: nothing is kept of it


def test_an_observation_with_a_dock_tile_shown_twice_on_display_is_refused():
    seen = _seen()
    display = seen.dock_display
    _impossible(seen.replace(dock_display=(display[0],) + display), "dock tile conservation")


def test_an_observation_with_a_card_both_on_display_and_held_is_refused():
    seen = _seen()
    card = seen.specialist_display[0]
    blue = attrs.evolve(seen.players[0], specialists=((card, True),))
    _impossible(seen.replace(players=(blue, seen.players[1])), "specialist conservation")


def test_an_observation_with_a_dive_card_discarded_twice_is_refused():
    state, rng = s.new_game(seed=3), random.Random(0)
    while not state.dive_discard:
        legal = s.legal_actions(state)
        state = s.apply(state, s.Dive() if s.Dive() in legal else rng.choice(legal))
    seen = s.observation(state, 0)
    _impossible(seen.replace(dive_discard=seen.dive_discard * 2), "dive card conservation")


def test_an_observation_whose_counts_break_conservation_is_refused():
    seen = _seen()
    blue = seen.players[0]
    richer = attrs.evolve(blue, resources=(blue.resources[0] + 1,) + blue.resources[1:])
    _impossible(seen.replace(players=(richer, seen.players[1])), "resource conservation")
    _impossible(seen.replace(cleanup_supply=seen.cleanup_supply - 1), "cleanup conservation")


def test_an_observation_with_an_unknown_specialist_in_solo_is_refused():
    seen = _seen(mode="solo")
    _impossible(seen.replace(specialist_display=seen.specialist_display + ("Nobody",)),
                "specialist conservation is broken")


def test_an_observation_with_a_dock_of_no_player_is_refused():
    seen = _seen()
    _impossible(seen.replace(docks=((seen.dock_display[0], 5, 99),)), "")


def test_an_observation_with_a_deck_longer_than_the_cards_left_is_refused():
    seen = _seen()
    with pytest.raises(s.RulesError, match="cannot sample the specialist deck"):
        s.sample_state(seen.replace(specialist_deck=seen.specialist_deck + ("?",)), 0,
                       random.Random(1))
