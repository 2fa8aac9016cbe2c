"""Card text's game-neutral words: the core records of the content language (`may`,
`repeat`, `choose`, `if`, `each player`, `score`, comparisons, `modify`, `when`, ...)
in plain English, for any game. A game gives a `Wording` its own phrases (its effects,
its counts and values) and its declaration, whose words name the questions,
permissions and events its rules hook (`when you dive` reads as the event's words).

    words = Wording(vocabulary, effect=my_effect_phrase, counts={"discs": "your discs"})
    words.block((May((Take(...),)),))        # 'you may ...'
"""

from __future__ import annotations

from attrs import frozen

from . import conditions as cd
from . import effects as fx
from . import forms

__all__ = ["Wording", "noun", "sentence", "joined", "COMPARISON_WORDS"]

COMPARISON_WORDS = {">=": "at least", ">": "more than", "<=": "at most", "<": "fewer than",
                    "==": "exactly", "!=": "other than"}
"""How a comparison with a number reads: `research >= 2` is 'at least 2'."""

_WHO = {"you": "you", "opponent": "your opponent", "opponents": "another player",
        "anyone": "any player"}

_WHOSE = {"you": "yours", "opponent": "your opponent's", "opponents": "another player's"}


def noun(word: str, n: int) -> str:
    """'1 disc', '2 discs': a count and its noun, plural when it is not 1."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def sentence(phrase: str) -> str:
    """The phrase as a sentence: a capital first letter and a full stop."""
    phrase = phrase.strip()
    if not phrase:
        return ""
    return phrase[0].upper() + phrase[1:] + ("" if phrase.endswith((".", ":")) else ".")


def joined(words, last: str = "and") -> str:
    """'a', 'a and b', 'a, b and c'."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} {last} {words[-1]}"


