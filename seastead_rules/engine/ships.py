"""Ships: placing a ship on the cheapest empty location, the ship that leaves a location
just built on, and rearranging ships (the shipyard row bonus). Rulebook p. 9."""

from __future__ import annotations

import attrs

from ..model import effects as fx
from ..model.names import COLOURS, LOCATIONS, PLACES
from ..model.state import as_player, new_ctx
from . import ops
from .draft import Draft
from .feasible import check, gives
from .hooks import allowed
from .in_play import gated
from .places import WHERE
from .run import resumes, runs
from .tokens import take_cleanup

__all__ = ["cheapest_empty", "may_sail"]


def may_sail(t: Draft, owner: int, index: int) -> bool:
    """Whether `owner`'s ship may arrive at this board index (the `place-ship`
    permission: a card may forbid some locations)."""
    if not gated(t, "place-ship"):
        return True
    f, l = PLACES[index]
    return allowed(t, "place-ship", new_ctx(owner, f, l, -1, "", False, ""))


def cheapest_empty(t: Draft, owner: int = -1) -> list:
    """For each flotilla, its cheapest empty locations (no building, no ship) where
    `owner`'s ship may be placed, in board order."""
    found = []
    costs, _, order = t.content.board_costs(t.sides)
    buildings, ships = t.buildings, t.ships
    limited = gated(t, "place-ship")
    for cheapest_first in order:
        rest = [i for i in cheapest_first if may_sail(t, owner, i)] if limited \
            else cheapest_first
        rest = iter(rest)
        for i in rest:
            if buildings[i] == -1 and ships[i] == -1:
                # The first empty one; then the others of its cost (ties in board order).
                found.append(i)
                low = costs[i]
                for j in rest:
                    if costs[j] != low:
                        break
                    if buildings[j] == -1 and ships[j] == -1:
                        found.append(j)
                break
    return found


@runs(fx.PlaceShip)
def _place_ship(t: Draft, e, ctx):
    if t.players[ctx.player].ships_reserve <= 0:
        t.say(ctx.player, "{} has no ship left to place", COLOURS[ctx.player], src=e.src)
        return
    t.ship_from_reserve(ctx.player)
    _placement(t, ops.new_ship_placement(ctx.player, -1, e.src), ctx)


@runs(ops.ShipPlacement)
def _placement(t: Draft, op, ctx):
    targets = cheapest_empty(t, op.owner)
    if not targets:
        # No empty location anywhere: the ship goes to the box, for 1 cleanup. Rulebook p. 9.
        t.box_ship(op.owner)
        t.say(op.owner, "{}'s ship has nowhere to go and returns to the box",
              COLOURS[op.owner], src=op.src)
        take_cleanup(t, op.owner, 1, op.src)
        return
    if len(targets) == 1:
        _put_ship(t, op, targets[0])
        return
    t.ask(op.owner, "ship", f"{COLOURS[op.owner]}: place your ship", op,
          as_player(ctx, op.owner), [f"ship to {WHERE[i]}" for i in targets], targets)


def _put_ship(t: Draft, op, index):
    t.set_ship(index, op.owner)
    t.say(op.owner, "{} places a ship at {}", COLOURS[op.owner], WHERE[index], src=op.src)


@resumes(ops.ShipPlacement)
def _resume_placement(t: Draft, d, index):
    _put_ship(t, d.op, index)


@runs(ops.ShipLeaves)
def _ship_leaves(t: Draft, op, ctx):
    owner = t.ships[op.index]
    if owner == -1:
        return
    # The ship at a location that just got a building moves on. Rulebook p. 9.
    t.set_ship(op.index, -1)
    _placement(t, ops.new_ship_placement(owner, op.index, "rulebook p. 9"), ctx)


@gives(fx.RearrangeShips)
def _can_rearrange(t: Draft, e, ctx):
    if ctx.player not in t.ships:
        return False
    # A location with neither building nor ship to move to.
    return any(b == -1 and s == -1 for b, s in zip(t.buildings, t.ships))


@gives(fx.PlaceShip)
def _can_place(t: Draft, e, ctx):
    return t.players[ctx.player].ships_reserve > 0


@runs(fx.RearrangeShips)
def _rearrange(t: Draft, e, ctx):
    _rearrange_step(t, ops.Rearrange((), e.src), ctx)


@runs(ops.Rearrange)
def _rearrange_step(t: Draft, op, ctx):
    # Each ship moves at most once, so the bonus ends. See docs/rulings.md.
    mine = [i for i in range(LOCATIONS) if t.ships[i] == ctx.player and i not in op.moved]
    empty = [i for i in range(LOCATIONS) if t.buildings[i] == -1 and t.ships[i] == -1
             and may_sail(t, ctx.player, i)]
    moves = [(a, b) for a in mine for b in empty]
    if not moves:
        return
    t.ask(ctx.player, "rearrange", f"{COLOURS[ctx.player]}: move a ship, or stop", op, ctx,
          ["stop"] + [f"move ship {WHERE[a]} to {WHERE[b]}" for a, b in moves], [None] + moves)


@resumes(ops.Rearrange)
def _resume_rearrange(t: Draft, d, move):
    if move is None:
        return
    a, b = move
    t.move_ship(a, b)
    t.say(d.player, "{} moves a ship from {} to {}",
          COLOURS[d.player], WHERE[a], WHERE[b], src=d.op.src)
    t.push((attrs.evolve(d.op, moved=d.op.moved + (b,)),), d.ctx)




# ---- moving one ship ----------------------------------------------------------------

def _sailings(t: Draft, e, ctx) -> list:
    """(origin, target) of each move the effect allows: `who`'s ships (on the flotilla
    in question or off it) to an empty location anywhere, on another flotilla than the
    ship's own, or on this flotilla."""
    owners = {"you": (ctx.player,), "opponent": (1 - ctx.player,), "anyone": (0, 1)}[e.who]
    ships = [i for i in range(LOCATIONS) if t.ships[i] in owners and t.ships[i] != -1
             and (not e.where or (PLACES[i][0] == ctx.flotilla) == (e.where == "here"))]
    empty = [i for i in range(LOCATIONS) if t.buildings[i] == -1 and t.ships[i] == -1]
    found = []
    for a in ships:
        for b in empty:
            if e.to == "another" and PLACES[a][0] == PLACES[b][0]:
                continue
            if e.to == "this" and PLACES[b][0] != ctx.flotilla:
                continue
            if may_sail(t, t.ships[a], b):
                found.append((a, b))
    return found


@check(fx.MoveShip)
def _can_sail(t: Draft, e, ctx):
    return bool(_sailings(t, e, ctx))


@runs(fx.MoveShip)
def _move_ship(t: Draft, e, ctx):
    moves = _sailings(t, e, ctx)
    if not moves:
        return
    t.ask(ctx.player, "move ship", f"{COLOURS[ctx.player]}: move which ship where?", e, ctx,
          [f"move ship {WHERE[a]} to {WHERE[b]}" for a, b in moves], moves)


@resumes(fx.MoveShip)
def _resume_move_ship(t: Draft, d, move):
    a, b = move
    t.move_ship(a, b)
    t.say(d.player, "{} moves a ship from {} to {}", COLOURS[d.player], WHERE[a], WHERE[b],
          src=d.op.src)
