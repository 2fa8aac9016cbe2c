"""Deep Sea's interpreter: the kernel's loop (kernel/rules/run.py) with the core flow
handlers (kernel/rules/flow.py) and, filed by the modules that define them, the handlers
of the game's effects and steps (gains, act, discover, turn, phases, scoring)."""

from __future__ import annotations

from ..kernel.rules.flow import install_flow
from ..kernel.rules.records import Decision
from ..kernel.rules.run import Rules
from .host import HOST

__all__ = ["RULES", "runs", "resumes", "decide", "run_block"]

RULES = Rules()
"""The handlers and resumers of every effect and step of the game."""

runs = RULES.runs
resumes = RULES.resumes

install_flow(RULES, HOST)


def decide(t, player: int, kind: str, prompt: str, op, ctx, options, values) -> None:
    """Ask `player` to pick one of `options`, or, when there is only one, take it at once
    (a question with one answer is no question). Nothing happens when there is none."""
    if len(options) == 1:
        RULES.resumers[type(op)](t, Decision(player, kind, prompt, op, ctx, tuple(options),
                                             tuple(values)), values[0])
    elif options:
        t.ask(player, kind, prompt, op, ctx, options, values)


def run_block(t, effects, ctx) -> None:
    """Run a block of effects next, for ctx's player."""
    t.push(tuple(effects), ctx)
