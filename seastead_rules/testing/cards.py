"""Random cards that compile: a decree, a specialist and a flotilla side drawn from
everything the content language has (rules on every card, every effect, conditions,
counters with thresholds, reveal and look blocks), as .sea text.

    @given(card_texts())
    def test_new_cards_play(text):
        content = load_content(extra=[("fuzz.sea", text)], replace=True)
        ...

The texts are built statement by statement where each may stand (`rest` and `choose
card` under `reveal`/`look`, `it` inside `choose card`, `adjust` in a `before-build`
hook), so nearly all compile; sea_texts (fuzz.py) covers the rest of the grammar.
"""

from __future__ import annotations

from hypothesis import strategies as st
from hypothesis.strategies import SearchStrategy

from ..inputs import check_int
from ..model.names import (
    CARD_PLACES,
    CONTRACT,
    COUNTED,
    FACES,
    FLOTILLAS,
    KINDS,
    RESOURCES,
    TOKEN_NAMES,
)

__all__ = ["card_texts", "CARD_NAMES"]

# The names of the items a text holds: (decree, specialist, side).
CARD_NAMES = ("Fuzz Decree", "Fuzz Specialist", "Fuzz Side")
_COUNTERS = ("tides", "fame")               # declared first: shared, per player
_DECLARE = "counter tides shared from 0 to 4\n    counter fame per player from 0 to 9 start 2"
_WHO = ("your", "opponent", "anyone")
_SIMPLE = ("skip turn", "extra turn", "dive again", "build again",
           "build again at printed cost", "place ship", "rearrange ships",
           "exhaust specialist", "refresh specialist", "dive half", "dive all",
           "swap demand", "draw decree", "choose specialist", "copy location", "nothing",
           "rotate demand", "rotate demand back", "lock demand here",
           "take 1 any from opponent", "take 1 cleanup from each opponent",
           "take 2 kelp from the player with the most kelp ties choose",
           "move your ship to another flotilla", "move opponent ship here",
           "move your academy or shipyard elsewhere",
           "swap your academy here with opponent academy or shipyard elsewhere same kind")
_WHAT = RESOURCES + ("any", "demand", "not demand", "not kelp", "taken")
_CMP = ("<", "<=", ">", ">=", "==", "!=")


def _n(low: int = 0, high: int = 3) -> SearchStrategy:
    return st.integers(low, high).map(str)


@st.composite
def _count(draw, it: bool = False) -> str:
    """A value a condition compares or an amount scales by."""
    kind = draw(st.sampled_from(("count", "count", "counter", "card")))
    if kind == "counter":
        return draw(st.sampled_from(("tides", "your fame", "opponent fame", "anyone fame")))
    if kind == "card":
        card = draw(st.sampled_from(("revealed", "your kept", "opponent kept")
                                    + (("it",) if it else ())))
        return f"{card} half {draw(_n(1, 2))} " \
               f"{draw(st.sampled_from(RESOURCES + ('resource',)))}"
    thing = draw(st.sampled_from(sorted(COUNTED)))
    here = " here" if thing in KINDS + ("building", "ship", "dock") and draw(st.booleans()) \
        else ""
    return f"{draw(st.sampled_from(_WHO))} {thing}{here}"


@st.composite
def _cond(draw, depth: int = 1, it: bool = False) -> str:
    kind = draw(st.sampled_from(("compare", "compare", "kind", "token")
                                + (("and", "or", "not") if depth else ())))
    if kind == "compare":
        return f"{draw(_count(it))} {draw(st.sampled_from(_CMP))} {draw(_n(0, 4))}"
    if kind == "kind":
        return f"building is {draw(st.sampled_from(KINDS))}"
    if kind == "token":
        return f"token is {draw(st.sampled_from(TOKEN_NAMES))}"
    if kind == "not":
        return f"not ({draw(_cond(depth - 1, it))})"
    return f"({draw(_cond(depth - 1, it))} {kind} {draw(_cond(depth - 1, it))})"


