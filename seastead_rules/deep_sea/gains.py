"""The reward symbols (p. 6) and what they set off: attribute tracks with their Impact
and Gain Vessel spaces and overflow (p. 8), Research (p. 11), discs, the Impact board
(p. 14), promotion (p. 13), new vessels and arrival bonuses (pp. 4, 9), paying Research
costs (with tokens on the payer's own turn only, p. 11, ruling 13), discs on features
paying their links (p. 13), and the `when` hooks of special zone features (p. 13)."""

from __future__ import annotations

import attrs

from ..kernel.rules import effects as core
from . import effects as fx
from .boards import grid, hexes, links
from .boards import tracks as trk
from .book import book
from .counts import number
from .hooks import hooks
from .offers import offered
from .ops import Arrive, Fire, GainVessel, Pay, PickTrack, PlaceDisc, PlaceImpact, PromoteOne
from .options import own_turn
from .rules import decide, resumes, runs
from .state import Ctx, seat_name
from .words import phrase

__all__ = ["advance", "gain_research", "discard_token"]


# ---- tracks (pp. 6, 8) -----------------------------------------------------------------
def advance(t, player: int, track: str, steps: int, src: str = "") -> None:
    """Move `player`'s cube `steps` along an attribute track; each Impact and Gain Vessel
    space it reaches (the overflow loop included) follows, in order (p. 8)."""
    t.tracks, done = trk.advance(t.tracks, player, track, steps)
    t.say(player, "{} advances {} to {}", seat_name(player), track, done.position, src=src)
    follow = tuple(PlaceImpact() if g == trk.IMPACT else GainVessel() for g in done.gains)
    t.push(follow, Ctx(player))


@runs(fx.Advance)
def _advance(t, e, ctx):
    if e.track == "research":
        gain_research(t, ctx.player, e.steps, e.src)
    elif e.track == "any":
        _pick_track(t, PickTrack(fx.ATTRIBUTES, e.steps), ctx)
    elif e.track == "lowest":
        _pick_track(t, PickTrack(trk.lowest(t.tracks, ctx.player), e.steps), ctx)
    else:
        advance(t, ctx.player, e.track, e.steps, e.src)


@runs(PickTrack)
def _pick_track(t, op, ctx):
    decide(t, ctx.player, "track", f"{seat_name(ctx.player)}: advance which track?", op, ctx,
           [f"advance {name}" for name in op.among], op.among)


@resumes(PickTrack)
def _resume_track(t, d, track):
    advance(t, d.ctx.player, track, d.op.steps)


# ---- Research and tokens (pp. 6, 11) -------------------------------------------------
def gain_research(t, player: int, amount: int, src: str = "") -> None:
    """Research on the track, beyond its end lost (p. 11)."""
    t.research, lost = trk.gain(t.research, player, amount)
    t.say(player, "{} gains {} Research ({} lost)", seat_name(player), amount, lost, src=src)


def discard_token(t, player: int, token: str) -> None:
    """A held token to the discard pile (spent, p. 11)."""
    held = list(t.seats[player].tokens)
    held.remove(token)
    t.set_seat(player, tokens=tuple(held))
    t.token_discard = t.token_discard + (token,)


@runs(fx.Research)
def _research(t, e, ctx):
    gain_research(t, ctx.player, e.amount, e.src)


@runs(fx.SpendResearch)
def _spend(t, e, ctx):
    _pay(t, Pay(e.amount), ctx)


@runs(Pay)
def _pay(t, op, ctx):
    player = ctx.player
    have = t.research.values[player]
    if op.amount <= have or not t.seats[player].tokens or not own_turn(t, player):
        t.research = trk.spend(t.research, player, min(op.amount, have))
        return
    tokens = book(t.content).tokens
    held = tuple(dict.fromkeys(t.seats[player].tokens))
    decide(t, player, "pay", f"{seat_name(player)}: {op.amount} Research to pay; spend which "
           "token for its Research?", op, ctx,
           [f"spend {k} for {tokens[k].research} Research" for k in held], held)


@resumes(Pay)
def _resume_pay(t, d, token):
    player, worth = d.ctx.player, book(t.content).tokens[token].research
    discard_token(t, player, token)
    owed = d.op.amount - worth
    if owed < 0:
        gain_research(t, player, -owed)
    t.push((Pay(max(0, owed)),), d.ctx)


# ---- discs (p. 6) and Score -----------------------------------------------------------
@runs(fx.GainDisc)
def _gain_disc(t, e, ctx):
    seat = t.seats[ctx.player]
    t.set_seat(ctx.player, staging=seat.staging + e.count, gained=seat.gained + e.count)


