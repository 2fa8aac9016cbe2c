"""Play-test your own flotilla side in place of the shipped side for the same tile and face.

    python examples/side_tutorial.py                       # examples/my_side.sea, 100 games each
    python examples/side_tutorial.py my_side.sea --games 40 --bot random

The .sea file is loaded with the shipped content with replace=True, so each side in it
takes the place of the shipped side of the same tile and face (a compile error is shown
as path:line:col with a caret and nothing is played). Both halves of the comparison play
the same seeds on four B sides (four A sides if your side is an A side): "shipped" with
the shipped sides, "yours" with your side in its place. The number of games can also be
set with SEASTEAD_GAMES. See docs/authoring.md, "Design a flotilla side".
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

import seastead_rules as s
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


def play_batch(content, games: int, bot: str, sides: str, tile: int) -> dict:
    """Self-play `games` games; the totals for the report, with the builds on `tile`."""
    totals = {"games": 0, "wins": [0, 0], "shared": 0, "score": [0, 0],
              "on_tile": [0] * 6, "points_on_tile": 0, "builds": 0}
    for seed in range(1, games + 1):
        game = s.new_game(seed, sides=sides, content=content)
        bots = [BOTS[bot](seed * 2 + p) for p in range(2)]
        while not s.is_over(game):
            action = bots[game.to_move].choose(game)
            if isinstance(action, s.Build):
                totals["builds"] += 1
                if action.flotilla == tile:
                    totals["on_tile"][action.location] += 1
            game = s.apply(game, action)
        sheet = s.score_sheet(game)
        totals["games"] += 1
        if sheet.winner is None:
            totals["shared"] += 1
        else:
            totals["wins"][sheet.winner] += 1
        for p in range(2):
            totals["score"][p] += sheet.lines[p].total
        side = content.side[game.sides[tile - 1]]
        totals["points_on_tile"] += sum(
            side.locations[i % 6].points for i in range((tile - 1) * 6, tile * 6)
            if game.buildings[i] != -1)
    return totals


def report(old: str, new, sides: str, bot: str, shipped: dict, yours: dict) -> str:
    """The comparison as a small table."""
    n0, n1 = shipped["games"], yours["games"]

    def pct(x, n):
        return f"{100 * x / n:.0f}%" if n else "-"

    def avg(x, n):
        return f"{x / n:.1f}" if n else "-"

    rows = [("games", str(n0), str(n1)),
            ("blue wins", pct(shipped["wins"][0], n0), pct(yours["wins"][0], n1)),
            ("orange wins", pct(shipped["wins"][1], n0), pct(yours["wins"][1], n1)),
            ("shared", pct(shipped["shared"], n0), pct(yours["shared"], n1)),
            ("blue average score", avg(shipped["score"][0], n0), avg(yours["score"][0], n1)),
            ("orange average score", avg(shipped["score"][1], n0), avg(yours["score"][1], n1)),
            ("builds per game", avg(shipped["builds"], n0), avg(yours["builds"], n1)),
            (f"builds on tile {new.tile}", avg(sum(shipped["on_tile"]), n0),
             avg(sum(yours["on_tile"]), n1))]
    for loc in range(6):
        rows.append((f"  location {loc}", avg(shipped["on_tile"][loc], n0),
                     avg(yours["on_tile"][loc], n1)))
    rows.append((f"location points on tile {new.tile}", avg(shipped["points_on_tile"], n0),
                 avg(yours["points_on_tile"], n1)))
    lines = [f"Side {new.name} ({new.src}) in place of {old}, {bot} bots, sides {sides}",
             "", f"{'':26}{'shipped':>9}{'yours':>9}"]
    lines += [f"{a:26}{b:>9}{c:>9}" for a, b, c in rows]
    lines += ["", "Per game on average; 'location N' counts builds there (at most 1 a game)."]
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sea", nargs="?", default=str(HERE / "my_side.sea"),
                        help="the .sea file with your side (default: examples/my_side.sea)")
    parser.add_argument("--games", type=int, default=int(os.environ.get("SEASTEAD_GAMES", 100)),
                        help="games with the shipped side and games with yours (default 100)")
    parser.add_argument("--bot", choices=sorted(BOTS), default="greedy1")
    args = parser.parse_args(argv)
    started = time.perf_counter()
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
    before = play_batch(shipped, args.games, args.bot, sides, new.tile)
    after = play_batch(content, args.games, args.bot, sides, new.tile)
    print(report(old, new, sides, args.bot, before, after))
    print(f"\n{before['games'] + after['games']} games in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
