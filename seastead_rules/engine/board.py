"""Handlers for the effects on the board: docks, specialists (taking, exhausting and
refreshing), swapping demand tokens, picking a dock. Rulebook pp. 8-10. Ships are in
ships.py, moving buildings and copying a location in moves.py."""

from __future__ import annotations

import attrs

from ..model import effects as fx
from ..model.names import COLOURS, FLOTILLAS, RESOURCES, board_index
from .draft import Draft
from .events import fire
from .feasible import check, feasible
from .in_play import hears
from .modes import mode_of
from .places import WHERE
from .run import resumes, runs

__all__ = ["set_face"]


# ---- docks and specialists (building effects of ports and academies, p. 8) -------

def _port_without_dock(t: Draft, ctx) -> bool:
    # A dock tile attaches to a port of the player's at this location that has none. p. 8
    if ctx.flotilla < 0:
        return False
    index = board_index(ctx.flotilla, ctx.location)
    if t.buildings[index] != ctx.player * 3:
        return False
    for _, _, i in t.docks:
        if i == index:
            return False
    return True


@runs(fx.ChooseDock)
def _choose_dock(t: Draft, e, ctx):
    if not _port_without_dock(t, ctx):
        return
    if not t.dock_display:
        t.say(ctx.player, "no dock tile is left to take", src=e.src)
        return
    t.ask(ctx.player, "dock", f"{COLOURS[ctx.player]}: choose a dock tile for your port", e, ctx,
          [f"dock {d}" for d in t.dock_display], list(t.dock_display))


@resumes(fx.ChooseDock)
def _resume_dock(t: Draft, d, dock):
    ctx = d.ctx
    t.take_card("dock_display", dock)
    port = board_index(ctx.flotilla, ctx.location)
    t.add_dock(dock, ctx.player, port)
    mode_of(t).after_taking(t, "dock_display", ctx)     # refilled (solo: a discard first)
    t.say(ctx.player, "{} places dock {} at the port on {}",
          COLOURS[ctx.player], dock, WHERE[port], src=d.op.src)
    if hears(t, "take-dock"):
        fire(t, "take-dock", ctx.player, ctx.flotilla, ctx.location, amount=1)


@check(fx.ChooseDock)
def _can_dock(t: Draft, e, ctx):
    return bool(t.dock_display) and _port_without_dock(t, ctx)


@runs(fx.ChooseSpecialist)
def _choose_specialist(t: Draft, e, ctx):
    if not t.specialist_display:
        t.say(ctx.player, "no specialist is left to take", src=e.src)
        return
    t.ask(ctx.player, "specialist", f"{COLOURS[ctx.player]}: choose a specialist", e, ctx,
          [f"specialist {s}" for s in t.specialist_display], list(t.specialist_display))


@resumes(fx.ChooseSpecialist)
def _resume_specialist(t: Draft, d, card):
    t.take_card("specialist_display", card)
    t.set_specialists(d.player, t.players[d.player].specialists + ((card, True),))
    mode_of(t).after_taking(t, "specialist_display", d.ctx)
    t.say(d.player, "{} takes specialist {}", COLOURS[d.player], card, src=d.op.src)
    if hears(t, "take-specialist"):
        fire(t, "take-specialist", d.player, d.ctx.flotilla, d.ctx.location, amount=1)


@check(fx.ChooseSpecialist)
def _can_specialist(t: Draft, e, ctx):
    return bool(t.specialist_display)


def _flip(t: Draft, e, ctx, up: bool, verb: str):
    seat = t.players[ctx.player]
    cards = [c for c, face in seat.specialists if face is not up]
    if len(cards) == 1:         # one card to flip: no question (docs/rulings.md)
        _flip_card(t, ctx.player, cards[0], e, verb)
    elif cards:
        t.ask(ctx.player, verb, f"{COLOURS[ctx.player]}: {verb} which specialist?", e, ctx,
              [f"{verb} {c}" for c in cards], cards)


@runs(fx.Exhaust)
def _exhaust(t: Draft, e, ctx):
    _flip(t, e, ctx, False, "exhaust")


@runs(fx.Refresh)
def _refresh(t: Draft, e, ctx):
    _flip(t, e, ctx, True, "refresh")


@resumes(fx.Exhaust, fx.Refresh)
def _resume_flip(t: Draft, d, card):
    _flip_card(t, d.player, card, d.op, d.kind)


def _flip_card(t: Draft, player, card, op, verb) -> None:
    set_face(t, player, card, isinstance(op, fx.Refresh))
    t.say(player, "{} refreshes {}" if verb == "refresh" else "{} exhausts {}",
          COLOURS[player], card, src=op.src)


