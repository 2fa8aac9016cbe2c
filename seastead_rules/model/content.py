"""Loading content: every .sea file of a folder compiled into one Content, checked as a whole."""

from __future__ import annotations

import functools
import hashlib
from pathlib import Path

import attrs
from attrs import frozen

from ..data import content_dir
from ..errors import ArgumentError, ContentError
from ..inputs import check_sources, check_type, folder, read_bytes
from ..kernel.arguments import shown
from ..kernel.rules.vocabulary import Vocabulary
from ..lang.collisions import raise_duplicates
from ..lang.compiler import DECLARATION, compile_source, shipped_vocabulary
from ..text.labels import labelled
from . import cards
from .content_rules import counters_declared, reach
from .named import check_named_cards
from .names import CONTRACT, FLOTILLAS, flotilla_indices

__all__ = ["Content", "load_content", "build_content", "source_files", "shipped_sources"]


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
    vocabulary: Vocabulary = attrs.field(eq=False, repr=False)     # the game's declaration
    side: dict = attrs.field(eq=False, repr=False)
    dock: dict = attrs.field(eq=False, repr=False)
    dive: dict = attrs.field(eq=False, repr=False)
    specialist: dict = attrs.field(eq=False, repr=False)
    decree: dict = attrs.field(eq=False, repr=False)
    cache: dict = attrs.field(factory=dict, eq=False, repr=False)   # derived tables
    # From the declaration, ready to look up: each question's range, and whether the
    # rules allow each permission unless a card says otherwise.
    ranges: dict = attrs.field(factory=dict, eq=False, repr=False)
    allowed: dict = attrs.field(factory=dict, eq=False, repr=False)
    # What the cards' rules reach, so that the engine skips what no card uses: the
    # counters declared (by name), the events some rule hears (`when` or `react`) and
    # those some `when` hears, whether a side or a specialist holds `when` rules,
    # whether one changes a question or a permission, the permissions and the questions
    # some rule names, and whether a dive hook reads what the dive gave (`amount`,
    # `taken`).
    counters: dict = attrs.field(factory=dict, eq=False, repr=False)
    heard: frozenset = attrs.field(default=frozenset(), eq=False, repr=False)
    hooked: frozenset = attrs.field(default=frozenset(), eq=False, repr=False)
    side_whens: bool = attrs.field(default=False, eq=False, repr=False)
    spec_whens: bool = attrs.field(default=False, eq=False, repr=False)
    statics: bool = attrs.field(default=False, eq=False, repr=False)
    gates: frozenset = attrs.field(default=frozenset(), eq=False, repr=False)
    touched: frozenset = attrs.field(default=frozenset(), eq=False, repr=False)
    binds_dive: bool = attrs.field(default=False, eq=False, repr=False)
    # Each card's rules, ready to look up, by kind ("decree", "side", "specialist") and
    # name: ({question: ((rule, whose), ...)}, {permission: (...)}, every (rule, whose)).
    rule_index: dict = attrs.field(factory=dict, eq=False, repr=False)

    def __getstate__(self) -> dict:
        """What a copy sent to another process carries: everything but the cache of
        derived tables, which holds whatever its users put there (made again on use)."""
        return {name: getattr(self, name) for name in attrs.fields_dict(Content)
                if name != "cache"}

    def __setstate__(self, state: dict) -> None:
        for name, value in {**state, "cache": {}}.items():
            object.__setattr__(self, name, value)

    def costs_and_tags(self, side: str) -> tuple:
        """(printed costs, price-tag kinds or -1) of a side's six locations."""
        key = ("side", side)
        found = self.cache.get(key) if type(side) is str else None
        if found is None:
            if type(side) is not str or side not in self.side:
                raise ArgumentError(f"side must name a flotilla side, not {shown(side)}")
            locs = self.side[side].locations
            found = (tuple(loc.cost for loc in locs),
                     tuple(-1 if loc.discount is None else loc.discount for loc in locs))
            self.cache[key] = found
        return found

    def dive_names(self, depth: str) -> tuple:
        """The names of the dive cards of one depth, in content order."""
        check_type(depth, str, "depth", "a depth's name")
        key = ("depth", depth)
        found = self.cache.get(key)
        if found is None:
            found = self.cache[key] = tuple(c.name for c in self.dive_cards if c.depth == depth)
        return found

    def board_costs(self, sides: tuple) -> tuple:
        """For the four sides laid out: the printed cost and the price-tag kind (or -1) of
        each of the 24 locations, and per flotilla its board indices from cheapest to
        dearest (ties in board order)."""
        key = ("board", sides)
        found = self.cache.get(key) if type(sides) is tuple else None
        if found is None:
            if type(sides) is not tuple or len(sides) != FLOTILLAS:
                raise ArgumentError(f"sides must be the {FLOTILLAS} sides laid out (a tuple of "
                                    f"names), not {shown(sides)}")
            tables = [self.costs_and_tags(side) for side in sides]
            costs = tuple(c for table in tables for c in table[0])
            tags = tuple(k for table in tables for k in table[1])
            order = tuple(tuple(sorted(flotilla_indices(f), key=lambda i: (costs[i], i)))
                          for f in range(FLOTILLAS))
            self.cache[key] = found = (costs, tags, order)
        return found


