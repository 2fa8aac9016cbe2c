"""Random cards that nest: every block construct of the content language inside every
other, in every place where effects run, as .sea text.

    @given(nested_texts())
    def test_nested_cards_play(text):
        content = load_content(extra=[("fuzz.sea", text)], replace=True)
        ...

A text holds a decree, a specialist and a flotilla side named as CARD_NAMES (the same
three as card_texts). One nesting is drawn on purpose: `outer { inner { ... } }` in a
`window` (BLOCKS and WINDOWS, each drawn evenly, or fixed by the caller), a decree's
hook for a `when` or `reaches` window, the specialist's `use` or reaction, or a side's
cheapest location; around and inside it, and in every other rule and location, more
constructs nest at random. The innermost statements lean towards what changes the turn
and the board (`build again`, `dive again`, `extra turn`, moves, spends of the demand,
`adjust build-cost` in a before-build window), where compositions have broken rules.
A `choose card` outside a reveal or look gets one around it.

The side also keeps a tally of the rounds and turns begun (`when round-start { add 1
rounds }`, `when turn-start { add 1 turns }`: TALLIES), so that a test can check that
those hooks run once a round and once a turn however the turn begins.
"""

from __future__ import annotations

from hypothesis import strategies as st
from hypothesis.strategies import SearchStrategy

from ..errors import ArgumentError
from ..model.names import CARD_PLACES, CONTRACT, FACES, FLOTILLAS
from .cards import _DECLARE, CARD_NAMES, _cond, _effect, _n

EVENTS = CONTRACT.events

__all__ = ["nested_texts", "BLOCKS", "WINDOWS", "TALLIES"]

# The constructs that hold a block of effects.
BLOCKS = ("may", "repeat", "repeat up to", "choose", "if", "else", "each player", "opponent",
          "pick dock", "reveal", "look", "choose card", "choose card from kept")
# Where effects run: a location, a specialist's use, a hook on each event (`when`) and a
# reaction to each (`react`), a counter reaching a value.
WINDOWS = (("location", "use", "reaches") + tuple(f"when {e}" for e in sorted(EVENTS))
           + tuple(f"react {e}" for e in sorted(EVENTS)))
# Statements that change the turn, the board or a pending build, drawn as often as the
# rest at the innermost level.
_TURNING = ("skip turn", "extra turn", "dive again", "build again",
            "build again at printed cost", "spend 1 demand", "give 1 demand",
            "move your academy or shipyard elsewhere", "move opponent ship here", "place ship",
            "rearrange ships", "copy location", "choose specialist", "draw decree",
            "swap demand", "dive half", "take 2 demand", "discard to 3")
_DIGS = ("reveal", "look")
# The shared counters of the side's tally: the rounds and the turns begun.
TALLIES = ("rounds", "turns")
_TALLY_DECLARED = "\n    ".join(f"counter {c} shared from 0 to 999" for c in TALLIES)
_TALLY_RULES = "\n    ".join(f"when {e} {{ add 1 {c} }}"
                               for e, c in zip(("round-start", "turn-start"), TALLIES))


def _statements(parts) -> str:
    return "{ " + "; ".join(parts) + " }"


@st.composite
def _leaf(draw, where: frozenset) -> str:
    """One statement without a block, for the flags of where it stands."""
    if "adjust" in where and draw(st.integers(0, 3)) == 0:
        return f"adjust build-cost {draw(st.sampled_from(('+1', '+2', '-1')))}"
    if draw(st.booleans()):
        return draw(st.sampled_from(_TURNING))
    return draw(_effect(0, where))


@st.composite
def _nesting(draw, blocks: tuple, where: frozenset) -> str:
    """The blocks nested in this order, outermost first, as one statement; a `choose
    card` outside a pile gets a reveal or look around it."""
    levels, flags = [], frozenset(where)
    for block in blocks:
        if block == "choose card" and "dig" not in flags:
            levels.append((draw(st.sampled_from(_DIGS)), flags))
            flags = flags | {"dig"}
        levels.append((block, flags))
        if block in _DIGS:
            flags = flags | {"dig"}
        elif block.startswith("choose card"):
            flags = flags | {"it"}
    body = [draw(_leaf(flags)) for _ in range(draw(st.integers(1, 2)))]
    for block, flags in reversed(levels):
        inside = flags | ({"dig"} if block in _DIGS else set()) | (
            {"it"} if block.startswith("choose card") else set())
        if draw(st.integers(0, 3)) == 0:        # a statement beside the nested one
            beside = draw(_effect(1, inside))
            body = [beside] + body if draw(st.booleans()) else body + [beside]
        body = [draw(_wrap(block, body, flags))]
    return body[0]


