"""What follows a build on the player board: the row bonus, the column bonus and the ship
owner's bonus. Rulebook pp. 8-10. (The `when` hooks that follow are in events.py.)"""

from __future__ import annotations

from ..model.names import BUILDINGS_PER_KIND, COLOURS, KINDS
from ..model.state import new_ctx
from . import ops
from .draft import Draft
from .hooks import ask, explain, forbidder, whose
from .run import run_next, runs

__all__: list = []


@runs(ops.RowBonus)
def _row_bonus(t: Draft, op, ctx):
    # Right after building the last of a row. Rulebook pp. 8-9.
    block = t.content.rules.row_bonus[op.kind]
    row = ask(t, "row-length", BUILDINGS_PER_KIND, ctx)
    if t.players[ctx.player].built[op.kind] == row and block:
        hook = forbidder(t, "row-bonus", ctx)
        if hook is not None:
            t.say(ctx.player, "{} forbids the row bonus", whose(t, hook, ctx.player),
                  src=hook.src)
            return
        t.say(ctx.player, "{} completes the {} row",
              COLOURS[ctx.player], KINDS[op.kind], src="rulebook p. 8")
        run_next(t, block, ctx)


@runs(ops.ColumnBonus)
def _column_bonus(t: Draft, op, ctx):
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
            t.say(ctx.player, "{} forbids the column bonus", whose(t, hook, ctx.player),
                  src=hook.src)
            return
        t.say(ctx.player, "{} clears column {}", COLOURS[ctx.player], cleared, src="rulebook p. 10")
        run_next(t, block, ctx)


@runs(ops.OwnerBonus)
def _owner_bonus(t: Draft, op, ctx):
    # The opponent's ship at the location earns its owner a resource. Rulebook p. 9.
    owner = t.ships[op.index]
    block = t.content.rules.owner_bonus
    if owner == -1 or owner == ctx.player or not block:
        return
    theirs = new_ctx(owner, ctx.flotilla, ctx.location, ctx.kind, "", False, ctx.src)
    hook = forbidder(t, "owner-bonus", theirs)
    if hook is not None:
        t.say(owner, "{} forbids the owner's bonus", whose(t, hook, owner), src=hook.src)
        return
    times = ask(t, "owner-bonus", 1, theirs)
    if times != 1:
        why = explain(t, "owner-bonus", 1, (), theirs)[1]
        t.say(owner, "{}: the owner's bonus is paid {} times",
              why[-1].text.split(" sets it")[0] if why else "the rules", max(0, times),
              src=why[-1].src if why else "")
    run_next(t, block * max(0, times), theirs)
