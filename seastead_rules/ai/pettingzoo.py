"""Seastead as a PettingZoo AEC environment, with the action mask in the observation:
the kernel's environment (`seastead_rules.kernel.pettingzoo`) playing Seastead.

    from seastead_rules.ai.pettingzoo import env

    e = env(sides="AAAA", specialists="A")       # the options of new_game
    e.reset(seed=1)                              # then play it as any AEC environment

Agents are "blue" and "orange" ("blue" alone in solo mode); each observation is a dict
with "observation" (float32, `encode.observation_size`) and "action_mask" (int8,
`encode.num_distinct_actions`). Rewards come at the end: 1 for a win, -1 for a loss,
0 for a shared victory. See docs/ai.md.
"""

from __future__ import annotations

from ..extras import need

need("ai", "numpy", "gymnasium", "pettingzoo")

from ..errors import ArgumentError  # noqa: E402
from ..kernel.pettingzoo import GameAEC  # noqa: E402
from ..model.names import COLOURS  # noqa: E402
from .env import GAME_OPTIONS, env_setup  # noqa: E402

__all__ = ["env", "SeasteadAEC"]


def env(render_mode=None, **options) -> "SeasteadAEC":
    """The AEC environment for a game with these options (those of `new_game`: sides,
    specialists, decree, mode, content)."""
    unknown = sorted(set(options) - set(GAME_OPTIONS))
    if unknown:
        raise ArgumentError(f"env has no option {unknown[0]!r} (its options: "
                            f"{', '.join(GAME_OPTIONS)})")
    return SeasteadAEC(render_mode=render_mode, **options)


class SeasteadAEC(GameAEC):
    """Two players (one in solo) take turns answering whatever the game asks: the
    kernel's AEC environment with Seastead's options and agents."""

    def __init__(self, render_mode=None, sides: str = "AAAA", specialists: str = "A",
                 decree=None, mode: str = "duel", content=None):
        game, players, options = env_setup(sides, specialists, decree, mode, content)
        super().__init__(game, players, render_mode=render_mode, agents=COLOURS[:players],
                         **options)
