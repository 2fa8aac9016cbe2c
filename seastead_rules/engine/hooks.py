"""Named questions and permissions of the core rules, and the rules of cards that change
their answers.

The base rules give the default answer. The rules in force change it: the decree in
play's, the four sides' in play, and, for a question about a player, the face-up
specialists of that player's. They are read in that order; `modify +N` adds, `modify to
N` sets, and whatever they say the answer is kept in its range (declared in content/game.sea). A
permission is refused when a `forbid` in force holds; one the core rules refuse
(`build-on-locked`) is allowed when a `permit` holds and no `forbid` does. Every answer
can list its reasons with their sources."""

from __future__ import annotations

from attrs import frozen

from ..model import cards
from ..model.state import Position
from .counts import holds
from .in_play import changed, gated, in_play

__all__ = ["Reason", "ask", "explain", "forbidder", "allowed", "whose", "when_hooks",
           "active_hooks", "rules_in_force", "replacement", "rules_about", "core_refusal",
           "QUESTION", "PERMISSION"]

QUESTION, PERMISSION = 0, 1
"""What `rules_about` reads the rules of: a numeric question (0) or a permission (1)."""


@frozen
class Reason:
    """One step of an answer: what changed it, by how much, and where that is written."""
    text: str
    amount: int
    src: str


def active_hooks(t: Position) -> tuple:
    """The hooks of the decree in play."""
    if not t.decrees:
        return ()
    return t.content.decree[t.decrees[-1]].hooks


def rules_in_force(t: Position, player: int) -> tuple:
    """(rule, whose card it is) for every rule in force about `player`: the decree in
    play's, the sides' in play and that player's face-up specialists'."""
    index = t.content.rule_index
    found = list(index["decree"][t.decrees[-1]][2]) if t.decrees else []
    if t.content.statics and in_play(t).statics:
        for name in t.sides:
            found += index["side"][name][2]
        if player >= 0:
            for card, up in t.players[player].specialists:
                if up:
                    found += index["specialist"][card][2]
    return tuple(found)


def rules_about(t: Position, which: int, name: str, player: int):
    """(rule, whose card it is) for the rules in force about `player` that change the
    question (`which` QUESTION) or the permission (PERMISSION) `name`, in the order they
    are read (Content.rule_index): what `explain`, `ask` and `forbidder` read, and
    `answers.Answers` once per decision."""
    content = t.content
    index = content.rule_index
    found = index["decree"][t.decrees[-1]][which].get(name, ()) if t.decrees else ()
    if t.content.statics and in_play(t).statics:
        found = list(found)
        for side in t.sides:
            found += index["side"][side][which].get(name, ())
        if player >= 0:
            for card, up in t.players[player].specialists:
                if up:
                    found += index["specialist"][card][which].get(name, ())
    return found


def explain(t: Position, query: str, base: int, base_reasons, ctx) -> tuple[int, tuple]:
    """The answer to a numeric question and the reasons that made it, kept in the
    question's range (the game's declaration)."""
    answer, reasons = base, list(base_reasons)
    for hook, whose in rules_about(t, QUESTION, query, ctx.player):
        if not holds(t, hook.cond, ctx):
            continue
        if type(hook) is cards.Modify:
            answer += hook.amount
            reasons.append(Reason(whose, hook.amount, hook.src))
        else:
            reasons.append(Reason(f"{whose} sets it to {hook.value}", hook.value - answer,
                                  hook.src))
            answer = hook.value
    low, high = t.content.ranges[query]
    if not low <= answer <= high:
        kept = low if answer < low else high
        # Named after the hook that took the answer out of its range.
        reasons.append(Reason(f"kept to the range {low}-{high} of {query}", kept - answer,
                              reasons[-1].src if reasons else ""))
        answer = kept
    return answer, tuple(reasons)


def ask(t: Position, query: str, base: int, ctx) -> int:
    """The answer to a numeric question (fast path: no card changes it, the base answer)."""
    if not changed(t, query):
        return base
    # explain's arithmetic without its reasons: the same rules, in the same order.
    answer = base
    for hook, _ in rules_about(t, QUESTION, query, ctx.player):
        if holds(t, hook.cond, ctx):
            answer = answer + hook.amount if type(hook) is cards.Modify else hook.value
    low, high = t.content.ranges[query]
    return low if answer < low else high if answer > high else answer


def forbidder(t: Position, action: str, ctx):
    """The rule refusing this permission here, or None: a `forbid` that holds; for a
    permission the core rules refuse, the core rule itself (a Forbid without a source)
    unless a `permit` holds."""
    permitted = t.content.allowed[action]
    if not gated(t, action):
        return None if permitted else core_refusal(t, action)
    for hook, _ in rules_about(t, PERMISSION, action, ctx.player):
        if type(hook) is cards.Forbid:
            if holds(t, hook.cond, ctx):
                return hook
        elif not permitted and holds(t, hook.cond, ctx):
            permitted = True
    return None if permitted else core_refusal(t, action)


def whose(t: Position, hook, player: int) -> str:
    """Which card holds a rule in force ('decree Port Levy', 'specialist Harbormaster'),
    or 'the rules' for a core rule: for messages and the log."""
    for rule, card in rules_in_force(t, player):
        if rule is hook:
            return card
    return "the rules"


def allowed(t: Position, action: str, ctx) -> bool:
    """Whether the permission holds here (fast path: no card names it)."""
    if not gated(t, action):
        return t.content.allowed[action]
    return forbidder(t, action, ctx) is None


def core_refusal(t: Position, action: str):
    """A permission the core rules refuse, as the rule that refuses it (a Forbid of no
    card's, its source the page the game's declaration gives)."""
    key = ("core", action)
    found = t.content.cache.get(key)
    if found is None:
        page = t.content.vocabulary.permission(action).page
        found = t.content.cache[key] = cards.Forbid(action, None, src=f"rulebook {page}")
    return found


def when_hooks(t: Position, event: str) -> list:
    """The `when` hooks of the decree in play for an event (`build`, `dive`)."""
    return [h for h in active_hooks(t) if isinstance(h, cards.When) and h.event == event]


def _replaced(t: Position) -> frozenset:
    """The actions some card of the content replaces (`instead of`)."""
    found = t.content.cache.get("replaced")
    if found is None:
        found = t.content.cache["replaced"] = frozenset(
            rule.action for cards_of in t.content.rule_index.values()
            for _, _, rules in cards_of.values() for rule, _ in rules
            if type(rule) is cards.Instead)
    return found


def replacement(t: Position, player: int, action: str, ctx):
    """(rule, whose card) of the first `instead of` rule in force for the player's
    `action` whose condition holds: the decree in play's, the sides', the player's
    face-up specialists', in that order; None when none replaces it."""
    if action not in _replaced(t):
        return None
    index = t.content.rule_index
    held = [("decree", t.decrees[-1])] if t.decrees else []
    held += [("side", name) for name in t.sides]
    held += [("specialist", card) for card, up in t.players[player].specialists if up]
    for kind, name in held:
        for rule, card in index[kind][name][2]:
            if type(rule) is cards.Instead and rule.action == action \
                    and holds(t, rule.cond, ctx):
                return rule, card
    return None
