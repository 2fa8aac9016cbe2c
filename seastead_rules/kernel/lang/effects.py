"""The handlers of the core language's effects, player selectors, counts and conditions:
each returns the record of the same name (`take` <-> `Take`, kernel/rules/effects.py).
A game's compiler adds the handlers of its own statements."""

from __future__ import annotations

from types import SimpleNamespace

from lark import v_args

from ..rules import conditions, effects
from .base import CompilerBase
from .limits import MAX_REPEATS
from .problems import Problem, did_you_mean, quoted

__all__ = ["EffectCompiler"]

_PLAYER_WORDS = {"your": "you", "you": "you", "opponent": "opponent", "anyone": "anyone",
                 "opponents'": "opponents"}


# The core records by name (`fx.Take`, `fx.Counter`).
fx = SimpleNamespace(**{name: getattr(module, name) for module in (effects, conditions)
                        for name in module.__all__})


@v_args(meta=True)
class EffectCompiler(CompilerBase):
    """The core effect, count and condition handlers of a game's compiler transformer."""

    # What `not WORD` may name beside a resource: word -> the record's mode.
    NOT_WORDS: dict = {}
    def block(self, meta, children):
        return tuple(children)

    def take(self, meta, children):
        amount, what, *scale = children
        per, cap = scale[0] if scale else (None, None)
        return fx.Take(fx.Num(self._int(amount, 0, 20), per, cap), what, src=self._src(meta))

    def take_from(self, meta, children):
        amount, what, *rest = children
        per, cap = rest[0] if len(rest) == 2 else (None, None)
        return fx.TakeFrom(fx.Num(self._int(amount, 0, 20), per, cap), what, rest[-1],
                           src=self._src(meta))

    # The players `take ... from` names: a player selector with no block.
    def from_opponent(self, meta, children):
        return self.opponent(meta, [()])

    def from_each_opponent(self, meta, children):
        return self.each_opponent(meta, [()])

    def from_neighbour(self, meta, children):
        return self.neighbour(meta, [children[0], ()])

    def from_extreme(self, meta, children):
        return self.extreme(meta, [*children, ()])

    def from_another(self, meta, children):
        return self.another_player(meta, [()])

    def spend(self, meta, children):
        return fx.Spend(self._int(children[0], 1, 20), children[1], src=self._src(meta))

    def give(self, meta, children):
        return fx.Give(self._int(children[0], 1, 20), children[1], src=self._src(meta))

    def score(self, meta, children):
        amount, *scale = children
        per, cap = scale[0] if scale else (None, None)
        return fx.Score(fx.Num(self._int(amount, 0, 20), per, cap), src=self._src(meta))

    def add(self, meta, children):
        return fx.Add(*self._counting(children), src=self._src(meta))

    def subtract(self, meta, children):
        return fx.Subtract(*self._counting(children), src=self._src(meta))

    def _counting(self, children) -> tuple:
        amount, name, *scale = children
        per, cap = scale[0] if scale else (None, None)
        return self._counter_name(name), fx.Num(self._int(amount, 0, 99), per, cap)

    def set_counter(self, meta, children):
        return fx.SetCounter(self._counter_name(children[0]), self._int(children[1], 0, 999),
                             src=self._src(meta))

    def adjust(self, meta, children):
        query, amount = children
        allowed = sorted({q for qs in self.ADJUSTABLE.values() for q in qs})
        if str(query) not in allowed:
            self._fail(query, f"'adjust' changes what is in question in a hook: only "
                              f"{', '.join(repr(q) for q in allowed) or 'nothing'} can be "
                              f"adjusted, not {quoted(query)}")
        record = fx.Adjust(str(query), self._int(amount, -20, 20), src=self._src(meta))
        self._needs("adjust", record, meta)
        return record

    def discard(self, meta, children):
        return fx.DiscardTo(self._int(children[0], 0, 40), src=self._src(meta))

    def may(self, meta, children):
        body = children[0] if isinstance(children[0], tuple) else (children[0],)
        return fx.May(body, src=self._src(meta))

    def repeat(self, meta, children):
        return fx.Repeat(self._int(children[0], 1, MAX_REPEATS, "repeat count"), children[1],
                         src=self._src(meta))

    def repeat_up_to(self, meta, children):
        return fx.RepeatUpTo(self._int(children[0], 1, MAX_REPEATS, "repeat count"), children[1],
                             src=self._src(meta))

    def choose(self, meta, children):
        if len(set(children)) < len(children):
            self.problems.append(Problem(self.path, meta.line, meta.column,
                                         "'choose' has two options that are the same", 6))
        # (The option texts players read are written once when content is loaded: labels.py)
        return fx.Choose(tuple(children), src=self._src(meta))

    def if_(self, meta, children):
        cond, then, *other = children
        return fx.If(cond, then, other[0] if other else (), src=self._src(meta))

    def each_player(self, meta, children):
        return fx.EachPlayer(children[0], src=self._src(meta))

    def opponent(self, meta, children):
        self._two_player(meta, "opponent { ... }")
        return fx.Opponent(children[0], src=self._src(meta))

    def _two_player(self, meta, words: str) -> None:
        """`opponent` names the other player of a two-player game only."""
        if self.vocab.max_players > 2:
            self.problems.append(Problem(
                self.path, meta.line, meta.column,
                f"'{words}' means the other player of a two-player game, and "
                f"{self.vocab.game} seats up to {self.vocab.max_players}: say 'each "
                "opponent', 'the player to your left' or 'another player of your choice'",
                len(words.split()[0])))

    def each_opponent(self, meta, children):
        return fx.EachOpponent(children[0], src=self._src(meta))

    def neighbour(self, meta, children):
        return fx.Neighbour(str(children[0]), children[1], src=self._src(meta))

    def extreme(self, meta, children):
        most, counter, *rest = children
        # Unless the statement says, the game's tie rule: read when it runs ("") if the
        # game makes it a question cards change.
        ties = rest[0][1] if len(rest) == 2 else \
            "" if self.vocab.tie_question else self.vocab.ties
        # Each player's own count is compared: `the player with the most academy`.
        counter = fx.Counter("you", counter.thing, counter.here)
        return fx.Extreme(str(most) == "most", counter, rest[-1], ties, src=self._src(meta))

    def another_player(self, meta, children):
        return fx.AnyPlayer(False, children[0], src=self._src(meta))

    def any_player(self, meta, children):
        return fx.AnyPlayer(True, children[0], src=self._src(meta))

    def extreme_count(self, meta, children):
        most, counted = children
        return fx.ExtremeCount(str(most) == "most", self.counter(meta, [counted]).thing)

    def what(self, meta, children):
        word = str(children[0])
        if word in self.WHAT_WORDS:
            return fx.What(self.WHAT_WORDS[word])
        return fx.What("resource", self._resource(children[0]))

    def what_any(self, meta, children):
        return fx.What("any")

    def what_not(self, meta, children):
        if str(children[0]) in self.NOT_WORDS:
            return fx.What(self.NOT_WORDS[str(children[0])])
        return fx.What("not_resource", self._resource(children[0]))

    def scale(self, meta, children):
        per = next((c for c in children if not isinstance(c, int)), None)
        cap = next((c for c in children if isinstance(c, int)), None)
        return (per, cap)

    def per(self, meta, children):
        return children[0]

    def cap(self, meta, children):
        return self._int(children[0], 0, 40)

    def counter(self, meta, children):
        who = next((c for c in children if isinstance(c, tuple) and c[0] == "who"), None)
        here = any(isinstance(c, tuple) and c[0] == "here" for c in children)
        tok = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "counted")
        thing = str(tok)
        if thing in self.COUNTED:
            return fx.Counter(who[1] if who else self.COUNTED[thing], thing, here)
        if thing in self.counters:          # a counter of this file's
            return fx.Counter(who[1] if who else "you", thing, here)
        known = list(self.COUNTED) + list(self.counters)
        self._fail(tok, f"unknown count {quoted(thing)}{did_you_mean(thing, known)}")
        return fx.Counter("you", thing, here)

    def counted(self, meta, children):
        return ("counted", children[0])

    def here(self, meta, children):
        return ("here", True)

    def who(self, meta, children):
        word = _PLAYER_WORDS[str(children[0])]
        if word == "opponent":
            self._two_player(meta, "opponent")
        return ("who", word)

    def compare(self, meta, children):
        left, op, right = children
        return fx.Compare(left, str(op), right)

    def you_hold(self, meta, children):
        return fx.Holds("you", children[0][1:-1])

    def opponent_holds(self, meta, children):
        self._two_player(meta, "opponent holds")
        return fx.Holds("opponent", children[0][1:-1])

    def anyone_holds(self, meta, children):
        return fx.Holds("anyone", children[0][1:-1])

    def in_play(self, meta, children):
        return fx.InPlay(children[0][1:-1])

    def number(self, meta, children):
        return int(children[0])

    def cond_and(self, meta, children):
        return fx.All(tuple(children))

    def cond_or(self, meta, children):
        return fx.AnyOf(tuple(children))

    def cond_not(self, meta, children):
        return fx.Not(children[0])

    def nothing(self, meta, children):
        return fx.Nothing(src=self._src(meta))

    def skip_turn(self, meta, children):
        return fx.SkipTurn(src=self._src(meta))

    def extra_turn(self, meta, children):
        return fx.ExtraTurn(src=self._src(meta))

    def end_game(self, meta, children):
        return fx.EndGame(src=self._src(meta))
