"""When specialists are used: first in your turn, after your dive or build, and on the
opponent's turn (reacting). Rulebook p. 8.

Specialists are used in any number and any order (p. 8), so a build or either card may
also be used at the start of your turn, before you choose to dive or build: one that
trades resources can then fund the build you go on to choose. A build card used first
makes the turn a build; it is offered first only when a build is possible. What is
still face up is offered again after the dive or build, as before. See docs/rulings.md.
"""

from __future__ import annotations

from ..names import COLOURS
from ..state import new_ctx
from . import ops
from .board import set_face
from .counts import holds
from .feasible import worth_asking
from .run import resumes, runs
from .table import Table

__all__ = ["usable_first", "use_first"]


def usable_first(t: Table, player: int, ctx, can_build) -> list:
    """The face-up build and either specialists the player may use at the start of the
    turn, in the order taken; build ones only when `can_build` (a bool, or a function
    asked only if a build card is in question) says a build is possible."""
    specs = t.content.specialist
    usable = []
    for c, up in t.players[player].specialists:
        if up:
            spec = specs[c]
            if spec.use is None or spec.type == "dive":
                continue
            if spec.type == "build" and not isinstance(can_build, bool):
                can_build = can_build()
            if (spec.type == "either" or can_build) and worth_asking(t, spec.use, ctx):
                usable.append(c)
    return usable


def use_first(t: Table, player: int, card: str, op, ctx) -> None:
    """Exhaust `card` at the start of the turn and use it; then the turn's question again
    (a build card makes it a build)."""
    spec = t.content.specialist[card]
    set_face(t, player, card, False)
    t.say(player, "{} exhausts {}", COLOURS[player], card, src=spec.src)
    building = op.building or spec.type == "build"
    t.push((ops.TurnOp(building) if building else op,), ctx)
    t.push(spec.use, ctx)


# ---- specialist windows (p. 8) ----------------------------------------------------

@runs(ops.Window)
def _window(t: Table, op, ctx):
    cards = t.players[ctx.player].specialists
    if not cards:
        return
    specs = t.content.specialist
    usable = []
    for c, up in cards:
        if up:
            spec = specs[c]
            if (spec.use is not None and spec.type in (op.kind, "either")
                    and worth_asking(t, spec.use, ctx)):
                usable.append(c)
    if not usable:
        return
    t.ask(ctx.player, "specialist", f"{COLOURS[ctx.player]}: use a specialist on your {op.kind}?",
          op, ctx, [f"use {c}" for c in usable] + ["done"], usable + [None])


@resumes(ops.Window)
def _resume_window(t: Table, d, card):
    if card is None:
        return
    spec = t.content.specialist[card]
    set_face(t, d.player, card, False)
    t.say(d.player, "{} exhausts {}", COLOURS[d.player], card, src=spec.src)
    t.push((d.op,), d.ctx)          # the window stays open for the next card
    t.push(spec.use, d.ctx)


@runs(ops.ReactWindow)
def _react_window(t: Table, op, ctx):
    # Investor and Agent act on the opponent's turn. Rulebook p. 8.
    reactor = 1 - t.current
    specs = t.content.specialist
    usable = []
    me = None
    for c, up in t.players[reactor].specialists:
        if up and specs[c].reacts:
            me = me or new_ctx(reactor, op.flotilla, ctx.location, ctx.kind, "", False,
                                ctx.src)
            for i, r in enumerate(specs[c].reacts):
                if r.event == op.event and holds(t, r.cond, me) and worth_asking(t, r.effect, me):
                    usable.append((c, i))
    if not usable:
        return
    t.ask(reactor, "react", f"{COLOURS[reactor]}: react to {COLOURS[1 - reactor]}'s {op.event}?",
          op, me, [f"use {c}" for c, _ in usable] + ["done"], usable + [None])


@resumes(ops.ReactWindow)
def _resume_react(t: Table, d, choice):
    if choice is None:
        return
    card, i = choice
    react = t.content.specialist[card].reacts[i]
    set_face(t, d.player, card, False)
    t.say(d.player, "{} exhausts {} on {}'s turn",
          COLOURS[d.player], card, COLOURS[1 - d.player], src=react.src)
    t.push((d.op,), d.ctx)
    t.push(react.effect, d.ctx)
