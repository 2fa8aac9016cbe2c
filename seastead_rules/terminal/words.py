"""The terminal game's words: options with their costs, card texts, and what caused the
question being asked."""

from __future__ import annotations

import re

from .. import cards
from ..actions import Build
from ..explain import explain_cost
from ..names import COLOURS, KINDS, RESOURCES
from ..text import describe, describe_block, describe_cond

__all__ = ["help_text", "item_names", "options", "option_help", "trigger"]


def _hook_text(hook) -> str:
    cond = f" if {describe_cond(hook.cond)}" if getattr(hook, "cond", None) is not None else ""
    kind = type(hook).__name__
    if kind == "Modify":
        return f"modify {hook.query} {hook.amount:+d}{cond}"
    if kind == "SetTo":
        return f"set {hook.query} to {hook.value}{cond}"
    if kind == "Forbid":
        return f"forbid {hook.action}{cond}"
    if kind == "When":
        return f"when {hook.who} {hook.event}{cond} {{ {describe_block(hook.effect)} }}"
    return describe(hook)


def _half_text(half) -> str:
    if half.arrow is None:
        return half.text
    cond = f" if {describe_cond(half.arrow.cond)}" if half.arrow.cond is not None else ""
    return f"{half.text} arrow{cond} {{ {describe_block(half.arrow.effect)} }}"


def card_lines(item) -> list:
    """The rules text of one card or flotilla side record, as lines (the content
    language's words for its effects)."""
    if isinstance(item, cards.Specialist):
        lines = [f"set {item.set}, {item.type} specialist, {item.points} point(s) face up"]
        if item.use:
            lines.append(f"use {{ {describe_block(item.use)} }}")
        if item.discount:
            lines.append(f"discount {item.discount}")
        for r in item.reacts:
            cond = f" if {describe_cond(r.cond)}" if r.cond is not None else ""
            lines.append(f"react to opponent {r.event}{cond} {{ {describe_block(r.effect)} }}")
        return lines
    if isinstance(item, cards.Decree):
        return ["decree: " + "; ".join(_hook_text(h) for h in item.hooks)]
    if isinstance(item, cards.DockTile):
        return [f"dock tile: scores {RESOURCES[item.resource]}; "
                + ", ".join(f"{s.name} {KINDS[s.kind]} {s.points}" for s in item.sections)]
    if isinstance(item, cards.DiveCard):
        return [f"{item.depth} dive card: " + " | ".join(map(_half_text, item.halves))]
    return [f"{loc.index}: cost {loc.cost}, {loc.points} points"
            + (f", price tag {KINDS[loc.discount]}" if loc.discount is not None else "")
            + f": {loc.text}" for loc in item.locations]


def _items(content) -> dict:
    """Every named card and flotilla side of the content, by its name in lower case."""
    found = content.cache.get(("terminal", "items"))
    if found is None:
        found = {item.name.lower(): item
                 for group in (content.specialists, content.decrees, content.dock_tiles,
                               content.dive_cards, content.flotilla_sides)
                 for item in group}
        content.cache[("terminal", "items")] = found
    return found


def item_names(content) -> tuple:
    """The names of every card and flotilla side help can show."""
    return tuple(item.name for item in _items(content).values())


def help_text(content, name: str) -> list:
    """The card text of a named item (specialist, decree, dock tile, dive card, flotilla
    side): its name, then its rules text. The one place the terminal game gets card text."""
    item = _items(content).get(name.strip().lower())
    if item is None:
        return []
    return [item.name, *("  " + line for line in card_lines(item))]


def _build_label(state, build: Build) -> str:
    cost, _ = explain_cost(state, build)
    used = f" +{'+'.join(build.using)}" if build.using else ""
    return f"{build.kind} {build.flotilla}.{build.location} ${cost}{used}"


def _same_halves(state) -> bool:
    """Whether the dive card the pending 'half' question is about has two halves that
    give the same (resources and arrow alike, in whatever order the card lists them)."""
    d = state.decision
    name = getattr(d.op, "card", None) or (state.dive_discard[-1] if state.dive_discard
                                           else None)
    card = state.content.dive.get(name)
    if card is None or len(card.halves) != 2:
        return False
    a, b = card.halves
    return (a.kind, a.resources, a.n, a.arrow) == (b.kind, b.resources, b.n, b.arrow)


