"""Asking a question again: for each type of op a question can wait on, how the engine
asks it in a position, so that a loaded state's question can be compared with the one
the engine asks there (save_question.py, for `from_json`). Nothing here plays a game.

Most questions are asked by the handler of their op, which changes nothing before it
asks: running it again on the position beneath the question asks it again. The others:
a dive and a decree draw first (the card drawn goes back on its deck, then the handler
runs again); picks, spends, a move's target and a solo display discard are asked by a
resumer from the locals kept in their continuation record, asked again from those."""

from __future__ import annotations

from ..kernel.rules.flow import RepeatMore
from ..model import effects as fx
from ..model.state import Decision, State
from . import ops
from .basic import _give_step, _spend_step, pick
from .draft import QuietDraft
from .modes import mode_of
from .moves import _ask_target
from .run import HANDLERS
from .solo import SOLO

__all__ = ["asked_again", "REASKS"]


def _by_handler(below: State, d: Decision, op=None):
    op = d.op if op is None else op
    t = QuietDraft(below)
    HANDLERS[type(op)](t, op, d.ctx)
    yield t


def _dive(below: State, d: Decision):
    # The dive drew the revealed card, then asked which half: draw it again.
    if below.dive_discard:
        below = below.replace(dive_deck=below.dive_discard[-1:] + below.dive_deck,
                              dive_discard=below.dive_discard[:-1])
    yield from _by_handler(below, d)


def _decree(below: State, d: Decision):
    # Two decrees were drawn, then the question asked which goes into play: the first
    # answer's value is the pair drawn, in the order drawn.
    drawn = d.values[0] if d.values else ()
    if type(drawn) is tuple and len(drawn) == 2 and all(type(c) is str for c in drawn):
        below = below.replace(decree_deck=drawn + below.decree_deck)
    yield from _by_handler(below, d)


def _pick(below: State, d: Decision):
    op = d.op
    if not op.identical:
        t = QuietDraft(below)
        pick(t, d.player, op.remaining, op.allowed, d.ctx, op.src, op.then, op.distinct,
             op.chosen)
        yield t
        return
    # n of one type: a half of a dive card asks it as it is taken. The card is the one
    # whose line the question names (`src`): the revealed card of a dive, or any card
    # whose half an effect takes (`take half of it`, a card in the open or kept). The
    # half and whether its arrow counted are not kept: each that fits is tried.
    follow = op.then
    if type(follow) is not ops.FollowHalf:
        return
    for card in below.content.dive_cards:
        if card.src != op.src:
            continue
        for half, h in enumerate(card.halves):
            if h.kind == "identical" and h.n == op.identical:
                take = ops.TakeHalf(card.name, half, d.player, bool(follow.arrows), (),
                                    follow.then)
                yield from _by_handler(below, d, take)


def _spend(below: State, d: Decision):
    t = QuietDraft(below)
    _spend_step(t, d.player, d.op.remaining, d.op.allowed, d.ctx, d.op.src)
    yield t


def _give(below: State, d: Decision):
    t = QuietDraft(below)
    _give_step(t, d.player, d.op.remaining, d.op.allowed, d.ctx, d.op.src)
    yield t


def _in_order(below: State, d: Decision):
    t = QuietDraft(below)
    HANDLERS[ops.PutInOrder](t, d.op, d.ctx)
    yield t


def _move_to(below: State, d: Decision):
    t = QuietDraft(below)
    _ask_target(t, d.player, d.op.origin, d.op.src, d.ctx)
    yield t


def _display_discard(below: State, d: Decision):
    # Asked as a card leaves a display, by the mode (solo: one of the rest is discarded).
    t = QuietDraft(below)
    mode_of(t).after_taking(t, d.op.display, d.ctx)
    yield t


def _solo_start(below: State, d: Decision):
    if mode_of(below) is SOLO:      # asked only at the start of a solo game
        yield from _by_handler(below, d)


REASKS = {
    ops.DoDive: _dive, fx.DrawDecree: _decree, ops.PickResources: _pick,
    ops.SpendResources: _spend, ops.GiveResources: _give, ops.MoveTo: _move_to,
    ops.DisplayDiscard: _display_discard, ops.PutInOrder: _in_order,
    ops.SoloStart: _solo_start,
    **dict.fromkeys((
        ops.TurnOp, ops.Window, ops.ReactWindow, ops.DiscardOp, ops.ShipPlacement,
        ops.Rearrange, RepeatMore, fx.May, fx.Choose, fx.MoveBuilding, fx.CopyLocation,
        fx.ChooseDock, fx.ChooseSpecialist, fx.Exhaust, fx.Refresh, fx.SwapDemand,
        fx.PickDock, fx.BuildAgain, fx.SwapBuildings, fx.MoveShip, fx.ChooseCard,
        fx.TakeHalfOf, fx.Extreme, fx.AnyPlayer, ops.TakeOver), _by_handler),
}


def asked_again(below: State, d: Decision):
    """Tables on which the engine has asked, in the position `below` (the state without
    `d`), the question `d` would be if it is one the engine asks there: one Draft for
    most questions, each way it could have been asked for a few. Only the ops in REASKS
    ask; for another, none."""
    how = REASKS.get(type(d.op))
    return how(below, d) if how is not None else iter(())
