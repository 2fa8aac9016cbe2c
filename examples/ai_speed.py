"""Time random play through the library and through the PettingZoo environment.

    python examples/ai_speed.py                     # 5 rounds of 20 games each way
    python examples/ai_speed.py --games 5 --rounds 2

Each way plays the same random games and the fastest round counts (in CPU time of this
process, so other work on the machine slows it less than the clock): the library's own
random play (`legal_actions`, then `apply`, drawing with `random.Random`), the
PettingZoo loop exactly as docs/ai.md shows it (masks and tensors included, drawing an
index with numpy's `Generator.choice` over `np.flatnonzero(mask)`), and the same loop
drawing with `random.Random().choice` instead. It prints microseconds a decision, each
loop's speed as a share of the library's, what the draws alone cost, the processor and
the load average before and after (on a shared machine, other work slows every figure).
"""

from __future__ import annotations

import argparse
import os
import random
import time

import numpy as np
from machine import processor

import seastead_rules as s
from seastead_rules.ai.pettingzoo import env


def library(games: int) -> int:
    """Random games played with the library's own calls; the decisions made."""
    decisions = 0
    for g in range(games):
        rng, state = random.Random(g), s.new_game(seed=g)
        while not s.is_over(state):
            state = s.apply(state, rng.choice(s.legal_actions(state)))
            decisions += 1
    return decisions


def through_env(games: int, draw: str) -> int:
    """Random games played through the AEC loop of docs/ai.md; the decisions made.
    `draw`: "numpy" (the page's `rng.choice(np.flatnonzero(mask))`) or "random"."""
    e, decisions = env(), 0
    if draw == "numpy":
        choose = np.random.default_rng(7).choice
    else:
        choose = random.Random(7).choice
    for g in range(games):
        e.reset(seed=g)
        for _agent in e.agent_iter():
            obs, reward, terminated, truncated, info = e.last()
            if terminated or truncated:
                action = None
            else:
                action = choose(np.flatnonzero(obs["action_mask"]))
                decisions += 1
            e.step(action)
    return decisions


def draw_cost(repeats: int = 20_000) -> dict:
    """Microseconds to draw one index from a mask of the shipped content, each way."""
    e = env()
    e.reset(seed=1)
    mask = e.observe(e.agent_selection)["action_mask"]
    numpy_rng, python_rng = np.random.default_rng(0), random.Random(0)
    ways = {
        "Generator.choice(np.flatnonzero(mask))": lambda: numpy_rng.choice(
            np.flatnonzero(mask)),
        "random.Random().choice(np.flatnonzero(mask))": lambda: python_rng.choice(
            np.flatnonzero(mask)),
        "np.flatnonzero(mask.view(bool)) alone": lambda: np.flatnonzero(mask.view(bool)),
    }
    found = {}
    for name, way in ways.items():
        start = time.process_time()
        for _ in range(repeats):
            way()
        found[name] = (time.process_time() - start) / repeats * 1e6
    return found


def main() -> None:
    """Time each way and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=20, help="games a round (20)")
    parser.add_argument("--rounds", type=int, default=5, help="rounds each way (5)")
    args = parser.parse_args()
    load = os.getloadavg()
    ways = {"library": library,
            "PettingZoo loop, numpy draw (as on the page)":
                lambda n: through_env(n, "numpy"),
            "PettingZoo loop, random.Random draw": lambda n: through_env(n, "random")}
    best: dict = {}
    for _ in range(args.rounds):
        for name, play in ways.items():
            start = time.process_time()
            decisions = play(args.games)
            took = (time.process_time() - start) / decisions * 1e6
            best[name] = min(best.get(name, took), took)
    print(f"{processor()}, {os.cpu_count()} cores, load {load[0]:.2f} before, "
          f"{os.getloadavg()[0]:.2f} after")
    print(f"fastest of {args.rounds} rounds of {args.games} random games, CPU time:")
    for name, took in best.items():
        share = best["library"] / took
        print(f"  {name:46} {took:6.1f} µs a decision  {share:.2f} of the library's speed")
    print("one draw from the mask:")
    for name, took in draw_cost().items():
        print(f"  {name:46} {took:6.1f} µs")


if __name__ == "__main__":
    main()
