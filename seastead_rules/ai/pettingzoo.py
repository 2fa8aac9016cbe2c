"""Seastead as a PettingZoo AEC environment, with the action mask in the observation.

    from seastead_rules.ai.pettingzoo import env

    e = env(sides="AAAA", specialists="A")       # the options of new_game
    e.reset(seed=1)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        action = None if terminated or truncated else \\
            e.action_space(agent).sample(obs["action_mask"])
        e.step(action)

Agents are "blue" and "orange" ("blue" alone in solo mode); each observation is a dict
with "observation" (float32, `encode.observation_size`) and "action_mask" (int8,
`encode.num_distinct_actions`). Rewards come at the end: 1 for a win, -1 for a loss,
0 for a shared victory. See docs/ai.md.
"""

from __future__ import annotations

from ..extras import need

need("ai", "numpy", "gymnasium", "pettingzoo")

import numpy as np  # noqa: E402
from gymnasium import spaces  # noqa: E402
from pettingzoo import AECEnv  # noqa: E402

from ..names import COLOURS  # noqa: E402
from .table import EnvGame  # noqa: E402

__all__ = ["env", "SeasteadAEC"]


def env(render_mode=None, **options) -> "SeasteadAEC":
    """The AEC environment for a game with these options (those of `new_game`: sides,
    specialists, decree, mode, content)."""
    return SeasteadAEC(render_mode=render_mode, **options)


class SeasteadAEC(AECEnv):
    """Two players (one in solo) take turns answering whatever the game asks."""

    metadata = {"name": "seastead_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, render_mode=None, **options):
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.render_mode = render_mode
        self.table = EnvGame(**options)
        self.possible_agents = list(COLOURS[:self.table.players])
        self._seat = {a: p for p, a in enumerate(self.possible_agents)}
        size = self.table.layout.size
        self._obs_space = spaces.Dict({
            "observation": spaces.Box(0.0, 1.0, (size,), np.float32),
            "action_mask": spaces.Box(0, 1, (self.table.space.size,), np.int8)})
        self._act_space = spaces.Discrete(self.table.space.size)
        self.observation_spaces = {a: self._obs_space for a in self.possible_agents}
        self.action_spaces = {a: self._act_space for a in self.possible_agents}

    def observation_space(self, agent):
        """The same Dict space for every agent."""
        return self._obs_space

    def action_space(self, agent):
        """Discrete(num_distinct_actions) for every agent; sample with the mask."""
        return self._act_space

    def reset(self, seed=None, options=None):
        """A new game; `seed` makes it (and the games after it) repeatable."""
        self.table.reset(seed)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.agents[self.table.to_move]

    def observe(self, agent):
        """What `agent` sees, and its action mask (all 0 unless it is to move)."""
        seen, mask = self.table.observation(self._seat[agent])
        return {"observation": seen, "action_mask": mask}

    def last(self, observe=True):
        """(observation, cumulative reward, terminated, truncated, info) of the agent to
        move, as `AECEnv.last`."""
        agent, seen = self.agent_selection, None
        if observe:         # (as `observe`, without one more call per step)
            tensor, mask = self.table.observation(self._seat[agent])
            seen = {"observation": tensor, "action_mask": mask}
        return (seen, self._cumulative_rewards[agent], self.terminations[agent],
                self.truncations[agent], self.infos[agent])

    def step(self, action):
        """Play the action index for the agent to move (None once it is done)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        table = self.table
        self._cumulative_rewards[agent] = 0.0
        table.step(action)
        if table.position.over:
            for a, reward in zip(self.agents, table.rewards()):
                self.rewards[a] = reward
                self.terminations[a] = True
            self._accumulate_rewards()
        else:       # the rewards are all 0 until the end: nothing to accumulate
            self.agent_selection = self.possible_agents[table.to_move]

    def render(self):
        """The table as text ('ansi' mode)."""
        if self.render_mode is None:
            return None
        from ..render import render
        return render(self.table.game.freeze())

    def close(self):
        """Nothing to release."""
