"""`seastead bench`: how fast the engine plays, measured on one core, with an in-run
baseline (a plain mutable Python loop of similar shape) so the figures mean something
on any machine. See docs/performance.md."""

from __future__ import annotations

import gc
import json
import platform
import random
import subprocess
import sys
import time

from ..engine.playout import Playout
from ..engine.setup import new_game
from ..engine.turn import apply, is_over, legal_actions
from ..inputs import FIRST_SEED_MAX, check_int, int_option
from ..model.content import load_content

__all__ = ["run_bench", "random_games", "random_playouts", "baseline_games", "timed_rounds",
           "call_percentiles", "successor_bytes", "add_arguments", "run", "MAX_GAMES"]

MAX_GAMES = 10_000
"""The most games `seastead bench --games` times (200 take about a minute)."""


def _percentile(values, q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def random_games(n: int, seed: int = 0) -> tuple[int, int, float]:
    """(games, decisions, seconds) for n random full games, played with `apply`."""
    decisions, start = 0, time.perf_counter()
    for g in range(n):
        rng = random.Random(seed + g)
        state = new_game(seed + g)
        while not is_over(state):
            state = apply(state, rng.choice(legal_actions(state)))
            decisions += 1
    return n, decisions, time.perf_counter() - start


def random_playouts(n: int, seed: int = 0) -> tuple[int, int, float]:
    """(games, decisions, seconds) for the same n random games as `random_games`, played
    in the playout mode (the same choices, so the same games)."""
    decisions, start = 0, time.perf_counter()
    for g in range(n):
        rng = random.Random(seed + g)
        game = Playout(new_game(seed + g))
        while not game.is_over():
            game.apply(rng.choice(game.legal_actions()))
            decisions += 1
    return n, decisions, time.perf_counter() - start


def call_times(n_games: int, seed: int = 0) -> tuple[list, list]:
    """Microseconds of each legal_actions and each apply call over n random games."""
    legal_us, apply_us = [], []
    clock = time.perf_counter_ns
    for g in range(n_games):
        rng = random.Random(seed + 1000 + g)
        state = new_game(seed + 1000 + g)
        while not is_over(state):
            t0 = clock()
            actions = legal_actions(state)
            t1 = clock()
            nxt = apply(state, rng.choice(actions))
            t2 = clock()
            legal_us.append((t1 - t0) / 1000)
            apply_us.append((t2 - t1) / 1000)
            state = nxt
    return legal_us, apply_us


def successor_bytes(samples: int = 400, seed: int = 0) -> float:
    """Mean bytes a game history grows by per successor state: the memory allocated by
    `apply` that is still alive while every state is kept (tracemalloc). Temporary objects
    freed during `apply` do not count; objects shared with earlier states are not new."""
    import tracemalloc
    rng = random.Random(seed)
    history = [new_game(seed)]
    for _ in range(20):             # warm caches (interned texts, side tables) first
        history.append(apply(history[-1], rng.choice(legal_actions(history[-1]))))
    gc.collect()
    tracemalloc.start()
    start = tracemalloc.get_traced_memory()[0]
    count = 0
    for _ in range(samples):
        state = history[-1]
        if is_over(state):
            break
        history.append(apply(state, rng.choice(legal_actions(state))))
        count += 1
    grown = tracemalloc.get_traced_memory()[0] - start
    tracemalloc.stop()
    return grown / max(1, count)


def baseline_games(n: int, seed: int = 0) -> tuple[int, int, float]:
    """A plain mutable loop of similar shape: two players dive for resources or build on
    24 locations with costs, 12 buildings each, until a flotilla fills or the deck ends."""
    decisions, start = 0, time.perf_counter()
    for g in range(n):
        rng = random.Random(seed + g)
        costs = [rng.randint(1, 6) for _ in range(24)]
        board = [-1] * 24
        res = [[1, 1, 1, 1], [1, 1, 1, 1]]
        left = [12, 12]
        deck = 12
        player, rounds_left = 0, -1
        while True:
            options = [("dive", -1)]
            for i in range(24):
                if board[i] == -1 and res[player][i % 4] >= costs[i] and left[player]:
                    options.append(("build", i))
            kind, i = rng.choice(options)
            decisions += 1
            if kind == "dive":
                deck -= 1
                for r in rng.sample(range(4), 2):
                    res[player][r] += 1
                res[1 - player][rng.randrange(4)] += 1
            else:
                res[player][i % 4] -= costs[i]
                board[i] = player
                left[player] -= 1
                for _ in range(2):              # a follow-up question, as effects ask
                    res[player][rng.randrange(4)] += 1
                    decisions += 1
            if rounds_left < 0 and (deck <= 0 or min(left) <= 1 or -1 not in board[:6]):
                rounds_left = 2
            if player == 1 and rounds_left > 0:
                rounds_left -= 1
                if rounds_left == 0:
                    break
            player = 1 - player
    return n, decisions, time.perf_counter() - start


def compile_times() -> tuple[float, float, float]:
    """(cold, cached, import) seconds. Cold: a fresh process builds the parser from the
    grammar and compiles all content; import: that process's time to
    import the library first (reported apart). Cached: compiling again in this process."""
    code = ("import time; t0=time.perf_counter();"
            "from seastead_rules.model.content import build_content, _read;"
            "from seastead_rules.data import content_dir;"
            "from seastead_rules.lang.parser import parser;"
            "t1=time.perf_counter(); parser(); build_content(_read(content_dir()));"
            "print(time.perf_counter()-t1, t1-t0)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    cold, imports = (float(x) for x in out.stdout.split())
    from ..data import content_dir
    from ..model.content import _read, build_content
    sources = _read(content_dir())
    build_content(sources)
    t = time.perf_counter()
    build_content(sources)
    return cold, time.perf_counter() - t, imports


def save_load_times(seed: int = 0) -> tuple[float, float]:
    """(save, load) milliseconds for a mid-game state."""
    from ..saves.saving import from_json, to_json
    rng = random.Random(seed)
    state = new_game(seed)
    for _ in range(60):
        state = apply(state, rng.choice(legal_actions(state)))
    t = time.perf_counter()
    text = to_json(state)
    t1 = time.perf_counter()
    from_json(text, state.content)
    t2 = time.perf_counter()
    return (t1 - t) * 1000, (t2 - t1) * 1000


ROUNDS = 5


def call_percentiles(n_games: int, seed: int = 0) -> dict:
    """p50 and p99 microseconds of legal_actions and apply: the calls of n random games
    in ROUNDS rounds of different games, each figure from its fastest round (as games/s:
    a burst of other work on the machine slows a round, never speeds one up); the
    median round's apply p50 is given too."""
    per = max(1, n_games // ROUNDS)
    rounds = []
    for r in range(ROUNDS):
        legal_us, apply_us = call_times(per, seed + r * per)
        rounds.append({"legal_actions_us_p50": _percentile(legal_us, 0.5),
                       "legal_actions_us_p99": _percentile(legal_us, 0.99),
                       "apply_us_p50": _percentile(apply_us, 0.5),
                       "apply_us_p99": _percentile(apply_us, 0.99)})
    best = {key: min(r[key] for r in rounds) for key in rounds[0]}
    best["apply_us_p50_median_round"] = sorted(r["apply_us_p50"] for r in rounds)[ROUNDS // 2]
    return best


def _cpu_times() -> tuple[int, int] | None:
    """(steal, total) jiffies of the machine so far, from /proc/stat (Linux), or None."""
    try:
        with open("/proc/stat") as f:
            values = [int(x) for x in f.readline().split()[1:]]
    except (OSError, ValueError):
        return None
    return (values[7] if len(values) > 7 else 0), sum(values)


def timed_rounds(games: int, seed: int = 0) -> dict:
    """Engine (`apply`), playout mode and baseline timed in ROUNDS alternating batches of
    the same games' worth.

    On a shared machine other work (and a hypervisor's steal) slows some batches; the
    fastest batch of each shows what the code costs, as `timeit` takes the best of its
    repeats. The median round is reported too. The playout's speedup is the median of
    each round's own ratio: a round plays the same games both ways back to back, so a
    slow spell is less likely to fall on one of the two only."""
    per = max(1, games // ROUNDS)
    engine, playout, base, total_games, total_decisions = [], [], [], 0, 0
    for r in range(ROUNDS):
        n, decisions, seconds = random_games(per, seed + r * per)
        total_games, total_decisions = total_games + n, total_decisions + decisions
        engine.append(seconds / decisions * 1e6)
        _, p_decisions, p_seconds = random_playouts(per, seed + r * per)
        playout.append(p_seconds / p_decisions * 1e6)
        _, b_decisions, b_seconds = baseline_games(per * 5, seed + r * per)
        base.append(b_seconds / b_decisions * 1e6)
    speedups = sorted(e / p for e, p in zip(engine, playout))
    return {"engine_us": min(engine), "engine_us_median": sorted(engine)[ROUNDS // 2],
            "playout_us": min(playout), "playout_speedup": speedups[ROUNDS // 2],
            "base_us": min(base), "games": total_games,
            "decisions_per_game": total_decisions / total_games}


def run_bench(games: int = 200, seed: int = 0) -> dict:
    """All the figures, as a dict (the keys of `seastead bench --json`): `games` from 1
    to MAX_GAMES, `seed` (the first game's) from 0 to 2**63."""
    check_int(games, "games", 1, MAX_GAMES)
    check_int(seed, "seed", 0, FIRST_SEED_MAX)
    load_content()
    gc.collect()
    random_games(5, seed)           # warm up
    before = _cpu_times()
    rounds = timed_rounds(games, seed)
    after = _cpu_times()
    calls = call_percentiles(max(10, games // 10), seed)
    cold, cached, imports = compile_times()
    save_ms, load_ms = save_load_times(seed)
    engine_us, base_us = rounds["engine_us"], rounds["base_us"]
    per_game = rounds["decisions_per_game"]
    steal = None
    if before and after and after[1] > before[1]:
        steal = 100 * (after[0] - before[0]) / (after[1] - before[1])
    return {
        "games_per_s": 1e6 / (engine_us * per_game),
        "games_per_s_median_round": 1e6 / (rounds["engine_us_median"] * per_game),
        "decisions_per_s": 1e6 / engine_us,
        "playout_decisions_per_s": 1e6 / rounds["playout_us"],
        "playout_speedup": rounds["playout_speedup"],
        "decisions_per_game": per_game,
        **calls,
        "bytes_per_successor": successor_bytes(seed=seed),
        "compile_ms_cold": cold * 1000,
        "compile_ms_cached": cached * 1000,
        "import_ms": imports * 1000,
        "save_ms": save_ms,
        "load_ms": load_ms,
        "baseline_us_per_decision": base_us,
        "engine_us_per_decision": engine_us,
        "ratio_to_baseline": engine_us / base_us,
        "games": rounds["games"],
        "cpu_steal_percent": steal,
        "seed": seed,
        "python": platform.python_version(),
        "machine": f"{platform.machine()} {platform.processor() or platform.system()}",
    }


def add_arguments(parser) -> None:
    """The options of `seastead bench`."""
    parser.add_argument("--json", action="store_true",
                        help="print the figures as one JSON object")
    parser.add_argument("--games", type=int_option(1, MAX_GAMES), default=200,
                        help=f"games to time, 1 to {MAX_GAMES} (default 200)")
    parser.add_argument("--seed", type=int_option(0, FIRST_SEED_MAX), default=0,
                        help="the first game's seed, 0 to 2**63 (default 0)")


def run(args) -> int:
    """Run `seastead bench`: time the engine and print the figures."""
    figures = run_bench(args.games, args.seed)
    if args.json:
        print(json.dumps(figures, indent=1))
        return 0
    for key, value in figures.items():
        shown = f"{value:,.2f}" if isinstance(value, float) else str(value)   # None: n/a
        print(f"{key:28} {shown}")
    return 0