@runs(fx.DiscardDisc)
def _discard_disc(t, e, ctx):
    seat = t.seats[ctx.player]
    k = min(e.count, seat.staging)
    t.set_seat(ctx.player, staging=seat.staging - k, lost=seat.lost + k)


@runs(core.Score)
def _score(t, e, ctx):
    seat = t.seats[ctx.player]
    t.set_seat(ctx.player, points=seat.points + number(t, e.amount, ctx))


# ---- the Impact board (p. 14) --------------------------------------------------------
@runs(fx.GainImpact)
def _gain_impact(t, e, ctx):
    t.push((PlaceImpact(),) * e.count, ctx)


@runs(PlaceImpact)
def _place_impact(t, op, ctx):
    cells = hexes.legal_hexes(t.impact)
    if not cells:
        t.say(ctx.player, "{}'s Impact is lost: no hex may take it", seat_name(ctx.player))
        return
    texts = [f"Impact at {q},{r}: {phrase(hexes.hex_at(t.impact, (q, r)).reward)}"
             for q, r in cells]
    decide(t, ctx.player, "impact", f"{seat_name(ctx.player)}: place an Impact marker", op,
           ctx, texts, cells)


@resumes(PlaceImpact)
def _resume_impact(t, d, cell):
    t.impact, reward = hexes.place(t.impact, tuple(cell), d.ctx.player)
    t.say(d.ctx.player, "{} places Impact at {}", seat_name(d.ctx.player), tuple(cell))
    t.push(offered(reward), Ctx(d.ctx.player))


# ---- promotion (p. 13) -------------------------------------------------------------
@runs(fx.Promote)
def _promote(t, e, ctx):
    t.push((PromoteOne(),) * e.count, ctx)


@runs(PromoteOne)
def _promote_one(t, op, ctx):
    texts, values = [], []
    for i, tile in enumerate(t.seats[ctx.player].tiles):
        text = f"promote {tile.name}" + (" (its disc is lost)" if tile.disc else "")
        if not tile.senior and text not in texts:
            texts.append(text)
            values.append(i)
    decide(t, ctx.player, "promote", f"{seat_name(ctx.player)}: promote which Junior?", op,
           ctx, texts, values)


@resumes(PromoteOne)
def _resume_promote(t, d, i):
    player = d.ctx.player
    seat = t.seats[player]
    tile = seat.tiles[i]
    tiles = seat.tiles[:i] + (attrs.evolve(tile, senior=True, disc=False),) + seat.tiles[i + 1:]
    t.set_seat(player, tiles=tiles, lost=seat.lost + (1 if tile.disc else 0))   # R7
    t.say(player, "{} promotes {}", seat_name(player), tile.name)
    spec = book(t.content).specialists[tile.name]
    t.push(offered(spec.promote) + (Fire("promote"),), Ctx(player))


# ---- vessels (pp. 4, 8, 9, 17) ---------------------------------------------------------
@runs(GainVessel)
def _gain_vessel(t, op, ctx):
    seat = t.seats[ctx.player]
    if len(seat.vessels) >= t.content.mat.vessels:
        return
    launch = book(t.content).scenario(t.scenario).launch
    t.set_seat(ctx.player, vessels=seat.vessels + (launch,))
    t.say(ctx.player, "{} launches a vessel at {}", seat_name(ctx.player), launch)
    _arrive(t, Arrive(launch), ctx)


@runs(Arrive)
def _arrive(t, op, ctx):
    zone = book(t.content).zones[op.zone]
    t.push(offered(zone.arrival) + (Fire("arrive", op.zone),), Ctx(ctx.player, op.zone))


@runs(fx.Surface)
def _surface(t, e, ctx):
    seat = t.seats[ctx.player]
    moved = tuple(grid.toward_surface(t.ocean, v, e.steps) for v in seat.vessels)
    t.set_seat(ctx.player, vessels=moved)


# ---- events and discs on features (p. 13) ------------------------------------------
@runs(Fire)
def _fire(t, op, ctx):
    for effects, hook_ctx in reversed(hooks(t, op.event, ctx.player, op.zone, op.amount)):
        t.push(offered(effects), hook_ctx)


@runs(PlaceDisc)
def _place_disc(t, op, ctx):
    player = ctx.player
    seat = t.seats[player]
    t.set_seat(player, staging=seat.staging - 1)
    t.sites, done = links.place(t.sites, op.zone, op.feature, player, players=t.players,
                                active=t.current)
    t.say(player, "{} places a disc on {} of {}", seat_name(player), op.feature, op.zone)
    for payout in reversed(done.payouts):       # the active player first, then clockwise
        t.push(offered(payout.reward), Ctx(payout.player, op.zone))