def source_files(folder: Path) -> list[Path]:
    """The .sea files below a folder, in a stable order; a subfolder with its own
    declaration (game.sea) is another game's content and is left out."""
    others = [p.parent for p in folder.rglob("game.sea") if p.parent != folder]
    return sorted(p for p in folder.rglob("*.sea")
                  if not any(o in p.parents for o in others))


def _label(path: Path, root: Path | None) -> str:
    if root is not None:
        try:
            return (Path(root.name) / path.relative_to(root)).as_posix()
        except ValueError:
            pass
    return path.as_posix()


def _identity(record) -> tuple:
    """What a record is, for replacing: a side by its tile and face, a rule by its place
    on the board, a card by its name."""
    if isinstance(record, cards.Side):
        return ("side", record.tile, record.face)
    if isinstance(record, cards.BoardRule):
        return ("board", record.what, record.kind)
    if isinstance(record, Vocabulary):
        return ("game",)
    return (type(record).__name__, record.name)


def _compile_all(sources, digest, messages, vocabulary) -> list:
    records = []
    for label, text in sources:
        # 'surrogatepass': text that is not valid Unicode is hashed, and reported by
        # compile_source like any other problem, never a UnicodeEncodeError here.
        digest.update(label.encode("utf-8", "surrogatepass") + b"\0"
                      + text.encode("utf-8", "surrogatepass") + b"\0")
        try:
            records.extend(labelled(compile_source(text, label, vocabulary)))
        except ContentError as err:
            messages.append(str(err))
    return records


def build_content(sources, overrides=()) -> Content:
    """A Content from (path label, text) pairs; raises ContentError naming every problem.

    Records compiled from `overrides` replace those of `sources` with the same identity
    (a side: its tile and face; a board rule: its place; a card: its name)."""
    messages, digest = [], hashlib.sha256()
    vocabulary, sources = _declaration(sources, digest, messages)
    # A declaration this engine cannot play is said first: the names the other files
    # use would only be unknown because of it.
    messages += [f"{vocabulary.src}: {p}" for p in CONTRACT.problems(vocabulary)]
    if messages:
        raise ContentError("\n".join(messages))
    records = _compile_all(sources, digest, messages, vocabulary)
    if overrides:
        digest.update(b"overrides\0")
        replacing = _compile_all(overrides, digest, messages, vocabulary)
        gone = {_identity(r) for r in replacing}
        records = [r for r in records if _identity(r) not in gone] + replacing
    if messages:
        raise ContentError("\n".join(messages))
    try:
        content = _assemble(records, digest.hexdigest()[:16], vocabulary)
    except ContentError:
        if not overrides:       # shown at the item's name, with its line and a caret
            raise_duplicates(sources)
        raise
    check_named_cards(content, records, [*sources, *overrides])
    return content


def _declaration(sources, digest, messages) -> tuple:
    """(the game's declaration, the other sources): the declaration from the sources'
    game.sea, compiled first, or the shipped game's when they have none."""
    declared = [(label, text) for label, text in sources
                if Path(label).name == DECLARATION]
    if not declared:
        return shipped_vocabulary(), sources
    # The hash names the components: the shipped declaration adds nothing to it (saves
    # and records of the shipped game keep their hash), another one does.
    shipped = declared[0][1] == (content_dir() / DECLARATION).read_text(encoding="utf-8")
    found = [r for r in _compile_all(declared[:1], hashlib.sha256() if shipped else digest,
                                     messages, None) if isinstance(r, Vocabulary)]
    if len(found) != 1 and not messages:
        messages.append(f"{declared[0][0]}: the game's declaration must hold one `game` item")
    rest = [pair for pair in sources if pair not in declared[:1]]
    return (found[0] if found else shipped_vocabulary()), rest


