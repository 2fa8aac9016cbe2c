"""Loading content: every .sea file of a folder compiled into one Content, checked as a whole."""

from __future__ import annotations

import functools
import hashlib
from pathlib import Path

import attrs
from attrs import frozen

from . import cards
from .data import content_dir
from .errors import ContentError
from .lang.compiler import compile_source

__all__ = ["Content", "load_content", "build_content", "source_files"]


@frozen
class Content:
    """All the components a game is played with, compiled; look-ups by name."""
    flotilla_sides: tuple
    dock_tiles: tuple
    dive_cards: tuple
    specialists: tuple
    decrees: tuple
    rules: cards.BoardRules
    hash: str
    side: dict = attrs.field(eq=False, repr=False)
    dock: dict = attrs.field(eq=False, repr=False)
    dive: dict = attrs.field(eq=False, repr=False)
    specialist: dict = attrs.field(eq=False, repr=False)
    decree: dict = attrs.field(eq=False, repr=False)
    cache: dict = attrs.field(factory=dict, eq=False, repr=False)   # derived tables

    def costs_and_tags(self, side: str) -> tuple:
        """(printed costs, price-tag kinds or -1) of a side's six locations."""
        key = ("side", side)
        found = self.cache.get(key)
        if found is None:
            locs = self.side[side].locations
            found = (tuple(loc.cost for loc in locs),
                     tuple(-1 if loc.discount is None else loc.discount for loc in locs))
            self.cache[key] = found
        return found


def source_files(folder: Path) -> list[Path]:
    """The .sea files below a folder, in a stable order."""
    return sorted(folder.rglob("*.sea"))


def _label(path: Path, root: Path | None) -> str:
    if root is not None:
        try:
            return (Path(root.name) / path.relative_to(root)).as_posix()
        except ValueError:
            pass
    return path.as_posix()


def build_content(sources) -> Content:
    """A Content from (path label, text) pairs; raises ContentError naming every problem."""
    records, messages, digest = [], [], hashlib.sha256()
    for label, text in sources:
        digest.update(label.encode() + b"\0" + text.encode() + b"\0")
        try:
            records.extend(compile_source(text, label))
        except ContentError as err:
            messages.append(str(err))
    if messages:
        raise ContentError("\n".join(messages))
    return _assemble(records, digest.hexdigest()[:16])


def _unique(items, what: str, problems: list) -> dict:
    found = {}
    for item in items:
        if item.name in found:
            problems.append(f"{item.src}: {what} '{item.name}' is defined twice "
                            f"(first at {found[item.name].src})")
        found[item.name] = item
    return found


def _assemble(records, digest: str) -> Content:
    problems: list[str] = []
    sides = tuple(r for r in records if isinstance(r, cards.Side))
    docks = tuple(r for r in records if isinstance(r, cards.DockTile))
    dives = tuple(r for r in records if isinstance(r, cards.DiveCard))
    specs = tuple(r for r in records if isinstance(r, cards.Specialist))
    decrees = tuple(r for r in records if isinstance(r, cards.Decree))
    board = [r for r in records if isinstance(r, tuple)]
    building, row, column, owner, srcs = [None] * 3, [None] * 3, None, None, []
    for what, kind, block, src in board:
        srcs.append(src)
        if what == "building":
            building[kind] = block
        elif what == "row_bonus":
            row[kind] = block
        elif what == "column_bonus":
            column = block
        else:
            owner = block
    rules = cards.BoardRules(tuple(building), tuple(row), column, owner, tuple(srcs))
    lookups = {name: _unique(items, name, problems) for name, items in (
        ("flotilla side", sides), ("dock tile", docks), ("dive card", dives),
        ("specialist", specs), ("decree", decrees))}
    if problems:
        raise ContentError("\n".join(problems))
    return Content(sides, docks, dives, specs, decrees, rules, digest,
                   lookups["flotilla side"], lookups["dock tile"], lookups["dive card"],
                   lookups["specialist"], lookups["decree"])


def _read(folder: Path):
    return [(_label(p, folder), p.read_text(encoding="utf-8")) for p in source_files(folder)]


@functools.lru_cache(maxsize=8)
def _load(folder: str, extra: tuple) -> Content:
    return build_content(_read(Path(folder)) + list(extra))


def load_content(folder=None, extra=()) -> Content:
    """The shipped content (or the .sea files under `folder`), plus extra (label, text) sources.

    Compiled once per process for each distinct input."""
    root = Path(folder) if folder is not None else content_dir()
    return _load(str(root), tuple(extra))
