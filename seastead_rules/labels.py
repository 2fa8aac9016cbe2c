"""The words a game shows for compiled records, written once when content is loaded.

The compiler makes records only; the texts players read during a game (a location's
effect in a copy option, a dive half in the log, the question of a `may` or a `repeat
up to`, the options of a `choose`) are card text, written here after compiling from
the records themselves (cardtext.py), so nothing is rendered while a game is played."""

from __future__ import annotations

import attrs

from . import cards
from . import effects as fx
from .cardtext import half_text
from .cardtext_effects import block_phrase, block_text, choose_labels
from .phrases import YOU

__all__ = ["labelled"]


def labelled(records) -> list:
    """`records` of one source (as compile_source gives them) with the texts players read
    filled in. A question about a counter shared by both players names it as the card
    text does ('tides goes up by 1'): the counters the source declares shared."""
    shared = frozenset(r.name for record in records for r in cards.records_in(record)
                       if isinstance(r, cards.CounterDecl) and r.shared)
    voice = attrs.evolve(YOU, shared=shared) if shared else YOU
    return [_label(record, voice) for record in records]


def _label(value, voice):
    """`value` with its texts written, the same object where nothing under it has any."""
    if type(value) is tuple:
        new = tuple(_label(v, voice) for v in value)
        return value if all(a is b for a, b in zip(new, value)) else new
    if not attrs.has(type(value)):
        return value
    changes = {}
    for field in attrs.fields(type(value)):
        inner = getattr(value, field.name)
        new = _label(inner, voice)
        if new is not inner:
            changes[field.name] = new
    return _words(attrs.evolve(value, **changes) if changes else value, voice)


def _words(value, voice):
    kind = type(value)
    if kind is fx.May or kind is fx.RepeatUpTo:
        return attrs.evolve(value, text=block_phrase(value.body, voice))
    if kind is fx.Choose:
        return attrs.evolve(value, labels=choose_labels(value.options, voice))
    if kind is cards.Location:
        return attrs.evolve(value, text=block_text(value.effect))
    if kind is cards.Half:
        return attrs.evolve(value, text=half_text(value))
    return value
