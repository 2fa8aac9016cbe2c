"""Content variants the balance runner plays or asks: the content without one rule of a
card (to see whether that rule changed anything), and the content whose locations draw
no decree (`--keep`: the decree in play at the start stays all game).

Both are made from the compiled records, never from the text, so they keep every line
number; each is made once per process and content."""

from __future__ import annotations

import attrs

from ..model import cards
from ..model import effects as fx
from ..model.content_rules import reach

__all__ = ["without_rule", "without_decree_draws", "STATIC_RULES"]

STATIC_RULES = (cards.Modify, cards.SetTo, cards.Forbid, cards.Permit)
"""The rules that change a named question or a permission while their card is in force."""

_MADE: dict = {}


def _remade(content, tag: str, sides, specs, decrees):
    """The content with these sides, specialists and decrees, its look-ups and the
    engine's tables of what the rules reach made again, and a hash of its own."""
    return attrs.evolve(
        content, flotilla_sides=tuple(sides), specialists=tuple(specs), decrees=tuple(decrees),
        side={s.name: s for s in sides}, specialist={s.name: s for s in specs},
        decree={d.name: d for d in decrees}, hash=f"{content.hash}-{tag}", cache={},
        **reach(sides, specs, decrees))


def without_rule(content, src: str):
    """The content with the static rule (`modify`, `forbid`, `permit`) written at
    `src` taken off its card; None when no such rule is in the content. The rule's place
    on its card is kept by a rule that changes nothing (`modify QUESTION +0`), so the
    card's other rules keep their places (the engine names a running hook by it)."""
    key = (id(content), content.hash, "without", src)
    if key in _MADE:
        return _MADE[key][1]
    found = False

    def kept(rules):
        nonlocal found
        out = tuple(_inert(r) if isinstance(r, STATIC_RULES) and r.src == src else r
                    for r in rules)
        found = found or out != rules
        return out

    decrees = [attrs.evolve(d, hooks=kept(d.hooks)) for d in content.decrees]
    sides = [attrs.evolve(s, rules=kept(s.rules)) for s in content.flotilla_sides]
    specs = [attrs.evolve(s, rules=kept(s.rules)) for s in content.specialists]
    made = _remade(content, f"without {src}", sides, specs, decrees) if found else None
    _remember(key, content, made)
    return made


def _inert(rule):
    """A rule that changes no answer, in place of `rule`: `modify QUESTION +0`."""
    return cards.Modify(getattr(rule, "query", "build-cost"), 0, None)


def _strip(item):
    """`item` with every `draw decree` effect under it left out (the same object when
    there is none)."""
    if isinstance(item, tuple):
        out = tuple(_strip(x) for x in item if not isinstance(x, fx.DrawDecree))
        same = len(out) == len(item) and all(a is b for a, b in zip(out, item))
        return item if same else out
    if not attrs.has(type(item)):
        return item
    changes = {}
    for field in attrs.fields(type(item)):
        if not field.init:
            continue
        value = getattr(item, field.name)
        new = _strip(value)
        if new is not value:
            changes[field.name] = new
    return attrs.evolve(item, **changes) if changes else item


def without_decree_draws(content):
    """The content whose sides' locations draw no decree (refs 14/15 keep their other
    effects): the decree in play at the start stays in play all game."""
    key = (id(content), content.hash, "keep")
    if key in _MADE:
        return _MADE[key][1]
    sides = [attrs.evolve(s, locations=_strip(s.locations)) for s in content.flotilla_sides]
    made = _remade(content, "keep", sides, content.specialists, content.decrees)
    _remember(key, content, made)
    return made


def _remember(key, content, made) -> None:
    if len(_MADE) > 64:
        _MADE.clear()
    _MADE[key] = (content, made)        # (the content too: its id stays its own)
