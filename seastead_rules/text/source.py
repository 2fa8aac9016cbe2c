"""Records back to their source form in the content language ('may cleanup 2'), for
tools and tests that name an effect as it is written. What players read (prompts,
options, the log, card listings) is English, from cardtext.py. Compiling what `describe`
gives makes the same record again (the rules and whole items: text_items.py)."""

from __future__ import annotations

from ..model import effects as fx
from ..model.names import COUNTED, KINDS, RESOURCES

__all__ = ["describe", "describe_block", "describe_cond", "describe_what", "describe_value",
           "describe_scaled"]


def describe_what(what: fx.What) -> str:
    """'kelp', 'any', 'demand', 'not demand', 'not kelp', 'cleanup', 'taken'."""
    return {
        "resource": lambda: RESOURCES[what.resource],
        "any": lambda: "any",
        "demand": lambda: "demand",
        "not_demand": lambda: "not demand",
        "not_resource": lambda: f"not {RESOURCES[what.resource]}",
        "cleanup": lambda: "cleanup",
        "taken": lambda: "taken",
    }[what.mode]()


_WHOSE = {"you": "your", "opponent": "opponent", "anyone": "anyone",
          "opponents": "opponents'"}


def describe_value(v) -> str:
    """A number, a count ('opponent port here', its owner left out where it is the
    default one) or what cards show ('revealed half 1 fish')."""
    if isinstance(v, int):
        return str(v)
    if isinstance(v, fx.CardCount):
        whose = f"{_WHOSE[v.who]} " if v.card == "kept" else ""
        thing = "resource" if v.thing < 0 else RESOURCES[v.thing]
        return f"{whose}{v.card} half {v.half + 1} {thing}"
    if isinstance(v, fx.ExtremeCount):
        return f"the {'most' if v.most else 'fewest'} {v.thing} among opponents"
    whose = "" if v.who == COUNTED.get(v.thing, "you") else f"{_WHOSE[v.who]} "
    return f"{whose}{v.thing}{' here' if v.here else ''}"


_HOLDS = {"you": "you hold", "opponent": "opponent holds", "anyone": "anyone holds"}


def describe_cond(cond) -> str:
    """A condition in source form."""
    if isinstance(cond, fx.Compare):
        return f"{describe_value(cond.left)} {cond.op} {describe_value(cond.right)}"
    if isinstance(cond, fx.IsKind):
        return f"building is {KINDS[cond.kind]}"
    if isinstance(cond, fx.TokenIs):
        return f"token is {cond.token}"
    if isinstance(cond, fx.Holds):
        return f'{_HOLDS[cond.who]} "{cond.card}"'
    if isinstance(cond, fx.InPlay):
        return f'"{cond.card}" is in play'
    if isinstance(cond, fx.Not):
        return f"not ({describe_cond(cond.cond)})"
    if isinstance(cond, fx.All):
        return " and ".join(f"({describe_cond(c)})" if isinstance(c, fx.AnyOf) else
                            describe_cond(c) for c in cond.conds)
    if isinstance(cond, fx.AnyOf):
        return " or ".join(f"({describe_cond(c)})" for c in cond.conds)
    raise TypeError(f"not a condition: {cond!r}")


def describe_scaled(n: fx.Num, tail: str = "") -> str:
    """An amount with its `per` and `max`: '2 kelp per your port here max 3'."""
    head = f"{n.base}{tail}"
    if n.per is not None:
        head += f" per {describe_value(n.per)}"
    if n.cap is not None:
        head += f" max {n.cap}"
    return head


def _named(e) -> str:
    """The words of a player selector without its block: 'the player to your left'."""
    kind = type(e)
    if kind is fx.Opponent:
        return "opponent"
    if kind is fx.EachOpponent:
        return "each opponent"
    if kind is fx.Neighbour:
        return f"the player to your {e.side}"
    if kind is fx.Extreme:
        return (f"the player with the {'most' if e.most else 'fewest'} "
                f"{describe_value(e.counter)}" + (f" ties {e.ties}" if e.ties else ""))
    return "any player" if e.you else "another player of your choice"


_SIMPLE = {
    fx.ChooseDock: "choose dock", fx.ChooseSpecialist: "choose specialist",
    fx.PlaceShip: "place ship", fx.RearrangeShips: "rearrange ships",
    fx.Exhaust: "exhaust specialist", fx.Refresh: "refresh specialist",
    fx.CopyLocation: "copy location", fx.DiveHalf: "dive half", fx.DiveAll: "dive all",
    fx.SwapDemand: "swap demand", fx.DrawDecree: "draw decree", fx.Nothing: "nothing",
    fx.SkipTurn: "skip turn", fx.ExtraTurn: "extra turn", fx.DiveAgain: "dive again",
    fx.TakeHalfOf: "take half of it", fx.EndGame: "end game",
    fx.LockDemand: "lock demand here",
}


