"""The language reference page, generated from the grammar, the compiler's tables
(seastead_rules.names) and the records' docstrings, each entry with an example taken
from the shipped content where one exists."""

from __future__ import annotations

import inspect
import re

from .. import cards
from .. import effects as fx
from ..names import (
    COUNTED,
    DEPTHS,
    EVENTS,
    FACES,
    FORBIDDABLE,
    KINDS,
    QUERIES,
    QUERY_RANGES,
    RESOURCES,
    SECTIONS,
    SETS,
    SPECIALIST_TYPES,
)
from .grammar import alternatives, rules
from .sources import item_source, shipped, source_line, walk

__all__ = ["language_reference", "record_for"]

# Grammar rules whose record has another name than the rule's (see docs/architecture.md).
_RECORDS = {"dive": cards.DiveCard, "dock": cards.DockTile, "discard": fx.DiscardTo,
            "building": cards.BoardRule, "row_bonus": cards.BoardRule,
            "column_bonus": cards.BoardRule, "owner_bonus": cards.BoardRule,
            "use": cards.Specialist, "cost_cut": cards.Specialist}
# Parts of an item with no record of their own: the first shipped line matching each.
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


def _all_values():
    for _label, _text, records in shipped():
        for record in records:
            yield from walk(record)


def _first(test) -> str | None:
    """The src of the first shipped value for which test(value) holds."""
    return next((src for value, src in _all_values() if src and test(value)), None)


def _matching_line(pattern: str) -> tuple | None:
    for label, text, _records in shipped():
        for n, line in enumerate(text.splitlines(), 1):
            code = line.split("#", 1)[0]
            if re.search(pattern, code):
                return f"{label}:{n}", code.strip()
    return None


def _example(rule: str, whole: bool = False) -> str:
    """An example of a rule from the shipped content, as a fenced block, or a note;
    `whole` shows the whole item rather than its first line."""
    found = None
    if rule in _PATTERNS:
        found = _matching_line(_PATTERNS[rule])
    else:
        record = record_for(rule)
        src = record and _first(lambda v: type(v) is record)
        if src:
            found = src, item_source(src) if whole else source_line(src)
    if found is None:
        return "No shipped card uses it yet.\n"
    return _shown(*found)


def _shown(src: str, line: str) -> str:
    return f"From `{src}`:\n\n```text\n{line}\n```\n"


def _doc(rule: str) -> str:
    record = record_for(rule)
    doc = inspect.getdoc(record) if record is not None else None
    comment = rules()[rule].comment
    if record is not None and doc and not (rule in _RECORDS and comment):
        return doc.split("\n\n", 1)[0].replace("\n", " ")
    return comment


def _entry(rule: str, whole: bool = False) -> str:
    r = rules()[rule]
    doc = _doc(rule)
    out = [f"### `{rule.strip('_').replace('_', ' ')}`\n"]
    if doc:
        out.append(doc + "\n")
    out.append(f"```text\n{r.text}\n```\n")
    out.append(_example(rule, whole))
    return "\n".join(out)


def _section(title: str, intro: str, names: list, whole: bool = False) -> str:
    return f"## {title}\n\n{intro}\n\n" + "\n".join(_entry(n, whole) for n in names)


def _table(head: tuple, rows: list) -> str:
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def _example_cell(src: str | None) -> str:
    line = source_line(src).replace("|", "\\|") if src else ""
    return f"`{line}` ({src})" if src else "not used by a shipped card"


