"""The handlers of effects, counts and conditions: each returns the record of the same
name (`take` ↔ `Take`); compiler.py puts them together with the item, rule and pile
handlers."""

from __future__ import annotations

from lark import Token, Transformer, v_args

from ..model import effects as fx
from ..model.names import COUNTED
from .limits import MAX_REPEATS, MOVABLE
from .problems import Problem, did_you_mean, quoted

__all__ = ["EffectCompiler"]

_PLAYER_WORDS = {"your": "you", "you": "you", "opponent": "opponent", "anyone": "anyone",
                 "opponents'": "opponents"}


@v_args(meta=True)
class EffectCompiler(Transformer):
    """The effect, count and condition handlers of the compiler's transformer."""

    # ---- effects ---------------------------------------------------------------------
    def block(self, meta, children):
        return tuple(children)

    def take(self, meta, children):
        amount, what, *scale = children
        per, cap = scale[0] if scale else (None, None)
        return fx.Take(fx.Num(self._int(amount, 0, 20), per, cap), what, src=self._src(meta))

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

    def build_again(self, meta, children):
        return fx.BuildAgain(bool(children), src=self._src(meta))

    def printed(self, meta, children):
        return True

    def adjust(self, meta, children):
        query, amount = children
        if str(query) != "build-cost":
            self._fail(query, f"'adjust' changes the build in question: only 'build-cost' "
                              f"can be adjusted, not {quoted(query)}")
        record = fx.Adjust(str(query), self._int(amount, -20, 20), src=self._src(meta))
        self._needs("adjust", record, meta)
        return record

    def choose_dock(self, meta, children):
        # Kept with its place: only `building port` may hold it (items.py).
        record = fx.ChooseDock(src=self._src(meta))
        self._needs("dock", record, meta)
        return record

    def cleanup(self, meta, children):
        amount, *scale = children
        per, cap = scale[0] if scale else (None, None)
        return fx.Cleanup(fx.Num(self._int(amount, 0, 20), per, cap), src=self._src(meta))

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
        ties = rest[0][1] if len(rest) == 2 else self.vocab.ties
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

    def move_building(self, meta, children):
        who, *kinds = children
        where = next((c[1] for c in kinds if isinstance(c, tuple) and c[0] == "where"), "")
        to = next((c[1] for c in kinds if isinstance(c, tuple) and c[0] == "to"), "")
        kinds = [k for k in kinds if isinstance(k, Token)]
        if [str(k) for k in kinds] == ["ship"]:
            return fx.MoveShip(who[1], where, to, src=self._src(meta))
        if to:
            self._fail(kinds[0], "only a ship is moved 'to another flotilla' or 'to this "
                                 "flotilla'; a building moves to any location without one")
        return fx.MoveBuilding(who[1], self._movable(kinds), where, src=self._src(meta))

    def _movable(self, kinds) -> tuple:
        for k in kinds:     # a port stays, with its dock tile: only these can move
            if str(k) in self.vocab.pieces and str(k) not in MOVABLE:
                self._fail(k, f"a {k} cannot be moved: 'move' and 'swap' name only "
                              f"{' or '.join(MOVABLE)}")
        return tuple(self._kind(k) for k in kinds)

    def swap_buildings(self, meta, children):
        parts, side, alike = [[], []], 0, False
        for c in children:
            if isinstance(c, tuple) and c[0] == "who" and parts[0]:
                side = 1
            if c == "alike":
                alike = True
            else:
                parts[side].append(c)
        (who, *first), (other, *second) = parts
        where = next((c[1] for c in first if isinstance(c, tuple)), "")
        other_where = next((c[1] for c in second if isinstance(c, tuple)), "")
        return fx.SwapBuildings(
            who[1], self._movable([k for k in first if isinstance(k, Token)]), where,
            other[1], self._movable([k for k in second if isinstance(k, Token)]),
            other_where, alike, src=self._src(meta))

    def alike(self, meta, children):
        return "alike"

    def where(self, meta, children):
        return ("where", str(children[0]))

    def destination(self, meta, children):
        return ("to", str(children[1]))

    def pick_dock(self, meta, children):
        return fx.PickDock(children[0], src=self._src(meta))

    def what(self, meta, children):
        word = str(children[0])
        if word in ("demand", "cleanup", "taken"):
            return fx.What(word)
        return fx.What("resource", self._resource(children[0]))

    def what_any(self, meta, children):
        return fx.What("any")

    def what_not(self, meta, children):
        if str(children[0]) == "demand":
            return fx.What("not_demand")
        return fx.What("not_resource", self._resource(children[0]))

    def scale(self, meta, children):
        per = next((c for c in children if isinstance(c, (fx.Counter, fx.CardCount))), None)
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
        if thing in COUNTED:
            return fx.Counter(who[1] if who else COUNTED[thing], thing, here)
        if thing in self.counters:          # a counter of this file's
            return fx.Counter(who[1] if who else "you", thing, here)
        known = list(COUNTED) + list(self.counters)
        self._fail(tok, f"unknown count {quoted(thing)}{did_you_mean(thing, known)}")
        return fx.Counter("you", "cleanup", here)

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

    def number(self, meta, children):
        return int(children[0])

    def is_kind(self, meta, children):
        return fx.IsKind(self._kind(children[0]))

    def cond_and(self, meta, children):
        return fx.All(tuple(children))

    def cond_or(self, meta, children):
        return fx.AnyOf(tuple(children))

    def cond_not(self, meta, children):
        return fx.Not(children[0])
