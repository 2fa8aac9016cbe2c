"""The words card text is made of: who is speaking (a Voice), counts, amounts and
conditions in English. cardtext.py builds effect and card sentences from these."""

from __future__ import annotations

from attrs import evolve, frozen

from . import effects as fx
from .names import KINDS, RESOURCES

__all__ = ["Voice", "YOU", "DECREE", "REACT", "verb", "opposite", "noun", "amount",
           "what_noun", "for_each", "cond_phrase", "kind_article", "count_words",
           "card_phrase"]


@frozen
class Voice:
    """Who the text speaks of: the player doing the effect ('you', or 'they' inside
    'each player' and 'opponent'), their opponent, and the flotilla meant by 'here'."""
    subj: str = "you"
    poss: str = "your"
    opp: str = "your opponent"
    opp_poss: str = "your opponent's"
    third: bool = False        # verbs take an -s: 'each player takes ...'
    place: str = "this"        # 'this flotilla', 'the flotilla', 'that flotilla'

    def has(self, other: bool = False) -> str:
        """'have' or 'has' for the player (or, with other=True, their opponent)."""
        subject = self.opp if other else self.subj
        return "have" if subject in ("you", "they") else "has"


YOU = Voice()
"""The voice of a location, a board rule or a specialist: 'you', 'this flotilla'."""
DECREE = Voice(place="the")
"""The voice of a decree: 'you' is the player the rule is about, 'the location'."""
REACT = Voice(place="that")
"""The voice of a specialist's reaction: 'here' is the flotilla the opponent used."""


def verb(word: str, v: Voice) -> str:
    """A verb in the voice's form: 'take' or, after 'each player', 'takes'."""
    if not v.third:
        return word
    return {"have": "has", "do": "does"}.get(word, word + "s")


def opposite(v: Voice, each: bool = False) -> Voice:
    """The voice inside 'opponent { }' (each=False) or 'each player { }' (each=True)."""
    if each:
        return evolve(v, subj="they", poss="their", opp="their opponent",
                      opp_poss="their opponent's", third=True)
    if v.subj == "you":
        return evolve(v, subj="they", poss="their", opp="you", opp_poss="your", third=True)
    return evolve(v, subj="you", poss="your", opp="they", opp_poss="their", third=False)


_PLURAL = {"academy": "academies", "artifact": "artifacts", "kelp": "kelp", "metal": "metal",
           "fish": "fish"}


def noun(word: str, n: int) -> str:
    """A noun for n things: 'port'/'ports', 'academy'/'academies', 'kelp'."""
    if n == 1:
        return word
    return _PLURAL.get(word, word + "s")


def kind_article(kind: int) -> str:
    """'a port', 'an academy', 'a shipyard'."""
    name = KINDS[kind]
    return ("an " if name[0] in "aeiou" else "a ") + name


def count_words(n: int) -> str:
    """'once', 'twice', '3 times'."""
    return {1: "once", 2: "twice"}.get(n, f"{n} times")


# ---- what an effect takes or spends ------------------------------------------------

def what_noun(what: fx.What, n: int, v: Voice, spending: bool = False) -> str:
    """The resources meant by `what`, for n of them: '2 resources of your choice'."""
    mode = what.mode
    if mode == "resource":
        return noun(RESOURCES[what.resource], n)
    res = noun("resource", n)
    if mode == "any":
        return res if spending else f"{res} of {v.poss} choice"
    if mode == "demand":
        return f"{res} of {v.place} flotilla's demand"
    if mode == "cleanup":
        return noun("cleanup token", n)
    if mode == "taken":
        return f"{res} of the types just taken"
    if mode == "not_demand":
        kind = "a type" if n == 1 else "types"
        return f"{res} of {kind} other than {v.place} flotilla's demand"
    return f"{res} other than {RESOURCES[what.resource]}"


def amount(num: fx.Num, word, v: Voice) -> str:
    """'2 kelp', '1 cleanup token for each port on this flotilla (at most 3)'; `word`
    makes the noun for a number of things."""
    text = f"{num.base} {word(num.base)}"
    if num.per is not None:
        text += " " + for_each(num.per, v)
    if num.cap is not None:
        text += f" (at most {num.cap})"
    return text