@st.composite
def _wrap(draw, block: str, body: list, flags: frozenset) -> str:
    inner = _statements(body)
    if block == "may":
        return f"may {inner}"
    if block in ("repeat", "repeat up to"):
        return f"{block} {draw(_n(1, 2))} {inner}"
    if block == "choose":
        other = _statements([draw(_leaf(flags))])
        if other == inner:          # (two options that are the same do not compile)
            other = "{ nothing }" if inner != "{ nothing }" else "{ cleanup 1 }"
        first, second = (inner, other) if draw(st.booleans()) else (other, inner)
        return f"choose {first} or {second}"
    if block in ("if", "else"):
        cond = draw(_cond(1, "it" in flags))
        other = _statements([draw(_leaf(flags))])
        return f"if {cond} {inner} else {other}" if block == "if" else \
            f"if {cond} {other} else {inner}"
    if block in _DIGS:
        if draw(st.booleans()):
            order = " in any order" if draw(st.booleans()) else ""
            body = body + [f"rest to {draw(st.sampled_from(CARD_PLACES))}{order}"]
        return f"{block} {draw(_n(1, 3))} dive {_statements(body)}"
    return f"{block} {inner}"           # each player, opponent, pick dock, choose card ...


@st.composite
def _random_nesting(draw, where: frozenset) -> str:
    blocks = draw(st.lists(st.sampled_from(BLOCKS), min_size=1, max_size=2))
    return draw(_nesting(tuple(blocks), where))


def _window_flags(event: str) -> frozenset:
    return frozenset(("adjust",)) if event == "before-build" else frozenset()


@st.composite
def _hook(draw, window: str, body: str | None = None) -> str:
    """A rule or ability for the window, holding `body` (a random nesting if None)."""
    kind, _, event = window.partition(" ")
    where = _window_flags(event)
    if body is None:
        body = draw(_random_nesting(where))
    block = _statements([body])
    if kind == "location":
        return block
    if kind == "use":
        return f"use {block}"
    if kind == "reaches":
        return f"when {draw(st.sampled_from(('tides', 'fame')))} reaches {draw(_n(0, 4))} " \
               f"{block}"
    if kind == "react":
        return f"react to opponent {event} {block}"
    who = draw(st.sampled_from(("", "you ", "opponent ", "anyone ")))
    return f"when {who}{event} {block}"


@st.composite
def _texts(draw, outer, inner, window) -> str:
    outer = draw(st.sampled_from(BLOCKS)) if outer is None else outer
    inner = draw(st.sampled_from(BLOCKS)) if inner is None else inner
    window = draw(st.sampled_from(WINDOWS)) if window is None else window
    kind, _, event = window.partition(" ")
    deeper = draw(st.lists(st.sampled_from(BLOCKS), max_size=2))
    chosen = draw(_nesting((outer, inner, *deeper), _window_flags(event)))
    when = [w for w in WINDOWS if w.startswith("when ")]
    decree_rules = [draw(_hook(draw(st.sampled_from(when))))]
    if kind in ("when", "reaches"):
        decree_rules.insert(draw(st.integers(0, 1)), draw(_hook(window, chosen)))
    decree = (f'decree "{CARD_NAMES[0]}" {{\n    {_DECLARE}\n    {_TALLY_DECLARED}\n    '
              + "\n    ".join(decree_rules) + "\n}\n")
    uses = draw(_hook("use", chosen if kind == "use" else None))
    reacts = draw(_hook(window if kind == "react" else
                        f"react {draw(st.sampled_from(sorted(EVENTS)))}",
                        chosen if kind == "react" else None))
    specialist = (f'specialist "{CARD_NAMES[1]}" set B type '
                  f'{draw(st.sampled_from(("build", "either", "dive")))} points 1 {{\n    '
                  f"{uses}\n    {reacts}\n}}\n")
    costs = draw(st.permutations((1, 2, 2, 3, 4, 5)))
    places = []
    for i, cost in enumerate(costs):
        body = chosen if kind == "location" and cost == 1 else None
        places.append(f"location {i} cost {cost} points {min(cost // 2, 3)} "
                      f"{draw(_hook('location', body))}")
    side = (f'side "{CARD_NAMES[2]}" tile {draw(st.integers(1, FLOTILLAS))} face '
            f'{draw(st.sampled_from(FACES))} {{\n    ' + "\n    ".join(places)
            + f"\n    {_TALLY_RULES}\n}}\n")
    return decree + specialist + side


def nested_texts(outer: str | None = None, inner: str | None = None,
                 window: str | None = None) -> SearchStrategy:
    """.sea texts of a decree (declaring the counters `tides` and `fame`), a specialist
    and a flotilla side, named as CARD_NAMES, with the block construct `outer` holding
    `inner` (each one of BLOCKS) in the window `window` (one of WINDOWS), and random
    nestings everywhere else; None draws each evenly."""
    for name, value, allowed in (("outer", outer, BLOCKS), ("inner", inner, BLOCKS),
                                 ("window", window, WINDOWS)):
        if value is not None and value not in allowed:
            raise ArgumentError(f"{name} must be None or one of {', '.join(allowed)}, "
                                f"not {value!r}")
    return _texts(outer, inner, window)
