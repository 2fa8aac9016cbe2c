"""Endeavor: Deep Sea in the frameworks, each framework's own checker passing:
OpenSpiel's random_sim_test with serialization, PettingZoo's api_test and Gymnasium's
check_env, registered by importing the package."""

from __future__ import annotations

import warnings

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="the 'ai' extra is not installed")
gymnasium = pytest.importorskip("gymnasium", reason="the 'ai' extra is not installed")

import seastead_rules.deep_sea  # noqa: E402,F401 - registers the game
from seastead_rules.deep_sea import GAME  # noqa: E402
from seastead_rules.kernel import pettingzoo  # noqa: E402

ONCE = " ".join(f'token "{k.name}" research {k.research} copies 1' for k in GAME.content.tokens)
"""Every kind of Dive token once (Research only): the supply runs out and is made anew."""


@pytest.mark.parametrize("params", [{"players": 1}, {"players": 2}, {"players": 3},
                                    {"players": 4}, {"players": 3, "mode": "coop"},
                                    {"players": 1, "mode": "coop"},
                                    {"players": 4, "changes": ONCE}],
                         ids=lambda p: "-".join(str(v)[:8] for v in p.values()))
def test_openspiels_random_simulation_with_serialization_passes(params):
    game = pyspiel.load_game("python_deep_sea", params)
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


def test_python_deep_sea_has_no_seed_node_but_the_deals_true_chance_nodes():
    from fractions import Fraction
    game = pyspiel.load_game("python_deep_sea", {"players": 2})
    assert "seeds" not in game.get_parameters()
    state = game.new_initial_state()
    assert state.is_chance_node()
    outcomes = state.chance_outcomes()
    boards = GAME.chance_outcomes(GAME.setup(0, 2, chance="explicit"))
    assert [p for _, p in outcomes] == [float(p) for _, p in boards]
    assert all(p == Fraction(1, len(boards)) for _, p in boards)
    assert [state.action_to_string(pyspiel.PlayerId.CHANCE, i) for i, _ in outcomes] == \
        [str(o) for o, _ in boards]
    assert game.max_chance_outcomes() == GAME.actions(2).chance_size
    assert game.max_chance_nodes_in_history() == GAME.bounds(2).max_chance
    dealt = 0
    while state.is_chance_node():
        state.apply_action(outcomes[0][0])
        outcomes, dealt = state.chance_outcomes(), dealt + 1
    assert dealt == len(GAME.chance_history(GAME.setup(0, 2))) and state.current_player() >= 0


def test_a_new_supply_is_a_chance_node_of_python_deep_sea():
    import random
    game = pyspiel.load_game("python_deep_sea", {"players": 4, "changes": ONCE})
    rng, later = random.Random(3), 0
    for _ in range(4):
        state, dealt = game.new_initial_state(), False
        while not state.is_terminal():
            if state.is_chance_node():
                later += dealt
                ids, odds = zip(*state.chance_outcomes())
                assert abs(sum(odds) - 1) < 1e-12
                state.apply_action(rng.choices(ids, odds)[0])
            else:
                dealt = True
                state.apply_action(rng.choice(state.legal_actions()))
    assert later > 0


def test_pettingzoos_api_test_passes_with_four_players():
    from pettingzoo.test import api_test
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(pettingzoo.env(GAME, players=4), num_cycles=30)


def test_gymnasiums_check_env_passes_for_one_seat_against_bots():
    from gymnasium.utils.env_checker import check_env
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        env = gymnasium.make("seastead_rules/deep_sea-v0", players=2, opponent="random")
        check_env(env.unwrapped)
