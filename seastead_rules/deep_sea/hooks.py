"""Special zone features and scenario rules in force (p. 13): which rule forms apply to a
player in a zone, the answers of the game's named questions with their `modify`/`set`
hooks, its permissions, the `when` hooks an event sets off, and the `instead of` rule
that replaces an action.

In force for `player` acting in `zone`: the scenario's rules (everywhere); the zone's
own rules (general and action effects: "here" is that zone); and the rules of each
marked space of that zone (a yellow ring) whose disc is the player's. A `when` hook of a
scenario or zone runs for the player the event is about; a marked space's runs for its
occupant (`you`: the occupant's own event, `opponent`: another player's)."""

from __future__ import annotations

from ..kernel.rules import forms
from .boards import links
from .book import book
from .counts import holds
from .state import Ctx

__all__ = ["QUESTIONS", "PERMISSIONS", "rules_here", "question", "permitted", "hooks",
           "replacement"]

QUESTIONS = {"technology": "how far and how deep a vessel may travel (p. 9)",
             "conserve-cost": "the Research a Conservation site costs (p. 11)"}
"""The named questions the engine asks, each with what it means."""

PERMISSIONS = {"through-deeper": (False, "travel through zones deeper than the vessel may "
                                         "end at (p. 9, R4)")}
"""The permissions the engine asks: (allowed by the core rules, what it means)."""


def rules_here(t, zone: str = "") -> tuple:
    """(rule, occupant) for every rule form in force in `zone`: the scenario's and the
    zone's (occupant None) and each marked space's with the player whose disc is on it."""
    b = book(t.content)
    found = [(r, None) for r in b.scenario(t.scenario).rules]
    if zone and zone in b.zones:
        spec = b.zones[zone]
        found += [(r, None) for r in spec.rules]
        for site in spec.sites:
            if site.marked:
                who = links.occupant(t.sites, links.Spot(zone, site.name, 0))
                if who is not None:
                    found += [(r, who) for r in site.marked]
    return tuple(found)


def _applies(rule, occupant, player: int) -> bool:
    return occupant is None or occupant == player


def question(t, name: str, player: int, zone: str, base: int) -> int:
    """The answer of a named question for `player` in `zone`: `base`, then each rule in
    force about it read in order (the scenario's, the zone's, the marked spaces'; each
    in the order written), as the core language reads them: `modify NAME +N` adds to the
    answer so far, `modify NAME to N` sets it; the answer kept within the question's
    declared range."""
    ctx = Ctx(player, zone)
    answer = base
    for rule, occupant in rules_here(t, zone):
        kind = type(rule)
        if (kind is forms.SetTo or kind is forms.Modify) and rule.query == name and \
                _applies(rule, occupant, player) and holds(t, rule.cond, ctx):
            answer = rule.value if kind is forms.SetTo else answer + rule.amount
    low, high = t.content.ranges.get(name, (answer, answer))
    return low if answer < low else high if answer > high else answer


def permitted(t, name: str, player: int, zone: str) -> bool:
    """Whether a permission holds for `player` in `zone`: the core rules' default, a
    `permit` in force allowing it, a `forbid` in force refusing it (forbid wins)."""
    allowed = PERMISSIONS[name][0]
    ctx = Ctx(player, zone)
    for rule, occupant in rules_here(t, zone):
        kind = type(rule)
        if kind is forms.Forbid and rule.action == name and \
                _applies(rule, occupant, player) and holds(t, rule.cond, ctx):
            return False
        if kind is forms.Permit and rule.action == name and \
                _applies(rule, occupant, player) and holds(t, rule.cond, ctx):
            allowed = True
    return allowed


def _matches(who: str, occupant, player: int) -> bool:
    if who == "anyone":
        return True
    if occupant is None:
        return who == "you"
    return (occupant == player) == (who == "you")


def hooks(t, event: str, player: int, zone: str = "", amount: int = 0) -> tuple:
    """(effects, ctx) for each `when` hook in force that `player`'s `event` in `zone`
    sets off, in the order the rules are in force; `amount` is what the event did (its
    hooks read it as `amount`)."""
    found = []
    for rule, occupant in rules_here(t, zone):
        if type(rule) is not forms.When or rule.event != event:
            continue
        if not _matches(rule.who, occupant, player):
            continue
        ctx = Ctx(player if occupant is None else occupant, zone, amount)
        if holds(t, rule.cond, ctx):
            found.append((rule.effect, ctx))
    return tuple(found)


def replacement(t, action: str, player: int, zone: str):
    """(effects, ctx) of the first `instead of` rule in force for `player`'s `action` in
    `zone` whose condition holds (the scenario's, the zone's, then its marked spaces'
    held by the player); None when none replaces the action."""
    ctx = Ctx(player, zone)
    for rule, occupant in rules_here(t, zone):
        if type(rule) is forms.Instead and rule.action == action and \
                _applies(rule, occupant, player) and holds(t, rule.cond, ctx):
            return rule.effect, ctx
    return None
