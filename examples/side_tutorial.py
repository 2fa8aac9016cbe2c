"""Play-test your own flotilla side in place of the shipped side for the same tile and face.

    python examples/side_tutorial.py                       # examples/my_side.sea, 100 games each
    python examples/side_tutorial.py my_side.sea --games 40 --bot random

The .sea file is loaded with the shipped content with replace=True, so each side in it
takes the place of the shipped side of the same tile and face (a compile error is shown
as path:line:col with a caret and nothing is played). This is `seastead balance --extra
FILE --replace` (seastead_rules.balance) with a few figures of its own: both halves play
the same seeds on four B sides (four A sides if your side is an A side) on all cores,
"shipped" with the shipped sides, "yours" with your side in its place. The number of
games can also be set with SEASTEAD_GAMES. See docs/authoring.md, "Design a flotilla side".
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

import seastead_rules as s
from seastead_rules.balance import Change, balance
from seastead_rules.bots import BOTS

HERE = Path(__file__).resolve().parent


def content_with_side(path: Path):
    """The shipped content with the side(s) in `path` in place of the shipped ones."""
    label, text = label_of(path), path.read_text(encoding="utf-8")
    return s.load_content(extra=[(label, text)], replace=True)   # ContentError if it fails


def label_of(path: Path) -> str:
    """How the file is named in sources and error messages: relative to the current folder."""
    try:
        return path.resolve().relative_to(Path.cwd()).as_posix()
    except ValueError:
        return path.as_posix()


def figures(records, content, tile: int) -> dict:
    """The side's own figures from the games' records: builds, builds on `tile` by
    location, and the location points the tile gave."""
    n = len(records) or 1
    out = {"games": len(records), "blue wins": 0, "orange wins": 0, "shared": 0,
           "blue average score": 0.0, "orange average score": 0.0, "builds per game": 0.0,
           f"builds on tile {tile}": 0.0}
    for loc in range(6):
        out[f"  location {loc}"] = 0.0
    out[f"location points on tile {tile}"] = 0.0
    for r in records:
        key = {0: "blue wins", 1: "orange wins", None: "shared"}[r["winner"]]
        out[key] += 1
        out["blue average score"] += r["scores"][0]["total"] / n
        out["orange average score"] += r["scores"][1]["total"] / n
        out["builds per game"] += len(r["builds"]) / n
        for _, _, flotilla, location in r["builds"]:
            if flotilla == tile:
                out[f"builds on tile {tile}"] += 1 / n
                out[f"  location {location}"] += 1 / n
        name = r["sides"][tile - 1]
        out[f"location points on tile {tile}"] += sum(r["side_points"][name]) / n
    for key in ("blue wins", "orange wins", "shared"):
        out[key] = f"{100 * out[key] / n:.0f}%"
    return out


def report(old: str, new, sides: str, bot: str, shipped: dict, yours: dict) -> str:
    """The comparison as a small table."""
    lines = [f"Side {new.name} ({new.src}) in place of {old}, {bot} bots, sides {sides}",
             "", f"{'':26}{'shipped':>9}{'yours':>9}"]
    for key, a in shipped.items():
        b = yours[key]
        a, b = (f"{x:.1f}" if isinstance(x, float) else str(x) for x in (a, b))
        lines.append(f"{key:26}{a:>9}{b:>9}")
    lines += ["", "Per game on average; 'location N' counts builds there (at most 1 a game)."]
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sea", nargs="?", default=str(HERE / "my_side.sea"),
                        help="the .sea file with your side (default: examples/my_side.sea)")
    parser.add_argument("--games", type=int, default=int(os.environ.get("SEASTEAD_GAMES", 100)),
                        help="games with the shipped side and games with yours (default 100)")
    parser.add_argument("--bot", choices=sorted(BOTS), default="greedy1")
    parser.add_argument("--workers", type=int, default=None, help="default: all cores")
    args = parser.parse_args(argv)
    path = Path(args.sea)
    try:
        content = content_with_side(path)
    except s.ContentError as err:
        print(err, file=sys.stderr)
        return 1
    shipped = s.load_content()
    new = next((x for x in content.flotilla_sides if x.src.startswith(label_of(path) + ":")),
               None)
    if new is None:
        print(f"{label_of(path)}: no flotilla side in this file", file=sys.stderr)
        return 1
    old = next(x.name for x in shipped.flotilla_sides if (x.tile, x.face) == (new.tile, new.face))
    sides = new.face * 4
    change = Change.build(extra=[args.sea], replace=True, sides=sides)
    played = balance(change, games=args.games, bots=(args.bot, args.bot),
                     workers=args.workers)
    before = figures([b for b, _ in played.pairs], shipped, new.tile)
    after = figures([c for _, c in played.pairs], content, new.tile)
    print(report(old, new, sides, args.bot, before, after))
    print()
    print(played.text(holders=False))
    print(f"\n{2 * args.games} games in {played.seconds:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
