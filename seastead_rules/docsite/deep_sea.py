"""Endeavor: Deep Sea's generated pages: its language reference (its declaration's
vocabulary, its words, and its part of the grammar with examples from the shipped
content) and the gallery of its components with their card text and source."""

from __future__ import annotations

import functools

from ..deep_sea import effects as fx
from ..deep_sea.cardtext import item_text
from ..deep_sea.content import load_content, shipped_folder
from ..deep_sea.language import CONTENT_FOLDER, GRAMMAR, LANGUAGE
from .game_grammar import grammar_part
from .questions import declaration_table, events_table, questions_table
from .sources import block_at

__all__ = ["deep_sea_reference", "deep_sea_gallery", "shipped_sources"]


@functools.lru_cache(maxsize=1)
def shipped_sources() -> tuple:
    """((label, text), ...) of the shipped Deep Sea .sea files, labelled as the records'
    `src` names them (content/deep_sea/NAME.sea)."""
    return tuple((f"content/{CONTENT_FOLDER}/{path.name}", path.read_text(encoding="utf-8"))
                 for path in sorted(shipped_folder().glob("*.sea")))


def _words() -> str:
    rows = [("attribute tracks (`advance TRACK`, `track TRACK` on the mat)",
             fx.ATTRIBUTES),
            ("what `advance` may name", fx.TRACK_CHOICES),
            ("actions (a side's actions; `ACTION [here] [...]` in a block)", fx.ACTIONS)]
    lines = ["## Words\n", "The names Deep Sea's compiler knows besides those declared, "
             "and the counts content may read (`score 1 per zones`, goals, conditions: "
             "`if research >= 2`), each for the player it is read for.\n",
             "| what | names |", "|---|---|"]
    lines += [f"| {what} | {', '.join(f'`{n}`' for n in names)} |" for what, names in rows]
    lines += ["", "| count | what it counts |", "|---|---|"]
    lines += [f"| `{name}` | {text} |" for name, text in fx.COUNTS.items()]
    return "\n".join(lines) + "\n"


def deep_sea_reference() -> str:
    """The markdown of Deep Sea's language reference page."""
    vocab = LANGUAGE.vocabulary
    return "\n".join([
        "# Endeavor: Deep Sea: language reference\n",
        "Deep Sea's part of the content language, generated from its declaration "
        "(`content/deep_sea/game.sea`), its compiler's tables and its grammar "
        "(`grammar/deep_sea.lark`), so it always matches the version you have installed. "
        "The core statements every game shares (`may`, `choose`, `repeat`, `if`, "
        "`modify`, `when`, ...) are in the [language reference](../reference/language.md); "
        "the guide is [Deep Sea's components in the content language](content.md). Each "
        "grammar entry shows the rule (quoted words are written as they are; `NAME`, "
        "`INT`, `SIGNED_INT` and `STRING` are a name, a number, a number with its sign "
        "and a quoted string; `?` marks what may be left out, `*` what may repeat, `+` "
        "what comes once or more, `|` separates alternatives) and the first place the "
        "shipped content uses it.\n",
        "## The declaration\n",
        f"What `{vocab.game}` declares in `content/deep_sea/game.sea`; every other file "
        "is compiled against these names.\n",
        declaration_table(vocab),
        "## Questions\n",
        "The named numbers and permissions Deep Sea's rules ask: `modify QUESTION +N` on "
        "a zone or a marked site changes a number (kept within its range), `forbid` and "
        "`permit` a permission.\n",
        questions_table(vocab),
        "## Events\n",
        "What `when you EVENT { ... }` may name on a zone, a marked site or a scenario.\n",
        events_table(vocab),
        _words(),
        grammar_part("deep_sea", GRAMMAR, shipped_sources()),
    ])


_KINDS = (("Specialists", "specialists"), ("Ocean boards", "zones"),
          ("Journals", "journals"), ("Dive tokens", "tokens"), ("Scenarios", "scenarios"),
          ("Bonus goals", "bonus_goals"), ("Setbacks", "setbacks"))


def _source(src: str) -> str:
    label, _, line = src.rpartition(":")
    return block_at(dict(shipped_sources())[label].splitlines(), int(line) - 1)


def _component(title: str, item) -> str:
    text = item_text(item).replace("\n", "  \n")
    return f"### {title}\n\n{text}\n\n`{item.src}`\n\n```text\n{_source(item.src)}\n```\n"


def deep_sea_gallery() -> str:
    """The markdown of Deep Sea's component gallery page."""
    content = load_content()
    out = ["# Endeavor: Deep Sea: component gallery\n",
           "Every component shipped with Deep Sea: its card text, generated from its "
           "compiled record, then its source in the content language with the file and "
           "line that define it. Most of it is authored for this engine (see [The "
           "authored data](authored.md)).\n"]
    for title, kind in _KINDS:
        items = getattr(content, kind)
        out.append(f"## {title}\n\n{len(items)} in all.\n")
        out += [_component(item.name, item) for item in items]
    out.append("## The player mat\n")
    out.append(_component("The mat", content.mat))
    return "\n".join(out)
