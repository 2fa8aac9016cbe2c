"""`seastead balance --backend ray`: the same games on a Ray instance give the same numbers
as one local worker (a small local Ray: two CPUs, no dashboard), and a cluster address
that does not answer is refused within seconds, with a message saying so."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from seastead_rules.balance import Change, balance

ray = pytest.importorskip("ray")

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def local_ray():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False,
             configure_logging=False)
    yield
    ray.shutdown()


def test_ray_plays_the_same_games_as_one_local_worker(local_ray):
    change = Change.build(decree="Port Levy")
    here = balance(change, games=4, seed=7, bots=("random", "random"), workers=1)
    there = balance(change, games=4, seed=7, bots=("random", "random"), backend="ray")
    assert there.pairs == here.pairs
    assert there.data == here.data


def seastead(*args):
    """The command in a new process (a Ray connection given up on dies with it), stopped
    after a minute whatever happens."""
    return subprocess.run([sys.executable, "-m", "seastead_rules.cli", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)


def balance_on(address, *more):
    started = time.monotonic()
    done = seastead("balance", "--decree", "Port Levy", "--games", "2", "--quiet",
                    "--backend", "ray", "--address", address, *more)
    return done, time.monotonic() - started


def test_a_cluster_address_where_nothing_listens_is_refused_at_once():
    done, seconds = balance_on("127.0.0.1:1")
    assert done.returncode == 2
    assert done.stderr.startswith("seastead: cannot connect to the Ray cluster at "
                                  "127.0.0.1:1: Connection refused")
    assert seconds < 20


def test_a_cluster_that_never_answers_is_given_up_after_the_timeout():
    with socket.socket() as silent:         # accepts connections, never says a word
        silent.bind(("127.0.0.1", 0))
        silent.listen(8)
        address = f"127.0.0.1:{silent.getsockname()[1]}"
        done, seconds = balance_on(address, "--connect-timeout", "2")
    assert done.returncode == 2
    assert done.stderr.strip().endswith("(--address HOST:PORT, the address 'ray start' "
                                        "printed)")
    assert f"the Ray cluster at {address}: it did not answer within 2 s" in done.stderr
    assert seconds < 20
