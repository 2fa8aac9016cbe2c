"""The counts content reads (`effects.COUNTS`: goals p. 15, co-op thresholds p. 17, tier-5
finals, `score 1 per ...`), numbers scaled by them, and the core conditions, read on a
State or a Draft for one player (and, with `here`, one zone)."""

from __future__ import annotations

from ..kernel.rules import conditions as cd
from .boards import grid, hexes, links
from .effects import AMOUNT, OceanFull, ZoneDepth

__all__ = ["count", "team_count", "number", "holds", "value"]

_KINDS = {"sonar-discs": "sonar", "conservation-discs": "conservation",
          "journal-discs": "journal", "discs": None}
DEEP = 4                # "deep" vessels: depth 4 or 5 (effects.COUNTS)


def _discs(t, player: int, kind, zone: str) -> int:
    sites = t.sites
    return sum(d.count(player) for f, d in zip(sites.features, sites.discs)
               if (kind is None or f.kind == kind) and (not zone or f.zone == zone))


def count(t, thing: str, player: int, zone: str = "") -> int:
    """How many of `thing` (a name of effects.COUNTS) `player` has; with `zone`, only
    there (where the count has a place)."""
    seat = t.seats[player]
    if thing in _KINDS:
        return _discs(t, player, _KINDS[thing], zone)
    if thing == "vessels":
        return sum(1 for v in seat.vessels if not zone or v == zone)
    if thing == "deep-vessels":
        return sum(1 for v in seat.vessels
                   if grid.depth_of(t.ocean, v) >= DEEP and (not zone or v == zone))
    if thing == "zones":
        held = (seat.vessels, links.zones_with_discs(t.sites, player))
        if zone:
            return int(any(zone in h for h in held))
        return grid.count_zones(t.ocean, *held)
    if thing == "juniors":
        return sum(1 for tile in seat.tiles if not tile.senior)
    if thing == "seniors":
        return sum(1 for tile in seat.tiles if tile.senior)
    if thing == "journals":
        return len(seat.journals)
    if thing == "impact":
        return hexes.markers_of(t.impact, player)
    if thing == "research":
        return t.research.values[player]
    if thing == "staging":
        return seat.staging
    if thing == "round":
        return t.round
    raise AssertionError(f"deep_sea counts no {thing!r}")


def team_count(t, thing: str) -> int:
    """Every player's count of `thing` summed: a co-op goal's total (p. 17)."""
    return sum(count(t, thing, p) for p in range(t.players))


def _players(t, who: str, me: int) -> tuple:
    if who == "you":
        return (me,)
    if who in ("opponent", "opponents"):
        return tuple(p for p in range(t.players) if p != me)
    return tuple(range(t.players))


def value(t, item, ctx) -> int:
    """A number, a Counter or an ExtremeCount, for ctx's player (and zone if `here`)."""
    kind = type(item)
    if kind is int:
        return item
    if kind is cd.Counter:
        if item.thing == AMOUNT:            # what the event a `when` hook answers did
            return ctx.amount
        zone = ctx.zone if item.here else ""
        return sum(count(t, item.thing, p, zone) for p in _players(t, item.who, ctx.player))
    if kind is cd.ExtremeCount:
        found = [count(t, item.thing, p) for p in _players(t, "opponents", ctx.player)]
        return (max if item.most else min)(found) if found else 0
    if kind is cd.Num:
        return number(t, item, ctx)
    if kind is ZoneDepth:
        return grid.depth_of(t.ocean, ctx.zone) if ctx.zone else 0
    raise AssertionError(f"deep_sea reads no value {item!r}")


def number(t, num, ctx) -> int:
    """A Num (base, times a count when `per` is given, capped when `cap` is), or an int."""
    if type(num) is int:
        return num
    amount = num.base if num.per is None else num.base * value(t, num.per, ctx)
    return amount if num.cap is None else min(amount, num.cap)


def holds(t, cond, ctx) -> bool:
    """Whether a condition holds for ctx's player: comparisons, not/all/any, a card held
    (a specialist in the tableau or a published journal) or in play (a zone)."""
    if cond is None:
        return True
    kind = type(cond)
    if kind is cd.Compare:
        return cd.COMPARISONS[cond.op](value(t, cond.left, ctx), value(t, cond.right, ctx))
    if kind is cd.Not:
        return not holds(t, cond.cond, ctx)
    if kind is cd.All:
        return all(holds(t, c, ctx) for c in cond.conds)
    if kind is cd.AnyOf:
        return any(holds(t, c, ctx) for c in cond.conds)
    if kind is cd.Holds:
        return any(_holds_card(t.seats[p], cond.card)
                   for p in _players(t, cond.who, ctx.player))
    if kind is cd.InPlay:
        return any(p.zone == cond.card for p in t.ocean.zones)
    if kind is OceanFull:
        return grid.is_full(t.ocean)
    raise AssertionError(f"deep_sea reads no condition {cond!r}")


def _holds_card(seat, name: str) -> bool:
    return name in seat.journals or any(tile.name == name for tile in seat.tiles)

