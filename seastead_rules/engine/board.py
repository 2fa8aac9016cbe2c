"""Handlers for the effects on the board: docks, specialists, ships, moving buildings,
exhausting and refreshing, copying a location, swapping demand tokens. Rulebook pp. 8-10, 16."""

from __future__ import annotations

import attrs

from .. import effects as fx
from ..names import BOSS_BUILDING, COLOURS, KINDS, RESOURCES
from ..state import Ctx, as_player
from . import ops
from .basic import check, feasible, gives
from .modes import mode_of
from .places import location_of, where
from .run import resumes, runs
from .tokens import take_cleanup

__all__ = ["where", "location_of", "cheapest_empty"]


# ---- docks and specialists (building effects of ports and academies, p. 8) -------

def _port_without_dock(t, ctx) -> bool:
    # A dock tile attaches to a port of the player's at this location that has none. p. 8
    if ctx.flotilla < 0:
        return False
    index = ctx.flotilla * 6 + ctx.location
    if t.buildings[index] != ctx.player * 3:
        return False
    for _, _, i in t.docks:
        if i == index:
            return False
    return True


@runs(fx.ChooseDock)
def _choose_dock(t, e, ctx):
    if not _port_without_dock(t, ctx):
        return
    if not t.cards.dock_display:
        t.say(ctx.player, "no dock tile is left to take", src=e.src)
        return
    t.ask(ctx.player, "dock", f"{COLOURS[ctx.player]}: choose a dock tile for your port", e, ctx,
          [f"dock {d}" for d in t.cards.dock_display], list(t.cards.dock_display))


@resumes(fx.ChooseDock)
def _resume_dock(t, d, dock):
    ctx = d.ctx
    t.pile("dock_display").remove(dock)
    t.docks += ((dock, ctx.player, ctx.flotilla * 6 + ctx.location),)
    mode_of(t).after_taking(t, "dock_display", ctx)     # refilled (solo: a discard first)
    t.say(ctx.player, "{} places dock {} at the port on {}",
          COLOURS[ctx.player], dock, where(ctx.flotilla * 6 + ctx.location), src=d.op.src)


@check(fx.ChooseDock)
def _can_dock(t, e, ctx):
    return bool(t.cards.dock_display) and _port_without_dock(t, ctx)


@runs(fx.ChooseSpecialist)
def _choose_specialist(t, e, ctx):
    if not t.cards.specialist_display:
        t.say(ctx.player, "no specialist is left to take", src=e.src)
        return
    t.ask(ctx.player, "specialist", f"{COLOURS[ctx.player]}: choose a specialist", e, ctx,
          [f"specialist {s}" for s in t.cards.specialist_display], list(t.cards.specialist_display))


@resumes(fx.ChooseSpecialist)
def _resume_specialist(t, d, card):
    t.pile("specialist_display").remove(card)
    seat = t.seat(d.player)
    seat.set_specialists(seat.specialists + ((card, True),))
    mode_of(t).after_taking(t, "specialist_display", d.ctx)
    t.say(d.player, "{} takes specialist {}", COLOURS[d.player], card, src=d.op.src)


@check(fx.ChooseSpecialist)
def _can_specialist(t, e, ctx):
    return bool(t.cards.specialist_display)


def _flip(t, e, ctx, up: bool, verb: str):
    seat = t.players[ctx.player]
    cards = [c for c, face in seat.specialists if face is not up]
    if len(cards) == 1:         # one card to flip: no question (docs/rulings.md)
        _flip_card(t, ctx.player, cards[0], e, verb)
    elif cards:
        t.ask(ctx.player, verb, f"{COLOURS[ctx.player]}: {verb} which specialist?", e, ctx,
              [f"{verb} {c}" for c in cards], cards)


@runs(fx.Exhaust)
def _exhaust(t, e, ctx):
    _flip(t, e, ctx, False, "exhaust")


@runs(fx.Refresh)
def _refresh(t, e, ctx):
    _flip(t, e, ctx, True, "refresh")


@resumes(fx.Exhaust, fx.Refresh)
def _resume_flip(t, d, card):
    _flip_card(t, d.player, card, d.op, d.kind)


