"""When specialists are used: first in your turn, after your dive or build, and on the
opponent's turn (reacting). Rulebook p. 8.

Specialists are used in any number and any order (p. 8), so a build or either card may
also be used at the start of your turn, before you choose to dive or build: one that
trades resources can then fund the build you go on to choose. A build card used first
makes the turn a build; it is offered first only when a build is possible. What is
still face up is offered again after the dive or build, as before. See docs/rulings.md.
"""

from __future__ import annotations

from ..model.names import COLOURS
from ..model.state import new_ctx
from . import ops
from .board import set_face
from .build import legal_builds
from .counts import holds
from .draft import Draft
from .feasible import worth_asking
from .hooks import allowed
from .in_play import gated
from .run import resumes, runs

__all__ = ["usable_first", "use_first"]


def usable(t: Draft, player: int, ctx, types: tuple) -> list:
    """The player's face-up specialists of these types whose `use` ability is worth
    asking about now, in the order taken."""
    specs = t.content.specialist
    cards = []
    if gated(t, "use-specialist") and not allowed(t, "use-specialist", ctx):
        return cards
    for c, up in t.players[player].specialists:
        spec = specs[c]
        if up and spec.use is not None and spec.type in types and worth_asking(t, spec.use, ctx):
            cards.append(c)
    return cards


def usable_first(t: Draft, player: int, ctx, building: bool) -> list:
    """The build and either specialists the player may use at the start of the turn
    (`building`: a build card was used first already); build ones only if a build is
    possible."""
    cards = usable(t, player, ctx, ("build", "either"))
    specs = t.content.specialist
    for c in cards:
        if specs[c].type == "build":
            if not (building or legal_builds(t, player)):
                return [c for c in cards if specs[c].type != "build"]
            break
    return cards


def use_first(t: Draft, player: int, card: str, op, ctx) -> None:
    """Use `card` at the start of the turn; then the turn's question again (a build
    card makes the turn a build). The turn has begun: its skip check and its round-start
    and turn-start hooks are behind it (stage 2), so they do not come again."""
    building = op.building or t.content.specialist[card].type == "build"
    _use(t, player, card, ops.TurnOp(building, 2, op.extra), ctx)


def _use(t: Draft, player: int, card: str, then, ctx) -> None:
    # Exhaust the card and run its ability, then `then` (the question asked again).
    spec = t.content.specialist[card]
    set_face(t, player, card, False)
    t.say(player, "{} exhausts {}", COLOURS[player], card, src=spec.src)
    t.push((then,), ctx)
    t.push(spec.use, ctx)


# ---- specialist windows (p. 8) ----------------------------------------------------

@runs(ops.Window)
def _window(t: Draft, op, ctx):
    if not t.players[ctx.player].specialists:
        return
    cards = usable(t, ctx.player, ctx, (op.kind, "either"))
    if cards:
        t.ask(ctx.player, "specialist",
              f"{COLOURS[ctx.player]}: use a specialist on your {op.kind}?", op, ctx,
              [f"use {c}" for c in cards] + ["done"], cards + [None])


@resumes(ops.Window)
def _resume_window(t: Draft, d, card):
    if card is not None:
        _use(t, d.player, card, d.op, d.ctx)     # the window stays open for the next card


@runs(ops.ReactWindow)
def _react_window(t: Draft, op, ctx):
    # Investor and Agent act on the opponent's turn. Rulebook p. 8.
    actor = op.actor if op.actor >= 0 else t.current
    reactor = 1 - actor
    if not t.players[reactor].specialists:
        return
    specs = t.content.specialist
    usable = []
    me = None
    for c, up in t.players[reactor].specialists:
        if up and specs[c].reacts:
            me = me or new_ctx(reactor, op.flotilla, ctx.location, ctx.kind, "", False,
                                ctx.src, op.bound or ctx.bound)
            for i, r in enumerate(specs[c].reacts):
                if r.event == op.event and holds(t, r.cond, me) and worth_asking(t, r.effect, me):
                    usable.append((c, i))
    if not usable:
        return
    t.ask(reactor, "react", f"{COLOURS[reactor]}: react to {COLOURS[actor]}'s "
          f"{op.event.replace('-', ' ')}?",
          op, me, [f"use {c}" for c, _ in usable] + ["done"], usable + [None])


@resumes(ops.ReactWindow)
def _resume_react(t: Draft, d, choice):
    if choice is None:
        return
    card, i = choice
    react = t.content.specialist[card].reacts[i]
    set_face(t, d.player, card, False)
    t.say(d.player, "{} exhausts {} on {}'s turn",
          COLOURS[d.player], card, COLOURS[1 - d.player], src=react.src)
    t.push((d.op,), d.ctx)
    t.push(react.effect, d.ctx)
