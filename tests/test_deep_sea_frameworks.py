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


@pytest.mark.parametrize("players", [1, 3])
def test_openspiels_random_simulation_with_serialization_passes(players):
    game = pyspiel.load_game("python_deep_sea", {"players": players})
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


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
