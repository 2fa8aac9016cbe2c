"""The worked example of docs/balance.md: its report and its plots.

    python examples/balance_example.py              # prints the report, writes the plots

It runs the very call the page shows (40 paired games of examples/my_decree.sea, greedy
bots, seed 0) and writes the plots the page shows into docs/balance_example/. The test
suite checks that the page shows this report as it comes out.
"""

from __future__ import annotations

import sys
from pathlib import Path

from seastead_rules.balance import Change, balance

ROOT = Path(__file__).resolve().parent.parent


def example():
    """The report of the page's example."""
    change = Change.build(extra=["examples/my_decree.sea"])
    return balance(change, games=40, seed=0)


def main() -> int:
    from seastead_rules.balance.plots import save_figures
    report = example()
    print(report.text(holders=False))
    folder = ROOT / "docs" / "balance_example"
    folder.mkdir(exist_ok=True)
    for path in save_figures(report.data, report.pairs, folder):
        print(f"wrote {path.relative_to(ROOT).as_posix()}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
