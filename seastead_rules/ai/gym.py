"""Seastead as a single-agent Gymnasium environment: you play one seat, a bot the other.

    import gymnasium
    import seastead_rules.ai.gym  # noqa: F401  (registers "Seastead-v0")

    env = gymnasium.make("Seastead-v0", opponent="greedy", sides="AAAA")
    obs, info = env.reset(seed=1)
    done = False
    while not done:
        action = env.action_space.sample(info["action_mask"])
        obs, reward, terminated, truncated, info = env.step(action)
        done = terminated or truncated

The observation is the player's tensor (`encode.observation_size` float32 entries); the
legal actions are in `info["action_mask"]` and `env.action_masks()` (int8, one entry
per action index). The opponent is a bot: a name of `seastead_rules.bots.BOTS` (with a
budget, as `make_bot` takes it: "ismcts:100p"), a bot class (made with a seed at each
reset), a bot (anything with `choose(position, actions)`), or a function
`opponent(position, actions) -> action`, such as your own policy for self-play; in solo
mode there is none (the Boss plays by the rules). The reward comes at the end: 1 for a
win, -1 for a loss, 0 for a shared victory. An illegal action ends the episode as a loss
(reward -1, `info["illegal_action"]` True). Importing this module registers the id
"Seastead-v0" (`gymnasium.make("Seastead-v0", **options)`). See docs/ai.md.
"""

from __future__ import annotations

from ..extras import need

need("ai", "numpy", "gymnasium")

import gymnasium  # noqa: E402
import numpy as np  # noqa: E402
from gymnasium import spaces  # noqa: E402

from .. import IllegalAction  # noqa: E402
from ..errors import ArgumentError  # noqa: E402
from ..inputs import as_index  # noqa: E402
from .env import EnvGame  # noqa: E402

__all__ = ["SeasteadEnv", "ENV_ID"]

ENV_ID = "Seastead-v0"
"""The id `gymnasium.make` knows the environment by (its keyword arguments are those of
SeasteadEnv)."""


class SeasteadEnv(gymnasium.Env):
    """One seat of a game against a bot. `opponent`: a bot's name (`BOTS`, with an
    optional budget), a bot class, a bot (with `choose(position, actions)`) or a
    function `(position, actions) -> action`; `seat`: 0 (blue), 1 (orange) or None
    (drawn at each reset); the other options are those of `new_game`."""

    # (a frame rate for the text, as Gymnasium's own text games declare one: its
    # environment checker asks for it)
    metadata = {"render_modes": ["ansi"], "render_fps": 4}

    def __init__(self, opponent="greedy", seat: int | None = 0, render_mode=None,
                 **options):
        self._make_bot = _opponent(opponent)
        seat = seat if seat is None else as_index(seat)
        if seat not in (0, 1, None):
            raise ArgumentError(f"seat must be 0 (blue), 1 (orange) or None, not {seat!r}")
        if render_mode not in (None, "ansi"):
            raise ArgumentError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.table = EnvGame(**options)
        if self.table.players == 1 and seat not in (0, None):
            raise ArgumentError("in solo mode you play blue (seat 0)")
        self.opponent = opponent
        self.seat_option, self.render_mode = seat, render_mode
        self.observation_space = spaces.Box(0.0, 1.0, (self.table.layout.size,), np.float32)
        self.action_space = spaces.Discrete(self.table.space.size)
        self.seat = 0
        self.bot = None

    def reset(self, *, seed=None, options=None):
        """A new game; `seed` makes it (and the games after it) repeatable."""
        super().reset(seed=seed)
        draw = self.np_random.integers
        self.table.reset(int(draw(2 ** 62)))
        self.seat = int(draw(2)) if self.seat_option is None else self.seat_option
        if self.table.players == 1:
            self.seat = 0
        self.bot = self._make_bot(int(draw(2 ** 31)))
        self._opponent_plays()
        return self.table.observe(self.seat), self._info()

    def step(self, action):
        """Play an action index; the opponent answers until it is your turn again."""
        table = self.table
        try:
            table.step(action)
        except IllegalAction:
            info = self._info()
            info["illegal_action"] = True
            return table.observe(self.seat), -1.0, True, False, info
        self._opponent_plays()
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
        from ..text.render import render
        return render(self.table.game.freeze())

    def _info(self) -> dict:
        return {"action_mask": self.table.mask(self.seat)}

    def _opponent_plays(self) -> None:
        table, game = self.table, self.table.game
        while not game.is_over() and game.to_move != self.seat:
            table.apply(self.bot(game.position, game.legal_actions()))


def _opponent(opponent):
    """A function of a seed giving the opponent for a game: `bot(position, actions)`."""
    from ..bots import BOTS, make_bot
    if isinstance(opponent, str):
        name = opponent.partition(":")[0]
        if name not in BOTS:
            raise ArgumentError(f"unknown opponent {opponent!r}; the bots are: "
                                f"{', '.join(sorted(BOTS))}")
        make_bot(opponent, 0)               # a bad budget fails here, clearly
        return lambda seed: make_bot(opponent, seed).choose
    if isinstance(opponent, type) and callable(getattr(opponent, "choose", None)):
        return lambda seed: opponent(seed).choose      # a bot class: a new bot per game
    choose = getattr(opponent, "choose", None)
    if callable(choose):
        return lambda seed: choose                      # a bot: the same one every game
    if callable(opponent):
        return lambda seed: opponent                    # a policy: opponent(position, actions)
    raise ArgumentError(f"opponent must be a bot's name ({', '.join(sorted(BOTS))}), a bot "
                        f"class, a bot with choose(position, actions) or a function "
                        f"(position, actions) -> action, not {opponent!r}"[:300])


if ENV_ID not in gymnasium.registry:
    gymnasium.register(ENV_ID, entry_point=SeasteadEnv)
