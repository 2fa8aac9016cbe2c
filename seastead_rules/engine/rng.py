"""The game's one random generator: SplitMix64, its state an int kept in the State.

Pure functions, the same in every process and Python version."""

from __future__ import annotations

__all__ = ["next_int", "below", "shuffle"]

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15     # SplitMix64's step


def next_int(state: int) -> tuple[int, int]:
    """(a 64-bit random number, the next generator state)."""
    state = (state + _GAMMA) & _MASK
    return _mix(state), state


def _mix(z: int) -> int:
    """SplitMix64's output function: a generator state to its random number."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """(a number in range(n), the next state)."""
    value, state = next_int(state)
    return value % n, state


def shuffle(items, state: int) -> tuple[list, int]:
    """(the items in a random order (Fisher-Yates), the next state)."""
    items = list(items)
    for i in range(len(items) - 1, 0, -1):
        state = (state + _GAMMA) & _MASK        # next_int, one call fewer
        j = _mix(state) % (i + 1)
        items[i], items[j] = items[j], items[i]
    return items, state
