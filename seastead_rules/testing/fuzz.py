"""Grammar fuzzing: .sea text generated from the grammar's own rules, valid or mangled.

    @given(sea_texts())
    def test_the_compiler_never_crashes(text):
        check_compiles_or_content_error(text)

`sea_texts()` walks the rules of grammar/seastead.lark as Lark compiled them (so it
follows the grammar as it changes), fills terminals with mostly-known names and small
numbers, and with `mangle=True` (the default) also deletes, repeats and inserts tokens
so that syntax errors are exercised. Shrinking gives a short text with known names.
"""

from __future__ import annotations

import functools
import re
from collections import defaultdict

from hypothesis import strategies as st
from hypothesis.strategies import SearchStrategy

from ..errors import ArgumentError, ContentError
from ..inputs import check_int, check_type
from ..lang.compiler import compile_source
from ..lang.parser import parser
from ..model.names import (
    CARD_PLACES,
    COLOURS,
    CONTRACT,
    COUNTED,
    DEPTHS,
    FACES,
    KINDS,
    RESOURCES,
    SECTIONS,
    SETS,
    SPECIALIST_TYPES,
    TOKEN_NAMES,
)

__all__ = ["sea_texts", "check_compiles_or_content_error", "ITEMS", "COUNTERS", "DECLARED"]

# The top-level items of a .sea file, by grammar rule name.
ITEMS = ("side", "dock", "dive", "specialist", "building", "row_bonus", "column_bonus",
         "owner_bonus", "decree")

# The counters generated texts use, and the item declaring them that `sea_texts` puts
# first (a counter is used by the file that declares it): one shared, one per player.
COUNTERS = ("tides", "fame")
DECLARED = ('decree "Tally" { counter tides shared from 0 to 4 '
            'counter fame per player from 0 to 9 start 2 }\n')
_CARDS = ("revealed", "it", "kept")
# Names the compiler knows, near misses, and anything that lexes as a name.
_KNOWN = tuple(dict.fromkeys(
    RESOURCES + KINDS + CONTRACT.questions + CONTRACT.permissions + CONTRACT.events
    + tuple(COUNTED) + DEPTHS + COLOURS + SETS + FACES + SPECIALIST_TYPES + ("demand",)
    + COUNTERS + TOKEN_NAMES + CARD_PLACES + CONTRACT.piles + _CARDS + ("taken", "ship")))
_NEAR = ("kelpp", "Kelp", "ports", "build_cost", "a", "Z9", "take", "if", "not", "cleanup")
_NAMES = (st.sampled_from(_KNOWN) | st.sampled_from(_NEAR)
          | st.from_regex(r"[A-Za-z][A-Za-z0-9_-]{0,10}", fullmatch=True))
# The names a rule expects, by the NAME's place in it: mostly those, so that much of
# the text compiles and reaches the checks after parsing.
_MOVED = ("academy", "shipyard", "ship", "port")
_EXPECTED = {
    "modify": (CONTRACT.questions,), "set_to": (CONTRACT.questions,),
    "forbid": (CONTRACT.permissions,), "permit": (CONTRACT.permissions,),
    "when": (CONTRACT.events,), "react": (CONTRACT.events,), "reaches": (COUNTERS,),
    "counter_decl": (COUNTERS,), "add": (COUNTERS,), "subtract": (COUNTERS,),
    "set_counter": (COUNTERS,), "adjust": (("build-cost",),),
    "what": (RESOURCES + ("demand", "cleanup", "taken"),), "amount_of": (RESOURCES,),
    "dock": (RESOURCES,), "lock": (RESOURCES,), "starts": (COLOURS,), "side": (FACES,),
    "specialist": (SETS, SPECIALIST_TYPES), "dive": (DEPTHS,), "discount": (KINDS,),
    "section": (KINDS,), "building": (KINDS,), "row_bonus": (KINDS,), "is_kind": (KINDS,),
    "move_building": (_MOVED,), "swap_buildings": (_MOVED, _MOVED),
    "counted": (tuple(COUNTED) + COUNTERS,), "token_is": (TOKEN_NAMES,),
    "reveal": (CONTRACT.piles,), "look": (CONTRACT.piles,), "rest": (CARD_PLACES,),
    "put_it": (CARD_PLACES,), "card_count": (_CARDS, RESOURCES + ("resource",)),
}
_LIST_RULE = re.compile(r"^__(?P<rule>.+?)_(star|plus)_\d+$")


def _name_for(rule: str, nth: int) -> SearchStrategy:
    listed = _LIST_RULE.match(rule)         # `("or" NAME)*` of move_building, swap...
    if listed:
        rule, nth = listed.group("rule"), 0
    expected = _EXPECTED.get(rule, ())
    if nth >= len(expected):
        return _NAMES
    return st.one_of([st.sampled_from(expected[nth])] * 4 + [_NAMES])


_INTS = st.one_of([st.integers(0, 6).map(str)] * 4 + [
    st.integers(0, 99).map(str), st.from_regex(r"[0-9]{1,22}", fullmatch=True)])
_TOKENS = {
    "INT": _INTS,
    "SIGNED_INT": st.builds(lambda s, n: s + n, st.sampled_from("+-"), _INTS),
    "STRING": st.from_regex(r'"[A-Za-z\' ]{1,12}"', fullmatch=True),
    "SECTION": st.sampled_from(sorted(SECTIONS)),
}
# What mangling may insert: punctuation, keywords, stray characters, broken strings.
_JUNK = st.sampled_from(("{", "}", ";", ",", "(", ")", "if", "or", "take", "decree",
                         '"', "@", "é", "+", "#note\n", "\t", "-1", "0"))
