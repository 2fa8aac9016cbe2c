"""Moving buildings (Wrecker, Architect; p. 9) and copying a location's effect
(ref. 11, p. 16)."""

from __future__ import annotations

import attrs

from ..model import effects as fx
from ..model.names import (
    BOSS_BUILDING,
    COLOURS,
    KINDS,
    LOCATIONS,
    PLACES,
    board_index,
    building_code,
    building_kind,
    building_owner,
)
from ..model.state import Ctx
from . import ops
from .draft import Draft
from .feasible import check, gives
from .modes import mode_of
from .places import WHERE, location_of, waiting_builds
from .run import resumes, runs

__all__: list = []


def _movable(t: Draft, e, ctx):
    return _chosen(t, e.who, e.kinds, e.where, ctx)


def _chosen(t: Draft, who: str, kinds: tuple, where: str, ctx) -> list:
    """The board indices of `who`'s buildings of these kinds, on the flotilla in question
    (`here`), off it (`elsewhere`) or anywhere."""
    owners = {"you": (ctx.player,), "opponent": (1 - ctx.player,), "anyone": (0, 1)}[who]
    codes = {building_code(o, k) for o in owners for k in kinds}
    codes = mode_of(t).movable_buildings(codes, owners, ctx.player)     # (solo: the Boss's)
    return [i for i in range(LOCATIONS) if t.buildings[i] in codes and _within(i, where, ctx)]


def _within(index: int, where: str, ctx) -> bool:
    if not where:
        return True
    return (PLACES[index][0] == ctx.flotilla) == (where == "here")


def _move_targets(t: Draft) -> list:
    # Any location without a building, except on the locked flotilla: nobody builds
    # there, so nothing is moved there either; nor where a build waits to be placed (its
    # before-build window). See docs/rulings.md.
    waiting = [w.index for w in waiting_builds(t)]
    return [i for i in range(LOCATIONS) if t.buildings[i] == -1 and PLACES[i][0] != t.locked
            and i not in waiting]


def _building_name(code: int) -> str:
    return "Boss building" if code == BOSS_BUILDING else KINDS[building_kind(code)]


@check(fx.MoveBuilding)
def _can_move(t: Draft, e, ctx):
    return bool(_movable(t, e, ctx)) and bool(_move_targets(t))


@runs(fx.MoveBuilding)
def _move(t: Draft, e, ctx):
    origins = _movable(t, e, ctx)
    if not origins or not _move_targets(t):
        return
    if len(origins) == 1:
        _ask_target(t, ctx.player, origins[0], e.src, ctx)
        return
    t.ask(ctx.player, "move", f"{COLOURS[ctx.player]}: which building moves?", e, ctx,
          [f"move {_building_name(t.buildings[i])} at {WHERE[i]}" for i in origins], origins)


@resumes(fx.MoveBuilding)
def _resume_move(t: Draft, d, origin):
    _ask_target(t, d.player, origin, d.op.src, d.ctx)


def _ask_target(t: Draft, player, origin, src, ctx):
    targets = _move_targets(t)
    t.ask(player, "move", f"{COLOURS[player]}: where does the {_building_name(t.buildings[origin])}"
          f" at {WHERE[origin]} go?", ops.MoveTo(origin, src), ctx,
          [f"to {WHERE[i]}" for i in targets], targets)


@resumes(ops.MoveTo)
def _resume_move_to(t: Draft, d, target):
    origin = d.op.origin
    code = t.buildings[origin]
    t.move_building(origin, target)
    owner = "the Boss" if code == BOSS_BUILDING else f"{COLOURS[building_owner(code)]}'s"
    t.say(d.player, "{} moves {} {} from {} to {}",
          COLOURS[d.player], owner, _building_name(code), WHERE[origin], WHERE[target],
          src=d.op.src)
    mode_of(t).building_placed(t, target)       # (solo: Boss resources there go back)
    # A ship there is placed anew; no discount and no owner's bonus. Rulebook p. 9.
    t.push((ops.ShipLeaves(target),), d.ctx)


