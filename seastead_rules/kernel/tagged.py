"""Records as JSON values and back, for any game's saves: every attrs record written as
an object tagged with its type (`{"@": "Frame", ...}`), tuples as arrays, and on reading
each tag, each field's presence and each field's declared type checked, so a damaged
save names the field (`$.state.stack[2].pc: expected int, found str 'x'`).

    codec = Tagged([state_module, effects_module, ...])
    data = codec.unstructure(state)
    state = codec.structure(data, "$.state")        # BadRecord on anything wrong

Only the records of the modules given are known; nothing else is made from a save, and
nothing is evaluated. A field's type is read from its annotation's text ('int',
'tuple', 'Ctx | None', 'object'); a game checks the values' meaning afterwards (its
`check`). A game whose format grew may name optional fields (written only when they
differ from their default, read as the default when left out, so older saves still
load and saves that never use them keep their bytes), lay a record's fields out its own
way (`fields`) and make a record its own way (`make`)."""

from __future__ import annotations

import json

import attrs

__all__ = ["Tagged", "BadRecord", "MAX_INT"]

MAX_INT = 1 << 64
"""Every number read is below this in size (a seed or a generator's state is 64 bits)."""

_SIMPLE = {"int": int, "str": str, "bool": bool}


class BadRecord(Exception):
    """A value that is not what belongs where it was read: where, and what is wrong."""

    def __init__(self, path: str, message: str):
        super().__init__(f"{path}: {message}")
        self.path, self.message = path, message


def _digits(n: int) -> int:
    # (str() of a huge int is slow, and limited: the bit length tells the digits)
    return max(1, int(abs(n).bit_length() * 0.30103) + 1)


class Tagged:
    """The records of `modules` (every attrs class defined in each), by class name;
    `skip` names (class name, field name) pairs not saved (they take their default),
    `optional` those saved only when they differ from their default; `roles` maps a
    name an annotation uses for a role to the record class that plays it."""

    def __init__(self, modules, skip=(), optional=(), roles=None):
        self.records = {}
        for module in modules:
            for cls in vars(module).values():
                if isinstance(cls, type) and attrs.has(cls) and \
                        cls.__module__ == module.__name__:
                    self.records.setdefault(cls.__name__, cls)
        self.skip, self.optional = frozenset(skip), frozenset(optional)
        self.roles = dict(roles or {})
        # The fields saved of each record, in the order they are written (a game may lay
        # one out otherwise: Seastead's State is saved flat).
        self.fields = {name: [f for f in attrs.fields(cls)
                              if (name, f.name) not in self.skip and f.init]
                       for name, cls in self.records.items()}

    def unstructure(self, obj):
        """The JSON value of a record, a tuple or a plain value (TypeError for anything
        else: a game saves only what its records hold)."""
        kind = type(obj)
        if kind in (int, str, bool) or obj is None:
            return obj
        if kind is tuple or kind is list:
            return [self.unstructure(x) for x in obj]
        name = kind.__name__
        if self.records.get(name) is kind:
            out, optional = {"@": name}, self.optional
            for f in self.fields[name]:
                value = getattr(obj, f.name)
                if optional and (name, f.name) in optional and value == f.default:
                    continue
                out[f.name] = self.unstructure(value)
            return out
        raise TypeError(f"cannot save a {name}")

    def structure(self, data, path: str = "$"):
        """The records, tuples and plain values of a JSON value; BadRecord naming the path
        of the first thing wrong."""
        kind = type(data)
        if kind is int:
            if not -MAX_INT < data < MAX_INT:
                raise BadRecord(path, f"expected a number of at most 64 bits, found one of "
                                      f"{data.bit_length()} bits ({_digits(data)} digits)")
            return data
        if kind is str or kind is bool or data is None:
            return data
        if kind is list:
            return tuple(self.structure(x, f"{path}[{i}]") for i, x in enumerate(data))
        if kind is float:
            raise BadRecord(path, f"expected an integer, found {data!r}")
        if kind is not dict:
            raise BadRecord(path, f"expected a whole number, text, list or record, found "
                                  f"{self.shown(data)}")
        tag = data.get("@")
        cls = self.records.get(tag) if isinstance(tag, str) else None
        if cls is None:
            shown = repr(tag)
            raise BadRecord(path, f"unknown record type "
                                  f"{shown if len(shown) <= 42 else shown[:39] + '...'}")
        fields = self.fields[tag]
        extra = set(data) - {f.name for f in fields} - {"@"}
        if extra:
            raise BadRecord(path, f"unexpected field(s) {', '.join(sorted(extra))[:80]} "
                                  f"in {tag}")
        values = {}
        for f in fields:
            where = f"{path}.{f.name}"
            if f.name not in data:
                if (tag, f.name) in self.optional:
                    values[f.name] = f.default
                    continue
                raise BadRecord(where, f"missing field of {tag}")
            value = self.structure(data[f.name], where)
            self._check_type(value, f.type, where)
            values[f.name] = value
        try:
            return self.make(cls, values)
        except (TypeError, ValueError) as err:     # a record's own checks refused it
            raise BadRecord(path, f"not a valid {tag}: {err}") from None

    def shown(self, value) -> str:
        """A short description of a value found where it does not belong (a tuple as the
        JSON list it was read from)."""
        if attrs.has(type(value)):
            return f"a {type(value).__name__} record"
        if isinstance(value, tuple):
            try:
                text = json.dumps(self.unstructure(value))
            except TypeError:
                text = repr(value)
            return f"the list {text if len(text) <= 40 else text[:36] + ' ...]'}"
        text = repr(value)
        return f"{type(value).__name__} {text if len(text) <= 40 else text[:37] + '...'}"

    def make(self, cls, values: dict):
        """The record of class `cls` with these field values, read and checked."""
        return cls(**values)

    def _accepts(self, value, alternative: str) -> bool:
        simple = _SIMPLE.get(alternative)
        if simple is not None:
            return type(value) is simple
        if alternative == "None":
            return value is None
        if alternative.startswith("tuple"):
            return isinstance(value, tuple)
        if alternative in ("object", "Any"):
            return True
        cls = self.records.get(alternative) or self.roles.get(alternative)
        return cls is None or isinstance(value, cls)

    def _check_type(self, value, annotation, path: str) -> None:
        text = annotation if isinstance(annotation, str) else \
            getattr(annotation, "__name__", "object")
        alternatives = [a.strip().strip("'\"") for a in text.strip("'\"").split("|")]
        if not any(self._accepts(value, a) for a in alternatives):
            wanted = " or ".join("a list" if a.startswith("tuple") else
                                 "null" if a == "None" else a for a in alternatives)
            raise BadRecord(path, f"expected {wanted}, found {self.shown(value)}")
