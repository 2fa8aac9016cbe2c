"""Four of the five actions: Travel (p. 9), Dive (p. 11), Conserve (p. 11) and Journal
(p. 12), each with the modifiers content prints on it (effects.Act). Sonar and Discover
are discover.py's. An action is offered only where it can be carried out (options.py);
its zone's `when` hooks run right after it, and an `instead of` rule in force there
replaces it (p. 13)."""

from __future__ import annotations

from ..kernel.rules import effects as core
from . import effects as fx
from .book import book
from .hooks import replacement
from .offers import offered
from .ops import (
    Arrive,
    ConservePick,
    DivePick,
    Fire,
    JournalPick,
    Pay,
    PlaceDisc,
    Publish,
    SonarPick,
    TravelFrom,
    TravelTo,
)
from .options import conserve_sites, dive_sites, journal_choices, tokens_at, travel_moves
from .rules import RULES, decide, resumes, runs
from .state import Ctx, seat_name
from .words import phrase

__all__ = ["PICKS", "replaced"]

PICKS = {"travel": TravelFrom, "sonar": SonarPick, "dive": DivePick,
         "conserve": ConservePick, "journal": JournalPick}
"""The step that begins each action."""


def replaced(t, action: str, player: int, zone: str) -> bool:
    """Whether an `instead of` rule in force replaces `player`'s `action` in `zone`: then
    its block runs in the action's place, and nothing of the action's own happens (no
    cost, no disc, no event; the action is still the one taken, p. 8)."""
    found = replacement(t, action, player, zone)
    if found is None:
        return False
    effects, ctx = found
    t.say(player, "{}'s {} at {} is replaced: {}", seat_name(player), action, zone,
          phrase(effects))
    t.push(offered(effects), ctx)
    return True


@runs(fx.Act)
def _act(t, e, ctx):
    op = PICKS[e.action](e)
    RULES.handlers[type(op)](t, op, ctx)


# ---- Travel (p. 9) ---------------------------------------------------------------------
@runs(TravelFrom)
def _travel_from(t, op, ctx):
    origins = [origin for origin, _ in travel_moves(t, ctx.player, op.act, ctx)]
    decide(t, ctx.player, "vessel", f"{seat_name(ctx.player)}: which vessel travels?", op,
           ctx, [f"the vessel at {z}" for z in origins], origins)


@resumes(TravelFrom)
def _resume_from(t, d, origin):
    if not replaced(t, "travel", d.ctx.player, origin):     # the zone a vessel leaves
        _travel_to(t, TravelTo(d.op.act, origin), d.ctx)


@runs(TravelTo)
def _travel_to(t, op, ctx):
    ends = dict(travel_moves(t, ctx.player, op.act, ctx)).get(op.origin, ())
    decide(t, ctx.player, "travel", f"{seat_name(ctx.player)}: travel from {op.origin} to?",
           op, ctx, [f"travel to {z}" for z in ends], ends)


@resumes(TravelTo)
def _resume_to(t, d, destination):
    player, origin = d.ctx.player, d.op.origin
    vessels = list(t.seats[player].vessels)
    vessels[vessels.index(origin)] = destination
    t.set_seat(player, vessels=tuple(vessels))
    t.say(player, "{} travels from {} to {}", seat_name(player), origin, destination)
    t.push((Arrive(destination), Fire("travel", origin)), Ctx(player, origin))


# ---- Dive (p. 11) ----------------------------------------------------------------------
@runs(DivePick)
def _dive(t, op, ctx):
    zones = dive_sites(t, ctx.player, op.act, ctx)
    decide(t, ctx.player, "dive", f"{seat_name(ctx.player)}: dive where?", op, ctx,
           [f"dive at {z}" for z in zones], zones)


@resumes(DivePick)
def _resume_dive(t, d, zone):
    player = d.ctx.player
    if replaced(t, "dive", player, zone):
        return
    stack = tokens_at(t, zone)
    taken = stack[:2] if d.op.act.extra else stack[:1]      # one more token (p. 12)
    t.dives = tuple((z, tokens[len(taken):] if z == zone else tokens)
                    for z, tokens in t.dives)
    t.set_seat(player, tokens=t.seats[player].tokens + taken)
    t.say(player, "{} dives at {} and takes {} token(s)", seat_name(player), zone, len(taken))
    t.push((Fire("dive", zone, len(taken)),), Ctx(player, zone))


# ---- Conserve (p. 11) ------------------------------------------------------------------
@runs(ConservePick)
def _conserve(t, op, ctx):
    sites = conserve_sites(t, ctx.player, op.act, ctx)
    decide(t, ctx.player, "conserve", f"{seat_name(ctx.player)}: conserve where?", op, ctx,
           [f"conserve at {z}: {s} (cost {c})" for z, s, c in sites], sites)


@resumes(ConservePick)
def _resume_conserve(t, d, choice):
    zone, site, cost = choice
    if replaced(t, "conserve", d.ctx.player, zone):
        return
    reward = book(t.content).sites[(zone, site)].reward
    t.push((Pay(cost),) + offered(reward) + (PlaceDisc(zone, site),
                                             Fire("conserve", zone, cost)),
           Ctx(d.ctx.player, zone))


# ---- Journal (p. 12) -------------------------------------------------------------------
@runs(JournalPick)
def _journal(t, op, ctx):
    found = journal_choices(t, ctx.player, op.act, ctx)
    decide(t, ctx.player, "journal", f"{seat_name(ctx.player)}: publish which journal where?",
           op, ctx, [f"publish {j} at {z}: {s} (cost {c})" for z, s, j, c in found], found)


@resumes(JournalPick)
def _resume_journal(t, d, choice):
    zone, site, journal, cost = choice
    if replaced(t, "journal", d.ctx.player, zone):
        return
    t.push((Pay(cost), PlaceDisc(zone, site), Publish(journal),
            Fire("journal", zone, cost)),
           Ctx(d.ctx.player, zone))


@runs(Publish)
def _publish(t, op, ctx):
    player = ctx.player
    t.display = tuple(j for j in t.display if j != op.journal)
    if t.deck:                              # refill the display (p. 12)
        t.display, t.deck = t.display + t.deck[:1], t.deck[1:]
    t.set_seat(player, journals=t.seats[player].journals + (op.journal,))
    t.say(player, "{} publishes {}", seat_name(player), op.journal)
    journal = book(t.content).journals[op.journal]
    others = (core.EachOpponent(offered(journal.others)),) if journal.others else ()
    t.push(offered(journal.you) + others, Ctx(player))
