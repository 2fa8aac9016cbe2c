"""Liar's Dice through the kernel's adapters passes the frameworks' own checkers:
OpenSpiel's random simulation test (with serialization), PettingZoo's API test and
Gymnasium's environment checker, with 2, 3 and 6 players; and the environment game they
share plays whole games with masks and rewards."""

from __future__ import annotations

import random
import warnings

import pytest

from seastead_rules.errors import ArgumentError, IllegalAction, SaveFileError
from seastead_rules.liars_dice import GAME

np = pytest.importorskip("numpy", reason="the 'ai' extra is not installed (numpy)")

PLAYERS = [2, 3, 6]


# ---- the environment game -------------------------------------------------------------

def test_the_environment_game_plays_a_whole_game_by_action_ids():
    from seastead_rules.kernel.env import EnvGame
    table = EnvGame(GAME, players=3, dice=2)
    table.reset(seed=4)
    rng = random.Random(4)
    while not table.over():
        mover = table.to_move
        mask = table.mask(mover)
        assert sorted(np.flatnonzero(mask)) == sorted(table.indices())
        assert not table.mask((mover + 1) % 3).any()
        seen = table.observe(mover)
        assert seen.shape == GAME.tensors(3, dice=2).shape and seen.dtype == np.float32
        assert (seen == GAME.tensors(3, dice=2).write(table.state(), mover)).all()
        table.step(rng.choice(table.indices()))
    assert sorted(table.rewards()) == [-1.0, -1.0, 1.0]


def test_the_environment_game_refuses_an_illegal_id_and_plays_on():
    from seastead_rules.kernel.env import EnvGame
    table = EnvGame(GAME)
    table.reset(seed=1)
    liar = GAME.actions(2).size - 1
    with pytest.raises(IllegalAction, match="not legal now"):
        table.step(liar)                # no bid to call yet
    table.step(table.indices()[0])
    assert table.steps == 1


def test_the_environment_game_takes_a_numpy_seed_and_refuses_a_negative_one():
    from seastead_rules.kernel.env import EnvGame
    table, other = EnvGame(GAME), EnvGame(GAME)
    table.reset(seed=np.int64(5))
    other.reset(seed=5)
    assert table.state() == other.state()
    with pytest.raises(ArgumentError, match="seed"):
        table.reset(seed=-1)


def test_the_environment_game_refuses_bad_options():
    from seastead_rules.kernel.env import EnvGame
    with pytest.raises(ArgumentError, match="no option 'sides'"):
        EnvGame(GAME, sides="AAAA")


# ---- OpenSpiel -------------------------------------------------------------------------

def _pyspiel():
    pyspiel = pytest.importorskip("pyspiel", reason="the 'ai' extra is not installed")
    from seastead_rules.kernel.openspiel import register
    return pyspiel, register(GAME)


@pytest.mark.parametrize("players", PLAYERS)
def test_the_openspiel_game_passes_the_random_simulation_test_with_serialization(players):
    pyspiel, name = _pyspiel()
    game = pyspiel.load_game(name, {"players": players, "dice": 2})
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


def test_the_openspiel_game_takes_the_games_options():
    pyspiel, name = _pyspiel()
    game = pyspiel.load_game(name, {"players": 3, "dice": 2, "wild": "none"})
    assert game.num_players() == 3 and game.num_distinct_actions() == 3 * 2 * 6 + 1
    assert game.max_chance_outcomes() == 6 + 3          # a face, or who opens
    assert game.get_type().utility == pyspiel.GameType.Utility.CONSTANT_SUM
    assert game.utility_sum() == -1.0
    two = pyspiel.load_game(name, {"players": 2})
    assert two.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM


def test_the_chance_nodes_are_the_games_own_draws_with_their_true_odds():
    pyspiel, name = _pyspiel()
    state = pyspiel.load_game(name, {"players": 3, "dice": 2}).new_initial_state()
    assert state.is_chance_node()
    assert state.chance_outcomes() == [(6, 1 / 3), (7, 1 / 3), (8, 1 / 3)]   # who opens
    state.apply_action(7)
    assert state.chance_outcomes() == [(f, 1 / 6) for f in range(6)]        # a die
    for face in range(6):
        state.apply_action(face)
    assert state.current_player() == 1
    assert state.game_state.hands == ((1, 2), (3, 4), (5, 6))
    assert state.history_str() == "7, 0, 1, 2, 3, 4, 5"


