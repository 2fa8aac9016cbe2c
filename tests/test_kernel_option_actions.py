"""Action ids by the answer's place in the question's list (kernel.codecs.OptionActions),
for a game whose decisions are questions with their answers in a fixed order."""

from __future__ import annotations

import pytest

from seastead_rules import ArgumentError, IllegalAction
from seastead_rules.kernel.codecs import OptionActions
from seastead_rules.liars_dice import GAME, Bid

START = GAME.setup(seed=1, players=2)


def test_an_id_is_the_answers_place_among_the_legal_actions():
    codec = OptionActions(GAME, 91)
    ids, actions = codec.legal(START)
    assert ids == list(range(len(actions)))
    assert all(codec.action(START, i) == a and codec.index(START, a) == i
               for i, a in zip(ids, actions))


def test_an_id_past_the_answers_or_an_illegal_action_is_refused():
    codec = OptionActions(GAME, 91)
    n = len(GAME.legal_actions(START))
    with pytest.raises(IllegalAction, match=f"0 to {n - 1}"):
        codec.action(START, n)
    with pytest.raises(IllegalAction, match="not a legal action"):
        codec.index(START, Bid(99, 1))


def test_a_question_with_more_answers_than_the_size_is_refused():
    with pytest.raises(ArgumentError, match="more than this codec's 3"):
        OptionActions(GAME, 3).legal(START)


def test_an_id_is_described_by_its_place():
    assert OptionActions(GAME, 91).describe(4) == "answer 5 of the question asked"
