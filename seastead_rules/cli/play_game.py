"""`seastead play --game NAME`: a game of the kernel other than Seastead at the terminal
(seastead_rules.terminal.kernel_play), bots in every seat no person plays, with game
records to save and resume (seastead_rules.kernel.records)."""

from __future__ import annotations

import secrets
from pathlib import Path

from ..inputs import read_text
from ..kernel.records import GameRecord, record_of, replay
from ..terminal.kernel_play import KernelTerminal, kernel_game, parse_options

__all__ = ["play_kernel_game"]

DEFAULT_BOT = "ismcts:100p"
"""The bot in the seats nobody plays, unless --bot names another."""


def play_kernel_game(args, out, inp) -> int:
    """Play (or, with --resume, go on with) one game of `args.game`; print it and its end;
    write its record with --save."""
    game = kernel_game(args.game)
    if args.resume:
        if args.human is None:
            raise ValueError("--resume continues a game for a person: give --human SEAT")
        record = GameRecord.from_json(read_text(args.resume))
        if record.game != game.name:
            raise ValueError(f"{args.resume} is a record of {record.game}, not {game.name}")
        states = replay(game, record)
        seed, players, options = record.seed, record.players, dict(record.options)
        state, played = states[-1], list(record.actions)
    else:
        seed = secrets.randbits(63) if args.seed is None else args.seed
        players = game.default_players if args.players is None else args.players
        options = parse_options(game, args.option)
        state, played = game.setup(seed, players, **options), []
    if args.human is not None and args.human >= players:
        raise ValueError(f"--human {args.human}: this game has seats 0 to {players - 1}")
    shown = f", seed {seed}" if args.human is None else ""
    settings = ", ".join(f"{k}={v}" for k, v in options.items())
    print(f"{game.name}: {players} player{'s' if players > 1 else ''}{shown}"
          f"{'; ' + settings if settings else ''}", file=out)
    terminal = KernelTerminal(game, state, args.human, args.bot or DEFAULT_BOT, out, inp,
                              seed=seed, quiet=args.quiet)
    terminal.played = played
    code = terminal.run()
    if args.save:
        record = record_of(game, seed=seed, players=players, options=options,
                           actions=[str(a) for a in terminal.played])
        Path(args.save).write_text(record.to_json(), encoding="utf-8")
        print(f"game record saved to {args.save}", file=out)
    return code
