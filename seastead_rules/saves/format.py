"""The records of a save file and their JSON values, both ways.

Every record is written as an object tagged with its type (`"@": "Take"`), tuples as
arrays. Reading checks each record's tag, that every field is present and none is
unexpected, and each field's declared type; a problem raises BadField naming the field
path (`$.state.players[1].ships_reserve`). Used by saving.py; see docs/saving.md."""

from __future__ import annotations

import json

import attrs

from ..engine import ops
from ..kernel.reading import MAX_DEPTH, MAX_SAVE_SIZE, read_json
from ..kernel.rules import flow, forms, records
from ..model import actions, cards, effects
from ..model import state as st

__all__ = ["RECORDS", "MAX_SAVE_SIZE", "MAX_DEPTH", "MAX_INT", "BadField", "read_json",
           "unstructure", "structure", "shown", "same", "need", "count", "counts"]

_MODULES = (*effects.MODULES, cards, forms, flow, ops, st, records, actions)
RECORDS = {
    cls.__name__: cls
    for module in _MODULES for cls in vars(module).values()
    if isinstance(cls, type) and attrs.has(cls) and cls.__module__ == module.__name__
}
_SKIP = {("State", "content"), ("State", "log"), ("Log", "prev")}
# Fields added to version 3 for the rules of newer cards (counters, kept and open cards,
# what an event did, the stages of a turn): written only when they differ from their
# default, and read as the default when a save leaves them out, so every save of a game
# that never uses them is what it was.
LATER = {("State", "counters"), ("State", "tally"), ("State", "kept"), ("State", "dive_open"),
         ("State", "open_to"), ("State", "known"), ("Ctx", "bound"), ("Ctx", "card"),
         ("TurnOp", "stage"), ("TurnOp", "extra"), ("EndTurn", "stage"), ("EndTurn", "discarded"),
         ("WhenHooks", "actor"), ("WhenHooks", "bound"), ("ReactWindow", "actor"),
         ("ReactWindow", "bound"),
         ("MoveBuilding", "where"), ("State", "outer_open"), ("OpenDone", "stashed"),
         ("State", "face_up"), ("ChooseCard", "pile")}
_SIMPLE = {"int": int, "str": str, "bool": bool}
# Every number of a save is below this in size (the seed and the generator's state are
# 64-bit values): a larger one is refused where it is read, before any arithmetic on it.
MAX_INT = 1 << 64


class BadField(Exception):
    """A value of a save file that is not what belongs there: where, and what is wrong."""

    def __init__(self, path: str, message: str):
        super().__init__(f"{path}: {message}")
        self.path, self.message = path, message


def _flat_state_fields() -> list:
    # A State is saved flat, its card fields among its own (as in version 3).
    by_name = {f.name: f for cls in (st.State, st.Cards) for f in attrs.fields(cls)}
    return [by_name[name] for name in st.FLAT_FIELDS if ("State", name) not in _SKIP]


_STATE_FIELDS = _flat_state_fields()


def _fields(cls):
    if cls is st.State:
        return _STATE_FIELDS
    return [f for f in attrs.fields(cls) if (cls.__name__, f.name) not in _SKIP]


def unstructure(obj):
    """The JSON value of a record, a tuple or a plain value."""
    kind = type(obj)
    if kind in (int, str, bool) or obj is None:
        return obj
    if kind is tuple or kind is list:
        return [unstructure(x) for x in obj]
    if kind is st.Event:        # saved as the text players read (version 3): see _event
        return {"@": "Event", "player": obj.player, "text": obj.text, "src": obj.src}
    if attrs.has(kind) and kind.__name__ in RECORDS:
        out = {"@": kind.__name__}
        for f in _fields(kind):
            value = getattr(obj, f.name)
            if value == f.default and (kind.__name__, f.name) in LATER:
                continue
            out[f.name] = unstructure(value)
        return out
    raise TypeError(f"cannot save a {kind.__name__}")


def shown(value) -> str:
    """A short description of a value found where it does not belong."""
    if attrs.has(type(value)):
        return f"a {type(value).__name__} record"
    if isinstance(value, tuple):
        text = json.dumps(unstructure(value))
        return f"the list {text if len(text) <= 40 else text[:36] + ' ...]'}"
    text = repr(value)
    return f"{type(value).__name__} {text if len(text) <= 40 else text[:37] + '...'}"


# The records the kernel's annotations name by role: Seastead's own value record.
_ROLES = {"GameValue": effects.CardCount}


def _accepts(value, alternative: str) -> bool:
    simple = _SIMPLE.get(alternative)
    if simple is not None:
        return type(value) is simple
    if alternative == "None":
        return value is None
    if alternative == "tuple":
        return isinstance(value, tuple)
    if alternative == "object":
        return True
    cls = RECORDS.get(alternative) or _ROLES.get(alternative)
    return cls is None or isinstance(value, cls)


