"""What the rules of a content's cards reach, worked out once when the content is
assembled: the counters declared, the events heard, the questions and permissions named,
and each card's rules indexed by question and permission, so that the engine looks at
a card only for what it changes and skips entirely what no card uses."""

from __future__ import annotations

from . import cards
from . import effects as fx
from .cards import records_in

__all__ = ["counters_declared", "reach"]


def _rules_of(sides, specs, decrees):
    """Every rule a card holds: a decree's hooks, a side's and a specialist's rules, and
    a specialist's reactions."""
    for d in decrees:
        yield from d.hooks
    for card in (*sides, *specs):
        yield from card.rules
    for spec in specs:
        yield from spec.reacts


def counters_declared(sides, specs, decrees, problems) -> dict:
    """The counters declared, by name; one name declared twice must mean one counter."""
    found: dict = {}
    for rule in _rules_of(sides, specs, decrees):
        if isinstance(rule, cards.CounterDecl):
            first = found.setdefault(rule.name, rule)
            if first != rule:
                problems.append(f"{rule.src}: counter '{rule.name}' is declared here as "
                                f"{_scope(rule)} and at {first.src} as {_scope(first)}")
    return found


def _scope(c: cards.CounterDecl) -> str:
    return (f"{'shared' if c.shared else 'per player'} from {c.low} to {c.high} "
            f"(start {c.start})")


def _indexed(kind: str, name: str, rules) -> tuple:
    """A card's rules, ready to look up: ({question: ((rule, whose), ...)},
    {permission: (...)}, every (rule, whose)), whose being 'decree NAME' and so on."""
    whose = f"{kind} {name}"
    questions: dict = {}
    permissions: dict = {}
    for rule in rules:
        if isinstance(rule, (cards.Modify, cards.SetTo)):
            questions.setdefault(rule.query, []).append((rule, whose))
        elif isinstance(rule, (cards.Forbid, cards.Permit)):
            permissions.setdefault(rule.action, []).append((rule, whose))
    return ({q: tuple(v) for q, v in questions.items()},
            {a: tuple(v) for a, v in permissions.items()}, tuple((r, whose) for r in rules))


def reach(sides, specs, decrees) -> dict:
    """What the cards' rules reach, for the Content's fields of the same names (the
    engine skips what no card uses)."""
    rules = list(_rules_of(sides, specs, decrees))
    heard = {r.event for r in rules if isinstance(r, (cards.When, cards.React))}
    hooked = {r.event for r in rules if isinstance(r, cards.When)}
    gates = {r.action for r in rules if isinstance(r, (cards.Forbid, cards.Permit))}
    touched = {r.query for r in rules if isinstance(r, (cards.Modify, cards.SetTo))}
    statics = any(isinstance(r, (cards.Modify, cards.SetTo, cards.Forbid, cards.Permit))
                  for card in (*sides, *specs) for r in card.rules)
    binds = any(isinstance(x, fx.Counter) and x.thing == "amount"
                or isinstance(x, fx.What) and x.mode == "taken"
                for r in rules if getattr(r, "event", "") == "dive" for x in records_in(r))
    index = {"decree": {d.name: _indexed("decree", d.name, d.hooks) for d in decrees},
             "side": {c.name: _indexed("side", c.name, c.rules) for c in sides},
             "specialist": {c.name: _indexed("specialist", c.name, c.rules) for c in specs}}
    return {"heard": frozenset(heard), "hooked": frozenset(hooked), "statics": statics,
            "rule_index": index,
            "gates": frozenset(gates), "touched": frozenset(touched), "binds_dive": binds,
            "side_whens": any(isinstance(r, cards.When) for c in sides for r in c.rules),
            "spec_whens": any(isinstance(r, cards.When) for c in specs for r in c.rules)}
