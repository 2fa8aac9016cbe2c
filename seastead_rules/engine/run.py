"""Seastead's interpreter: the kernel's loop (kernel/rules/run.py) with Seastead's
handlers and resumers. Each effect type has one handler `(table, op, ctx)`; an effect
that asks a question pushes a Decision, and its resumer `(table, decision, value)`
continues with the answer.

A handler (or resumer) whose very last step would push one op may run it at once
(`run_next`, or a direct call where the op's type is fixed: `_turn`, `_follow`); see
kernel/rules/run.py."""

from __future__ import annotations

from ..kernel.rules.run import Rules

__all__ = ["runs", "resumes", "run", "run_next", "HANDLERS", "RESUMERS", "RULES"]

RULES = Rules()
"""Seastead's handlers and resumers."""
HANDLERS, RESUMERS = RULES.handlers, RULES.resumers
runs, resumes, run, run_next = RULES.runs, RULES.resumes, RULES.run, RULES.run_next
