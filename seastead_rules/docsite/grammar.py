"""The content language's grammar read as text: each rule's definition and the comment
written above it, and the alternatives of the choice rules (`_effect`, `_item`, ...)."""

from __future__ import annotations

import functools
import re

from ..data import grammar_text

__all__ = ["rules", "alternatives", "Rule"]

_START = re.compile(r"^(?P<flags>[?!]*)(?P<name>[a-z_][a-z0-9_]*)\s*:")


class Rule:
    """One grammar rule: its name, its definition's lines and the comment above it."""

    def __init__(self, name: str, lines: list, comment: str):
        self.name, self.lines, self.comment = name, lines, comment

    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    @property
    def body(self) -> str:
        """The definition without its name: what may be written."""
        return " ".join(line.strip() for line in self.lines).split(":", 1)[1].strip()


@functools.lru_cache(maxsize=1)
def rules() -> dict:
    """name -> Rule, for every rule of the grammar, in order."""
    found, comment, current = {}, [], None
    for line in grammar_text().splitlines():
        stripped = line.strip()
        m = _START.match(line)
        if m:
            current = Rule(m.group("name"), [line.rstrip()], " ".join(comment))
            found[current.name] = current
            comment = []
        elif current is not None and stripped.startswith("|"):
            current.lines.append(line.rstrip())
        else:
            current = None
            if stripped.startswith("//") and not stripped.startswith("// ----"):
                comment.append(stripped[2:].strip())
            elif not stripped:
                comment = []
    return found


def alternatives(name: str) -> list:
    """The rule names a choice rule stands for: `_effect: take | spend | ...`, with the
    game's own part (`_game_effect`, `_game_item`) spelt out in place."""
    found = []
    for alt in (a.strip() for a in rules()[name].body.split("|")):
        found += alternatives(alt) if alt.startswith("_game_") else [alt]
    return found
