"""Cards named in conditions (`you hold "Shipwright"`, `"Harbour Levy" is in play`),
checked against the content they are loaded with: each name must be a card of the
content, of a kind that can be held (a specialist, a dock tile, a dive card) or be in
play (a decree, a flotilla side). A problem is shown at the name, with its line and a
caret."""

from __future__ import annotations

import attrs

from ..errors import ContentError
from ..kernel.lang.problems import Problem, did_you_mean, quoted
from ..kernel.rules.conditions import All, AnyOf, Compare, Holds, InPlay, Not
from .cards import records_in

__all__ = ["named_card_problems", "check_named_cards", "HELD", "IN_PLAY"]

HELD = ("specialist", "dock tile", "dive card")
"""The kinds of card a player holds (their specialists, dock tiles and kept dive cards)."""
IN_PLAY = ("decree", "flotilla side")
"""The kinds of card that are in play (the decree in play, the sides laid out)."""


def _names(cond):
    """The Holds and InPlay records of a condition, in the order written."""
    kind = type(cond)
    if kind is Holds or kind is InPlay:
        yield cond
    elif kind is All or kind is AnyOf:
        for c in cond.conds:
            yield from _names(c)
    elif kind is Not:
        yield from _names(cond.cond)
    elif kind is Compare:
        return


def _named(records):
    """(src of the statement, Holds or InPlay) for every card a condition names."""
    for record in records_in(*records):
        cond = getattr(record, "cond", None)
        src = getattr(record, "src", "")
        if cond is not None and src and attrs.has(type(cond)):
            for found in _names(cond):
                yield src, found


def _problem(src: str, texts: dict, name: str, message: str) -> tuple:
    """(path, line, column, the message as shown: at the name, with a caret)."""
    path, _, line = src.rpartition(":")
    text = texts.get(path, "")
    lines = text.split("\n")
    n = int(line) if line.isdigit() else 0
    column = lines[n - 1].find(f'"{name}"') + 1 if 0 < n <= len(lines) else 0
    problem = Problem(path, n, max(column, 1), message, len(name) + 2)
    return path, n, column, problem.render(text) if column > 0 else f"{src}: {message}"


def _kinds(content) -> dict:
    """Every card's name and its kind, as a condition may name it."""
    return {card.name: kind for kind, cards in (
        ("flotilla side", content.flotilla_sides), ("dock tile", content.dock_tiles),
        ("dive card", content.dive_cards), ("specialist", content.specialists),
        ("decree", content.decrees)) for card in cards}


def named_card_problems(content, records, sources) -> list:
    """A message for every card a condition of `records` names that `content` lacks or
    that is of the wrong kind, in source order; `sources` are the (label, text) pairs
    compiled."""
    texts, kinds = dict(sources), _kinds(content)
    found = []
    for src, named in _named(records):
        name, kind = named.card, kinds.get(named.card)
        if kind is None:
            message = f"unknown card {quoted(name)}{did_you_mean(name, kinds)}"
        elif type(named) is Holds and kind not in HELD:
            message = (f"{quoted(name)} is a {kind}, which is in play and never held: "
                       f"write '\"{name}\" is in play'")
        elif type(named) is InPlay and kind not in IN_PLAY:
            message = (f"{quoted(name)} is a {kind}, which a player holds and which is "
                       f"never in play: write 'you hold \"{name}\"'")
        else:
            continue
        found.append(_problem(src, texts, name, message))
    return [shown for *_, shown in sorted(found)]


def check_named_cards(content, records, sources) -> None:
    """ContentError listing named_card_problems, if there are any."""
    found = named_card_problems(content, records, sources)
    if found:
        raise ContentError("\n".join(found))
