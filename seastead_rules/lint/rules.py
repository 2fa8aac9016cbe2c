"""The linter's rules, one function per grammar rule they look at, run over the parse tree
of an item that compiles (so every position is the source's own)."""

from __future__ import annotations

from lark import Token, Tree

from ..lang.compiler import shipped_vocabulary
from ..model.names import RESOURCES, TOKENS_PER_RESOURCE
from .conditions import ALWAYS, value_range, verdict
from .conventions import CONVENTIONS
from .hooks import hooks
from .neutral import ERROR, GAME_NEUTRAL, WARNING, NeutralRules
from .neutral import NO_PLACE as _NO_PLACE

__all__ = ["ERROR", "WARNING", "GAME_NEUTRAL", "check_tree"]

_ALL_TOKENS = len(RESOURCES) * TOKENS_PER_RESOURCE
# The buildings a player starts with on the board; a trigger this high ends the game at once.
_START_LEFT = 12


def _printed(name: str) -> tuple:
    return CONVENTIONS[name].low, CONVENTIONS[name].high


class _Rules(NeutralRules):
    # The questions whose rules' answer is a printed value: how it is named, and the
    # convention of the values printed components use.
    PRINTED = {"location-points": ("a location printed with {} points",
                                   _printed("location-points")),
               "dock-points": ("a dock section printed with {} points",
                               _printed("section-points"))}


    def convention(self, name: str, tok: Token, value: int | None = None) -> None:
        c = CONVENTIONS[name]
        value = int(tok) if value is None else value
        if not c.low <= value <= c.high:
            shown = "{:+d}" if name == "modify" else "{}"     # as written: +1, -2
            self.add(WARNING, tok, f"{shown.format(value)} is outside the printed components' "
                                   f"conventions ({c.what}: {shown.format(c.low)} to "
                                   f"{shown.format(c.high)})")

    def is_kind(self, node: Tree) -> None:
        if self._place(node):
            self.add(ERROR, node, f"'{self.words(node)}' can never hold here: {_NO_PLACE}")

    # ---- effects ---------------------------------------------------------------------
    def take(self, node: Tree) -> None:
        amount, what = node.children[0], node.children[1]
        if int(amount) == 0:
            self.add(WARNING, amount, "'take 0' takes nothing")
            return
        self.convention("take", amount)
        if what.data == "what" and str(what.children[0]) in RESOURCES \
                and int(amount) > TOKENS_PER_RESOURCE:
            self.add(WARNING, amount, f"only {TOKENS_PER_RESOURCE} {what.children[0]} tokens "
                                      "exist: a player never takes more")
        self._scale(amount, node.children[2:])

    take_from = take

    def _scale(self, amount: Token, scale) -> None:
        scale = [c for c in scale if isinstance(c, Tree) and c.data == "scale"]
        if not scale:
            return
        per = next((c for c in scale[0].children if c.data == "per"), None)
        cap = next((c for c in scale[0].children if c.data == "cap"), None)
        if cap is not None:
            self.convention("cap", cap.children[0])
        if per is not None and self._place(per.children[0]) \
                and value_range(per.children[0], self._place(per.children[0])) == (0, 0):
            self.add(WARNING, per, f"'{self.words(per)}' is always 0 here: {_NO_PLACE}")
            return
        if per is not None and cap is not None:
            high = value_range(per.children[0], self._place(per.children[0]),
                               self.counters)[1]
            if int(cap.children[0]) >= int(amount) * high:
                self.add(WARNING, cap.children[0],
                         f"'max {cap.children[0]}' is never reached: "
                         f"{self._span(per.children[0])}, so the amount is at most "
                         f"{int(amount) * high}")

    def spend(self, node: Tree) -> None:
        amount, what = node.children
        self.convention("spend", amount)
        word = str(what.children[0]) if what.children else "any"
        most = TOKENS_PER_RESOURCE if word in RESOURCES or word == "demand" else _ALL_TOKENS
        if what.data != "what_not" and int(amount) > most:
            self.add(ERROR, node, f"'{self.words(node)}' can never be carried out: a player "
                                  f"holds at most {most} of them")

    def score(self, node: Tree) -> None:
        self._scale(node.children[0], node.children[1:])

    def add_(self, node: Tree) -> None:       # `add` and `subtract`: N NAME [scale]
        self._scale(node.children[0], node.children[2:])

    subtract = add_

    def cleanup(self, node: Tree) -> None:
        amount = node.children[0]
        if int(amount) == 0:
            self.add(WARNING, amount, "'cleanup 0' takes nothing")
            return
        self.convention("cleanup", amount)
        self._scale(amount, node.children[1:])

    def discard(self, node: Tree) -> None:
        if int(node.children[0]) >= _ALL_TOKENS:
            self.add(WARNING, node, f"'{self.words(node)}' never discards: a player holds at "
                                    f"most {_ALL_TOKENS} resources")

    def repeat(self, node: Tree) -> None:
        self.convention("repeat", node.children[0])

    def lock_demand(self, node: Tree) -> None:
        if self._place(node) is True:
            self.add(WARNING, node, f"'{self.words(node)}' does nothing here: {_NO_PLACE}")

    def end_game(self, node: Tree) -> None:
        if self.events.get(id(node)) == "game-end":
            self.add(WARNING, node, "'end game' changes nothing in a game-end hook: the "
                                    "game is over once these hooks have run")

    repeat_up_to = repeat

    # ---- components ------------------------------------------------------------------
    def location(self, node: Tree) -> None:
        self.convention("location-cost", node.children[1])
        self.convention("location-points", node.children[2])

    def section(self, node: Tree) -> None:
        self.convention("section-points", node.children[2])

    def specialist(self, node: Tree) -> None:
        self.convention("specialist-points", node.children[3])

    def cost_cut(self, node: Tree) -> None:
        self.convention("specialist-discount", node.children[0])

    def fixed(self, node: Tree) -> None:
        total = sum(int(part.children[0]) for part in node.children)
        self.convention("half", node.children[0].children[0], total)

    def any_half(self, node: Tree) -> None:
        self.convention("half", node.children[0])

    identical = any_half

    # ---- decree hooks ----------------------------------------------------------------
    def modify(self, node: Tree) -> None:
        query, amount = node.children[0], node.children[1]
        self.convention("modify", amount)
        if str(query) == "buildings-left-trigger" and 1 + int(amount) >= _START_LEFT:
            self._ends_at_once(node)
        self._kept(str(query), int(amount), amount)

    def set_to(self, node: Tree) -> None:
        super().set_to(node)
        if str(node.children[0]) == "buildings-left-trigger" and \
                int(node.children[1]) >= _START_LEFT:
            self._ends_at_once(node)

    def _ends_at_once(self, node: Tree) -> None:
        self.add(ERROR, node, f"'{self.words(node)}' triggers the end in the first turn: "
                              f"every player starts with {_START_LEFT} buildings left")

    def forbid(self, node: Tree) -> None:
        action, cond = str(node.children[0]), node.children[1:]
        always = not cond or verdict(cond[0], counters=self.counters) == ALWAYS
        if action == "dive" and always:
            self.add(ERROR, node, f"'{self.words(node)}': nobody may ever dive, so no "
                                  "resources come in and the dive deck never runs down; "
                                  "players build with what they hold, then pass, and the game "
                                  "ends only because nobody can act")
        elif action == "build" and always:
            self.add(WARNING, node, f"'{self.words(node)}': nobody may ever build, so every "
                                    "game ends only when the dive deck runs down")


