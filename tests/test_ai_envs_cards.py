"""The environments for OpenSpiel, PettingZoo and Gymnasium pass their frameworks' own
checkers with content that includes example cards (examples/cards/): a side whose
locations look at, keep and put back dive cards (The Drift), decrees with a window
before a build and a counter, and specialists that skip a turn, build again, swap
buildings and move a ship."""

from __future__ import annotations

import random
import shutil
import warnings

import pytest
from cards_support import CARDS

import seastead_rules as s

np = pytest.importorskip("numpy", reason="the 'ai' extra is not installed (numpy)")

CHOSEN = ("11_16_the_drift.sea", "04_customs_house.sea", "22_tides.sea",
          "02_trade_winds.sea", "17_saboteur.sea", "20_foreman.sea", "24_turncoat.sea",
          "25_pilot.sea")
# The Drift is tile 3, face B: laid out as flotilla 3; the decrees come and go (B sides).
OPTIONS = dict(sides="AABB", specialists="AB", decree="Customs House")


def _content():
    return s.load_content(extra=[(f"examples/cards/{n}", (CARDS / n).read_text("utf-8"))
                                 for n in CHOSEN], replace=True)


def test_the_pettingzoo_environment_passes_the_api_test_with_example_cards():
    pytest.importorskip("pettingzoo", reason="the 'ai' extra is not installed (pettingzoo)")
    from pettingzoo.test import api_test

    from seastead_rules.ai.pettingzoo import env
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")     # naming advice ("player_0"), Dict observations
        api_test(env(content=_content(), **OPTIONS), num_cycles=150)


def test_the_gymnasium_environment_passes_the_environment_checker_with_example_cards():
    pytest.importorskip("gymnasium", reason="the 'ai' extra is not installed (gymnasium)")
    from gymnasium.utils.env_checker import check_env

    from seastead_rules.ai.gym import SeasteadEnv
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")     # no registered spec to test render modes with
        check_env(SeasteadEnv(opponent="random", content=_content(), **OPTIONS))


def _pyspiel():
    pyspiel = pytest.importorskip("pyspiel", reason="the 'ai' extra is not installed "
                                                    "(open_spiel)")
    import seastead_rules.ai.openspiel  # noqa: F401  (registers python_seastead)
    return pyspiel


@pytest.fixture
def cards(tmp_path):
    """A folder with copies of the chosen example cards, for the `extra` parameter."""
    folder = tmp_path / "cards"
    folder.mkdir()
    for name in CHOSEN:
        shutil.copy(CARDS / name, folder / name)
    return str(folder)


def test_the_openspiel_game_passes_the_random_simulation_test_with_example_cards(cards):
    pyspiel = _pyspiel()
    game = pyspiel.load_game("python_seastead", {**OPTIONS, "extra": cards, "seeds": 100})
    assert "The Drift" in game.content.side and "Tides" in game.content.decree
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


def test_an_openspiel_state_with_example_cards_serialises_and_comes_back_the_same(cards):
    pyspiel = _pyspiel()
    game = pyspiel.load_game("python_seastead", {**OPTIONS, "extra": cards})
    state, rng = game.new_initial_state(), random.Random(4)
    _deal(state, rng)
    for _ in range(60):
        state.apply_action(rng.choice(state.legal_actions()))
    again = game.deserialize_state(state.serialize())
    assert again.game_state == state.game_state
    pickled = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
    assert pickled[1].game_state == state.game_state


def test_the_openspiel_information_state_hides_the_card_the_other_player_ordered(cards):
    pyspiel = _pyspiel()
    game = pyspiel.load_game("python_seastead", {**OPTIONS, "extra": cards})
    for seed in range(40):
        state, rng = game.new_initial_state(), random.Random(seed)
        _deal(state, rng)
        while not state.is_terminal():
            d = state.game_state.decision
            if d.kind == "order":
                break
            state.apply_action(rng.choice(state.legal_actions()))
        else:
            continue
        p, action = d.player, state.legal_actions()[0]
        state.apply_action(action)
        assert state.information_state_string(p).split("\n")[0].endswith(f" {action}")
        theirs = state.information_state_string(1 - p).split("\n")[0]
        assert theirs.endswith(" ?")
        return
    raise AssertionError("no game with an order question")


def test_a_resampled_openspiel_state_looks_the_same_when_the_other_player_keeps_cards(cards):
    pyspiel = _pyspiel()
    game = pyspiel.load_game("python_seastead", {**OPTIONS, "extra": cards})
    checked = 0
    for seed in range(40):
        state, rng = game.new_initial_state(), random.Random(seed)
        _deal(state, rng)
        while not state.is_terminal() and checked < 20:
            kept = state.game_state.kept
            for p in (0, 1):
                if kept and kept[1 - p]:
                    again = state.resample_from_infostate(p, rng)
                    assert again.game_state.kept[1 - p] != ()
                    assert _players(again) == _players(state)     # (a new deal)
                    assert again.information_state_string(p) == \
                        state.information_state_string(p)
                    assert again.observation_tensor(p) == state.observation_tensor(p)
                    checked += 1
            state.apply_action(rng.choice(state.legal_actions()))
        if checked >= 20:
            return
    raise AssertionError(f"only {checked} positions where a player keeps cards")


def _deal(state, rng):
    """The deal made: each chance node's outcome drawn by `rng` (all equally likely)."""
    while state.is_chance_node():
        state.apply_action(rng.choice(state.legal_actions()))


def _players(state) -> list:
    """The players' actions of a state's history."""
    return [(h.player, h.action) for h in state.full_history() if h.player >= 0]
