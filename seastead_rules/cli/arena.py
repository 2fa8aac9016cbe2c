"""`seastead arena`: bots against each other, a round robin with win rates.

    seastead arena --bots ismcts greedy greedy1 --games 40 --seed 0

Every pair of bots plays `--games` games: half of the seeds with the first bot in seat 0,
the same seeds again with the seats swapped, so a lucky deal or seat helps both alike.
A shared victory counts half a win to each. The interval is the 95% Wilson score
interval of the first bot's win rate. A bot may carry a budget: `ismcts:0.2` searches
0.2 CPU seconds a move (at most 600), `ismcts:100p` 100 playouts (at most 10000000).
`--games` is 2 to 10000 a pair, `--seed` 0 to 2**63.

From Python, `arena(["greedy", "greedy1"], games=4)` returns a report whose `pairs`
hold each pair's games, wins, draws and win rate. The games are the kernel's arena
(`seastead_rules.kernel.arena`) at two-player tables with Seastead's bots; this module
checks Seastead's options and reports each table as a pair.

Another game the package hosts plays the kernel's arena itself, every table of
`--players` bots in every seat, each table's places in the order of play, and its
points where the game counts them:

    seastead arena --game deep_sea --players 3 --bots random random random --games 300
"""

from __future__ import annotations

import json
import sys

from attrs import asdict, frozen

from .. import load_content
from ..bots import BOTS, make_bot
from ..errors import ArgumentError
from ..game import SeasteadGame
from ..inputs import FIRST_SEED_MAX, check_int, check_type, int_option
from ..kernel import arena as kernel_arena
from .game_options import add_game_options, game_of, refuse_game_options

__all__ = ["Pair", "ArenaReport", "arena", "make_bot", "add_arguments", "run", "MAX_GAMES"]

MAX_GAMES = kernel_arena.MAX_GAMES
"""The most games a pair plays in one arena."""


@frozen
class Pair:
    """Two bots' games: `wins` of the first bot (shared victories count half), its win
    rate and the rate's 95% Wilson interval (`low`, `high`)."""
    first: str
    second: str
    games: int
    wins: float
    draws: int
    rate: float
    low: float
    high: float


@frozen
class ArenaReport:
    """A round robin's result: one Pair per pair of bots, in the order named."""
    bots: tuple
    games: int          # games per pair
    seed: int
    sides: str
    specialists: str
    pairs: tuple

    def as_dict(self) -> dict:
        """The report as plain data (what `--json` prints)."""
        return asdict(self)

    def __str__(self) -> str:
        rows = [f"arena: {self.games} games a pair (seat-swapped on the same seeds from "
                f"{self.seed}), sides {self.sides}, specialists {self.specialists}",
                f"{'first':>12} {'second':>12} {'games':>6} {'wins':>6} {'draws':>6} "
                f"{'rate':>6}  95% Wilson interval"]
        for p in self.pairs:
            rows.append(f"{p.first:>12} {p.second:>12} {p.games:>6} {p.wins:>6g} "
                        f"{p.draws:>6} {p.rate:>6.1%}  [{p.low:.1%}, {p.high:.1%}]")
        return "\n".join(rows)


def arena(bots, games: int = 20, seed: int = 0, sides: str = "AAAA",
          specialists: str = "A", progress=None) -> ArenaReport:
    """A round robin of `bots` (names, with optional budgets), `games` per pair (an even
    number from 2 to MAX_GAMES: each seed is played twice, the seats swapped), the first
    `seed` from 0 to 2**63. `progress(done, total)` is called after every game. (The
    kernel's arena of two-player tables, with Seastead's bots, reported by pair.)"""
    if isinstance(bots, str) or not hasattr(bots, "__iter__"):
        check_type(bots, (), "bots", "a list of bot names")
    bots = tuple(bots)
    if len(bots) < 2:
        raise ArgumentError("an arena needs at least two bots")
    for spec in bots:
        make_bot(spec, 0)       # every name and budget checked before the first game
    check_int(games, "games per pair (each seed is played twice, the seats swapped)", 2,
              MAX_GAMES, even=True)
    check_int(seed, "seed", 0, FIRST_SEED_MAX)
    report = kernel_arena.arena(SeasteadGame(load_content(), log=False), bots, games, seed,
                                players=2, bot_factories=BOTS, progress=progress,
                                sides=sides, specialists=specialists)
    pairs = tuple(Pair(*match.bots, games, first.wins, match.draws, first.rate, first.low,
                       first.high)
                  for match in report.matches for first in match.seats[:1])
    return ArenaReport(bots, games, seed, sides, specialists, pairs)


