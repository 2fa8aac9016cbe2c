"""Content fuzzing: any text, from the grammar, mangled or hostile, compiles or gives a
ContentError, from compile_source and from load_content alike, and never anything else;
content that loads plays by the rules until the game ends or a step cap.

Bounded for CI (a few seconds). The soak versions run many more inputs and print how
many gave each outcome:

    .venv/bin/python -m pytest -m soak -s tests/test_content_fuzz.py
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import seastead_rules as s
from seastead_rules import ContentError, RulesError, load_content
from seastead_rules.content import shipped_sources
from seastead_rules.testing.fuzz import (
    ITEMS,
    check_compiles_or_content_error,
    nasty_texts,
    sea_texts,
)

LABEL = "fuzz.sea"
STEP_CAP = 150

# Mostly compiling items (so loading and playing are reached), mangled files, and
# hostile texts past every limit.
TEXTS = st.one_of(
    sea_texts(),
    st.sampled_from(ITEMS).flatmap(lambda item: sea_texts(item, mangle=False)),
    nasty_texts(shipped_sources()),
)


def _fed(text: str, outcomes: Counter, *, load: bool, play: bool, seed: int = 0) -> None:
    """Compile and load `text`, counting outcomes; AssertionError on any exception that
    is not a ContentError (or, in play, a RulesError)."""
    compiled = check_compiles_or_content_error(text, LABEL)
    outcomes["compile: ContentError" if isinstance(compiled, ContentError)
             else "compile: records"] += 1
    if not load:
        return
    for replace in (False, True):
        try:
            content = load_content(extra=((LABEL, text),), replace=replace)
        except ContentError:
            outcomes[f"load (replace={replace}): ContentError"] += 1
            continue
        except Exception as err:  # noqa: BLE001 - anything else is the bug we hunt
            raise AssertionError(f"load_content(replace={replace}) raised "
                                 f"{type(err).__name__}: {err}\nfor the text:\n{text!r}") from err
        outcomes[f"load (replace={replace}): content"] += 1
        if play and replace and not isinstance(compiled, ContentError) and compiled:
            outcomes[_played(content, seed)] += 1


def _played(content, seed: int) -> str:
    rng = random.Random(seed)
    sides = rng.choice(("AAAA", "BBBB", "ABAB"))
    try:
        state = s.new_game(seed, sides=sides, specialists="AB", content=content)
    except ValueError:      # the replaced content cannot be set up (e.g. too few shallows)
        return "play: setup refused"
    try:
        for _ in range(STEP_CAP):
            if s.is_over(state):
                return "play: game over"
            state = s.apply(state, rng.choice(s.legal_actions(state)))
    except RulesError as err:
        return f"play: {type(err).__name__}"
    return "play: step cap"


def test_fuzzed_content_gives_only_content_errors_from_compile_source():
    outcomes = Counter()

    @settings(max_examples=100, derandomize=True, database=None, deadline=None)
    @given(TEXTS)
    def run(text):
        _fed(text, outcomes, load=False, play=False)
    run()
    assert outcomes["compile: ContentError"] and outcomes["compile: records"]


def test_fuzzed_content_gives_only_content_errors_from_load_content_and_plays():
    outcomes = Counter()

    @settings(max_examples=15, derandomize=True, database=None, deadline=None)
    @given(TEXTS, st.integers(0, 2**32))
    def run(text, seed):
        _fed(text, outcomes, load=True, play=True, seed=seed)
    run()
    assert sum(outcomes.values())


@pytest.mark.soak
@pytest.mark.parametrize("examples", [3000])
def test_soak_fuzzed_content_gives_only_content_errors(examples):
    outcomes = Counter()

    @settings(max_examples=examples, database=None, deadline=None)
    @given(TEXTS, st.integers(0, 2**32), st.integers(0, 9))
    def run(text, seed, which):
        _fed(text, outcomes, load=which == 0, play=which == 0, seed=seed)
    run()
    print("\ncontent fuzz outcomes:", dict(sorted(outcomes.items())))
