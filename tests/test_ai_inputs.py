"""What the AI functions take: a numpy integer wherever an index or a seat is taken (a
policy's argmax is one), and a playout's position (what a bot is given) wherever a
State is."""

from __future__ import annotations

import random

import pytest

import seastead_rules as s

np = pytest.importorskip("numpy")
from seastead_rules.ai import encode  # noqa: E402


def _played(seed=4, actions=12):
    rng, state = random.Random(seed), s.new_game(seed=seed)
    for _ in range(actions):
        state = s.apply(state, rng.choice(s.legal_actions(state)))
    return state


# ---- numpy integers -----------------------------------------------------------------

@pytest.mark.parametrize("integer", [np.int64, np.int32, np.uint8])
def test_a_numpy_integer_is_a_seat_for_every_function_that_takes_a_player(integer):
    state = _played()
    assert s.observation(state, integer(1)) == s.observation(state, 1)
    assert encode.observation_string(state, integer(1)) == encode.observation_string(state, 1)
    assert encode.information_state_string(state, integer(0)) == \
        encode.information_state_string(state, 0)
    assert np.array_equal(encode.observation_tensor(state, integer(1)),
                          encode.observation_tensor(state, 1))
    seen = s.observation(state, 0)
    assert s.sample_state(seen, integer(0), random.Random(2)) == \
        s.sample_state(seen, 0, random.Random(2))


def test_a_numpy_integer_is_an_action_index_in_the_pettingzoo_environment():
    from seastead_rules.ai.pettingzoo import env
    e = env(sides="AAAA")
    e.reset(seed=2)
    for _ in range(20):
        mask = e.observe(e.agent_selection)["action_mask"]
        e.step(np.flatnonzero(mask)[0])            # a numpy int64
    assert not any(e.terminations.values()) and sum(e.rewards.values()) == 0


def test_a_numpy_integer_is_an_action_index_and_a_seat_in_the_gymnasium_environment():
    from seastead_rules.ai.gym import SeasteadEnv
    env = SeasteadEnv(opponent="random", seat=np.int64(1), sides="AAAA")
    obs, info = env.reset(seed=3)
    assert env.seat == 1
    obs, reward, terminated, truncated, info = env.step(np.argmax(info["action_mask"]))
    assert not info.get("illegal_action")


@pytest.mark.parametrize("index", [1.0, "0", True, np.array([0, 1])])
def test_a_value_that_is_no_integer_is_not_an_action_index(index):
    from seastead_rules.ai.pettingzoo import env
    e = env(sides="AAAA")
    e.reset(seed=2)
    with pytest.raises(s.IllegalAction, match="not an action index"):
        e.step(index)


# ---- a playout's position ------------------------------------------------------------

def _a_bots_position():
    game = s.Playout(_played())
    return game, game.position


def test_the_observation_of_a_playouts_position_is_that_of_the_game_now():
    game, position = _a_bots_position()
    assert s.observation(position, 0) == s.observation(game.freeze(), 0)
    assert s.observation(game, 1) == s.observation(game.freeze(), 1)
    assert encode.observation_string(position, 1) == \
        encode.observation_string(game.freeze(), 1)


def test_a_sample_from_a_playouts_position_looks_to_the_player_like_the_game_now():
    game, position = _a_bots_position()
    player = position.to_move
    guess = s.sample_state(position, player, random.Random(5))
    assert s.observation(guess, player) == s.observation(game.freeze(), player)


def test_observing_a_playouts_position_leaves_the_playout_playing_on_unchanged():
    game, position = _a_bots_position()
    before = game.freeze()
    s.observation(position, 0)
    s.sample_state(position, 1, random.Random(1))
    assert game.freeze() == before
    game.apply(game.legal_actions()[0])
    assert game.freeze() != before


@pytest.mark.parametrize("thing", [None, {"stack": []}, "a state"])
def test_observation_refuses_what_is_no_game_naming_what_it_takes(thing):
    with pytest.raises(s.RulesError, match="a State, a Playout or a playout's position"):
        s.observation(thing, 0)
