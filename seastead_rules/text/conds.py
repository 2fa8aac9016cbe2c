"""Conditions in English: comparisons of counts, the building and the token in question,
what dive cards show, counters of the content's own, and what an event did ('if they
took 3 or more resources'). The public module is cardtext.py."""

from __future__ import annotations

from ..model import effects as fx
from ..model.names import COUNTED, RESOURCES
from .phrases import (
    YOU,
    Voice,
    amount_words,
    card_phrase,
    card_shows,
    counter_name,
    kind_article,
    noun,
    owner,
    thing_noun,
    where,
)

__all__ = ["cond_phrase", "token_words", "split_token"]

_AT_LEAST = {">=": "{} or more", "<=": "{} or fewer", ">": "more than {}",
             "<": "fewer than {}", "==": "exactly {}", "!=": "other than {}"}
_COST = {">=": "{} or more", "<=": "{} or less", ">": "more than {}", "<": "less than {}",
         "==": "exactly {}", "!=": "other than {}"}
_VERSUS = {">": "more {} than", "<": "fewer {} than", ">=": "at least as many {} as",
           "<=": "at most as many {} as", "==": "as many {} as",
           "!=": "not as many {} as"}
_HIGHER = {">": "higher than", "<": "lower than", ">=": "at least as high as",
           "<=": "at most as high as", "==": "the same as", "!=": "not the same as"}
_FLIP = {"<": ">", ">": "<", "<=": ">=", ">=": "<=", "==": "==", "!=": "!="}
_NEGATE = {"<": ">=", ">": "<=", "<=": ">", ">=": "<", "==": "!=", "!=": "=="}
_BOARD = {"port", "academy", "shipyard", "building", "ship", "dock"}


def _own(c) -> bool:
    """Whether a value is a counter of the content's own (declared in a .sea file)."""
    return type(c) is fx.Counter and c.thing not in COUNTED


def _amount(n: int, op: str, v: Voice) -> str:
    """What the event in question did: 'they took 3 or more resources'."""
    words = amount_words(v)
    if words is not None:
        thing, done = words
        how = "no" if n == 0 and op in ("==", "<=") else _AT_LEAST[op].format(n)
        return f"{v.actor or v.subj} {done} {how} " \
               f"{noun(thing, 1 if op == '==' and n == 1 else 2)}"
    if v.event in ("build", "before-build"):
        tense = "costs" if v.event == "before-build" else "cost"
        return f"the build {tense} {_COST[op].format(n)}"
    return f"the amount is {_COST[op].format(n)}"


def _holding(c: fx.Counter, n: int, op: str, v: Voice) -> str:
    """'you have 2 or more ships', 'this location costs 4 or more'."""
    if c.thing == "points":
        how = str(n) if op == "==" else _AT_LEAST[op].format(n)
        return f"{v.place} location is worth {how} {noun('point', n)}"
    if c.thing == "cost":
        return f"{v.place} location costs {_COST[op].format(n)}"
    if c.thing == "amount":
        return _amount(n, op, v)
    if _own(c):
        return f"{counter_name(c, v)} is {_COST[op].format(n)}"
    if op == ">":                               # 'more than 0 buildings' reads '1 or more'
        op, n = ">=", n + 1
    how = "no" if n == 0 and op in ("==", "<=") else _AT_LEAST[op].format(n)
    one = op == "==" and n == 1
    things = thing_noun(c, 1 if one else 2) + where(c, v)
    if c.who == "anyone" and c.thing in _BOARD:
        place = "" if c.here else " on the board"
        return f"there {'is' if one else 'are'} {how} {things}{place}"
    subject, has = owner(c, v)
    return f"{subject} {has} {how} {things}"


def _quantity(value, v: Voice) -> str:
    if isinstance(value, int):
        return str(value)
    if type(value) is fx.ExtremeCount:
        most = "most" if value.most else "fewest"
        return f"the {most} {thing_noun(fx.Counter('you', value.thing), 2)} any of " \
               f"{v.poss} opponents {v.has()}"
    if type(value) is fx.CardCount:
        return f"the number of {card_phrase(value, v)}"
    if value.thing in ("points", "cost"):
        return f"{v.place} location's {value.thing}"
    if value.thing == "amount":
        words = amount_words(v)
        return (f"the number of {noun(words[0], 2)} {v.actor or v.subj} {words[1]}" if words else
                "the build's cost" if v.event in ("build", "before-build") else "the amount")
    if _own(value):
        return counter_name(value, v)
    if value.who == "anyone":
        return f"the number of {thing_noun(value, 2)}{where(value, v)}"
    if value.who == "opponents":
        return f"the number of {thing_noun(value, 2)}{where(value, v)} {v.poss} opponents " \
               "have together"
    subject, _ = owner(value, v)
    possessive = {"you": "your", "they": "their"}.get(subject, subject + "'s")
    return f"the number of {possessive} {thing_noun(value, 2)}{where(value, v)}"


