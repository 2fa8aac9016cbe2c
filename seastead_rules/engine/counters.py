"""Counters: the content's own (`counter tides shared from 0 to 4`) and those the engine
keeps for the rules of newer cards: `score` (the points track), `skip` and `extra`
(turns to skip, an extra turn due). A counter is kept in its range; `when NAME reaches
N` hooks hear it rise or fall to N or past it. A state holds a counter only once it
differs from its start (`State.counters`), so a game that uses none keeps none."""

from __future__ import annotations

from ..model import cards
from ..model import effects as fx
from ..model.names import COLOURS
from ..model.state import new_ctx
from . import ops
from .counts import BUILT_IN, counter_spec, counter_value, holds, number
from .draft import Draft
from .events import running, tile_of
from .run import runs

__all__ = ["counter_value", "change_counter", "BUILT_IN"]

def change_counter(t: Draft, name: str, player: int, value: int, src: str = "") -> None:
    """Set a counter (the shared one, or `player`'s), kept in its range; `reaches`
    hooks hear the change."""
    shared, low, high, start = counter_spec(t, name)
    old = counter_value(t, name, player)
    new = low if value < low else high if value > high else value
    if new == old:
        return
    held = dict(t.counters)
    values = held.get(name) or ((start,) if shared else (start, start))
    values = (new,) if shared else tuple(new if p == player else v for p, v in enumerate(values))
    held[name] = values
    t.counters = tuple(sorted(held.items()))
    if name not in BUILT_IN:
        whose = "" if shared else f"{COLOURS[player]}'s "
        t.say(player, "{}{} goes from {} to {}", whose, name, old, new, src=src)
        _reached(t, name, player, old, new)


def _reached(t: Draft, name: str, player: int, old: int, new: int) -> None:
    # The `when NAME reaches N` rules in force whose N the change reached or passed.
    low, high = (old, new) if old < new else (new, old)
    found = []
    if t.decrees:
        decree = t.decrees[-1]
        found += [(f"decree {decree}", i, r, player)
                  for i, r in enumerate(t.content.decree[decree].hooks)]
    for side in t.sides:
        found += [(f"side {side}", i, r, player)
                  for i, r in enumerate(t.content.side[side].rules)]
    for owner in (0, 1):
        for card, up in t.players[owner].specialists:
            if up:
                found += [(f"specialist {card}", i, r, owner)
                          for i, r in enumerate(t.content.specialist[card].rules)]
    for card, i, rule, runner in reversed(found):
        if type(rule) is not cards.Reaches or rule.counter != name:
            continue
        if not (low <= rule.value <= high and rule.value != old):
            continue
        ctx = new_ctx(runner, tile_of(t, card, -1), -1, -1, "", False, rule.src)
        if holds(t, rule.cond, ctx) and not running(t, (card, i)):
            t.push(rule.effect + (ops.Heard((card, i)),), ctx)


@runs(fx.Add)
def _add(t: Draft, e, ctx):
    player = ctx.player
    change_counter(t, e.counter, player,
                   counter_value(t, e.counter, player) + number(t, e.amount, ctx), e.src)


@runs(fx.Subtract)
def _subtract(t: Draft, e, ctx):
    player = ctx.player
    change_counter(t, e.counter, player,
                   counter_value(t, e.counter, player) - number(t, e.amount, ctx), e.src)


@runs(fx.SetCounter)
def _set(t: Draft, e, ctx):
    change_counter(t, e.counter, ctx.player, e.value, e.src)


@runs(fx.Score)
def _score(t: Draft, e, ctx):
    # Points on the points track, added to the score sheet at the end. Rulebook p. 12.
    n = number(t, e.amount, ctx)
    if n <= 0:
        return
    player = ctx.player
    change_counter(t, "score", player, counter_value(t, "score", player) + n)
    t.say(player, "{} scores {} {}", COLOURS[player], n, "point" if n == 1 else "points",
          src=e.src)
