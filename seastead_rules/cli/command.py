"""The `seastead` command: play, replay and check games and content; the table in the
browser, the card texts, the linter and language server, balance tests and bot arenas."""

from __future__ import annotations

import argparse
import importlib
import os
import sys

from ..bots import BOTS
from ..errors import RulesError
from ..inputs import PORT_MAX, SEED_MAX, int_option
from ..table.serve import allow_host_option
from .commands import check, play, replay_file
from .content_options import add_checked_paths, add_content_options

__all__ = ["main"]


# Commands that live in their own modules: name -> (module, help). Each module has
# `add_arguments(parser)` and `run(args) -> int`, and imports its optional libraries only
# inside `run` (through `extras.need`), so `seastead --help` works without them.
MODULE_COMMANDS: dict = {
    "lint": ("..lint.command", "warn about content that compiles but cannot work as meant"),
    "lsp": ("..lsp.command", "the language server for .sea files, over stdio (for editors)"),
    "serve": ("..table.serve", "play in the browser: a local web table (the table extra)"),
    "cards": ("..text.catalogue", "print cards with their generated text, facts and source line"),
    "balance": ("..balance.command", "paired balance test of a content change (docs/balance.md)"),
    "arena": (".arena", "bots against each other: a round robin with win rates"),
    "bench": (".bench", "measure the engine's speed (one core)"),
}


class _Parser(argparse.ArgumentParser):
    """argparse's parser, but a refused option is one line naming the command and the
    option ('seastead arena: argument --games: must be ...'), not a usage block."""

    def error(self, message: str):
        print(_one_line(f"{self.prog}: {message} (see {self.prog} --help)"), file=sys.stderr)
        raise SystemExit(2)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="seastead", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help="play a game (bots by default) and print it")
    p.add_argument("--seed", type=int_option(0, SEED_MAX), default=None,
                   help="the game's seed, 0 to 2**64 - 1 (default: drawn from the operating "
                        "system; anyone who knows the seed knows every hidden card)")
    p.add_argument("--game", default="seastead",
                   help="the game: seastead (default), or another the package hosts "
                        "(liars_dice, deep_sea)")
    p.add_argument("--players", type=int_option(1, 6), default=None,
                   help="with --game: how many players (default: the game's)")
    p.add_argument("--option", action="append", metavar="KEY=VALUE", default=[],
                   help="with --game: one of the game's options (repeat for more)")
    p.add_argument("--human", type=int_option(0, 5), default=None,
                   help="seat played by a person at the terminal (Seastead: 0 blue, "
                        "1 orange)")
    p.add_argument("--bot", default=None,
                   help=f"the bot in every seat no person plays (Seastead: one of "
                        f"{', '.join(sorted(BOTS))}, default greedy; other games: random "
                        f"or ismcts[:BUDGET], default ismcts:100p)")
    p.add_argument("--solo", action="store_true",
                   help="solo mode: blue against the Boss (a bot plays blue unless --human 0)")
    p.add_argument("--sides", default="AAAA",
                   help="one letter A or B per flotilla tile, e.g. AAAA, BBBB or ABBA "
                        "(a mix needs two B); B sides bring in the decrees")
    p.add_argument("--specialists", default="A", choices=("A", "AB"),
                   help="the specialist cards in play: set A (first game) or both")
    p.add_argument("--decree", metavar="NAME", default=None,
                   help="the decree in play from the start (B sides; default: drawn)")
    p.add_argument("--why", action="store_true", help="show the content line behind each change")
    p.add_argument("--quiet", action="store_true",
                   help="print only the final score (no setup lines, no moves)")
    p.add_argument("--save", metavar="FILE",
                   help="write the game record to FILE (with --human: also when you quit)")
    p.add_argument("--resume", metavar="FILE", default=None,
                   help="with --human: go on with the game of a record saved on quitting")
    r = sub.add_parser("replay", help="replay a saved game record")
    r.add_argument("file", help="a game record written by 'seastead play --save FILE'")
    r.add_argument("--why", action="store_true", help="show the content line behind each change")
    r.add_argument("--quiet", action="store_true",
                   help="print only the final score (no setup lines, no moves)")
    r.add_argument("--web", action="store_true",
                   help="open the record in the replay viewer in the browser (the table extra; "
                        "--port, --host, --allow-host as for 'seastead serve')")
    r.add_argument("--port", type=int_option(1, PORT_MAX), default=8000,
                   help="with --web: the port, 1 to 65535 (default 8000)")
    r.add_argument("--host", default="127.0.0.1", help="with --web: the address to listen on")
    allow_host_option(r)
    c = sub.add_parser("check", help="compile .sea files or folders, added to the shipped "
                                     "content (or on their own when they are a whole set)")
    add_checked_paths(c)
    c.add_argument("--lint", action="store_true",
                   help="also run the design linter (seastead lint) on the files")
    for name, (module, text) in MODULE_COMMANDS.items():
        importlib.import_module(module, __package__).add_arguments(
            sub.add_parser(name, help=text, description=text))
    for command in (p, r, c):
        add_content_options(command)
    return parser


def main(argv=None) -> int:
    """Entry point of the `seastead` command: one clear line and a non-zero exit on any
    failure, never a traceback."""
    try:
        args = _parser().parse_args(argv)
    except SystemExit as stop:      # --help, or an option refused (already said why)
        return stop.code if isinstance(stop.code, int) else 0
    try:
        return _run(args)
    except BrokenPipeError:
        # The reader went away (`seastead play | head`): stop quietly.
        _silence_stdout()
        return 141
    except KeyboardInterrupt:
        print("seastead: interrupted", file=sys.stderr)
        return 130
    except (RulesError, ValueError, OSError) as err:
        print(f"seastead: {_one_line(err)}", file=sys.stderr)
        return 2
    except (MemoryError, RecursionError) as err:
        print(f"seastead: the input is too large or too deeply nested "
              f"({type(err).__name__})", file=sys.stderr)
        return 2
    except Exception as err:        # a bug of ours: still one line, and how to report it
        print(f"seastead: internal error ({type(err).__name__}: {_one_line(err)}); "
              "please report it with the command that caused it", file=sys.stderr)
        return 70


def _one_line(err: BaseException, limit: int = 2000) -> str:
    text = str(err)
    return text if len(text) <= limit else text[:limit] + " ..."


def _silence_stdout() -> None:
    # Python flushes stdout again at exit; point it at /dev/null so that flush is quiet.
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def _run(args) -> int:
    try:
        if args.command in MODULE_COMMANDS:
            module = importlib.import_module(MODULE_COMMANDS[args.command][0], __package__)
            return module.run(args)
        if args.command == "play":
            return play(args)
        if args.command == "replay":
            return replay_file(args)
        return check(args)
    finally:
        sys.stdout.flush()


if __name__ == "__main__":
    sys.exit(main())
