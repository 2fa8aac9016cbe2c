"""Seastead as a single-agent Gymnasium environment: you play one seat, a bot the other.

    from seastead_rules.ai.gym import SeasteadEnv

    env = SeasteadEnv(opponent="greedy", sides="AAAA")
    obs, info = env.reset(seed=1)
    done = False
    while not done:
        action = env.action_space.sample(info["action_mask"])
        obs, reward, terminated, truncated, info = env.step(action)
        done = terminated or truncated

The observation is the player's tensor (`encode.observation_size` float32 entries); the
legal actions are in `info["action_mask"]` and `env.action_masks()` (int8, one entry
per action index). The opponent is a bot of `seastead_rules.bots.BOTS`, by name; in
solo mode there is none (the Boss plays by the rules). The reward comes at the end: 1
for a win, -1 for a loss, 0 for a shared victory. An illegal action ends the episode
as a loss (reward -1, `info["illegal_action"]` True). See docs/ai.md.
"""

from __future__ import annotations

from ..extras import need

need("ai", "numpy", "gymnasium")

import gymnasium  # noqa: E402
import numpy as np  # noqa: E402
from gymnasium import spaces  # noqa: E402

from .. import IllegalAction  # noqa: E402
from .table import EnvGame  # noqa: E402

__all__ = ["SeasteadEnv"]


class SeasteadEnv(gymnasium.Env):
    """One seat of a game against a bot. `seat`: 0 (blue), 1 (orange) or None (drawn
    at each reset); the other options are those of `new_game`."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, opponent: str = "greedy", seat: int | None = 0, render_mode=None,
                 **options):
        from ..bots import BOTS
        if opponent not in BOTS:
            raise ValueError(f"unknown opponent {opponent!r}; the bots are: "
                             f"{', '.join(sorted(BOTS))}")
        if seat not in (0, 1, None):
            raise ValueError(f"seat must be 0 (blue), 1 (orange) or None, not {seat!r}")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.table = EnvGame(**options)
        if self.table.players == 1 and seat not in (0, None):
            raise ValueError("in solo mode you play blue (seat 0)")
        self.opponent_name, self._bot_class = opponent, BOTS[opponent]
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
        self.bot = self._bot_class(int(draw(2 ** 31)))
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
        from ..render import render
        return render(self.table.game.freeze())

    def _info(self) -> dict:
        return {"action_mask": self.table.mask(self.seat)}

    def _opponent_plays(self) -> None:
        table, game = self.table, self.table.game
        while not game.is_over() and game.to_move != self.seat:
            table.apply(self.bot.choose(game.position, game.legal_actions()))
