"""The linter's checks any game's content gets, over the parse tree of an item that
compiles: a condition that can never hold or always holds, as the game's counts range
(conditions.py); a `modify` or `modify ... to` that leaves its question's declared range;
a `permit` of what the game's declaration allows already. Seastead's own checks build on
these (rules.py)."""

from __future__ import annotations

import math

from lark import Token, Tree

from .conditions import NEVER, and_is_empty, compare_verdict, value_range
from .hooks import AMOUNTS

__all__ = ["ERROR", "WARNING", "NO_PLACE", "GAME_NEUTRAL", "NeutralRules"]

ERROR, WARNING = "error", "warning"

# Why some counts are 0 and `building is ...` never holds in a dive's hooks.
NO_PLACE = ("this event's hooks have no location in question and no building being built")

GAME_NEUTRAL = {"compare": "compare", "cond_and": "cond_and", "modify": "kept",
                "set_to": "set_to", "permit": "permit"}
"""The grammar rules every game's items are looked at for, and the method of each."""


class NeutralRules:
    """The findings of one item's tree: `counters` the counts the file knows, name ->
    (low, high, shared); `vocab` the game's declaration; `places` and `events` where a
    place is in question and which event's hook a node is in (Seastead's; empty for
    another game)."""

    # The questions whose rules' answer is a printed value: how it is named, and the
    # (lowest, highest) value the printed components use (none for a game by default).
    PRINTED: dict = {}

    def __init__(self, text: str, places: dict, counters: dict, events: dict, vocab):
        self.text, self.found, self.places, self.counters = text, [], places, counters
        self.events = events        # node id -> the event of the hook it is in
        self.vocab = vocab          # the game the file is written for

    # ---- helpers ----------------------------------------------------------------------
    def _place(self, node):
        """False where a place is in question; True where none is (a placeless event's
        hook); TILE in such a hook's block on a side (`here` is the side's tile)."""
        return self.places.get(id(node), False)

    def add(self, severity: str, at, message: str) -> None:
        """One finding at a token or a node (its first line)."""
        if isinstance(at, Token):
            line, column, width = at.line, at.column, len(at)
        else:
            line, column = at.meta.line, at.meta.column
            source = self.text[at.meta.start_pos:at.meta.end_pos]
            width = len(source.split("\n", 1)[0])
        self.found.append((severity, line, column, max(1, width), message))

    def words(self, node) -> str:
        """A node's source, its spaces folded."""
        if isinstance(node, Token):
            return str(node)
        return " ".join(self.text[node.meta.start_pos:node.meta.end_pos].split())

    def _known(self, node) -> dict:
        """The counts a node's hook knows: the file's counters, and what `amount` is for
        the event of the hook it is in."""
        event = self.events.get(id(node))
        if event is None:
            return self.counters
        low, high = AMOUNTS.get(event, (0, 0))
        return {**self.counters, "amount": (low, math.inf if high is None else high, True)}

    def _span(self, node) -> str:
        low, high = value_range(node, self._place(node), self._known(node))
        shown = "or more" if high == math.inf else f"to {high}"
        event = self.events.get(id(node))
        if "amount" in self.words(node).split() and event is not None:
            if high == low == 0 and event not in AMOUNTS:
                return f"'{self.words(node)}' is always 0 (a {event} event has no amount)"
            return f"'{self.words(node)}' is {low} {shown} in a {event} hook"
        if high == low:
            return f"'{self.words(node)}' is always {low} ({NO_PLACE})"
        return f"'{self.words(node)}' is {low} {shown}"

    # ---- conditions ------------------------------------------------------------------
    def compare(self, node: Tree) -> None:
        """A comparison that can never hold (an error) or always holds (a warning)."""
        found = compare_verdict(node, self._place(node), self._known(node))
        if found is None:
            return
        spans = "; ".join(self._span(v) for v in (node.children[0], node.children[2])
                          if isinstance(v, Tree) and v.data == "counter") or "two numbers"
        if found == NEVER:
            self.add(ERROR, node, f"'{self.words(node)}' can never hold: {spans}")
        else:
            self.add(WARNING, node, f"'{self.words(node)}' always holds: {spans}")

    def cond_and(self, node: Tree) -> None:
        """Comparisons of one count joined by `and` that leave it no value."""
        placeless = self._place(node)
        never = any(isinstance(c, Tree) and c.data == "compare"
                    and compare_verdict(c, placeless, self._known(node)) == NEVER
                    for c in node.children)
        if not never and and_is_empty(node, placeless, self._known(node)):
            self.add(ERROR, node, f"'{self.words(node)}' can never hold: the comparisons "
                                  "of the same count leave no value")

    # ---- rules -----------------------------------------------------------------------
    def kept(self, node: Tree) -> None:
        """`modify QUESTION +N`: whether the change leaves the question's range."""
        self._kept(str(node.children[0]), int(node.children[1]), node.children[1])

    def _kept(self, query: str, amount: int, at: Token) -> None:
        """A change that takes the rules' answer (a number, or the printed values)
        out of the question's range: it is kept to the range."""
        low, high = self.vocab.ranges()[query]
        default = self.vocab.question(query).default
        named, printed = self.PRINTED.get(query, ("", None))
        if default.isdigit():
            answers, named = [int(default)], "the rules' answer {}"
        elif printed is not None:
            answers = range(printed[0], printed[1] + 1)
        else:
            return
        out = [a for a in answers if not low <= a + amount <= high]
        if out:
            was = named.format(out[0])
            self.add(WARNING, at, f"{query} is kept from {low} to {high}: {was}, changed by "
                                  f"{amount:+d}, would be {out[0] + amount}; it acts as "
                                  f"{min(max(out[0] + amount, low), high)}")

    def set_to(self, node: Tree) -> None:
        """`modify QUESTION to N` outside the question's range."""
        query, value = str(node.children[0]), node.children[1]
        low, high = self.vocab.ranges().get(query, (-math.inf, math.inf))
        if not low <= int(value) <= high:
            self.add(WARNING, value, f"{query} is kept from {low} to {high}: 'to {value}' "
                                     f"acts as {min(max(int(value), low), high)}")

    def permit(self, node: Tree) -> None:
        """A `permit` of what the game's rules allow already."""
        action = str(node.children[0])
        permission = self.vocab.permission(action)
        if permission.allowed:
            self.add(WARNING, node, f"'{self.words(node)}' changes nothing: the core rules "
                                    f"already allow {permission.text}, and a forbid "
                                    "in force wins over any permit")
