"""The benchmark in CI: fails only on a gross regression, judged as a ratio against a
plain mutable Python loop measured in the same run (never an absolute time)."""

import json
import subprocess
import sys

import pytest

from seastead_rules.cli import bench
from seastead_rules.cli.bench import baseline_games, random_games

# The engine costs about 10 baseline decisions per decision (docs/performance.md);
# about ten times that is a gross regression, not noise.
GROSS = 150.0


def test_engine_decisions_stay_within_a_gross_ratio_of_the_baseline():
    random_games(2)
    ratios = []
    for attempt in range(3):                   # the best of three runs damps noise
        _, decisions, seconds = random_games(8, seed=attempt * 100)
        _, bdecisions, bseconds = baseline_games(40, seed=attempt * 100)
        ratios.append((seconds / decisions) / (bseconds / bdecisions))
    assert min(ratios) < GROSS, f"engine/baseline cost per decision: {ratios}"


def test_bench_json_names_its_figures():
    out = subprocess.run([sys.executable, "-m", "seastead_rules.cli", "bench", "--json",
                          "--games", "3"], capture_output=True, text=True, check=True)
    figures = json.loads(out.stdout)
    for key in ("games_per_s", "decisions_per_s", "playout_decisions_per_s", "playout_speedup",
                "legal_actions_us_p50", "apply_us_p99",
                "bytes_per_successor", "compile_ms_cold", "compile_ms_cached", "save_ms",
                "load_ms", "ratio_to_baseline", "python", "machine", "seed"):
        assert key in figures
    assert figures["games_per_s"] > 0


def test_call_percentiles_take_each_figure_from_the_fastest_round(monkeypatch):
    # Five rounds of made-up call times: round r's calls take r + 1 (legal) and
    # 10 * (r + 1) (apply) microseconds, shuffled so the fastest round is not the first.
    order = iter([3, 1, 4, 0, 2])
    seeds = []

    def fake_times(n_games, seed):
        seeds.append(seed)
        r = next(order)
        return [r + 1.0] * 10, [10.0 * (r + 1)] * 10

    monkeypatch.setattr(bench, "call_times", fake_times)
    figures = bench.call_percentiles(10, seed=7)
    assert figures["legal_actions_us_p50"] == figures["legal_actions_us_p99"] == 1.0
    assert figures["apply_us_p50"] == figures["apply_us_p99"] == 10.0
    assert figures["apply_us_p50_median_round"] == 30.0
    assert len(set(seeds)) == 5             # every round plays different games


def test_the_playout_speedup_is_the_median_rounds_own_ratio(monkeypatch):
    # Five rounds of made-up timings (seconds for 10 decisions). The fastest apply round
    # (1.0 s) and the fastest playout round (0.5 s) are different rounds: their ratio, 2,
    # is not what any round measured. The rounds' own ratios are 1.2, 1.4, 1.25, 2.6 and
    # 1.6; the median round's, 1.4, is reported.
    applies = iter([1.2, 1.4, 1.0, 1.3, 1.6])
    playouts = iter([1.0, 1.0, 0.8, 0.5, 1.0])
    monkeypatch.setattr(bench, "random_games", lambda n, seed: (n, 10, next(applies)))
    monkeypatch.setattr(bench, "random_playouts", lambda n, seed: (n, 10, next(playouts)))
    monkeypatch.setattr(bench, "baseline_games", lambda n, seed: (n, 10, 0.1))
    rounds = bench.timed_rounds(50)
    assert rounds["engine_us"] / rounds["playout_us"] == pytest.approx(2.0)
    assert rounds["playout_speedup"] == pytest.approx(1.4)
