"""The steps of a build once it is chosen: the window before it is paid (the
`before-build` event, where `adjust build-cost` changes what this build costs), placing
and paying, then its effects and what follows; and `build again`, a build inside an
effect. Rulebook pp. 7-10."""

from __future__ import annotations

from ..model import effects as fx
from ..model.actions import Build
from ..model.names import (
    BUILDINGS_PER_KIND,
    COLOURS,
    KINDS,
    PLACES,
    RESOURCES,
    board_index,
    building_code,
)
from ..model.state import Decision, new_ctx
from . import ops
from .board import set_face
from .build import A_KIND, build_cost, check_build, legal_builds
from .draft import Draft
from .events import fire
from .feasible import check
from .in_play import hears, hooks_on
from .modes import mode_of
from .places import WHERE, location_of, waiting_builds
from .run import resumes, runs
from .tokens import pay

__all__ = ["start_build", "do_build"]


def start_build(t: Draft, player: int, action: Build, checked: tuple) -> None:
    """A build that `check_build` found legal (`checked`): the before-build hooks first
    when some card hears them, then placing and paying (do_build)."""
    if not hears(t, "before-build"):
        do_build(t, player, action, checked)
        return
    kind, index, cost = checked
    f, l = PLACES[index]
    t.push((ops.PayBuild(player, kind, index, cost, tuple(action.using)),),
           new_ctx(player, f, l, kind, "", False, ""))
    fire(t, "before-build", player, f, l, kind, amount=cost, tokens=(t.demand[f],))


@runs(ops.PayBuild)
def _pay_build(t: Draft, op, ctx):
    # The build goes on at the cost the window left it. Should that be more than the
    # builder holds, they pay what they hold of it (docs/rulings.md).
    held = t.players[op.player].resources[t.demand[PLACES[op.index][0]]]
    cost = op.cost if op.cost <= held else held
    do_build(t, op.player, Build(KINDS[op.kind], PLACES[op.index][0] + 1, PLACES[op.index][1],
                                 op.using), (op.kind, op.index, cost))


def do_build(t: Draft, player: int, action: Build, checked: tuple) -> None:
    """Place the building, pay, then queue its effects and what follows; `checked` is
    (kind, board index, cost). Rulebook pp. 7-10."""
    kind, index, cost = checked
    f, l = PLACES[index]
    loc = location_of(t, index)
    t.add_built(player, kind)
    t.set_building(index, building_code(player, kind))
    for card in action.using:
        set_face(t, player, card, False)
        t.say(player, "{} exhausts {} to cut the cost",
              COLOURS[player], card, src=t.content.specialist[card].src)
    t.say(player, "{} builds {} at {}", COLOURS[player], A_KIND[kind], WHERE[index],
          src="rulebook p. 7")
    r = t.demand[f]
    pay(t, player, r, cost, loc.src)
    mode_of(t).building_placed(t, index)        # (solo: Boss resources there go back)
    bound = (cost, (r,)) if hooks_on(t, "build") else ()
    t.push(_build_steps(t, kind, index), new_ctx(player, f, l, kind, "", False, loc.src, bound))


def _build_steps(t: Draft, kind: int, index: int) -> tuple:
    """What follows placing a building (cached per side, kind and place). Rulebook pp. 7-10."""
    f = PLACES[index][0]
    key = ("build steps", t.sides[f], kind, index)
    steps = t.content.cache.get(key)
    if steps is None:
        steps = t.content.cache[key] = (
            (t.content.rules.building[kind] or ())     # building effect, mandatory (p. 7)
            + location_of(t, index).effect              # then the location effect (p. 7)
            + (ops.RowBonus(kind), ops.ColumnBonus(), ops.OwnerBonus(index),
               ops.ShipLeaves(index), ops.WhenHooks("build", f, kind), ops.Window("build"),
               ops.ReactWindow("build", f)))
    return steps


# ---- adjust: this build costs more (or less) -----------------------------------------

def _pending(t: Draft):
    """(stack index, op index) of the build waiting to be paid, or None."""
    for i in range(len(t.stack) - 1, -1, -1):
        frame = t.stack[i]
        if type(frame) is Decision:
            continue
        found, pc = (frame[0], frame[1]) if type(frame) is list else (frame.ops, frame.pc)
        for j in range(pc, len(found)):
            if type(found[j]) is ops.PayBuild:
                return i, j
    return None


