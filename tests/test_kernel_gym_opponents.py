"""The kernel's Gymnasium environment takes an opponent in any of four forms, for any
game (here Liar's Dice): a bot's name (with a budget), a bot class made anew with a seed
at each reset, a bot played every game, or a function (state, actions) -> action; its
seat may be a numpy integer. A game's own IS-MCTS bot takes a budget by name."""

from __future__ import annotations

import warnings

import pytest

from seastead_rules.errors import ArgumentError
from seastead_rules.kernel.bots import ISMCTSBot, make_bot
from seastead_rules.liars_dice import GAME

np = pytest.importorskip("numpy", reason="the 'ai' extra is not installed (numpy)")
gym = pytest.importorskip("seastead_rules.kernel.gym",
                          reason="the 'ai' extra is not installed (gymnasium)")


def _play(env, seed=3) -> float:
    # A whole game, playing the first legal action; your return.
    info = env.reset(seed=seed)[1]
    while True:
        _, reward, over, _, info = env.step(int(np.argmax(info["action_mask"])))
        assert "illegal_action" not in info
        if over:
            return reward


class _First:
    """A bot that plays the first legal action and counts its moves."""

    def __init__(self, seed: int = 0):
        self.seed, self.moves = seed, 0

    def choose(self, state, actions):
        self.moves += 1
        return actions[0]


def test_a_bot_class_is_made_anew_with_a_seed_for_each_other_seat_at_each_reset():
    env = gym.GameEnv(GAME, opponent=_First, players=3)
    env.reset(seed=1)
    first = env.bots[1:]
    env.reset(seed=2)
    assert all(type(b) is _First for b in env.bots[1:])
    assert not {id(b) for b in first} & {id(b) for b in env.bots[1:]}
    assert _play(env) in (-1.0, 1.0)


def test_a_bot_plays_every_seat_of_every_game():
    bot = _First()
    env = gym.GameEnv(GAME, opponent=bot, players=3)
    _play(env)
    before = bot.moves
    _play(env, seed=4)
    assert env.bots[1] is env.bots[2] is bot and bot.moves > before > 0


def test_a_function_of_the_state_and_actions_plays_the_other_seats():
    seats = []

    def policy(state, actions):
        seats.append(GAME.to_move(state))
        return actions[-1]
    env = gym.GameEnv(GAME, opponent=policy, seat=0, players=3)
    _play(env)
    assert seats and set(seats) <= {1, 2}


def test_a_numpy_integer_is_a_seat():
    env = gym.GameEnv(GAME, opponent="random", seat=np.int64(1))
    env.reset(seed=3)
    assert env.seat == 1 and type(env.seat) is int


@pytest.mark.parametrize("seat", [2, -1, True, 1.0, "0"])
def test_a_seat_the_game_has_not_is_refused(seat):
    with pytest.raises(ArgumentError, match="seat must be a seat of the game"):
        gym.GameEnv(GAME, seat=seat)


@pytest.mark.parametrize("opponent, says", [
    ("nobody", "unknown opponent 'nobody'; the bots are: ismcts, random"),
    ("random:5p", "only ismcts takes a budget"),
    ("ismcts:0p", "a budget is seconds"),
    (7, "opponent must be a bot's name"),
])
def test_an_opponent_that_cannot_play_is_refused_at_once_saying_what_is_taken(opponent,
                                                                              says):
    with pytest.raises(ArgumentError, match=says):
        gym.GameEnv(GAME, opponent=opponent)


def test_the_environment_checker_finds_the_render_modes_and_frame_rate():
    import gymnasium
    from gymnasium.utils.env_checker import check_env
    env_id = gym.register(GAME)
    with warnings.catch_warnings():
        warnings.simplefilter("error")      # (no 'not able to test render modes')
        check_env(gymnasium.make(env_id, opponent="random", render_mode="ansi").unwrapped)


class _Deep(ISMCTSBot):
    """A game's own IS-MCTS bot: made from a seed (and a budget)."""

    def __init__(self, seed: int = 0, playouts=None, seconds=None):
        super().__init__(GAME, seed, playouts=playouts, seconds=seconds, explore=0.3)


def test_a_games_own_ismcts_bot_takes_a_budget_by_its_name():
    bot = make_bot(GAME, "deep:7p", 1, {"deep": _Deep})
    assert type(bot) is _Deep and bot.playouts == 7 and bot.explore == 0.3
    assert make_bot(GAME, "deep:0.25", 1, {"deep": _Deep}).seconds == 0.25
    with pytest.raises(ArgumentError, match="only deep and ismcts take a budget"):
        make_bot(GAME, "mine:5p", 1, {"deep": _Deep, "mine": _First})


def test_a_bot_class_is_a_factory_of_bots_for_make_bot():
    bot = make_bot(GAME, _First, 9)
    assert type(bot) is _First and bot.seed == 9
