"""Counts and conditions of the content language, evaluated on a Draft."""

from __future__ import annotations

from ..kernel.rules.conditions import COMPARISONS
from ..model import effects as fx
from ..model.names import (
    BUILDINGS_PER_PLAYER,
    LOCATIONS,
    RESOURCES,
    board_index,
    building_code,
    flotilla_indices,
)
from ..model.state import Position
from .modes import mode_of

__all__ = ["count", "number", "holds", "value", "counter_value", "counter_spec", "BUILT_IN",
           "card_count"]

# The engine's own counters (engine/counters.py): (shared, low, high, start).
BUILT_IN = {"score": (False, 0, 999, 0), "skip": (False, 0, 2, 0), "extra": (False, 0, 2, 0)}

_KIND = {"port": 0, "academy": 1, "shipyard": 2}
# The building codes of a kind (or of any kind: "building") for the players counted.
_CODES = {(thing, who): tuple(building_code(p, k) for p in who
                              for k in ((_KIND[thing],) if thing in _KIND else range(3)))
          for thing in (*_KIND, "building") for who in ((0,), (1,), (0, 1))}


def _players(who: str, ctx) -> tuple:
    if who == "you":
        return (ctx.player,)
    if who == "opponent" or who == "opponents":     # (two players: the one other)
        return (1 - ctx.player,)
    return (0, 1)


def _span(ctx, here: bool) -> range:
    if here:
        if ctx.flotilla < 0:
            return range(0)
        return flotilla_indices(ctx.flotilla)
    return range(LOCATIONS)


def _within(board: tuple, ctx, here: bool) -> tuple:
    # A board field (buildings or ships) over the span counted: the flotilla of ctx, or all.
    span = _span(ctx, here)
    return board[span.start:span.stop]


def _location(t: Position, ctx):
    if ctx.flotilla < 0 or ctx.location < 0:
        return None
    return t.content.side[t.sides[ctx.flotilla]].locations[ctx.location]


def _moved_in(t: Position, ctx, codes) -> int:
    """1 when a copy counts the new building on the copied flotilla although it stands
    on another: the copied effect runs as if the new building had been built on the copied
    location (copy location, rulebook p. 16; docs/rulings.md). On its own flotilla it is
    counted already, and a count of the copied flotilla never reaches where it stands."""
    at = _built_at(t)
    if at < 0 or ctx.flotilla < 0 or at in flotilla_indices(ctx.flotilla):
        return 0
    return 1 if t.buildings[at] in codes else 0


def _built_at(t: Position) -> int:
    """The board index of the building whose location effect is copying, or -1.

    A copy runs inside the build that started it: the nearest pending step on the stack
    whose context is not a copy's runs where the new building really stands."""
    for frame in reversed(t.stack):
        ctx = frame[2] if type(frame) is list else frame.ctx
        if not ctx.copying:
            if ctx.flotilla < 0 or ctx.location < 0:
                return -1
            return board_index(ctx.flotilla, ctx.location)
    return -1


def count(t: Position, c: fx.Counter, ctx) -> int:
    """The value of a counter (`academy here`, `your cleanup`, ...) for `ctx.player`."""
    thing, who = c.thing, _players(c.who, ctx)
    if thing in _KIND or thing == "building":
        codes = _CODES[thing, who]
        if thing == "building":     # (solo: and the Boss's, of no kind)
            codes = mode_of(t).counted_buildings(codes, who)
        n = sum(map(_within(t.buildings, ctx, c.here).count, codes))
        if ctx.copying and c.here:
            n += _moved_in(t, ctx, codes)
        return n
    if thing == "ship":
        return sum(map(_within(t.ships, ctx, c.here).count, who))
    if thing == "dock":
        span = set(_span(ctx, c.here))
        return sum(1 for _, owner, where in t.docks if owner in who and where in span)
    seats = [t.players[p] for p in who]
    if thing == "cleanup":
        return sum(s.cleanup + s.cleanup_extra for s in seats)
    if thing == "resource":
        return sum(sum(s.resources) for s in seats)
    if thing in RESOURCES:
        r = RESOURCES.index(thing)
        return sum(s.resources[r] for s in seats)
    if thing == "specialist":
        return sum(1 for s in seats for _, up in s.specialists if up)
    if thing == "exhausted":
        return sum(1 for s in seats for _, up in s.specialists if not up)
    if thing == "left":
        return sum(BUILDINGS_PER_PLAYER - sum(s.built) for s in seats)
    if thing == "dock-resource":
        if not ctx.dock:
            return 0
        r = t.content.dock[ctx.dock].resource
        return sum(s.resources[r] for s in seats)
    if thing == "points" or thing == "cost":
        loc = _location(t, ctx)
        if loc is None:
            return 0
        return loc.points if thing == "points" else loc.cost
    if thing == "amount":                   # what the event in question did
        return ctx.bound[0] if ctx.bound else 0
    if thing == "cards-kept":
        return sum(len(t.kept[p]) for p in who) if t.kept else 0
    return sum(counter_value(t, thing, p) for p in who) if not counter_spec(t, thing)[0] \
        else counter_value(t, thing, 0)      # the points track, a content counter