def _compare(cond: fx.Compare, v: Voice) -> str:
    left, op, right = cond.left, cond.op, cond.right
    if isinstance(left, int) and not isinstance(right, int):
        left, op, right = right, _FLIP[op], left
    if type(left) is fx.CardCount and isinstance(right, int) and (op, right) in (
            (">", 0), (">=", 1), ("==", 0), ("<", 1)):
        return card_shows(left, v, no=op in ("==", "<"))
    if type(left) is fx.Counter and isinstance(right, int):
        return _holding(left, right, op, v)
    if (isinstance(left, fx.Counter) and isinstance(right, fx.Counter)
            and left.thing == right.thing and left.here == right.here
            and {left.who, right.who} == {"you", "opponent"}
            and left.thing not in ("points", "cost", "amount")):
        if _own(left):
            other = v.opp_poss if right.who == "opponent" else v.poss
            return f"{counter_name(left, v)} is {_HIGHER[op]} {other}"
        subject, has = owner(left, v)
        other = owner(right, v)[0]
        return f"{subject} {has} {_VERSUS[op].format(thing_noun(left, 2) + where(left, v))} " \
               f"{other}"
    words = {">": "is more than", "<": "is less than", ">=": "is at least",
             "<=": "is at most", "==": "equals", "!=": "differs from"}[op]
    return f"{_quantity(left, v)} {words} {_quantity(right, v)}"


_TOKENS = {"cleanup": "a cleanup token", "demand": "of the flotilla's demanded resource",
           "locked-demand": "of the resource the locked demand token stands for",
           "artifact": "an artifact"}
# (`token is kelp`: 'the token is kelp'.)
# The tokens `token is NAME` names, as the object of 'take' or 'return'.
_TAKEN = {"cleanup": "cleanup tokens", "demand": "the resource the flotilla demands",
          "locked-demand": "the resource demanded by the locked flotilla"}


def token_words(token: str) -> str:
    """The tokens `token is NAME` names, as taken or returned: 'kelp', 'cleanup tokens',
    'the resource demanded by the locked flotilla'."""
    if token in _TAKEN:
        return _TAKEN[token]
    return noun(token, 2) if token in RESOURCES else token


def split_token(cond) -> tuple:
    """(the token a condition names, the rest of the condition): `token is kelp and your
    kelp > 3` gives ('kelp', `your kelp > 3`); (None, cond) when it names none."""
    if type(cond) is fx.TokenIs:
        return cond.token, None
    if type(cond) is fx.All:
        tokens = [c for c in cond.conds if type(c) is fx.TokenIs]
        if len(tokens) == 1:
            rest = tuple(c for c in cond.conds if c is not tokens[0])
            return tokens[0].token, rest[0] if len(rest) == 1 else fx.All(rest)
    return None, cond


def _holding_card(cond, v: Voice, yes: bool = True) -> str:
    # 'you hold Shipwright', 'your opponent does not hold Kelp Press'.
    if cond.who == "anyone":
        return f"{'a player' if yes else 'nobody'} holds {cond.card}"
    subject = v.subj if cond.who == "you" else v.opp
    third = subject not in ("you", "they")
    if yes:
        return f"{subject} {'holds' if third else 'hold'} {cond.card}"
    return f"{subject} {'does' if third else 'do'} not hold {cond.card}"


def cond_phrase(cond, v: Voice = YOU) -> str:
    """A condition in English: 'you have fewer buildings than your opponent'."""
    kind = type(cond)
    if kind is fx.Compare:
        return _compare(cond, v)
    if kind is fx.IsKind:
        return f"the building is {kind_article(cond.kind)}"
    if kind is fx.TokenIs:
        return f"the token is {_TOKENS.get(cond.token, cond.token)}"
    if kind is fx.Holds:
        return _holding_card(cond, v)
    if kind is fx.InPlay:
        return f"{cond.card} is in play"
    if kind is fx.Not:
        inner = cond.cond
        if type(inner) is fx.Compare:
            return _compare(fx.Compare(inner.left, _NEGATE[inner.op], inner.right), v)
        if type(inner) is fx.IsKind:
            return f"the building is not {kind_article(inner.kind)}"
        if type(inner) is fx.TokenIs:
            return cond_phrase(inner, v).replace(" is ", " is not ", 1)
        if type(inner) is fx.Holds:
            return _holding_card(inner, v, False)
        if type(inner) is fx.InPlay:
            return f"{inner.card} is not in play"
        return f"it is not the case that {cond_phrase(inner, v)}"
    if kind is fx.All:
        return " and ".join(cond_phrase(c, v) for c in cond.conds)
    if kind is fx.AnyOf:
        return " or ".join(cond_phrase(c, v) for c in cond.conds)
    raise TypeError(f"not a condition: {cond!r}")
