"""The observation tensor tells apart every two positions a player tells apart: two
positions with different observation strings for a player give that player different
tensors, in random games of every mode (duel on A sides and on B sides, solo, and with
each example card). A question says which content line asked it and at which step of
the line's effect, so two yes-or-no questions of different effects differ."""

from __future__ import annotations

import random

import pytest
from cards_support import FILES, states_of

import seastead_rules as s

pytest.importorskip("numpy")
from seastead_rules.ai import encode  # noqa: E402

MODES = {"duel AAAA": {"sides": "AAAA"},
         "duel BBBB": {"sides": "BBBB", "specialists": "AB"},
         "solo": {"mode": "solo"}}


def _random_games(games: int, **options):
    for seed in range(games):
        rng, state = random.Random(seed), s.new_game(seed=seed, **options)
        yield state
        while state.decision is not None:
            state = s.apply(state, rng.choice(s.legal_actions(state)))
            yield state


def _tensors_stand_for_one_observation_each(states) -> int:
    """How many (state, player) pairs were checked; fails at the first tensor that
    stands for two observation strings of one player."""
    seen, checked = {}, 0
    for state in states:
        for player in range(1 if state.solo else 2):
            key = player, encode.observation_tensor(state, player).tobytes()
            text = encode.observation_string(state, player)
            assert seen.setdefault(key, text) == text, (
                f"one tensor for two observations of player {player}, the question "
                f"{state.decision and state.decision.prompt!r}")
            checked += 1
    return checked


@pytest.mark.parametrize("mode", sorted(MODES))
def test_positions_a_player_tells_apart_give_different_tensors(mode):
    assert _tensors_stand_for_one_observation_each(_random_games(4, **MODES[mode])) > 200


@pytest.mark.parametrize("name", FILES)
def test_positions_a_player_tells_apart_give_different_tensors_with_an_example_card(name):
    assert _tensors_stand_for_one_observation_each(states_of(name, 0)) > 100


def test_two_yes_or_no_questions_of_different_lines_give_different_tensors():
    asked = {}
    for state in _random_games(6, sides="BBBB", specialists="AB"):
        d = state.decision
        if d is not None and d.kind == "may":
            asked.setdefault(d.op.src, state)
    assert len(asked) >= 2
    tensors = {encode.observation_tensor(state, state.to_move).tobytes()
               for state in asked.values()}
    assert len(tensors) == len(asked)


def test_the_asked_by_section_names_the_line_that_asked():
    layout = encode.tensor_layout(s.load_content())
    start = layout.offset["asked by"]
    lines = layout.questions.lines
    for state in _random_games(2, sides="BBBB", specialists="AB"):
        d = state.decision
        if d is not None and d.kind == "may":
            x = encode.observation_tensor(state, d.player)
            assert x[start + lines.index(d.op.src)] == 1.0
            assert x[start:start + len(lines) + 1].sum() == 1.0
            return
    pytest.fail("no 'may' question in two games")
