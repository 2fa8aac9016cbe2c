"""The components of a `Content` by name, built once per content: what the engine looks
up when the state names a specialist, a zone, a journal, a token, a goal or a scenario."""

from __future__ import annotations

from ..errors import ArgumentError
from .effects import ATTRIBUTES

__all__ = ["Book", "book"]

_BOOKS: dict = {}


class Book:
    """Dictionaries from names to the records of one content, and its leader."""

    def __init__(self, content):
        self.content = content
        self.specialists = {s.name: s for s in content.specialists}
        self.zones = {z.name: z for z in content.zones}
        self.journals = {j.name: j for j in content.journals}
        self.tokens = {k.name: k for k in content.tokens}
        self.scenarios = {s.name: s for s in content.scenarios}
        self.bonus_goals = {g.name: g for g in content.bonus_goals}
        self.setbacks = {s.name: s for s in content.setbacks}
        leaders = [s for s in content.specialists if s.leader]
        if len(leaders) != 1:
            raise ArgumentError(f"the content must have one Team Leader, not {len(leaders)}")
        self.leader = leaders[0]
        names = {t.name for t in content.mat.tracks.tracks}
        if names != set(ATTRIBUTES):
            raise ArgumentError(f"the mat's tracks must be {', '.join(ATTRIBUTES)}, not "
                                f"{', '.join(sorted(map(str, names)))}")
        self.sites = {(z.name, s.name): s for z in content.zones for s in z.sites}
        self.tracks = {(z.name, k.name): k for z in content.zones for k in z.tracks}

    def scenario(self, name: str):
        """The scenario of this name; ArgumentError naming the known ones otherwise."""
        try:
            return self.scenarios[name]
        except KeyError:
            known = ", ".join(repr(s) for s in self.scenarios)
            raise ArgumentError(f"deep_sea has no scenario {name!r} (its scenarios: "
                                f"{known})") from None

    def feature(self, zone: str, name: str):
        """The Sonar track or site `name` of `zone`."""
        return self.tracks.get((zone, name)) or self.sites[(zone, name)]


def book(content) -> Book:
    """The Book of `content` (made once; contents are few and live as long as the game)."""
    key = id(content)
    found = _BOOKS.get(key)
    if found is None or found.content is not content:
        found = _BOOKS[key] = Book(content)
    return found
