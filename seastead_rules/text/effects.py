"""Effects in English: each effect record and block as a clause ("take 1 kelp") or a
sentence ("Take 1 kelp."). The public module is cardtext.py."""

from __future__ import annotations

from attrs import evolve

from ..model import effects as fx
from ..model.names import KINDS
from .conds import cond_phrase
from .phrases import (
    YOU,
    Voice,
    count_words,
    counter_name,
    for_each,
    opposite,
    verb,
    what_noun,
)
from .phrases import amount as _amount
from .phrases import noun as _noun
from .piles import choose_card, dig, put_it, rest
from .players import selector_phrase, take_from_phrase

__all__ = ["effect_phrase", "block_phrase", "effect_text", "block_text", "cond_text",
           "sentence", "choose_labels", "RENDERED"]


def sentence(phrase: str) -> str:
    """A clause as a sentence: a capital first letter and a full stop."""
    phrase = phrase.strip()
    if not phrase:
        return ""
    return phrase[0].upper() + phrase[1:] + ("" if phrase.endswith(".") else ".")


def _take(e, v):
    return f"{verb('take', v)} {_amount(e.amount, lambda n: what_noun(e.what, n, v), v)}"


def _spend(e, v):
    return f"{verb('spend', v)} {e.amount} {what_noun(e.what, e.amount, v, spending=True)}"


def _lead(v) -> str:
    """'may' after a subject already said, else the subject with it: 'you may'."""
    return f"{v.subj} may" if v.named or not v.third else "may"


def _cleanup(e, v):
    return f"{verb('take', v)} {_amount(e.amount, lambda n: _noun('cleanup token', n), v)}"


def _discard(e, v):
    return f"{verb('discard', v)} down to {e.limit} {_noun('resource', e.limit)}"


def _may(e, v):
    return f"{_lead(v)} {block_phrase(e.body, _base(v))}"


def _repeat(e, v):
    body = block_phrase(e.body, v)
    return f"{body}{',' if len(e.body) > 1 else ''} {count_words(e.times)}"


def _repeat_up_to(e, v):
    times = count_words(e.times).replace("once", "1 time")
    return f"up to {times}, {_lead(v)} {block_phrase(e.body, _base(v))}"


def _choose(e, v):
    options = [block_phrase(o, v) for o in e.options]
    return "either " + ", ".join(options[:-1]) + " or " + options[-1]


def _if(e, v):
    text = f"if {cond_phrase(e.cond, v)}, {block_phrase(e.then, v)}"
    if e.otherwise:
        text += f", otherwise {block_phrase(e.otherwise, v)}"
    return text


def _each(e, v):
    return f"each player, starting with {v.obj}, {block_phrase(e.body, opposite(v, True))}"


def _opponent(e, v):
    return f"{v.opp} {block_phrase(e.body, opposite(v))}"


def _move(e, v):
    kinds = " or ".join(_noun(KINDS[k], 2) for k in e.kinds)
    whose = {"you": f"one of {v.poss}", "opponent": f"one of {v.opp_poss}",
             "anyone": "one of the"}[e.who]
    return f"{verb('move', v)} {whose} {kinds} to a location without a building"


def _pick_dock(e, v):
    return f"{verb('choose', v)} one of {v.poss} dock tiles, then {block_phrase(e.body, v)}"


def _give(e, v):
    if e.what.mode == "taken":
        goods = f"{e.amount} {what_noun(e.what, e.amount, v, spending=True)}"
    else:
        goods = f"{e.amount} {what_noun(e.what, e.amount, v)}"
    return f"{verb('give', v)} {v.opp} {goods}"


def _score(e, v):
    return f"{verb('score', v)} {_amount(e.amount, lambda n: _noun('point', n), v)}"


def _per(num, v) -> str:
    """The `per` and `max` of a number: ' for each port on this flotilla (at most 3)'."""
    text = "" if num.per is None else " " + for_each(num.per, v)
    return text + ("" if num.cap is None else f" (at most {num.cap})")


def _add(e, v):
    if e.counter in v.shared:
        return f"{e.counter} goes up by {e.amount.base}{_per(e.amount, v)}"
    return f"{verb('add', v)} {e.amount.base} to {v.poss} {e.counter}{_per(e.amount, v)}"


