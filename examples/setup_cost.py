"""Instructions per decision of one setup, for docs/performance.md's table, and per
setup of a game, for docs/ai.md's.

    PYTHONHASHSEED=0 valgrind --tool=callgrind python examples/setup_cost.py apply BBBB none 20
    PYTHONHASHSEED=0 valgrind --tool=callgrind python examples/setup_cost.py apply BBBB none 0

    PYTHONHASHSEED=0 valgrind --tool=callgrind python examples/setup_cost.py setup BBBB none 200
    PYTHONHASHSEED=0 valgrind --tool=callgrind python examples/setup_cost.py setup BBBB none 0

MODE is `apply` (the public API, a new state each step), `playout` (the playout mode),
`liars` (Liar's Dice through its GAME, chance outcomes included; SIDES is then the
number of players) or `setup` (N setups, `new_game(seed, sides=SIDES, log=False)`,
after 5 to warm up, and no decision: the first run's instructions minus the second's,
divided by N, is the cost of a setup); SIDES is AAAA, BBBB or a mix; CARDS is `none`
(the shipped content) or `cards` (every example card of examples/cards/ loaded beside it; with A
sides and set A specialists none of them is in play); N is the number of games after
ten to warm up. The first run's instructions minus the second's, divided by the
decisions the first prints, is the cost of a decision. Compile the package first
(`python -m compileall seastead_rules`), or the first run also pays for writing the
bytecode.
"""

import random
import sys
from pathlib import Path

import seastead_rules as s

mode, sides, cards, n = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
content = None
if cards == "cards":
    folder = Path(__file__).parent / "cards"
    content = s.load_content(extra=[(f"examples/cards/{p.name}", p.read_text())
                                    for p in sorted(folder.glob("*.sea"))
                                    if "drift" not in p.name], replace=True)


def play(seed: int) -> int:
    """One random game; the decisions made."""
    if mode == "liars":
        from seastead_rules.liars_dice import GAME
        state = GAME.setup(seed=seed, players=int(sides))
        rng, decisions = random.Random(seed), 0
        while not GAME.is_over(state):
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
            decisions += 1
        return decisions
    game = s.new_game(seed, sides=sides, specialists="A",
                      **({"content": content} if content else {}))
    rng, decisions = random.Random(seed), 0
    if mode == "playout":
        playout = s.Playout(game)
        while not playout.is_over():
            playout.apply(rng.choice(playout.legal_actions()))
            decisions += 1
    else:
        while not s.is_over(game):
            game = s.apply(game, rng.choice(s.legal_actions(game)))
            decisions += 1
    return decisions


def set_up(seed: int) -> None:
    """One setup, nothing played."""
    s.new_game(seed, sides=sides, log=False, **({"content": content} if content else {}))


if mode == "setup":
    for warm in range(1000, 1005):
        set_up(warm)
    for seed in range(100, 100 + n):
        set_up(seed)
    print(n, "setups")
else:
    for warm in range(1000, 1010):
        play(warm)
    print(sum(play(seed) for seed in range(100, 100 + n)), "decisions")
