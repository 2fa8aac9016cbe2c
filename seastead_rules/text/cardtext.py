"""Card text: every effect, condition, hook and card of the content language as short
English sentences in the style of a printed card. The text is made from the compiled
records, so a card you write in a .sea file gets its text without anyone writing it.

`..._phrase` functions give a clause without a capital or a full stop, as used inside
prompts ("blue: you may take 1 kelp"); `..._text` functions give whole sentences.
"""

from __future__ import annotations

from attrs import evolve

from ..errors import ArgumentError
from ..kernel.arguments import shown
from ..model import cards
from ..model import effects as fx
from ..model.names import COLOURS, KINDS, RESOURCES
from .conds import cond_phrase
from .effects import (
    RENDERED,
    block_phrase,
    block_text,
    choose_labels,
    cond_text,
    effect_phrase,
    effect_text,
    sentence,
)
from .phrases import DECREE, REACT, YOU, Voice, kind_article, noun
from .rules import event_lead, rule_text

__all__ = ["effect_phrase", "block_phrase", "effect_text", "block_text", "cond_text",
           "hook_text", "location_text", "half_text", "card_text", "sentence",
           "choose_labels", "RENDERED", "Voice", "YOU", "DECREE", "REACT"]

def _shared(item, counters=None) -> frozenset:
    """The counters shared by both players that an item's text may name: its own and
    those of `counters` (declarations, or the content's by name)."""
    decls = list(getattr(item, "rules", ()) or getattr(item, "hooks", ()))
    given = list(counters.values()) if isinstance(counters, dict) else \
        list(counters) if isinstance(counters, (list, tuple)) else counters
    if given is not None and not (isinstance(given, list) and all(
            isinstance(d, cards.CounterDecl) for d in given)):
        raise ArgumentError(f"counters must be the content's counters (content.counters) "
                            f"or None, not {shown(counters)}")
    decls += given or []
    return frozenset(d.name for d in decls if isinstance(d, cards.CounterDecl) and d.shared)


def hook_text(hook, on: str = "decree", shared: frozenset = frozenset()) -> str:
    """A rule a card holds as a sentence: 'Ports cost 1 more to build.' `on` is the kind
    of card ("decree", "side" or "specialist"): on a specialist a hook speaks of its
    owner; `shared` names the counters shared by both players."""
    return rule_text(hook, on, shared)


def location_text(location: cards.Location) -> str:
    """What a location does when you build there: 'You may take 2 cleanup tokens.'"""
    return block_text(location.effect)


def _side_line(loc: cards.Location) -> str:
    tag = "" if loc.discount is None else \
        f", {noun(KINDS[loc.discount], 2)} cost 1 less here"
    return (f"Location {loc.index} (cost {loc.cost}, {loc.points} "
            f"{noun('point', loc.points)}{tag}): {location_text(loc)}")


def half_text(half: cards.Half) -> str:
    """What a dive card half gives: '1 kelp and 1 fish', '2 different resources'."""
    if half.kind == "fixed":
        parts = [f"{n} {noun(RESOURCES[r], n)}" for r, n in enumerate(half.resources) if n]
        goods = ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else \
            (parts or ["nothing"])[0]
    elif half.kind == "any":
        goods = f"{half.n} {noun('resource', half.n)} of your choice"
    elif half.kind == "different":
        goods = f"{half.n} different resources"
    else:
        goods = f"{half.n} resources of one type"
    if half.arrow is not None:
        goods += (f" (if {cond_phrase(half.arrow.cond)}, also "
                  f"{block_phrase(half.arrow.effect)})")
    return goods


_SECTION_WORDS = {"near-left": "one location to the left", "far-left": "two locations to "
                  "the left", "near-right": "one location to the right",
                  "far-right": "two locations to the right"}
_USE = {"build": "when you build", "dive": "when you dive",
        "either": "when you dive or build"}
_BOARD = {"column_bonus": "when you complete a column of a port, an academy and a shipyard",
          "owner_bonus": "when your opponent builds where your ship is"}


def _dock(dock: cards.DockTile) -> str:
    lines = [f"At the end, score 1 point for each {RESOURCES[dock.resource]} you have "
             f"(at most 3 for this tile)."]
    for s in dock.sections:
        lines.append(sentence(f"{kind_article(s.kind)} {_SECTION_WORDS[s.name]} of this port "
                              f"scores {s.points} {noun('point', s.points)} for its owner"))
    return " ".join(lines)


def _dive(card: cards.DiveCard) -> str:
    text = " ".join(sentence(f"half {i + 1}: {half_text(h)}")
                    for i, h in enumerate(card.halves))
    if card.start is not None:
        text += f" {sentence(f'{COLOURS[card.start]} starts')}"
    if card.lock is not None:
        text += f" {sentence(f'the {RESOURCES[card.lock]} demand token begins locked')}"
    return text


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:]


def _specialist(card: cards.Specialist, shared: frozenset) -> str:
    parts, mine = [], evolve(YOU, shared=shared)
    if card.use is not None:
        parts.append(sentence(f"exhaust {_USE[card.type]}: {block_phrase(card.use, mine)}"))
    if card.discount:
        parts.append(sentence(f"exhaust when you build: the build costs {card.discount} less"))
    for react in card.reacts:
        when, cond = event_lead("opponent", react.event, react.cond, react=True)
        v = evolve(REACT, event=react.event, actor="they", shared=shared)
        cond = "" if cond is None else f", if {cond_phrase(cond, v)}"
        parts.append(sentence(f"exhaust {when}{cond}: {block_phrase(react.effect, v)}"))
    parts += [f"While face up: {_lower(hook_text(h, 'specialist', shared))}"
              for h in card.rules]
    return " ".join(parts)


def _board_rule(rule: cards.BoardRule) -> str:
    if rule.what == "building":
        when = f"when you build {kind_article(rule.kind)}"
    elif rule.what == "row_bonus":
        when = f"when you build the last {KINDS[rule.kind]} of your board"
    else:
        when = _BOARD[rule.what]
    return sentence(f"{when}: {block_phrase(rule.effect)}")


def card_text(item, counters=None) -> str:
    """A card's whole text: a decree, specialist, dock tile, dive card, board rule, a
    flotilla side (one line per location), a location, or a block of effects. `counters`
    (the content's, by name) tells the counters shared by both players that the card
    names but does not declare itself."""
    shared = _shared(item, counters)
    if isinstance(item, cards.Decree):
        return " ".join(hook_text(h, "decree", shared) for h in item.hooks)
    if isinstance(item, cards.Specialist):
        return _specialist(item, shared)
    if isinstance(item, cards.DockTile):
        return _dock(item)
    if isinstance(item, cards.DiveCard):
        return _dive(item)
    if isinstance(item, cards.BoardRule):
        return _board_rule(item)
    if isinstance(item, cards.Side):
        return "\n".join([_side_line(loc) for loc in item.locations]
                         + [f"While this side is in play: {_lower(hook_text(h, 'side', shared))}"
                            for h in item.rules])
    if isinstance(item, cards.Location):
        return _side_line(item)
    if isinstance(item, tuple):
        return block_text(item)
    if not isinstance(item, fx.Effect):
        raise ArgumentError(f"card_text takes a card, a side, a location, a board rule or "
                            f"effects (records of the content), not {type(item).__name__}")
    return effect_text(item)
