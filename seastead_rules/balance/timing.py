"""How long a run will take, said before it starts: the first pairs are played here,
timed, and the rest is estimated from them (the games the estimate stands on are part
of the run: every game depends only on its seeds)."""

from __future__ import annotations

import os
import time

__all__ = ["SAMPLE_PAIRS", "timed_sample", "expected_seconds", "say_expected"]

SAMPLE_PAIRS = 4
"""The pairs played and timed first (an even number: the bots' seats swap every other
pair, so the pairs after them keep their seats)."""


def timed_sample(play, pairs: int) -> tuple:
    """(records, seconds per game): `play(n)` plays the first n pairs on one core."""
    started = time.perf_counter()
    records = play(pairs)
    return records, (time.perf_counter() - started) / (2 * pairs)


def expected_seconds(per_game: float, pairs: int, workers: int) -> float:
    """The wall-clock time of `pairs` more pairs at `per_game` seconds a game on one
    core, spread over `workers` free cores."""
    return 2 * pairs * per_game / max(1, workers)


def _clock(seconds: float) -> str:
    seconds = round(seconds)
    if seconds < 90:
        return f"{seconds} s"
    minutes, rest = divmod(seconds, 60)
    return f"{minutes} min {rest:02d} s"


def say_expected(per_game: float, pairs: int, done: int, workers: int | None) -> str:
    """The line printed before a run: the estimate (on `workers` local processes, or
    None: one core of a cluster), what it stands on, and the machine's load."""
    left = expected_seconds(per_game, pairs - done, workers or 1)
    where = (f"on {workers} worker{'s' if workers != 1 else ''}" if workers else
             "on one core (divide by the cluster's free cores)")
    line = (f"balance: {pairs} pairs ({2 * pairs} games); {done} pairs timed here at "
            f"{1000 * per_game:.0f} ms a game: expected about {_clock(left)} more {where}")
    if not workers:
        return line
    try:
        load, cores = os.getloadavg()[0], os.cpu_count() or 1
    except (AttributeError, OSError):      # not on every system
        return line
    if load > cores - 0.5:
        line += (f" (the load average is {load:.1f} on {cores} cores: other work will "
                 "slow it down)")
    return line
