"""The state being changed by one action: a mutable twin of `State` with the stack the
kernel's interpreter loop runs (kernel/rules/run.py), frozen back into a State when the
action is done."""

from __future__ import annotations

import attrs

from ..kernel.rules.records import Decision, Event, Frame, Log
from .state import Ctx, Seat, State

__all__ = ["Draft", "FIELDS"]

FIELDS = tuple(a.name for a in attrs.fields(State))
"""The fields a Draft copies from its State and back."""


class Draft:
    """A State's fields as plain attributes, ready to change. `stack` is a list whose
    frames the interpreter turns into lists [ops, pc, ctx]; `lines` collects the log
    lines of the action."""

    def __init__(self, state: State):
        for name in FIELDS:
            setattr(self, name, getattr(state, name))
        self.stack = list(state.stack)
        self.lines = []

    # ---- players ------------------------------------------------------------------
    def seat(self, player: int) -> Seat:
        """A player's holdings."""
        return self.seats[player]

    def set_seat(self, player: int, **changes) -> Seat:
        """Change some of a player's holdings; the new Seat."""
        seat = attrs.evolve(self.seats[player], **changes)
        self.seats = self.seats[:player] + (seat,) + self.seats[player + 1:]
        return seat

    # ---- the stack ----------------------------------------------------------------
    def push(self, ops, ctx: Ctx) -> None:
        """Run these effects next (before whatever was pending)."""
        if ops:
            self.stack.append([tuple(ops), 0, ctx])

    def ask(self, player: int, kind: str, prompt: str, op, ctx: Ctx, options, values) -> None:
        """Wait for `player` to pick one of `options` (distinct texts); `values` go back to
        the resumer of `op`'s type."""
        options, values = tuple(options), tuple(values)
        if len(set(options)) != len(options) or len(options) != len(values):
            raise AssertionError(f"a question's options must be distinct: {options!r}")
        self.stack.append(Decision(player, kind, prompt, op, ctx, options, values))

    def say(self, player: int, template: str, *args, src: str = "") -> None:
        """A line of the game log for `player` (-1: nobody's)."""
        self.lines.append(Event(player, template, tuple(args), src))

    # ---- freezing -----------------------------------------------------------------
    def freeze(self, action=None) -> State:
        """The new State: frames back to records, this action's lines added to the log."""
        stack = tuple(Frame(f[0], f[1], f[2]) if type(f) is list else f for f in self.stack)
        values = {name: getattr(self, name) for name in FIELDS}
        values["stack"] = stack
        if self.log is not None and (self.lines or action is not None):
            values["log"] = Log(tuple(self.lines), self.log, action)
        return State(**values)