def _played(name, pyspiel, moves=12, players=3):
    game = pyspiel.load_game(name, {} if players is None else {"players": players})
    state = game.new_initial_state()
    rng = random.Random(2)
    for _ in range(moves):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return game, state


def test_a_serialized_openspiel_state_is_plain_text_that_comes_back_the_same():
    pyspiel, name = _pyspiel()
    game, state = _played(name, pyspiel, moves=20)
    text = state.serialize()
    assert text.startswith("format=kernel-openspiel-state\nversion=2\n") and "pickle" not in text
    again = game.deserialize_state(text)
    assert again.history() == state.history() and again.game_state == state.game_state
    assert again.information_state_string(1) == state.information_state_string(1)


def test_a_damaged_or_pickled_serialized_state_is_refused():
    pyspiel, name = _pyspiel()
    game, state = _played(name, pyspiel, moves=20)
    text = state.serialize()
    first = text.split("history=")[1].split(",")[0]
    for damaged in (text.replace(f"history={first}", "history=-1:99"), text[:-3],
                    "history=x\n__dict__=...", 42):
        with pytest.raises(SaveFileError):
            game.deserialize_state(damaged)


def test_a_resampled_state_looks_the_same_to_its_player_and_serializes():
    pyspiel, name = _pyspiel()
    game, state = _played(name, pyspiel, moves=25)
    for player in range(3):
        other = state.resample_from_infostate(player, random.Random(player).random)
        assert other.information_state_string(player) == \
            state.information_state_string(player)
        assert other.information_state_tensor(player) == \
            state.information_state_tensor(player)
        assert other.observation_tensor(player) == state.observation_tensor(player)
        assert other.legal_actions() == state.legal_actions()
        again = game.deserialize_state(other.serialize())
        assert again.game_state == other.game_state and "save=" in other.serialize()


def test_a_resampled_history_deals_the_new_dice_so_the_true_ones_do_not_leak():
    pyspiel, name = _pyspiel()
    game = pyspiel.load_game(name, {"players": 2, "dice": 5})
    state = game.new_initial_state()
    for action in (6, 0, 1, 2, 3, 4, 5, 5, 5, 5, 5):    # player 0 opens; 1 2 3 4 5; 6 6 6 6 6
        state.apply_action(action)
    histories = set()
    for k in range(6):
        other = state.resample_from_infostate(0, random.Random(k))
        assert other.history()[:6] == state.history()[:6]       # the opener and my dice
        hand = other.game_state.hands[1]
        assert other.history()[6:] == [d - 1 for d in hand]     # the dice dealt, in order
        histories.add(tuple(other.history()))
        replayed = game.new_initial_state()
        for action in other.history():
            replayed.apply_action(action)
        assert replayed.game_state.hands == other.game_state.hands
    assert len(histories) > 1 and tuple(state.history()) not in histories


def test_a_subclass_names_its_own_parameters_and_text_format():
    pyspiel, _ = _pyspiel()
    from seastead_rules.kernel.openspiel import KernelSpielGame, register_class

    class Draft(KernelSpielGame):
        kernel_game, short_name, text_format = GAME, "python_dice_table", "dice-table-state"

        @classmethod
        def parameters(cls):
            return {"chairs": 3}

        def configure(self, params):
            return (GAME, params["chairs"], {"dice": 5, "wild": "ones", "one_round": False,
                                             "random_opener": True})

    name = register_class(Draft)
    game, state = _played(name, pyspiel, players=None, moves=20)
    assert game.num_players() == 3 and str(game) == "python_dice_table(chairs=3)"
    text = state.serialize()
    assert text.startswith("format=dice-table-state\n")
    assert game.deserialize_state(text).game_state == state.game_state
    with pytest.raises(SaveFileError, match="format=dice-table-state"):
        game.deserialize_state(text.replace("dice-table-state", "kernel-openspiel-state"))


