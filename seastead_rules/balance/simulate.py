"""Balance simulation: self-play games between bots, and a report of who wins and why.

`simulate` plays games and records, per game, the winner, the score pad, the start
player, the sides, the specialists, docks and decrees each player had, and the solo
result. `report` turns those records into win rates (with 95% Wilson intervals) by
seat, by start player, and for the holder of each specialist, dock, decree and side,
and flags any item whose holder's win rate lies clearly outside an even band.
To compare a change with and without it, on every core, use `seastead balance`
(seastead_rules.balance), which plays the same games; see docs/balance.md.

Run it as a module:
    python -m seastead_rules.balance.simulate --games 2000 --bots random random --sides AAAA
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from ..bots import BOTS
from ..inputs import FIRST_SEED_MAX, int_option, output_file
from ..model.content import load_content
from .play import make_bot
from .play import play_game as _play
from .run import MAX_GAMES, MAX_WORKERS, default_workers, play_many
from .sim_report import BAND, MIN_APPEARANCES, render_text, report, wilson

__all__ = ["simulate", "report", "render_text", "wilson", "play_game", "SIM_BOTS",
           "BAND", "MIN_APPEARANCES", "main"]

# The bots by name (seat 0, seat 1); see seastead_rules/bots/.
SIM_BOTS = dict(BOTS)


def _bot_name(spec) -> str:
    return spec if isinstance(spec, str) else getattr(spec, "__name__", repr(spec))


def play_game(game_seed: int, bots=("random", "random"), sides="AAAA", specialists="A",
              decree=None, content=None, mode="duel") -> dict:
    """Play one game between two bots and return its record (a JSON-ready dict): the
    same game and record as `seastead balance` plays (seastead_rules.balance.play)."""
    content = content if content is not None else load_content()
    for p in (0, 1):
        make_bot(bots[p], 0)        # an unknown bot name: ValueError before anything else
    arm = {"content": content, "sides": sides, "specialists": specialists,
           "decree": decree}
    return _play(arm, bots, game_seed, False, (), mode)


def simulate(games: int, seed: int = 0, bots=("random", "random"), sides: str = "AAAA",
             specialists: str = "A", decree=None, content=None, mode: str = "duel",
             workers: int = 1, quiet: bool = True) -> dict:
    """Play games with seeds seed..seed+games-1; return {"config": ..., "games": [records]}.
    `workers`: processes (the records do not depend on it); `quiet=False`: a progress
    bar on a terminal."""
    if len(bots) != 2:
        raise ValueError("bots must name two bots, one per seat")
    for p in (0, 1):
        make_bot(bots[p], 0)        # an unknown bot name: ValueError before anything else
    content = content if content is not None else load_content()
    start = time.perf_counter()
    arm = {"content": content, "sides": sides, "specialists": specialists, "decree": decree}
    records = [row[0] for row in play_many([arm], games, seed, tuple(bots), mode, workers,
                                           quiet=quiet, swap=False)] if games > 0 else []
    config = {"games": games, "seed": seed, "bots": [_bot_name(b) for b in bots],
              "sides": sides, "specialists": specialists, "decree": decree, "mode": mode,
              "workers": workers, "seconds": round(time.perf_counter() - start, 2)}
    return {"config": config, "games": records}


def main(argv=None) -> int:
    """Command line: play the games and print the report (text, or JSON with --json)."""
    parser = argparse.ArgumentParser(
        prog="python -m seastead_rules.balance.simulate",
        description="Self-play balance simulation for Seastead (see docs/balance.md).")
    parser.add_argument("--games", type=int_option(0, MAX_GAMES), default=100,
                        help=f"number of games, 0 to {MAX_GAMES} (default 100)")
    parser.add_argument("--seed", type=int_option(0, FIRST_SEED_MAX), default=0,
                        help="seed of the first game, 0 to 2**63")
    parser.add_argument("--bots", nargs="+", default=["random", "random"],
                        choices=sorted(SIM_BOTS), metavar="BOT",
                        help=f"one or two of {', '.join(SIM_BOTS)} (seat 0, seat 1)")
    parser.add_argument("--sides", default="AAAA", help="one letter A/B per tile")
    parser.add_argument("--specialists", default="A", choices=["A", "AB"])
    parser.add_argument("--decree", default=None, help="the initial decree (B sides)")
    parser.add_argument("--mode", default="duel", choices=["duel", "solo"])
    parser.add_argument("--content", default=None, help="a content folder (default: shipped)")
    parser.add_argument("--workers", type=int_option(1, MAX_WORKERS), default=None,
                        help=f"processes, 1 to {MAX_WORKERS} (default: all cores; the records "
                             "do not depend on it)")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--save", default=None,
                        help="also write the per-game records and the report to this file")
    args = parser.parse_args(argv)
    if len(args.bots) > 2:
        parser.error("--bots takes one or two bot names")
    bots = tuple(args.bots) * 2 if len(args.bots) == 1 else tuple(args.bots)
    if args.save:
        output_file(args.save, "--save")    # before the games, not after them
    content = load_content(args.content) if args.content else None
    try:
        results = simulate(args.games, args.seed, bots, args.sides, args.specialists,
                           args.decree, content, args.mode,
                           args.workers or default_workers(), args.quiet)
    except ValueError as err:
        parser.error(str(err))
    rep = report(results)
    if args.save:
        with open(args.save, "w", encoding="utf-8") as fh:
            json.dump({**results, "report": rep}, fh)
    print(json.dumps(rep, indent=2) if args.json else render_text(rep))
    return 0


if __name__ == "__main__":
    sys.exit(main())