@runs(fx.Adjust)
def _adjust(t: Draft, e, ctx):
    at = _pending(t)
    if at is None:
        return
    i, j = at
    frame = t.stack[i]
    found, pc, where = (frame if type(frame) is list else (frame.ops, frame.pc, frame.ctx))
    op = found[j]
    cost = max(0, op.cost + e.amount)
    changed = ops.PayBuild(op.player, op.kind, op.index, cost, op.using)
    t.stack[i] = [found[:j] + (changed,) + found[j + 1:], pc, where]
    r = t.demand[PLACES[op.index][0]]
    t.say(op.player, "{}'s build now costs {} {}", COLOURS[op.player], cost, RESOURCES[r],
          src=e.src)


@check(fx.Adjust)
def _can_adjust(t: Draft, e, ctx):
    # Only a cost the builder can still pay may be raised (docs/rulings.md).
    at = _pending(t)
    if at is None:
        return False
    frame = t.stack[at[0]]
    op = (frame[0] if type(frame) is list else frame.ops)[at[1]]
    held = t.players[op.player].resources[t.demand[PLACES[op.index][0]]]
    return op.cost + e.amount <= held


# ---- build again ------------------------------------------------------------------

def _choices(t: Draft, player: int, printed: bool) -> list:
    """The builds the player can make now: the legal builds, or at printed cost those
    whose printed cost (changed by the rules in force) they can pay; none where a build
    waits to be placed, nor of a kind whose last building waits (`waiting_builds`)."""
    waiting = waiting_builds(t)
    if not printed:
        builds = legal_builds(t, player)
        return [b for b in builds if _open(t, player, b, waiting)] if waiting else builds
    found = []
    for action in legal_builds(t, player) + _dear_builds(t, player):
        if action.using or action in found or waiting and not _open(t, player, action,
                                                                    waiting):
            continue
        f, l = action.flotilla - 1, action.location
        cost = build_cost(t, player, KINDS.index(action.kind), board_index(f, l), printed=True)
        if cost <= t.players[player].resources[t.demand[f]]:
            found.append(action)
    return found


def _open(t: Draft, player: int, action: Build, waiting: tuple) -> bool:
    # Neither the location nor the player's last building of the kind taken by a build
    # waiting to be placed (a location holds one building, a player four of a kind: p. 7).
    index, kind = board_index(action.flotilla - 1, action.location), KINDS.index(action.kind)
    mine = sum(1 for w in waiting if w.player == player and w.kind == kind)
    return (all(w.index != index for w in waiting)
            and t.players[player].built[kind] + mine < BUILDINGS_PER_KIND)


def _dear_builds(t: Draft, player: int) -> list:
    # Every place and kind a build could go, paid or not (checked by the caller).
    seat = t.players[player]
    return [Build(KINDS[k], f + 1, l) for k in range(len(KINDS))
            if seat.built[k] < BUILDINGS_PER_KIND
            for i, (f, l) in enumerate(PLACES) if t.buildings[i] == -1 and f != t.locked]


@check(fx.BuildAgain)
def _can_build_again(t: Draft, e, ctx):
    return bool(_choices(t, ctx.player, e.printed))


@runs(fx.BuildAgain)
def _build_again(t: Draft, e, ctx):
    player = ctx.player
    builds = _choices(t, player, e.printed)
    if not builds:
        t.say(player, "{} can build nothing more", COLOURS[player], src=e.src)
        return
    t.ask(player, "build", f"{COLOURS[player]}: build once more"
          + (" (at printed cost)" if e.printed else ""), e, ctx,
          [str(b) for b in builds], builds)


@resumes(fx.BuildAgain)
def _resume_build_again(t: Draft, d, action):
    player = d.player
    if d.op.printed:
        kind, index = KINDS.index(action.kind), board_index(action.flotilla - 1, action.location)
        checked = (kind, index, build_cost(t, player, kind, index, printed=True))
    else:
        checked = check_build(t, player, action)
    start_build(t, player, action, checked)
