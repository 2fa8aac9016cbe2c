"""Saving and loading states as JSON, through one configured cattrs converter.

Every record is written as an object tagged with its type (`"@": "Take"`), tuples as
arrays. Reading checks each field's type and the state's shape, and any problem raises
SaveFileError naming the field path (`$.players[1].ships_reserve`)."""

from __future__ import annotations

import json

import attrs
import cattrs

from . import actions, cards, effects, state as st
from .content import Content, load_content
from .engine import ops
from .errors import SaveFileError

__all__ = ["to_json", "from_json", "converter", "FORMAT", "VERSION"]

FORMAT = "seastead-save"
VERSION = 1

_MODULES = (effects, cards, ops, st, actions)
RECORDS = {
    cls.__name__: cls
    for module in _MODULES for cls in vars(module).values()
    if isinstance(cls, type) and attrs.has(cls) and cls.__module__ == module.__name__
}
_SKIP = {("State", "content"), ("State", "log")}
_SIMPLE = {"int": int, "str": str, "bool": bool}


class _Bad(Exception):
    def __init__(self, path: str, message: str):
        super().__init__(f"{path}: {message}")
        self.path, self.message = path, message


def _fields(cls):
    return [f for f in attrs.fields(cls) if (cls.__name__, f.name) not in _SKIP]


def _unstructure(obj):
    kind = type(obj)
    if kind in (int, str, bool) or obj is None:
        return obj
    if kind is tuple or kind is list:
        return [_unstructure(x) for x in obj]
    if attrs.has(kind) and kind.__name__ in RECORDS:
        out = {"@": kind.__name__}
        for f in _fields(kind):
            out[f.name] = _unstructure(getattr(obj, f.name))
        return out
    raise TypeError(f"cannot save a {kind.__name__}")


def _check_type(value, annotation: str, path: str):
    expected = _SIMPLE.get(annotation)
    if expected is not None:
        if type(value) is not expected:
            raise _Bad(path, f"expected {annotation}, found {type(value).__name__} {value!r}")
    elif annotation == "tuple" and not isinstance(value, tuple):
        raise _Bad(path, f"expected a list, found {type(value).__name__} {value!r}")
    elif annotation == "int | None" and value is not None and type(value) is not int:
        raise _Bad(path, f"expected int or null, found {value!r}")


def _structure(data, path: str):
    if isinstance(data, (int, str, bool)) or data is None:
        return data
    if isinstance(data, float):
        raise _Bad(path, f"expected an integer, found {data!r}")
    if isinstance(data, list):
        return tuple(_structure(x, f"{path}[{i}]") for i, x in enumerate(data))
    if not isinstance(data, dict):
        raise _Bad(path, f"unexpected value {data!r}")
    tag = data.get("@")
    cls = RECORDS.get(tag) if isinstance(tag, str) else None
    if cls is None:
        raise _Bad(path, f"unknown record type {tag!r}")
    fields = _fields(cls)
    names = {f.name for f in fields}
    extra = set(data) - names - {"@"}
    if extra:
        raise _Bad(path, f"unexpected field(s) {', '.join(sorted(extra))} in {tag}")
    values = {}
    for f in fields:
        where = f"{path}.{f.name}"
        if f.name not in data:
            if f.default is attrs.NOTHING:
                raise _Bad(where, f"missing field of {tag}")
            continue
        value = _structure(data[f.name], where)
        _check_type(value, f.type if isinstance(f.type, str) else getattr(f.type, "__name__", ""),
                    where)
        values[f.name] = value
    try:
        return cls(**values)
    except (TypeError, ValueError) as err:
        raise _Bad(path, f"cannot make {tag}: {err}") from None


def _make_converter() -> cattrs.Converter:
    conv = cattrs.Converter()
    conv.register_unstructure_hook_func(lambda t: attrs.has(t) and t.__name__ in RECORDS,
                                        _unstructure)
    conv.register_structure_hook_func(lambda t: t is st.State,
                                      lambda data, _: _structure(data, "$.state"))
    return conv


converter = _make_converter()


def to_json(state: st.State) -> str:
    """The state as JSON text: format, version, content hash, the state and its log."""
    body = converter.unstructure(state)
    log = state.log.entries() if state.log is not None else ()
    document = {"format": FORMAT, "version": VERSION, "content": state.content.hash,
                "state": body, "log": _unstructure(log)}
    return json.dumps(document, separators=(",", ":"), sort_keys=False)


