"""What an effect could do before it is run: which resource types it may take, whether it
can be carried out ("you may" is offered only then, docs/rulings.md) and whether it
would give anything, so that no pointless question is asked. Handlers register their
checks here (`check`, `gives`)."""

from __future__ import annotations

from ..kernel.rules.run import registry
from ..model import effects as fx
from ..model.names import RESOURCE_TYPES
from ..model.state import Position
from .counts import holds, number

__all__ = ["allowed_types", "feasible", "useful", "worth_asking", "check", "gives"]


def allowed_types(t: Position, what: fx.What, ctx) -> tuple:
    """The resource types an effect may take: 'not demand' on a locked flotilla allows all."""
    mode = what.mode
    if mode == "resource":
        return (what.resource,)
    if mode == "any":
        return (0, 1, 2, 3)
    if mode == "taken":             # the types the event in question gave
        return tuple(r for r in (ctx.bound[1] if ctx.bound else ()) if r >= 0)
    if mode == "cleanup":
        return ()
    demand = t.demand[ctx.flotilla] if 0 <= ctx.flotilla != t.locked else -1
    if mode == "demand":
        return (demand,) if demand >= 0 else ()
    if mode == "not_demand":
        return _OTHER_THAN[demand]
    return _OTHER_THAN[what.resource]


# The resource types other than r; every type for r = -1 (no demand).
_OTHER_THAN = {r: tuple(o for o in RESOURCE_TYPES if o != r) for r in (-1, *RESOURCE_TYPES)}


def feasible(t: Position, block, ctx) -> bool:
    """Whether a block can be carried out now: its spends affordable, its choices non-empty.

    A block is judged step by step against the present state, so `spend 1 any` needs a
    resource now even if an earlier step of the block would give one."""
    _, need, need_any, checks = _needs(block)
    seat = t.players[ctx.player]
    if need is not None:
        res = seat.resources
        if (res[0] < need[0] or res[1] < need[1] or res[2] < need[2] or res[3] < need[3]
                or res[0] + res[1] + res[2] + res[3] - need[4] < need_any):
            return False
    for e in checks:
        kind = type(e)
        if kind is fx.Spend:        # cleanup tokens, or the types just taken
            if e.what.mode == "cleanup":
                if seat.cleanup < e.amount:
                    return False
            elif sum(seat.resources[r] for r in allowed_types(t, e.what, ctx)) < e.amount:
                return False
        elif kind is fx.Exhaust:
            if not any(up for _, up in seat.specialists):
                return False
        elif kind is fx.Refresh:
            if not any(not up for _, up in seat.specialists):
                return False
        elif not _CHECKS[kind](t, e, ctx):
            return False
    return True


_NEEDS: dict = {}
# The spends worked out from the block alone (the rest are checked against the state).
_TYPED = ("resource", "any", "demand", "not_demand", "not_resource")


def _needs(block) -> tuple:
    """(block, spends by type plus their total or None, spends of any type, effects with a
    feasibility check): worked out once per block of the content."""
    found = _NEEDS.get(id(block))
    if found is None or found[0] is not block:    # the entry keeps its block alive
        need, need_any, checks = [0, 0, 0, 0], 0, []
        for e in block:
            kind = type(e)
            if kind is fx.Spend and e.what.mode in _TYPED:
                if e.what.mode == "resource":
                    need[e.what.resource] += e.amount
                else:
                    need_any += e.amount
            elif kind is fx.Exhaust or kind is fx.Refresh or kind in _CHECKS \
                    or kind is fx.Spend:
                checks.append(e)
        spends = (*need, sum(need)) if any(need) or need_any else None
        if len(_NEEDS) > 20000:
            _NEEDS.clear()
        found = _NEEDS[id(block)] = (block, spends, need_any, tuple(checks))
    return found


def useful(t: Position, block, ctx) -> bool:
    """Whether a block would give its player anything: a `may` that would only spend, or
    take from an empty supply, or count zero, is not offered. See docs/rulings.md."""
    for e in block:
        kind = type(e)
        if kind is fx.Take:
            if number(t, e.amount, ctx) > 0:
                for r in allowed_types(t, e.what, ctx):
                    if t.supply[r] > 0:
                        return True
        elif kind is fx.Cleanup:
            if number(t, e.amount, ctx) > 0:
                return True
        elif kind in (fx.May, fx.Repeat, fx.RepeatUpTo):
            if useful(t, e.body, ctx):
                return True
        elif kind is fx.Choose:
            if any(useful(t, o, ctx) for o in e.options):
                return True
        elif kind is fx.If:
            if useful(t, e.then if holds(t, e.cond, ctx) else e.otherwise, ctx):
                return True
        elif kind is fx.Spend or kind is fx.Nothing:
            continue
        elif kind in _USEFUL:
            if _USEFUL[kind](t, e, ctx):
                return True
        else:
            return True
    return False


def worth_asking(t: Position, block, ctx) -> bool:
    """A `may` (or an optional ability) is offered when it can be done and would give something."""
    return feasible(t, block, ctx) and useful(t, block, ctx)


_CHECKS: dict = {}
_USEFUL: dict = {}


gives = registry(_USEFUL)
gives.__doc__ = "Register a check of whether an effect type would give anything now."
check = registry(_CHECKS)
check.__doc__ = "Register a feasibility check for an effect type (used by `may`)."
