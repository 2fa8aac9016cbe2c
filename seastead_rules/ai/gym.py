"""Seastead as a single-agent Gymnasium environment: you play one seat, a bot the other.

    import gymnasium
    import seastead_rules.ai.gym  # noqa: F401  (registers "Seastead-v0")

    env = gymnasium.make("Seastead-v0", opponent="greedy", sides="AAAA")
    obs, info = env.reset(seed=1)     # then play it as the kernel's (kernel/gym.py)

The observation is the player's tensor (`encode.observation_size` float32 entries); the
legal actions are in `info["action_mask"]` and `env.action_masks()` (int8, one entry
per action index). The opponent is a bot: a name of `seastead_rules.bots.BOTS` (with a
budget, as `make_bot` takes it: "ismcts:100p"), a bot class (made with a seed at each
reset), a bot (anything with `choose(position, actions)`), or a function
`opponent(position, actions) -> action`, such as your own policy for self-play; in solo
mode there is none (the Boss plays by the rules). The reward comes at the end: 1 for a
win, -1 for a loss, 0 for a shared victory. An illegal action ends the episode as a loss
(reward -1, `info["illegal_action"]` True). Importing this module registers the id
"Seastead-v0" (`gymnasium.make("Seastead-v0", **options)`). It is the kernel's
environment (`seastead_rules.kernel.gym.GameEnv`) playing Seastead, with Seastead's bots
by name. See docs/ai.md.
"""

from __future__ import annotations

from ..extras import need

need("ai", "numpy", "gymnasium")

import gymnasium  # noqa: E402

from ..bots import BOTS  # noqa: E402
from ..kernel.gym import GameEnv  # noqa: E402
from .env import env_setup  # noqa: E402

__all__ = ["SeasteadEnv", "ENV_ID"]

ENV_ID = "Seastead-v0"
"""The id `gymnasium.make` knows the environment by (its keyword arguments are those of
SeasteadEnv)."""


class SeasteadEnv(GameEnv):
    """One seat of a game against a bot. `opponent`: a bot's name (`BOTS`, with an
    optional budget), a bot class, a bot (with `choose(position, actions)`) or a
    function `(position, actions) -> action`; `seat`: 0 (blue), 1 (orange) or None
    (drawn at each reset); the other options are those of `new_game`."""

    def __init__(self, opponent="greedy", seat: int | None = 0, render_mode=None,
                 sides: str = "AAAA", specialists: str = "A", decree=None,
                 mode: str = "duel", content=None):
        game, players, options = env_setup(sides, specialists, decree, mode, content)
        super().__init__(game, opponent, seat, players, render_mode, bot_factories=BOTS,
                         **options)

    @property
    def bot(self):
        """The opponent's choice now, `bot(position, actions) -> action` (None in solo
        mode: the Boss plays by the rules)."""
        others = [b for b in self.bots if b is not None]
        return others[0].choose if others else None


if ENV_ID not in gymnasium.registry:
    gymnasium.register(ENV_ID, entry_point=SeasteadEnv)
