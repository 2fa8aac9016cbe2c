"""What the language server answers, without any LSP library: the diagnostics of a
source (compiler and linter), the text shown when hovering over an item, and the names
offered for completion (from the compiler's own tables)."""

from __future__ import annotations

import functools
import re

from lark import Tree
from lark.exceptions import UnexpectedInput

from ..kernel.lang.limits import MAX_SOURCE
from ..lang.collisions import SHIPPED, collisions, duplicates, items_that_compile
from ..lang.compiler import LANGUAGE, shipped_vocabulary
from ..lang.parser import parser
from ..lint import ERROR, Finding, capped_findings, lint_text
from ..model import cards
from ..model.content import load_content, shipped_sources
from ..model.names import BOARD_TOKENS, CARD_PLACES, COUNTED
from ..model.names import KINDS as _KINDS
from ..model.names import RESOURCES as _RESOURCES
from ..text.cardtext import card_text
from .any_game import game_diagnostics, game_hover_at, game_names
from .statements import statement_texts

__all__ = ["diagnostics", "hover_text", "hover_at", "completions"]

_KIND_WORDS = {cards.Side: "flotilla side", cards.DockTile: "dock tile",
               cards.DiveCard: "dive card", cards.Specialist: "specialist",
               cards.Decree: "decree", cards.BoardRule: "board rule",
               cards.Location: "location"}


def _other(tools) -> bool:
    """Whether `tools` are another game's than Seastead's (None: Seastead's)."""
    return tools is not None and tools.game != "seastead"


def diagnostics(label: str, text: str, replace: bool = False, tools=None,
                vocabulary=None) -> list:
    """The Findings of a source: its compile errors and the linter's findings of the
    items that compile (lint_text), and once the whole file compiles its collisions with
    the shipped content (none with `replace`: its items replace the shipped ones of the
    same identity, as `seastead check --replace` takes them) and the items it defines
    twice; at most MAX_PROBLEMS of them, in source order, then one saying how many more.
    `tools`: another game's ContentTools, its source compiled against `vocabulary`
    (any_game.py); None: Seastead's."""
    if _other(tools):
        return game_diagnostics(tools, label, text, vocabulary)
    found = lint_text(label, text, limit=False)
    if not replace:
        found += [Finding(ERROR, p) for p in collisions([(label, text)], shipped_sources(),
                                                        SHIPPED)]
    found += [Finding(ERROR, p) for p in duplicates([(label, text)])]
    return capped_findings(found)


def hover_text(item, source: str = "", counters=()) -> str:
    """The text shown for an item (a card, a side, a location, a board rule): its kind,
    name, cost and points, its card text (seastead_rules.text.cardtext; `counters`: the
    counter declarations of its file) and its source, in Markdown. (The browser table's
    plain-text hover is seastead_rules.table.views.seastead.hover.)"""
    kind = _KIND_WORDS.get(type(item), type(item).__name__)
    if isinstance(item, cards.Location):
        head = f"**location {item.index}**: cost {item.cost}, points {item.points}"
    elif isinstance(item, cards.BoardRule):
        what = item.what.replace("_", " ")
        head = f"**{kind}**: {what}" + ("" if item.kind is None else f" {_KINDS[item.kind]}")
    else:
        head = f"**{kind}** '{item.name}'"
        if isinstance(item, cards.Specialist):
            head += f": set {item.set}, type {item.type}, points {item.points}"
        elif isinstance(item, cards.Side):
            head += f": tile {item.tile}, face {item.face}; costs " + ", ".join(
                str(loc.cost) for loc in item.locations) + "; points " + ", ".join(
                str(loc.points) for loc in item.locations)
        elif isinstance(item, cards.DockTile):
            head += f": scores {_RESOURCES[item.resource]}; section points " + ", ".join(
                f"{s.name} {_KINDS[s.kind]} {s.points}" for s in item.sections)
    body = f"\n\n```\n{source.strip()}\n```" if source.strip() else ""
    return f"{head}\n\n{card_text(item, counters)}{body}"