def _scale() -> SearchStrategy:
    return st.one_of(st.just(""), _count().map(lambda c: f" per {c}"),
                     st.tuples(_count(), _n(1, 3)).map(lambda p: f" per {p[0]} max {p[1]}"))


@st.composite
def _effect(draw, depth: int, where: frozenset) -> str:
    """One statement; `where` says what may stand here: "dig" (rest, choose card), "it"
    (the card chosen), "adjust" (a before-build hook)."""
    kinds = ["take", "take", "spend", "cleanup", "give", "score", "add", "set", "simple",
             "simple", "discard"]
    kinds += ["adjust"] * 3 * ("adjust" in where) + ["put it", "take half"] * ("it" in where)
    if depth > 0:
        kinds += ["may", "repeat", "choose", "if", "each", "opponent", "reveal", "reveal",
                  "reveal", "kept"]
        kinds += ["choose card"] * 4 * ("dig" in where)
    kind = draw(st.sampled_from(kinds))
    block = lambda more=(): _block(depth - 1, where | frozenset(more))  # noqa: E731
    if kind == "take":
        return f"take {draw(_n(1, 3))} {draw(st.sampled_from(_WHAT))}{draw(_scale())}"
    if kind == "spend":
        return f"spend {draw(_n(1, 2))} " \
               f"{draw(st.sampled_from(('any', 'kelp', 'cleanup', 'taken', 'not fish')))}"
    if kind == "cleanup":
        return f"cleanup {draw(_n(1, 2))}{draw(_scale())}"
    if kind == "give":
        return f"give {draw(_n(1, 2))} {draw(st.sampled_from(('any', 'cleanup', 'metal')))}"
    if kind == "score":
        return f"score {draw(_n(1, 3))}{draw(_scale())}"
    if kind == "add":
        verb = draw(st.sampled_from(("add", "subtract")))
        return f"{verb} {draw(_n(1, 2))} {draw(st.sampled_from(_COUNTERS))}{draw(_scale())}"
    if kind == "set":
        return f"set {draw(st.sampled_from(_COUNTERS))} to {draw(_n(0, 4))}"
    if kind == "discard":
        return f"discard to {draw(_n(2, 8))}"
    if kind == "adjust":
        return f"adjust build-cost {draw(st.sampled_from(('+1', '+2', '-1')))}"
    if kind == "put it":
        return f"put it on {draw(st.sampled_from(CARD_PLACES))}"
    if kind == "take half":
        return "take half of it"
    if kind == "may":
        return f"may {draw(block())}"
    if kind == "repeat":
        return f"repeat {draw(st.sampled_from(('', 'up to ')))}{draw(_n(1, 2))} {draw(block())}"
    if kind == "choose":
        first = draw(block())           # (two options that are the same do not compile)
        return f"choose {first} or {'{ cleanup 1 }' if first == '{ nothing }' else '{ nothing }'}"
    if kind == "if":
        return f"if {draw(_cond(1, 'it' in where))} {draw(block())} else {draw(block())}"
    if kind in ("each", "opponent"):
        return f"{'each player' if kind == 'each' else 'opponent'} {draw(block())}"
    if kind == "reveal":
        verb = draw(st.sampled_from(("reveal", "look")))
        return f"{verb} {draw(_n(1, 3))} dive {draw(_dig(depth - 1, where))}"
    if kind in ("kept", "choose card"):
        source = " from kept" if kind == "kept" else ""
        return f"choose card{source} {draw(block(('it',)))}"
    return draw(st.sampled_from(_SIMPLE))


@st.composite
def _block(draw, depth: int, where: frozenset) -> str:
    stmts = draw(st.lists(_effect(depth, where), min_size=1, max_size=2))
    return "{ " + "; ".join(stmts) + " }"


