"""The language reference page, generated from the grammar, the compiler's tables
(seastead_rules.model.names) and the records' docstrings, each entry with an example taken
from the shipped content, or where no shipped card uses it from the example cards of
examples/ (the example's file named)."""

from __future__ import annotations

import inspect

from ..model import effects as fx
from ..model.names import DEPTHS, FACES, KINDS, RESOURCES, SECTIONS, SETS, SPECIALIST_TYPES
from .examples import example, first, record_for, shown
from .grammar import alternatives, rules
from .sources import source_line
from .tables import counts_table, events_table, places_table, questions_table, table

__all__ = ["language_reference", "record_for", "EFFECTS"]

# Records whose grammar rule's comment says more than the record's docstring.
_COMMENTED = {"dive", "dock", "discard", "building", "row_bonus", "column_bonus",
              "owner_bonus", "use", "cost_cut"}
EFFECTS = alternatives("_effect") + ["rest"]
"""The grammar rules of the statements a block may hold (a pile's block: `rest` too)."""


def _doc(rule: str) -> str:
    record = record_for(rule)
    doc = inspect.getdoc(record) if record is not None else None
    comment = rules()[rule].comment
    if record is not None and doc and not (rule in _COMMENTED and comment):
        return doc.split("\n\n", 1)[0].replace("\n", " ")
    return comment


def _entry(rule: str, whole: bool = False) -> str:
    r = rules()[rule]
    doc = _doc(rule)
    out = [f"### `{rule.strip('_').replace('_', ' ')}`\n"]
    if doc:
        out.append(doc + "\n")
    out.append(f"```text\n{r.text}\n```\n")
    out.append(example(rule, whole))
    return "\n".join(out)


def _section(title: str, intro: str, names: list, whole: bool = False) -> str:
    return f"## {title}\n\n{intro}\n\n" + "\n".join(_entry(n, whole) for n in names)


def _vocabulary() -> str:
    rows = [("resources", RESOURCES), ("building kinds", KINDS),
            ("dock sections", tuple(SECTIONS)), ("dive depths", DEPTHS),
            ("specialist types", SPECIALIST_TYPES), ("specialist sets", SETS),
            ("side faces", FACES)]
    return "## Words\n\nThe names the compiler knows, besides card names.\n\n" + table(
        ("what", "names"), [(what, ", ".join(f"`{n}`" for n in names)) for what, names in rows])


def _conditions() -> str:
    text = ["## Conditions\n",
            "A condition compares two values (numbers, counts or what dive cards show) "
            "with `<`, `<=`, `>`, `>=`, `==` or `!=`, tests the kind of the building in "
            "question with `building is KIND` or the token in question with `token is "
            "NAME`, names a card held or in play, and combines with `and`, `or`, `not` and "
            "parentheses.\n"]
    text += [_entry(name) for name in ("compare", "is_kind", "token_is", "card_count",
                                       "holds", "in_play")]
    for title, record in (("and", fx.All), ("or", fx.AnyOf), ("not", fx.Not)):
        src = first(lambda v, r=record: type(v) is r)
        text.append(f"### `{title}`\n\n" + (shown(src, source_line(src)) if src
                                            else "No card uses it yet.\n"))
    return "\n".join(text)


def language_reference() -> str:
    """The markdown of the language reference page."""
    items = alternatives("_item")
    parts = (["location", "discount", "section", "fixed", "any_half", "different",
              "identical", "arrow", "starts", "lock", "two_player"]
             + [a for a in alternatives("_ability") if a != "_rule"])
    return "\n".join([
        "# Language reference\n",
        "Every statement of the content language, generated from its grammar and the "
        "compiler's own tables, so it always matches the version you have installed. "
        "Each entry shows the grammar rule (quoted words are written as they are; "
        "`NAME`, `INT`, `SIGNED_INT` and `STRING` are a name, a number, a number with "
        "its sign and a quoted string; `?` marks what may be left out, `*` what may "
        "repeat, `+` what comes once or more, `|` separates alternatives; names in lower "
        "case are the rules below) and an example: from the shipped cards (`content/`), "
        "or where none uses it from the example cards (`examples/`). The guide to "
        "the language is [The content language](../language.md).\n",
        _section("Items", "The top-level items of a `.sea` file.", items, whole=True),
        _section("Parts of items", "What goes inside a side, a dock tile, a dive card or "
                 "a specialist.", parts),
        _section("Rules", "What a decree, a side (after its six locations) or a "
                 "specialist may hold: changes to the questions of the core rules, hooks "
                 "on events and counters, and counters of its own.",
                 alternatives("_rule")),
        _section("Effects", "What a block `{ ... }` may hold, one effect after another "
                 "(a `;` between them is optional); `rest` stands only in the block of "
                 "`reveal` or `look`.", EFFECTS),
        _section("Amounts", "What `take`, `spend` and `give` may name, and how an amount "
                 "scales with a count.", ["what", "scale", "per", "cap"]),
        _conditions(),
        questions_table(),
        events_table(),
        places_table(),
        counts_table(),
        _vocabulary(),
    ])
