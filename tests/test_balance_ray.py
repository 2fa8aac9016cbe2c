"""`seastead balance --backend ray`: the same games on a Ray instance give the same numbers
as one local worker. Starts a small local Ray (two CPUs, no dashboard) for the test."""

from __future__ import annotations

import pytest

from seastead_rules.balance import Change, balance

ray = pytest.importorskip("ray")


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
