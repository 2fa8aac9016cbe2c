"""Where Deep Sea's points come from: each player's final score sheet, category by
category (p. 15), averaged over games of bots, with how far the attribute tracks rose.
docs/deep-sea/balance.md shows its figures.

    python examples/deep_sea/score_sheets.py --players 3 --bots random --games 400
    python examples/deep_sea/score_sheets.py --players 2 --bots ismcts:20p random --games 100
    python examples/deep_sea/score_sheets.py --players 4 --games 1000 --by-place

Game i is seed `--seed + i`; the bots named (one for every seat, or one a seat) sit in
seat (b + i) % players, so each sits in each seat equally often, as in the arena.
"""

from __future__ import annotations

import argparse

from seastead_rules.deep_sea import GAME, scoring
from seastead_rules.deep_sea.book import book
from seastead_rules.deep_sea.counts import team_count
from seastead_rules.deep_sea.scoring import sheet
from seastead_rules.kernel.bots import make_bot
from seastead_rules.terminal.kernel_play import parse_options

CATEGORIES = ("tracks", "impact", "journals", "played", "leftovers", "goals", "total")
WORDS = {"played": "scored in play"}


def _ordinal(n: int) -> str:
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n, 'th')} to play"


def play(seed: int, players: int, bots: list, options: dict, by_place: bool) -> list:
    """One game: [(bot spec or place in the order of play, score sheet, track
    positions)] by seat."""
    state = GAME.setup(seed, players, **options)
    first = GAME.to_move(state)         # the Wave's holder in the first round
    spec_of = [bots[(s - seed) % players] for s in range(players)]
    in_seat = [make_bot(GAME, spec_of[s], seed * players + s) for s in range(players)]
    while not GAME.is_over(state):
        state = GAME.apply(state, in_seat[GAME.to_move(state)].choose(
            state, GAME.legal_actions(state)))
    return [(_ordinal((s - first) % players + 1) if by_place else spec_of[s],
             sheet(state, s), state.tracks.positions[s]) for s in range(players)], state


def goals_reached(state) -> list:
    """Co-op: the names of the goals the team reached (p. 17), as scoring counts them."""
    b = book(state.content)
    scenario, i = b.scenario(state.scenario), state.players - 1
    names = [g.name for g in scenario.goals + tuple(b.bonus_goals[n] for n in state.goals)
             if len(g.coop) > i and team_count(state, g.counts) >= g.coop[i]]
    points = sum(s.impact + s.journals + s.played
                 for s in (sheet(state, p) for p in range(state.players)))
    if len(scenario.coop_points) > i and points >= scenario.coop_points[i]:
        names.append("the Impact board's goal")
    assert len(names) == scoring.goals_reached(state)      # as the game counts them
    return names


def main(argv=None) -> None:
    """Play the games and print the mean score sheet of each bot."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, choices=range(1, 5), default=2)
    parser.add_argument("--bots", nargs="+", default=["random"])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--by-place", action="store_true",
                        help="a column for each place in the order of play, not each bot")
    args = parser.parse_args(argv)
    bots = args.bots * args.players if len(args.bots) == 1 else args.bots
    if len(bots) != args.players:
        parser.error(f"--bots: one name, or one a seat ({args.players})")
    options = parse_options(GAME, args.option)
    rows: dict = {}
    reached: dict = {}
    for i in range(args.games):
        seats, state = play(args.seed + i, args.players, bots, options, args.by_place)
        if state.mode == "coop":
            for name in goals_reached(state):
                reached[name] = reached.get(name, 0) + 1
        for spec, got, positions in seats:
            row = rows.setdefault(spec, {"n": 0, "positions": 0, "best": 0,
                                         **dict.fromkeys(CATEGORIES, 0)})
            row["n"] += 1
            for category in CATEGORIES:
                row[category] += getattr(got, category)
            row["positions"] += sum(positions) / len(positions)
            row["best"] += max(positions)
    settings = "".join(f", {k} {v}" for k, v in options.items())
    print(f"deep_sea, {args.players} player{'s' * (args.players != 1)}{settings}, "
          f"{args.games} games (seeds {args.seed}..{args.seed + args.games - 1}): the mean "
          "final score sheet of a player")
    names = sorted(rows) if args.by_place else list(rows)
    print(f"{'':24}" + "".join(f"{name:>14}" for name in names))
    for category in CATEGORIES:
        print(f"{WORDS.get(category, category):24}" + "".join(
            f"{rows[name][category] / rows[name]['n']:>14.1f}" for name in names))
    print(f"{'track position, mean':24}" + "".join(
        f"{rows[name]['positions'] / rows[name]['n']:>14.1f}" for name in names))
    print(f"{'track position, best':24}" + "".join(
        f"{rows[name]['best'] / rows[name]['n']:>14.1f}" for name in names))
    if options.get("mode") == "coop":
        print("co-op goals the team reached, in how many games: " + (", ".join(
            f"{name} {count}" for name, count in sorted(reached.items(),
                                                         key=lambda row: -row[1]))
            or "none"))


if __name__ == "__main__":
    main()
