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
from fuzz_support import fuzz_setup
from hypothesis import given, settings
from hypothesis import strategies as st

import seastead_rules as s
from seastead_rules import ContentError, load_content
from seastead_rules.model.content import shipped_sources
from seastead_rules.model.names import CONTRACT
from seastead_rules.testing import check_invariants
from seastead_rules.testing.cards import CARD_NAMES, card_texts
from seastead_rules.testing.fuzz import ITEMS, check_compiles_or_content_error, sea_texts
from seastead_rules.testing.nasty import nasty_texts

LABEL = "fuzz.sea"
# Random play with random cards ends within about 250 steps (questions included); a game
# still going after STEP_CAP breaks the rule "Every game ends" (docs/language.md).
STEP_CAP = 1500
SAVE_EVERY = 10

# Mostly compiling items (so loading and playing are reached), random cards of the whole
# language, mangled files, and hostile texts past every limit.
TEXTS = st.one_of(
    sea_texts(),
    st.sampled_from(ITEMS).flatmap(lambda item: sea_texts(item, mangle=False)),
    card_texts(),
    nasty_texts(shipped_sources()),
)


def _fed(text: str, outcomes: Counter, *, load: bool, play: bool, seed: int = 0) -> None:
    """Compile and load `text`, counting outcomes; AssertionError on any exception that
    is not a ContentError, and on any broken invariant or save in play."""
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
            outcomes[_played(content, compiled, seed, text)] += 1


def _played(content, records, seed: int, text: str) -> str:
    try:
        state = fuzz_setup(content, records, seed)
    except (ValueError, ContentError):  # the replaced content cannot be set up
        return "play: setup refused"
    rng = random.Random(seed)
    try:
        for step in range(STEP_CAP):
            check_invariants(state)
            if step % SAVE_EVERY == 0 or s.is_over(state):
                assert s.from_json(s.to_json(state), content) == state
            if s.is_over(state):
                return "play: game over"
            state = s.apply(state, rng.choice(s.legal_actions(state)))
    except Exception as err:  # noqa: BLE001 - the bug we hunt
        raise AssertionError(f"playing seed {seed} raised {type(err).__name__}: {err}\n"
                             f"for the text:\n{text}") from err
    raise AssertionError(f"the game of seed {seed} did not end in {STEP_CAP} steps (every "
                         f"game ends: docs/language.md), for the text:\n{text}")


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


def test_random_cards_of_the_whole_language_compile_and_play_keeping_invariants():
    outcomes = Counter()

    @settings(max_examples=8, derandomize=True, database=None, deadline=None)
    @given(card_texts(), st.integers(0, 2**32))
    def run(text, seed):
        _fed(text, outcomes, load=True, play=True, seed=seed)
    run()
    assert outcomes["compile: records"] == 8 and outcomes["play: setup refused"] == 0


def test_random_cards_draw_every_event_counters_piles_and_turn_effects():
    drawn = set()
    wanted = {f" {event} " for event in CONTRACT.events} | {
        "counter ", " reaches ", "add ", "subtract ", "set tides", "reveal ", "look ",
        "rest to ", "choose card", "extra turn", "skip turn", "dive again", "build again",
        "score ", "react to opponent", "permit ", "forbid ", "modify "}

    @settings(max_examples=300, derandomize=True, database=None, deadline=None)
    @given(card_texts())
    def run(text):
        drawn.update(w for w in wanted if w in text.replace("{", " ").replace("\n", " "))
    run()
    assert drawn == wanted, sorted(wanted - drawn)


def test_random_cards_play_to_the_end_of_the_game():
    outcomes = Counter()

    @settings(max_examples=6, derandomize=True, database=None, deadline=None)
    @given(card_texts(), st.integers(0, 2**32))
    def run(text, seed):
        outcomes[_played(load_content(extra=((LABEL, text),), replace=True),
                         s.compile_source(text, LABEL), seed, text)] += 1
    run()
    assert outcomes == {"play: game over": 6}


def test_random_cards_name_their_three_items():
    @settings(max_examples=5, derandomize=True, database=None, deadline=None)
    @given(card_texts())
    def run(text):
        names = [r.name for r in s.compile_source(text, LABEL)]
        assert names == list(CARD_NAMES)
    run()


