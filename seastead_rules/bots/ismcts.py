"""The IS-MCTS bot (`ismcts`): information-set Monte Carlo tree search, the kernel's
(`seastead_rules.kernel.bots.ISMCTSBot`) playing Seastead with its own judgement.

Each playout deals a game from what the bot sees (`sample_state`), so the search never
knows the real deck order. It walks down one tree shared by every deal (a node per
sequence of actions), choosing by UCT among the actions legal in this deal and counting
how often each was available (single-observer IS-MCTS, Cowling, Powley and Whitehouse
2012); it adds one node, plays on with a cheap policy for a few turns in the playout
mode, and scores the end: 1, 0 or 0.5 for a finished game, otherwise the score lead
squashed into (0, 1). The action tried most often at the root is played.

The budget is a number of playouts, or seconds of the process's CPU time (so a busy
machine does not weaken the bot), whichever ends first."""

from __future__ import annotations

import math

from .. import Build
from ..game import SEASTEAD
from ..inputs import check_int, check_type
from ..kernel import bots as kernel
from .greedy import GreedyBot
from .judge import value

__all__ = ["ISMCTSBot"]

SECONDS = kernel.SECONDS    # default budget: CPU seconds a move
EXPLORE = 0.3           # UCT's exploration constant (rewards lie in [0, 1])
ROLLOUT = 8             # actions played by the cheap policy before judging
LEAD_SCALE = 6.0        # a lead of this many points is worth about 0.73
BUILD_CHANCE = 0.8      # the cheap policy builds this often when it may
CANDIDATES = None       # compare only the greedy bot's best few actions (None: all)
MAX_SECONDS = kernel.MAX_SECONDS        # the largest budget in CPU seconds a move
MAX_PLAYOUTS = kernel.MAX_PLAYOUTS      # the largest budget in playouts a move


class ISMCTSBot(kernel.ISMCTSBot):
    """Searches deals of what it sees with UCT; `playouts` and/or `seconds` (CPU time)
    bound each move (default: 0.5 s). `rollout` actions of the cheap policy are played
    before judging; `candidates`: compare only the greedy bot's best few actions."""

    def __init__(self, seed: int = 0, playouts: int | None = None,
                 seconds: float | None = None, rollout: int = ROLLOUT,
                 explore: float = EXPLORE, candidates: int | None = CANDIDATES):
        check_type(seed, int, "seed", "an int")
        check_int(rollout, "rollout", 0, MAX_PLAYOUTS)
        if candidates is not None:
            check_int(candidates, "candidates", 1, MAX_PLAYOUTS)
        self.candidates = candidates
        self.guide = GreedyBot(seed)
        super().__init__(SEASTEAD, seed, playouts=playouts, seconds=seconds,
                         explore=explore, rollout=rollout, policy=_cheap, judge=_judge,
                         shortlist=self._shortlist if candidates is not None else None,
                         returns_range=(-1.0, 1.0))

    def _shortlist(self, state, actions) -> tuple:
        # The actions the greedy bot likes best: the search compares only these.
        if len(actions) <= self.candidates:
            return actions
        scores = self.guide.scores(state, actions)
        ranked = sorted(range(len(actions)), key=lambda i: -scores[i])
        return tuple(actions[i] for i in sorted(ranked[:self.candidates]))


def _judge(position) -> list:
    """An unfinished game's value for each player: player 0's score lead squashed into
    (0, 1), and the rest for player 1."""
    lead = 1.0 / (1.0 + math.exp(-value(position, 0) / LEAD_SCALE))
    return [lead, 1.0 - lead]


def _cheap(actions, rng):
    """The rollout policy: mostly a random build when one is legal, else any action."""
    if len(actions) == 1:
        return actions[0]
    if rng.random() < BUILD_CHANCE:
        builds = [a for a in actions if type(a) is Build]
        if builds:
            return rng.choice(builds)
    return rng.choice(actions)
