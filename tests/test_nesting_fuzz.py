"""The nesting fuzz: cards that put every block construct inside every other, in every
window where effects run (testing/nesting.py), compile to records that nest so, and play
by the rules: every position keeps the invariants, saves and loads as it is, shows each
player what a game sampled from their view shows them, offers a `may` only when it can
be paid, runs the round-start and turn-start hooks once; every game ends, and replays
from its first position to the same states.

The CI run below is bounded (SOURCES texts, each one whole game, about 20 s of CPU); the
soak plays many more and prints what it covered:

    .venv/bin/python -m pytest -m soak -s tests/test_nesting_fuzz.py
"""

from __future__ import annotations

import time

import attrs
import pytest
from fuzz_support import play_checked
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import seastead_rules as s
from seastead_rules.model import effects as fx
from seastead_rules.testing import nested_texts
from seastead_rules.testing.nesting import BLOCKS, WINDOWS

LABEL = "fuzz.sea"
SOURCES = 16            # generated sources the CI run plays, one game each
_QUIET = dict(database=None, deadline=None, suppress_health_check=list(HealthCheck))

# Each block construct: its record, and the blocks of it where the nesting goes on.
_RECORDS = {
    "may": (fx.May, "body"), "repeat": (fx.Repeat, "body"),
    "repeat up to": (fx.RepeatUpTo, "body"), "choose": (fx.Choose, "options"),
    "if": (fx.If, "then"), "else": (fx.If, "otherwise"), "each player": (fx.EachPlayer, "body"),
    "opponent": (fx.Opponent, "body"), "pick dock": (fx.PickDock, "body"),
    "reveal": (fx.Reveal, "body"), "look": (fx.Look, "body"),
    "choose card": (fx.ChooseCard, "body"), "choose card from kept": (fx.ChooseCard, "body"),
}


def _is(effect, block: str) -> bool:
    kind, _ = _RECORDS[block]
    return type(effect) is kind and (kind is not fx.ChooseCard
                                     or effect.from_kept == block.endswith("kept"))


def _effects(value):
    """Every record inside `value` (records and tuples of them), depth first."""
    if type(value) is tuple:
        for v in value:
            yield from _effects(v)
    elif attrs.has(type(value)):
        yield value
        for field in attrs.fields(type(value)):
            yield from _effects(getattr(value, field.name))


def _nests(records, outer: str, inner: str) -> bool:
    """Whether some `outer` record holds an `inner` one in the blocks it nests in."""
    _, field = _RECORDS[outer]
    return any(_is(e, outer) and any(_is(i, inner) for i in _effects(getattr(e, field)))
               for e in _effects(tuple(records)))


@pytest.mark.parametrize("outer", BLOCKS)
def test_every_block_construct_compiles_inside_every_other_in_every_window(outer):
    start = BLOCKS.index(outer) * len(BLOCKS)

    @settings(max_examples=1, derandomize=True, **_QUIET)
    @given(st.data())
    def run(data):
        for n, inner in enumerate(BLOCKS, start):
            window = WINDOWS[n % len(WINDOWS)]
            text = data.draw(nested_texts(outer, inner, window))
            records = s.compile_source(text, LABEL)
            assert _nests(records, outer, inner), f"{outer} > {inner} in {window}:\n{text}"
    run()


def test_nested_texts_refuse_a_construct_or_window_they_do_not_know():
    with pytest.raises(s.ArgumentError, match="outer must be None or one of may"):
        nested_texts(outer="maybe")
    with pytest.raises(s.ArgumentError, match="window must be"):
        nested_texts(window="when lunch")


def _play(examples: int, derandomize: bool) -> dict:
    """Play `examples` nested texts, one game each with every check; what was covered."""
    covered = {"sources": 0, "steps": 0}
    start = time.process_time()

    @settings(max_examples=examples, derandomize=derandomize, **_QUIET)
    @given(nested_texts(), st.integers(0, 2**32))
    def run(text, seed):
        content = s.load_content(extra=[(LABEL, text)], replace=True)
        covered["steps"] += play_checked(content, s.compile_source(text, LABEL), seed, text)
        covered["sources"] += 1
    run()
    covered["minutes"] = round((time.process_time() - start) / 60, 1)
    return covered


def test_nested_cards_play_by_the_rules_at_every_step():
    covered = _play(SOURCES, derandomize=True)
    assert covered["sources"] == SOURCES and covered["steps"] > 50 * SOURCES


@pytest.mark.soak
@pytest.mark.parametrize("examples", [2000])
def test_soak_nested_cards_play_by_the_rules_at_every_step(examples):
    covered = _play(examples, derandomize=False)
    print(f"\nnesting fuzz: {covered['sources']} sources, {covered['steps']} steps, "
          f"{covered['minutes']} minutes of CPU")
