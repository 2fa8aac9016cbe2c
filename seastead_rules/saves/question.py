"""The question a loaded state waits on is the one the engine asks in its position: it
is asked again on the state beneath it (engine/reask.py) and must come out the same,
field by field and type by type (player, kind, prompt, op, context, every answer's
text and value), leaving the rest of the state as it is. Problems raise BadField
naming the path (`$.state.stack[3].options[1]`). See docs/saving.md."""

from __future__ import annotations

import attrs

from ..engine.reask import asked_again
from ..model import state as st
from .format import BadField, same, shown

__all__ = ["check_question"]

_FIELDS = ("player", "kind", "prompt", "op", "ctx")


def check_question(s: st.State) -> None:
    """The decision on top of `s` is the one the engine asks in the position beneath
    it; BadField naming the first field that differs if not."""
    d = s.decision
    if d is None:
        return
    where = f"$.state.stack[{len(s.stack) - 1}]"
    below = s.replace(stack=s.stack[:-1])
    first = None
    try:
        for t in asked_again(below, d):
            again = t.freeze()
            top = again.stack[-1] if again.stack else None
            if type(top) is st.Decision and same(top, d) and again == s:
                return
            first = first or (again, top)
    except Exception as err:  # noqa: BLE001 - a damaged position: the question is not asked
        raise BadField(where, f"the engine cannot ask this question here "
                              f"({type(err).__name__}: {err})") from None
    if first is None or type(first[1]) is not st.Decision:
        raise BadField(where, f"the engine asks no {d.kind!r} question here")
    again, top = first
    _differs(top, d, where)
    raise BadField(where, f"the engine asks this {d.kind!r} question only in another "
                          "position")


def _differs(asked: st.Decision, found: st.Decision, where: str) -> None:
    """BadField at the first field in which `found` is not the question `asked`."""
    for name in _FIELDS:
        want, got = getattr(asked, name), getattr(found, name)
        if not same(want, got):
            raise BadField(f"{where}.{name}", f"the engine asks {_short(want)} here, "
                                              f"found {_short(got)}")
    for name in ("options", "values"):
        want, got = getattr(asked, name), getattr(found, name)
        for i, (a, b) in enumerate(zip(want, got)):
            if not same(a, b):
                raise BadField(f"{where}.{name}[{i}]", f"the engine offers {_short(a)} here, "
                                                       f"found {_short(b)}")
        if len(want) != len(got):
            raise BadField(f"{where}.{name}", f"the engine offers {len(want)} answers here "
                                              f"({_listed(asked.options)}), found {len(got)}")


def _short(value) -> str:
    if isinstance(value, str):
        return repr(value) if len(value) <= 60 else repr(value[:57] + "...")
    if attrs.has(type(value)):
        text = repr(value)
        return text if len(text) <= 80 else text[:77] + "..."
    return shown(value)


def _listed(options: tuple) -> str:
    text = "; ".join(options[:6])
    return text + ("; ..." if len(options) > 6 else "") if options else "none"
