"""Rules and whole items back to their source form (text.py does effects and
conditions): `describe_rule(cards.Reaches(...))` is 'when tides reaches 4 { ... }',
`describe_item(decree)` the decree as a .sea file would hold it. Compiling the text
gives the same records."""

from __future__ import annotations

from ..kernel.rules.vocabulary import Vocabulary
from ..lang.compiler import shipped_vocabulary
from ..model import cards
from ..model.names import KINDS, RESOURCES
from .source import describe_block, describe_cond

__all__ = ["describe_rule", "describe_item"]


def _if(cond) -> str:
    return "" if cond is None else f" if {describe_cond(cond)}"


def _answers(query: str) -> tuple:
    # The words a question is answered by (the tie rule's), or () for a number.
    return next((q.answers for q in shipped_vocabulary().questions if q.name == query), ())


def describe_rule(rule) -> str:
    """A rule a decree, side or specialist holds, in source form."""
    t = type(rule)
    if t is cards.Modify:
        return f"modify {rule.query} {rule.amount:+d}{_if(rule.cond)}"
    if t is cards.SetTo:
        answers = _answers(rule.query)
        value = answers[rule.value] if answers else rule.value
        return f"modify {rule.query} to {value}{_if(rule.cond)}"
    if t is cards.Forbid:
        return f"forbid {rule.action}{_if(rule.cond)}"
    if t is cards.Permit:
        return f"permit {rule.action}{_if(rule.cond)}"
    if t is cards.When:
        return (f"when {rule.who} {rule.event}{_if(rule.cond)} "
                f"{describe_block(rule.effect, braces=True)}")
    if t is cards.Instead:
        return (f"instead of {rule.action}{_if(rule.cond)} "
                f"{describe_block(rule.effect, braces=True)}")
    if t is cards.Reaches:
        return (f"when {rule.counter} reaches {rule.value}{_if(rule.cond)} "
                f"{describe_block(rule.effect, braces=True)}")
    if t is cards.CounterDecl:
        scope = "shared" if rule.shared else "per player"
        return f"counter {rule.name} {scope} from {rule.low} to {rule.high} start {rule.start}"
    if t is cards.React:
        return (f"react to opponent {rule.event}{_if(rule.cond)} "
                f"{describe_block(rule.effect, braces=True)}")
    raise TypeError(f"not a rule: {rule!r}")


def _half(half: cards.Half) -> str:
    if half.kind == "fixed":
        text = ", ".join(f"{n} {RESOURCES[r]}" for r, n in enumerate(half.resources) if n)
    else:
        text = f"{half.kind} {half.n}"
    if half.arrow is not None:
        text += f" arrow if {describe_cond(half.arrow.cond)} " \
                f"{describe_block(half.arrow.effect, braces=True)}"
    return f"half {text}"


def _lines(head: str, lines) -> str:
    return head + " {\n" + "".join(f"    {line}\n" for line in lines) + "}"


def _location(loc: cards.Location) -> str:
    tag = "" if loc.discount is None else f" discount {KINDS[loc.discount]}"
    return (f"location {loc.index} cost {loc.cost} points {loc.points}{tag} "
            f"{describe_block(loc.effect, braces=True)}")


def _specialist(card: cards.Specialist) -> str:
    head = (f'specialist "{card.name}" set {card.set} type {card.type} points {card.points}'
            + (" two-player" if card.two_player else ""))
    lines = [] if card.use is None else [f"use {describe_block(card.use, braces=True)}"]
    lines += [f"discount {card.discount}"] if card.discount else []
    lines += [describe_rule(r) for r in card.reacts + card.rules]
    return _lines(head, lines)


def _dive(card: cards.DiveCard) -> str:
    lines = [_half(h) for h in card.halves]
    lines += [] if card.start is None else [f"start {('blue', 'orange')[card.start]}"]
    lines += [] if card.lock is None else [f"lock {RESOURCES[card.lock]}"]
    return _lines(f'dive "{card.name}" {card.depth}', lines)


def _board(rule: cards.BoardRule) -> str:
    head = {"building": f"building {KINDS[rule.kind] if rule.kind is not None else ''}",
            "row_bonus": f"row bonus {KINDS[rule.kind] if rule.kind is not None else ''}",
            "column_bonus": "column bonus", "owner_bonus": "owner bonus"}[rule.what]
    return f"{head} {describe_block(rule.effect, braces=True)}"


def describe_item(item) -> str:
    """A top-level item (side, dock tile, dive card, specialist, decree, board rule) in
    source form."""
    if isinstance(item, cards.Decree):
        return _lines(f'decree "{item.name}"', [describe_rule(r) for r in item.hooks])
    if isinstance(item, cards.Side):
        return _lines(f'side "{item.name}" tile {item.tile} face {item.face}',
                      [_location(loc) for loc in item.locations]
                      + [describe_rule(r) for r in item.rules])
    if isinstance(item, cards.Specialist):
        return _specialist(item)
    if isinstance(item, cards.DockTile):
        return _lines(f'dock "{item.name}" scores {RESOURCES[item.resource]}',
                      [f"{s.name} {KINDS[s.kind]} {s.points}" for s in item.sections])
    if isinstance(item, cards.DiveCard):
        return _dive(item)
    if isinstance(item, cards.BoardRule):
        return _board(item)
    if isinstance(item, Vocabulary):
        return _game(item)
    raise TypeError(f"not an item: {item!r}")


def _game(v: Vocabulary) -> str:
    """A game's declaration in source form."""
    def supply(n):
        return "" if n is None else f" supply {n}"
    lines = [f"players {v.min_players} to {v.max_players}", f"seats {', '.join(v.seats)}",
             f"resources {', '.join(v.resources)}{supply(v.resource_supply)}"]
    lines += [f"tokens {name}{supply(n)}" for name, n in v.tokens]
    lines += [f"pieces {', '.join(v.pieces)}"] if v.pieces else []
    lines += [f"piles {', '.join(p + (' face up' if p in v.face_up else '') for p in v.piles)}"
              ] if v.piles else []
    lines += [f"board {b}" for b in v.boards]
    asked = [q for q in v.questions if q.name == v.tie_question]
    if asked or v.ties != "all":
        lines += [f"ties {v.ties}" + "".join(f' question {q.name} "{q.text}" page "{q.page}"'
                                             for q in asked)]
    lines += [f'question {q.name} "{q.text}" default "{q.default}" from {q.low} to {q.high} '
              f'page "{q.page}"' for q in v.questions if q.name != v.tie_question]
    lines += [f'permission {p.name} "{p.text}" {"allowed" if p.allowed else "refused"} '
              f'page "{p.page}"' for p in v.permissions]
    lines += [f'event {e.name} "{e.text}"' + (f' amount "{e.amount}"' if e.amount else "")
              + f' page "{e.page}"' for e in v.events]
    lines += [describe_rule(c) for c in v.counters]
    return _lines(f'game "{v.game}"', lines)