# ---- swapping two buildings ----------------------------------------------------------

def _swaps(t: Draft, e, ctx) -> list:
    """(a, b) pairs of board indices whose buildings may swap."""
    firsts = _chosen(t, e.who, e.kinds, e.where, ctx)
    seconds = _chosen(t, e.other, e.other_kinds, e.other_where, ctx)
    return [(a, b) for a in firsts for b in seconds if a != b and (
        not e.alike or building_kind(t.buildings[a]) == building_kind(t.buildings[b]))]


@check(fx.SwapBuildings)
def _can_swap(t: Draft, e, ctx):
    return bool(_swaps(t, e, ctx))


@runs(fx.SwapBuildings)
def _swap(t: Draft, e, ctx):
    pairs = _swaps(t, e, ctx)
    if not pairs:
        return
    t.ask(ctx.player, "swap buildings", f"{COLOURS[ctx.player]}: which buildings swap?", e, ctx,
          [f"swap {_building_name(t.buildings[a])} at {WHERE[a]} with "
           f"{_building_name(t.buildings[b])} at {WHERE[b]}" for a, b in pairs], pairs)


@resumes(fx.SwapBuildings)
def _resume_swap(t: Draft, d, pair):
    # Each building goes to the other's location; ships stay where they are, and no
    # effect, discount or bonus follows (as a move, p. 9).
    a, b = pair
    first, second = t.buildings[a], t.buildings[b]
    t.set_building(a, second)
    t.set_building(b, first)
    t.say(d.player, "{} swaps the {} at {} with the {} at {}", COLOURS[d.player],
          _building_name(first), WHERE[a], _building_name(second), WHERE[b], src=d.op.src)


# ---- copying a location (p. 16) ----------------------------------------------------

def _copy_targets(t: Draft, ctx):
    here = board_index(ctx.flotilla, ctx.location)
    copyable = _copyable(t)
    found = []
    for i in range(LOCATIONS):
        b = t.buildings[i]
        if i != here and b != -1 and building_owner(b) == ctx.player and copyable[i]:
            found.append(i)
    return found


def _copyable(t: Draft) -> tuple:
    """Per board index, whether its location effect may be copied: not one that copies
    itself (cached per sides laid out)."""
    key = ("copyable", t.sides)
    found = t.content.cache.get(key)
    if found is None:
        found = t.content.cache[key] = tuple(not _has_copy(location_of(t, i).effect)
                                             for i in range(LOCATIONS))
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
def _can_copy(t: Draft, e, ctx):
    return bool(_copy_targets(t, ctx))


@gives(fx.CopyLocation)
def _copy_gives(t: Draft, e, ctx):
    from .feasible import useful
    return any(useful(t, location_of(t, i).effect,
                      Ctx(ctx.player, *PLACES[i], ctx.kind, ctx.dock, True, ctx.src))
               for i in _copy_targets(t, ctx))


@gives(fx.PickDock)
def _pick_dock_gives(t: Draft, e, ctx):
    from .feasible import useful
    return any(useful(t, e.body, Ctx(ctx.player, ctx.flotilla, ctx.location, ctx.kind, d,
                                      ctx.copying, ctx.src))
               for d, owner, _ in t.docks if owner == ctx.player)


@runs(fx.CopyLocation)
def _copy(t: Draft, e, ctx):
    targets = _copy_targets(t, ctx)
    if not targets:
        return
    t.ask(ctx.player, "copy", f"{COLOURS[ctx.player]}: copy the effect of which location?", e, ctx,
          [f"copy {WHERE[i]}: {location_of(t, i).text}" for i in targets], targets)


@resumes(fx.CopyLocation)
def _resume_copy(t: Draft, d, index):
    loc = location_of(t, index)
    t.say(d.player, "{} copies the effect of {}", COLOURS[d.player], WHERE[index], src=d.op.src)
    f, l = PLACES[index]
    t.push(loc.effect, attrs.evolve(d.ctx, flotilla=f, location=l, copying=True, src=loc.src))


