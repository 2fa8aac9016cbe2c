"""What the `seastead` command's built-in subcommands do: play, replay and check."""

from __future__ import annotations

import sys
from pathlib import Path

from .bots import BOTS
from .catalogue import option_text
from .content import build_content, load_content, source_files
from .engine.setup import new_game
from .engine.turn import apply, is_over, legal_actions
from .errors import ContentError
from .names import COLOURS
from .record import GameRecord, ReplayError, record_of, replay
from .render import new_events, render
from .scoring import score_sheet

__all__ = ["play", "replay_file", "check", "read_text", "content_of", "sources"]


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


# The largest file a command reads: far above any content or record, far below a disk.
MAX_FILE_BYTES = 16 * 1024 * 1024


def read_text(path) -> str:
    """A file's text, refused (ValueError) past MAX_FILE_BYTES or when not UTF-8."""
    with open(path, "rb") as f:
        data = f.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        raise ValueError(f"{path}: larger than {MAX_FILE_BYTES // (1024 * 1024)} MB; "
                         "not a content file or game record")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise ValueError(f"{path}: not UTF-8 text (byte {err.start})") from None


def _ask_human(state, actions, out, inp):
    print(file=out)
    print(render(state), file=out)
    d = state.decision
    print(f"\n{d.prompt if d else ''}", file=out)
    for i, a in enumerate(actions, 1):
        print(f"  {i:>3}. {a}", file=out)
        text = option_text(state.content, a)     # a dock, specialist or decree: its card
        if text:
            print(f"       {text}", file=out)
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
    mode = "solo" if args.solo else "duel"
    content = content_of(args)
    state = new_game(args.seed, sides=args.sides, specialists=args.specialists, mode=mode,
                     content=content, decree=args.decree)
    seed = state.seed       # drawn from the operating system when --seed is not given
    played = []
    bots = [BOTS[args.bot](seed * 2 + p) for p in range(2)]
    if not args.quiet:
        _header(seed if args.human is None else None, args.sides, args.specialists, out, mode)
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
    record = GameRecord.from_json(read_text(args.file))
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
    print("\nFinal score", file=out)
    print(score_sheet(states[-1]), file=out)
    return 0


def sources(names) -> list:
    """(label, text) of the .sea files named, folders searched for .sea files."""
    paths = []
    for name in names:
        path = Path(name)
        if path.is_dir():
            found = source_files(path)
            if not found:
                raise FileNotFoundError(f"{name}: no .sea files in this folder")
            paths.extend(found)
        elif path.exists():
            paths.append(path)
        else:
            raise FileNotFoundError(f"{name}: no such file or folder")
    return [(p.as_posix(), read_text(p)) for p in paths]


def content_of(args):
    """The content a command plays with: shipped (or --content DIR) plus --extra files,
    which with --replace take the place of the shipped items they name."""
    extra = sources(args.extra or ())
    if args.content is not None and not Path(args.content).is_dir():
        raise FileNotFoundError(f"--content {args.content}: no such folder")
    return load_content(args.content, extra=extra, replace=args.replace)


def check(args, out=sys.stdout) -> int:
    """Compile .sea files (or every .sea file under folders); exit 1 if any fails."""
    try:
        given, extra = sources(args.paths), sources(args.extra or ())
        content = build_content(given + ([] if args.replace else extra),
                                overrides=extra if args.replace else ())
    except FileNotFoundError as err:
        print(err, file=out)
        return 1
    except ContentError as err:
        print(err, file=out)
        return 1
    paths = given + extra
    print(f"ok: {len(paths)} files; {len(content.flotilla_sides)} flotilla sides, "
          f"{len(content.dock_tiles)} dock tiles, {len(content.dive_cards)} dive cards, "
          f"{len(content.specialists)} specialists, {len(content.decrees)} decrees", file=out)
    return 0
