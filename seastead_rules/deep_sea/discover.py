"""Sonar and Discover (p. 10): a disc on the leftmost empty space of a Sonar track, the
space's reward; a Discover draws two ocean boards from the depths its symbol allows (the
shallowest placeable depth when none of those can be placed; one Impact when the play
area is full, R5), keeps one and puts the other to the bottom of its stack, places the
kept board at a legal spot of its depth, stocks its dive site (p. 11) and gives its
Discovery bonus. Also how a zone enters play (setup, p. 4, uses it too)."""

from __future__ import annotations

from ..kernel import rng as seeded
from . import effects as fx
from .act import replaced
from .boards import grid, links
from .book import book
from .offers import offered
from .ops import (
    DrawPick,
    Fire,
    KeepBoard,
    PlaceBoard,
    PlaceDisc,
    PlaceImpact,
    SonarPick,
    StockSite,
)
from .options import sonar_spots
from .rules import decide, resumes, runs
from .state import Ctx, seat_name

__all__ = ["enter_zone", "stock_dive_site", "zone_features", "reshuffles"]


def zone_features(zone) -> tuple:
    """(features, links) of a zone's Sonar tracks and sites, for boards.links."""
    features = tuple(links.Feature(zone.name, k.name, "sonar", len(k.spaces))
                     for k in zone.tracks)
    features += tuple(links.Feature(zone.name, s.name, s.kind) for s in zone.sites)
    joined = tuple(links.Link(links.Spot(zone.name, *spec.a), links.Spot(zone.name, *spec.b),
                              spec.reward) for spec in zone.links)
    return features, joined


def stock_dive_site(t, zone, fresh: tuple | None = None) -> None:
    """Put the zone's number of face-down tokens on its dive site from the supply; an
    empty supply is the discard pile shuffled anew (`fresh`: its order as explicit
    chance dealt it, restock.py); with neither, as many as there are (p. 11)."""
    if not zone.dive:
        return
    taken = []
    while len(taken) < zone.dive:
        if not t.token_supply:
            if not t.token_discard:
                break
            if fresh is None:
                fresh, t.rng = seeded.shuffle(t.token_discard, t.rng)
            t.token_supply, t.token_discard = tuple(fresh), ()
        need = zone.dive - len(taken)
        taken += t.token_supply[:need]
        t.token_supply = t.token_supply[need:]
    t.dives = t.dives + ((zone.name, tuple(taken)),)


def reshuffles(t, zone) -> bool:
    """Whether stocking `zone`'s dive site makes the supply anew from the discard pile
    (p. 11)."""
    return len(t.token_supply) < zone.dive and bool(t.token_discard)


def enter_zone(t, name: str, column: int, depth: int, stock: bool = True) -> None:
    """A board becomes a zone: placed on the grid, its features and links in play, its
    dive site stocked (unless not `stock`: a StockSite step does it next)."""
    zone = book(t.content).zones[name]
    t.ocean = grid.place(t.ocean, name, column, depth)
    features, joined = zone_features(zone)
    t.sites = links.add_zone(t.sites, features, joined)
    if stock:
        stock_dive_site(t, zone)


# ---- Sonar ---------------------------------------------------------------------------
@runs(SonarPick)
def _sonar(t, op, ctx):
    spots = sonar_spots(t, ctx.player, op.act, ctx)
    decide(t, ctx.player, "sonar", f"{seat_name(ctx.player)}: which Sonar track?", op, ctx,
           [f"sonar at {z}: {k} space {s + 1}" for z, k, s in spots], spots)


@resumes(SonarPick)
def _resume_sonar(t, d, spot):
    zone, track, space = spot
    if replaced(t, "sonar", d.ctx.player, zone):
        return
    reward = book(t.content).tracks[(zone, track)].spaces[space]
    t.push((PlaceDisc(zone, track),) + offered(reward) + (Fire("sonar", zone, space + 1),),
           Ctx(d.ctx.player, zone))


# ---- Discover --------------------------------------------------------------------------
@runs(fx.Discover)
def _discover(t, e, ctx):
    stocked = tuple(d for d in range(1, len(t.stacks) + 1) if t.stacks[d - 1])
    depths = grid.discover_depths(t.ocean, range(e.low, e.high + 1), stocked)
    if not depths:          # the play area is full (R5)
        t.say(ctx.player, "no board can be placed: {} gains 1 Impact instead",
              seat_name(ctx.player))
        t.push((PlaceImpact(),), ctx)
        return
    ways = grid.draw_options(depths, [len(t.stacks[d - 1]) for d in depths])
    _draw_pick(t, DrawPick(ways), ctx)


@runs(DrawPick)
def _draw_pick(t, op, ctx):
    texts = ["draw from " + " and ".join(f"depth {d}" for d in way) for way in op.ways]
    decide(t, ctx.player, "draw", f"{seat_name(ctx.player)}: draw which boards?", op, ctx,
           texts, op.ways)


def _draw(t, depth: int) -> str:
    """The top board of a depth's stack; a mission board the scenario does not include is
    discarded and another drawn (p. 10)."""
    b = book(t.content)
    missions = b.scenario(t.scenario).missions
    while True:
        stack = t.stacks[depth - 1]
        top, rest = stack[0], stack[1:]
        t.stacks = t.stacks[:depth - 1] + (rest,) + t.stacks[depth:]
        if not b.zones[top].mission or top in missions or not rest:
            return top


@resumes(DrawPick)
def _resume_draw(t, d, way):
    drawn = tuple(_draw(t, depth) for depth in way)
    _keep(t, KeepBoard(drawn), d.ctx)


@runs(KeepBoard)
def _keep(t, op, ctx):
    zones = book(t.content).zones
    decide(t, ctx.player, "keep", f"{seat_name(ctx.player)}: keep which board?", op, ctx,
           [f"keep {z} (depth {zones[z].depth})" for z in op.drawn], op.drawn)


@resumes(KeepBoard)
def _resume_keep(t, d, kept):
    zones = book(t.content).zones
    for other in d.op.drawn:
        if other != kept:           # back to the bottom of its stack, seen (p. 10)
            i = zones[other].depth - 1
            t.stacks = t.stacks[:i] + (t.stacks[i] + (other,),) + t.stacks[i + 1:]
            t.seen = t.seen + ((other, d.ctx.player),)
    _place_board(t, PlaceBoard(kept), d.ctx)


@runs(PlaceBoard)
def _place_board(t, op, ctx):
    depth = book(t.content).zones[op.zone].depth
    spots = grid.legal_spots(t.ocean, depth)
    decide(t, ctx.player, "place", f"{seat_name(ctx.player)}: place {op.zone} where?", op, ctx,
           [f"place {op.zone} in column {c}" for c, _ in spots], spots)


@resumes(PlaceBoard)
def _resume_place(t, d, spot):
    column, depth = spot
    name = d.op.zone
    zone = book(t.content).zones[name]
    # With explicit chance a new supply is dealt as chance decisions first (StockSite,
    # run before the Discovery bonus).
    dealt = t.chance is not None and reshuffles(t, zone)
    enter_zone(t, name, column, depth, stock=not dealt)
    t.say(d.ctx.player, "{} discovers {} (column {}, depth {})", seat_name(d.ctx.player), name,
          column, depth)
    t.push(offered(zone.discovery) + (Fire("discover", name),), Ctx(d.ctx.player, name))
    if dealt:
        t.push((StockSite(name),), Ctx(d.ctx.player, name))
