"""Deep Sea's content, compiled: every `.sea` file of a folder (the shipped
content/deep_sea/ by default) compiled against the folder's declaration (game.sea), put
together into one `Content`, and checked as a whole (wholeset.py: names unique, every
scenario's zones and launch zone known, mission boards marked, each depth stocked for the
play area, the tray's numbers as the rulebook gives them, journal sites' fields on
journals), every problem at its `path:line:col` with the line and a caret.

    from seastead_rules.deep_sea.content import load_content
    content = load_content()                  # the shipped set, compiled once
    mine = load_content("my_deep_sea/")       # a designer's folder, the same checks
"""

from __future__ import annotations

import functools
from pathlib import Path

import attrs

from ..data import content_dir
from ..errors import ContentError
from ..inputs import check_type
from ..kernel.lang.compiler import DECLARATION
from .components import (
    Content,
    DiveToken,
    Goal,
    Journal,
    Mat,
    Scenario,
    Setback,
    Specialist,
    Zone,
)
from .language import CONTENT_FOLDER, LANGUAGE
from .wholeset import CHANGES_PATH, check_content

__all__ = ["load_content", "check_content", "shipped_folder", "with_changes",
           "replaced_by", "MAX_FILES", "CHANGES_PATH"]

MAX_FILES = 200
"""The most .sea files a content folder may hold."""

def shipped_folder() -> Path:
    """The folder of the shipped Deep Sea content."""
    return content_dir() / CONTENT_FOLDER


def load_content(folder=None) -> Content:
    """The content of a folder of .sea files (the shipped one when None); ContentError
    listing every problem, each `path:line:col` with the line and a caret."""
    if folder is None:
        return _shipped()
    check_type(folder, (str, Path), "folder", "a folder of .sea files (str or Path)")
    return _load(Path(folder))


@functools.lru_cache(maxsize=1)
def _shipped() -> Content:
    return _load(shipped_folder())


def _load(folder: Path) -> Content:
    if not folder.is_dir():
        raise ContentError(f"{folder}: not a folder of .sea files")
    files = sorted(p for p in folder.glob("*.sea") if p.is_file())
    if len(files) > MAX_FILES:
        raise ContentError(f"{folder}: more than {MAX_FILES} .sea files")
    declaration = folder / DECLARATION
    vocabulary = None
    if declaration.is_file():
        found = LANGUAGE.compile_source(_read(declaration), _label(declaration))
        vocabulary = next(iter(found), None)
    records = []
    for path in files:
        if path.name != DECLARATION:
            records.extend(LANGUAGE.compile_source(_read(path), _label(path), vocabulary))
    content = _assemble(records, folder, vocabulary)
    check_content(content)
    return content


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise ContentError(f"{path}: cannot read it as UTF-8 text ({err})") from None


def _label(path: Path) -> str:
    try:
        return str(path.relative_to(content_dir().parent))
    except ValueError:
        return str(path)


def _assemble(records, folder: Path, vocabulary=None) -> Content:
    kinds = {Specialist: [], Zone: [], Journal: [], DiveToken: [], Scenario: [],
             Goal: [], Setback: [], Mat: []}
    for record in records:
        if type(record) in kinds:
            kinds[type(record)].append(record)
    mats = kinds[Mat]
    if len(mats) != 1:
        raise ContentError(f"{folder}: the content must describe the player mat once, "
                           f"not {len(mats)} times")
    return Content(tuple(kinds[Specialist]), tuple(kinds[Zone]), tuple(kinds[Journal]),
                   tuple(kinds[DiveToken]), tuple(kinds[Scenario]), tuple(kinds[Goal]),
                   tuple(kinds[Setback]), mats[0],
                   ranges=vocabulary.ranges() if vocabulary is not None else {})


def with_changes(content: Content, text: str) -> Content:
    """`content` with the components of `text` (.sea source) in place of those of the
    same kind and name (added where there is none), checked as a whole; the same
    content when `text` is empty. A paired balance test plays the same seeds with and
    without them (the game's option `changes`)."""
    check_type(content, Content, "content", "a Deep Sea Content")
    check_type(text, str, "text", "the .sea source of the changed components")
    if not text.strip():
        return content
    return _changed(content, text)


_KINDS = {Specialist: ("specialist", "specialists"), Zone: ("zone", "zones"),
          Journal: ("journal", "journals"), DiveToken: ("dive token", "tokens"),
          Scenario: ("scenario", "scenarios"), Goal: ("bonus goal", "bonus_goals"),
          Setback: ("setback", "setbacks")}


def replaced_by(content: Content, text: str, label: str = CHANGES_PATH) -> tuple:
    """What `with_changes(content, text)` puts in place of `content`'s own: (line, kind,
    name) of each component of `text` with the name of one of the content's of its kind
    (and of a player mat, the content's one), in the order written; ContentError, its
    places named by `label`, when `text` does not compile."""
    check_type(content, Content, "content", "a Deep Sea Content")
    check_type(text, str, "text", "the .sea source of the changed components")
    check_type(label, str, "label", "the name the text's messages give it")
    out = []
    for record in LANGUAGE.compile_source(text, label):
        line = int((record.src or "").removeprefix(label + ":").split(":")[0] or 0)
        if type(record) is Mat:
            out.append((line, "player mat", "the player mat"))
        elif type(record) in _KINDS:
            word, field = _KINDS[type(record)]
            if any(item.name == record.name for item in getattr(content, field)):
                out.append((line, word, record.name))
    return tuple(out)


@functools.lru_cache(maxsize=8)
def _changed(content: Content, text: str) -> Content:
    records = LANGUAGE.compile_source(text, CHANGES_PATH)
    fields = {Specialist: "specialists", Zone: "zones", Journal: "journals",
              DiveToken: "tokens", Scenario: "scenarios", Setback: "setbacks"}
    changed = {}
    for record in records:
        kind = type(record)
        if kind is Mat:
            changed["mat"] = record
            continue
        name = "bonus_goals" if kind is Goal else fields.get(kind)
        if name is None:
            continue
        items = list(changed.get(name, getattr(content, name)))
        names = [item.name for item in items]
        if record.name in names:
            items[names.index(record.name)] = record
        else:
            items.append(record)
        changed[name] = tuple(items)
    result = attrs.evolve(content, changes=text, **changed)
    check_content(result)
    return result