def _buildings(who: str, kinds, where: str) -> str:
    return " ".join(filter(None, (_WHOSE[who], " or ".join(KINDS[k] for k in kinds), where)))


def _move_ship(e) -> str:
    to = {"another": "to another flotilla", "this": "to this flotilla", "": ""}[e.to]
    return " ".join(filter(None, ("move", _WHOSE[e.who], "ship", e.where, to)))


def _swap(e) -> str:
    text = (f"swap {_buildings(e.who, e.kinds, e.where)} with "
            f"{_buildings(e.other, e.other_kinds, e.other_where)}")
    return text + (" same kind" if e.alike else "")


def _dig(word: str, e) -> str:
    return f"{word} {e.count} {e.pile} {describe_block(e.body, braces=True)}"


def _if(e) -> str:
    text = f"if {describe_cond(e.cond)} {describe_block(e.then, braces=True)}"
    return text + (f" else {describe_block(e.otherwise, braces=True)}" if e.otherwise else "")


_FORMS = {
    fx.Take: lambda e: f"take {describe_scaled(e.amount, ' ' + describe_what(e.what))}",
    fx.Spend: lambda e: f"spend {e.amount} {describe_what(e.what)}",
    fx.Give: lambda e: f"give {e.amount} {describe_what(e.what)}",
    fx.Cleanup: lambda e: f"cleanup {describe_scaled(e.amount)}",
    fx.Score: lambda e: f"score {describe_scaled(e.amount)}",
    fx.Add: lambda e: f"add {describe_scaled(e.amount, ' ' + e.counter)}",
    fx.Subtract: lambda e: f"subtract {describe_scaled(e.amount, ' ' + e.counter)}",
    fx.SetCounter: lambda e: f"set {e.counter} to {e.value}",
    fx.RotateDemand: lambda e: "rotate demand back" if e.back else "rotate demand",
    fx.DiscardTo: lambda e: f"discard to {e.limit}",
    fx.May: lambda e: f"may {describe_block(e.body)}",
    fx.Repeat: lambda e: f"repeat {e.times} {describe_block(e.body, braces=True)}",
    fx.RepeatUpTo: lambda e: f"repeat up to {e.times} {describe_block(e.body, braces=True)}",
    fx.Choose: lambda e: "choose " + " or ".join(describe_block(o, braces=True)
                                                 for o in e.options),
    fx.If: _if,
    fx.EachPlayer: lambda e: f"each player {describe_block(e.body, braces=True)}",
    fx.Opponent: lambda e: f"opponent {describe_block(e.body, braces=True)}",
    **dict.fromkeys((fx.EachOpponent, fx.Neighbour, fx.Extreme, fx.AnyPlayer),
                    lambda e: f"{_named(e)} {describe_block(e.body, braces=True)}"),
    fx.TakeFrom: lambda e: f"take {describe_scaled(e.amount, ' ' + describe_what(e.what))} "
                           f"from {_named(e.source)}",
    fx.MoveBuilding: lambda e: f"move {_buildings(e.who, e.kinds, e.where)}",
    fx.MoveShip: _move_ship,
    fx.SwapBuildings: _swap,
    fx.PickDock: lambda e: f"pick dock {describe_block(e.body, braces=True)}",
    fx.BuildAgain: lambda e: "build again at printed cost" if e.printed else "build again",
    fx.Adjust: lambda e: f"adjust {e.query} {e.amount:+d}",
    fx.Reveal: lambda e: _dig("reveal", e),
    fx.Look: lambda e: _dig("look", e),
    fx.Rest: lambda e: f"rest to {e.place}{' in any order' if e.any_order else ''}",
    fx.ChooseCard: lambda e: (f"choose card{' from kept' if e.from_kept else ''}"
                              f"{f' from {e.pile}' if e.pile else ''} "
                              f"{describe_block(e.body, braces=True)}"),
    fx.PutIt: lambda e: f"put it on {e.place}",
}
DESCRIBED = frozenset(_SIMPLE) | frozenset(_FORMS)
"""Every effect record type `describe` writes (the test checks it is all of them)."""


def describe(e) -> str:
    """One effect in source form."""
    t = type(e)
    if t in _SIMPLE:
        return _SIMPLE[t]
    if t in _FORMS:
        return _FORMS[t](e)
    raise TypeError(f"not an effect: {e!r}")


def describe_block(block, braces: bool = False) -> str:
    """A block in source form; a single effect without braces unless asked."""
    inner = "; ".join(describe(e) for e in block)
    if braces or len(block) != 1:
        return "{ " + inner + " }" if inner else "{ }"
    return inner
