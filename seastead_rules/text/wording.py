"""The log's lines in a player's words, the same at the terminal and at the table: a few
engine lines said more plainly, and a build's resources going back to the supply said
as paying for it ("blue pays 2 kelp", where the engine logs "returns")."""

from __future__ import annotations

import re

__all__ = ["plain", "paid", "PLAINER"]

PLAINER = {
    "the Boss's {} has no visible demand token and stays in the supply":
        "no open flotilla demands {}, so the Boss's one stays in the supply",
}
"""The engine's templates that read as rules jargon, and what a player reads instead."""

_RETURNS = re.compile(r"^(\w+) returns (\d+ \w+)$")


def plain(event) -> str:
    """An event's line as a player reads it."""
    better = PLAINER.get(event.template)
    return better.format(*event.args) if better is not None else event.text


def paid(action: str, lines) -> list:
    """The lines an action's events make, the resources that go back to the supply for
    a build ('build ...') said as paying: 'blue pays 2 kelp'."""
    out, paying = [], action.startswith("build ")
    for line in lines:
        m = _RETURNS.match(line) if paying else None
        if m:
            out.append(f"{m.group(1)} pays {m.group(2)}")
            continue
        paying = paying and (" builds " in line or line.startswith(("build", "the build")))
        out.append(line)
    return out
