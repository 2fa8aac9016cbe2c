"""The random bot: a uniformly random legal action."""

from __future__ import annotations

import random

from .. import legal_actions
from ..inputs import check_type

__all__ = ["RandomBot"]


class RandomBot:
    """Picks a legal action uniformly at random (seeded)."""

    def __init__(self, seed: int = 0):
        check_type(seed, int, "seed", "an int")
        self.rng = random.Random(seed)

    def choose(self, state, actions=None):
        """One of the legal actions."""
        actions = actions if actions is not None else legal_actions(state)
        return self.rng.choice(actions)
