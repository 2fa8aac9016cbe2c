"""Records back to their source form in the content language ('may cleanup 2'), for
tools and tests that name an effect as it is written. What players read (prompts,
options, the log, card listings) is English, from cardtext.py."""

from __future__ import annotations

from . import effects as fx
from .names import KINDS, RESOURCES

__all__ = ["describe", "describe_block", "describe_cond", "describe_what"]


def describe_what(what: fx.What) -> str:
    """'kelp', 'any', 'demand', 'not demand', 'not kelp'."""
    return {
        "resource": lambda: RESOURCES[what.resource],
        "any": lambda: "any",
        "demand": lambda: "demand",
        "not_demand": lambda: "not demand",
        "not_resource": lambda: f"not {RESOURCES[what.resource]}",
    }[what.mode]()


def _counter(c: fx.Counter) -> str:
    who = {"you": "your ", "opponent": "opponent ", "anyone": ""}[c.who]
    return f"{who}{c.thing}{' here' if c.here else ''}"


def _value(v) -> str:
    return str(v) if isinstance(v, int) else _counter(v)


def describe_cond(cond) -> str:
    """A condition in source form."""
    if isinstance(cond, fx.Compare):
        return f"{_value(cond.left)} {cond.op} {_value(cond.right)}"
    if isinstance(cond, fx.IsKind):
        return f"building is {KINDS[cond.kind]}"
    if isinstance(cond, fx.Not):
        return f"not ({describe_cond(cond.cond)})"
    if isinstance(cond, fx.All):
        return " and ".join(describe_cond(c) for c in cond.conds)
    if isinstance(cond, fx.AnyOf):
        return " or ".join(f"({describe_cond(c)})" for c in cond.conds)
    return str(cond)


def _scaled(n: fx.Num, tail: str) -> str:
    head = f"{n.base}{tail}"
    if n.per is not None:
        head += f" per {_counter(n.per)}"
    if n.cap is not None:
        head += f" max {n.cap}"
    return head


_SIMPLE = {
    fx.ChooseDock: "choose dock", fx.ChooseSpecialist: "choose specialist",
    fx.PlaceShip: "place ship", fx.RearrangeShips: "rearrange ships",
    fx.Exhaust: "exhaust specialist", fx.Refresh: "refresh specialist",
    fx.CopyLocation: "copy location", fx.DiveHalf: "dive half", fx.DiveAll: "dive all",
    fx.SwapDemand: "swap demand", fx.DrawDecree: "draw decree", fx.Nothing: "nothing",
}


def describe(e) -> str:
    """One effect in source form."""
    t = type(e)
    if t in _SIMPLE:
        return _SIMPLE[t]
    if t is fx.Take:
        return f"take {_scaled(e.amount, ' ' + describe_what(e.what))}"
    if t is fx.Spend:
        return f"spend {e.amount} {describe_what(e.what)}"
    if t is fx.Cleanup:
        return f"cleanup {_scaled(e.amount, '')}"
    if t is fx.DiscardTo:
        return f"discard to {e.limit}"
    if t is fx.May:
        return f"may {describe_block(e.body)}"
    if t is fx.Repeat:
        return f"repeat {e.times} {describe_block(e.body, braces=True)}"
    if t is fx.RepeatUpTo:
        return f"repeat up to {e.times} {describe_block(e.body, braces=True)}"
    if t is fx.Choose:
        return "choose " + " or ".join(describe_block(o, braces=True) for o in e.options)
    if t is fx.If:
        text = f"if {describe_cond(e.cond)} {describe_block(e.then, braces=True)}"
        return text + (f" else {describe_block(e.otherwise, braces=True)}" if e.otherwise else "")
    if t is fx.EachPlayer:
        return f"each player {describe_block(e.body, braces=True)}"
    if t is fx.Opponent:
        return f"opponent {describe_block(e.body, braces=True)}"
    if t is fx.MoveBuilding:
        who = {"you": "your", "opponent": "opponent", "anyone": "anyone"}[e.who]
        return f"move {who} " + " or ".join(KINDS[k] for k in e.kinds)
    if t is fx.PickDock:
        return f"pick dock {describe_block(e.body, braces=True)}"
    return repr(e)


def describe_block(block, braces: bool = False) -> str:
    """A block in source form; a single effect without braces unless asked."""
    inner = "; ".join(describe(e) for e in block)
    if braces or len(block) != 1:
        return "{ " + inner + " }"
    return inner