# ---- counts ----------------------------------------------------------------------

_BOARD = {"port", "academy", "shipyard", "building", "ship", "dock"}
_NOUNS = {"dock": "dock tile", "cleanup": "cleanup token", "specialist": "face-up specialist",
          "exhausted": "exhausted specialist", "left": "building",
          "dock-resource": "resource of the chosen dock tile's type",
          "score": "point scored by cards", "cards-kept": "kept card",
          "amount": "token it concerns"}
_HALF = ("first", "second")


def _card(c: fx.CardCount, v: Voice) -> str:
    """Whose card and which half: 'the revealed dive card's first half'."""
    half = _HALF[c.half]
    if c.card == "kept":
        whose = v.poss if c.who == "you" else v.opp_poss
        return f"the {half} halves of {whose} kept cards"
    return f"{'the revealed dive card' if c.card == 'revealed' else 'its'}'s {half} half" \
        .replace("its's", "its")


def _shown(c: fx.CardCount) -> str:
    return "resources" if c.thing < 0 else RESOURCES[c.thing]


def card_phrase(c: fx.CardCount, v: Voice) -> str:
    """'the fish the revealed dive card's first half shows'."""
    shows = "show" if c.card == "kept" else "shows"
    return f"the {_shown(c)} {_card(c, v)} {shows}"


def _thing(c: fx.Counter, n: int) -> str:
    word = _NOUNS.get(c.thing, c.thing)
    if c.thing == "dock-resource":
        return "resource of the chosen dock tile's type" if n == 1 else \
            "resources of the chosen dock tile's type"
    head, _, tail = word.partition(" of ")
    return noun(head, n) + (f" of {tail}" if tail else "")


def _where(c: fx.Counter, v: Voice) -> str:
    if c.thing == "left":
        return " left on their boards" if c.who == "anyone" else " left"
    if c.thing in _BOARD and c.here:
        return f" on {v.place} flotilla"
    return ""


def _owner(c: fx.Counter, v: Voice) -> tuple[str, str]:
    """(subject, verb 'have'/'has') of whose things a count counts."""
    if c.who == "you":
        return v.subj, v.has()
    if c.who == "opponent":
        return v.opp, v.has(True)
    return "the players", "have"


def for_each(c, v: Voice) -> str:
    """'for each port on this flotilla', 'for each cleanup token you have'."""
    if type(c) is fx.CardCount:
        shows = "show" if c.card == "kept" else "shows"
        thing = "resource" if c.thing < 0 else RESOURCES[c.thing]
        return f"for each {thing} {_card(c, v)} {shows}"
    if c.thing == "points":
        return f"for each point {v.place} location is worth"
    if c.thing == "cost":
        return f"for each 1 of {v.place} location's cost"
    if c.who == "anyone" and c.thing in _BOARD:
        return f"for each {_thing(c, 1)}{_where(c, v) or ' on the board'}"
    subject, has = _owner(c, v)
    return f"for each {_thing(c, 1)} {subject} {has}{_where(c, v)}"


# ---- conditions ----------------------------------------------------------------

_AT_LEAST = {">=": "{} or more", "<=": "{} or fewer", ">": "more than {}",
             "<": "fewer than {}", "==": "exactly {}", "!=": "other than {}"}
_COST = {">=": "{} or more", "<=": "{} or less", ">": "more than {}", "<": "less than {}",
         "==": "exactly {}", "!=": "other than {}"}
_VERSUS = {">": "more {} than", "<": "fewer {} than", ">=": "at least as many {} as",
           "<=": "at most as many {} as", "==": "as many {} as",
           "!=": "not as many {} as"}
_FLIP = {"<": ">", ">": "<", "<=": ">=", ">=": "<=", "==": "==", "!=": "!="}
_NEGATE = {"<": ">=", ">": "<=", "<=": ">", ">=": "<", "==": "!=", "!=": "=="}


