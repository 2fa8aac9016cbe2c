"""Loading Deep Sea's content: every .sea file of a folder compiled into one Content
against the folder's declaration (its game.sea, or the shipped one), then checked as a
whole (checks.py). The shipped content (content/deep_sea) is compiled once per process.

    from seastead_rules.deep_sea.content import load_content
    content = load_content()                    # the shipped set
    mine = load_content("my_deep_sea/")         # a designer's folder, same checks
"""

from __future__ import annotations

import functools
from pathlib import Path

from ..data import content_dir
from ..errors import ContentError
from ..inputs import folder as _folder
from ..inputs import check_sources, read_bytes
from ..kernel.lang.compiler import DECLARATION
from ..kernel.rules.vocabulary import Vocabulary
from .checks import assemble
from .components import Content
from .language import FOLDER, LANGUAGE, Fields, language_for, shipped_fields

__all__ = ["load_content", "build_content", "source_files", "shipped_sources"]


def source_files(root) -> list:
    """The .sea files below a folder, in a stable order; ArgumentError when `root` is
    not a folder."""
    return sorted(_folder(root, "root").rglob("*.sea"))


def _read(root: Path, prefix: str) -> list:
    # Bytes that are not UTF-8 become lone surrogates, reported by the compiler at their
    # line and column (a ContentError, never a UnicodeDecodeError).
    return [(f"{prefix}/{p.relative_to(root).as_posix()}",
             read_bytes(p).decode("utf-8", "surrogateescape")) for p in source_files(root)]


def shipped_sources() -> list:
    """(label, text) of every .sea file of the shipped content."""
    return _read(content_dir() / FOLDER, f"content/{FOLDER}")


def load_content(folder=None) -> Content:
    """The shipped content, or the .sea files under a designer's folder (compiled with
    the same checks); ContentError naming every problem, `path:line:col` with the line
    and a caret; ArgumentError when the folder does not exist."""
    if folder is None:
        return _shipped()
    root = _folder(folder, "folder")
    return build_content(_read(root, root.name))


@functools.lru_cache(maxsize=1)
def _shipped() -> Content:
    return build_content(shipped_sources())


def build_content(sources) -> Content:
    """A Content from (label, text) pairs: the pair named game.sea (if any) declares the
    game and its Field symbols, the others are compiled against it; then the whole is
    checked (every scenario's zones exist, enough boards per depth, ...)."""
    sources = list(check_sources(sources, "sources"))
    declared = [pair for pair in sources if Path(pair[0]).name == DECLARATION]
    messages: list = []
    if declared:
        vocabulary, fields = _declaration(*declared[0], messages)
        language = language_for(fields)
    else:
        vocabulary, fields, language = LANGUAGE.vocabulary, shipped_fields(), LANGUAGE
    records = []
    for label, text in sources:
        if declared and (label, text) == declared[0]:
            continue
        try:
            records += [(r, label) for r in language.compile_source(text, label, vocabulary)]
        except ContentError as err:
            messages.append(str(err))
    if messages:
        raise ContentError("\n".join(messages))
    return assemble(records, dict(sources), fields, vocabulary)


def _declaration(label: str, text: str, messages: list) -> tuple:
    """(Vocabulary, Field symbols) of a game.sea."""
    try:
        records = LANGUAGE.compile_source(text, label)
    except ContentError as err:
        messages.append(str(err))
        return LANGUAGE.vocabulary, shipped_fields()
    games = [r for r in records if isinstance(r, Vocabulary)]
    found = [r for r in records if isinstance(r, Fields)]
    if len(games) != 1:
        messages.append(f"{label}: the game's declaration must hold one `game` item")
    if len(found) != 1:
        messages.append(f"{label}: the game's declaration must name its Field symbols "
                        "once (`fields a, b, c`, p. 12)")
    return (games[0] if games else LANGUAGE.vocabulary,
            tuple(found[0]) if found else ())
