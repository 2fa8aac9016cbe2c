"""Any game of the protocol as a PettingZoo AEC environment, the action mask in the
observation.

    from seastead_rules.kernel.pettingzoo import env

    e = env(GAME, players=3)
    e.reset(seed=1)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        action = None if terminated or truncated else \\
            e.action_space(agent).sample(obs["action_mask"])
        e.step(action)

Agents are "player_0", "player_1", ... (or the names given); each observation is a
dict with "observation" (the game's float32 tensor) and "action_mask" (int8, one entry
per action id). Rewards come at the end: the game's returns.
"""

from __future__ import annotations

from ..extras import need

need("ai", "numpy", "gymnasium", "pettingzoo")

import numpy as np  # noqa: E402
from gymnasium import spaces  # noqa: E402
from pettingzoo import AECEnv  # noqa: E402

from ..errors import ArgumentError, RulesError  # noqa: E402
from .arguments import shown  # noqa: E402
from .env import EnvGame  # noqa: E402

__all__ = ["env", "GameAEC"]


def env(game, players: int | None = None, render_mode=None, agents=None,
        **options) -> "GameAEC":
    """The AEC environment of `game` with `players` (its default if None) and the game's
    options; `agents` names the seats (default player_0, player_1, ...)."""
    return GameAEC(game, players, render_mode=render_mode, agents=agents, **options)


def _agents(agents, n: int) -> list:
    """The agents' names: `agents` (n distinct strs) or player_0, player_1, ..."""
    if agents is None:
        return [f"player_{p}" for p in range(n)]
    listed = None if isinstance(agents, (str, bytes, dict)) or \
        not hasattr(agents, "__iter__") else list(agents)
    if listed is None or len(listed) != n or not all(isinstance(a, str) for a in listed) \
            or len(set(listed)) != n:
        raise ArgumentError(f"agents must name the {n} seats once each (strs), not "
                            f"{shown(agents)}")
    return listed


class GameAEC(AECEnv):
    """The players take turns answering whatever the game asks."""

    metadata = {"name": "kernel_game_v0", "render_modes": ["human", "ansi"],
                "is_parallelizable": False}

    def __init__(self, game, players: int | None = None, render_mode=None, agents=None,
                 **options):
        super().__init__()
        if type(render_mode) not in (type(None), str) or \
                render_mode not in (None, "human", "ansi"):
            raise ArgumentError(f"render_mode must be None, 'human' or 'ansi', not "
                                f"{shown(render_mode)}")
        self.table = EnvGame(game, players, **options)
        self.metadata = {**self.metadata, "name": f"{game.name}_v0"}
        self.render_mode = render_mode
        n = self.table.players
        agents = _agents(agents, n)
        self.possible_agents = agents
        self._seat = {a: p for p, a in enumerate(agents)}
        bounds = self.table.bounds
        self._obs_space = spaces.Dict({
            "observation": spaces.Box(0.0, 1.0, tuple(self.table.tensors.shape), np.float32),
            "action_mask": spaces.Box(0, 1, (self.table.space.size,), np.int8)})
        self._act_space = spaces.Discrete(self.table.space.size)
        self.observation_spaces = {a: self._obs_space for a in agents}
        self.action_spaces = {a: self._act_space for a in agents}
        self.reward_range = (bounds.min_return, bounds.max_return)

    def observation_space(self, agent):
        """The same Dict space for every agent."""
        self._seat_of(agent)
        return self._obs_space

    def action_space(self, agent):
        """Discrete(number of action ids) for every agent; sample with the mask."""
        self._seat_of(agent)
        return self._act_space

    def _seat_of(self, agent) -> int:
        try:
            return self._seat[agent]
        except (KeyError, TypeError):
            raise ArgumentError(f"agent must be one of {', '.join(self.possible_agents)}, "
                                f"not {shown(agent)}") from None

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
        seen, mask = self.table.observation(self._seat_of(agent))
        return {"observation": seen, "action_mask": mask}

    def last(self, observe=True):
        """(observation, cumulative reward, terminated, truncated, info) of the agent to
        move, as `AECEnv.last`."""
        agent = self._selected()
        seen = self.observe(agent) if observe else None
        return (seen, self._cumulative_rewards[agent], self.terminations[agent],
                self.truncations[agent], self.infos[agent])

    def step(self, action):
        """Play the action id for the agent to move (None once it is done)."""
        agent = self._selected()
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        table = self.table
        self._cumulative_rewards[agent] = 0.0
        table.step(action)
        if table.over():
            for a, reward in zip(self.agents, table.rewards()):
                self.rewards[a] = reward
                self.terminations[a] = True
            self._accumulate_rewards()
        else:       # the rewards are all 0 until the end: nothing to accumulate
            self.agent_selection = self.possible_agents[table.to_move]

    def _selected(self):
        # The agent to move; RulesError before the first reset.
        agent = getattr(self, "agent_selection", None)
        if agent is None:
            raise RulesError("no game yet: reset the environment first")
        return agent

    def render(self):
        """The table as text: returned ('ansi' mode) or printed ('human' mode)."""
        if self.render_mode is None:
            return None
        self._selected()
        text = self.table.game.describe(self.table.state())
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self):
        """Nothing to release."""