# ---- PettingZoo ------------------------------------------------------------------------

def _pettingzoo():
    pytest.importorskip("pettingzoo", reason="the 'ai' extra is not installed")
    from seastead_rules.kernel import pettingzoo
    return pettingzoo


@pytest.mark.parametrize("players", PLAYERS)
def test_the_pettingzoo_environment_passes_the_api_test(players):
    from pettingzoo.test import api_test
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")     # Dict observations are "not a NumPy array"
        api_test(_pettingzoo().env(GAME, players=players), num_cycles=60)


def test_the_pettingzoo_environment_passes_the_seed_test():
    from pettingzoo.test import seed_test
    env = _pettingzoo().env
    seed_test(lambda: env(GAME, players=3), num_cycles=40)


@pytest.mark.parametrize("players", [2, 3])
def test_the_pettingzoo_environment_passes_the_render_test(players, capsys):
    from pettingzoo.test import render_test
    env = _pettingzoo().env
    render_test(lambda render_mode=None: env(GAME, players=players, render_mode=render_mode))
    assert "round 1: player" in capsys.readouterr().out          # the 'human' mode prints


def test_the_seastead_pettingzoo_environment_passes_the_render_test(capsys):
    from pettingzoo.test import render_test

    from seastead_rules.ai.pettingzoo import env
    render_test(lambda render_mode=None: env(render_mode=render_mode))
    assert capsys.readouterr().out


def test_a_pettingzoo_game_with_masks_ends_with_one_winner():
    env = _pettingzoo().env(GAME, players=3, agents=["ann", "bob", "cy"], dice=2)
    env.reset(seed=3)
    rng, final = random.Random(3), {}
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        if terminated or truncated:
            final[agent] = reward
            env.step(None)
            continue
        env.step(rng.choice(np.flatnonzero(obs["action_mask"])))
    assert sorted(final) == ["ann", "bob", "cy"]
    assert sorted(final.values()) == [-1.0, -1.0, 1.0]


# ---- Gymnasium -------------------------------------------------------------------------

def _gym():
    pytest.importorskip("gymnasium", reason="the 'ai' extra is not installed")
    from seastead_rules.kernel import gym
    return gym


@pytest.mark.parametrize("players", PLAYERS)
def test_the_registered_gymnasium_environment_passes_the_environment_checker(players):
    import gymnasium
    from gymnasium.utils.env_checker import check_env
    env_id = _gym().register(GAME)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")     # an ansi render has no frames per second
        check_env(gymnasium.make(env_id, players=players, opponent="random",
                                 seat=None).unwrapped)


def test_a_gymnasium_episode_against_a_policy_plays_a_whole_game():
    gym = _gym()
    first = gym.Policy(lambda state, actions: actions[0])
    env = gym.GameEnv(GAME, opponent=first, seat=1, players=3, dice=2)
    obs, info = env.reset(seed=5)
    done, reward = False, 0.0
    while not done:
        assert (info["action_mask"] == env.action_masks()).all()
        obs, reward, terminated, truncated, info = env.step(
            env.action_space.sample(info["action_mask"]))
        done = terminated or truncated
    assert reward in (-1.0, 1.0) and env.table.over()


def test_an_illegal_action_ends_the_gymnasium_episode_with_the_lowest_return():
    env = _gym().GameEnv(GAME, opponent="ismcts:10p")
    _, info = env.reset(seed=1)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    _, reward, terminated, _, info = env.step(illegal)
    assert (reward, terminated, info["illegal_action"]) == (-1.0, True, True)


def test_the_ansi_render_shows_the_table():
    env = _gym().GameEnv(GAME, render_mode="ansi")
    env.reset(seed=2)
    assert env.render().startswith("round 1: player")
    assert _gym().GameEnv(GAME).render() is None


def test_an_unknown_opponent_is_refused_with_the_bot_names():
    with pytest.raises(ArgumentError, match="the bots are: ismcts, random"):
        _gym().GameEnv(GAME, opponent="nobody")
