"""The save format's machinery for any game: JSON text read with limits, a header naming
the format and its version, and each field checked where it is read, so a damaged save
gives SaveFileError naming the field's path (`$.hands[1][2]`), never a traceback.

    document = read_document(text, "liars-dice-state", 1, "Liar's Dice save")
    players = field(document, "players", int, "$")

Nothing is unpickled or evaluated: JSON is parsed, and only parsed.
"""

from __future__ import annotations

import json

from ..errors import SaveFileError
from .reading import MAX_SAVE_SIZE, read_json

__all__ = ["MAX_SAVE_SIZE", "write_document", "read_document", "field", "expect", "shown",
           "refused"]


def shown(value) -> str:
    """A short description of a value found where it does not belong."""
    if value is None:
        return "null"
    text = json.dumps(value) if isinstance(value, (list, dict, bool)) else repr(value)
    kind = {list: "array", dict: "object", str: "string", bool: "boolean",
            type(None): "null"}.get(type(value), "number")
    return f"{kind} {text if len(text) <= 40 else text[:37] + '...'}"


def write_document(form: str, version: int, body: dict) -> str:
    """JSON text of `body` under a header: {"format": form, "version": version, ...}."""
    return json.dumps({"format": form, "version": version, **body},
                      separators=(",", ":"))


def read_document(text, form: str, version: int, what: str) -> dict:
    """The JSON object of a document written by `write_document(form, version, ...)`;
    SaveFileError if the text is not JSON, is too large, or is of another format or
    version."""
    document = read_json(text, what)
    if type(document) is not dict or document.get("format") != form:
        raise SaveFileError(f"not a {what}: $.format is not {form!r}")
    found = document.get("version")
    if found != version or type(found) is not int:
        label = found if type(found) is int and abs(found) < 10 ** 9 else shown(found)
        raise SaveFileError(f"{what} version {label} is not supported (this version "
                            f"reads {version})")
    return document


def expect(value, kind, path: str):
    """`value` when it is of `kind` (a type or a tuple of types; bool is no int);
    SaveFileError naming `path` otherwise."""
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if type(value) in kinds:
        return value
    names = " or ".join({int: "an integer", bool: "a boolean", str: "a string",
                         list: "an array", dict: "an object", float: "a number",
                         type(None): "null"}[k] for k in kinds)
    raise SaveFileError(f"{path}: expected {names}, found {shown(value)}")


def field(document: dict, key: str, kind, path: str = "$"):
    """`document[key]`, of `kind`; SaveFileError naming the path if missing or wrong."""
    if key not in document:
        raise SaveFileError(f"{path}.{key}: missing")
    return expect(document[key], kind, f"{path}.{key}")


def refused(what: str, err: Exception) -> SaveFileError:
    """The SaveFileError for a save whose fields read but break a rule of the game
    (`err`: the AssertionError of the game's `check`, or the error making the state)."""
    return SaveFileError(f"damaged {what}: {err or type(err).__name__}")
