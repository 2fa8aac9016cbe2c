"""Time chance through OpenSpiel: MCCFR on Liar's Dice against OpenSpiel's C++ game, and
random play through the OpenSpiel adapter against the kernel's own calls.

    python examples/chance_speed.py                  # 3 rounds each way
    python examples/chance_speed.py --rounds 1 --iterations 50 --games 20

Everything runs in this one process and the fastest round of each way counts, in CPU
time of this process (other work on the machine slows it less than the clock):

- external-sampling MCCFR (OpenSpiel's Python `ExternalSamplingSolver`, the same code for
  both games) on OpenSpiel's C++ `liars_dice` and on `python_liars_dice` with OpenSpiel's
  rules (one die each), in milliseconds an iteration, after 20 iterations to warm up;
- random play of Liar's Dice (2 players, 5 dice, the default rules), in microseconds a
  player's decision: the kernel's own `apply` in normal play (the dice rolled inside
  `apply`), the kernel's `apply` with explicit chance (each die an outcome drawn by the
  loop), and the same loop through the OpenSpiel adapter (`chance_outcomes`,
  `legal_actions`, `apply_action` on `pyspiel` states).

It prints each figure, the ratios, the processor and the load average.
"""

from __future__ import annotations

import argparse
import os
import random
import time

import numpy as np
import pyspiel
from machine import processor
from open_spiel.python.algorithms import external_sampling_mccfr as es

from seastead_rules.liars_dice import GAME, OPENSPIEL_RULES
from seastead_rules.liars_dice.frameworks import register_openspiel


def mccfr(name: str, iterations: int) -> float:
    """Milliseconds of CPU time an iteration of external-sampling MCCFR on `name`."""
    game = pyspiel.load_game(name)
    np.random.seed(0)
    solver = es.ExternalSamplingSolver(game, es.AverageType.SIMPLE)
    for _ in range(20):
        solver.iteration()
    start = time.process_time()
    for _ in range(iterations):
        solver.iteration()
    return (time.process_time() - start) / iterations * 1000


def kernel(games: int, explicit: bool) -> tuple[float, int]:
    """(µs a player's decision, decisions) of random games by the kernel's own calls."""
    decisions, start = 0, time.process_time()
    for g in range(games):
        rng = random.Random(g)
        state = GAME.setup(g, 2, chance="explicit" if explicit else "seeded")
        while state.to_move != -1:
            if state.to_move == -2:
                outcomes = GAME.chance_outcomes(state)
                state = GAME.apply(state, outcomes[rng.randrange(len(outcomes))][0])
            else:
                state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
                decisions += 1
    return (time.process_time() - start) / decisions * 1e6, decisions


def adapter(games: int) -> tuple[float, int]:
    """(µs a player's decision, decisions) of the same loop through OpenSpiel's states."""
    game = pyspiel.load_game(register_openspiel())
    decisions, start = 0, time.process_time()
    for g in range(games):
        rng, state = random.Random(g), game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                decisions += 1
    return (time.process_time() - start) / decisions * 1e6, decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--iterations", type=int, default=300)
    parser.add_argument("--games", type=int, default=300)
    args = parser.parse_args()
    print(f"processor: {processor()}; load average before: {os.getloadavg()[0]:.2f}")
    rules = ",".join(f"{k}={v}" for k, v in {**OPENSPIEL_RULES, "players": 2}.items())
    ours = f"{register_openspiel()}({rules})"
    rounds = range(args.rounds)
    theirs_ms = min(mccfr("liars_dice", args.iterations) for _ in rounds)
    ours_ms = min(mccfr(ours, args.iterations) for _ in rounds)
    print(f"MCCFR (external sampling), ms an iteration: C++ liars_dice {theirs_ms:.2f}, "
          f"python_liars_dice {ours_ms:.2f}; ours / C++ = {ours_ms / theirs_ms:.2f}")
    seeded = min(kernel(args.games, False)[0] for _ in rounds)
    explicit = min(kernel(args.games, True)[0] for _ in rounds)
    through = min(adapter(args.games)[0] for _ in rounds)
    print(f"random play, µs a decision: kernel apply {seeded:.1f}, kernel apply with "
          f"explicit chance {explicit:.1f}, OpenSpiel adapter {through:.1f}; adapter / "
          f"explicit = {through / explicit:.2f}, adapter / normal play = "
          f"{through / seeded:.2f}")
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
