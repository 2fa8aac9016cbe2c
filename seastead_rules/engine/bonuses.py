"""What follows a build on the player board and from the decree: the row bonus, the
column bonus, the ship owner's bonus, and the decree's `when` hooks. Rulebook pp. 8-10."""

from __future__ import annotations

from ..names import BUILDINGS_PER_KIND, COLOURS, KINDS
from ..state import new_ctx
from . import ops
from .counts import holds
from .hooks import ask, explain, forbidder, when_hooks
from .run import run_next, runs
from .table import Table

__all__: list = []


@runs(ops.RowBonus)
def _row_bonus(t: Table, op, ctx):
    # Right after building the last of a row. Rulebook pp. 8-9.
    block = t.content.rules.row_bonus[op.kind]
    if t.players[ctx.player].built[op.kind] == BUILDINGS_PER_KIND and block:
        hook = forbidder(t, "row-bonus", ctx)
        if hook is not None:
            t.say(ctx.player, "decree {} forbids the row bonus", t.decrees[-1], src=hook.src)
            return
        t.say(ctx.player, "{} completes the {} row",
              COLOURS[ctx.player], KINDS[op.kind], src="rulebook p. 8")
        run_next(t, block, ctx)


@runs(ops.ColumnBonus)
def _column_bonus(t: Table, op, ctx):
    # A column is cleared when one of each kind has been built from it. Rulebook p. 10.
    built, columns = t.players[ctx.player].built, t.players[ctx.player].columns
    cleared = min(built)
    if cleared > columns:
        t.set_columns(ctx.player, cleared)
        block = t.content.rules.column_bonus
        if not block:
            return
        hook = forbidder(t, "column-bonus", ctx)
        if hook is not None:
            t.say(ctx.player, "decree {} forbids the column bonus", t.decrees[-1], src=hook.src)
            return
        t.say(ctx.player, "{} clears column {}", COLOURS[ctx.player], cleared, src="rulebook p. 10")
        run_next(t, block, ctx)


@runs(ops.OwnerBonus)
def _owner_bonus(t: Table, op, ctx):
    # The opponent's ship at the location earns its owner a resource. Rulebook p. 9.
    owner = t.ships[op.index]
    block = t.content.rules.owner_bonus
    if owner == -1 or owner == ctx.player or not block:
        return
    theirs = new_ctx(owner, ctx.flotilla, ctx.location, ctx.kind, "", False, ctx.src)
    hook = forbidder(t, "owner-bonus", theirs)
    if hook is not None:
        t.say(owner, "decree {} forbids the owner's bonus", t.decrees[-1], src=hook.src)
        return
    times = ask(t, "owner-bonus", 1, theirs)
    if times != 1:
        why = explain(t, "owner-bonus", 1, (), theirs)[1]
        t.say(owner, "decree {}: the owner's bonus is paid {} times",
              t.decrees[-1], max(0, times), src=why[-1].src if why else "")
    run_next(t, block * max(0, times), theirs)


@runs(ops.WhenHooks)
def _when_hooks(t: Table, op, ctx):
    # `when opponent ...` runs for the actor's opponent; `you` and `anyone` for the actor.
    if not t.decrees:
        return
    for hook in reversed(when_hooks(t, op.event)):
        player = 1 - ctx.player if hook.who == "opponent" else ctx.player
        who = new_ctx(player, op.flotilla, ctx.location, op.kind, "", False, hook.src)
        if holds(t, hook.cond, who):
            t.push(hook.effect, who)
