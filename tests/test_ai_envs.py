"""The environments for OpenSpiel, PettingZoo and Gymnasium pass their frameworks' own
checkers, play whole games, and play them fast enough."""

from __future__ import annotations

import random
import time
import warnings

import pytest
from support import ScoreLead, play_openspiel_game

import seastead_rules as s
from seastead_rules.ai import encode

np = pytest.importorskip("numpy", reason="the 'ai' extra is not installed (numpy)")


# ---- PettingZoo ------------------------------------------------------------------------

def _pettingzoo():
    pytest.importorskip("pettingzoo", reason="the 'ai' extra is not installed (pettingzoo)")
    from seastead_rules.ai import pettingzoo
    return pettingzoo


@pytest.mark.parametrize("options", [dict(), dict(mode="solo"),
                                     dict(sides="BBBB", specialists="AB")])
def test_the_pettingzoo_environment_passes_the_api_test(options):
    from pettingzoo.test import api_test
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")     # naming advice ("player_0"), Dict observations
        api_test(_pettingzoo().env(**options), num_cycles=150)


def test_the_pettingzoo_environment_is_the_kernels_with_seasteads_agents():
    from seastead_rules.kernel.pettingzoo import GameAEC
    duel, solo = _pettingzoo().env(), _pettingzoo().env(mode="solo")
    assert isinstance(duel, GameAEC) and duel.metadata["name"] == "seastead_v0"
    assert (duel.possible_agents, solo.possible_agents) == (["blue", "orange"], ["blue"])


def test_the_pettingzoo_environment_passes_the_seed_test():
    from pettingzoo.test import seed_test
    env = _pettingzoo().env
    seed_test(lambda: env(sides="ABBA"), num_cycles=60)


def test_a_pettingzoo_game_with_masks_ends_with_a_winner_and_a_loser_or_a_tie():
    env = _pettingzoo().env()
    env.reset(seed=3)
    rng, final = random.Random(3), {}
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        if terminated or truncated:
            final[agent] = reward
            env.step(None)
            continue
        mask = obs["action_mask"]
        assert obs["observation"].shape == (encode.observation_size(),)
        env.step(rng.choice(np.flatnonzero(mask)))
    assert sorted(final.values()) in ([-1.0, 1.0], [0.0, 0.0])


# ---- Gymnasium -------------------------------------------------------------------------

def _gym():
    pytest.importorskip("gymnasium", reason="the 'ai' extra is not installed (gymnasium)")
    from seastead_rules.ai import gym
    return gym


@pytest.mark.parametrize("options", [dict(opponent="random"),
                                     dict(opponent="greedy", seat=None, sides="BBBB"),
                                     dict(mode="solo")])
def test_the_gymnasium_environment_passes_the_environment_checker(options):
    from gymnasium.utils.env_checker import check_env
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")     # no registered spec to test render modes with
        check_env(_gym().SeasteadEnv(**options))


def test_a_gymnasium_episode_with_masks_plays_a_whole_game():
    env = _gym().SeasteadEnv(opponent="random", seat=1)
    obs, info = env.reset(seed=5)
    done, reward = False, 0.0
    while not done:
        assert (info["action_mask"] == env.action_masks()).all()
        obs, reward, terminated, truncated, info = env.step(
            env.action_space.sample(info["action_mask"]))
        done = terminated or truncated
    assert reward in (-1.0, 0.0, 1.0)
    assert env.table.over()


def test_an_illegal_action_ends_the_gymnasium_episode_as_a_loss():
    env = _gym().SeasteadEnv(opponent="random")
    _, info = env.reset(seed=1)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    _, reward, terminated, _, info = env.step(illegal)
    assert (reward, terminated, info["illegal_action"]) == (-1.0, True, True)


def test_the_ansi_render_shows_the_table_and_no_render_mode_shows_nothing():
    env = _gym().SeasteadEnv(opponent="random", render_mode="ansi")
    env.reset(seed=2)
    text = env.render()
    assert text.startswith("round 1, blue to play") and "flotilla 4" in text
    assert "dive deck:" in text
    quiet = _gym().SeasteadEnv(opponent="random")
    quiet.reset(seed=2)
    assert quiet.render() is None


def test_an_unknown_opponent_is_refused_with_the_bot_names():
    with pytest.raises(ValueError, match="random"):
        _gym().SeasteadEnv(opponent="nobody")


# ---- OpenSpiel -------------------------------------------------------------------------

def _pyspiel():
    pyspiel = pytest.importorskip("pyspiel", reason="the 'ai' extra is not installed "
                                                    "(open_spiel)")
    import seastead_rules.ai.openspiel  # noqa: F401  (registers python_seastead)
    return pyspiel