def add_arguments(parser) -> None:
    """The options of `seastead arena`."""
    add_game_options(parser, "arena")
    parser.add_argument("--bots", nargs="+", required=True, metavar="BOT", type=_bot_spec,
                        help=f"two or more of {', '.join(BOTS)} (another game: random or "
                             "ismcts, one name for every seat or at least one a seat); "
                             "ismcts may carry a budget: "
                             "ismcts:0.2 (CPU seconds a move, at most 600) or ismcts:100p "
                             "(playouts, at most 10000000)")
    parser.add_argument("--games", type=int_option(1, MAX_GAMES), default=None,
                        help=f"games per table, 1 to {MAX_GAMES}: Seastead's pairs an even "
                             "number (each seed twice, seats swapped; default 20), another "
                             "game's tables a multiple of the players (each seed once per "
                             "seat; default 20 times the players)")
    parser.add_argument("--seed", type=int_option(0, FIRST_SEED_MAX), default=0,
                        help="the first game's seed, 0 to 2**63 (default 0)")
    parser.add_argument("--sides", default=None, help="Seastead's flotilla sides (default AAAA)")
    parser.add_argument("--specialists", default=None, choices=("A", "AB"),
                        help="Seastead's specialist cards in play (default A)")
    parser.add_argument("--json", action="store_true",
                        help="print the report as one JSON object")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")


def _bot_spec(text: str) -> str:
    """A bot's name and budget, checked as the option is read."""
    import argparse
    try:
        make_bot(text, 0)
    except ArgumentError as err:
        raise argparse.ArgumentTypeError(str(err)) from None
    return text


def run(args) -> int:
    """Run `seastead arena`."""
    if args.game != "seastead":
        return _run_game(args)
    refuse_game_options(args, "arena")
    if args.games is None:
        args.games = 20
    elif args.games % 2:
        import argparse
        try:        # Seastead's pairs play each seed twice: said as argparse says it
            int_option(2, MAX_GAMES, even=True)(str(args.games))
        except argparse.ArgumentTypeError as err:
            print(f"seastead arena: argument --games: {err} (see seastead arena --help)",
                  file=sys.stderr)
            return 2
    with _progress(not args.quiet and sys.stderr.isatty()) as progress:
        report = arena(args.bots, args.games, args.seed, args.sides or "AAAA",
                       args.specialists or "A", progress)
    print(json.dumps(report.as_dict()) if args.json else report)
    return 0


def _run_game(args) -> int:
    """`seastead arena --game NAME`: the kernel's arena of another hosted game."""
    game, players, options = game_of(args, "arena", ("--sides", "--specialists"))
    games = 20 * players if args.games is None else args.games
    bots = list(args.bots) * players if len(args.bots) == 1 else args.bots
    with _progress(not args.quiet and sys.stderr.isatty()) as progress:
        report = kernel_arena.arena(game, bots, games, args.seed, players,
                                    getattr(game, "bot_factories", None), progress,
                                    **options)
    print(json.dumps(report.as_dict()) if args.json else report)
    return 0


class _progress:
    """A rich progress bar on stderr when wanted and rich is installed; else nothing."""

    def __init__(self, wanted: bool):
        self.bar = None
        if wanted:
            try:
                from rich.console import Console
                from rich.progress import Progress
            except ImportError:     # rich comes with the 'design' extra; plain without it
                return
            self.bar = Progress(console=Console(stderr=True), transient=True)

    def __enter__(self):
        if self.bar is None:
            return None
        self.bar.start()
        task = self.bar.add_task("arena", total=None)
        return lambda done, total: self.bar.update(task, completed=done, total=total)

    def __exit__(self, *exc) -> None:
        if self.bar is not None:
            self.bar.stop()
