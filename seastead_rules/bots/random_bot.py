"""The random bot: a uniformly random legal action."""

from __future__ import annotations

import random

from .. import legal_actions
from ..inputs import check_type
from ..kernel.arguments import check_actions

__all__ = ["RandomBot"]


class RandomBot:
    """Picks a legal action uniformly at random (seeded)."""

    def __init__(self, seed: int = 0):
        check_type(seed, int, "seed", "an int")
        self.rng = random.Random(seed)

    def choose(self, state, actions=None):
        """One of the legal actions."""
        actions = actions if actions is not None else legal_actions(state)
        if type(actions) is not tuple and type(actions) is not list:
            actions = check_actions(actions)       # (a str would give a letter)
        try:
            return self.rng.choice(actions)
        except (TypeError, IndexError, KeyError):
            check_actions(actions)          # checked only when it fails: no cost to a game
            raise
