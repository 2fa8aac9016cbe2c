"""Effects on card piles in English: reveal or look at the top dive cards, choose one,
put cards back, keep them. cardtext_effects.py calls these with its `effect_phrase`."""

from __future__ import annotations

from attrs import evolve

from ..model import effects as fx
from .phrases import Voice, verb

__all__ = ["dig", "rest", "choose_card", "put_it"]


def dig(e, v: Voice, word: str, phrase) -> str:
    """'look at the top 3 dive cards, then put them back on top of the dive deck in any
    order'; `phrase(effect, voice)` renders the other effects of the block."""
    head, _, at = word.partition(" ")
    cards = f"the top {e.count} dive cards" if e.count > 1 else "the top dive card"
    parts, left, after = [], e.count, evolve(v, named=False)    # (the subject said once)
    for step in e.body:
        if type(step) is fx.Rest:
            parts.append(rest(step, after, _rest_of(e.count, left)))
        elif type(step) is fx.ChooseCard and not step.from_kept and e.count == 1:
            parts += [phrase(inner, after) for inner in step.body]   # (the one card: 'it')
        else:
            parts.append(phrase(step, after))
        if type(step) is fx.ChooseCard and not step.from_kept and any(
                type(inner) is fx.PutIt for inner in step.body):
            left -= 1
    body = ", then ".join(parts) or f"{verb('do', v)} nothing"
    return f"{verb(head, v)}{' ' + at if at else ''} {cards}, then {body}"


def _rest_of(count: int, left: int) -> str:
    """What 'the rest' of the cards in the open are: 'them', 'it', 'the other card'."""
    if left == count:
        return "it" if count == 1 else "them"
    return "the other card" if left == 1 else "the other cards"


_PLACES = {"top": "on top of the dive deck", "bottom": "at the bottom of the dive deck",
           "discard": "on the dive discard pile"}


def rest(e, v: Voice, cards: str = "the rest") -> str:
    """'put them back on top of the dive deck in any order', 'keep it face down ...'."""
    if e.place == "kept":
        return f"{verb('keep', v)} {cards} face down beside {v.poss} board"
    order = " in any order" if e.any_order else ""
    back = " back" if e.place == "top" else ""
    return f"{verb('put', v)} {cards}{back} {_place(e.place)}{order}"


def _place(place: str) -> str:
    # A place of the dive deck, or a face-up pile (by its name: 'the salvage row').
    return _PLACES.get(place) or f"face up in the {place} row"


def choose_card(e, v: Voice, phrase) -> str:
    """'choose one of them, take one half of it and put it on the dive discard pile'."""
    among = f"one of {v.poss} kept cards" if e.from_kept else \
        f"one of the cards of the {e.pile} row" if e.pile else "one of them"
    first = f"{verb('choose', v)} {among}"
    after = evolve(v, named=False)          # the subject is said once
    parts = [first] + [phrase(step, after) for step in e.body]
    return ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else parts[0]


def put_it(e, v: Voice) -> str:
    """'put it on the dive discard pile', 'keep it face down beside your board'."""
    if e.place == "kept":
        return f"{verb('keep', v)} it face down beside {v.poss} board"
    return f"{verb('put', v)} it {_place(e.place)}"
