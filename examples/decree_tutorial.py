"""Play-test your own decree: self-play with it in play from the start, and without it.

    python examples/decree_tutorial.py                      # examples/my_decree.sea, 100 games each
    python examples/decree_tutorial.py my_decree.sea --games 40 --bot random

The .sea file is compiled together with the shipped content (so any compile error
is shown as path:line:col with a caret and nothing is played). The first decree in the
file is the one tested. Both halves of the comparison play the same seeds on four B
sides: "without" is the shipped game (a random shipped decree to start), "with" starts
with your decree in play. The number of games can also be set with SEASTEAD_GAMES.
See docs/authoring.md, "Write your own decree".
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

import seastead_rules as s
from seastead_rules.bots import BOTS
from seastead_rules.names import KINDS

HERE = Path(__file__).resolve().parent


def label_of(path: Path) -> str:
    """How the file is named in sources and error messages: relative to the current folder."""
    try:
        return path.resolve().relative_to(Path.cwd()).as_posix()
    except ValueError:
        return path.as_posix()


def load_with_my_file(path: Path):
    """The shipped content plus the decree file, and the name of the file's first decree."""
    label, text = label_of(path), path.read_text(encoding="utf-8")
    content = s.load_content(extra=[(label, text)])       # ContentError if it does not compile
    mine = [d.name for d in content.decrees if d.src.startswith(label + ":")]
    if not mine:
        raise SystemExit(f"{label}: no decree in this file")
    return content, mine[0], label


def play_batch(content, games: int, bot: str, decree=None, watch=None) -> dict:
    """Self-play `games` games on four B sides; the totals for the report."""
    totals = {"games": 0, "wins": [0, 0], "shared": 0, "score": [0, 0],
              "built": [0, 0, 0], "turns": 0, "turns_in_play": 0,
              "builds_under": 0, "cost_changed": 0, "cost_change": 0,
              "shipyards_on_3": 0}
    for seed in range(1, games + 1):
        game = s.new_game(seed, sides="BBBB", decree=decree, content=content)
        bots = [BOTS[bot](seed * 2 + p) for p in range(2)]
        while not s.is_over(game):
            action = bots[game.to_move].choose(game)
            if game.decision.kind == "turn":
                totals["turns"] += 1
                totals["turns_in_play"] += game.decree_in_play == watch
            if isinstance(action, s.Build):
                totals["built"][KINDS.index(action.kind)] += 1
                side = content.side[game.sides[action.flotilla - 1]]
                if action.kind == "shipyard" and side.locations[action.location].points == 3:
                    totals["shipyards_on_3"] += 1
                if watch is not None and game.decree_in_play == watch:
                    # Ask the engine why the build costs what it does; count our decree's part.
                    cost, reasons = s.explain_cost(game, action)
                    ours = sum(r.amount for r in reasons if r.text == f"decree {watch}")
                    raw = sum(r.amount for r in reasons if r.text != "never below 0")
                    change = cost - max(0, raw - ours)     # what it costs with, minus without
                    totals["builds_under"] += 1
                    totals["cost_changed"] += change != 0
                    totals["cost_change"] += change
            game = s.apply(game, action)
        sheet = s.score_sheet(game)
        totals["games"] += 1
        if sheet.winner is None:
            totals["shared"] += 1
        else:
            totals["wins"][sheet.winner] += 1
        for p in range(2):
            totals["score"][p] += sheet.lines[p].total
    return totals


def report(name: str, where: str, bot: str, without: dict, with_: dict) -> str:
    """The comparison as a small table, then what the decree did."""
    n0, n1 = without["games"], with_["games"]

    def pct(x, n):
        return f"{100 * x / n:.0f}%" if n else "-"

    def avg(x, n):
        return f"{x / n:.1f}" if n else "-"

    rows = [("games", str(n0), str(n1)),
            ("blue wins", pct(without["wins"][0], n0), pct(with_["wins"][0], n1)),
            ("orange wins", pct(without["wins"][1], n0), pct(with_["wins"][1], n1)),
            ("shared", pct(without["shared"], n0), pct(with_["shared"], n1)),
            ("blue average score", avg(without["score"][0], n0), avg(with_["score"][0], n1)),
            ("orange average score", avg(without["score"][1], n0), avg(with_["score"][1], n1))]
    for k, kinds in enumerate(("ports", "academies", "shipyards")):
        rows.append((f"{kinds} built per game", avg(without["built"][k], n0),
                     avg(with_["built"][k], n1)))
    rows.append(("shipyards on 3 points", avg(without["shipyards_on_3"], n0),
                 avg(with_["shipyards_on_3"], n1)))
    lines = [f"Decree {name} ({where}), {bot} bots, sides BBBB", "",
             f"{'':24}{'without':>9}{'with':>9}"]
    lines += [f"{a:24}{b:>9}{c:>9}" for a, b, c in rows]
    under = with_["builds_under"]
    lines += ["",
              f"{name} was in play for {pct(with_['turns_in_play'], with_['turns'])} of the "
              f"turns of the 'with' games (a decree draw can cover it).",
              f"It changed the cost of {with_['cost_changed']} of the {under} builds made "
              f"while it was in play ({pct(with_['cost_changed'], under)}), "
              f"by {with_['cost_change']:+d} resources in all."]
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sea", nargs="?", default=str(HERE / "my_decree.sea"),
                        help="the .sea file with your decree (default: examples/my_decree.sea)")
    parser.add_argument("--games", type=int, default=int(os.environ.get("SEASTEAD_GAMES", 100)),
                        help="games with and games without the decree (default 100)")
    parser.add_argument("--bot", choices=sorted(BOTS), default="greedy1")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    try:
        content, name, where = load_with_my_file(Path(args.sea))
    except s.ContentError as err:
        print(err, file=sys.stderr)
        return 1
    src = content.decree[name].src
    without = play_batch(s.load_content(), args.games, args.bot)
    with_ = play_batch(content, args.games, args.bot, decree=name, watch=name)
    print(report(name, src, args.bot, without, with_))
    print(f"\n{without['games'] + with_['games']} games in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
