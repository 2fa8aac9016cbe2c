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
    """Whether a block can be carried out now: its spends and gives affordable together,
    its choices non-empty.

    A block is judged step by step against the present state, so `spend 1 any` needs a
    resource now even if an earlier step of the block would give one; what the block
    spends and gives must be held all at once (`spend 1 demand; give 1 kelp` needs the
    demanded resource and a kelp, one token each when kelp is the demand)."""
    _, costs, by_state, cleanup, checks = _needs(block)
    seat = t.players[ctx.player]
    if cleanup and seat.cleanup < cleanup:
        return False
    if by_state:        # the types that depend on the flotilla or the event in question
        costs = costs + tuple((_mask(allowed_types(t, e.what, ctx)), e.amount)
                              for e in by_state)
    if costs and not _affordable(seat.resources, costs):
        return False
    for e in checks:
        kind = type(e)
        if kind is fx.Exhaust:
            if not any(up for _, up in seat.specialists):
                return False
        elif kind is fx.Refresh:
            if not any(not up for _, up in seat.specialists):
                return False
        elif not _CHECKS[kind](t, e, ctx):
            return False
    return True


# The resource types in a mask of types (bit r: type r), and the mask of some types.
_TYPES_IN = tuple(tuple(r for r in RESOURCE_TYPES if mask >> r & 1) for mask in range(16))


def _mask(types) -> int:
    mask = 0
    for r in types:
        mask |= 1 << r
    return mask


def _affordable(held, costs) -> bool:
    """Whether resources `held` pay every (types mask, amount) of `costs` at once, each
    token paying one: for each set of types, what must come from within it is held
    there (Hall's condition, over the 15 sets of the 4 types)."""
    if len(costs) == 1:
        mask, n = costs[0]
        return n <= 0 or sum(held[r] for r in _TYPES_IN[mask]) >= n
    for mask, n in costs:
        if n > 0 and not mask:
            return False            # (a demand where no flotilla is in question)
    for within in range(1, 16):
        need = 0
        for mask, n in costs:
            if mask & within == mask:
                need += n
        if need and sum(held[r] for r in _TYPES_IN[within]) < need:
            return False
    return True


_NEEDS: dict = {}
# The types a spend or give may come from, from the block alone.
_FIXED = {"any": _mask(RESOURCE_TYPES)}
_BY_STATE = ("demand", "not_demand", "taken")


def _needs(block) -> tuple:
    """(block, spends and gives as (types mask, amount) where the types follow from the
    block alone, those whose types depend on the state, the cleanup tokens they need,
    effects with a feasibility check): worked out once per block of the content."""
    found = _NEEDS.get(id(block))
    if found is None or found[0] is not block:    # the entry keeps its block alive
        costs, by_state, cleanup, checks = [], [], 0, []
        for e in block:
            kind = type(e)
            if kind is fx.Spend or kind is fx.Give:
                mode = e.what.mode
                if mode == "cleanup":
                    cleanup += e.amount
                elif mode in _BY_STATE:
                    by_state.append(e)
                elif mode == "resource":
                    costs.append((1 << e.what.resource, e.amount))
                elif mode == "not_resource":
                    costs.append((_mask(_OTHER_THAN[e.what.resource]), e.amount))
                else:
                    costs.append((_FIXED[mode], e.amount))
            elif kind is fx.Exhaust or kind is fx.Refresh or kind in _CHECKS:
                checks.append(e)
        if len(_NEEDS) > 20000:
            _NEEDS.clear()
        found = _NEEDS[id(block)] = (block, tuple(costs), tuple(by_state), cleanup,
                                     tuple(checks))
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
