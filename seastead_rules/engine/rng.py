"""The game's one random generator: the kernel's SplitMix64, its state an int kept in the State.

Pure functions, the same in every process and Python version (seastead_rules.kernel.rng)."""

from __future__ import annotations

from ..kernel.rng import below, next_int, shuffle

__all__ = ["next_int", "below", "shuffle"]