@pytest.mark.parametrize("params", [{"seeds": 100}, {"mode": "solo", "seeds": 100}])
def test_the_openspiel_game_passes_the_random_simulation_test_with_serialisation(params):
    pyspiel = _pyspiel()
    game = pyspiel.load_game("python_seastead", params)
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_an_openspiel_state_serialises_and_comes_back_the_same():
    pyspiel = _pyspiel()
    game = pyspiel.load_game("python_seastead", {"sides": "BBBB", "specialists": "AB"})
    state = game.new_initial_state()
    rng = random.Random(1)
    _deal(state, rng)
    for _ in range(40):
        state.apply_action(rng.choice(state.legal_actions()))
    again = game.deserialize_state(state.serialize())
    assert again.history() == state.history()
    assert again.game_state == state.game_state
    assert again.information_state_string(0) == state.information_state_string(0)
    assert again.observation_tensor(1) == state.observation_tensor(1)


def test_the_openspiel_game_is_imperfect_information_with_a_seed_chance_node():
    pyspiel = _pyspiel()
    game = pyspiel.load_game("python_seastead", {"seeds": 10})
    kind = game.get_type()
    assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    state = game.new_initial_state()
    assert state.is_chance_node() and len(state.chance_outcomes()) == 10
    assert game.observation_tensor_shape() == [encode.observation_size()]
    assert game.num_distinct_actions() == encode.num_distinct_actions()


def test_the_openspiel_game_is_the_kernels_game_playing_seastead():
    pyspiel = _pyspiel()
    from seastead_rules.kernel.openspiel import KernelSpielGame, KernelSpielState
    game = pyspiel.load_game("python_seastead", {"mode": "solo"})
    assert isinstance(game, KernelSpielGame) and game.kernel_game.name == "seastead"
    assert isinstance(game.new_initial_state(), KernelSpielState)
    assert game.num_players() == 1 and game.get_type().long_name == "Python Seastead"


def test_an_openspiel_game_keeps_no_log():
    pyspiel = _pyspiel()
    state = pyspiel.load_game("python_seastead").new_initial_state()
    _deal(state, random.Random(3))
    assert state.game_state.log is None     # as new_game(log=False): for simulations


def test_the_openspiel_game_refuses_an_unknown_mode():
    pyspiel = _pyspiel()
    with pytest.raises(Exception, match="mode must be one of duel, solo"):
        pyspiel.load_game("python_seastead", {"mode": "trio"})


def test_openspiels_mcts_bot_plays_a_whole_game_against_a_random_bot():
    pyspiel = _pyspiel()
    from open_spiel.python.algorithms import mcts
    from open_spiel.python.bots.uniform_random import UniformRandomBot
    game = pyspiel.load_game("python_seastead", {"seeds": 100})
    rs = np.random.RandomState(7)
    bots = [mcts.MCTSBot(game, uct_c=2.0, max_simulations=3, evaluator=ScoreLead(),
                         random_state=rs),
            UniformRandomBot(1, rs)]
    state = play_openspiel_game(game, bots, rs)
    assert sorted(state.returns()) in ([-1.0, 1.0], [0.0, 0.0])


# ---- speed -----------------------------------------------------------------------------

@pytest.mark.soak
def test_the_pettingzoo_environment_plays_at_half_the_librarys_random_speed_or_more():
    env = _pettingzoo().env()

    def library(games):
        decisions = 0
        for g in range(games):
            rng, state = random.Random(g), s.new_game(seed=g)
            while not s.is_over(state):
                state = s.apply(state, rng.choice(s.legal_actions(state)))
                decisions += 1
        return decisions

    def through_env(games):
        rng, decisions = random.Random(0), 0
        for g in range(games):
            env.reset(seed=g)
            for _agent in env.agent_iter():
                obs, _, terminated, truncated, _ = env.last()
                env.step(None if terminated or truncated
                         else rng.choice(np.flatnonzero(obs["action_mask"])))
                decisions += not (terminated or truncated)
        return decisions

    best = {}       # the fastest of three rounds: seconds per decision
    for _ in range(3):
        for name, play in (("library", library), ("env", through_env)):
            start = time.process_time()
            decisions = play(20)
            took = (time.process_time() - start) / decisions
            best[name] = min(best.get(name, 1.0), took)
    assert best["library"] / best["env"] >= 0.5


def _deal(state, rng):
    """The deal made: each chance node's outcome drawn by `rng` (all equally likely)."""
    while state.is_chance_node():
        state.apply_action(rng.choice(state.legal_actions()))
