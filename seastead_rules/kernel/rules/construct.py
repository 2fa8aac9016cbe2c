"""Fast constructors for the frozen records that `apply` makes on every action, and the
bounded pools that let successive states share equal parts.

An attrs frozen class sets each field in `__init__` through `object.__setattr__`, about
0.1 µs a field, several µs for a record of many fields: a large part of an action. A
constructor from `constructor(cls)` fills an unfrozen twin with the same slots by plain
assignment and then gives the object its real class, so the result is an ordinary
instance of `cls`, equal to `cls(*values)` and as frozen.

Only classes whose `__init__` does nothing but store its arguments qualify: no
validators, converters, default factories, init hooks, cached hash or weakref slot
(checked here, so a field added later with one of those fails at import, not silently).
Plain defaults are kept, so the constructor is called as the class is: positionally or
by keyword."""

from __future__ import annotations

import attrs

__all__ = ["constructor", "check_plain", "bounded_cache"]


def constructor(cls):
    """A function with the signature of `cls`'s `__init__` (its fields in order, plain
    defaults kept) returning an instance equal to `cls(...)`, made without attrs'
    per-field `object.__setattr__`."""
    fields = check_plain(cls)
    twin = type(f"_{cls.__name__}Twin", cls.__bases__, {"__slots__": cls.__slots__})
    names = [a.name for a in fields]
    scope = {"new": object.__new__, "twin": twin, "cls": cls}
    params = []
    for i, a in enumerate(fields):
        if a.default is attrs.NOTHING:
            params.append(a.name)
        else:                               # the default object itself, from the scope
            scope[f"_default{i}"] = a.default
            params.append(f"{a.name}=_default{i}")
    body = "".join(f"    obj.{n} = {n}\n" for n in names)
    source = (f"def make({', '.join(params)}):\n"
              f"    obj = new(twin)\n{body}"
              f"    obj.__class__ = cls\n"
              f"    return obj\n")
    exec(compile(source, f"<constructor of {cls.__name__}>", "exec"), scope)   # our own text
    make = scope["make"]
    make.__doc__ = f"A {cls.__name__} from its fields, as {cls.__name__}(...) takes them."
    return make


def check_plain(cls) -> tuple:
    """The attrs fields of `cls`, after checking that its `__init__` only stores them in
    slots of their own (what a fast constructor, or a mutable twin that changes its
    class into `cls`, relies on); TypeError otherwise."""
    fields = attrs.fields(cls)
    for a in fields:
        if a.validator is not None or a.converter is not None or not a.init or a.kw_only \
                or isinstance(a.default, attrs.Factory) or getattr(a, "alias", a.name) != a.name:
            raise TypeError(f"{cls.__name__}.{a.name}: a fast constructor only stores values")
    if any(hasattr(cls, h) for h in ("__attrs_pre_init__", "__attrs_post_init__")) or \
            set(cls.__slots__) != {a.name for a in fields}:
        raise TypeError(f"{cls.__name__}: a fast constructor needs slots for the fields only "
                        "(weakref_slot=False, no cached hash) and no init hooks")
    return fields


def bounded_cache(make=None, limit: int = 50000):
    """A function giving, for each distinct key, one object made once (`make(key)`, or
    the key itself), forgetting everything past `limit` keys. Successive states then
    share equal parts (reserves, option lists, answers) instead of each holding a copy.
    Each kind of part has its own cache, so
    values that compare equal across kinds (1 and True) never mix.

    Its `get(key)` is the cache's own: the shared object or None, without a Python call.
    Hot paths write `pool.get(key) or pool(key)` (a falsy value just takes the call)."""
    cache: dict = {}

    def share(key):
        found = cache.get(key)
        if found is None:
            if len(cache) > limit:
                cache.clear()
            cache[key] = found = key if make is None else make(key)
        return found
    share.get = cache.get       # clear() keeps the dict, so this stays its method
    return share
