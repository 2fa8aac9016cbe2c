"""Examples for the language reference: the first line of the quoted content (shipped
first, then the example cards) where a record of a kind, or a line of a pattern, stands."""

from __future__ import annotations

import re

from .. import cards
from .. import effects as fx
from .sources import item_source, quoted, source_line, walk

__all__ = ["record_for", "first", "example", "example_cell", "shown"]

# Grammar rules whose record has another name than the rule's (see docs/architecture.md).
_RECORDS = {"dive": cards.DiveCard, "dock": cards.DockTile, "discard": fx.DiscardTo,
            "building": cards.BoardRule, "row_bonus": cards.BoardRule,
            "column_bonus": cards.BoardRule, "owner_bonus": cards.BoardRule,
            "use": cards.Specialist, "cost_cut": cards.Specialist, "take_half": fx.TakeHalfOf,
            "if_": fx.If}
# Rules whose example is a record of a kind and more: (record class, test) pairs.
_BOARD = {rule: ((cards.BoardRule, lambda v, r=rule: v.what == r),)
          for rule in ("building", "row_bonus", "column_bonus", "owner_bonus")}
_MORE = {**_BOARD,
         "modify": ((cards.Modify, None), (cards.SetTo, None)),
         "move_building": ((fx.MoveBuilding, None), (fx.MoveShip, None)),
         "choose_card": ((fx.ChooseCard, lambda v: not v.from_kept),
                         (fx.ChooseCard, lambda v: v.from_kept)),
         "what": ((fx.What, lambda v: v.mode == "resource"),
                  (fx.What, lambda v: v.mode == "taken"))}
# Parts of an item with no record of their own: the first quoted line matching each.
_PATTERNS = {"use": r"\buse\s*\{", "cost_cut": r"\bdiscount\s+\d", "react": r"\breact\s+to\b",
             "fixed": r"\bhalf\s+\d", "any_half": r"\bhalf\s+any\b",
             "different": r"\bhalf\s+different\b", "identical": r"\bhalf\s+identical\b",
             "arrow": r"\barrow\s+if\b", "starts": r"\bstart\s+\w", "lock": r"\block\s+\w",
             "two_player": r"\btwo-player\b", "discount": r"\bdiscount\s+[a-z]",
             "location": r"\blocation\s+\d", "section": r"\b(near|far)-(left|right)\b",
             "scale": r"\b(per|max)\s+\w", "per": r"\bper\s+\w", "cap": r"\bmax\s+\d"}


def record_for(rule: str):
    """The record class the compiler makes of a grammar rule, or None."""
    if rule in _RECORDS:
        return _RECORDS[rule]
    name = "".join(part.capitalize() for part in rule.strip("_").split("_"))
    return getattr(fx, name, None) or getattr(cards, name, None)


def _values():
    for _label, _text, records in quoted():
        for record in records:
            yield from walk(record)


def first(test) -> str | None:
    """The src of the first quoted value for which test(value) holds."""
    return next((src for value, src in _values() if src and test(value)), None)


def _matching_line(pattern: str) -> tuple | None:
    for label, text, _records in quoted():
        for n, line in enumerate(text.splitlines(), 1):
            code = line.split("#", 1)[0]
            if re.search(pattern, code):
                return f"{label}:{n}", code.strip()
    return None


def shown(src: str, line: str) -> str:
    """An example as the page shows it: where it is from, then the line."""
    return f"From `{src}`:\n\n```text\n{line}\n```\n"


def example(rule: str, whole: bool = False) -> str:
    """Examples of a grammar rule from the quoted content, as fenced blocks, or a note;
    `whole` shows the whole item rather than its first line."""
    if rule in _PATTERNS:
        found = _matching_line(_PATTERNS[rule])
        return shown(*found) if found else "No card uses it yet.\n"
    kinds = _MORE.get(rule) or ((record_for(rule), None),)
    out = []
    for kind, test in kinds:
        src = kind and first(lambda v, k=kind, t=test: type(v) is k and (t is None or t(v)))
        if src:
            out.append(shown(src, item_source(src) if whole else source_line(src)))
    return "\n".join(out) or "No card uses it yet.\n"


def example_cell(src: str | None) -> str:
    """An example in a table cell: the line and where it is from."""
    line = source_line(src).replace("|", "\\|") if src else ""
    return f"`{line}` ({src})" if src else "no card uses it yet"