def _contains(tree: Tree, line: int, column: int) -> bool:
    m = tree.meta
    return (m.line, m.column) <= (line, column) <= (m.end_line, m.end_column)


def hover_at(label: str, text: str, line: int, column: int, tools=None,
             vocabulary=None) -> str | None:
    """The hover text for the item (or a side's location) at a 1-based line and column,
    led by the card text of the rule and the effect under the cursor; None when nothing
    is there or the item there does not compile (the other items of a file being
    written still answer). `tools`, `vocabulary`: as for diagnostics."""
    if _other(tools):
        return game_hover_at(tools, label, text, line, column, vocabulary)
    items, _ = items_that_compile(label, text)
    decls = [r for record, _ in items for r in getattr(record, "hooks", None)
             or getattr(record, "rules", ()) if isinstance(r, cards.CounterDecl)]
    for record, tree in items:
        if not _contains(tree, line, column):
            continue
        said = "".join(f"**{what}**: {words}\n\n" for what, words in
                       statement_texts(record, tree, line, column, decls))
        if isinstance(record, cards.Side):
            places = [t for t in tree.children if isinstance(t, Tree) and t.data == "location"]
            for location, place in zip(record.locations, places):
                if _contains(place, line, column):
                    record, tree = location, place
                    break
        return said + hover_text(record, text[tree.meta.start_pos:tree.meta.end_pos], decls)
    return None


@functools.lru_cache(maxsize=1)
def _fixed_names() -> tuple:
    """(label, what it is, detail) of every name the language knows."""
    vocab = shipped_vocabulary()
    found = [(w, "keyword", "") for w in sorted(_keywords())]
    found += [(r, "resource", "a resource type") for r in vocab.resources]
    found += [(k, "building kind", "a building kind") for k in vocab.pieces]
    found += [(q.name, "question", q.text) for q in vocab.questions]
    found += [(e.name, "event", e.text) for e in vocab.events]
    found += [(p.name, "permission", p.text) for p in vocab.permissions]
    found += [(c, "counter", f"a count (default owner: {who})") for c, who in COUNTED.items()]
    found += [(t, "token", "a token `token is ...` may name")
              for t in vocab.token_names + BOARD_TOKENS]
    found += [(p, "card place", "where `rest to` and `put it on` put cards")
              for p in CARD_PLACES]
    found += [(p, "pile", "a pile `reveal` and `look` take cards from") for p in vocab.piles]
    found += [(a, "replaceable action", f"{vocab.permission(a).text}: an action `instead of` "
               f"may replace") for a in LANGUAGE.transformer.REPLACEABLE]
    found += [(w, "answer", f"an answer of `{q.name}`") for q in vocab.questions
              for w in q.answers]
    found += [(c, "dive card", f"`{c} half N THING`: {what}") for c, what in _SHOWN.items()]
    found += [("taken", "tokens", "the types the event in question gave (`spend 1 taken`)")]
    content = load_content()
    for what, items in (("dock tile", content.dock_tiles), ("dive card", content.dive_cards),
                        ("specialist", content.specialists), ("decree", content.decrees),
                        ("flotilla side", content.flotilla_sides)):
        found += [(f'"{c.name}"', "card", f"{what} ({c.src})") for c in items]
    return tuple(found)


def _keywords() -> set:
    """The words of the grammar ('take', 'decree', 'near-left', ...)."""
    words = set()
    for terminal in parser().terminals:
        pattern = terminal.pattern
        if pattern.type == "str" and pattern.value[:1].isalpha():
            words.add(pattern.value)
        elif terminal.name == "SECTION":
            words.update(("near-left", "far-left", "near-right", "far-right"))
    return words


_SHOWN = {"revealed": "what the revealed dive card shows", "it": "what the card chosen "
          "by `choose card` shows", "kept": "what a player's kept cards show"}
