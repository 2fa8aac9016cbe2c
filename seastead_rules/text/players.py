"""The player selectors in English: whom `each opponent`, `the player to your left`,
`the player with the most X`, `another player of your choice` name, with their block
(effects.py passes its block_phrase), and `take N ... from PLAYER`."""

from __future__ import annotations

from ..lang.compiler import shipped_vocabulary
from ..model import effects as fx
from .phrases import Voice, opposite, thing_noun, verb, what_noun
from .phrases import amount as _amount

__all__ = ["selector_phrase", "take_from_phrase", "named"]

_TIES = {"all": "each of them on a tie", "none": "nobody on a tie",
         "choose": "on a tie, the one {subj} choose{s}"}


def named(e, v: Voice) -> str:
    """The players a selector names, without its block: 'the player to your left'."""
    kind = type(e)
    if kind is fx.Opponent:
        return v.opp
    if kind is fx.EachOpponent:
        return f"each of {v.poss} opponents"
    if kind is fx.Neighbour:
        return f"the player to {v.poss} {e.side}"
    if kind is fx.Extreme:
        # ("": the game's tie rule, which a card may change: its declared default)
        ties = _TIES[e.ties or shipped_vocabulary().ties].format(
            subj=v.subj, s="s" if v.third else "")
        if not e.ties:
            ties += ", unless a card says otherwise"
        most = "most" if e.most else "fewest"
        return f"the player with the {most} {thing_noun(e.counter, 2)} ({ties})"
    if e.you:                                   # AnyPlayer
        return f"a player of {v.poss} choice, {v.obj} included,"
    return f"another player of {v.poss} choice"


def selector_phrase(e, v: Voice, block_phrase) -> str:
    """A selector with its block: 'each of your opponents, from the one to your left,
    takes 1 kelp'."""
    who = named(e, v)
    if type(e) is fx.EachOpponent:
        who += f", from the one to {v.poss} left,"
    return f"{who} {block_phrase(e.body, opposite(v, True))}"


def take_from_phrase(e, v: Voice) -> str:
    """'take 1 resource of your choice from the player to your left'."""
    whose = named(e.source, v).rstrip(",")
    goods = _amount(e.amount, lambda n: what_noun(e.what, n, v), v)
    return f"{verb('take', v)} {goods} from {whose}"
