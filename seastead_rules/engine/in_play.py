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
    key = (decrees[-1] if decrees else None, sides, first, second)
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
    statics += [index["specialist"][card] for hand in held for card, up in hand if up]
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
        for card, up in hand:
            if up:
                heard.update(r.event for r in reacts[card].reacts)
    has_statics = any(questions or permissions for questions, permissions, _ in statics)
    builds = bool(touched & BUILD_QUESTIONS or gates & BUILD_PERMISSIONS)
    return InPlay(frozenset(heard), frozenset(hooked), frozenset(gates), frozenset(touched),
                  has_statics, builds)


# The checks the engine makes before it looks for rules: first against every card
# loaded (no card at all hears most events), then whether any card can be in play with
# such rules (none but a decree, in most games), then against the cards in play.

def _cards_hear(t: Position) -> bool:
    """Whether a side or a specialist of the content has a `when` or a reaction."""
    content = t.content
    found = content.cache.get("in play: cards hear")
    if found is None:
        found = content.cache["in play: cards hear"] = bool(
            content.side_whens or content.spec_whens
            or any(card.reacts for card in content.specialist.values()))
    return found


def hears(t: Position, event: str) -> bool:
    """Whether a `when` or a reaction in play hears `event`."""
    return event in t.content.heard and bool(t.decrees or _cards_hear(t)) \
        and event in in_play(t).heard


def hooks_on(t: Position, event: str) -> bool:
    """Whether a `when` in play hears `event`."""
    return event in t.content.hooked and bool(t.decrees or _cards_hear(t)) \
        and event in in_play(t).hooked


def gated(t: Position, action: str) -> bool:
    """Whether a `forbid` or `permit` in play names the permission `action`."""
    return action in t.content.gates and bool(t.decrees or t.content.statics) \
        and action in in_play(t).gates


def changed(t: Position, query: str) -> bool:
    """Whether a `modify` in play changes the question `query`."""
    return query in t.content.touched and bool(t.decrees or t.content.statics) \
        and query in in_play(t).touched


def builds_changed(t: Position) -> bool:
    """Whether a rule in play may change a build's cost or permission."""
    return bool(t.decrees or t.content.statics) and in_play(t).builds
