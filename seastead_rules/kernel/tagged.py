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
`check`)."""

from __future__ import annotations

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


def _shown(value) -> str:
    if attrs.has(type(value)):
        return f"a {type(value).__name__} record"
    text = repr(value)
    return f"{type(value).__name__} {text if len(text) <= 40 else text[:37] + '...'}"


class Tagged:
    """The records of `modules` (every attrs class defined in each), by class name;
    `skip` names (class name, field name) pairs not saved (they take their default);
    `optional` names those saved only when they differ from their default (read as the
    default when missing), so a field added for a rare case leaves every other save as
    it was."""

    def __init__(self, modules, skip=(), optional=()):
        self.records = {}
        for module in modules:
            for cls in vars(module).values():
                if isinstance(cls, type) and attrs.has(cls) and \
                        cls.__module__ == module.__name__:
                    self.records.setdefault(cls.__name__, cls)
        self.skip = frozenset(skip)
        self.optional = frozenset(optional)
        self._fields = {name: [f for f in attrs.fields(cls)
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
            out = {"@": name}
            for f in self._fields[name]:
                value = getattr(obj, f.name)
                if (name, f.name) in self.optional and value == f.default:
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
                                      f"{data.bit_length()} bits")
            return data
        if kind is str or kind is bool or data is None:
            return data
        if kind is list:
            return tuple(self.structure(x, f"{path}[{i}]") for i, x in enumerate(data))
        if kind is not dict:
            raise BadRecord(path, f"expected a whole number, text, list or record, found "
                                  f"{_shown(data)}")
        tag = data.get("@")
        cls = self.records.get(tag) if isinstance(tag, str) else None
        if cls is None:
            raise BadRecord(path, f"unknown record type {str(tag)[:40]!r}")
        fields = self._fields[tag]
        extra = set(data) - {f.name for f in fields} - {"@"}
        if extra:
            raise BadRecord(path, f"unexpected field(s) {', '.join(sorted(extra))[:80]} "
                                  f"in {tag}")
        values = {}
        for f in fields:
            where = f"{path}.{f.name}"
            if f.name not in data:
                if (tag, f.name) in self.optional:
                    continue
                raise BadRecord(where, f"missing field of {tag}")
            value = self.structure(data[f.name], where)
            self._check_type(value, f.type, where)
            values[f.name] = value
        try:
            return cls(**values)
        except (TypeError, ValueError) as err:     # a record's own checks refused it
            raise BadRecord(path, f"not a valid {tag}: {err}") from None

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
        cls = self.records.get(alternative)
        return cls is None or isinstance(value, cls)

    def _check_type(self, value, annotation, path: str) -> None:
        text = annotation if isinstance(annotation, str) else \
            getattr(annotation, "__name__", "object")
        alternatives = [a.strip().strip("'\"") for a in text.strip("'\"").split("|")]
        if not any(self._accepts(value, a) for a in alternatives):
            wanted = " or ".join("a list" if a.startswith("tuple") else
                                 "null" if a == "None" else a for a in alternatives)
            raise BadRecord(path, f"expected {wanted}, found {_shown(value)}")
