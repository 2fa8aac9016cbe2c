"""Any game of the protocol as a single-agent Gymnasium environment: you play one seat,
bots (or your own callables) play the others.

    import gymnasium
    from seastead_rules.kernel.gym import register

    env_id = register(GAME)              # "seastead_rules/liars_dice-v0"
    env = gymnasium.make(env_id, players=3, opponent="random")
    obs, info = env.reset(seed=1)
    done = False
    while not done:
        action = env.action_space.sample(info["action_mask"])
        obs, reward, terminated, truncated, info = env.step(action)
        done = terminated or truncated

The observation is your seat's tensor; the legal actions are in `info["action_mask"]`
and `env.action_masks()` (int8, one entry per action id). Each other seat is played by
`opponent`: a bot's name (see `bots.make_bot`, with `bot_factories` the game's own; an
IS-MCTS bot with a budget, "ismcts:100p"), a bot class (made as `cls(seed)` for each
seat at each reset), a bot (anything with `choose(state, actions)`, the same one every
game), or your own function `(state, actions) -> action` (self-play). The reward comes
at the end: your return. An illegal action ends the episode with the game's lowest
return (`info["illegal_action"]` True).
"""

from __future__ import annotations

from ..extras import need

need("ai", "numpy", "gymnasium")

import gymnasium  # noqa: E402
import numpy as np  # noqa: E402
from gymnasium import spaces  # noqa: E402

from ..errors import ArgumentError, IllegalAction  # noqa: E402
from .arguments import (  # noqa: E402
    SEED_MAX,
    as_index,
    check_int,
    check_is_game,
    check_type,
    shown,
)
from .bots import BOTS, make_bot  # noqa: E402
from .env import EnvGame  # noqa: E402

__all__ = ["GameEnv", "register", "Policy", "opponent_maker"]


class Policy:
    """A function `(state, actions) -> action` as a bot (an opponent that is a function
    plays so)."""
    __slots__ = ("function",)

    def __init__(self, function):
        if not callable(function):
            raise ArgumentError(f"function must be a function (state, actions) -> action, "
                                f"not {shown(function)}")
        self.function = function

    def choose(self, state, actions):
        """The function's choice."""
        return self.function(state, actions)


class GameEnv(gymnasium.Env):
    """One seat of a game of `game` against bots. `opponent`: see the module's docstring;
    `seat`: the seat you play (an int or a numpy integer), or None (drawn at each
    reset); `players` and the game's options set the game up."""

    # (a frame rate for the text, as Gymnasium's own text games declare one: its
    # environment checker asks for it)
    metadata = {"render_modes": ["ansi"], "render_fps": 4}

    def __init__(self, game, opponent="random", seat: int | None = 0,
                 players: int | None = None, render_mode=None, bot_factories=None,
                 **options):
        if render_mode not in (None, "ansi"):
            raise ArgumentError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self._make_bot = opponent_maker(game, opponent, bot_factories)
        self.table = EnvGame(game, players, **options)
        n = self.table.players
        index = None if seat is None else as_index(seat)     # a numpy integer too
        if seat is not None and index not in range(n):
            seats = "0" if n == 1 else f"0 to {n - 1}"
            raise ArgumentError(f"seat must be a seat of the game ({seats}) or None, "
                                f"not {seat!r}"[:200])
        self.opponent = opponent
        self.seat_option, self.render_mode = index, render_mode
        self.observation_space = spaces.Box(0.0, 1.0, tuple(self.table.tensors.shape),
                                            np.float32)
        self.action_space = spaces.Discrete(self.table.space.size)
        self.seat = 0
        self.bots = [None] * n

    def reset(self, *, seed=None, options=None):
        """A new game; `seed` makes it (and the games after it) repeatable."""
        if seed is not None:            # (Gymnasium's own check raises its own error)
            check_int(seed if as_index(seed) is None else as_index(seed), "seed", 0, SEED_MAX)
        super().reset(seed=seed)
        draw, table = self.np_random.integers, self.table
        table.reset(int(draw(2 ** 62)))
        n = table.players
        self.seat = int(draw(n)) if self.seat_option is None else self.seat_option
        self.bots = [None if p == self.seat else self._make_bot(int(draw(2 ** 31)))
                     for p in range(n)]
        self._others_play()
        return table.observe(self.seat), self._info()

    def step(self, action):
        """Play an action id; the others play until it is your turn again (or the end)."""
        table = self.table
        try:
            table.step(action)
        except IllegalAction:
            info = self._info()
            info["illegal_action"] = True
            return table.observe(self.seat), float(table.bounds.min_return), True, False, info
        self._others_play()
        over = table.over()
        reward = table.rewards()[self.seat] if over else 0.0
        return table.observe(self.seat), reward, over, False, self._info()

    def action_masks(self):
        """The legal actions now, as an int8 mask (for maskable learners)."""
        return self.table.mask(self.seat)

    def render(self):
        """The table as text ('ansi' mode)."""
        if self.render_mode is None:
            return None
        return self.table.game.describe(self.table.state())

    def _info(self) -> dict:
        return {"action_mask": self.table.mask(self.seat)}

    def _others_play(self) -> None:
        table, playout, bots = self.table, self.table.playout, self.bots
        while not playout.is_over() and playout.to_move != self.seat:
            table.apply(bots[playout.to_move].choose(playout.position,
                                                     playout.legal_actions()))


