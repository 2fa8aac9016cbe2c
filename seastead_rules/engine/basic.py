"""Handlers for the plain effects: take, spend, give, cleanup, discard (the flow, may,
repeat, choose, if and the player selectors, are the kernel's: kernel/rules/flow.py).
Rulebook p. 16 (location effects)."""

from __future__ import annotations

from ..kernel.rules.flow import install_flow
from ..model import effects as fx
from ..model.names import COLOURS, RESOURCE_TYPES, RESOURCES
from ..model.state import as_player
from . import ops
from .counts import number
from .draft import Draft
from .feasible import allowed_types
from .host import HOST
from .in_play import gated
from .modes import mode_of
from .run import HANDLERS, RULES, resumes, runs
from .tokens import gain, give, may_take, pay, return_cleanup, take_cleanup

__all__ = ["pick"]


def pick(t: Draft, player, remaining, allowed, ctx, src, then=None, distinct=False, chosen=()):
    """Take `remaining` resources of the player's choice among `allowed`, one at a time."""
    if remaining <= 0:
        _finish_pick(t, player, chosen, then, ctx)
        return
    # Only a 'different' pick forbids repeating a type; 'take 2 any' may take a pair.
    if distinct:
        options = [r for r in allowed if r not in chosen]
    else:
        options = [r for r in allowed if t.supply[r] > 0]
    if gated(t, "take"):       # (a card forbids taking some type)
        options = [r for r in options if may_take(t, player, r)]
    if not options:
        _finish_pick(t, player, chosen, then, ctx)
        return
    if len(options) == 1 and not distinct:
        gain(t, player, options[0], remaining, src)
        _finish_pick(t, player, chosen + (options[0],), then, ctx)
        return
    if distinct and len(options) <= remaining:
        for r in options:
            gain(t, player, r, 1, src)
        _finish_pick(t, player, chosen + tuple(options), then, ctx)
        return
    op = ops.new_pick(remaining, tuple(allowed), distinct, 0, chosen, then, src)
    t.ask(player, "take", f"{COLOURS[player]}: take which resource? ({remaining} to take)", op,
          as_player(ctx, player), [f"take {RESOURCES[r]}" for r in options], options)


def _finish_pick(t: Draft, player, chosen, then, ctx):
    """Run the continuation; the other half of a dive learns which types were chosen."""
    if then is not None:
        if hasattr(then, "excluding"):
            then = then.excluding(chosen)
        HANDLERS[type(then)](t, then, ctx)


@resumes(ops.PickResources)
def _resume_pick(t: Draft, d, r):
    op = d.op
    if op.identical:  # a pair (or more) of one type, from a dive card half
        gain(t, d.player, r, op.identical, op.src)
        _finish_pick(t, d.player, (r,), op.then, d.ctx)
        return
    gain(t, d.player, r, 1, op.src)
    pick(t, d.player, op.remaining - 1, op.allowed, d.ctx, op.src, op.then, op.distinct,
          op.chosen + (r,))


@runs(fx.Take)
def _take(t: Draft, e, ctx):
    amount = number(t, e.amount, ctx)
    allowed = allowed_types(t, e.what, ctx)
    if e.what.mode == "resource" or e.what.mode == "demand":
        for r in allowed:
            gain(t, ctx.player, r, amount, e.src)
        return
    pick(t, ctx.player, amount, allowed, ctx, e.src)


def _spend_step(t: Draft, player, remaining, allowed, ctx, src):
    seat = t.players[player]
    options = [r for r in allowed if seat.resources[r] > 0]
    if remaining <= 0 or not options:
        return
    if len(options) == 1:
        pay(t, player, options[0], min(remaining, seat.resources[options[0]]), src)
        return
    op = ops.SpendResources(remaining, tuple(allowed), src)
    t.ask(player, "spend", f"{COLOURS[player]}: spend which resource? ({remaining} to spend)", op,
          ctx, [f"spend {RESOURCES[r]}" for r in options], options)


@runs(fx.Spend)
def _spend(t: Draft, e, ctx):
    if e.what.mode == "cleanup":            # cleanup tokens back to the supply
        held = t.players[ctx.player].cleanup
        return_cleanup(t, ctx.player, e.amount if e.amount <= held else held, e.src)
        return
    allowed = allowed_types(t, e.what, ctx)
    _spend_step(t, ctx.player, e.amount, allowed, ctx, e.src)


@runs(fx.Give)
def _give(t: Draft, e, ctx):
    if not mode_of(t).opponent_plays:       # (the Boss takes no gifts, p. 14)
        return
    if e.what.mode == "cleanup":
        held = t.players[ctx.player].cleanup
        give(t, ctx.player, -1, e.amount if e.amount <= held else held, e.src)
        return
    _give_step(t, ctx.player, e.amount, allowed_types(t, e.what, ctx), ctx, e.src)


def _give_step(t: Draft, player, remaining, allowed, ctx, src):
    seat = t.players[player]
    options = [r for r in allowed if seat.resources[r] > 0]
    if remaining <= 0 or not options:
        return
    if len(options) == 1:
        r = options[0]
        give(t, player, r, remaining if remaining <= seat.resources[r] else seat.resources[r],
             src)
        return
    t.ask(player, "give", f"{COLOURS[player]}: give which resource to {COLOURS[1 - player]}? "
          f"({remaining} to give)", ops.GiveResources(remaining, tuple(allowed), src), ctx,
          [f"give {RESOURCES[r]}" for r in options], options)


@resumes(ops.GiveResources)
def _resume_give(t: Draft, d, r):
    give(t, d.player, r, 1, d.op.src)
    _give_step(t, d.player, d.op.remaining - 1, d.op.allowed, d.ctx, d.op.src)


@resumes(ops.SpendResources)
def _resume_spend(t: Draft, d, r):
    pay(t, d.player, r, 1, d.op.src)
    _spend_step(t, d.player, d.op.remaining - 1, d.op.allowed, d.ctx, d.op.src)


@runs(fx.Cleanup)
def _cleanup(t: Draft, e, ctx):
    take_cleanup(t, ctx.player, number(t, e.amount, ctx), e.src)


@runs(fx.DiscardTo, ops.DiscardOp)
def _discard(t: Draft, e, ctx):
    seat = t.players[ctx.player]
    excess = sum(seat.resources) - e.limit
    if excess <= 0:
        return
    held = [r for r in RESOURCE_TYPES if seat.resources[r] > 0]
    if len(held) == 1:
        pay(t, ctx.player, held[0], excess, e.src)
        return
    t.ask(ctx.player, "discard", f"{COLOURS[ctx.player]}: discard which resource? "
          f"({excess} to discard, down to {e.limit})", ops.DiscardOp(e.limit, e.src), ctx,
          [f"discard {RESOURCES[r]}" for r in held], held)


@resumes(ops.DiscardOp)
def _resume_discard(t: Draft, d, r):
    pay(t, d.player, r, 1, d.op.src)
    _discard(t, d.op, d.ctx)


# may, repeat, choose, if, each player, opponent and the other player selectors: the
# kernel's, shared by every game (kernel/rules/flow.py).
install_flow(RULES, HOST)
