"""Simple players for self-play, tests and benchmarks: random and one-step greedy."""

from __future__ import annotations

import random

from .actions import Build, Dive
from .engine.playout import Playout
from .engine.turn import legal_actions
from .scoring import score_sheet

__all__ = ["RandomBot", "GreedyBot", "BOTS"]


# A bot's `choose(state, actions)` reads `state` as a State or a playout's position
# (both are a `Position`), so the same bot plays with `apply` and in the playout mode.


class RandomBot:
    """Picks a legal action uniformly at random (seeded)."""

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, state, actions=None):
        """One of the legal actions."""
        actions = actions if actions is not None else legal_actions(state)
        return self.rng.choice(actions)


class GreedyBot:
    """Looks one action ahead and takes the one that most raises its score lead,
    preferring builds to dives; ties are broken at random (seeded)."""

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def _value(self, state, player: int) -> float:
        sheet = score_sheet(state)
        mine, theirs = sheet.lines[player], sheet.lines[1 - player]
        held = sum(state.players[player].resources)
        return mine.total - theirs.total + 0.25 * held

    def choose(self, state, actions=None):
        """The legal action with the best one-step value (`state`: a State, or a
        playout's position)."""
        actions = actions if actions is not None else legal_actions(state)
        if len(actions) == 1:
            return actions[0]
        player = state.to_move
        root = Playout(state)
        best, best_value = [], None
        for action in actions:
            branch = root.clone()
            branch.apply(action)
            value = self._value(branch.position, player)
            if isinstance(action, Build):
                value += 0.5
            elif isinstance(action, Dive):
                value += 0.1
            if best_value is None or value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return self.rng.choice(best)


BOTS = {"random": RandomBot, "greedy": GreedyBot}
