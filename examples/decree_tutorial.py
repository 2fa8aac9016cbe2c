"""Play-test your own decree: paired self-play with it in play from the start, and without.

    python examples/decree_tutorial.py                      # examples/my_decree.sea, 100 games each
    python examples/decree_tutorial.py my_decree.sea --games 40 --bot random

The .sea file is compiled together with the shipped content (so any compile error
is shown as path:line:col with a caret and nothing is played). The first decree in the
file is the one tested. This is `seastead balance --extra FILE` (seastead_rules.balance)
with a few figures of its own: both halves play the same seeds on four B sides on all
cores, "without" is the shipped game (a random shipped decree to start), "with" starts
with your decree in play. The number of games can also be set with SEASTEAD_GAMES.
See docs/authoring.md, "Write your own decree", and docs/balance.md.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

import seastead_rules as s
from seastead_rules.balance import Change, balance
from seastead_rules.balance.change import arm_content
from seastead_rules.bots import BOTS
from seastead_rules.model.names import KINDS

HERE = Path(__file__).resolve().parent


def figures(records, content) -> dict:
    """The decree's own figures from the games' records: builds by kind, and shipyards
    put on 3-point locations."""
    n = len(records) or 1
    out = {"games": len(records), "blue wins": 0, "orange wins": 0, "shared": 0,
           "blue average score": 0.0, "orange average score": 0.0}
    for kind in KINDS:
        out[f"{kind}s built per game"] = 0.0
    out["shipyards on 3 points"] = 0.0
    for r in records:
        key = {0: "blue wins", 1: "orange wins", None: "shared"}[r["winner"]]
        out[key] += 1
        out["blue average score"] += r["scores"][0]["total"] / n
        out["orange average score"] += r["scores"][1]["total"] / n
        for _, kind, flotilla, location in r["builds"]:
            out[f"{kind}s built per game"] += 1 / n
            points = content.side[r["sides"][flotilla - 1]].locations[location].points
            out["shipyards on 3 points"] += (kind == "shipyard" and points == 3) / n
    for key in ("blue wins", "orange wins", "shared"):
        out[key] = f"{100 * out[key] / n:.0f}%"
    return out


def table(name: str, where: str, bot: str, without: dict, with_: dict) -> str:
    """The two columns side by side."""
    lines = [f"Decree {name} ({where}), {bot} bots, sides BBBB", "",
             f"{'':28}{'without':>9}{'with':>9}"]
    for key, a in without.items():
        b = with_[key]
        a, b = (f"{x:.1f}" if isinstance(x, float) else str(x) for x in (a, b))
        lines.append(f"{key.replace('academys', 'academies'):28}{a:>9}{b:>9}")
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sea", nargs="?", default=str(HERE / "my_decree.sea"),
                        help="the .sea file with your decree (default: examples/my_decree.sea)")
    parser.add_argument("--games", type=int, default=int(os.environ.get("SEASTEAD_GAMES", 100)),
                        help="games with and games without the decree (default 100)")
    parser.add_argument("--bot", choices=sorted(BOTS), default="greedy1")
    parser.add_argument("--workers", type=int, default=None, help="default: all cores")
    args = parser.parse_args(argv)
    try:
        change = Change.build(extra=[args.sea])     # ContentError if it does not compile
    except s.ContentError as err:
        print(err, file=sys.stderr)
        return 1
    name = change.candidate["decree"]
    if name is None:
        print(f"{args.sea}: no decree in this file", file=sys.stderr)
        return 1
    content = arm_content(change.candidate)
    report = balance(change, games=args.games, bots=(args.bot, args.bot),
                     workers=args.workers)
    base = figures([b for b, _ in report.pairs], content)
    mine = figures([c for _, c in report.pairs], content)
    print(table(name, content.decree[name].src, args.bot, base, mine))
    print()
    print(report.text(holders=False))
    print(f"\n{2 * args.games} games in {report.seconds:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
