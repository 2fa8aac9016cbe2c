"""What the cards in play reach: the rules the engine must consult, indexed by the cards
in play rather than by every card loaded.

A card's rules are in force while it is in play: the decree in play, the four sides
laid out, each player's face-up specialists (hooks.rules_in_force). A card that is
loaded and not in play changes nothing, so it must cost nothing: every check the engine
makes before it looks for rules (is this event heard, is this permission gated, is this
question changed, may a build's cost differ from the printed tables) asks `in_play(t)`,
made once for each set of cards in play and kept with the content.
"""

from __future__ import annotations

from typing import NamedTuple

from ..model import cards as card_rules
from ..model.state import Position

__all__ = ["InPlay", "in_play", "hears", "hooks_on", "gated", "changed", "builds_changed",
           "BUILD_QUESTIONS", "BUILD_PERMISSIONS"]

BUILD_QUESTIONS = frozenset(("build-cost", "ship-discount", "location-discount"))
BUILD_PERMISSIONS = frozenset(("build", "build-on-locked"))
_KEPT = 4096        # sets of cards in play remembered per content, then forgotten


class InPlay(NamedTuple):
    """What the rules of the cards in play reach."""
    heard: frozenset        # events a `when` or a reaction in play hears
    hooked: frozenset       # events a `when` in play hears
    gates: frozenset        # permissions a `forbid` or `permit` in play names
    touched: frozenset      # questions a `modify` in play changes
    statics: bool           # a side laid out or a face-up specialist has such rules
    builds: bool            # a rule in play may change a build's cost or permission


def in_play(t: Position) -> InPlay:
    """What the rules of the cards now in play reach (cached per set of cards; the last
    answer is kept by the identity of the tuples it was made from, which successive
    positions share while no card enters or leaves play)."""
    players = t.players
    decrees, sides = t.decrees, t.sides
    first = players[0].specialists
    second = players[1].specialists if len(players) > 1 else ()
    cache = t.content.cache
    last = cache.get("in play: last")
    if last is not None and last[0] is first and last[1] is second and last[2] is sides \
            and last[3] is decrees:
        return last[4]
    # Keyed by the cards in play that hold rules: other cards change nothing here.
    ruled = _cards(t)[4]
    key = (decrees[-1] if decrees else None, sides,
           tuple(c for c, up in first if up and c in ruled),
           tuple(c for c, up in second if up and c in ruled))
    known = cache.get("in play")
    if known is None:
        known = cache["in play"] = {}
    found = known.get(key)
    if found is None:
        if len(known) >= _KEPT:
            known.clear()
        found = known[key] = _reach(t, key)
    cache["in play: last"] = (first, second, sides, decrees, found)
    return found


def _reach(t: Position, key) -> InPlay:
    index = t.content.rule_index
    decree, sides, *held = key
    cards = [index["decree"][decree]] if decree is not None else []
    statics = []
    statics += [index["side"][name] for name in sides]
    statics += [index["specialist"][card] for hand in held for card in hand]
    heard, hooked, gates, touched = set(), set(), set(), set()
    for questions, permissions, rules in cards + statics:
        touched.update(questions)
        gates.update(permissions)
        for rule, _ in rules:
            if isinstance(rule, (card_rules.When, card_rules.React)):
                heard.add(rule.event)
                if isinstance(rule, card_rules.When):
                    hooked.add(rule.event)
    reacts = t.content.specialist
    for hand in held:
        for card in hand:
            heard.update(r.event for r in reacts[card].reacts)
    has_statics = any(questions or permissions for questions, permissions, _ in statics)
    builds = bool(touched & BUILD_QUESTIONS or gates & BUILD_PERMISSIONS)
    return InPlay(frozenset(heard), frozenset(hooked), frozenset(gates), frozenset(touched),
                  has_statics, builds)


# The checks the engine makes before it looks for rules: first against every card
# loaded (no card at all hears most events), then the decree in play's own rules, then,
# when a side or specialist of the content has such rules, the cards in play.

def _cards(t: Position) -> tuple:
    """(events, hooked events, permissions, questions) that the rules of the content's
    sides and specialists reach (only these need the index of the cards in play), and
    the names of the specialists with rules or reactions."""
    content = t.content
    found = content.cache.get("in play: cards")
    if found is None:
        index = content.rule_index
        reach = (set(), set(), set(), set())
        for kind in ("side", "specialist"):
            for questions, permissions, rules in index[kind].values():
                reach[3].update(questions)
                reach[2].update(permissions)
                for rule, _ in rules:
                    if isinstance(rule, (card_rules.When, card_rules.React)):
                        reach[0].add(rule.event)
                        if isinstance(rule, card_rules.When):
                            reach[1].add(rule.event)
        for card in content.specialist.values():
            reach[0].update(r.event for r in card.reacts)
        ruled = frozenset(card.name for card in content.specialist.values()
                          if card.reacts or index["specialist"][card.name][2])
        found = content.cache["in play: cards"] = tuple(frozenset(r) for r in reach) + (ruled,)
    return found


def _decree(t: Position) -> tuple:
    """The decree in play's ({question: rules}, {permission: rules}, rules), or None."""
    return t.content.rule_index["decree"][t.decrees[-1]] if t.decrees else None


def _decree_hears(t: Position, event: str, hooked: bool) -> bool:
    decree = _decree(t)
    if decree is None:
        return False
    for rule, _ in decree[2]:
        if (type(rule) is card_rules.When or not hooked and type(rule) is card_rules.React) \
                and rule.event == event:
            return True
    return False


def hears(t: Position, event: str) -> bool:
    """Whether a `when` or a reaction in play hears `event`."""
    if event not in t.content.heard:
        return False
    if event in _cards(t)[0] and event in in_play(t).heard:
        return True
    return _decree_hears(t, event, False)


def hooks_on(t: Position, event: str) -> bool:
    """Whether a `when` in play hears `event`."""
    if event not in t.content.hooked:
        return False
    if event in _cards(t)[1] and event in in_play(t).hooked:
        return True
    return _decree_hears(t, event, True)


def gated(t: Position, action: str) -> bool:
    """Whether a `forbid` or `permit` in play names the permission `action`."""
    if action not in t.content.gates:
        return False
    decree = _decree(t)
    return decree is not None and action in decree[1] \
        or action in _cards(t)[2] and action in in_play(t).gates


def changed(t: Position, query: str) -> bool:
    """Whether a `modify` in play changes the question `query`."""
    if query not in t.content.touched:
        return False
    decree = _decree(t)
    return decree is not None and query in decree[0] \
        or query in _cards(t)[3] and query in in_play(t).touched


def builds_changed(t: Position) -> bool:
    """Whether a rule in play may change a build's cost or permission."""
    decree = _decree(t)
    if decree is not None and (decree[0].keys() & BUILD_QUESTIONS
                               or decree[1].keys() & BUILD_PERMISSIONS):
        return True
    return bool(t.content.statics) and in_play(t).builds
