"""The words card text is made of: who is speaking (a Voice), counts and amounts in
English. cardtext_conds.py builds conditions from these, cardtext_effects.py effects and
cardtext.py whole cards."""

from __future__ import annotations

from attrs import evolve, frozen

from ..model import effects as fx
from ..model.names import COUNTED, KINDS, RESOURCES

__all__ = ["Voice", "YOU", "DECREE", "REACT", "THEY", "EACH", "START", "SECOND", "verb",
           "opposite", "noun", "amount", "what_noun", "for_each", "kind_article",
           "count_words", "card_phrase", "thing_noun", "where", "owner", "counter_name",
           "amount_words"]


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
    obj: str = "you"           # the player as an object: 'starting with you'
    named: bool = False        # each effect names its subject: 'they take 1 kelp'
    event: str = ""            # the event the text is about: what `amount` counts
    shared: frozenset = frozenset()     # counters shared by both players
    actor: str = ""            # who did the event in question, when not the subject

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
THEY = Voice(subj="they", poss="their", opp="their opponent", opp_poss="their opponent's",
             place="the", obj="them", named=True)
"""The voice of a decree's hook on any player's event: 'they take 1 kelp'."""
EACH = Voice(subj="they", poss="their", opp="their opponent", opp_poss="their opponent's",
             third=True, place="the", obj="them")
"""The voice after 'each player' has been said: 'each player takes ...'."""
START = Voice(subj="the start player", poss="their", opp="the other player",
              opp_poss="the other player's", third=True, place="the",
              obj="the start player", named=True)
"""The voice of a decree's hook on the start or end of a round (the start player's)."""
SECOND = Voice(subj="the second player", poss="their", opp="the start player",
               opp_poss="the start player's", third=True, place="the",
               obj="the second player", named=True)
"""The voice of a decree's `opponent` hook on the start or end of a round."""


def verb(word: str, v: Voice) -> str:
    """A verb in the voice's form: 'take' or, after 'each player', 'takes'."""
    if not v.third:
        return word
    return {"have": "has", "do": "does"}.get(word, word + "s")


def opposite(v: Voice, each: bool = False) -> Voice:
    """The voice inside 'opponent { }' (each=False) or 'each player { }' (each=True)."""
    if each:
        return evolve(v, subj="they", poss="their", opp="their opponent",
                      opp_poss="their opponent's", third=True, obj="them", named=False)
    if v.subj == "you":
        return evolve(v, subj="they", poss="their", opp="you", opp_poss="your", third=True,
                      obj="them", named=False)
    if v.subj == "they" and v.named:        # 'their opponent' of a player named 'they'
        return evolve(v, subj="their opponent", poss="their", opp="them", opp_poss="their",
                      third=True, obj="their opponent", named=False)
    if v.subj == "they":
        return evolve(v, subj="you", poss="your", opp="they", opp_poss="their", third=False,
                      obj="you", named=False)
    return evolve(v, subj=v.opp, poss="their", opp=v.obj, opp_poss=v.subj + "'s", third=True,
                  obj=v.opp, named=False)


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
        done, who = "returned" if v.event == "spend" else "took", v.actor or v.subj
        if spending:
            return f"of the {noun('token', 2) if v.event == 'spend' else 'resources'} " \
                   f"{who} just {done}"
        return f"{res} of {'a type' if n == 1 else 'the types'} {who} just {done}"
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
# Counts named by more than one word: (one, many).
_NOUNS = {"dock": ("dock tile", "dock tiles"), "cleanup": ("cleanup token", "cleanup tokens"),
          "specialist": ("face-up specialist", "face-up specialists"),
          "exhausted": ("exhausted specialist", "exhausted specialists"),
          "left": ("building", "buildings"),
          "dock-resource": ("resource of the chosen dock tile's type",
                            "resources of the chosen dock tile's type"),
          "score": ("point on the points track", "points on the points track"),
          "cards-kept": ("kept card", "kept cards")}
_HALF = ("first", "second")
# What `amount` counts in each event: (what was done, its noun, the past tense).
_AMOUNTS = {"dive": ("resource", "took"), "take": ("token", "took"),
            "spend": ("token", "returned"), "take-specialist": ("card", "took"),
            "take-dock": ("card", "took")}


def amount_words(v: Voice) -> tuple | None:
    """(noun, past tense) of what `amount` counts in the voice's event, or None when it
    is a cost (the builds) or the event has none."""
    return _AMOUNTS.get(v.event)


def counter_name(c: fx.Counter, v: Voice, who: str | None = None) -> str:
    """A counter of the content's own: 'tides' (shared), 'your reputation'."""
    if c.thing in v.shared:
        return c.thing
    who = who or c.who
    whose = {"you": v.poss, "opponent": v.opp_poss}.get(who)
    return f"{whose} {c.thing}" if whose else f"the players' {c.thing} together"


def _card(c: fx.CardCount, v: Voice) -> str:
    """Whose card and which half: 'the revealed dive card's first half'."""
    half = _HALF[c.half]
    if c.card == "kept":
        whose = v.poss if c.who == "you" else v.opp_poss
        return f"the {half} halves of {whose} kept cards"
    return f"{'the revealed dive card' if c.card == 'revealed' else 'its'}'s {half} half" \
        .replace("its's", "its")


def _shown(c: fx.CardCount) -> str:
    return "resources" if c.thing < 0 else noun(RESOURCES[c.thing], 2)


def card_phrase(c: fx.CardCount, v: Voice) -> str:
    """'the fish the revealed dive card's first half shows'."""
    shows = "show" if c.card == "kept" else "shows"
    return f"the {_shown(c)} {_card(c, v)} {shows}"


def card_shows(c: fx.CardCount, v: Voice, no: bool = False) -> str:
    """'the revealed dive card's first half shows (no) fish'."""
    shows = "show" if c.card == "kept" else "shows"
    return f"{_card(c, v)} {shows} {'no ' if no else ''}{_shown(c)}"


def thing_noun(c: fx.Counter, n: int) -> str:
    """The noun of what a count counts, for n of them: 'ports', 'cleanup tokens'."""
    if c.thing in _NOUNS:
        return _NOUNS[c.thing][n != 1]
    return noun(c.thing, n)


def where(c: fx.Counter, v: Voice) -> str:
    """Where a count looks: ' on this flotilla', ' left', or nothing."""
    if c.thing == "left":
        return " left on their boards" if c.who == "anyone" else " left"
    if c.thing in _BOARD and c.here:
        return f" on {v.place} flotilla"
    return ""


def owner(c: fx.Counter, v: Voice) -> tuple[str, str]:
    """(subject, verb 'have'/'has') of whose things a count counts."""
    if c.who == "you":
        return v.subj, v.has()
    if c.who == "opponent":
        return v.opp, v.has(True)
    if c.who == "opponents":
        return f"{v.poss} opponents together", "have"
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
    if c.thing == "amount":
        words = amount_words(v)
        if words is not None:
            return f"for each {words[0]} {v.actor or v.subj} {words[1]}"
        return "for each 1 the build costs" if v.event in ("build", "before-build") \
            else "for each 1 of the amount"
    if c.thing not in COUNTED:
        return f"for each 1 of {counter_name(c, v)}"
    if c.who == "anyone" and c.thing in _BOARD:
        return f"for each {thing_noun(c, 1)}{where(c, v) or ' on the board'}"
    subject, has = owner(c, v)
    return f"for each {thing_noun(c, 1)} {subject} {has}{where(c, v)}"