@st.composite
def _dig(draw, depth: int, where: frozenset) -> str:
    inside = where | {"dig"}
    stmts = draw(st.lists(_effect(max(depth, 1), inside), min_size=0, max_size=2))
    if draw(st.booleans()):
        order = " in any order" if draw(st.booleans()) else ""
        stmts.append(f"rest to {draw(st.sampled_from(CARD_PLACES))}{order}")
    return "{ " + "; ".join(stmts) + " }"


@st.composite
def _rule(draw, depth: int) -> str:
    kind = draw(st.sampled_from(("modify", "set", "forbid", "permit", "when", "when",
                                 "when", "reaches")))
    cond = f" if {draw(_cond())}" if draw(st.booleans()) else ""
    if kind == "modify":
        return f"modify {draw(st.sampled_from(sorted(CONTRACT.questions)))} " \
               f"{draw(st.sampled_from(('+1', '+2', '-1', '-2')))}{cond}"
    if kind == "set":
        question = draw(st.sampled_from(sorted(CONTRACT.questions)))
        return f"modify {question} to {draw(_n(0, 4))}{cond}"
    if kind in ("forbid", "permit"):
        return f"{kind} {draw(st.sampled_from(sorted(CONTRACT.permissions)))}{cond}"
    if kind == "reaches":
        return f"when {draw(st.sampled_from(_COUNTERS))} reaches {draw(_n(0, 4))}{cond} " \
               f"{draw(_block(depth, frozenset()))}"
    event = draw(st.sampled_from(sorted(CONTRACT.events)))
    who = draw(st.sampled_from(("", "you ", "opponent ", "anyone ")))
    where = frozenset(("adjust",)) if event == "before-build" else frozenset()
    return f"when {who}{event}{cond} {draw(_block(depth, where))}"


@st.composite
def _specialist(draw, depth: int) -> str:
    kind = draw(st.sampled_from(("dive", "build", "either")))
    parts = []
    if draw(st.booleans()):
        parts.append(f"use {draw(_block(depth, frozenset()))}")
    if kind != "dive" and draw(st.booleans()):
        parts.append(f"discount {draw(_n(1, 2))}")
    if draw(st.booleans()):
        event = draw(st.sampled_from(sorted(CONTRACT.events)))
        where = frozenset(("adjust",)) if event == "before-build" else frozenset()
        parts.append(f"react to opponent {event} {draw(_block(depth, where))}")
    parts += draw(st.lists(_rule(depth), min_size=0 if parts else 1, max_size=1))
    return (f'specialist "{CARD_NAMES[1]}" set B type {kind} points 1 {{\n    '
            + "\n    ".join(parts) + "\n}\n")


@st.composite
def _side(draw, depth: int) -> str:
    tile, face = draw(st.integers(1, FLOTILLAS)), draw(st.sampled_from(FACES))
    costs = draw(st.permutations((1, 2, 2, 3, 4, 5)))
    rich = draw(st.integers(0, 5))          # one location of nested blocks, five plain
    places = [f"location {i} cost {c} points {min(c // 2, 3)} "
              f"{draw(_block(depth if i == rich else 0, frozenset()))}"
              for i, c in enumerate(costs)]
    rules = draw(st.lists(_rule(depth), max_size=1))
    return (f'side "{CARD_NAMES[2]}" tile {tile} face {face} {{\n    '
            + "\n    ".join(places + rules) + "\n}\n")


def card_texts(depth: int = 2) -> SearchStrategy:
    """.sea texts of a decree that declares two counters (`tides` shared, `fame` per
    player) and holds random rules, a specialist and a flotilla side (both random),
    named as CARD_NAMES; `depth` (0 to 4) bounds how deeply blocks nest."""
    check_int(depth, "depth", 0, 4)
    decree = st.lists(_rule(depth), min_size=1, max_size=2).map(
        lambda rules: f'decree "{CARD_NAMES[0]}" {{\n    {_DECLARE}\n    '
                      + "\n    ".join(rules) + "\n}\n")
    return st.tuples(decree, _specialist(depth), _side(depth)).map("".join)
