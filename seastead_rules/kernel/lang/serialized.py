"""Lark's serialized parser tables as plain JSON data, and back (the generated tables
module of a game's grammar holds them as a JSON text; nothing is unpickled)."""

from __future__ import annotations

__all__ = ["encoded", "decoded"]


def encoded(value):
    """Lark's serialized tables as JSON can hold them: a dict with keys that are not
    strings as {"~items": [[key, value], ...]}, a tuple as {"~tuple": [...]}."""
    if isinstance(value, dict):
        if all(isinstance(k, str) for k in value):
            return {k: encoded(v) for k, v in value.items()}
        return {"~items": [[encoded(k), encoded(v)] for k, v in value.items()]}
    if isinstance(value, tuple):
        return {"~tuple": [encoded(v) for v in value]}
    if isinstance(value, list):
        return [encoded(v) for v in value]
    if value is None or isinstance(value, (bool, int, str)):
        return value
    raise TypeError(f"not plain data: {type(value).__name__}")


def decoded(obj: dict):
    """The inverse of encoded, for json.loads's object_hook."""
    if len(obj) == 1:
        if "~items" in obj:
            return {k: v for k, v in obj["~items"]}
        if "~tuple" in obj:
            return tuple(obj["~tuple"])
    return obj
