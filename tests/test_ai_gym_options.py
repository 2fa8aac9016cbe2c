"""The Gymnasium environment's opponent and id: the opponent is a bot's name, a bot
class, a bot or a function (self-play: your own policy in the other seat), and
`gymnasium.make("Seastead-v0", **options)` makes the environment, so that Gymnasium's
checker tests its render modes too."""

from __future__ import annotations

import warnings

import pytest

import seastead_rules as s

gymnasium = pytest.importorskip("gymnasium", reason="the 'ai' extra is not installed")
np = pytest.importorskip("numpy")
from seastead_rules.ai import encode  # noqa: E402
from seastead_rules.ai.gym import ENV_ID, SeasteadEnv  # noqa: E402
from seastead_rules.bots import OneStepBot, RandomBot  # noqa: E402


def _play(env, seed=3) -> float:
    obs, info = env.reset(seed=seed)
    done, reward = False, 0.0
    while not done:
        obs, reward, terminated, truncated, info = env.step(
            int(np.flatnonzero(info["action_mask"])[0]))
        assert not info.get("illegal_action")
        done = terminated or truncated
    return reward


class _Counting:
    """A bot that plays the first legal action and counts its moves."""

    def __init__(self):
        self.moves = 0

    def choose(self, position, actions):
        self.moves += 1
        return actions[0]


def test_a_bot_object_is_an_opponent_and_plays_every_game():
    bot = _Counting()
    env = SeasteadEnv(opponent=bot, sides="AAAA")
    assert _play(env) in (-1.0, 0.0, 1.0) and bot.moves > 5
    before = bot.moves
    _play(env, seed=4)
    assert bot.moves > before


def test_a_bot_class_is_an_opponent_made_anew_with_a_seed_at_each_reset():
    env = SeasteadEnv(opponent=OneStepBot, sides="AAAA")
    env.reset(seed=1)
    first = env.bot
    env.reset(seed=2)
    assert env.bot is not first and _play(env) in (-1.0, 0.0, 1.0)


def test_a_function_of_the_position_is_an_opponent_for_self_play():
    seats = []

    def policy(position, actions):
        seats.append(position.to_move)
        mask = encode.legal_action_mask(position)
        return encode.action_from_index(position, np.flatnonzero(mask)[-1])
    env = SeasteadEnv(opponent=policy, seat=0, sides="AAAA")
    assert _play(env) in (-1.0, 0.0, 1.0)
    assert seats and set(seats) == {1}


def test_a_bots_name_may_carry_a_budget():
    env = SeasteadEnv(opponent="ismcts:5p", seat=1)
    env.reset(seed=1)
    assert env.bot.__self__.playouts == 5


@pytest.mark.parametrize("opponent, says", [
    ("nobody", "unknown opponent 'nobody'; the bots are: greedy"),
    ("greedy:5p", "only ismcts takes a budget"),
    (7, "opponent must be a bot's name"),
    (RandomBot(1).choose(s.new_game(seed=1), s.legal_actions(s.new_game(seed=1))),
     "opponent must be"),
])
def test_an_opponent_that_cannot_play_is_refused_saying_what_is_taken(opponent, says):
    with pytest.raises(s.RulesError, match=says):
        SeasteadEnv(opponent=opponent)


def test_gymnasium_makes_the_environment_by_its_id_with_the_options_as_keywords():
    env = gymnasium.make(ENV_ID, opponent="random", sides="BBBB", seat=1)
    assert ENV_ID == "Seastead-v0" and isinstance(env.unwrapped, SeasteadEnv)
    assert env.unwrapped.seat_option == 1
    obs, info = env.reset(seed=2)
    assert obs.shape == env.observation_space.shape
    assert env.unwrapped.seat == 1 and env.unwrapped.table.position.sides == \
        s.new_game(seed=0, sides="BBBB").sides


def test_the_environment_checker_tests_the_render_modes_of_the_registered_id():
    from gymnasium.utils.env_checker import check_env
    with warnings.catch_warnings():
        warnings.simplefilter("error")      # (no 'not able to test render modes')
        check_env(gymnasium.make(ENV_ID, opponent="random", render_mode="ansi").unwrapped)


def test_the_environment_is_the_kernels_playing_seastead_with_seasteads_bots():
    from seastead_rules.bots import ISMCTSBot
    from seastead_rules.kernel.gym import GameEnv
    env = SeasteadEnv(opponent="ismcts:5p", seat=1)
    env.reset(seed=1)
    assert isinstance(env, GameEnv) and env.table.game.name == "seastead"
    assert type(env.bots[0]) is ISMCTSBot and env.bots[1] is None
