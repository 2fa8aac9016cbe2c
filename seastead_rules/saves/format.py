"""The records of a save file and their JSON values, both ways.

Every record is written as an object tagged with its type (`"@": "Take"`), tuples as
arrays, by the kernel's codec (kernel/tagged.py). Reading checks each record's tag, that
every field is present and none is unexpected, and each field's declared type; a problem
raises BadField naming the field path (`$.state.players[1].ships_reserve`). Used by
saving.py; see docs/saving.md."""

from __future__ import annotations

import attrs

from ..engine import ops
from ..kernel.reading import MAX_DEPTH, MAX_SAVE_SIZE, read_json
from ..kernel.rules import flow, forms, records
from ..kernel.tagged import MAX_INT, BadRecord, Tagged
from ..model import actions, cards, effects
from ..model import state as st

__all__ = ["RECORDS", "MAX_SAVE_SIZE", "MAX_DEPTH", "MAX_INT", "BadField", "read_json",
           "unstructure", "structure", "shown", "same", "need", "count", "counts"]

_MODULES = (*effects.MODULES, cards, forms, flow, ops, st, records, actions)
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
# A damaged value: the kernel's, under the name Seastead's checks use.
BadField = BadRecord


class _Format(Tagged):
    """Seastead's records as tagged JSON: the kernel's codec, with a State saved flat
    (its card fields among its own, as in version 3) and a log event saved as the text
    players read (version 3), so the format does not depend on how the engine words a
    line."""

    def __init__(self):
        # (the kernel's annotations name a game's value record by its role)
        super().__init__(_MODULES, skip=_SKIP, optional=LATER,
                         roles={"GameValue": effects.CardCount})
        by_name = {f.name: f for cls in (st.State, st.Cards) for f in attrs.fields(cls)}
        self.fields["State"] = [by_name[name] for name in st.FLAT_FIELDS
                                if ("State", name) not in _SKIP]

    def unstructure(self, obj):
        """The JSON value of a record, a tuple or a plain value."""
        if type(obj) is st.Event:
            return {"@": "Event", "player": obj.player, "text": obj.text, "src": obj.src}
        return super().unstructure(obj)

    def structure(self, data, path: str = "$"):
        """The records, tuples and plain values of a JSON value read from a save file."""
        if type(data) is dict and data.get("@") == "Event":
            return _event(data, path)
        return super().structure(data, path)

    def make(self, cls, values: dict):
        """The record read: a State from its flat fields."""
        return st.State.from_fields(**values) if cls is st.State else cls(**values)


_FORMAT = _Format()
RECORDS = _FORMAT.records


def unstructure(obj):
    """The JSON value of a record, a tuple or a plain value."""
    return _FORMAT.unstructure(obj)


def structure(data, path: str):
    """The records, tuples and plain values of a JSON value read from a save file."""
    return _FORMAT.structure(data, path)


def shown(value) -> str:
    """A short description of a value found where it does not belong."""
    return _FORMAT.shown(value)



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