def _check_type(value, annotation, path: str) -> None:
    """A field's value against its annotation: 'int', 'Ctx', 'int | Counter', 'Log | None'..."""
    text = annotation if isinstance(annotation, str) else getattr(annotation, "__name__", "")
    alternatives = [a.strip().strip("'\"") for a in text.strip("'\"").split("|")]
    if not any(_accepts(value, a) for a in alternatives):
        wanted = " or ".join("a list" if a == "tuple" else "null" if a == "None" else a
                             for a in alternatives)
        raise BadField(path, f"expected {wanted}, found {shown(value)}")


def structure(data, path: str):
    """The records, tuples and plain values of a JSON value read from a save file."""
    kind = type(data)
    if kind is int:
        if not -MAX_INT < data < MAX_INT:
            raise BadField(path, f"expected a number of at most 64 bits, found one of "
                                 f"{data.bit_length()} bits ({_digits(data)} digits)")
        return data
    if kind is str or kind is bool or data is None:
        return data
    if isinstance(data, float):
        raise BadField(path, f"expected an integer, found {data!r}")
    if isinstance(data, list):
        return tuple(structure(x, f"{path}[{i}]") for i, x in enumerate(data))
    if not isinstance(data, dict):  # pragma: no cover - json gives no other types
        raise BadField(path, f"unexpected value {data!r}")
    tag = data.get("@")
    if tag == "Event":
        return _event(data, path)
    cls = RECORDS.get(tag) if isinstance(tag, str) else None
    if cls is None:
        raise BadField(path, f"unknown record type {tag!r}")
    fields = _fields(cls)
    names = {f.name for f in fields}
    extra = set(data) - names - {"@"}
    if extra:
        raise BadField(path, f"unexpected field(s) {', '.join(sorted(extra))} in {tag}")
    values = {}
    for f in fields:
        where = f"{path}.{f.name}"
        if f.name not in data:     # to_json writes every field but LATER's defaults
            if (tag, f.name) in LATER:
                values[f.name] = f.default
                continue
            raise BadField(where, f"missing field of {tag}")
        value = structure(data[f.name], where)
        _check_type(value, f.type, where)
        values[f.name] = value
    try:
        return st.State.from_fields(**values) if cls is st.State else cls(**values)
    except (TypeError, ValueError) as err:  # pragma: no cover - fields are checked above
        raise BadField(path, f"cannot make {tag}: {err}") from None


def _digits(n: int) -> int:
    # (str() of a huge int is slow, and limited: the bit length tells the digits)
    return max(1, int(abs(n).bit_length() * 0.30103) + 1)


def same(a, b) -> bool:
    """Whether two values read from a save are equal with the same types at every level:
    `==` takes True for 1 and (1,) for (True,); this does not."""
    kind = type(a)
    if kind is not type(b):
        return False
    if kind is tuple:
        return len(a) == len(b) and all(map(same, a, b))
    if attrs.has(kind):
        return all(same(getattr(a, f.name), getattr(b, f.name))
                   for f in attrs.fields(kind) if f.eq)
    return a == b


_EVENT_FIELDS = {"player": int, "text": str, "src": str}


def _event(data: dict, path: str):
    # A log event is saved as its text (a template with nothing left to fill in), as in
    # saves of version 3, so the format does not depend on how the engine words a line.
    extra = set(data) - set(_EVENT_FIELDS) - {"@"}
    if extra:
        raise BadField(path, f"unexpected field(s) {', '.join(sorted(extra))} in Event")
    for name, kind in _EVENT_FIELDS.items():
        if name not in data:
            raise BadField(f"{path}.{name}", "missing field of Event")
        if type(data[name]) is not kind:
            raise BadField(f"{path}.{name}", f"expected {kind.__name__}, found "
                                             f"{shown(data[name])}")
    count(data["player"], f"{path}.player", -1, 1, "a player (-1: nobody's line)")
    return st.Event(data["player"], data["text"], (), data["src"])


# ---- small checks of values, for the checks of a loaded state ---------------------

def need(ok, path: str, message: str) -> None:
    """BadField(path, message) unless `ok`."""
    if not ok:
        raise BadField(path, message)


def count(value, path: str, low: int = 0, high: int | None = None, what: str = "") -> None:
    """An int within [low, high]."""
    ok = type(value) is int and value >= low and (high is None or value <= high)
    if not ok:
        span = f"of {low} or more" if high is None else f"from {low} to {high}"
        need(False, path, f"expected {what or 'an integer'} {span}, found {shown(value)}")


def counts(values, path: str, length: int | None, low: int = 0, high: int | None = None,
           what: str = "") -> None:
    """A list of `length` ints (None: of any length), each within [low, high]."""
    need(isinstance(values, tuple), path, f"expected a list, found {shown(values)}")
    need(length is None or len(values) == length, path,
         f"expected {length} entries, found {len(values)}")
    for i, x in enumerate(values):
        count(x, f"{path}[{i}]", low, high, what)