def counter_spec(t: Position, name: str) -> tuple:
    """(shared, low, high, start) of a counter, built in or the content's."""
    found = BUILT_IN.get(name)
    if found is None:
        decl = t.content.counters[name]
        found = (decl.shared, decl.low, decl.high, decl.start)
    return found


def counter_value(t: Position, name: str, player: int) -> int:
    """A counter's value: the shared one, or `player`'s."""
    for held, values in t.counters:
        if held == name:
            return values[0] if len(values) == 1 else values[player]
    return counter_spec(t, name)[3]


def _shows(half, thing: int) -> int:
    # What a dive card half shows: its resources of one type (fixed halves show types),
    # or with thing -1 how many resources it gives.
    if thing < 0:
        return sum(half.resources) if half.kind == "fixed" else half.n
    return half.resources[thing] if half.kind == "fixed" else 0


def card_count(t: Position, c: fx.CardCount, ctx) -> int:
    """What dive cards show on one half: the revealed card, `it`, or kept cards."""
    dive = t.content.dive
    if c.card == "revealed":
        names = t.dive_discard[-1:]
    elif c.card == "it":
        names = (ctx.card,) if ctx.card else ()
    else:
        owner = ctx.player if c.who == "you" else 1 - ctx.player
        names = t.kept[owner] if t.kept else ()
    return sum(_shows(dive[n].halves[c.half], c.thing) for n in names)


def value(t: Position, v, ctx) -> int:
    """A number or a counter's value."""
    if isinstance(v, int):
        return v
    kind = type(v)
    if kind is fx.Counter:
        return count(t, v, ctx)
    if kind is fx.ExtremeCount:     # two players: the one opponent's count
        return count(t, fx.Counter("opponent", v.thing), ctx)
    return card_count(t, v, ctx)


def number(t: Position, n: fx.Num, ctx) -> int:
    """An amount: base, times a count with `per`, capped with `max`."""
    per = n.per
    amount = n.base if per is None else n.base * value(t, per, ctx)
    return amount if n.cap is None or amount <= n.cap else n.cap


def _token_is(t: Position, token: str, ctx) -> bool:
    # The token types the event or the take in question concerns (ctx.bound).
    tokens = ctx.bound[1] if ctx.bound else ()
    if token == "cleanup":
        return -1 in tokens
    if token == "demand":
        return 0 <= ctx.flotilla != t.locked and t.demand[ctx.flotilla] in tokens
    if token == "locked-demand":
        return t.locked >= 0 and t.demand[t.locked] in tokens
    return RESOURCES.index(token) in tokens


def _holds_card(t: Position, card: str, who: str, ctx) -> bool:
    # What a player holds: their specialists (face up or not), the dock tiles at their
    # ports and the dive cards they keep.
    for p in _players(who, ctx):
        if any(c == card for c, _ in t.players[p].specialists) \
                or any(d == card and owner == p for d, owner, _ in t.docks) \
                or t.kept and card in t.kept[p]:
            return True
    return False


def holds(t: Position, cond, ctx) -> bool:
    """Whether a condition holds (None always holds)."""
    if cond is None:
        return True
    kind = type(cond)
    if kind is fx.Compare:
        return COMPARISONS[cond.op](value(t, cond.left, ctx), value(t, cond.right, ctx))
    if kind is fx.IsKind:
        return ctx.kind == cond.kind
    if kind is fx.TokenIs:
        return _token_is(t, cond.token, ctx)
    if kind is fx.Not:
        return not holds(t, cond.cond, ctx)
    if kind is fx.All:
        return all(holds(t, c, ctx) for c in cond.conds)
    if kind is fx.AnyOf:
        return any(holds(t, c, ctx) for c in cond.conds)
    if kind is fx.Holds:
        return _holds_card(t, cond.card, cond.who, ctx)
    if kind is fx.InPlay:       # the decree in play, or a side laid out
        return cond.card in t.sides or bool(t.decrees) and t.decrees[-1] == cond.card
    raise TypeError(f"not a condition: {cond!r}")
