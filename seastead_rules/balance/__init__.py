"""Paired balance tests: play the same seeded games with and without a change to the
content, and report what the change did, with 95% intervals. See docs/balance.md.

    from seastead_rules.balance import Change, balance

    report = balance(Change.build(extra=["examples/my_decree.sea"]), games=200)
    print(report.text())

Only the core libraries are needed to play and summarise; the rich table, the HTML
report and the Ray backend need the 'design' extra."""

from __future__ import annotations

import sys
import time

from ..errors import ArgumentError
from ..inputs import FIRST_SEED_MAX, check_type
from .change import Change
from .cluster import CONNECT_SECONDS
from .report import BalanceReport, summarise
from .run import check_run, default_workers, play_many, play_pairs
from .stats import BAND, MIN_APPEARANCES, paired, rate, wilson
from .timing import SAMPLE_PAIRS, say_expected, timed_sample

__all__ = ["balance", "Change", "BalanceReport", "play_pairs", "play_many", "summarise",
           "paired", "rate", "wilson", "default_workers", "BAND", "MIN_APPEARANCES"]


def _line_texts(change: Change) -> dict:
    """src -> the text of that content line, for the watched lines."""
    texts = {}
    for label, text in list(change.candidate["sources"]) + list(change.candidate["overrides"]):
        texts[label] = text.splitlines()
    out = {}
    for src in change.watch:
        label, _, line = src.rpartition(":")
        rows = texts.get(label, [])
        if line.isdigit() and 0 < int(line) <= len(rows):
            out[src] = rows[int(line) - 1].strip()
    return out


def balance(change: Change, games: int = 2000, seed: int = 0, bots=("greedy1", "greedy1"),
            workers: int | None = None, backend: str = "local", address=None,
            quiet: bool = True, connect_timeout: float = CONNECT_SECONDS) -> BalanceReport:
    """Play `games` paired games (each seed with and without the change, the bots'
    seats swapped every other pair) and return the report.

    `games`: 1 to 1000000; `seed` (the first pair's): 0 to 2**63. `workers`: local
    processes (default: all cores; the numbers do not depend on it); `backend="ray"`
    plays on the Ray cluster at `address` (or a local one), refused with a RulesError
    when it does not answer within `connect_timeout` seconds. Unless `quiet`, the first
    pairs are played and timed first, and the time the rest will take is printed on
    stderr before it starts."""
    check_type(change, Change, "change", "a Change (Change.build(...))")
    if isinstance(bots, str) or len(check_type(bots, (list, tuple), "bots",
                                               "two bot names")) != 2:
        raise ArgumentError(f"bots must name two bots, one per seat, not {bots!r}")
    check_run(games, seed, bots, workers, backend, address, connect_timeout)
    started = time.perf_counter()
    plain = change.to_json()
    pairs = []
    if not quiet and games > 2 * SAMPLE_PAIRS and seed + SAMPLE_PAIRS <= FIRST_SEED_MAX:
        # The first pairs, timed here, say how long the rest will take (docs/balance.md).
        pairs, per_game = timed_sample(lambda n: play_pairs(
            plain, n, seed, tuple(bots), "duel", 1, "local", None, True), SAMPLE_PAIRS)
        count = (workers or default_workers()) if backend == "local" else None
        print(say_expected(per_game, games, SAMPLE_PAIRS, count), file=sys.stderr,
              flush=True)
    pairs += play_pairs(plain, games - len(pairs), seed + len(pairs), tuple(bots), "duel",
                        workers, backend, address, quiet, connect_timeout)
    config = {"describe": change.describe, "bots": list(bots), "seed": seed,
              "sides": change.candidate["sides"],
              "baseline_sides": change.baseline["sides"],
              "specialists": change.candidate["specialists"],
              "decree": change.candidate["decree"], "keep": change.candidate["keep"],
              "end_scoring": change.end_scoring, "keep_command": change.keep_command}
    data = summarise(pairs, config, change.watch, _line_texts(change))
    return BalanceReport(data, pairs, round(time.perf_counter() - started, 1))
