"""The seeded random generator a game keeps in its state: SplitMix64, its state an int.

Pure functions, the same in every process and Python version: a game keeps the int in
its (immutable) state and gets the next one with each draw, so the same seed and the
same actions give the same game everywhere, and a save holds the generator as a number.

    value, rng = below(rng, 6)      # a die: 0 to 5, and the generator's next state
"""

from __future__ import annotations

__all__ = ["RNG_MAX", "next_int", "below", "shuffle", "seeded"]

RNG_MAX = (1 << 64) - 1
"""The largest generator state (and seed): 64 bits."""

_GAMMA = 0x9E3779B97F4A7C15     # SplitMix64's step


def seeded(seed: int) -> int:
    """The generator state a game starts from with `seed` (any int: its 64 low bits)."""
    return seed & RNG_MAX


def next_int(state: int) -> tuple[int, int]:
    """(a 64-bit random number, the next generator state)."""
    state = (state + _GAMMA) & RNG_MAX
    return _mix(state), state


def _mix(z: int) -> int:
    # SplitMix64's output function: a generator state to its random number.
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & RNG_MAX
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & RNG_MAX
    return z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """(a number in range(n), the next state)."""
    value, state = next_int(state)
    return value % n, state


def shuffle(items, state: int) -> tuple[list, int]:
    """(the items in a random order (Fisher-Yates), the next state)."""
    items = list(items)
    for i in range(len(items) - 1, 0, -1):
        state = (state + _GAMMA) & RNG_MAX      # next_int inlined: shuffles are on the
        j = _mix(state) % (i + 1)               # hot path of every setup and sample
        items[i], items[j] = items[j], items[i]
    return items, state
