"""Endeavor: Deep Sea's content tools (kernel/content_tools.py's ContentTools): what
`seastead check`, `lint`, `cards` and the language server use for a Deep Sea file or
folder. A folder is the game's when its game.sea declares "Endeavor: Deep Sea".

    from seastead_rules.deep_sea.tools import TOOLS
    for entry in TOOLS.entries()[:2]:
        print(entry.kind, entry.name, entry.facts, entry.src)
"""

from __future__ import annotations

import functools
import os
import sys
from pathlib import Path

from ..data import content_dir
from ..errors import ContentError
from ..inputs import read_bytes
from ..kernel.content_tools import ItemEntry, declared_name, find_game
from ..kernel.lang.compiler import DECLARATION
from ..kernel.lang.problems import capped
from ..kernel.rules.vocabulary import Vocabulary
from . import effects as fx
from .cardtext import item_text
from .components import DiveToken, Goal, Journal, Mat, Scenario, Setback, Specialist, Zone
from .content import MAX_FILES, load_content, with_changes
from .language import CONTENT_FOLDER, GRAMMAR, LANGUAGE

__all__ = ["DeepSeaTools", "TOOLS", "KINDS"]

KINDS = ("specialist", "zone", "journal", "token", "scenario", "goal", "setback", "mat")
"""The kinds of item `seastead cards --game deep_sea --kind` knows."""


def _side(side) -> str:
    return (" / " if side.choice else " ").join(side.actions)


def _plural(n: int, word: str, words: str = "") -> str:
    return f"{n} {word if n == 1 else words or word + 's'}"


def _facts(record) -> tuple | None:
    """(kind, name, facts) of an item, or None for a record that is no item."""
    if isinstance(record, Specialist):
        if record.leader:
            return "specialist", record.name, f"Team Leader, senior {_side(record.senior)}"
        senior = record.senior.name
        return "specialist", record.name, (
            f"tier {record.tier}, {_plural(record.count, 'copy', 'copies')}"
            f"; junior {_side(record.junior)}; senior "
            f"{senior + ' ' if senior != record.name else ''}{_side(record.senior)}")
    if isinstance(record, Zone):
        parts = [f"depth {record.depth}"] + (["mission"] if record.mission else [])
        parts += [_plural(len(record.tracks), "Sonar track")] if record.tracks else []
        parts += [_plural(len(record.sites), "site")] if record.sites else []
        parts += [f"dive site of {_plural(record.dive, 'token')}"] if record.dive else []
        return "zone", record.name, ", ".join(parts)
    if isinstance(record, Journal):
        anchor = "anchor, " if record.anchor else ""
        return "journal", record.name, (f"{anchor}fields {', '.join(record.fields)}, cost "
                                        f"{record.cost}, {_plural(record.points, 'point')}")
    if isinstance(record, DiveToken):
        return "token", record.name, (f"research {record.research}, "
                                      f"{_plural(record.count, 'copy', 'copies')}")
    if isinstance(record, Scenario):
        return "scenario", record.name, (f"columns {record.columns[0]} to "
                                         f"{record.columns[-1]}, launch {record.launch}, "
                                         f"{_plural(len(record.goals), 'goal')}")
    if isinstance(record, Goal):
        coop = ", ".join(map(str, record.coop))
        return "goal", record.name, f"co-op and solo, counts {record.counts}, thresholds {coop}"
    if isinstance(record, Setback):
        return "setback", record.name, "co-op and solo, for every player when drawn"
    if isinstance(record, Mat):
        return "mat", "player mat", (f"research up to {record.research_cap}, "
                                     f"{record.discs} discs, {record.markers} markers, "
                                     f"{record.vessels} vessels")
    return None


def _label(path: Path) -> str:
    """A path as messages name it: relative to the working folder when under it."""
    try:
        return Path(os.path.relpath(path)).as_posix() if not path.is_absolute() or \
            Path.cwd() in path.parents else path.as_posix()
    except ValueError:
        return path.as_posix()


