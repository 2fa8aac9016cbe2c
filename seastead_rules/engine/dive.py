"""The dive action and the location effects that read the revealed dive card.
Rulebook pp. 5-6 (setup, dive, icon key), p. 16 (dive half, dive all)."""

from __future__ import annotations

from ..model import effects as fx
from ..model.names import COLOURS, RESOURCE_TYPES, RESOURCES
from ..model.state import as_player
from . import ops
from .basic import pick
from .counts import holds
from .draft import Draft
from .feasible import gives
from .hooks import ask, explain
from .modes import mode_of
from .run import HANDLERS, resumes, runs
from .tokens import gain

__all__ = ["revealed"]


def revealed(t: Draft):
    """The revealed dive card (top of the discard pile), or None."""
    return t.content.dive[t.dive_discard[-1]] if t.dive_discard else None


@runs(ops.DoDive)
def _dive(t: Draft, op, ctx):
    if not t.dive_deck:
        # Only reachable through decrees: the dive reveals and gives nothing. See docs/rulings.md.
        t.say(ctx.player, "{} dives, but the dive deck is empty",
              COLOURS[ctx.player], src="rulebook p. 6")
        return
    if t.content.binds_dive:           # its hooks read what the dive gives the diver
        t.tally = (ctx.player, (0, 0, 0, 0))
    card_name = t.draw("dive_deck")
    t.put_card("dive_discard", card_name)
    card = t.content.dive[card_name]
    t.say(ctx.player, "{} dives and reveals {} ({} | {})",
          COLOURS[ctx.player], card_name, card.halves[0].text, card.halves[1].text, src=card.src)
    forced = mode_of(t).forced_half(card)       # (solo: the half of your choice, p. 15)
    if card.halves[0] == card.halves[1] or forced >= 0:
        _orient(t, ctx, card_name, forced if forced >= 0 else 0)
        return
    t.ask(ctx.player, "half", f"{COLOURS[ctx.player]}: which half of {card_name} do you take?", op,
          ctx, [f"half {i + 1}: {h.text}" for i, h in enumerate(card.halves)], (0, 1))


@resumes(ops.DoDive)
def _resume_dive(t: Draft, d, half):
    _orient(t, d.ctx, t.dive_discard[-1], half)


def _orient(t: Draft, ctx, card_name, half):
    """The diver takes `half`, the opponent the other: diver first. Rulebook pp. 6, 10."""
    me = ctx.player
    t.set_dive_face(me if half == 0 else 1 - me)
    # The opponent takes the other half (solo: the Boss's half goes onto the board).
    other = mode_of(t).other_half(card_name, 1 - half, me)
    take = ops.new_take_half(card_name, half, me, then=other)
    bonus = ask(t, "dive-bonus", 0, ctx)
    if bonus <= 0:
        _take_half(t, take, ctx)        # at once: nothing comes before it (see run.py)
        return
    # A decree's bonus comes first; the decree that grants it is its cause in the log.
    t.push((take,), ctx)
    why = explain(t, "dive-bonus", 0, (), ctx)[1]
    t.push((fx.Take(fx.Num(bonus), fx.What("any"), src=why[-1].src if why else ""),), ctx)


@runs(ops.TakeHalf)
def _take_half(t: Draft, op, ctx):
    card = t.content.dive[op.card]
    half, other = card.halves[op.half], card.halves[1 - op.half]
    player = op.player
    me = as_player(ctx, player)
    arrows = ()
    if op.arrow and half.arrow is not None and holds(t, half.arrow.cond, me):
        arrows = (half.arrow,)
    # Once this half is taken: its arrow, then the other half (which learns the types chosen).
    follow = ops.new_follow_half(arrows, op.then)
    kind = half.kind
    if kind == "fixed":
        for r in RESOURCE_TYPES:
            if half.resources[r]:
                gain(t, player, r, half.resources[r], card.src)
        _follow(t, follow, me)
    elif kind == "any":
        pick(t, player, half.n, RESOURCE_TYPES, me, card.src, then=follow)
    elif kind == "different":
        # Two 'different' halves may not share a type; the first taker chooses first. p. 6.
        exclude = op.exclude if other.kind == "different" else ()
        allowed = tuple(r for r in RESOURCE_TYPES if r not in exclude)
        pick(t, player, half.n, allowed, me, card.src, then=follow, distinct=True)
    else:  # identical: n of one type
        options = []
        for r in RESOURCE_TYPES:
            if t.supply[r] > 0:
                options.append(r)
        if len(options) <= 1:
            for r in options:
                gain(t, player, r, half.n, card.src)
            _follow(t, follow.excluding(tuple(options)), me)
            return
        t.ask(player, "take", f"{COLOURS[player]}: take {half.n} of which resource?",
              ops.new_pick(1, (0, 1, 2, 3), False, half.n, (), follow, card.src), me,
              [f"take {half.n} {RESOURCES[r]}" for r in options], options)


@runs(ops.FollowHalf)
def _follow(t: Draft, op, ctx):
    if op.then is not None:
        then = op.then.excluding(op.exclude)        # TakeHalf or BossHalf
        if not op.arrows:
            HANDLERS[type(then)](t, then, ctx)
            return
        t.push((then,), ctx)
    for arrow in op.arrows:
        t.say(ctx.player, "the conditional arrow on {}'s half applies",
              COLOURS[ctx.player], src=arrow.src)
        t.push(arrow.effect, ctx)


@gives(fx.DiveHalf, fx.DiveAll)
def _dive_gives(t: Draft, e, ctx):
    # Something to take: a revealed card, and its half (or halves) not all out of supply.
    card = revealed(t)
    if card is None:
        return False
    halves = card.halves if isinstance(e, fx.DiveAll) else \
        (card.halves[0 if t.dive_face == ctx.player else 1],)
    supply = t.supply
    for h in halves:
        fixed = h.kind == "fixed"
        for r in RESOURCE_TYPES:
            if supply[r] > 0 and (h.resources[r] or not fixed):
                return True
    return False


@runs(fx.DiveHalf)
def _dive_half(t: Draft, e, ctx):
    card = revealed(t)
    if card is None:
        return
    # Your half is the one that faced you; the other half's arrow is ignored. Rulebook p. 16.
    half = 0 if t.dive_face == ctx.player else 1
    t.say(ctx.player, "{} takes again their half of {}", COLOURS[ctx.player], card.name, src=e.src)
    t.push((ops.TakeHalf(card.name, half, ctx.player),), ctx)


@runs(fx.DiveAll)
def _dive_all(t: Draft, e, ctx):
    card = revealed(t)
    if card is None:
        return
    # Both halves, without their conditional arrows. See docs/rulings.md.
    t.say(ctx.player, "{} takes both halves of {}", COLOURS[ctx.player], card.name, src=e.src)
    second = ops.TakeHalf(card.name, 1, ctx.player, arrow=False)
    t.push((ops.TakeHalf(card.name, 0, ctx.player, arrow=False, then=second),), ctx)
