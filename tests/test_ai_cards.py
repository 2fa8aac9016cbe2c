"""The encodings for game-AI work with the example cards (examples/cards/): every
question the card language adds has its own block of action indices, indexed by what
an answer means."""

from __future__ import annotations

import functools

import pytest
from cards_support import card_content, positions

import seastead_rules as s
from seastead_rules.ai import encode

# The questions of the card language, each with a block of its own (a build asked
# inside an effect has the index of the same build on a turn).
NEW_KINDS = {"give", "card", "order", "build", "move ship", "swap buildings"}


@functools.lru_cache(maxsize=None)
def _positions():
    return tuple(positions(range(2)))


def _meaning(d, action):
    """What an action means, whatever its text: the action itself on a turn, else the
    kind of question and the answer's value (for a specialist, also whether the
    question offers 'done': taking a card and using one are different blocks)."""
    if d.kind == "turn":
        return action
    value = d.values[d.options.index(action.text)]
    if d.kind == "build":
        return value
    if d.kind == "decree":          # (the decree chosen; the other goes under the deck)
        return d.kind, value[0]
    return d.kind, value, None in d.values


def test_every_legal_action_with_the_example_cards_has_its_own_index_and_comes_back():
    asked = set()
    for state in _positions():
        d = state.decision
        if d is None:
            continue
        space = encode.action_space(state.content)
        actions = s.legal_actions(state)
        indices = encode.legal_action_indices(state)
        assert len(set(indices)) == len(actions), d.kind
        assert all(0 <= i < space.size for i in indices)
        # (on a turn, a few of its many builds: each comes back in the same way)
        some = range(len(actions)) if d.kind != "turn" else {0, len(actions) // 2, -1}
        for j in some:
            assert encode.action_from_index(state, indices[j]) == actions[j]
        if d.kind in NEW_KINDS:
            asked.add(d.kind)
            other = space.start["other"]
            assert not [i for i in indices if other <= i], d.kind
    assert asked == NEW_KINDS


def test_the_same_answer_has_the_same_index_in_every_position_with_the_example_cards():
    index = {}
    for state in _positions():
        d = state.decision
        if d is None:
            continue
        for action, i in zip(s.legal_actions(state), encode.legal_action_indices(state)):
            key = (state.content.hash, _meaning(d, action))
            assert index.setdefault(key, i) == i, key
    meanings = {}
    for (content, meaning), i in index.items():       # and different answers, others
        assert meanings.setdefault((content, i), meaning) == meaning, i


def test_a_build_asked_inside_an_effect_has_the_index_of_the_same_build_on_a_turn():
    state = next(x for x in _positions() if x.decision is not None
                 and x.decision.kind == "build")
    space = encode.action_space(state.content)
    for action, i in zip(s.legal_actions(state), encode.legal_action_indices(state)):
        build = state.decision.values[state.decision.options.index(action.text)]
        assert i == space.build_index(build)
        assert encode.describe_action(i, state.content) == f"build {str(build)[6:]}"


@pytest.mark.parametrize("name, block, size", [
    ("02_trade_winds.sea", "give", 4), ("11_16_the_drift.sea", "card", 20),
    ("11_16_the_drift.sea", "order", 20), ("25_pilot.sea", "move ship", 576),
    ("24_turncoat.sea", "swap buildings", 576)])
def test_a_content_set_has_a_block_for_each_question_its_cards_ask(name, block, size):
    assert encode.action_space(card_content(name)).sizes[block] == size
    shipped = encode.action_space(s.load_content())
    assert shipped.sizes[block] == 0            # (and none for a question never asked)


def test_the_shipped_content_keeps_its_action_space():
    space = encode.action_space(s.load_content())
    assert space.size == 1166 and space.start["other"] == 1134

