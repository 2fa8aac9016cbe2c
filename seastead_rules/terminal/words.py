"""The terminal game's words: card texts and what an option does (the options' labels
are in labels.py; why a question is asked, `trigger`, comes from seastead_rules.text.asked,
which the browser table uses too)."""

from __future__ import annotations

import re
import textwrap

from .. import explain_cost
from ..model import cards
from ..model.actions import Build
from ..text.asked import trigger
from ..text.cardtext import card_text
from ..text.phrases import noun
from .labels import counted, ring_line

__all__ = ["help_text", "item_names", "option_help", "trigger"]


def card_lines(item) -> list:
    """The text of one card or flotilla side record, as lines of at most 76 columns: its
    card text (seastead_rules.text.cardtext), after a specialist's facts."""
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
