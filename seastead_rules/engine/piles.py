"""Effects on the dive deck as a pile of cards: reveal or look at its top cards, choose
one ('it'), take a half of it, put cards on the top or the bottom of the deck, on the
discard pile or face down beside a board (kept), in an order of the player's choice.

Who knows what: revealed cards are seen by both players, looked-at cards by the looker
only; cards put in the face-up pile (the salvage row) by both, and they stay there,
face up between turns, until a card takes them (`choose card from salvage`). A card put
back on the deck is known (where it lies) to those who saw it and to nobody else; a kept
card is known to its keeper, its back (the deck part) to both (`State.known`,
`State.kept`; observe.py shows each player what they know)."""

from __future__ import annotations

from ..model import effects as fx
from ..model.names import COLOURS
from ..model.state import as_player, new_ctx
from . import ops
from .draft import Draft
from .feasible import check
from .run import resumes, runs

__all__ = ["put_cards"]

_WHERE = {"top": "on top of the dive deck", "bottom": "at the bottom of the dive deck",
          "discard": "on the dive discard pile", "kept": "face down beside their board"}


@runs(fx.Reveal, fx.Look)
def _dig(t: Draft, e, ctx):
    n = min(e.count, len(t.dive_deck))
    if n == 0:
        t.say(ctx.player, "the dive deck is empty: there is nothing to take", src=e.src)
        return
    cards = tuple(t.draw("dive_deck") for _ in range(n))
    seen = -1 if type(e) is fx.Reveal else ctx.player
    outer = t.dive_open
    if outer:
        # Inside another pile's block (its `choose card`, or a hook it set off): that
        # pile's open cards are set aside, seen by whoever saw them, while this block
        # works on its own cards; they come back into the open when it is done.
        t.set_outer_open(t.outer_open + ((outer, t.open_to),))
    t.set_open(cards, seen)
    if seen < 0:
        t.say(ctx.player, "{} reveals {}", COLOURS[ctx.player], ", ".join(cards), src=e.src)
    else:
        t.say(ctx.player, "{} looks at the top {} dive {}", COLOURS[ctx.player], n,
              "card" if n == 1 else "cards", src=e.src)
    t.push(e.body + (_STASHED if outer else _DONE), ctx)


_DONE, _STASHED = (ops.OpenDone(),), (ops.OpenDone(True),)


@runs(ops.OpenDone)
def _open_done(t: Draft, op, ctx):
    # Cards the block left in the open go back on top, in the order they were taken;
    # then the outer pile's cards set aside come back into the open.
    if t.dive_open:
        put_cards(t, ctx.player, t.dive_open, "top", "")
    if op.stashed and t.outer_open:
        cards, seen = t.outer_open[-1]
        t.set_outer_open(t.outer_open[:-1])
        t.set_open(cards, seen)


def put_cards(t: Draft, player: int, cards, place: str, src: str) -> None:
    """Put open (or kept) cards on a place in this order, the first one nearest the top
    of the deck (on top: the first is the new top card)."""
    if not cards:
        return
    seen_by = _seen_by(t, player, cards)
    _leave(t, player, cards)
    if place == "top":
        for card in reversed(cards):
            t.put_card_on_top("dive_deck", card)
    elif place == "bottom":
        for card in cards:
            t.put_card("dive_deck", card)
    elif place == "discard":
        for card in cards:
            t.put_card("dive_discard", card)
    elif place in t.content.vocabulary.face_up:
        t.set_face_up(t.face_up + tuple(cards))
        t.say(player, "{} puts {} face up in the {} row", COLOURS[player], ", ".join(cards),
              place, src=src)
        return
    else:
        kept = t.kept[player] if t.kept else ()
        t.set_kept(player, kept + tuple(cards))
    if place in ("top", "bottom"):
        _learn(t, cards, seen_by)
    # Cards only the looker saw are named to nobody (the open is empty by now: seen_by).
    if place == "discard" or len(seen_by) == 2 and place != "kept":
        t.say(player, "{} puts {} {}", COLOURS[player], ", ".join(cards), _WHERE[place], src=src)
    else:
        n = len(cards)
        t.say(player, "{} puts {} {} {}", COLOURS[player], n, "card" if n == 1 else "cards",
              _WHERE[place], src=src)


def _seen_by(t: Draft, player: int, cards) -> tuple:
    """Who has seen these cards: both players for revealed ones, the looker for looked-at
    ones, the keeper for kept ones."""
    if all(c in t.dive_open for c in cards):
        return (0, 1) if t.open_to < 0 else (t.open_to,)
    if all(c in t.face_up for c in cards):
        return (0, 1)
    return (player,)


