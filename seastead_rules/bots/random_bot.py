"""The random bot: a uniformly random legal action (the kernel's, playing Seastead)."""

from __future__ import annotations

from ..kernel.bots import RandomBot as KernelRandomBot

__all__ = ["RandomBot"]


class RandomBot(KernelRandomBot):
    """Picks a legal action uniformly at random (seeded): the kernel's random bot
    (`seastead_rules.kernel.bots.RandomBot`) with Seastead as its game."""

    def __init__(self, seed: int = 0):
        from ..game import SEASTEAD  # (the package's game, made after the bots)
        super().__init__(SEASTEAD, seed)