def options(state, actions) -> list:
    """(label, action) for each legal action: builds as 'kind flotilla.location $cost',
    and a dive card's two halves once when they give the same."""
    d = state.decision
    if d is not None and d.kind == "half" and len(actions) == 2 and _same_halves(state):
        actions = actions[:1]
    return [(_build_label(state, a), a) if isinstance(a, Build) else (str(a), a)
            for a in actions]


def option_help(state, action) -> list:
    """What an option does: a build's cost and why with the location's text; the card
    text of a card an answer names."""
    if isinstance(action, Build):
        cost, reasons = explain_cost(state, action)
        side = state.content.side[state.sides[action.flotilla - 1]]
        loc = side.locations[action.location]
        lines = [f"{action}", f"  location: {loc.text}", f"  cost {cost}:"]
        lines += [f"    {r.text} ({r.amount:+d})" if r.amount else f"    {r.text}"
                  for r in reasons]
        return lines
    text = str(action)
    for name in sorted(item_names(state.content), key=len, reverse=True):
        if name.lower() in text.lower():
            return [text, *help_text(state.content, name)]
    places = _PLACE.findall(text)
    if places:
        return [text, *(_location_line(state, int(f), int(i)) for f, i in places)]
    return [text]


_PLACE = re.compile(r"flotilla ([1-4]) location ([0-5])")


def _location_line(state, flotilla: int, index: int) -> str:
    loc = state.content.side[state.sides[flotilla - 1]].locations[index]
    return (f"  flotilla {flotilla} location {index}: cost {loc.cost}, {loc.points} points: "
            f"{loc.text}")


def _where(ctx) -> str:
    return f"flotilla {ctx.flotilla + 1} location {ctx.location}" if ctx.flotilla >= 0 else ""


def _rule_of(content, src: str) -> str:
    """Which printed rule or card a content line belongs to, in words ('' if none)."""
    rules = content.rules
    for k, kind in enumerate(KINDS):
        if rules.building[k] and rules.building[k][0].src == src:
            return f"building {'an' if kind[0] in 'aeiou' else 'a'} {kind}: the {kind}'s effect"
        if rules.row_bonus[k] and rules.row_bonus[k][0].src == src:
            return f"your last {kind}: the {kind} row bonus"
    if rules.column_bonus and rules.column_bonus[0].src == src:
        return "a column of port, academy and shipyard: the column bonus"
    path, _, line = src.rpartition(":")
    best, best_line = "", -1
    for kind, records in (("specialist", content.specialists), ("decree", content.decrees),
                          ("from the dive card", content.dive_cards)):
        for r in records:
            rpath, _, rline = r.src.rpartition(":")
            if rpath == path and rline.isdigit() and line.isdigit() \
                    and best_line < int(rline) <= int(line):
                best, best_line = f"{kind} {r.name}", int(rline)
    return best


def trigger(state) -> str:
    """Why the question now asked is asked, in words: "orange built at flotilla 2
    location 1 where blue's ship is: owner's bonus". Empty for the turn's own question."""
    d = state.decision
    if d is None or d.kind == "turn":
        return ""
    rules = state.content.rules
    src = getattr(d.op, "src", "") or ""
    where = _where(d.ctx)
    mover = COLOURS[state.current]
    if rules.owner_bonus and src == rules.owner_bonus[0].src:
        return (f"{mover} built at {where}, where {COLOURS[d.player]}'s ship is: "
                "owner's bonus (rulebook p. 9)")
    if d.kind == "react":
        event = getattr(d.op, "event", "build")
        done = {"build": f"built at {where}" if where else "built", "dive": "dived"}.get(
            event, f"did a {event}")
        return f"{mover} {done}: a specialist of yours may react"
    if d.kind == "specialist" and not src:
        return f"your build at {where}: a specialist may help" if where else \
            "your dive: a specialist may help"
    if d.kind == "half":
        return "" if "start" not in d.prompt else "solo setup: the starting dive card"
    if d.kind == "ship" and src == "rulebook p. 9" and where:
        return (f"{mover} built at {where}, where {COLOURS[d.player]}'s ship was: "
                "the ship moves on (rulebook p. 9)")
    rule = _rule_of(state.content, src) if src else ""
    origin = f"the build at {where}" if where else ""
    if rule and origin and not rule.startswith(("building a", "your last", "a column")):
        return f"{rule}, after {origin}"
    if rule:
        return f"{rule} ({where})" if where else rule
    if src.startswith("rulebook"):
        return f"after {origin}: the rules ({src})" if origin else f"the rules ({src})"
    if where:
        if src and src == d.ctx.src:
            return f"the location's effect at {where}"
        return f"after {origin} ({src})" if src else f"after {origin}"
    return src