def _unique(items, what: str, problems: list) -> dict:
    found = {}
    for item in items:
        if item.name in found:
            problems.append(f"{item.src}: {what} '{item.name}' is defined twice "
                            f"(first at {found[item.name].src})")
        found[item.name] = item
    return found


def _assemble(records, digest: str, vocabulary: Vocabulary) -> Content:
    declared_in = vocabulary.src.split(":")[0]
    problems: list[str] = [f"{r.src}: the game is declared in {declared_in}; a file may not "
                           "declare it again" for r in records if isinstance(r, Vocabulary)]
    sides = tuple(r for r in records if isinstance(r, cards.Side))
    docks = tuple(r for r in records if isinstance(r, cards.DockTile))
    dives = tuple(r for r in records if isinstance(r, cards.DiveCard))
    specs = tuple(r for r in records if isinstance(r, cards.Specialist))
    decrees = tuple(r for r in records if isinstance(r, cards.Decree))
    board = [r for r in records if isinstance(r, cards.BoardRule)]
    building, row, column, owner, srcs = [None] * 3, [None] * 3, None, None, []
    seen: dict = {}
    for rule in board:
        key = (rule.what, rule.kind)
        if key in seen:
            problems.append(f"{rule.src}: the board rule '{rule.what.replace('_', ' ')}' is "
                            f"defined twice (first at {seen[key]})")
        seen[key] = rule.src
        srcs.append(rule.src)
        if rule.what == "building":
            building[rule.kind] = rule.effect
        elif rule.what == "row_bonus":
            row[rule.kind] = rule.effect
        elif rule.what == "column_bonus":
            column = rule.effect
        else:
            owner = rule.effect
    faces: dict = {}
    for side in sides:
        key = (side.tile, side.face)
        if key in faces:
            problems.append(f"{side.src}: side '{side.name}' is a second side {side.face} for "
                            f"tile {side.tile} (first: '{faces[key].name}' at {faces[key].src}); "
                            "to replace a shipped side, load yours with replace=True (--replace "
                            "on the command line)")
        faces[key] = side
    rules = cards.BoardRules(tuple(building), tuple(row), column, owner, tuple(srcs))
    lookups = {name: _unique(items, name, problems) for name, items in (
        ("flotilla side", sides), ("dock tile", docks), ("dive card", dives),
        ("specialist", specs), ("decree", decrees))}
    counters = counters_declared(sides, specs, decrees, problems)
    if problems:
        raise ContentError("\n".join(problems))
    return Content(sides, docks, dives, specs, decrees, rules, digest, vocabulary,
                   lookups["flotilla side"], lookups["dock tile"], lookups["dive card"],
                   lookups["specialist"], lookups["decree"], {}, vocabulary.ranges(),
                   vocabulary.allowed(), counters, **reach(sides, specs, decrees))


def _read(folder: Path):
    # Bytes that are not UTF-8 become lone surrogates, which compile_source reports at
    # their line and column (a ContentError, never a UnicodeDecodeError).
    # Each file is read only when it is a regular file (a fifo would wait forever).
    return [(_label(p, folder), read_bytes(p).decode("utf-8", "surrogateescape"))
            for p in source_files(folder)]


def shipped_sources(folder=None) -> list:
    """(label, text) of every .sea file of the shipped content (or of `folder`)."""
    return _read(_folder(folder) if folder is not None else content_dir())


def _folder(path) -> Path:
    return folder(path, "folder")


@functools.lru_cache(maxsize=8)
def _load(folder: str, extra: tuple, replace: bool) -> Content:
    base = _read(Path(folder))
    if replace:
        return build_content(base, overrides=list(extra))
    return build_content(base + list(extra))


def load_content(folder=None, extra=(), replace: bool = False) -> Content:
    """The shipped content (or the .sea files under `folder`), plus extra (label, text)
    sources. With replace=True, an extra side replaces the shipped side of the same tile
    and face, and an extra card or board rule the one of the same name or place.

    Compiled once per process for each distinct input."""
    root = _folder(folder) if folder is not None else content_dir()
    check_type(replace, bool, "replace", "True or False")
    return _load(str(root), check_sources(extra, "extra"), replace)
