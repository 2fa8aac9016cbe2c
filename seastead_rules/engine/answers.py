"""The rules in force, evaluated once per decision and reused across its candidates.

Listing the legal builds asks, for every candidate (a kind at a location), the same
questions (`build-cost`, `ship-discount`, `location-discount`) and permissions (`build`,
`build-on-locked`) of the same rules. A rule's condition reads only some of a candidate's
context: `building is port` reads the kind, `academy here` or `points` the place, `your
fish > 2` neither. `Answers` evaluates each condition once per kind and place it reads
(once per decision for most) and answers the questions as plain numbers, with no
reasons built. The reasons (`hooks.explain`, `build.explain_cost`) read the same rules in
the same order with the same `holds`, so the two never disagree (a test compares them
for every candidate of many positions).
"""

from __future__ import annotations

import attrs

from ..model import cards
from ..model import effects as fx
from ..model.names import PLACES
from ..model.state import Position, new_ctx
from .counts import holds
from .hooks import PERMISSION, QUESTION, core_refusal, rules_about
from .in_play import gated

__all__ = ["Answers", "reads", "KIND", "PLACE", "place_free"]

KIND, PLACE = 1, 2
"""What a condition may read of a candidate: its kind (1), its place (2), or both (3)."""

# Counters whose value depends on the place in question with or without `here`.
_AT_PLACE = frozenset(("points", "cost"))
_FREE = (int, str, bool, type(None))
_COSTS = ("ship-discount", "location-discount", "build-cost")


def _reads(node) -> int:
    kind = type(node)
    if kind in _FREE:
        return 0
    if kind is fx.IsKind:
        return KIND
    if kind is fx.TokenIs:
        return PLACE if node.token == "demand" else 0
    if kind is fx.Counter:
        return PLACE if node.here or node.thing in _AT_PLACE else 0
    if kind is tuple:
        found = 0
        for item in node:
            found |= _reads(item)
        return found
    if not attrs.has(kind):         # (a record this walk does not know: reads all)
        return KIND | PLACE
    found = PLACE if getattr(node, "here", False) is True else 0
    for field in attrs.fields(kind):
        found |= _reads(getattr(node, field.name))
    return found


def reads(t: Position, cond) -> int:
    """What of a candidate `cond` reads (KIND, PLACE, both or 0), cached per content."""
    cache = t.content.cache
    key = ("reads", id(cond))
    found = cache.get(key)
    if found is None:
        found = cache[key] = (cond, _reads(cond))   # (holds cond: its id stays its own)
    return found[1]


def place_free(answers: "Answers", action: str) -> bool:
    """Whether no rule of the permission `action` reads the place of a candidate."""
    return not answers.rules(PERMISSION, action)[1] & PLACE


class Answers:
    """The rules in force about `player` in position `t`, each condition evaluated once
    per kind and place it reads, and what the rules of a question or permission make of
    a candidate once per kind and place any of them reads. Made for one decision; `t`
    must not change meanwhile."""

    __slots__ = ("t", "player", "held", "about", "made")

    def __init__(self, t: Position, player: int):
        self.t, self.player, self.held, self.about, self.made = t, player, {}, {}, {}

    def rules(self, which: int, name: str) -> tuple:
        """(the rules in force about the question (`which` hooks.QUESTION) or permission
        (hooks.PERMISSION) `name`, what their conditions read together: KIND, PLACE, both
        or 0), worked out once per decision."""
        key = (which, name)
        found = self.about.get(key)
        if found is None:
            rules = tuple(hook for hook, _ in rules_about(self.t, which, name, self.player))
            deps = 0
            for hook in rules:
                if hook.cond is not None:
                    deps |= reads(self.t, hook.cond)
            found = self.about[key] = (rules, deps)
        return found

    def holds(self, hook, kind: int, index: int) -> bool:
        """Whether the hook's condition holds for a candidate of `kind` at board `index`."""
        cond = hook.cond
        if cond is None:
            return True
        deps = reads(self.t, cond)
        key = (id(cond), kind if deps & KIND else -1, index if deps & PLACE else -1)
        found = self.held.get(key)
        if found is None:
            f, l = PLACES[index]
            ctx = new_ctx(self.player, f, l, kind, "", False, "")
            found = self.held[key] = holds(self.t, cond, ctx)
        return found

    def _shift(self, query: str, kind: int, index: int) -> tuple:
        """(the value the last `modify to` that holds sets, or None; what the `modify`s
        that hold after it add): a question's rules for a candidate, in reading order."""
        rules, deps = self.rules(QUESTION, query)
        if not rules:
            return None, 0
        key = (query, kind if deps & KIND else -1, index if deps & PLACE else -1)
        found = self.made.get(key)
        if found is None:
            setto, delta = None, 0
            for hook in rules:
                if self.holds(hook, kind, index):
                    if type(hook) is cards.Modify:
                        delta += hook.amount
                    else:
                        setto, delta = hook.value, 0
            found = self.made[key] = (setto, delta)
        return found

    def ask(self, query: str, base: int, kind: int, index: int) -> int:
        """The answer to a numeric question for a candidate, as `hooks.explain` gives it."""
        setto, delta = self._shift(query, kind, index)
        answer = (base if setto is None else setto) + delta
        low, high = self.t.content.ranges[query]
        return low if answer < low else high if answer > high else answer

    def flat_costs(self, kind: int):
        """(ship discount, price-tag discount, the value build-cost is set to or None, what
        is added to it, its range low and high) for builds of `kind` anywhere, when no rule
        of those questions reads the place (else None): a build's cost is then arithmetic
        on the side's printed cost, as `build._cost` counts it."""
        for query in _COSTS:
            if self.rules(QUESTION, query)[1] & PLACE:
                return None
        t = self.t
        ship = self.ask("ship-discount", 1, kind, 0) if t.decrees else 1
        tag = self.ask("location-discount", 1, kind, 0) if t.decrees else 1
        return (ship, tag) + self._shift("build-cost", kind, 0) + t.content.ranges["build-cost"]

    def forbidder(self, action: str, kind: int, index: int):
        """The rule refusing the permission for a candidate, as `hooks.forbidder` gives it."""
        t = self.t
        permitted = t.content.allowed[action]
        if not gated(t, action):
            return None if permitted else core_refusal(t, action)
        rules, deps = self.rules(PERMISSION, action)
        key = (action, kind if deps & KIND else -1, index if deps & PLACE else -1)
        if key in self.made:
            return self.made[key]
        found = None
        for hook in rules:
            if type(hook) is cards.Forbid:
                if self.holds(hook, kind, index):
                    found = hook
                    break
            elif not permitted and self.holds(hook, kind, index):
                permitted = True
        if found is None and not permitted:
            found = core_refusal(t, action)
        self.made[key] = found
        return found