def _check_shape(s: st.State, content: Content) -> None:
    """Ranges and names a well-formed state must have; raises _Bad with the path."""
    def need(ok, path, message):
        if not ok:
            raise _Bad(path, message)

    need(len(s.sides) == 4, "$.state.sides", "expected four flotilla sides")
    for i, name in enumerate(s.sides):
        need(name in content.side, f"$.state.sides[{i}]", f"unknown flotilla side {name!r}")
    need(sorted(s.demand) == [0, 1, 2, 3], "$.state.demand", "expected each resource once")
    need(0 <= s.locked < 4, "$.state.locked", f"expected 0-3, found {s.locked}")
    need(len(s.buildings) == 24, "$.state.buildings", "expected 24 locations")
    need(len(s.ships) == 24, "$.state.ships", "expected 24 locations")
    for i, b in enumerate(s.buildings):
        need(type(b) is int and -1 <= b <= 5, f"$.state.buildings[{i}]", f"bad building {b!r}")
    for i, b in enumerate(s.ships):
        need(type(b) is int and -1 <= b <= 1, f"$.state.ships[{i}]", f"bad ship {b!r}")
    need(len(s.players) == 2, "$.state.players", "expected two players")
    for p, seat in enumerate(s.players):
        where = f"$.state.players[{p}]"
        need(isinstance(seat, st.Player), where, "expected a Player")
        need(len(seat.resources) == 4 and all(type(x) is int and x >= 0 for x in seat.resources),
             f"{where}.resources", f"bad resources {seat.resources!r}")
        need(len(seat.built) == 3 and all(type(x) is int and 0 <= x <= 4 for x in seat.built),
             f"{where}.built", f"bad building counts {seat.built!r}")
        need(0 <= seat.ships_reserve <= 4, f"{where}.ships_reserve", "expected 0-4")
        need(0 <= seat.ships_boxed <= 4, f"{where}.ships_boxed", "expected 0-4")
        for i, spec in enumerate(seat.specialists):
            need(len(spec) == 2 and spec[0] in content.specialist and type(spec[1]) is bool,
                 f"{where}.specialists[{i}]", f"bad specialist {spec!r}")
    need(len(s.supply) == 4 and all(type(x) is int and x >= 0 for x in s.supply),
         "$.state.supply", f"bad supply {s.supply!r}")
    for field, table in (("dive_deck", content.dive), ("dive_discard", content.dive),
                         ("dive_removed", content.dive), ("specialist_deck", content.specialist),
                         ("specialist_display", content.specialist), ("dock_deck", content.dock),
                         ("dock_display", content.dock), ("decree_deck", content.decree),
                         ("decrees", content.decree)):
        for i, name in enumerate(getattr(s, field)):
            need(name in table, f"$.state.{field}[{i}]", f"unknown card {name!r}")
    for i, dock in enumerate(s.docks):
        need(len(dock) == 3 and dock[0] in content.dock and dock[1] in (0, 1)
             and 0 <= dock[2] < 24, f"$.state.docks[{i}]", f"bad dock {dock!r}")
    for i, item in enumerate(s.stack):
        need(isinstance(item, (st.Frame, st.Decision)), f"$.state.stack[{i}]",
             "expected a Frame or a Decision")
    need(s.over or (s.stack and isinstance(s.stack[-1], st.Decision)), "$.state.stack",
         "a game in progress must be waiting on a decision")


def from_json(text: str, content: Content | None = None) -> st.State:
    """The state saved in `text`; SaveFileError naming what is wrong and where."""
    content = content if content is not None else load_content()
    try:
        document = json.loads(text)
    except (json.JSONDecodeError, TypeError) as err:
        raise SaveFileError(f"not a readable save file: {err}") from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise SaveFileError("not a Seastead save file ($.format is missing or wrong)")
    if document.get("version") != VERSION:
        raise SaveFileError(f"save format version {document.get('version')!r} is not "
                            f"supported (this engine reads version {VERSION})")
    if document.get("content") != content.hash:
        raise SaveFileError(f"the save was made with different content (content hash "
                            f"{document.get('content')!r}; the content loaded now has "
                            f"{content.hash!r})")
    for key in ("state", "log"):
        if key not in document:
            raise SaveFileError(f"$.{key}: missing")
    try:
        state = converter.structure(document["state"], st.State)
        if not isinstance(state, st.State):
            raise _Bad("$.state", "expected a State record")
        events = _structure(document["log"], "$.log")
        if not all(isinstance(e, st.Event) for e in events):
            raise _Bad("$.log", "expected a list of Event records")
        _check_shape(state, content)
    except _Bad as bad:
        raise SaveFileError(f"damaged save file: {bad}") from None
    except cattrs.BaseValidationError as err:  # pragma: no cover - our hooks raise _Bad
        raise SaveFileError(f"damaged save file: {err}") from None
    return attrs.evolve(state, content=content, log=st.Log(events) if events else None)
