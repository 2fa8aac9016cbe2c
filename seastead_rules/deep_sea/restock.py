"""The supply made anew as chance decisions (p. 11), in a game set up with explicit chance:
when a dive site is stocked from a supply too short, the discard pile becomes the new
supply, shuffled. Normal play shuffles it with the generator (discover.stock_dive_site);
a game set up with explicit chance (State.chance not None) deals it instead, one token
at a time, each a chance decision: the next token is any token of the discard pile not
dealt yet, each copy equally likely (the last one dealt without asking). The seeded
outcome is the token normal play's shuffle puts there, so a game resolved by it is
normal play's, the generator included. Nobody sees the tokens dealt (the new supply is
face down); everyone sees the discard pile they come from.

    d = state.decision            # to_move CHANCE: the next token of the new supply
    outcomes(state)               # ((Pick("reshuffle: Echo"), Fraction(3, 11)), ...)
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

from ..kernel import rng as seeded
from ..kernel.protocol import CHANCE
from .actions import Pick
from .book import book
from .discover import reshuffles, stock_dive_site
from .ops import DealSupply, StockSite
from .rules import resumes, runs

__all__ = ["PILE", "KIND", "outcome_text", "left", "outcomes", "seeded_pick", "pending"]

PILE = "reshuffle"
"""The name of the mid-game chance decisions' pile (their outcomes read "reshuffle: ...")."""

KIND = "reshuffle"
"""The kind of their Decision."""


def outcome_text(token: str) -> str:
    """The text of the chance outcome: `token` is the next of the new supply."""
    return f"{PILE}: {token}"


def left(discard: tuple, dealt: tuple) -> Counter:
    """The discard pile's tokens not dealt yet, by name."""
    out = Counter(discard)
    out.subtract(dealt)
    return out


def _ask(t, op: DealSupply, ctx) -> None:
    rest = left(t.token_discard, op.dealt)
    names = [name for name in dict.fromkeys(sorted(t.token_discard)) if rest[name] > 0]
    t.ask(CHANCE, KIND, f"chance: token {len(op.dealt) + 1} of the new supply", op, ctx,
          [outcome_text(name) for name in names], names)


@runs(StockSite)
def _stock(t, op, ctx):
    zone = book(t.content).zones[op.zone]
    if not reshuffles(t, zone):
        stock_dive_site(t, zone)
    elif len(t.token_discard) > 1:
        _ask(t, DealSupply(op.zone, ()), ctx)
    else:
        _finish(t, zone, tuple(t.token_discard))


@resumes(DealSupply)
def _resume_deal(t, d, token):
    dealt = d.op.dealt + (token,)
    t.chance = t.chance + (token,)
    if len(dealt) < len(t.token_discard) - 1:
        _ask(t, DealSupply(d.op.zone, dealt), d.ctx)
        return
    last = tuple(left(t.token_discard, dealt).elements())
    _finish(t, book(t.content).zones[d.op.zone], dealt + last)


def _finish(t, zone, fresh: tuple) -> None:
    # The generator moved on as normal play's shuffle moves it; the site stocked.
    t.rng = seeded.shuffle(t.token_discard, t.rng)[1]
    stock_dive_site(t, zone, fresh)


def pending(state) -> DealSupply | None:
    """The DealSupply of the chance decision waiting at `state`, if one is."""
    d = state.decision
    return d.op if d is not None and d.player == CHANCE else None


def outcomes(state) -> tuple:
    """((Pick, probability), ...) of the chance decision waiting at `state`: each token
    of the discard pile not dealt yet, by its copies left."""
    d = state.decision
    rest = left(state.token_discard, d.op.dealt)
    total = sum(rest[name] for name in d.values)
    return tuple((Pick(text), Fraction(rest[name], total))
                 for text, name in zip(d.options, d.values))


def seeded_pick(state) -> Pick:
    """The token normal play's shuffle of the discard pile puts next."""
    order = seeded.shuffle(state.token_discard, state.rng)[0]
    rest = Counter(state.decision.op.dealt)
    for name in order:
        if rest[name] > 0:
            rest[name] -= 1
        else:
            return Pick(outcome_text(name))
    raise ValueError("the new supply is dealt")     # pragma: no cover
