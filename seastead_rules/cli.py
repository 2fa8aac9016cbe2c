"""The `seastead` command: play a game at the terminal, check content files."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .bots import BOTS
from .content import build_content, source_files
from .engine.setup import new_game
from .engine.turn import apply, is_over, legal_actions
from .errors import ContentError, RulesError
from .record import GameRecord, ReplayError, record_of, replay
from .names import COLOURS
from .render import new_events, render
from .scoring import score_sheet

__all__ = ["main"]


def _print_events(events, why: bool, out) -> None:
    for e in events:
        cause = f"   [{e.src}]" if why and e.src else ""
        print(f"  {e.text}{cause}", file=out)


def _ask_human(state, actions, out, inp):
    print(file=out)
    print(render(state), file=out)
    d = state.decision
    print(f"\n{d.prompt if d else ''}", file=out)
    for i, a in enumerate(actions, 1):
        print(f"  {i:>3}. {a}", file=out)
    while True:
        print("choose a number (q to quit): ", end="", file=out, flush=True)
        line = inp.readline()
        if not line:
            raise EOFError
        line = line.strip()
        if line in ("q", "quit"):
            raise KeyboardInterrupt
        if line.isdigit() and 1 <= int(line) <= len(actions):
            return actions[int(line) - 1]
        print(f"please give a number from 1 to {len(actions)}", file=out)


def play(args, out=sys.stdout, inp=sys.stdin) -> int:
    """Play one game: bots in every seat but the human's; print the log and the score."""
    state = new_game(args.seed, sides=args.sides, specialists=args.specialists)
    played = []
    bots = [BOTS[args.bot](args.seed * 2 + p) for p in range(2)]
    print(f"Seastead, seed {args.seed}: sides {args.sides}, specialists {args.specialists}",
          file=out)
    _print_events(state.log.entries() if state.log else (), args.why, out)
    try:
        while not is_over(state):
            actions = legal_actions(state)
            player = state.to_move
            if player == args.human:
                action = _ask_human(state, actions, out, inp)
            else:
                action = bots[player].choose(state, actions)
            after = apply(state, action)
            played.append(action)
            if not args.quiet:
                d = state.decision
                if d is not None and d.kind == "turn":
                    print(f"{COLOURS[player]}: {action}", file=out)
                else:
                    print(f"  {d.prompt} -> {action}", file=out)
                _print_events(state and new_events(state, after), args.why, out)
            state = after
    except (KeyboardInterrupt, EOFError):
        print("\ngame abandoned", file=out)
        return 130
    print("\nFinal score", file=out)
    print(score_sheet(state), file=out)
    if args.save:
        record = record_of(args.seed, args.sides, args.specialists, None, state.content, played)
        Path(args.save).write_text(record.to_json(), encoding="utf-8")
        print(f"game record saved to {args.save}", file=out)
    return 0


def replay_file(args, out=sys.stdout) -> int:
    """Replay a saved game record: the log, then the same score sheet."""
    record = GameRecord.from_json(Path(args.file).read_text(encoding="utf-8"))
    try:
        states = replay(record)
    except ReplayError as err:
        for before, after in zip(err.states, err.states[1:]):
            _print_events(new_events(before, after), args.why, out)
        print(f"replay stopped: {err}", file=out)
        return 1
    _print_events(states[0].log.entries() if states[0].log else (), args.why, out)
    for before, after in zip(states, states[1:]):
        _print_events(new_events(before, after), args.why, out)
    print("\nFinal score", file=out)
    print(score_sheet(states[-1]), file=out)
    return 0


def check(args, out=sys.stdout) -> int:
    """Compile .sea files (or every .sea file under folders); exit 1 if any fails."""
    paths = []
    for name in args.paths:
        path = Path(name)
        if path.is_dir():
            paths.extend(source_files(path))
        elif path.exists():
            paths.append(path)
        else:
            print(f"{name}: no such file or folder", file=out)
            return 1
    try:
        content = build_content([(p.as_posix(), p.read_text(encoding="utf-8")) for p in paths])
    except ContentError as err:
        print(err, file=out)
        return 1
    print(f"ok: {len(paths)} files; {len(content.flotilla_sides)} flotilla sides, "
          f"{len(content.dock_tiles)} dock tiles, {len(content.dive_cards)} dive cards, "
          f"{len(content.specialists)} specialists, {len(content.decrees)} decrees", file=out)
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="seastead", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help="play a game (bots by default) and print it")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--human", type=int, choices=(0, 1), default=None,
                   help="seat played by a person at the terminal (0 blue, 1 orange)")
    p.add_argument("--bot", choices=sorted(BOTS), default="greedy")
    p.add_argument("--sides", default="AAAA")
    p.add_argument("--specialists", default="A")
    p.add_argument("--why", action="store_true", help="show the content line behind each change")
    p.add_argument("--quiet", action="store_true", help="print only the final score")
    p.add_argument("--save", metavar="FILE", help="write the game record to FILE")
    r = sub.add_parser("replay", help="replay a saved game record")
    r.add_argument("file")
    r.add_argument("--why", action="store_true", help="show the content line behind each change")
    b = sub.add_parser("bench", help="measure the engine's speed (one core)")
    b.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    b.add_argument("--games", type=int, default=200)
    b.add_argument("--seed", type=int, default=0)
    c = sub.add_parser("check", help="compile .sea files or folders")
    c.add_argument("paths", nargs="+")
    return parser


def main(argv=None) -> int:
    """Entry point of the `seastead` command."""
    args = _parser().parse_args(argv)
    try:
        if args.command == "play":
            return play(args)
        if args.command == "replay":
            return replay_file(args)
        if args.command == "bench":
            from .bench import main as bench_main
            argv_bench = (["--json"] if args.json else []) + ["--games", str(args.games),
                                                              "--seed", str(args.seed)]
            return bench_main(argv_bench)
        return check(args)
    except (RulesError, ValueError, OSError) as err:
        print(f"seastead: {err}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
