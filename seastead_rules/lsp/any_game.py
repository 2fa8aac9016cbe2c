"""The language server's answers for a game other than Seastead, through the game's
ContentTools (kernel/content_tools.py): diagnostics (its compiler's problems and the
linter's checks any game's content gets), hover (the item under the cursor: its kind,
name, facts, text and source) and the names offered for completion (the game's
keywords, its declaration's words, its own counts and items)."""

from __future__ import annotations

import functools

from lark import Tree

from ..kernel.lang.limits import MAX_SOURCE
from ..kernel.rules.vocabulary import Vocabulary
from ..lint import capped_findings, lint_game_text

__all__ = ["game_diagnostics", "game_hover_at", "game_names"]


def game_diagnostics(tools, label: str, text: str, vocabulary=None) -> list:
    """The Findings of a source of the game of `tools`, compiled against `vocabulary`
    (its shipped declaration when None); at most MAX_PROBLEMS, in source order."""
    return capped_findings(lint_game_text(tools, label, text, vocabulary))


def _contains(tree: Tree, line: int, column: int) -> bool:
    m = tree.meta
    return (m.line, m.column) <= (line, column) <= (m.end_line, m.end_column)


def _head(tools, record) -> tuple:
    """(kind, name, facts, text) of an item the tools describe, or of the declaration."""
    if isinstance(record, Vocabulary):
        return ("game", record.game, f"{record.min_players} to {record.max_players} "
                f"players; seats {', '.join(record.seats)}", "")
    entry = tools.describe(record)
    return None if entry is None else (entry.kind, entry.name, entry.facts, entry.text)


def game_hover_at(tools, label: str, text: str, line: int, column: int,
                  vocabulary=None) -> str | None:
    """The hover text (Markdown) for the item at a 1-based line and column: its kind,
    name and facts, its text and its source; None when nothing is there or the item
    there does not compile (the other items still answer)."""
    items, _ = tools.compile_items(label, text, vocabulary)
    for record, tree in items:
        if not _contains(tree, line, column):
            continue
        head = _head(tools, record)
        if head is None:
            return None
        kind, name, facts, words = head
        facts = facts.removeprefix(f"{kind}, ")
        source = text[tree.meta.start_pos:tree.meta.end_pos].strip()
        shown = f"**{kind}** '{name}': {facts}"
        shown += f"\n\n{words}" if words else ""
        return shown + (f"\n\n```\n{source}\n```" if source else "")
    return None


def game_names(tools, text: str = "", vocabulary=None) -> list:
    """(label, what it is, detail) of every name of the game's language: its keywords,
    its declaration's words (of `vocabulary`, the shipped one when None), its own words
    (tools.names()), and the items named in `text` (none past MAX_SOURCE)."""
    vocab = vocabulary if vocabulary is not None else tools.vocabulary()
    names = list(_fixed(tools, vocab))
    known = {label for label, _, _ in names}
    if len(text) <= MAX_SOURCE:
        items, _ = tools.compile_items("<completion>", text, vocabulary)
        for record, _ in items:
            label = f'"{getattr(record, "name", "")}"'
            if label != '""' and label not in known:
                names.append((label, "card", "an item of this file"))
                known.add(label)
    return names


@functools.lru_cache(maxsize=8)
def _fixed(tools, vocab) -> tuple:
    """Each name once, as what it first is: the declaration's words, the game's own,
    then the grammar's other keywords."""
    found = [(r, "resource", "a resource type") for r in vocab.resources]
    found += [(p, "piece", "a piece of the game") for p in vocab.pieces]
    found += [(q.name, "question", q.text) for q in vocab.questions]
    found += [(e.name, "event", e.text) for e in vocab.events]
    found += [(p.name, "permission", p.text) for p in vocab.permissions]
    found += [(t, "token", "a token of the game") for t in vocab.token_names]
    found += [(p, "pile", "a pile of the game") for p in vocab.piles]
    found += [(w, "answer", f"an answer of `{q.name}`") for q in vocab.questions
              for w in q.answers]
    found += list(tools.names())
    found += [(w, "keyword", "") for w in sorted(_keywords(tools.grammar()))]
    first: dict = {}
    for name in found:
        first.setdefault(name[0], name)
    return tuple(first.values())


def _keywords(grammar) -> set:
    """The words of a game's grammar (its parser's string terminals)."""
    return {t.pattern.value for t in grammar.parser.terminals
            if t.pattern.type == "str" and t.pattern.value[:1].isalpha()}