def _leave(t: Draft, player: int, cards) -> None:
    # The cards leave the open (or the player's kept cards).
    open_ = tuple(c for c in t.dive_open if c not in cards)
    if len(open_) != len(t.dive_open):
        t.set_open(open_, t.open_to)
    if t.kept and any(c in t.kept[player] for c in cards):
        t.set_kept(player, tuple(c for c in t.kept[player] if c not in cards))
    if t.face_up and any(c in t.face_up for c in cards):
        t.set_face_up(tuple(c for c in t.face_up if c not in cards))


def _learn(t: Draft, cards, seen_by: tuple) -> None:
    # Those who saw the cards go into the deck know where; the others know no longer.
    known = [list(k) for k in (t.known or ((), ()))]
    for p in (0, 1):
        known[p] = [c for c in known[p] if c not in cards]
        if p in seen_by:
            known[p] += list(cards)
    t.set_known(tuple(tuple(k) for k in known))


@runs(fx.Rest)
def _rest(t: Draft, e, ctx):
    cards = t.dive_open
    if len(cards) <= 1 or not e.any_order:
        put_cards(t, ctx.player, cards, e.place, e.src)
        return
    _order(t, ops.PutInOrder(e.place, (), e.src), ctx)


@runs(ops.PutInOrder)
def _order(t: Draft, op, ctx):
    # The player names the cards in order, nearest the top first; the last goes as is.
    left = [c for c in t.dive_open if c not in op.chosen]
    if len(left) <= 1:
        put_cards(t, ctx.player, op.chosen + tuple(left), op.place, op.src)
        return
    which = "goes on top" if not op.chosen else "comes next"
    t.ask(ctx.player, "order", f"{COLOURS[ctx.player]}: which card {which}? (they go "
          f"{_WHERE[op.place].replace('their', 'your')})", op, ctx,
          [f"card {c}" for c in left], left)


@resumes(ops.PutInOrder)
def _resume_order(t: Draft, d, card):
    _order(t, ops.PutInOrder(d.op.place, d.op.chosen + (card,), d.op.src), d.ctx)


@check(fx.ChooseCard)
def _can_choose(t: Draft, e, ctx):
    return bool(_choosable(t, e, ctx))


def _choosable(t: Draft, e, ctx) -> tuple:
    if e.from_kept:
        return t.kept[ctx.player] if t.kept else ()
    if e.pile:
        return t.face_up
    return t.dive_open


@runs(fx.ChooseCard)
def _choose_card(t: Draft, e, ctx):
    cards = _choosable(t, e, ctx)
    if not cards:
        return
    if len(cards) == 1:
        _chosen(t, e, ctx, cards[0])
        return
    t.ask(ctx.player, "card", f"{COLOURS[ctx.player]}: choose a card", e, ctx,
          [f"card {c}" for c in cards], cards)


@resumes(fx.ChooseCard)
def _resume_choose_card(t: Draft, d, card):
    _chosen(t, d.op, d.ctx, card)


def _chosen(t: Draft, e, ctx, card: str) -> None:
    t.push(e.body, new_ctx(ctx.player, ctx.flotilla, ctx.location, ctx.kind, ctx.dock,
                           ctx.copying, ctx.src, ctx.bound, card))


@runs(fx.PutIt)
def _put_it(t: Draft, e, ctx):
    if ctx.card and (ctx.card in t.dive_open or t.kept and ctx.card in t.kept[ctx.player]
                     or ctx.card in t.face_up):
        put_cards(t, ctx.player, (ctx.card,), e.place, e.src)


@runs(fx.TakeHalfOf)
def _take_half_of(t: Draft, e, ctx):
    if not ctx.card:
        return
    card = t.content.dive[ctx.card]
    t.ask(ctx.player, "half", f"{COLOURS[ctx.player]}: which half of {card.name} do you take?",
          e, ctx, [f"half {i + 1}: {h.text}" for i, h in enumerate(card.halves)], (0, 1))


@resumes(fx.TakeHalfOf)
def _resume_take_half_of(t: Draft, d, half):
    # One half, without its arrow (as `dive all`, docs/rulings.md); nobody takes the other.
    if len(_seen_by(t, d.player, (d.ctx.card,))) == 2:
        t.say(d.player, "{} takes half {} of {}", COLOURS[d.player], half + 1, d.ctx.card,
              src=d.op.src)
    else:           # (a card only they have seen: what they take shows, not its name)
        t.say(d.player, "{} takes half {} of a card only they have seen", COLOURS[d.player],
              half + 1, src=d.op.src)
    t.push((ops.TakeHalf(d.ctx.card, half, d.player, arrow=False),), as_player(d.ctx, d.player))