def _flip_card(t, player, card, op, verb) -> None:
    set_face(t, player, card, isinstance(op, fx.Refresh))
    t.say(player, "{} refreshes {}" if verb == "refresh" else "{} exhausts {}",
          COLOURS[player], card, src=op.src)


def set_face(t, player: int, card: str, up: bool) -> None:
    """Turn a player's specialist face up (refresh) or face down (exhaust)."""
    seat = t.seat(player)
    cards = list(seat.specialists)
    for i, (c, _) in enumerate(cards):
        if c == card:
            cards[i] = (c, up)
            seat.set_specialists(cards)
            return
    raise AssertionError(f"{COLOURS[player]} has no specialist {card}")


# ---- ships (p. 9) ------------------------------------------------------------------

def cheapest_empty(t) -> list:
    """For each flotilla, its cheapest empty locations (no building, no ship), in board order."""
    found = []
    costs, _, order = t.content.board_costs(t.setup.sides)
    buildings, ships = t.buildings, t.ships
    for cheapest_first in order:
        rest = iter(cheapest_first)
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
def _place_ship(t, e, ctx):
    if t.players[ctx.player].ships_reserve <= 0:
        t.say(ctx.player, "{} has no ship left to place", COLOURS[ctx.player], src=e.src)
        return
    t.seat(ctx.player).ships_reserve -= 1
    _placement(t, ops.new_ship_placement(ctx.player, -1, e.src), ctx)


@runs(ops.ShipPlacement)
def _placement(t, op, ctx):
    targets = cheapest_empty(t)
    if not targets:
        # No empty location anywhere: the ship goes to the box, for 1 cleanup. Rulebook p. 9.
        t.seat(op.owner).ships_boxed += 1
        t.say(op.owner, "{}'s ship has nowhere to go and returns to the box",
              COLOURS[op.owner], src=op.src)
        take_cleanup(t, op.owner, 1, op.src)
        return
    if len(targets) == 1:
        _put_ship(t, op, targets[0])
        return
    texts = []
    for i in targets:
        texts.append(_SHIP_TO[i])
    t.ask(op.owner, "ship", _PLACE_SHIP[op.owner], op, as_player(ctx, op.owner), texts, targets)


_PLACE_SHIP = tuple(f"{COLOURS[p]}: place your ship" for p in (0, 1))
_SHIP_TO = tuple(f"ship to {where(i)}" for i in range(24))


def _put_ship(t, op, index):
    t.edit("ships")[index] = op.owner
    t.say(op.owner, "{} places a ship at {}", COLOURS[op.owner], where(index), src=op.src)


@resumes(ops.ShipPlacement)
def _resume_placement(t, d, index):
    _put_ship(t, d.op, index)


@runs(ops.ShipLeaves)
def _ship_leaves(t, op, ctx):
    owner = t.ships[op.index]
    if owner == -1:
        return
    # The ship at a location that just got a building moves on. Rulebook p. 9.
    t.edit("ships")[op.index] = -1
    _placement(t, ops.new_ship_placement(owner, op.index, "rulebook p. 9"), ctx)


@gives(fx.RearrangeShips)
def _can_rearrange(t, e, ctx):
    if ctx.player not in t.ships:
        return False
    # A location with neither building nor ship to move to.
    return any(b == -1 and s == -1 for b, s in zip(t.buildings, t.ships))


@gives(fx.PlaceShip)
def _can_place(t, e, ctx):
    return t.players[ctx.player].ships_reserve > 0


@runs(fx.RearrangeShips)
def _rearrange(t, e, ctx):
    _rearrange_step(t, ops.Rearrange((), e.src), ctx)


@runs(ops.Rearrange)
def _rearrange_step(t, op, ctx):
    # Each ship moves at most once, so the bonus ends. See docs/rulings.md.
    mine = [i for i in range(24) if t.ships[i] == ctx.player and i not in op.moved]
    empty = [i for i in range(24) if t.buildings[i] == -1 and t.ships[i] == -1]
    moves = [(a, b) for a in mine for b in empty]
    if not moves:
        return
    t.ask(ctx.player, "rearrange", f"{COLOURS[ctx.player]}: move a ship, or stop", op, ctx,
          ["stop"] + [f"move ship {where(a)} to {where(b)}" for a, b in moves], [None] + moves)


