"""What the `seastead` command's built-in subcommands do: play, replay and check."""

from __future__ import annotations

import sys
from pathlib import Path

from ..bots import BOTS
from ..engine.scoring import score_sheet
from ..engine.setup import new_game
from ..engine.turn import apply, is_over, legal_actions
from ..errors import ContentError
from ..inputs import output_file, read_text
from ..lang.collisions import raise_collisions
from ..model.content import build_content
from ..model.names import COLOURS
from ..saves.record import GameRecord, ReplayError, record_of, replay
from ..text.render import new_events
from .content_options import WHOLE_SET, checked_sets, content_of, game_of
from .play_game import play_kernel_game

__all__ = ["play", "replay_file", "check"]


def _print_events(events, why: bool, out) -> None:
    for e in events:
        cause = f"   [{e.src}]" if why and e.src else ""
        print(f"  {e.text}{cause}", file=out)


def _print_step(before, action, after, why: bool, out) -> None:
    """One action and the log events it caused (with --why, each event's content line)."""
    d = before.decision
    if d is not None and d.kind == "turn":
        print(f"{COLOURS[d.player]}: {action}", file=out)
    else:
        print(f"  {d.prompt if d else ''} -> {action}", file=out)
    _print_events(new_events(before, after), why, out)


def _header(seed, sides, specialists, out, mode="duel") -> None:
    solo = " (solo, against the Boss)" if mode == "solo" else ""
    # The seed tells every hidden card: shown only when nobody at the terminal plays.
    shown = f", seed {seed}" if seed is not None else ""
    print(f"Seastead{solo}{shown}: sides {sides}, specialists {specialists}", file=out)


def _play_human(args, out, inp) -> int:
    """A person plays seat --human in the terminal game (seastead_rules.terminal)."""
    from ..saves.session import Game
    from ..terminal import TerminalGame
    content = content_of(args)
    if args.resume:
        record = GameRecord.from_json(read_text(args.resume))
        game = Game.from_record(record, content)
        sides, specialists, mode = record.sides, record.specialists, record.mode
    else:
        mode = "solo" if args.solo else "duel"
        if mode == "solo" and args.human != 0:
            raise ValueError("solo mode has one player, blue: play it with --human 0")
        seed = new_game(args.seed, sides=args.sides, specialists=args.specialists, mode=mode,
                        content=content, decree=args.decree).seed
        game = Game(seed, args.sides, args.specialists, args.decree, content, mode)
        sides, specialists = args.sides, args.specialists
    _header(None, sides, specialists, out, mode)
    seed = game.options[0]
    bots = [BOTS[args.bot](seed * 2 + p) for p in range(2)]
    return TerminalGame(game, args.human, bots, out, inp, save=args.save).run()


def play(args, out=sys.stdout, inp=sys.stdin) -> int:
    """Play one game: bots in every seat but the human's; print the log and the score."""
    if args.save:
        output_file(args.save, "--save")    # before the game, not after it
    if args.game != "seastead":
        return play_kernel_game(args, out, inp)
    if args.players not in (None, 1, 2) or args.option:
        raise ValueError("--players and --option are for --game; Seastead's are --solo, "
                         "--sides, --specialists and --decree")
    if args.human not in (None, 0, 1):
        raise ValueError(f"Seastead's seats are 0 (blue) and 1 (orange), not {args.human}")
    args.bot = args.bot or "greedy"
    if args.bot not in BOTS:
        raise ValueError(f"unknown bot {args.bot!r}; Seastead's bots are: "
                         f"{', '.join(sorted(BOTS))}")
    if args.human is not None:
        return _play_human(args, out, inp)
    if args.resume:
        raise ValueError("--resume continues a game for a person: give --human 0 or 1")
    mode = "solo" if args.solo else "duel"
    content = content_of(args)
    state = new_game(args.seed, sides=args.sides, specialists=args.specialists, mode=mode,
                     content=content, decree=args.decree)
    seed = state.seed       # drawn from the operating system when --seed is not given
    played = []
    bots = [BOTS[args.bot](seed * 2 + p) for p in range(2)]
    if not args.quiet:
        _header(seed, args.sides, args.specialists, out, mode)
        _print_events(state.log.entries() if state.log else (), args.why, out)
    try:
        while not is_over(state):
            actions = legal_actions(state)
            player = state.to_move
            action = bots[player].choose(state, actions)
            after = apply(state, action)
            played.append(action)
            if not args.quiet:
                _print_step(state, action, after, args.why, out)
            state = after
    except (KeyboardInterrupt, EOFError):
        print("\ngame abandoned", file=out)
        return 130
    print("\nFinal score", file=out)
    print(score_sheet(state), file=out)
    if args.save:
        record = record_of(seed, args.sides, args.specialists, args.decree, state.content,
                           played, mode=mode)
        Path(args.save).write_text(record.to_json(), encoding="utf-8")
        print(f"game record saved to {args.save}", file=out)
    return 0


