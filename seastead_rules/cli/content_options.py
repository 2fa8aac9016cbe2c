"""The content a command works on: the options --content, --extra and --replace, the
PATHs of `seastead check` and `seastead lint`, and the content they name. Every command
that takes content reads it through here."""

from __future__ import annotations

from pathlib import Path

from ..inputs import folder, read_bytes, read_text
from ..kernel.content_tools import find_game, tools_named
from ..lang.collisions import SHIPPED, is_complete, raise_collisions
from ..model.content import load_content, shipped_sources, source_files

__all__ = ["add_checked_paths", "add_content_options", "content_of", "sources",
           "checked_sets", "game_of", "WHOLE_SET"]


def add_checked_paths(parser) -> None:
    """The PATH arguments of `check` and `lint`, and --standalone."""
    parser.add_argument("paths", nargs="+", metavar="PATH",
                        help=".sea files, or folders searched for .sea files; checked as "
                             "additions to the shipped content unless they define the whole "
                             "board (like a copy of the content folder) or --standalone")
    parser.add_argument("--standalone", action="store_true",
                        help="check the PATHs as a whole content set, without the shipped "
                             "content")
    parser.add_argument("--game", metavar="NAME", default=None,
                        help="the game the PATHs are written for (seastead, deep_sea); "
                             "by default the game the nearest game.sea at or above them "
                             "declares, else seastead")


# The options only Seastead's content takes: another game's PATHs are checked as they are.
_SEASTEAD_ONLY = ("content", "extra", "replace", "standalone")


def game_of(args):
    """The ContentTools of the game `check` or `lint` works on: --game NAME, else the
    game of the PATHs (kernel/content_tools.py find_game), which must all be one game's;
    ValueError when they are not, or when another game's PATHs come with an option only
    Seastead's content takes."""
    if getattr(args, "game", None) is not None:
        tools = tools_named(args.game)
    else:
        games = {p: find_game(p).tools for p in args.paths}
        names = {t.game for t in games.values()}
        if len(names) > 1:
            listed = ", ".join(f"{p} ({t.game})" for p, t in games.items())
            raise ValueError(f"the PATHs are of different games: {listed}; check each "
                             f"game's on its own")
        tools = next(iter(games.values()))
    if tools.game != "seastead":
        given = [f"--{o}" for o in _SEASTEAD_ONLY if getattr(args, o, None)]
        if given:
            raise ValueError(f"{', '.join(given)}: Seastead's content options; {tools.title}'s "
                             f"files and folders are checked as they are")
    return tools


def add_content_options(command) -> None:
    """--content, --extra and --replace, as play, replay, check and lint take them."""
    command.add_argument("--content", metavar="DIR", default=None,
                         help="use the .sea files under DIR instead of the shipped content")
    command.add_argument("--extra", metavar="FILE", action="append", default=[],
                         help="a .sea file (or folder) added to the content; repeat it "
                              "for more (--extra a.sea --extra b.sea)")
    command.add_argument("--replace", action="store_true",
                         help="your items replace those of the content with the same name "
                              "(a side: the same tile and face)")


def sources(names, skip=(), *, kept_bytes: bool = False) -> list:
    """(label, text) of the .sea files named, folders searched for .sea files; a file
    named twice (or also among the `skip` sources) is read once. A file that is not
    UTF-8 text is refused (ArgumentError), or with `kept_bytes` its bytes are kept (as
    lone surrogates) for the compiler to show at their line and column, with a caret."""
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
    seen = {Path(label).resolve() for label, _ in skip}
    unique = [p for p in paths if not (p.resolve() in seen or seen.add(p.resolve()))]
    if kept_bytes:
        return [(p.as_posix(), read_bytes(p).decode("utf-8", "surrogateescape"))
                for p in unique]
    return [(p.as_posix(), read_text(p)) for p in unique]


# How the PATHs of `check` are named in messages when they are a whole content set.
WHOLE_SET = "the content set checked"


def _base(args) -> tuple:
    """(sources, name in messages) of the content --extra files are added to: the shipped
    content, or the .sea files under --content DIR."""
    if args.content is None:
        return shipped_sources(), SHIPPED
    return shipped_sources(folder(args.content, "--content")), f"the content of {args.content}"


def content_of(args):
    """The content a command plays with: shipped (or --content DIR) plus --extra files,
    which with --replace take the place of the shipped items they name. Without
    --replace, an --extra item that collides with one of the content is refused here,
    before the game starts, at its own line, with the hint to use --replace."""
    extra = sources(args.extra or ())
    base, name = _base(args)
    if extra and not args.replace:
        raise_collisions(extra, base, name)
    return load_content(args.content, extra=extra, replace=args.replace)


def checked_sets(args) -> tuple:
    """(base, added, base name) of `seastead check` and `seastead lint`: the PATHs are a
    whole content set when --standalone is given or when they define every board rule
    (as a copy of the shipped content folder does); otherwise they, like --extra files,
    are added to the shipped content (or --content DIR), in place of any file of it
    with the same text."""
    given = sources(args.paths, kept_bytes=True)
    extra = sources(args.extra or (), skip=given, kept_bytes=True)
    if args.standalone or is_complete(given):
        return given, extra, WHOLE_SET
    base, name = _base(args)
    # A file of the content itself (`seastead check content/decrees.sea`) is checked in
    # its own place, not as a second copy of itself.
    added = given + extra
    texts = {text for _, text in added}
    return [s for s in base if s[1] not in texts], added, name