def set_face(t: Draft, player: int, card: str, up: bool) -> None:
    """Turn a player's specialist face up (refresh) or face down (exhaust)."""
    cards = list(t.players[player].specialists)
    for i, (c, _) in enumerate(cards):
        if c == card:
            cards[i] = (c, up)
            t.set_specialists(player, cards)
            return
    raise AssertionError(f"{COLOURS[player]} has no specialist {card}")


# ---- demand tokens (column bonus, p. 10) -------------------------------------------

@runs(fx.SwapDemand)
def _swap(t: Draft, e, ctx):
    texts, choices = _swaps(t.locked)
    t.ask(ctx.player, "swap", f"{COLOURS[ctx.player]}: swap two demand tokens and lock one", e,
          ctx, texts, choices)


def _swaps(locked: int) -> tuple:
    """(option texts, (a, b, lock) choices) with `locked` the flotilla locked now."""
    free = [f for f in range(FLOTILLAS) if f != locked]
    choices = tuple((a, b, lock) for i, a in enumerate(free) for b in free[i + 1:]
                    for lock in (a, b))
    return tuple(f"swap flotillas {a + 1} and {b + 1}, lock flotilla {lock + 1}"
                 for a, b, lock in choices), choices



@resumes(fx.SwapDemand)
def _resume_swap(t: Draft, d, choice):
    a, b, lock = choice
    demand = list(t.demand)
    demand[a], demand[b] = demand[b], demand[a]
    old = t.locked
    t.set_demand(demand, lock)
    mode_of(t).demand_swapped(t, a, b)      # (solo: the Boss's resources there go back)
    t.say(d.player, "{} swaps the demand tokens of flotillas {} and {} and locks {} on flotilla {} "
          "(flotilla {} unlocked)",
          COLOURS[d.player], a + 1, b + 1, RESOURCES[t.demand[lock]], lock + 1, old + 1,
          src=d.op.src)


@runs(fx.RotateDemand)
def _rotate(t: Draft, e, ctx):
    # Each token moves one flotilla on (or back) with the face it shows: the locked one
    # stays locked, so the lock moves with it (p. 10: the lock is a side of the token).
    step = -1 if e.back else 1
    demand = [t.demand[(f - step) % FLOTILLAS] for f in range(FLOTILLAS)]
    lock = (t.locked + step) % FLOTILLAS
    t.set_demand(demand, lock)
    for f in range(0, FLOTILLAS, 2):        # every token moved (solo: the Boss's resources
        mode_of(t).demand_swapped(t, f, f + 1)     # on every flotilla go back, p. 15)
    t.say(ctx.player, "the demand tokens move one flotilla {}: flotillas 1 to {} demand {}; "
          "flotilla {} is locked", "back" if e.back else "on", FLOTILLAS,
          ", ".join(RESOURCES[r] for r in t.demand), lock + 1, src=e.src)


@runs(fx.LockDemand)
def _lock(t: Draft, e, ctx):
    # The lock moves to this flotilla's token; no token changes place (p. 10).
    f = ctx.flotilla
    if f < 0 or f == t.locked:
        return          # (no flotilla in question, or its token is locked already)
    old = t.locked
    t.set_demand(t.demand, f)
    t.say(ctx.player, "{} locks {} on flotilla {} (flotilla {} unlocked)", COLOURS[ctx.player],
          RESOURCES[t.demand[f]], f + 1, old + 1, src=e.src)


# ---- picking a dock (port row bonus) -------------------------------------------------

@check(fx.PickDock)
def _can_pick_dock(t: Draft, e, ctx):
    for _, owner, _ in t.docks:
        if owner == ctx.player:
            return True
    return False


@runs(fx.PickDock)
def _pick_dock(t: Draft, e, ctx):
    mine = [d for d, owner, _ in t.docks if owner == ctx.player]
    if not mine:
        return
    if len(mine) == 1:
        t.push(e.body, attrs.evolve(ctx, dock=mine[0]))
        return
    t.ask(ctx.player, "pick dock", f"{COLOURS[ctx.player]}: choose one of your dock tiles", e, ctx,
          [f"dock {d}" for d in mine], mine)


@resumes(fx.PickDock)
def _resume_pick_dock(t: Draft, d, dock):
    t.push(d.op.body, attrs.evolve(d.ctx, dock=dock))


@check(fx.May)
def _can_may(t: Draft, e, ctx):
    return feasible(t, e.body, ctx)
