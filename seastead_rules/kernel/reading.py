"""Reading the JSON text of a save file or a game record: at most MAX_SAVE_SIZE, no
object giving a key twice, nothing nested more than MAX_DEPTH deep; SaveFileError
saying why not (`not a readable save file: ...`), with the path where it can. Every
game's saves and records read their text here (kernel/saves.py, Seastead's
saves/format.py); see docs/saving.md."""

from __future__ import annotations

import json

from ..errors import SaveFileError

__all__ = ["MAX_SAVE_SIZE", "MAX_DEPTH", "read_json"]

# The most a save file or a game record may hold, in bytes (characters for text): a
# finished game's save is about 40 KB. Nothing larger is read, so a damaged or endless
# file (/dev/zero) is refused at once instead of filling the memory.
MAX_SAVE_SIZE = 16 * 1024 * 1024
# How deeply arrays and objects may nest in a file: a real save nests about 12 levels,
# and the deepest effects the content language accepts (32 levels of blocks) well under
# this. Deeper is refused as the file is read, before anything walks it.
MAX_DEPTH = 160


def read_json(source, what: str):
    """The JSON value in `source` (text, bytes, or a file open for reading, of which at
    most MAX_SAVE_SIZE + 1 bytes or characters are read); SaveFileError saying why not,
    as 'not a readable {what}: ...'."""
    if not isinstance(source, (str, bytes, bytearray)):
        read = getattr(source, "read", None)
        if read is None:
            raise SaveFileError(f"not a readable {what}: expected text, bytes or a file, "
                                f"found {type(source).__name__}")
        try:
            source = read(MAX_SAVE_SIZE + 1)
        except (OSError, ValueError) as err:     # ValueError: bad UTF-8 in a text file
            raise SaveFileError(f"not a readable {what}: {err}") from None
    if len(source) > MAX_SAVE_SIZE:
        raise SaveFileError(f"not a readable {what}: larger than {MAX_SAVE_SIZE} bytes, the "
                            f"most this engine reads")
    try:
        document = json.loads(source, object_pairs_hook=_object)
    except (ValueError, TypeError, RecursionError) as err:
        # ValueError covers bad JSON, bad UTF-8 and integers too long to read (Python's
        # limit on the digits of an int); RecursionError nesting too deep.
        raise SaveFileError(f"not a readable {what}: {err}") from None
    _check_nesting(document, what)
    return document


class _Twice(dict):
    """A JSON object that gives a key twice: which key (the object keeps the last)."""
    __slots__ = ("key",)


def _object(pairs: list) -> dict:
    # json.loads would keep the last of two values of one key without a word.
    found = dict(pairs)
    if len(found) == len(pairs):
        return found
    seen: set = set()
    for key, _ in pairs:
        if key in seen:
            break
        seen.add(key)
    twice = _Twice(found)
    twice.key = key
    return twice


_NESTED = {list, dict, _Twice}


def _check_nesting(document, what: str) -> None:
    """SaveFileError naming the path of an object giving a key twice, or of arrays or
    objects nested more than MAX_DEPTH deep. Walks level by level, not by recursion."""
    level, depth = [document] if type(document) in _NESTED else [], 1
    while level:
        below = []
        for value in level:
            if type(value) is _Twice:
                raise SaveFileError(f"not a readable {what}: {_path_to(document, value)}: "
                                    f"the key {value.key!r} is given twice")
            items = value if type(value) is list else value.values()
            below += [x for x in items if type(x) in _NESTED]
        depth += 1
        if below and depth > MAX_DEPTH:
            raise SaveFileError(f"not a readable {what}: {_path_to(document, below[0])}: "
                                f"arrays and objects nested more than {MAX_DEPTH} deep")
        level = below


def _path_to(document, target, shown_parts: int = 12) -> str:
    """The path of `target` (found by identity) in `document`, its first parts."""
    todo = [(document, ())]
    while todo:
        value, parts = todo.pop()
        if value is target:
            text = "".join(f"[{key}]" if type(key) is int else f".{key}"
                           for key in parts[:shown_parts])
            return "$" + text + ("..." if len(parts) > shown_parts else "")
        items = enumerate(value) if type(value) is list else value.items()
        todo += [(x, parts + (key,)) for key, x in items if isinstance(x, (list, dict))]
    return "$"      # pragma: no cover - the target is in the document