def _subtract(e, v):
    if e.counter in v.shared:
        return f"{e.counter} goes down by {e.amount.base}{_per(e.amount, v)}"
    return f"{verb('take', v)} {e.amount.base} off {v.poss} {e.counter}{_per(e.amount, v)}"


def _set_counter(e, v):
    if e.counter in v.shared:
        return f"{e.counter} is set to {e.value}"
    return f"{verb('set', v)} {counter_name(fx.Counter('you', e.counter), v)} to {e.value}"


def _build_again(e, v):
    paying = ", paying the printed cost without discounts" if e.printed else ""
    return f"{verb('build', v)} once more this turn{paying}"


def _adjust(e, v):
    more = "more" if e.amount >= 0 else "less"
    return f"{verb('make', v)} the build cost {abs(e.amount)} {more}"


def _move_ship(e, v):
    whose = {"you": v.poss, "opponent": v.opp_poss, "anyone": "the"}[e.who]
    where = {"here": f" on {v.place} flotilla", "elsewhere": " on another flotilla",
             "": ""}[e.where]
    to = {"another": " of another flotilla", "this": f" of {v.place} flotilla", "": ""}[e.to]
    return f"{verb('move', v)} one of {whose} ships{where} to an empty location{to}"


def _buildings(who, kinds, where, v, alike=False):
    whose = {"you": v.poss, "opponent": v.opp_poss, "anyone": "the"}[who]
    names = "buildings of the same kind" if alike else \
        " or ".join(_noun(KINDS[k], 2) for k in kinds)
    place = {"here": f" on {v.place} flotilla", "elsewhere": " on another flotilla",
             "": ""}[where]
    return f"one of {whose} {names}{place}"


def _swap(e, v):
    alike = e.alike and set(e.other_kinds) >= set(e.kinds)
    tail = " of the same kind" if e.alike and not alike else ""
    return (f"{verb('swap', v)} {_buildings(e.who, e.kinds, e.where, v)} with "
            f"{_buildings(e.other, e.other_kinds, e.other_where, v, alike)}{tail}")


_SIMPLE = {
    fx.ChooseDock: ("take", "a dock tile from the display and attach it to {place} port"),
    fx.ChooseSpecialist: ("take", "a specialist from the display, face up"),
    fx.PlaceShip: ("put", "one of {poss} ships into play"),
    fx.RearrangeShips: ("move", "any of {poss} ships in play to empty locations"),
    fx.Exhaust: ("exhaust", "one of {poss} face-up specialists"),
    fx.Refresh: ("turn", "one of {poss} exhausted specialists face up"),
    fx.CopyLocation: ("use", "the effect of another location where {subj} {has} a building"),
    fx.DiveHalf: ("take", "{poss} half of the revealed dive card again"),
    fx.DiveAll: ("take", "both halves of the revealed dive card"),
    fx.SwapDemand: ("swap", "two unlocked demand tokens and move the lock onto one of them"),
    fx.LockDemand: ("lock", "the demand token of {place} flotilla (the locked one is "
                            "unlocked)"),
    fx.DrawDecree: ("draw", "two decrees, put one into play and the other at the bottom "
                            "of the decree deck"),
    fx.Nothing: ("do", "nothing"),
    fx.SkipTurn: ("skip", "{poss} next turn"),
    fx.ExtraTurn: ("take", "another turn after this one"),
    fx.DiveAgain: ("dive", "again"),
    fx.TakeHalfOf: ("take", "one half of it"),
}

_ROTATE = ("next flotilla (4 to 1)", "previous flotilla (1 to 4)")

