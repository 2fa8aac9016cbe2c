"""The handlers of the `game` item: a game's declaration of its players and vocabulary,
compiled into a Vocabulary (kernel/rules/vocabulary.py)."""

from __future__ import annotations

from lark import v_args

from ..rules.forms import CounterDecl
from ..rules.vocabulary import TIE_RULES, EventDecl, Permission, Question, Vocabulary
from .base import CompilerBase
from .problems import quoted

__all__ = ["DeclarationCompiler", "MAX_SEATS"]

MAX_SEATS = 6       # the most players any game of the kernel seats


@v_args(meta=True)
class DeclarationCompiler(CompilerBase):
    """The handlers of the game declaration (mixed into the compiler's transformer)."""

    def game(self, meta, children):
        name, *parts = children
        found: dict = {}
        lists = ("question", "permission", "event", "counter", "tokens", "symbols")
        for part in parts:
            kind, value = (("counter", part) if isinstance(part, CounterDecl)
                           else part)
            if kind in lists:
                found.setdefault(kind, []).append(value)
            elif kind in found:
                self._fail(name, f"the game declares its {kind} twice")
            else:
                found[kind] = value
        for required in ("players", "seats", "resources"):
            if required not in found:
                self._fail(name, f"the game {name} must declare its {required}")
        low, high = found.get("players", (1, 1))
        seats = found.get("seats", ("player",))
        if len(seats) < high:
            self._fail(name, f"the game {name} seats up to {high} players: name "
                             f"{high} seats, not {len(seats)}")
        resources, supply = found.get("resources", ((), None))
        tokens = tuple((t, n) for names, n in found.get("tokens", ()) for t in names)
        self._distinct(name, [*resources, *(t for t, _ in tokens), *found.get("pieces", ())],
                       "resources, tokens and pieces")
        ties, asked = found.get("ties", ("all", None))
        if asked is not None:       # the tie rule as a named question, after the others
            found.setdefault("question", []).append(asked)
        for kind in ("question", "permission", "event", "counter"):
            self._distinct(name, [r.name for r in found.get(kind, ())], f"{kind}s")
        symbols = tuple(found.get("symbols", ()))
        self._distinct(name, [kind for kind, _ in symbols], "kinds of symbol")
        for kind, names in symbols:
            self._distinct(name, names, f"{kind} symbols")
        return Vocabulary(
            name[1:-1], low, high, seats, resources, supply, tokens, found.get("pieces", ()),
            tuple(name for name, _ in found.get("piles", ())), found.get("board", ()),
            tuple(found.get("question", ())), tuple(found.get("permission", ())),
            tuple(found.get("event", ())), tuple(found.get("counter", ())),
            ties, src=self._src(meta), tie_question=asked.name if asked else "",
            face_up=tuple(name for name, up in found.get("piles", ()) if up),
            symbols=symbols)

    def _distinct(self, name, names, what: str) -> None:
        seen = set()
        for word in names:
            if word in seen:
                self._fail(name, f"the game names {quoted(word)} twice among its {what}")
            seen.add(word)

    def players(self, meta, children):
        low = self._int(children[0], 1, MAX_SEATS, "fewest players")
        high = self._int(children[1], 1, MAX_SEATS, "most players")
        if high < low:
            self._fail(children[1], f"the most players ({high}) is fewer than the fewest "
                                    f"({low})")
        return ("players", (low, max(low, high)))

    def seats(self, meta, children):
        return ("seats", tuple(str(c) for c in children))

    def resources(self, meta, children):
        return ("resources", self._named_supply(children))

    def tokens(self, meta, children):
        return ("tokens", self._named_supply(children))

    def _named_supply(self, children) -> tuple:
        supply = children[-1] if isinstance(children[-1], int) else None
        names = tuple(str(c) for c in children if not isinstance(c, int))
        return names, supply

    def ties(self, meta, children):
        return ("ties", str(children[0]))

    def game_ties(self, meta, children):
        rule, *asked = children
        if not asked:
            return ("ties", (str(rule), None))
        name, text, page = asked
        return ("ties", (str(rule), Question(
            str(name), text[1:-1], str(rule), 0, len(TIE_RULES) - 1, page[1:-1],
            src=self._src(meta), answers=TIE_RULES)))

    def symbols(self, meta, children):
        kind, *names = children
        return ("symbols", (str(kind), tuple(str(n) for n in names)))

    def supply(self, meta, children):
        return self._int(children[0], 0, 999, "supply")

    def pieces(self, meta, children):
        return ("pieces", tuple(str(c) for c in children))

    def piles(self, meta, children):
        return ("piles", tuple(children))

    def pile_decl(self, meta, children):
        return (str(children[0]), len(children) == 2)

    def face_up(self, meta, children):
        return True

    def board(self, meta, children):
        return ("board", (str(children[0]),))

    def question(self, meta, children):
        name, text, default, low, high, page = children
        lo, hi = self._int(low, -999, 999, "lowest answer"), self._int(high, -999, 999,
                                                                          "highest answer")
        if hi < lo:
            self._fail(high, f"question {name} runs from {lo} to {hi}: an empty range")
        return ("question", Question(str(name), text[1:-1], default[1:-1], lo, hi, page[1:-1],
                                     src=self._src(meta)))

    def permission(self, meta, children):
        name, text, allowed, page = children
        return ("permission", Permission(str(name), text[1:-1], str(allowed) == "allowed",
                                         page[1:-1], src=self._src(meta)))

    def event(self, meta, children):
        name, text, *rest = children
        amount = rest[0][1:-1] if len(rest) == 2 else ""
        return ("event", EventDecl(str(name), text[1:-1], amount, rest[-1][1:-1],
                                   src=self._src(meta)))
