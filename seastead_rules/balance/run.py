"""Playing the paired games: in this process, on all local cores, or on a Ray cluster.

A task is a chunk of game numbers plus the whole change (content texts included), so a
worker needs nothing but the package. Pair i plays game seed `seed + i` in both arms,
with the bots' seats swapped when i is odd; every game depends only on its seeds, so
the records are the same whichever worker plays them, and they are put back in order."""

from __future__ import annotations

import os
import sys
from concurrent.futures import ProcessPoolExecutor, as_completed

from ..bots import make_bot
from ..errors import ArgumentError
from ..inputs import FIRST_SEED_MAX, check_int, check_number, check_type
from .cluster import CONNECT_SECONDS, MAX_CONNECT_SECONDS, ray_connect
from .play import play_game

__all__ = ["play_chunk", "play_pairs", "play_many", "default_workers", "check_run",
           "MAX_GAMES", "MAX_WORKERS"]

MAX_GAMES = 1_000_000
"""The most games (or pairs of games) one run plays."""

MAX_WORKERS = 1024
"""The most local processes a run starts."""


def default_workers() -> int:
    """The cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:      # not on Linux
        return os.cpu_count() or 1


def play_chunk(task: dict) -> list:
    """Play the games of one task: [(i, record of each arm...), ...]. Game i is seed
    `seed + i` in every arm; with `swap`, the bots change seats when i is odd."""
    arms, bots, mode = task["arms"], task["bots"], task["mode"]
    watch = list(task["watch"])
    out = []
    for i in task["games"]:
        seed, swap = task["seed"] + i, bool(task["swap"] and i % 2)
        out.append((i, *(play_game(arm, bots, seed, swap, watch, mode) for arm in arms)))
    return out


def _tasks(arms: list, watch, games: int, seed: int, bots, mode: str, workers: int,
           swap: bool) -> list:
    size = max(1, min(25, games // max(1, workers * 8)))
    return [{"arms": arms, "watch": list(watch), "bots": list(bots), "mode": mode,
             "seed": seed, "swap": swap,
             "games": list(range(start, min(games, start + size)))}
            for start in range(0, games, size)]


class _Progress:
    """A rich progress bar with rate and ETA on stderr, or nothing when quiet."""

    def __init__(self, total: int, quiet: bool):
        self.bar = None
        if quiet or not sys.stderr.isatty():
            return
        from ..extras import need
        need("design", "rich")
        from rich.console import Console
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            ProgressColumn,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )
        from rich.text import Text

        class Rate(ProgressColumn):
            def render(self, task):
                speed = task.finished_speed or task.speed
                return Text("" if speed is None else f"{speed:.1f}/s")

        self.bar = Progress(TextColumn("games"), BarColumn(), MofNCompleteColumn(),
                            Rate(), TimeElapsedColumn(), TextColumn("ETA"),
                            TimeRemainingColumn(), console=Console(stderr=True),
                            transient=False)
        self.task = self.bar.add_task("games", total=total)
        self.bar.start()

    def advance(self, n: int) -> None:
        if self.bar is not None:
            self.bar.update(self.task, advance=n)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.stop()


def _ray_run(tasks: list, address, progress, connect_timeout: float) -> list:
    from ..extras import need
    need("design", "ray")
    import ray
    started = not ray.is_initialized()
    if started:
        ray_connect(ray, address, connect_timeout)
    try:
        remote = ray.remote(play_chunk)
        waiting = [remote.remote(t) for t in tasks]
        out = []
        while waiting:
            done, waiting = ray.wait(waiting, num_returns=1)
            for ref in done:
                part = ray.get(ref)
                out.extend(part)
                progress.advance(len(part))
        return out
    finally:
        if started:
            ray.shutdown()


def play_many(arms: list, games: int, seed: int = 0, bots=("greedy1", "greedy1"),
              mode: str = "duel", workers: int | None = None, backend: str = "local",
              address=None, quiet: bool = True, watch=(), swap: bool = True,
              connect_timeout: float = CONNECT_SECONDS) -> list:
    """Play game seeds seed..seed+games-1 in every arm; [(record of each arm...)] in
    seed order. `games`: 1 to MAX_GAMES; `seed`: 0 to 2**63. `backend`: "local"
    (`workers` processes, 1 to MAX_WORKERS, all cores by default; 1 plays here) or "ray"
    (the cluster at `address`, or a local Ray started for the run): a cluster that does
    not answer within `connect_timeout` seconds is refused with a RulesError."""
    check_run(games, seed, bots, workers, backend, address, connect_timeout)
    workers = default_workers() if workers is None else workers
    tasks = _tasks(arms, watch, games, seed, bots, mode, workers, swap)
    progress = _Progress(games, quiet)
    try:
        if backend == "ray":
            out = _ray_run(tasks, address, progress, connect_timeout)
        elif workers == 1 or len(tasks) == 1:
            out = []
            for task in tasks:
                part = play_chunk(task)
                out.extend(part)
                progress.advance(len(part))
        else:
            out = []
            with ProcessPoolExecutor(max_workers=min(workers, len(tasks))) as pool:
                for future in as_completed([pool.submit(play_chunk, t) for t in tasks]):
                    part = future.result()
                    out.extend(part)
                    progress.advance(len(part))
    finally:
        progress.close()
    out.sort(key=lambda row: row[0])
    return [row[1:] for row in out]


def check_run(games, seed, bots, workers, backend, address, connect_timeout) -> None:
    """play_many's arguments, checked before any game is played (ArgumentError)."""
    check_int(games, "games", 1, MAX_GAMES)
    check_int(seed, "seed", 0, FIRST_SEED_MAX)
    for spec in check_type(bots, (list, tuple), "bots", "a list of bot names"):
        make_bot(spec, 0)
    if workers is not None:
        check_int(workers, "workers", 1, MAX_WORKERS)
    if backend not in ("local", "ray"):
        raise ArgumentError(f"backend must be 'local' or 'ray', not {backend!r}")
    if address is not None:
        check_type(address, str, "address", "the Ray cluster's address (a str)")
    check_number(connect_timeout, "connect_timeout", 0, MAX_CONNECT_SECONDS, above=True)


def play_pairs(change: dict, pairs: int, seed: int = 0, bots=("greedy1", "greedy1"),
               mode: str = "duel", workers: int | None = None, backend: str = "local",
               address=None, quiet: bool = True,
               connect_timeout: float = CONNECT_SECONDS) -> list:
    """Play `pairs` paired games of a change (Change.to_json()); [(baseline record,
    candidate record)] in pair order, the bots' seats swapped in every odd pair."""
    return play_many([change["baseline"], change["candidate"]], pairs, seed, bots, mode,
                     workers, backend, address, quiet, change["watch"], swap=True,
                     connect_timeout=connect_timeout)