_PHRASES = {
    fx.Take: _take, fx.Spend: _spend, fx.Cleanup: _cleanup, fx.DiscardTo: _discard,
    fx.May: _may, fx.Repeat: _repeat, fx.RepeatUpTo: _repeat_up_to, fx.Choose: _choose,
    fx.If: _if, fx.EachPlayer: _each, fx.Opponent: _opponent, fx.MoveBuilding: _move,
    fx.PickDock: _pick_dock, fx.Give: _give, fx.Score: _score, fx.Add: _add,
    fx.Subtract: _subtract, fx.SetCounter: _set_counter, fx.BuildAgain: _build_again,
    fx.Adjust: _adjust, fx.MoveShip: _move_ship, fx.SwapBuildings: _swap,
    fx.Reveal: lambda e, v: dig(e, v, "reveal", effect_phrase),
    fx.Look: lambda e, v: dig(e, v, "look at", effect_phrase),
    fx.Rest: rest, fx.ChooseCard: lambda e, v: choose_card(e, v, effect_phrase),
    fx.PutIt: put_it,
    **dict.fromkeys((fx.EachOpponent, fx.Neighbour, fx.Extreme, fx.AnyPlayer),
                    lambda e, v: selector_phrase(e, v, block_phrase)),
    fx.TakeFrom: take_from_phrase,
    fx.EndGame: lambda e, v: "the game ends when this round is over",
    fx.RotateDemand: lambda e, v: f"every demand token moves to the {_ROTATE[e.back]}, "
                                  "the locked one staying locked",
}
# Effects whose text says its own subject (or needs none): no 'they' put before them.
_OWN_SUBJECT = frozenset({fx.May, fx.Repeat, fx.RepeatUpTo, fx.Choose, fx.If,
                          fx.EachPlayer, fx.Opponent, fx.EachOpponent, fx.Neighbour,
                          fx.Extreme, fx.AnyPlayer, fx.EndGame, fx.RotateDemand})
_COUNTING = frozenset({fx.Add, fx.Subtract, fx.SetCounter})

RENDERED = frozenset(_PHRASES) | frozenset(_SIMPLE)
"""Every effect record type that has a rendering (the test checks it is all of them)."""


def _base(v: Voice) -> Voice:
    """The voice after 'may': the verb in its plain form ('each player may take')."""
    return evolve(v, third=False, named=False) if v.third or v.named else v


def effect_phrase(effect, v: Voice = YOU) -> str:
    """One effect as a clause: 'take 1 resource of your choice'."""
    kind = type(effect)
    simple = _SIMPLE.get(kind)
    if simple is not None:
        rest = simple[1].format(place=v.place, poss=v.poss, subj=v.subj, has=v.has())
        text = f"{verb(simple[0], v)} {rest}"
    else:
        handler = _PHRASES.get(kind)
        if handler is None:
            raise TypeError(f"no card text for {type(effect).__name__}")
        text = handler(effect, v)
    if v.named and kind not in _OWN_SUBJECT and not (
            kind in _COUNTING and effect.counter in v.shared):
        return f"{v.subj} {text}"
    return text


def block_phrase(block, v: Voice = YOU) -> str:
    """A block as one clause: 'spend 1 resource to take 1 cleanup token',
    'draw ..., then you may take 2 cleanup tokens'."""
    parts = []
    i = 0
    while i < len(block):
        e = block[i]
        if type(e) is fx.Spend and i + 1 < len(block) and type(block[i + 1]) in (
                fx.Take, fx.Cleanup, fx.Adjust):
            # "spend X; take Y" reads as a trade: the second verb in its plain form
            parts.append(f"{effect_phrase(e, v)} to {effect_phrase(block[i + 1], _base(v))}")
            i += 2
        else:
            parts.append(effect_phrase(e, v))
            i += 1
        if v.named:       # the subject is said once: 'they take 1 kelp, then score 2'
            v = evolve(v, named=False)
    if not parts:
        return f"{verb('do', v)} nothing"
    return ", then ".join(parts)


def effect_text(effect, v: Voice = YOU) -> str:
    """One effect as a sentence: 'Take 1 resource of your choice.'"""
    return sentence(effect_phrase(effect, v))


def block_text(block, v: Voice = YOU) -> str:
    """A block as a sentence: 'You may take 2 cleanup tokens.'"""
    return sentence(block_phrase(block, v))


def cond_text(cond, v: Voice = YOU) -> str:
    """A condition as a clause: 'you have 2 or more ships'."""
    return cond_phrase(cond, v)


def choose_labels(options, v: Voice = YOU) -> tuple:
    """The option texts of a 'choose': one clause each, made distinct when two blocks
    read the same in English."""
    labels = [block_phrase(o, v) for o in options]
    if len(set(labels)) < len(labels):
        labels = [f"{label} (option {i + 1})" for i, label in enumerate(labels)]
    return tuple(labels)