def _holding(c: fx.Counter, n: int, op: str, v: Voice) -> str:
    """'you have 2 or more ships', 'this location costs 4 or more'."""
    if c.thing == "points":
        how = str(n) if op == "==" else _AT_LEAST[op].format(n)
        return f"{v.place} location is worth {how} {noun('point', n)}"
    if c.thing == "cost":
        return f"{v.place} location costs {_COST[op].format(n)}"
    if op == ">":                               # 'more than 0 buildings' reads '1 or more'
        op, n = ">=", n + 1
    how = "no" if n == 0 and op in ("==", "<=") else _AT_LEAST[op].format(n)
    one = op == "==" and n == 1
    things = _thing(c, 1 if one else 2) + _where(c, v)
    if c.who == "anyone" and c.thing in _BOARD:
        place = "" if c.here else " on the board"
        return f"there {'is' if one else 'are'} {how} {things}{place}"
    subject, has = _owner(c, v)
    return f"{subject} {has} {how} {things}"


def _quantity(value, v: Voice) -> str:
    if isinstance(value, int):
        return str(value)
    if type(value) is fx.CardCount:
        return f"the number of {card_phrase(value, v)}"
    if value.thing in ("points", "cost"):
        return f"{v.place} location's {value.thing}"
    if value.who == "anyone":
        return f"the number of {_thing(value, 2)}{_where(value, v)}"
    subject, _ = _owner(value, v)
    possessive = {"you": "your", "they": "their"}.get(subject, subject + "'s")
    return f"the number of {possessive} {_thing(value, 2)}{_where(value, v)}"


def _compare(cond: fx.Compare, v: Voice) -> str:
    left, op, right = cond.left, cond.op, cond.right
    if isinstance(left, int) and not isinstance(right, int):
        left, op, right = right, _FLIP[op], left
    if type(left) is fx.CardCount and isinstance(right, int) and (op, right) in (
            (">", 0), (">=", 1), ("==", 0), ("<", 1)):
        shows = "show" if left.card == "kept" else "shows"
        no = "no " if op in ("==", "<") else ""
        return f"{_card(left, v)} {shows} {no}{_shown(left)}"
    if isinstance(left, fx.Counter) and isinstance(right, int):
        return _holding(left, right, op, v)
    if (isinstance(left, fx.Counter) and isinstance(right, fx.Counter)
            and left.thing == right.thing and left.here == right.here
            and {left.who, right.who} == {"you", "opponent"}
            and left.thing not in ("points", "cost")):
        subject, has = _owner(left, v)
        other = _owner(right, v)[0]
        return f"{subject} {has} {_VERSUS[op].format(_thing(left, 2) + _where(left, v))} {other}"
    words = {">": "is more than", "<": "is less than", ">=": "is at least",
             "<=": "is at most", "==": "equals", "!=": "differs from"}[op]
    return f"{_quantity(left, v)} {words} {_quantity(right, v)}"


_TOKENS = {"cleanup": "a cleanup token", "demand": "of the flotilla's demanded resource",
           "locked-demand": "of the resource the locked demand token stands for",
           "artifact": "an artifact"}


def cond_phrase(cond, v: Voice = YOU) -> str:
    """A condition in English: 'you have fewer buildings than your opponent'."""
    kind = type(cond)
    if kind is fx.Compare:
        return _compare(cond, v)
    if kind is fx.IsKind:
        return f"the building is {kind_article(cond.kind)}"
    if kind is fx.TokenIs:
        return f"the token is {_TOKENS.get(cond.token, 'a ' + cond.token)}"
    if kind is fx.Not:
        inner = cond.cond
        if type(inner) is fx.Compare:
            return _compare(fx.Compare(inner.left, _NEGATE[inner.op], inner.right), v)
        if type(inner) is fx.IsKind:
            return f"the building is not {kind_article(inner.kind)}"
        return f"it is not the case that {cond_phrase(inner, v)}"
    if kind is fx.All:
        return " and ".join(cond_phrase(c, v) for c in cond.conds)
    if kind is fx.AnyOf:
        return " or ".join(cond_phrase(c, v) for c in cond.conds)
    raise TypeError(f"not a condition: {cond!r}")
