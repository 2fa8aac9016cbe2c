"""CFR on Liar's Dice with OpenSpiel's rules, beside OpenSpiel's own C++ `liars_dice`.

    python examples/liars_dice_cfr.py                 # 10 and 100 iterations
    python examples/liars_dice_cfr.py --iterations 1 10

Both games are solved by OpenSpiel's CFR (`pyspiel.CFRSolver`) and measured by
OpenSpiel's Python `exploitability`. The library's game is played through OpenSpiel's
`cached_tree`, which keeps every state it has met, so the C++ solver walks the tree
without calling back into Python after the first iteration. It prints the exploitability
of the uniform policy and of CFR's average policy after each number of iterations, for
both games, and the largest difference.
"""

from __future__ import annotations

import argparse
import time

import pyspiel
from open_spiel.python import policy
from open_spiel.python.algorithms.exploitability import exploitability

from seastead_rules.liars_dice import OPENSPIEL_RULES
from seastead_rules.liars_dice.frameworks import register_openspiel


def run(name: str, checkpoints) -> list:
    """[(iterations, exploitability)] of CFR on the game `name`, from the uniform policy
    (0 iterations)."""
    game = pyspiel.load_game(name)
    found = [(0, exploitability(game, policy.UniformRandomPolicy(game)))]
    solver, done = pyspiel.CFRSolver(game), 0
    for target in checkpoints:
        while done < target:
            solver.evaluate_and_update_policy()
            done += 1
        found.append((done, exploitability(game, solver.average_policy())))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--iterations", type=int, nargs="+", default=[10, 100])
    args = parser.parse_args()
    rules = ",".join(f"{k}={v}" for k, v in {**OPENSPIEL_RULES, "players": 2}.items())
    ours = f"cached_tree(game={register_openspiel()}({rules}))"
    start = time.process_time()
    theirs_found, ours_found = run("liars_dice", args.iterations), run(ours, args.iterations)
    print(f"{'CFR iterations':>14}  {'C++ liars_dice':>20}  {'python_liars_dice':>20}")
    for (n, a), (_, b) in zip(theirs_found, ours_found):
        print(f"{n:>14}  {a:>20.15f}  {b:>20.15f}")
    gap = max(abs(a - b) for (_, a), (_, b) in zip(theirs_found, ours_found))
    print(f"largest difference: {gap:.1e} ({time.process_time() - start:.0f} s of CPU)")


if __name__ == "__main__":
    main()