@resumes(ops.Rearrange)
def _resume_rearrange(t, d, move):
    if move is None:
        return
    a, b = move
    ships = t.edit("ships")
    ships[a], ships[b] = -1, d.player
    t.say(d.player, "{} moves a ship from {} to {}",
          COLOURS[d.player], where(a), where(b), src=d.op.src)
    t.push((attrs.evolve(d.op, moved=d.op.moved + (b,)),), d.ctx)


# ---- moving buildings (Wrecker, Architect; p. 9) ----------------------------------

def _movable(t, e, ctx):
    owners = {"you": (ctx.player,), "opponent": (1 - ctx.player,), "anyone": (0, 1)}[e.who]
    codes = {o * 3 + k for o in owners for k in e.kinds}
    codes = mode_of(t).movable_buildings(codes, owners, ctx.player)     # (solo: the Boss's)
    return [i for i in range(24) if t.buildings[i] in codes]


def _move_targets(t) -> list:
    # Any location without a building, except on the locked flotilla: nobody builds
    # there, so nothing is moved there either. See docs/rulings.md.
    return [i for i in range(24) if t.buildings[i] == -1 and i // 6 != t.locked]


def _building_name(code: int) -> str:
    return "Boss building" if code == BOSS_BUILDING else KINDS[code % 3]


@check(fx.MoveBuilding)
def _can_move(t, e, ctx):
    return bool(_movable(t, e, ctx)) and bool(_move_targets(t))


@runs(fx.MoveBuilding)
def _move(t, e, ctx):
    origins = _movable(t, e, ctx)
    if not origins or not _move_targets(t):
        return
    if len(origins) == 1:
        _ask_target(t, ctx.player, origins[0], e.src, ctx)
        return
    t.ask(ctx.player, "move", f"{COLOURS[ctx.player]}: which building moves?", e, ctx,
          [f"move {_building_name(t.buildings[i])} at {where(i)}" for i in origins], origins)


@resumes(fx.MoveBuilding)
def _resume_move(t, d, origin):
    _ask_target(t, d.player, origin, d.op.src, d.ctx)


def _ask_target(t, player, origin, src, ctx):
    targets = _move_targets(t)
    t.ask(player, "move", f"{COLOURS[player]}: where does the {_building_name(t.buildings[origin])}"
          f" at {where(origin)} go?", ops.MoveTo(origin, src), ctx,
          [f"to {where(i)}" for i in targets], targets)


@resumes(ops.MoveTo)
def _resume_move_to(t, d, target):
    origin = d.op.origin
    code = t.buildings[origin]
    board = t.edit("buildings")
    board[origin], board[target] = -1, code
    owner = "the Boss" if code == BOSS_BUILDING else f"{COLOURS[code // 3]}'s"
    t.say(d.player, "{} moves {} {} from {} to {}",
          COLOURS[d.player], owner, _building_name(code), where(origin), where(target),
          src=d.op.src)
    mode_of(t).building_placed(t, target)       # (solo: Boss resources there go back)
    # A ship there is placed anew; no discount and no owner's bonus. Rulebook p. 9.
    t.push((ops.ShipLeaves(target),), d.ctx)


# ---- copying a location (p. 16) ----------------------------------------------------

def _copy_targets(t, ctx):
    here = ctx.flotilla * 6 + ctx.location
    copyable = _copyable(t)
    found = []
    for i in range(24):
        b = t.buildings[i]
        if i != here and b != -1 and b // 3 == ctx.player and copyable[i]:
            found.append(i)
    return found


def _copyable(t) -> tuple:
    """Per board index, whether its location effect may be copied: not one that copies
    itself (cached per sides laid out)."""
    key = ("copyable", t.setup.sides)
    found = t.content.cache.get(key)
    if found is None:
        found = t.content.cache[key] = tuple(not _has_copy(location_of(t, i).effect)
                                             for i in range(24))
    return found


def _has_copy(block) -> bool:
    for e in block:
        if isinstance(e, fx.CopyLocation):
            return True
        for field in ("body", "then", "otherwise"):
            if _has_copy(getattr(e, field, ())):
                return True
        if isinstance(e, fx.Choose) and any(_has_copy(o) for o in e.options):
            return True
    return False


@check(fx.CopyLocation)
def _can_copy(t, e, ctx):
    return bool(_copy_targets(t, ctx))


@gives(fx.CopyLocation)
def _copy_gives(t, e, ctx):
    from .basic import useful
    return any(useful(t, location_of(t, i).effect,
                      Ctx(ctx.player, i // 6, i % 6, ctx.kind, ctx.dock, True, ctx.src))
               for i in _copy_targets(t, ctx))


@gives(fx.PickDock)
def _pick_dock_gives(t, e, ctx):
    from .basic import useful
    return any(useful(t, e.body, Ctx(ctx.player, ctx.flotilla, ctx.location, ctx.kind, d,
                                      ctx.copying, ctx.src))
               for d, owner, _ in t.docks if owner == ctx.player)


@runs(fx.CopyLocation)
def _copy(t, e, ctx):
    targets = _copy_targets(t, ctx)
    if not targets:
        return
    t.ask(ctx.player, "copy", f"{COLOURS[ctx.player]}: copy the effect of which location?", e, ctx,
          [f"copy {where(i)}: {location_of(t, i).text}" for i in targets], targets)


@resumes(fx.CopyLocation)
def _resume_copy(t, d, index):
    loc = location_of(t, index)
    t.say(d.player, "{} copies the effect of {}", COLOURS[d.player], where(index), src=d.op.src)
    t.push(loc.effect, attrs.evolve(d.ctx, flotilla=index // 6, location=index % 6,
                                    copying=True, src=loc.src))


# ---- demand tokens (column bonus, p. 10) -------------------------------------------

@runs(fx.SwapDemand)
def _swap(t, e, ctx):
    texts, choices = _SWAPS[t.locked]
    t.ask(ctx.player, "swap", _SWAP_PROMPT[ctx.player], e, ctx, texts, choices)


def _swaps(locked: int) -> tuple:
    """(option texts, (a, b, lock) choices) with `locked` the flotilla locked now."""
    free = [f for f in range(4) if f != locked]
    choices = tuple((a, b, lock) for i, a in enumerate(free) for b in free[i + 1:]
                    for lock in (a, b))
    return tuple(f"swap flotillas {a + 1} and {b + 1}, lock flotilla {lock + 1}"
                 for a, b, lock in choices), choices


_SWAPS = tuple(_swaps(locked) for locked in range(4))
_SWAP_PROMPT = tuple(f"{COLOURS[p]}: swap two demand tokens and lock one" for p in (0, 1))


@resumes(fx.SwapDemand)
def _resume_swap(t, d, choice):
    a, b, lock = choice
    demand = list(t.demand)
    demand[a], demand[b] = demand[b], demand[a]
    t.demand = tuple(demand)
    old = t.locked
    t.locked = lock
    mode_of(t).demand_swapped(t, a, b)      # (solo: the Boss's resources there go back)
    t.say(d.player, "{} swaps the demand tokens of flotillas {} and {} and locks {} on flotilla {} "
          "(flotilla {} unlocked)",
          COLOURS[d.player], a + 1, b + 1, RESOURCES[t.demand[lock]], lock + 1, old + 1,
          src=d.op.src)


# ---- picking a dock (port row bonus) -------------------------------------------------

@check(fx.PickDock)
def _can_pick_dock(t, e, ctx):
    return any(owner == ctx.player for _, owner, _ in t.docks)


@runs(fx.PickDock)
def _pick_dock(t, e, ctx):
    mine = [d for d, owner, _ in t.docks if owner == ctx.player]
    if not mine:
        return
    if len(mine) == 1:
        t.push(e.body, attrs.evolve(ctx, dock=mine[0]))
        return
    t.ask(ctx.player, "pick dock", f"{COLOURS[ctx.player]}: choose one of your dock tiles", e, ctx,
          [f"dock {d}" for d in mine], mine)


@resumes(fx.PickDock)
def _resume_pick_dock(t, d, dock):
    t.push(d.op.body, attrs.evolve(d.ctx, dock=dock))


@check(fx.May)
def _can_may(t, e, ctx):
    return feasible(t, e.body, ctx)
