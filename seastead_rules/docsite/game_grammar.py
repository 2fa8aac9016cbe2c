"""A game's own part of the content language (grammar/GAME.lark) as reference entries,
for any game: each rule with the comment written above it, its definition, and an
example, the first place the game's shipped sources use it (found by parsing them)."""

from __future__ import annotations

from .grammar import sections

__all__ = ["grammar_part", "first_uses", "EXAMPLE_LINES"]

EXAMPLE_LINES = 8
"""The most lines of source an example shows (then `...`)."""


def first_uses(grammar, sources) -> dict:
    """{tree name: (label, first line, last line)} of the first place each grammar rule
    (or alias) is used in `sources` ((label, text), ...), parsed with `grammar` (a
    kernel Grammar)."""
    found = {}
    for label, text in sources:
        for tree in grammar.parse(text).iter_subtrees_topdown():
            if tree.data not in found and not tree.meta.empty:
                found[tree.data] = (label, tree.meta.line, tree.meta.end_line)
    return found


def _example(use, texts: dict) -> str:
    if use is None:
        return ""
    label, first, last = use
    lines = texts[label].splitlines()[first - 1:last]
    indent = min((len(x) - len(x.lstrip()) for x in lines if x.strip()), default=0)
    lines = [x[indent:].rstrip() for x in lines]
    if len(lines) > EXAMPLE_LINES:
        lines = lines[:EXAMPLE_LINES - 1] + ["..."]
    return f"From `{label}:{first}`:\n\n```text\n" + "\n".join(lines) + "\n```\n"


def _title(name: str) -> str:
    return name.strip("_").replace("_", " ")


def grammar_part(game: str, grammar, sources) -> str:
    """The markdown of a game's grammar part: a `##` heading per section of its .lark
    file, a `###` entry per rule (its comment, definition and first use in `sources`)."""
    texts = dict(sources)
    uses = first_uses(grammar, sources)
    out = []
    for title, rules in sections(game):
        out.append(f"## {title[0].upper() + title[1:] if title else 'Items'}\n")
        for rule in rules:
            entry = [f"### `{_title(rule.name)}`\n"]
            if rule.comment:
                entry.append(rule.comment + "\n")
            entry.append(f"```text\n{rule.text}\n```\n")
            use = next((uses[n] for n in [rule.name, *rule.aliases] if n in uses), None)
            example = _example(use, texts)
            if example:
                entry.append(example)
            out.append("\n".join(entry))
    return "\n".join(out)
