"""The terminal game's words: card texts, what an option does, and what caused the
question being asked (the options' labels are in labels.py)."""

from __future__ import annotations

import re
import textwrap

from .. import cards
from ..actions import Build
from ..cardtext import card_text
from ..explain import explain_cost
from ..names import COLOURS, KINDS
from ..phrases import noun
from .labels import counted, ring_line

__all__ = ["help_text", "item_names", "option_help", "trigger"]


def card_lines(item) -> list:
    """The text of one card or flotilla side record, as lines of at most 76 columns: its
    card text (seastead_rules.cardtext), after a specialist's facts."""
    head = []
    if isinstance(item, cards.Specialist):
        head.append(f"set {item.set}, {item.type} specialist, {item.points} "
                    f"{noun('point', item.points)} face up")
    return head + [line for part in card_text(item).split("\n")
                   for line in textwrap.wrap(part, 76)]


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
            return [text, *help_text(state.content, name), *_at_port(state, name)]
    places = _PLACE.findall(text)
    if places:
        return [text, *(_location_line(state, int(f), int(i)) for f, i in places)]
    return [text]


_PLACE = re.compile(r"flotilla ([1-4]) location ([0-5])")


def _location_line(state, flotilla: int, index: int) -> str:
    loc = state.content.side[state.sides[flotilla - 1]].locations[index]
    return counted(f"  flotilla {flotilla} location {index}: cost {loc.cost}, {loc.points} "
                   f"points: {loc.text}")


def _at_port(state, name: str) -> list:
    """Where a dock tile taken now for the port being built would score."""
    d = state.decision
    if name not in state.content.dock or d is None or d.kind != "dock" or d.ctx.flotilla < 0:
        return []
    return [f"  at the port on {d.ctx.flotilla + 1}.{d.ctx.location}: "
            f"{ring_line(state, name, d.ctx.flotilla, d.ctx.location)} (? ring)"]


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


def _line(src: str) -> tuple:
    path, _, n = src.rpartition(":")
    return path, int(n) if n.isdigit() else -1


def _within(state, ctx, src: str) -> bool:
    """Whether the content line `src` is part of the effect of the location in `ctx`
    (a question asked inside it, as a card chosen among those it revealed): between the
    location's line and the next location's in the same file."""
    locations = state.content.side[state.sides[ctx.flotilla]].locations
    if not 0 <= ctx.location < len(locations) or locations[ctx.location].src != ctx.src:
        return False
    (path, line), (start_path, start) = _line(src), _line(ctx.src)
    if path != start_path or min(line, start) < 0:
        return False
    ends = [n for p, n in (_line(loc.src) for loc in locations) if p == path and n > start]
    return start <= line < min(ends, default=line + 1)


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
    if d.kind == "half" and not src:
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
        if src and (src == d.ctx.src or _within(state, d.ctx, src)):
            return f"the location's effect at {where}"
        return f"after {origin} ({src})" if src else f"after {origin}"
    return src