def replay_file(args, out=sys.stdout) -> int:
    """Replay a saved game record: the actions and the log, as `play` printed them, then
    the same score sheet. A record that no longer fits stops at the first illegal action."""
    text = read_text(args.file)
    record = GameRecord.from_json(text)
    if getattr(args, "web", False):
        from ..table.serve import serve
        return serve(args.host, args.port, content_of(args), text, out,
                     allow_hosts=getattr(args, "allow_host", ()))
    if not args.quiet:
        _header(record.seed, record.sides, record.specialists, out, record.mode)
    try:
        states = replay(record, content_of(args))
        stopped = None
    except ReplayError as err:
        states, stopped = err.states, err
    if states and not args.quiet:
        _print_events(states[0].log.entries() if states[0].log else (), args.why, out)
    if not args.quiet:
        for before, text, after in zip(states, record.actions, states[1:]):
            _print_step(before, text, after, args.why, out)
    if stopped is not None:
        print(f"replay stopped: {stopped}", file=out)
        return 1
    if is_over(states[-1]):
        print("\nFinal score", file=out)
    else:   # a game saved when its player quit: continue it with play --resume
        print(f"\nThe game is not over ({len(record.actions)} actions); the score so far",
              file=out)
    print(score_sheet(states[-1]), file=out)
    return 0


def _against(name: str) -> str:
    return "" if name == WHOLE_SET else f" added to {name}"


def check(args, out=None) -> int:
    """Compile .sea files (or every .sea file under folders) as additions to the shipped
    content, or as a whole content set (see `checked_sets`); exit 1 if any fails.
    Another game's files and folders (`game_of`) are checked by its content tools."""
    out = sys.stdout if out is None else out
    tools = game_of(args)
    if tools.game != "seastead":
        try:
            if tools.check(args.paths, out) != 0:
                return 1
        except FileNotFoundError as err:    # as Seastead's: said on the output, status 1
            print(err, file=out)
            return 1
        if getattr(args, "lint", False):
            from ..lint.command import report
            return report(args, out)
        return 0
    try:
        base, added, name = checked_sets(args)
        if not args.replace:
            raise_collisions(added, base, name)
        content = build_content(base + ([] if args.replace else added),
                                overrides=added if args.replace else ())
    except FileNotFoundError as err:
        print(err, file=out)
        return 1
    except ContentError as err:
        print(err, file=out)
        return 1
    if getattr(args, "lint", False):
        from ..lint.command import report
        if report(args, out) != 0:
            return 1
    paths = (base if name == WHOLE_SET else []) + added
    files = f"{len(paths)} file{'s' * (len(paths) != 1)}"
    print(f"ok: {files}{_against(name)}; {len(content.flotilla_sides)} flotilla sides, "
          f"{len(content.dock_tiles)} dock tiles, {len(content.dive_cards)} dive cards, "
          f"{len(content.specialists)} specialists, {len(content.decrees)} decrees", file=out)
    return 0
