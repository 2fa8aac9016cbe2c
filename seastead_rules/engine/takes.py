"""Taking from another player instead of the supply (`take N WHAT from PLAYER`): the
players a selector names (the kernel's named_players), each in turn order, and from each
the tokens the taker chooses among those they hold, as many as they hold. A token that
passes between players is neither taken from the supply nor spent: no `take` or `spend`
event, no `take` permission (docs/rulings.md). Nobody takes from themself, and the Boss
holds nothing (solo, p. 14)."""

from __future__ import annotations

from ..kernel.rules.flow import named_players
from ..model import effects as fx
from ..model.names import COLOURS, RESOURCES
from . import ops
from .counts import number
from .draft import Draft
from .feasible import allowed_types, gives
from .host import HOST
from .run import resumes, runs
from .tokens import hand_over

__all__ = []


def _allowed(t: Draft, e, ctx) -> tuple:
    return (-1,) if e.what.mode == "cleanup" else allowed_types(t, e.what, ctx)


def _from(t: Draft, e, ctx, players) -> None:
    """The takes from each of `players`, the first first (pushed last to first)."""
    amount = number(t, e.amount, ctx)
    allowed = _allowed(t, e, ctx)
    for source in reversed(players):
        if source != ctx.player:
            t.push((ops.TakeOver(source, amount, allowed, e.src),), ctx)


@runs(fx.TakeFrom)
def _take_from(t: Draft, e, ctx):
    players, choice = named_players(HOST, t, e.source, ctx)
    choice = tuple(p for p in choice if p != ctx.player)
    if len(choice) > 1:     # (Seastead seats two: the one other player is no choice)
        raise AssertionError(f"a choice among {len(choice)} other players")
    _from(t, e, ctx, players + choice)


def _held(t: Draft, player: int, token: int) -> int:
    seat = t.players[player]
    return seat.cleanup if token < 0 else seat.resources[token]


@runs(ops.TakeOver)
def _take_over(t: Draft, op, ctx):
    options = [r for r in op.allowed if _held(t, op.source, r) > 0]
    if op.remaining <= 0 or not options:
        return
    if len(options) == 1:
        r = options[0]
        held = _held(t, op.source, r)
        hand_over(t, op.source, ctx.player, r, op.remaining if op.remaining <= held else held,
                  op.src)
        return
    t.ask(ctx.player, "take", f"{COLOURS[ctx.player]}: take which resource from "
          f"{COLOURS[op.source]}? ({op.remaining} to take)", op, ctx,
          [f"take {RESOURCES[r]}" for r in options], options)


@resumes(ops.TakeOver)
def _resume_take_over(t: Draft, d, r):
    op = d.op
    hand_over(t, op.source, d.player, r, 1, op.src)
    _take_over(t, ops.TakeOver(op.source, op.remaining - 1, op.allowed, op.src), d.ctx)


@gives(fx.TakeFrom)
def _gives(t: Draft, e, ctx) -> bool:
    # Worth a `may` when a player it may name holds a token it could take.
    if number(t, e.amount, ctx) <= 0:
        return False
    players, choice = named_players(HOST, t, e.source, ctx)
    allowed = _allowed(t, e, ctx)
    return any(_held(t, p, r) > 0 for p in players + choice if p != ctx.player
               for r in allowed)
