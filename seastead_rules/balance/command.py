"""`seastead balance`: a paired test of a content change, on all cores or a Ray cluster;
with `--game NAME`, of another hosted game's content change (game_balance.py)."""

from __future__ import annotations

import sys

from ..bots import BOTS
from ..cli.game_options import add_game_options, game_of, refuse_game_options
from ..inputs import FIRST_SEED_MAX, folder, int_option, number_option, output_file
from .cluster import CONNECT_SECONDS, MAX_CONNECT_SECONDS
from .run import MAX_GAMES, MAX_WORKERS, default_workers

__all__ = ["add_arguments", "run"]


SEASTEAD_ONLY = ("--decree", "--keep", "--side", "--specialist", "--baseline",
                 "--candidate", "--sides", "--specialists", "--address")
"""The options only Seastead's balance takes (refused with --game for another game)."""


def add_arguments(parser) -> None:
    """The command's options."""
    add_game_options(parser, "balance")
    what = parser.add_argument_group("the change under test (one or more)")
    what.add_argument("--extra", metavar="FILE", action="append", default=[],
                      help="a .sea file (or folder) added to the content in the 'with' "
                           "games; a new decree in it is put in play from the start")
    what.add_argument("--replace", action="store_true",
                      help="the --extra items replace the shipped ones of the same name "
                           "(a side: the same tile and face)")
    what.add_argument("--decree", metavar="NAME",
                      help="this decree in play from the start (the baseline draws one)")
    what.add_argument("--keep", action="store_true",
                      help="the decree under test (--decree, or a new one in --extra) stays "
                           "in play all game: in both arms no location draws a decree")
    what.add_argument("--side", metavar="NAME",
                      help="this side on its tile (the baseline: the tile's other face)")
    what.add_argument("--specialist", metavar="NAME",
                      help="this specialist in the game (the baseline: its content without "
                           "the card; set B cards play with specialists AB)")
    what.add_argument("--baseline", metavar="DIR", help="a content folder: the 'without' arm")
    what.add_argument("--candidate", metavar="DIR", help="a content folder: the 'with' arm")
    parser.add_argument("--games", type=int_option(1, MAX_GAMES), default=2000,
                        help=f"paired games, 1 to {MAX_GAMES} (each is played with and "
                             "without: default 2000)")
    parser.add_argument("--seed", type=int_option(0, FIRST_SEED_MAX), default=0,
                        help="the first game's seed, 0 to 2**63 (default 0)")
    parser.add_argument("--bots", nargs="+", default=None, metavar="BOT",
                        help=f"Seastead: one or two of {', '.join(sorted(BOTS))} (default "
                             "greedy1); another game: random or ismcts[:BUDGET], one for "
                             "every seat or one a seat (default random)")
    parser.add_argument("--sides", help="one letter A/B per tile (default BBBB with decrees "
                                        "or B sides, else AAAA)")
    parser.add_argument("--specialists", default=None, choices=("A", "AB"),
                        help="the specialist cards in play: set A or both (default A)")
    parser.add_argument("--workers", type=int_option(1, MAX_WORKERS), default=None,
                        help=f"local processes, 1 to {MAX_WORKERS} (default: all cores)")
    parser.add_argument("--backend", choices=("local", "ray"), default="local",
                        help="where the games run: local processes (default) or a Ray "
                             "cluster (the 'design' extra)")
    parser.add_argument("--address", help="the Ray cluster's address (--backend ray; "
                                          "default: start a local Ray)")
    parser.add_argument("--connect-timeout", metavar="SECONDS", default=CONNECT_SECONDS,
                        type=number_option(0, MAX_CONNECT_SECONDS, above=True),
                        help=f"with --address: how long to wait for the cluster to answer, "
                             f"at most {MAX_CONNECT_SECONDS:g} (default {CONNECT_SECONDS:g})")
    parser.add_argument("--json", nargs="?", const="-", metavar="FILE",
                        help="print the report as JSON instead of the table, or with FILE "
                             "write it there (and print the table)")
    parser.add_argument("--report", metavar="FILE.html",
                        help="also write a self-contained HTML report with plots")
    parser.add_argument("--plots", metavar="DIR",
                        help="also write the plots as PNG files into DIR")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")


def run(args) -> int:
    """Play the paired games and show the report."""
    from . import Change, balance
    if args.game != "seastead":
        return _show(run_game(args), args)
    refuse_game_options(args, "balance")
    args.bots = args.bots or ["greedy1"]
    if len(args.bots) > 2:
        raise ValueError("--bots takes one or two bot names")
    unknown = [b for b in args.bots if b not in BOTS]
    if unknown:
        raise ValueError(f"--bots: unknown bot {unknown[0]!r}; Seastead's bots are "
                         f"{', '.join(sorted(BOTS))}")
    if args.address and args.backend != "ray":
        raise ValueError("--address goes with --backend ray")
    bots = tuple(args.bots) * 2 if len(args.bots) == 1 else tuple(args.bots)
    _check_outputs(args)
    change = Change.build(extra=args.extra, replace=args.replace, decree=args.decree,
                          side=args.side, specialist=args.specialist,
                          baseline_dir=args.baseline,
                          candidate_dir=args.candidate, sides=args.sides,
                          specialists=args.specialists or "A", keep=args.keep)
    if args.report or args.plots:
        from ..extras import need
        need("design", "matplotlib")
    report = balance(change, args.games, args.seed, bots, args.workers, args.backend,
                     args.address, quiet=args.quiet, connect_timeout=args.connect_timeout)
    return _show(report, args)


def _check_outputs(args) -> None:
    """Where the results go, checked before the games, not after them."""
    for option, path in (("--report", args.report), ("--json", args.json)):
        if path and path != "-":
            output_file(path, option)
    if args.plots:
        _plots_folder(args.plots)


def run_game(args):
    """`seastead balance --game NAME`: the paired games of another hosted game without
    and with the --extra files (its option `changes`); the report."""
    from .game_balance import game_balance
    from .game_change import change_of
    game, players, options = game_of(args, "balance", list(SEASTEAD_ONLY) + (
        ["--backend"] if args.backend != "local" else []))
    _check_outputs(args)
    text, describe = change_of(game, args.extra, args.replace, players, options)
    if args.report or args.plots:
        from ..extras import need
        need("design", "matplotlib")
    return game_balance(game, text, args.games, args.seed, tuple(args.bots or ["random"]),
                        players, args.workers or default_workers(), describe, **options)


def _show(report, args) -> int:
    """Write and print the report as the options ask."""
    if args.report:
        page = report.html()
        with open(args.report, "w", encoding="utf-8") as fh:
            fh.write(page)
    if args.plots:
        from pathlib import Path

        from .plots import save_figures
        Path(args.plots).mkdir(parents=True, exist_ok=True)
        save_figures(report.data, report.pairs, args.plots)
    if args.json and args.json != "-":
        with open(args.json, "w", encoding="utf-8") as fh:
            fh.write(report.to_json() + "\n")
    if args.json == "-":
        print(report.to_json())
    elif sys.stdout.isatty():
        from ..extras import need
        need("design", "rich")
        from rich.console import Console

        from .render import render_rich
        render_rich(report.data, Console())
    else:
        print(report.text())
    if args.report:
        print(f"report written to {args.report}", file=sys.stderr)
    return 0


def _plots_folder(path: str) -> None:
    """--plots DIR: a folder, or nothing yet (it is made)."""
    from pathlib import Path
    if Path(path).exists():
        folder(path, "--plots")
