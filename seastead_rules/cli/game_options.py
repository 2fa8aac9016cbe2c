"""The options that name another game the package hosts for `seastead arena` and
`seastead balance` (`--game NAME --players P --option KEY=VALUE`), and the refusal of
Seastead's own options for that game, as `seastead play --game NAME` reads them."""

from __future__ import annotations

from ..errors import ArgumentError
from ..inputs import int_option
from ..kernel.protocol import MAX_PLAYERS, setup_options
from ..kernel.registry import HOSTED
from ..terminal.kernel_play import kernel_game, parse_options

__all__ = ["add_game_options", "refuse_game_options", "game_of", "given_options"]


def add_game_options(parser, command: str) -> None:
    """`--game`, `--players` and `--option` on a command's parser."""
    names = ", ".join(h.name for h in HOSTED if h.name != "seastead")
    parser.add_argument("--game", default="seastead",
                        help=f"the game: seastead (default), or another the package hosts "
                             f"({names})")
    parser.add_argument("--players", type=int_option(1, MAX_PLAYERS), default=None,
                        help="with --game: how many players (default: the game's)")
    parser.add_argument("--option", action="append", metavar="KEY=VALUE", default=[],
                        help=f"with --game: one of the game's options (repeat for more)"
                             f"{' in both arms' if command == 'balance' else ''}")


def given_options(args, names) -> list:
    """The options among `names` (as `--name`) given a value on the command line."""
    given = []
    for name in names:
        value = getattr(args, name.removeprefix("--").replace("-", "_"), None)
        if value not in (None, False, [], ()):
            given.append(name)
    return given


def refuse_game_options(args, command: str) -> None:
    """For Seastead: ValueError when `--players` (other than 2) or `--option` is given;
    Seastead's options are its own."""
    if args.players not in (None, 2) or args.option:
        raise ValueError(f"--players and --option are for --game; Seastead's {command} "
                         f"seats 2 and has options of its own (see seastead {command} "
                         "--help)")


def game_of(args, command: str, seastead_only) -> tuple:
    """(game, players, options) of `args.game`, another hosted game: ArgumentError naming
    an unknown game, a Seastead option given (`seastead_only`), a bad player count or
    option."""
    game = kernel_game(args.game)
    given = given_options(args, seastead_only)
    if given:
        known = ", ".join(game.options) or "none"
        raise ArgumentError(f"{', '.join(given)} {'is' if len(given) == 1 else 'are'} "
                            f"Seastead's, not {game.name}'s: `seastead {command} --game "
                            f"{game.name}` takes --players and --option KEY=VALUE (its "
                            f"options: {known})")
    players, options = setup_options(game, args.players, parse_options(game, args.option))
    given_keys = {pair.partition("=")[0] for pair in args.option}
    return game, players, {k: v for k, v in options.items() if k in given_keys}