def _text_of(path: Path) -> str:
    # Bytes that are not UTF-8 are kept (as lone surrogates): the compiler shows them at
    # their line and column, with a caret.
    return read_bytes(path).decode("utf-8", "surrogateescape")


def _files(folder: Path) -> list:
    files = sorted(p for p in folder.glob("*.sea") if p.is_file())
    if not files:
        raise FileNotFoundError(f"{_label(folder)}: no .sea files in this folder")
    if len(files) > MAX_FILES:
        raise ContentError(f"{_label(folder)}: more than {MAX_FILES} .sea files")
    return files


class DeepSeaTools:
    """Deep Sea's ContentTools."""

    game = "deep_sea"
    kinds = KINDS

    @functools.cached_property
    def title(self) -> str:
        """The game's name as its shipped declaration gives it."""
        return declared_name((self.shipped_folder() / DECLARATION).read_text(
            encoding="utf-8")) or ""

    def shipped_folder(self) -> Path:
        """content/deep_sea."""
        return content_dir() / CONTENT_FOLDER

    def vocabulary(self, folder=None) -> Vocabulary:
        """The declaration of `folder`'s game.sea (the shipped one when None or absent)."""
        declaration = None if folder is None else Path(folder) / DECLARATION
        if declaration is None or not declaration.is_file() or \
                declaration.resolve() == (self.shipped_folder() / DECLARATION).resolve():
            return LANGUAGE.vocabulary
        return _declared(_label(declaration), _text_of(declaration))

    def compile_items(self, label: str, text: str, vocabulary=None) -> tuple:
        """((record, tree) of each item that compiles, [problems of the others])."""
        items, problems = _compiled(label, text, vocabulary)
        return list(items), list(problems)

    def sources(self, paths) -> list:
        """(label, text, declaration) of each .sea file the paths name: a folder's every
        file, against its game.sea; a file of a Deep Sea folder against that folder's
        game.sea; any other file against the shipped declaration."""
        found, seen = [], set()
        for name in paths:
            path = Path(name)
            if not path.exists():
                raise FileNotFoundError(f"{name}: no such file or folder")
            files = _files(path) if path.is_dir() else [path]
            home = path if path.is_dir() else find_game(path).folder
            vocabulary = None
            for file in files:
                if file.resolve() in seen:
                    continue
                seen.add(file.resolve())
                if file.name != DECLARATION and vocabulary is None:
                    vocabulary = self._declaration_or_none(home)
                found.append((_label(file), _text_of(file),
                              None if file.name == DECLARATION else vocabulary))
        return found

    def _declaration_or_none(self, home):
        try:
            return self.vocabulary(home)
        except ContentError:        # shown where game.sea itself is checked
            return LANGUAGE.vocabulary

    def check(self, paths, out=None) -> int:
        """`seastead check` of Deep Sea files or folders: every problem of every file
        (`path:line:col`, the line, a caret); once all compile, each folder given (or
        the folder of each file of one) checked as a whole set, and each file of no Deep
        Sea folder checked as changes to the shipped set (content.with_changes)."""
        out = sys.stdout if out is None else out
        shown, files = [], self.sources(paths)
        for label, text, vocabulary in files:
            _, problems = _compiled(label, text, vocabulary)
            shown += [p.render(text) for p in capped(problems)]
        if shown:
            print("\n".join(shown), file=out)
            return 1
        checked, sets = [], _sets(paths)
        try:
            for folder, loose in sets:
                checked.append(load_content(folder) if loose is None else
                               with_changes(load_content(), loose))
        except ContentError as err:
            print(err, file=out)
            return 1
        content = checked[-1]
        whole = [_label(folder) for folder, loose in sets if loose is None]
        how = (f"within the set{'s' * (len(whole) > 1)} of {', '.join(whole)}"
               if whole else "")
        how += (" and " if whole and len(whole) < len(sets) else "") + (
            "as changes to the shipped set" if len(whole) < len(sets) else "")
        print(f"ok: {_plural(len(files), 'file')} of Endeavor: Deep Sea, checked {how}; "
              f"{_plural(len(content.specialists), 'specialist')}, "
              f"{_plural(len(content.zones), 'zone')}, "
              f"{_plural(len(content.journals), 'journal')}, "
              f"{_plural(len(content.tokens), 'kind')} of dive token, "
              f"{_plural(len(content.scenarios), 'scenario')}, "
              f"{_plural(len(content.bonus_goals), 'bonus goal')}, "
              f"{_plural(len(content.setbacks), 'setback')}", file=out)
        return 0

    def lint_ranges(self) -> dict:
        """The range of each count (effects.COUNTS), from the shipped mat: Research is
        kept to the track's cap (p. 11), discs, markers and vessels to a player's pieces
        (p. 3); the others have no bound the linter knows."""
        mat = load_content().mat
        bounds = {"research": mat.research_cap, "discs": mat.discs, "staging": mat.discs,
                  "sonar-discs": mat.discs, "conservation-discs": mat.discs,
                  "journal-discs": mat.discs, "impact": mat.markers,
                  "vessels": mat.vessels, "deep-vessels": mat.vessels}
        return {count: (0, bounds.get(count)) for count in fx.COUNTS}

    def describe(self, record) -> ItemEntry | None:
        """A compiled item as an ItemEntry: kind, name, facts, source line, text."""
        found = _facts(record)
        if found is None:
            return None
        kind, name, facts = found
        return ItemEntry(kind, name, f"{kind}, {facts}", record.src, item_text(record))

    def entries(self, folder=None) -> list:
        """Every item of the content of `folder` (the shipped when None), in the order
        specialists, zones, journals, tokens, scenarios, bonus goals, setbacks, the mat."""
        content = load_content(folder)
        records = (*content.specialists, *content.zones, *content.journals,
                   *content.tokens, *content.scenarios, *content.bonus_goals,
                   *content.setbacks, content.mat)
        return [self.describe(r) for r in records]

    def names(self) -> list:
        """Deep Sea's own words: its counts, tracks and actions, and the shipped items'
        names (quoted, as a rule names them)."""
        found = [(c, "count", what) for c, what in fx.COUNTS.items()]
        found += [(t, "track", "a track `advance` may name") for t in fx.TRACK_CHOICES]
        found += [(a, "action", "one of the five actions (pp. 9-12)") for a in fx.ACTIONS]
        found += [(f'"{e.name}"', "card", f"{e.kind} ({e.src})") for e in self.entries()
                  if e.kind != "mat"]
        return found

    def grammar(self):
        """Deep Sea's kernel Grammar."""
        return GRAMMAR


def _sets(paths) -> list:
    """(folder, None) for each whole set the paths name (a folder, or the Deep Sea
    folder a file lies in), (None, text) for each file of no such folder."""
    found, seen = [], set()
    for name in paths:
        path = Path(name)
        home = path if path.is_dir() else find_game(path).folder
        if home is None:
            found.append((None, _text_of(path)))
        elif home.resolve() not in seen:
            seen.add(home.resolve())
            found.append((home, None))
    return found


@functools.lru_cache(maxsize=8)
def _declared(label: str, text: str) -> Vocabulary:
    found = [r for r in LANGUAGE.compile_source(text, label) if isinstance(r, Vocabulary)]
    if len(found) != 1:
        raise ContentError(f"{label}: a game.sea declares its game once")
    return found[0]


@functools.lru_cache(maxsize=8)
def _compiled(label: str, text: str, vocabulary) -> tuple:
    # Kept: the linter and the language server ask for one file more than once.
    items, problems = LANGUAGE.compile_items(text, label, vocabulary)
    return tuple(items), tuple(problems)


TOOLS = DeepSeaTools()
"""Deep Sea's content tools, as kernel/registry.py names them."""
