"""Time a full balance verdict: paired games on all cores, the report and its plots.

    python examples/balance_bench.py                 # 2,000 paired games (4,000 games)
    python examples/balance_bench.py --games 200 --workers 1
    python examples/balance_bench.py --games 50 --workers 1 --bots greedy

It tests examples/my_decree.sea with the default bots (or --bots) and prints the
wall-clock time, the rate, the CPU time of all processes (local backend), the machine
(processor and cores), the workers used and the machine's load average before and
after (on a shared machine other work slows the run down: the load says how much was
going on, and CPU time per game hardly depends on it).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import sys
import time
from pathlib import Path

from machine import processor

from seastead_rules.balance import Change, balance, default_workers

HERE = Path(__file__).resolve().parent


def _cpu() -> float:
    """CPU seconds of this process and of its finished worker processes."""
    return sum(resource.getrusage(who).ru_utime + resource.getrusage(who).ru_stime
               for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="paired games (default 2000)")
    parser.add_argument("--workers", type=int, default=None, help="default: all cores")
    parser.add_argument("--backend", choices=("local", "ray"), default="local")
    parser.add_argument("--bots", default="greedy1", help="the bot of both seats "
                                                          "(default greedy1)")
    args = parser.parse_args(argv)
    change = Change.build(extra=[str(HERE / "my_decree.sea")])
    load_before = os.getloadavg()
    cpu_before = _cpu()
    started = time.perf_counter()
    report = balance(change, games=args.games, workers=args.workers, backend=args.backend,
                     bots=(args.bots, args.bots))
    played = time.perf_counter() - started
    cpu = _cpu() - cpu_before
    report.html()                                   # the plots are part of the verdict
    total = time.perf_counter() - started
    print(json.dumps({
        "paired_games": args.games, "games": 2 * args.games, "bots": args.bots,
        "workers": args.workers or default_workers(), "backend": args.backend,
        "play_seconds": round(played, 1), "total_seconds_with_plots": round(total, 1),
        "games_per_s": round(2 * args.games / played, 1),
        "cpu_seconds": round(cpu, 1),
        "cpu_ms_per_game": round(1000 * cpu / (2 * args.games), 1),
        "load_average_before": [round(x, 2) for x in load_before],
        "load_average_after": [round(x, 2) for x in os.getloadavg()],
        "machine": processor(), "cpus": os.cpu_count(),
        "python": platform.python_version(),
    }, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
