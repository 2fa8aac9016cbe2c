"""python_seastead's chance nodes: setup's deal with its true odds, no seed node (unless
`seeds` asks for one); OpenSpiel's random simulation test passes with serialization."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("numpy", reason="the 'ai' extra is not installed (numpy)")
pyspiel = pytest.importorskip("pyspiel", reason="the 'ai' extra is not installed (open_spiel)")
import seastead_rules.ai.openspiel  # noqa: E402, F401  (registers python_seastead)
from seastead_rules.game import SEASTEAD  # noqa: E402


@pytest.mark.parametrize("params", [{}, {"mode": "solo"},
                                    {"sides": "BBBB", "specialists": "AB"}])
def test_python_seastead_with_explicit_chance_passes_the_random_simulation_test(params):
    game = pyspiel.load_game("python_seastead", params)
    pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)


def test_the_first_chance_node_is_the_first_card_of_the_dive_deck_not_a_seed():
    state = pyspiel.load_game("python_seastead").new_initial_state()
    shallows = SEASTEAD.content.dive_names("shallows")
    outcomes = state.chance_outcomes()
    assert len(outcomes) == len(shallows)
    assert all(p == 1 / len(shallows) for _, p in outcomes)
    assert sorted(state.action_to_string(pyspiel.PlayerId.CHANCE, i) for i, _ in outcomes) \
        == sorted(f"dive {name}" for name in shallows)


def test_the_chance_nodes_are_the_deal_and_every_later_node_is_a_players():
    game = pyspiel.load_game("python_seastead", {"sides": "BBBB"})
    state, rng, chance = game.new_initial_state(), random.Random(2), 0
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        assert abs(sum(p for _, p in outcomes) - 1) < 1e-12
        state.apply_action(rng.choice([i for i, _ in outcomes]))
        chance += 1
    assert chance == SEASTEAD.bounds(2, sides="BBBB").max_chance == \
        game.max_chance_nodes_in_history()
    while not state.is_terminal():
        assert not state.is_chance_node()
        state.apply_action(rng.choice(state.legal_actions()))


def test_a_chance_outcome_is_known_to_no_player():
    game = pyspiel.load_game("python_seastead")
    one, two = game.new_initial_state(), game.new_initial_state()
    one.apply_action(0)
    two.apply_action(1)
    for player in (0, 1):
        assert one.information_state_string(player) == two.information_state_string(player)
        assert one.observation_tensor(player) == two.observation_tensor(player)


def test_the_seed_node_is_kept_only_when_seeds_asks_for_it():
    game = pyspiel.load_game("python_seastead", {"seeds": 100})
    state = game.new_initial_state()
    assert len(state.chance_outcomes()) == 100
    state.apply_action(7)
    assert not state.is_chance_node()
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_a_state_in_the_middle_of_the_deal_serializes_as_plain_text_and_comes_back():
    game = pyspiel.load_game("python_seastead")
    state = game.new_initial_state()
    for _ in range(10):
        state.apply_action(state.legal_actions()[-1])
    text = state.serialize()
    assert "history=-1:" in text and "save=" not in text
    again = game.deserialize_state(text)
    assert again.history() == state.history() and str(again) == str(state)