@frozen
class Wording:
    """A game's card text: its declaration (`vocabulary`), its own effects' phrase
    (`effect(record) -> str`, None for a record it does not know), its counts' words
    ({name: 'your discs ...'}) and its own values' and conditions' phrases."""
    vocabulary: object
    effect: object
    counts: dict
    value: object = None            # value(record) -> str | None: the game's own values
    cond: object = None             # cond(record) -> str | None: the game's own conditions

    # ---- effects ------------------------------------------------------------------------
    def phrase(self, e) -> str:
        """One effect as a phrase: 'gain 1 Research', 'you may Travel'."""
        own = self.effect(e)
        if own is not None:
            return own
        if isinstance(e, fx.May):
            return f"you may {self.block(e.body)}"
        if isinstance(e, fx.Repeat):
            return f"{self.block(e.body)}, {e.times} times"
        if isinstance(e, fx.RepeatUpTo):
            return f"up to {e.times} times: {self.block(e.body)}"
        if isinstance(e, fx.Choose):
            return "choose one: " + "; or ".join(self.block(o) for o in e.options)
        if isinstance(e, fx.If):
            text = f"if {self.condition(e.cond)}, {self.block(e.then)}"
            return text + (f"; otherwise {self.block(e.otherwise)}" if e.otherwise else "")
        if isinstance(e, fx.EachPlayer):
            return f"each player: {self.block(e.body)}"
        if isinstance(e, fx.EachOpponent):
            return f"each other player: {self.block(e.body)}"
        if isinstance(e, fx.Opponent):
            return f"your opponent: {self.block(e.body)}"
        if isinstance(e, fx.Neighbour):
            return f"the player to your {e.side}: {self.block(e.body)}"
        if isinstance(e, fx.AnyPlayer):
            who = "any player of your choice, you included" if e.you else \
                "another player of your choice"
            return f"{who}: {self.block(e.body)}"
        if isinstance(e, fx.Extreme):
            return f"{self._extreme(e)}: {self.block(e.body)}"
        if isinstance(e, fx.Nothing):
            return "nothing"
        if isinstance(e, fx.Score):
            return "score " + self.points(e.amount)
        if isinstance(e, fx.Adjust):
            return self._modify(e.query, e.amount) + " this turn"
        return type(e).__name__       # a record no phrase knows: still named, never blank

    def _extreme(self, e: fx.Extreme) -> str:
        thing = self.quantity(e.counter).replace("your ", "")
        tie = {"all": "each of them on a tie", "none": "no one on a tie",
               "choose": "your choice among them on a tie"}.get(e.ties, e.ties)
        return f"the player with the {'most' if e.most else 'fewest'} {thing} ({tie})"

    def block(self, effects) -> str:
        """A block of effects, in order: 'gain 1 disc, then gain 1 Research'."""
        phrases = [self.phrase(e) for e in effects]
        return ", then ".join(phrases) if phrases else "nothing"

    def points(self, num: cd.Num) -> str:
        """'3 points', '1 point for each of your discs (at most 8 points)'."""
        if num.per is None:
            return noun("point", num.base)
        text = f"{noun('point', num.base)} for each of {self.quantity(num.per)}"
        return text + (f" (at most {noun('point', num.cap)})" if num.cap is not None else "")

    # ---- values and conditions --------------------------------------------------------
    def quantity(self, value) -> str:
        """A value in words: a number, a count ('your Research'), the game's own."""
        if isinstance(value, int):
            return str(value)
        if isinstance(value, cd.Counter):
            words = self.counts.get(value.thing, value.thing)
            if value.who != "you":
                words = words.replace("your ", f"{_WHO.get(value.who, value.who)}'s ")
            return words + (" here" if value.here else "")
        if isinstance(value, cd.ExtremeCount):
            most = "most" if value.most else "fewest"
            return f"the {most} {self.counts.get(value.thing, value.thing)} of any opponent"
        own = self.value(value) if self.value is not None else None
        return own if own is not None else type(value).__name__

    def condition(self, c) -> str:
        """A condition in words: 'your Research is at least 2'."""
        own = self.cond(c) if self.cond is not None else None
        if own is not None:
            return own
        if isinstance(c, cd.Compare):
            left, right = self.quantity(c.left), self.quantity(c.right)
            if isinstance(c.right, int):
                return f"{left} is {COMPARISON_WORDS[c.op]} {right}"
            return f"{left} {c.op} {right}"
        if isinstance(c, cd.Not):
            return f"not ({self.condition(c.cond)})"
        if isinstance(c, cd.All):
            return joined((self.condition(x) for x in c.conds), "and")
        if isinstance(c, cd.AnyOf):
            return joined((self.condition(x) for x in c.conds), "or")
        if isinstance(c, cd.Holds):
            return f"{_WHO.get(c.who, c.who)} {'have' if c.who == 'you' else 'has'} {c.card}"
        if isinstance(c, cd.InPlay):
            return f"{c.card} is in play"
        return type(c).__name__

    # ---- rules: hooks into the declared questions, permissions and events -------------
    def _modify(self, query: str, amount: int) -> str:
        q = _declared(self.vocabulary.questions, query)
        more = "more" if amount > 0 else "less"
        if q is None:
            return f"{query} is {abs(amount)} {more}"
        return f"{q.text} is {abs(amount)} {more} than {q.default}"

    def rule(self, r) -> str:
        """A rule printed on a component, as a sentence naming its question, permission
        or event in the declaration's words."""
        when = f" when {self.condition(r.cond)}" if getattr(r, "cond", None) else ""
        if isinstance(r, forms.Modify):
            return sentence(self._modify(r.query, r.amount) + when)
        if isinstance(r, forms.SetTo):
            q = _declared(self.vocabulary.questions, r.query)
            text, default = (q.text, q.default) if q else (r.query, "the rules' answer")
            return sentence(f"{text} is {r.value} instead of {default}{when}")
        if isinstance(r, forms.Forbid | forms.Permit):
            p = _declared(self.vocabulary.permissions, r.action)
            word = "not allowed" if isinstance(r, forms.Forbid) else "allowed"
            return sentence(f"{p.text if p else r.action}: {word}{when}")
        if isinstance(r, forms.When):
            ev = _declared(self.vocabulary.events, r.event)
            whose = _WHOSE.get(r.who, "")
            head = f"when {ev.text if ev else r.event}" + (
                f", if it is {whose}" if whose else "")
            return sentence(f"{head}{when}: {self.block(r.effect)}")
        if isinstance(r, forms.Instead):
            return sentence(f"instead of {r.action}{when}: {self.block(r.effect)}")
        return sentence(self.phrase(r))


def _declared(records, name: str):
    return next((r for r in records if r.name == name), None)
