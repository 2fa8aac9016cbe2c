"""The handlers of the rule forms a card of any game holds: hooks into the game's named
questions, permissions and events, `reaches` on counters, and counters of the content's
own. Also the checks of where a statement may stand: `it` only in `choose card`, `rest`
and `choose card` only under `reveal`/`look`, `adjust` only in the hooks of the events
that allow it (a game's own statements add their own places). Every statement that must
stand inside another is recorded when compiled (`needs`) and claimed by the statement
around it; what is left when the item is done is reported at its place."""

from __future__ import annotations

from lark import Token, v_args

from ..rules import forms as cards
from ..rules.forms import records_in
from .base import CompilerBase
from .problems import Problem, did_you_mean, quoted

__all__ = ["RuleCompiler", "PLACEMENT"]

# For each kind of statement of the core that must stand inside another: what is said
# when it does not (a game adds its own in its compiler's PLACEMENT).
PLACEMENT = {
    "it": "'it' is the card chosen by 'choose card': use it inside that block",
    "open": "this works on the cards in the open: use it inside 'reveal' or 'look'",
}


@v_args(meta=True)
class RuleCompiler(CompilerBase):
    """Handlers of the rules a card holds (mixed into a game's compiler transformer)."""

    # ---- where statements stand ------------------------------------------------------
    def _needs(self, kind: str, record, meta) -> None:
        """Record that `record` must stand inside a statement that claims `kind`."""
        self.pending.append((kind, record, meta))

    def _claim(self, kind: str, block) -> list:
        """The pending statements of `kind` inside `block` (now placed): removed."""
        inside = {id(r) for r in records_in(block)}
        mine = [p for p in self.pending if p[0] == kind and id(p[1]) in inside]
        self.pending = [p for p in self.pending if not (p[0] == kind and id(p[1]) in inside)]
        return mine

    def stray_statements(self) -> None:
        """A problem for each statement of the item just compiled that stands where it
        cannot work; then a clean slate for the next item."""
        for kind, _, meta in self.pending:
            width = meta.end_column - meta.column if meta.end_line == meta.line else 1
            message = {**PLACEMENT, **self.PLACEMENT}[kind]
            self.problems.append(Problem(self.path, meta.line, meta.column, message,
                                         max(1, width)))
        self.pending = []

    # ---- counters ----------------------------------------------------------------------
    def counter_decl(self, meta, children):
        name, scope, low, high, *start = children
        word = str(name)
        if word in self.COUNTED or word in self.RESERVED_COUNTERS or \
                word in self.vocab.resources:
            self._fail(name, f"{quoted(word)} is a count of the core rules; a counter needs a "
                             "name of its own")
        lo, hi = self._int(low, 0, 999, "lowest value"), self._int(high, 0, 999, "highest value")
        first = self._int(start[0], 0, 999, "start") if start else lo
        if not lo <= first <= hi:
            self._fail(name, f"counter {word} must start within {lo} to {hi}")
        return cards.CounterDecl(word, scope, lo, hi, first, src=self._src(meta))

    def scope(self, meta, children):
        return str(children[0]) == "shared"

    def _counter_name(self, tok: Token) -> str:
        """A counter of this file's by name (declared anywhere in the file)."""
        word = str(tok)
        if word not in self.counters:
            known = list(self.counters)
            hint = did_you_mean(word, known) if known else (
                ": declare it in this file (`counter NAME shared|per player from N to M`)")
            self._fail(tok, f"unknown counter {quoted(word)}{hint}")
        return word

    # ---- hooks -------------------------------------------------------------------------
    def _questions(self) -> tuple:
        return tuple(q.name for q in self.vocab.questions)

    def _permissions(self) -> tuple:
        return tuple(p.name for p in self.vocab.permissions)

    def _events(self) -> tuple:
        return tuple(e.name for e in self.vocab.events)

    def _numeric(self, query) -> None:
        # A question answered by words is set by a word, never by a number.
        self._name(query, self._questions(), "rule question")
        answers = self._answers(query)
        if answers:
            self._fail(query, f"{quoted(query)} is answered by a word: write 'modify "
                              f"{query} to {'|'.join(answers)}'")

    def _answers(self, query) -> tuple:
        return next((q.answers for q in self.vocab.questions if q.name == str(query)), ())

    def set_answer(self, meta, children):
        query, word, *cond = children
        self._name(query, self._questions(), "rule question")
        answers = self._answers(query)
        if not answers:
            self._fail(word, f"{quoted(query)} is answered by a number, not "
                             f"{quoted(word)}")
            return cards.SetTo(str(query), 0, None, src=self._src(meta))
        if str(word) not in answers:
            self._fail(word, f"{quoted(query)} is answered by {', '.join(answers)}, not "
                             f"{quoted(word)}")
            return cards.SetTo(str(query), 0, None, src=self._src(meta))
        return cards.SetTo(str(query), answers.index(str(word)), cond[0] if cond else None,
                           src=self._src(meta))

    def modify(self, meta, children):
        query, amount, *cond = children
        self._numeric(query)
        return cards.Modify(str(query), int(amount), cond[0] if cond else None,
                            src=self._src(meta))

    def set_to(self, meta, children):
        query, value, *cond = children
        self._numeric(query)
        return cards.SetTo(str(query), int(value), cond[0] if cond else None,
                           src=self._src(meta))

    def forbid(self, meta, children):
        action, *cond = children
        self._name(action, self._permissions(), "permission")
        return cards.Forbid(str(action), cond[0] if cond else None, src=self._src(meta))

    def permit(self, meta, children):
        action, *cond = children
        self._name(action, self._permissions(), "permission")
        return cards.Permit(str(action), cond[0] if cond else None, src=self._src(meta))

    def when(self, meta, children):
        who = children[0][1] if isinstance(children[0], tuple) else "anyone"
        event, *rest = children[1:] if isinstance(children[0], tuple) else children
        self._name(event, self._events(), "event")
        cond = rest[0] if len(rest) == 2 else None
        if str(event) in self.ADJUSTABLE:
            self._claim("adjust", (cond, rest[-1]))
        return cards.When(who, str(event), cond, rest[-1], src=self._src(meta))

    def instead(self, meta, children):
        action, *rest = children
        if str(action) not in self.REPLACEABLE:
            known = ", ".join(self.REPLACEABLE) or "none"
            self._fail(action, f"{quoted(action)} is not an action a card may replace "
                               f"(this game's: {known})")
        cond = rest[0] if len(rest) == 2 else None
        return cards.Instead(str(action), cond, rest[-1], src=self._src(meta))

    def reaches(self, meta, children):
        name, value, *rest = children
        counter = self._counter_name(name)
        decl = self.counters.get(counter)
        target = self._int(value, 0, 999, "value")
        if decl is not None and not decl[1] <= target <= decl[2]:
            self._fail(value, f"counter {counter} runs from {decl[1]} to {decl[2]}: it never "
                              f"reaches {target}")
        cond = rest[0] if len(rest) == 2 else None
        return cards.Reaches(counter, target, cond, rest[-1], src=self._src(meta))