def _named_tables() -> str:
    def hook_src(kinds, attr, name):
        return _first(lambda v: isinstance(v, kinds) and getattr(v, attr) == name)

    questions = [(f"`{q}`", what, f"{QUERY_RANGES[q][0]} to {QUERY_RANGES[q][1]}",
                  _example_cell(hook_src((cards.Modify, cards.SetTo), "query", q)))
                 for q, what in QUERIES.items()]
    forbids = [(f"`{a}`", what, _example_cell(hook_src(cards.Forbid, "action", a)))
               for a, what in FORBIDDABLE.items()]
    events = [(f"`{e}`", what, _example_cell(hook_src((cards.When, cards.React), "event", e)))
              for e, what in EVENTS.items()]
    counts = [(f"`{thing}`", who, _example_cell(hook_src(fx.Counter, "thing", thing)))
              for thing, who in COUNTED.items()]
    return "\n".join([
        "## Questions\n\nThe named questions of the core rules that a decree may change "
        "with `modify QUESTION +N`, `modify QUESTION -N` or `modify QUESTION to N`. "
        "Whatever decrees say, the answer is kept within its range.\n",
        _table(("question", "what it answers", "range", "example"), questions),
        "## Forbiddable actions\n\nWhat `forbid ACTION [if COND]` may name.\n",
        _table(("action", "what is forbidden", "example"), forbids),
        "## Events\n\nWhat `when you|opponent|anyone EVENT` and a specialist's "
        "`react to opponent EVENT` may name.\n",
        _table(("event", "when", "example"), events),
        "## Counters\n\nA count is `[your|opponent|anyone] THING [here]`. `here` limits a "
        "count of the board to the flotilla in question. Without an owner a count is "
        "of the owner in the second column. `cleanup` counts a player's cleanup tokens "
        "together with the extras recorded once the supply is empty.\n",
        _table(("counter", "whose by default", "example"), counts),
    ])


def _vocabulary() -> str:
    rows = [("resources", RESOURCES), ("building kinds", KINDS),
            ("dock sections", tuple(SECTIONS)), ("dive depths", DEPTHS),
            ("specialist types", SPECIALIST_TYPES), ("specialist sets", SETS),
            ("side faces", FACES)]
    return "## Words\n\nThe names the compiler knows, besides card names.\n\n" + _table(
        ("what", "names"), [(what, ", ".join(f"`{n}`" for n in names)) for what, names in rows])


def _conditions() -> str:
    ops = sorted({v.op for v, _ in _all_values() if isinstance(v, fx.Compare)})
    text = ["## Conditions\n",
            "A condition compares two values (numbers or counters) with "
            "`<`, `<=`, `>`, `>=`, `==` or `!=`, tests the kind of the building in "
            "question with `building is KIND`, and combines with `and`, `or`, `not` and "
            f"parentheses. Shipped cards compare with: {', '.join(f'`{o}`' for o in ops)}.\n"]
    text += [_entry(name) for name in ("compare", "is_kind")]
    for title, record in (("and", fx.All), ("or", fx.AnyOf), ("not", fx.Not)):
        src = _first(lambda v, r=record: type(v) is r)
        text.append(f"### `{title}`\n\n" + (_shown(src, source_line(src)) if src
                                            else "No shipped card uses it yet.\n"))
    return "\n".join(text)


def language_reference() -> str:
    """The markdown of the language reference page."""
    items = alternatives("_item")
    parts = (["location", "discount", "section", "fixed", "any_half", "different",
              "identical", "arrow", "starts", "lock", "two_player"]
             + [a for a in alternatives("_ability")])
    effects = alternatives("_effect")
    hooks = ["modify", "forbid", "when"]
    return "\n".join([
        "# Language reference\n",
        "Every statement of the content language, generated from its grammar and the "
        "compiler's own tables, so it always matches the version you have installed. "
        "Each entry shows the grammar rule (quoted words are written as they are; "
        "`NAME`, `INT`, `SIGNED_INT` and `STRING` are a name, a number, a number with "
        "its sign and a quoted string; `?` marks what may be left out, `*` what may "
        "repeat, `+` what comes once or more, `|` separates alternatives; names in lower "
        "case are the rules below) and an example from the shipped cards. The guide to "
        "the language is [The content language](../language.md).\n",
        _section("Items", "The top-level items of a `.sea` file.", items, whole=True),
        _section("Parts of items", "What goes inside a side, a dock tile, a dive card or "
                 "a specialist.", parts),
        _section("Decree hooks", "What a decree may hold.", hooks),
        _section("Effects", "What a block `{ ... }` may hold, one effect after another "
                 "(a `;` between them is optional).", effects),
        _section("Amounts", "What `take` and `spend` may name, and how `take` and "
                 "`cleanup` scale with a count.", ["what", "scale", "per", "cap"]),
        _conditions(),
        _named_tables(),
        _vocabulary(),
    ])
