"""Files added to a content set: which of their items collide with items already in it
(a card of the same name, a side for the same tile and face, a board rule for the same
place), each reported at its own `path:line:col` with the hint to use `--replace`.

`seastead check`, `play`, `replay` and `lint` all report collisions through here, before
a game starts."""

from __future__ import annotations

import functools

from lark import Token

from ..errors import ContentError
from ..kernel.lang.problems import Problem, raise_problems
from ..kernel.rules.vocabulary import Vocabulary
from ..model import cards
from ..model.names import KINDS
from .compiler import compile_items, compile_source

__all__ = ["compiled_items", "items_that_compile", "collisions", "duplicates", "is_complete",
           "raise_collisions", "raise_duplicates", "SHIPPED"]

# How the shipped content is named in messages.
SHIPPED = "the shipped content"

# What a complete content set defines, besides its cards: the board's rules.
_BOARD_RULES = {("building", k) for k in range(3)} | {("row_bonus", k) for k in range(3)} \
    | {("column_bonus", None), ("owner_bonus", None)}

_CARD_WORDS = {"DockTile": "dock tile", "DiveCard": "dive card", "Specialist": "specialist",
               "Decree": "decree", "Vocabulary": "the game declaration"}


def compiled_items(label: str, text: str) -> list:
    """(record, parse tree) of each top-level item of a source, in source order; raises
    ContentError when the source does not compile. The last few answers are kept: the
    linter, the collisions and the duplicates of one file (as the language server asks
    at every change) compile it once."""
    items, problems = _compiled_items(label, text)
    raise_problems(problems, text)
    return list(items)


def items_that_compile(label: str, text: str) -> tuple:
    """([(record, parse tree) of each item of a source that compiles], [the problems of
    the others]): what the linter and the language server still know of a file while
    one of its items is broken. Kept like compiled_items' answers."""
    items, problems = _compiled_items(label, text)
    return list(items), list(problems)


@functools.lru_cache(maxsize=4)
def _compiled_items(label: str, text: str) -> tuple:
    items, problems = compile_items(text, label)
    return tuple(items), tuple(problems)


def _identity(record) -> tuple:
    if isinstance(record, cards.Side):
        return ("side", record.tile, record.face)
    if isinstance(record, cards.BoardRule):
        return ("board", record.what, record.kind)
    if isinstance(record, Vocabulary):
        return ("game",)
    return (type(record).__name__, record.name)


def _records(sources) -> list:
    """The records of the sources that compile (the others are reported elsewhere)."""
    found = []
    for label, text in sources:
        try:
            found.extend(compile_source(text, label))
        except ContentError:
            pass
    return found


@functools.lru_cache(maxsize=4)
def _known(sources: tuple) -> dict:
    return {_identity(r): r for r in _records(sources)}


def is_complete(sources) -> bool:
    """Whether the sources are a whole content set: they define every rule of the board
    (`building`, `row bonus`, `column bonus`, `owner bonus`), as the shipped content does,
    rather than cards to add to a set."""
    board = {(r.what, r.kind) for r in _records(sources) if isinstance(r, cards.BoardRule)}
    return _BOARD_RULES <= board


def _what(record, other, base_name: str = "") -> str:
    """What is defined twice; `base_name` names the set `other` is in (none: the same)."""
    where = f"in {base_name} at" if base_name else "at"
    if isinstance(record, cards.Side):
        has = f"{base_name} has" if base_name else "first:"
        return (f"side '{record.name}' is a second side {record.face} for tile {record.tile} "
                f"({has} '{other.name}' at {other.src})")
    if isinstance(record, cards.BoardRule):
        kind = "" if record.kind is None else f" {KINDS[record.kind]}"
        return (f"the board rule '{record.what.replace('_', ' ')}{kind}' is defined twice: "
                f"here and {where} {other.src}")
    return (f"{_CARD_WORDS[type(record).__name__]} '{record.name}' is defined twice: "
            f"here and {where} {other.src}")


def _spot(tree) -> tuple:
    """(line, column, width) of an item's name, or of its first word."""
    name = tree.children[0] if tree.children else None
    if isinstance(name, Token) and name.type == "STRING":
        return name.line, name.column, len(name)
    return tree.meta.line, tree.meta.column, 1


def collisions(added, base, base_name: str = SHIPPED) -> list:
    """Problems for every item of the `added` (label, text) sources that collides with an
    item of the `base` sources; files that do not compile are skipped (their errors are
    reported when they are compiled)."""
    known = _known(tuple(tuple(s) for s in base))
    found = []
    for label, text in added:
        try:
            items = compiled_items(label, text)
        except ContentError:
            continue
        for record, tree in items:
            other = known.get(_identity(record))
            if other is None:
                continue
            line, column, width = _spot(tree)
            found.append(Problem(label, line, column,
                                 f"{_what(record, other, base_name)}; use --replace to "
                                 "replace that one", width))
    return found


def duplicates(sources) -> list:
    """Problems for every item of the (label, text) sources that collides with an item
    before it in the same sources (in the same file or an earlier one)."""
    seen, found = {}, []
    for label, text in sources:
        try:
            items = compiled_items(label, text)
        except ContentError:
            continue
        for record, tree in items:
            other = seen.setdefault(_identity(record), record)
            if other is not record:
                line, column, width = _spot(tree)
                found.append(Problem(label, line, column,
                                     _what(record, other), width))
    return found


def raise_collisions(added, base, base_name: str = SHIPPED) -> None:
    """Raise one ContentError naming every collision of `added` with `base` (see
    `collisions`), each with its source line and a caret, and the compile errors of the
    `added` files; nothing when there is no collision."""
    problems = collisions(added, base, base_name)
    if not problems:
        return
    # Every problem at once: the compile errors of the files that do not compile too.
    messages = []
    for label, text in added:
        try:
            compile_source(text, label)
        except ContentError as err:
            messages.append(str(err))
        messages.extend(p.render(text) for p in problems if p.path == label)
    raise ContentError("\n".join(messages), tuple(problems))


def raise_duplicates(sources) -> None:
    """Raise one ContentError naming every item of the (label, text) sources defined
    twice (see `duplicates`), each at its path:line:col with its line and a caret, as the
    compiler's own errors are shown; nothing when there is none."""
    problems = duplicates(sources)
    if problems:
        texts = dict(sources)
        raise ContentError("\n".join(p.render(texts[p.path]) for p in problems) + "\n(to "
                           "replace an item of the content, load yours with replace=True: "
                           "--replace on the command line)", tuple(problems)) from None