_SEPARATORS = st.sampled_from((" ", " ", "\n", "\n    ", "  "))


class _Grammar:
    """Lark's compiled rules as {nonterminal: [expansion, ...]} with minimal heights."""

    def __init__(self, lark):
        self.rules = defaultdict(list)
        for rule in lark.rules:
            self.rules[rule.origin.name].append(tuple(s.name for s in rule.expansion))
        self.patterns = {t.name: t.pattern for t in lark.terminals}
        self.height = {}
        changed = True
        while changed:          # least fixed point of "height of the shortest derivation"
            changed = False
            for name, expansions in self.rules.items():
                best = min((self._height(e) for e in expansions), default=0)
                if best < self.height.get(name, float("inf")):
                    self.height[name], changed = best, True

    def _height(self, expansion) -> float:
        return 1 + max((self.height.get(s, float("inf")) for s in expansion
                        if s in self.rules), default=0)

    def token(self, name: str) -> SearchStrategy:
        if name in _TOKENS:
            return _TOKENS[name]
        pattern = self.patterns[name]
        if pattern.type == "str":
            return st.just(pattern.value)
        return st.from_regex(pattern.to_regexp(), fullmatch=True)


@functools.lru_cache(maxsize=1)
def _grammar() -> _Grammar:
    return _Grammar(parser())


@st.composite
def _derivation(draw, start: str, depth: int, repeat: int) -> list:
    g, out = _grammar(), []

    def expand_all(rule: str, symbols, budget: int) -> None:
        names = 0
        for s in symbols:
            if s == "NAME":
                out.append(draw(_name_for(rule, names)))
                names += 1
            elif s in g.rules:
                expand(s, budget)
            else:
                out.append(draw(g.token(s)))

    def expand(symbol: str, budget: int) -> None:
        expansions = g.rules[symbol]
        base = [e for e in expansions if not e or e[0] != symbol]
        if len(base) < len(expansions) and symbol.startswith("__"):
            # A list rule (`x*`, `x+`): its item a few times rather than by recursion.
            rest = next(e[1:] for e in expansions if e and e[0] == symbol)
            expand_all(symbol, base[0], budget - 1)
            for _ in range(draw(st.integers(0, repeat - 1))):
                expand_all(symbol, rest, budget - 1)
            return
        fits = [e for e in expansions if g._height(e) <= budget] or \
            [min(expansions, key=g._height)]
        expand_all(symbol, fits[draw(st.integers(0, len(fits) - 1))], budget - 1)

    expand(start, depth)
    return out


@st.composite
def _texts(draw, start, depth, repeat, mangle, counters):
    tokens = draw(_derivation(start, depth, repeat))
    if counters:
        tokens.insert(0, DECLARED)
    if mangle:
        for _ in range(draw(st.integers(0, 3))):
            i = draw(st.integers(0, len(tokens)))
            how = draw(st.sampled_from(("delete", "repeat", "insert", "replace")))
            if how == "insert" or not tokens:
                tokens.insert(i, draw(_JUNK | _NAMES))
            elif how == "delete":
                del tokens[min(i, len(tokens) - 1)]
            elif how == "repeat":
                tokens.insert(i, tokens[min(i, len(tokens) - 1)])
            else:
                tokens[min(i, len(tokens) - 1)] = draw(_JUNK | _NAMES)
    return "".join(t + draw(_SEPARATORS) for t in tokens)


def sea_texts(item: str | None = None, *, depth: int = 14, repeat: int = 3,
              mangle: bool = True, counters: bool = True) -> SearchStrategy:
    """.sea texts derived from the grammar: whole files, or one `item` (e.g. "decree").

    `depth` bounds nesting, `repeat` list lengths; `mangle` also breaks the syntax;
    `counters` puts first an item declaring the COUNTERS the texts name (DECLARED)."""
    if item is not None and (not isinstance(item, str) or item not in ITEMS):
        raise ArgumentError(f"item must be one of {', '.join(ITEMS)}, not {item!r}")
    check_int(depth, "depth", 1, 1000)
    check_int(repeat, "repeat", 0, 1000)
    check_type(mangle, bool, "mangle", "True or False")
    check_type(counters, bool, "counters", "True or False")
    return _texts(item or "start", depth, repeat, mangle, counters)


def check_compiles_or_content_error(text: str, path: str = "fuzz.sea"):
    """Compile `text`: return its records, or the ContentError if it is rejected.

    AssertionError if compiling raised anything else, or if the ContentError lacks a
    problem with a position (line and column inside the text) for each line it shows."""
    check_type(text, str, "text", "a .sea source (a str)")
    check_type(path, str, "path", "a str (the source's name in messages)")
    try:
        return compile_source(text, path)
    except ContentError as err:
        _check_positions(err, text, path)
        return err
    except Exception as err:  # noqa: BLE001 - anything else is the bug we hunt
        raise AssertionError(
            f"compile_source raised {type(err).__name__}: {err}\n"
            f"instead of compiling or raising ContentError, for the text:\n{text}") from err


def _check_positions(err: ContentError, text: str, path: str) -> None:
    lines = text.count("\n") + 1
    problems = getattr(err, "problems", ())
    if not problems:
        raise AssertionError(f"ContentError without problems (no positions): {err}")
    for p in problems:
        if not (p.path == path and 1 <= p.line <= lines and p.column >= 1):
            raise AssertionError(f"problem at {p.path}:{p.line}:{p.column} is outside the "
                                 f"text ({lines} lines): {p.message}")
        if f"{path}:{p.line}:{p.column}: " not in str(err):
            raise AssertionError(f"the message does not show {path}:{p.line}:{p.column}:\n{err}")