def opponent_maker(game, opponent, bot_factories=None):
    """A function of a seed giving a bot for a seat of `game`, from an `opponent` of any
    form the module's docstring names; ArgumentError (now, not at the first reset) for
    an unknown name, a bad budget or anything else."""
    check_is_game(game)
    if bot_factories is not None and not isinstance(bot_factories, dict):
        check_type(bot_factories, (), "bot_factories", "a dict of the game's own bots "
                                                       "(name: factory) or None")
    if isinstance(opponent, str):
        names = sorted({*(bot_factories or {}), *BOTS})
        if opponent.partition(":")[0] not in names:
            raise ArgumentError(f"unknown opponent {opponent!r}; the bots are: "
                                f"{', '.join(names)}"[:300])
        make_bot(game, opponent, 0, bot_factories)      # a bad budget fails here, clearly
        return lambda seed: make_bot(game, opponent, seed, bot_factories)
    if isinstance(opponent, type) and callable(getattr(opponent, "choose", None)):
        return opponent                                 # a bot class: a new bot per game
    if callable(getattr(opponent, "choose", None)):
        return lambda seed: opponent                    # a bot: the same one every game
    if callable(opponent):
        policy = Policy(opponent)                       # a function (state, actions)
        return lambda seed: policy
    raise ArgumentError(f"opponent must be a bot's name ({', '.join(BOTS)} or the game's "
                        f"own), a bot class, a bot with choose(state, actions) or a "
                        f"function (state, actions) -> action, not {opponent!r}"[:300])


def register(game, env_id: str | None = None) -> str:
    """Register `game` with Gymnasium (as `seastead_rules/<name>-v0` unless named); the
    id for `gymnasium.make(env_id, players=..., opponent=..., **options)`."""
    check_is_game(game)
    if env_id is not None:
        check_type(env_id, str, "env_id", "an environment id (\"name-v0\") or None")
    env_id = env_id or f"seastead_rules/{game.name}-v0"
    if env_id not in gymnasium.registry:
        try:
            gymnasium.register(env_id, entry_point=lambda **kwargs: GameEnv(game, **kwargs))
        except gymnasium.error.Error as err:
            raise ArgumentError(f"env_id {env_id!r}: {err}"[:300]) from None
    return env_id


# Games hosted before this adapter was whole register now (kernel/registry.py).
from .registry import retry_pending  # noqa: E402

retry_pending()