# The grammar rules the linter looks at: each has a method of the same name above.
_LOOKED_AT = frozenset({
    "compare", "cond_and", "is_kind", "take", "take_from", "spend", "cleanup", "discard", "repeat",
    "score", "add_", "subtract", "end_game", "lock_demand",
    "repeat_up_to", "location", "section", "specialist", "cost_cut", "fixed", "any_half",
    "identical",
    "modify", "set_to", "forbid", "permit"})


def check_tree(item: Tree, text: str, counters: dict | None = None, *, vocab=None,
               neutral: bool = False) -> list:
    """(severity, line, column, width, message) of every finding in one item's tree;
    `counters`: the counters of its file (and, for another game, its counts), name ->
    (low, high, shared). `vocab`: the game's declaration (Seastead's shipped one when
    None); `neutral`: only the checks any game's content gets (GAME_NEUTRAL), none of
    Seastead's own (its hooks' places and amounts, conventions, supply, the end)."""
    places, events = ({}, {}) if neutral else hooks(item)
    rules = _Rules(text, places, counters or {}, events,
                   shipped_vocabulary() if vocab is None else vocab)
    for node in item.iter_subtrees_topdown():
        if neutral:
            if node.data in GAME_NEUTRAL:
                getattr(rules, GAME_NEUTRAL[node.data])(node)
            continue
        name = "add_" if node.data == "add" else node.data      # (`add` is the list's)
        if name in _LOOKED_AT:
            getattr(rules, name)(node)
    return rules.found
