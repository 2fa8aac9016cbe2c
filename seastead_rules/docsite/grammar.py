"""The content language's grammar read as text: each rule's definition and the comment
written above it, the alternatives of the choice rules (`_effect`, `_item`, ...), and a
game's own part (grammar/GAME.lark) in its sections, for any game the package hosts."""

from __future__ import annotations

import functools
import re

from ..data import data_dir, grammar_text

__all__ = ["rules", "alternatives", "sections", "Rule"]

_START = re.compile(r"^(?P<flags>[?!]*)(?P<name>[a-z_][a-z0-9_]*)\s*:")
_SECTION = re.compile(r"^//\s*----\s*(?P<title>.*?)\s*-*\s*$")


class Rule:
    """One grammar rule: its name, its definition's lines and the comment above it."""

    def __init__(self, name: str, lines: list, comment: str):
        self.name, self.lines, self.comment = name, lines, comment

    @property
    def text(self) -> str:
        """The rule's definition as written."""
        return "\n".join(self.lines)

    @property
    def body(self) -> str:
        """The definition without its name: what may be written."""
        return " ".join(line.strip() for line in self.lines).split(":", 1)[1].strip()

    @property
    def aliases(self) -> list:
        """The names its alternatives are given (`-> one_of`): a parse tree's names."""
        return re.findall(r"->\s*([a-z_][a-z0-9_]*)", self.text)


def _read(text: str) -> list:
    """[(section title, {name: Rule})] of a grammar text, in order ('' before the first
    section header, `// ---- title ----`)."""
    found, comment, current = [("", {})], [], None
    for line in text.splitlines():
        stripped = line.strip()
        m = _START.match(line)
        header = _SECTION.match(stripped)
        if m:
            current = Rule(m.group("name"), [line.rstrip()], " ".join(comment))
            found[-1][1][current.name] = current
            comment = []
        elif current is not None and stripped.startswith("|"):
            current.lines.append(line.rstrip())
        elif header:
            current, comment = None, []
            found.append((header.group("title"), {}))
        else:
            current = None
            if stripped.startswith("//"):
                comment.append(stripped[2:].strip())
            elif not stripped:
                comment = []
    return found


@functools.lru_cache(maxsize=4)
def rules(game: str = "seastead") -> dict:
    """name -> Rule, for every rule of a game's grammar (the core's and its own), in
    order."""
    return {name: rule for _, part in _read(grammar_text(game)) for name, rule in part.items()}


@functools.lru_cache(maxsize=4)
def sections(game: str) -> tuple:
    """((section title, [Rule, ...]), ...): the game's own part of the grammar
    (grammar/GAME.lark), section by section, in order; empty sections left out."""
    text = (data_dir("grammar") / f"{game}.lark").read_text(encoding="utf-8")
    return tuple((title, list(part.values())) for title, part in _read(text) if part)


def alternatives(name: str, game: str = "seastead") -> list:
    """The rule names a choice rule stands for: `_effect: take | spend | ...`, with the
    game's own part (`_game_effect`, `_game_item`) spelt out in place."""
    found = []
    for alt in (a.strip() for a in rules(game)[name].body.split("|")):
        found += alternatives(alt, game) if alt.startswith("_game_") else [alt]
    return found