@pytest.mark.soak
@pytest.mark.parametrize("examples", [500])
def test_soak_random_cards_play_keeping_invariants(examples):
    outcomes = Counter()

    @settings(max_examples=examples, database=None, deadline=None)
    @given(card_texts(), st.integers(0, 2**32))
    def run(text, seed):
        _fed(text, outcomes, load=True, play=True, seed=seed)
    run()
    print("\nrandom cards outcomes:", dict(sorted(outcomes.items())))


# ---- found by fuzzing ---------------------------------------------------------------

def test_a_card_half_past_the_second_in_an_arrow_is_a_content_error():
    text = ('dive "A" shallows { half 1 kelp arrow if your kept half 3 kelp > 0 { nothing }\n'
            '    half 1 fish; start blue; lock kelp }\n')
    with pytest.raises(ContentError, match="half must be from 1 to 2, not 3"):
        s.compile_source(text, LABEL)


_GAME_END_QUESTION = """side "Last Call" tile 1 face A {
    location 0 cost 1 points 0 { take 1 kelp }
    location 1 cost 2 points 1 { take 1 kelp }
    location 2 cost 2 points 1 { take 1 kelp }
    location 3 cost 3 points 1 { take 1 kelp }
    location 4 cost 4 points 2 { take 1 kelp }
    location 5 cost 5 points 2 { take 1 kelp }
    when game-end { take 2 any }
}
"""


def test_a_game_waiting_on_a_question_of_its_end_of_the_game_hooks_saves_and_loads():
    content = load_content(extra=[(LABEL, _GAME_END_QUESTION)], replace=True)
    game, rng = s.new_game(0, sides="ABBB", content=content), random.Random(0)
    asked = 0
    while not s.is_over(game):
        if game.decision.ctx.src == f"{LABEL}:8":           # a question of the hook
            assert s.from_json(s.to_json(game), content) == game
            asked += 1
        game = s.apply(game, rng.choice(s.legal_actions(game)))
    assert asked


def test_a_game_with_more_last_rounds_keeps_the_invariants_to_its_end():
    side = _GAME_END_QUESTION.replace("when game-end { take 2 any }", "modify last-rounds +1")
    content = load_content(extra=[(LABEL, side)], replace=True)
    game, rng, rounds = s.new_game(0, sides="ABBB", content=content), random.Random(0), set()
    while not s.is_over(game):
        game = s.apply(game, rng.choice(s.legal_actions(game)))
        check_invariants(game)
        if game.end_round != -1:
            rounds.add(game.end_round - game.round)
    assert 2 in rounds         # the end triggered, two more rounds to play


# Found by the soak of the content fuzz: a hook on `spend` that takes resources. Each token
# discarded to the resource limit fires its own `spend`, heard after the hook's block is
# done, and the hook takes again. The limit is checked once at a turn's end, so what the
# hooks take after the discard stays till the next turn's end, and the turn ends.
_SPEND_LOOP = """decree "Fuzz Decree" {
    counter tides shared from 0 to 4
    counter fame per player from 0 to 9 start 2
    modify dock-points to 1 if your amount != 2
}
specialist "Fuzz Specialist" set B type build points 1 {
    forbid build-on-locked
}
side "Fuzz Side" tile 4 face B {
    location 0 cost 2 points 1 { draw decree; score 2 per anyone academy here max 3 }
    location 1 cost 4 points 2 { cleanup 1; set fame to 1 }
    location 2 cost 2 points 1 { spend 1 any; choose specialist }
    location 3 cost 1 points 0 { repeat up to 1 { dive half; reveal 2 dive {
        discard to 7; may { subtract 2 fame; discard to 8 }; rest to discard in any order
    } }; set fame to 4 }
    location 4 cost 3 points 1 { take 3 not demand per your kept half 2 resource max 2 }
    location 5 cost 5 points 2 { copy location }
    when you spend { look 2 dive { choose card { take half of it }; rest to top in any order }
        take 2 not kelp per anyone left }
}
"""


def test_a_hook_on_spend_that_takes_resources_lets_the_game_end():
    content = load_content(extra=[(LABEL, _SPEND_LOOP)], replace=True)
    state = fuzz_setup(content, s.compile_source(_SPEND_LOOP, LABEL), 36084)
    rng = random.Random(36084)
    for _ in range(3000):
        if s.is_over(state):
            break
        state = s.apply(state, rng.choice(s.legal_actions(state)))
    assert s.is_over(state)
