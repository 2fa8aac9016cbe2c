"""The one-step greedy bot (`greedy1`): judges each action by the position right after
it. Fast, but blind to what an answer leads to: it is as happy to decline "you may take
1 any" as to accept, since the resource comes only with the next answer."""

from __future__ import annotations

import random

from .. import Build, Dive, Playout
from ..inputs import check_type
from .judge import choices, value

__all__ = ["OneStepBot"]

_EPS = 1e-9


class OneStepBot:
    """Looks one action ahead and takes the one that most raises its score lead,
    preferring builds to dives; ties are broken at random (seeded). It looks ahead in
    the real game, so a dive sees the real top card."""

    def __init__(self, seed: int = 0):
        check_type(seed, int, "seed", "an int")
        self.rng = random.Random(seed)

    def choose(self, state, actions=None):
        """The legal action with the best one-step value (`state`: a State, or a
        playout's position)."""
        actions = choices(state, actions)
        if len(actions) == 1:
            return actions[0]
        player = state.to_move
        root = Playout(state)
        best, best_value = [], None
        for action in actions:
            branch = root.clone()
            branch.apply(action)
            score = value(branch.position, player)
            if isinstance(action, Build):
                score += 0.5
            elif isinstance(action, Dive):
                score += 0.1
            if best_value is None or score > best_value + _EPS:
                best, best_value = [action], score
            elif abs(score - best_value) <= _EPS:
                best.append(action)
        return self.rng.choice(best)