_DECLARED = re.compile(r"\bcounter\s+([A-Za-z][A-Za-z0-9_-]*)\s+(shared|per\b)")


# What may come after the words before the cursor: the kinds of name to offer there.
_AFTER = (
    (re.compile(r"\bmodify\s+$"), ("question",)),
    (re.compile(r"\bmodify\s+[A-Za-z][A-Za-z0-9_-]*\s+to\s+$"), ("answer",)),
    (re.compile(r"\binstead\s+of\s+$"), ("replaceable action",)),
    (re.compile(r"\b(forbid|permit)\s+$"), ("permission",)),
    (re.compile(r"\bwhen\s+((you|opponent|anyone)\s+)?$|\breact\s+to\s+opponent\s+$"),
     ("event", "counter")),
    (re.compile(r"\b(reveal|look)\s+\d+\s+$"), ("pile",)),
    (re.compile(r"\b(rest\s+to|put\s+it\s+on)\s+$"), ("card place",)),
    (re.compile(r"\btoken\s+is\s+$"), ("token", "resource")),
    (re.compile(r"\bbuilding\s+is\s+$|\bdiscount\s+$"), ("building kind",)),
    (re.compile(r"\b(take|spend|give)\s+\d+\s+(not\s+)?$"), ("resource", "token", "tokens")),
    (re.compile(r"\b(you\s+hold|(opponent|anyone)\s+holds)\s+$"), ("card",)),
)


def _expected_here(text: str, line, character) -> tuple | None:
    """The kinds of name that fit at (line, character), both from 0, or None when any
    may (or no position is given)."""
    if line is None or character is None:
        return None
    lines = text.splitlines()
    if not 0 <= line < len(lines):
        return None
    before = lines[line][:character].split("#", 1)[0]
    before = re.sub(r"[A-Za-z][A-Za-z0-9_-]*$", "", before)     # the word being typed
    for pattern, kinds in _AFTER:
        if pattern.search(before):
            return kinds
    return None


def completions(text: str = "", line: int | None = None, character: int | None = None,
                tools=None, vocabulary=None) -> list:
    """(label, what it is, detail) of the names to offer: the language's words and names,
    the shipped cards, and the cards and counters named in `text` (none past MAX_SOURCE).
    Given the cursor (line and character from 0), only the names that fit there: the
    questions after `modify`, the events after `when`, the piles after `reveal 2`, the
    actions a card may replace after `instead of`, a question's words after `modify NAME
    to` (the tie rule's), ... `tools`, `vocabulary`: another game's, as for diagnostics:
    its names, in the same places (the questions and events its declaration gives)."""
    names = game_names(tools, text, vocabulary) if _other(tools) else _all_names(text)
    fits = _expected_here(text, line, character) if len(text) <= MAX_SOURCE else None
    return names if fits is None else [n for n in names if n[1] in fits]


def _all_names(text: str) -> list:
    names = list(_fixed_names())
    known = {label for label, _, _ in names}
    if len(text) <= MAX_SOURCE:
        code = "\n".join(line.split("#", 1)[0] for line in text.splitlines())
        for name, scope in dict.fromkeys(_DECLARED.findall(code)):
            if name not in known:
                names.append((name, "counter", f"a counter of this file ("
                              f"{'shared' if scope == 'shared' else 'per player'})"))
                known.add(name)
    for tree in _items(text):
        first = tree.children[0] if tree.children else None
        label = str(first)
        if label.startswith('"') and label not in known:
            names.append((label, "card", f"{tree.data} in this file"))
            known.add(label)
    return names


def _items(text: str) -> list:
    if len(text) > MAX_SOURCE:  # refused by the compiler too: not worth a long parse
        return []
    try:
        return parser().parse(text).children
    except UnexpectedInput:     # a source being typed: offer the fixed names only
        return []
