"""examples/setup_cost.py, the script behind docs/performance.md's table of setups, plays
the setup it is given and prints the decisions made; in `setup` mode (docs/ai.md's cost
of a setup) it sets up the games it is asked for and prints how many."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("args", [("apply", "BBBB", "none", "1"), ("playout", "AAAA", "cards", "0"),
                                  ("liars", "3", "none", "1")])
def test_the_setup_cost_script_plays_its_setup(args):
    done = subprocess.run([sys.executable, str(ROOT / "examples/setup_cost.py"), *args],
                          capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    decisions = int(done.stdout.split()[0])
    assert (decisions > 5) if args[3] == "1" else decisions == 0


@pytest.mark.parametrize("n", ["2", "0"])
def test_the_setup_cost_script_sets_up_the_games_it_is_asked_for(n):
    done = subprocess.run([sys.executable, str(ROOT / "examples/setup_cost.py"), "setup",
                           "BBBB", "none", n], capture_output=True, text=True, timeout=300,
                          cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [n, "setups"]
