"""Liar's Dice saves: plain JSON text that comes back as the same state, from any point
of a game; a damaged or impossible save is refused with SaveFileError naming what is
wrong, never a traceback."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from seastead_rules.errors import SaveFileError
from seastead_rules.liars_dice import GAME


def _states(seed=3, players=3):
    """Every state of a random game."""
    rng, state = random.Random(seed), GAME.setup(seed, players)
    states = [state]
    while not GAME.is_over(state):
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        states.append(state)
    return states


def _damaged(change):
    """The save of a mid-game state, its JSON object changed by `change(d)`."""
    d = json.loads(GAME.to_json(_states()[6]))
    change(d)
    return json.dumps(d)


def test_every_state_of_a_game_and_every_observation_come_back_the_same():
    for state in _states():
        assert GAME.from_json(GAME.to_json(state)) == state
        for player in range(3):
            seen = GAME.observation(state, player)
            assert GAME.from_json(GAME.to_json(seen)) == seen


def test_a_save_is_plain_json_naming_its_format():
    d = json.loads(GAME.to_json(_states()[0]))
    assert d["format"] == "liars-dice-state" and d["version"] == 2


@pytest.mark.parametrize("change, message", [
    (lambda d: d["hands"][0].append(3), r"player 0 holds \(.*\) with \d dice"),
    (lambda d: d["hands"][1].__setitem__(0, 7), "player 1's dice"),
    (lambda d: d["hands"].__setitem__(2, None), r"\$\.hands\[2\]: expected an array, found null"),
    (lambda d: d["counts"].__setitem__(0, "5"), r"\$\.counts\[0\]: expected an integer"),
    (lambda d: d.__setitem__("wild", 1), r"\$\.wild: expected a string"),
    (lambda d: d.__setitem__("wild", "twos"), r"\$\.wild: expected one of ones, sixes, none"),
    (lambda d: d.__setitem__("explicit", 0), r"\$\.explicit: expected a boolean"),
    (lambda d: d.pop("rng"), r"\$\.rng: missing"),
    (lambda d: d["counts"].__setitem__(0, d["counts"][0] - 1), "one die is lost in each challenge"),
    (lambda d: d.__setitem__("to_move", -2), "chance waits only with explicit chance"),
    (lambda d: d.__setitem__("players", 9), "seats 2 to 6"),
    (lambda d: d.__setitem__("to_move", 5), "player 5 to move out of turn"),
    (lambda d: d.__setitem__("version", 1), "version 1 is not supported"),
    (lambda d: d.__setitem__("format", "seastead"), "not a Liar's Dice save"),
    (lambda d: d.__setitem__("cheat", True), r"\$\.cheat: not a field"),
    (lambda d: d.__setitem__("rng", -1), "generator is 64 bits"),
])
def test_a_damaged_save_is_refused_naming_what_is_wrong(change, message):
    with pytest.raises(SaveFileError, match=message):
        GAME.from_json(_damaged(change))


def test_a_bid_that_does_not_raise_the_one_before_is_refused():
    states = [s for s in _states(seed=5, players=2) if len(s.bids) >= 2]
    d = json.loads(GAME.to_json(states[0]))
    d["bids"][1][1:] = d["bids"][0][1:]         # the second bid repeats the first
    with pytest.raises(SaveFileError, match="does not raise"):
        GAME.from_json(json.dumps(d))


@pytest.mark.parametrize("face", [7, 0, -1])
def test_a_bid_of_a_face_no_die_has_is_a_damaged_save(face):
    state = next(s for s in _states(seed=5, players=2) if s.bids)
    d = json.loads(GAME.to_json(state))
    d["bids"][0][2] = face
    with pytest.raises(SaveFileError, match="beyond the dice"):
        GAME.from_json(json.dumps(d))


def test_text_that_is_not_a_save_is_refused():
    for text in ("", "{", "[]", "null", '{"format": "liars-dice-state"}', "x" * 100):
        with pytest.raises(SaveFileError):
            GAME.from_json(text)
    with pytest.raises(SaveFileError, match="expected text"):
        GAME.from_json(12)


@given(path=st.integers(0, 200), value=st.one_of(
    st.integers(-3, 8), st.none(), st.booleans(), st.text(max_size=3),
    st.lists(st.integers(0, 7), max_size=6)))
def test_any_field_damaged_gives_a_checked_state_or_a_save_file_error(path, value):
    d = json.loads(GAME.to_json(_states()[6]))
    spots = []

    def walk(node):
        items = node.items() if isinstance(node, dict) else enumerate(node)
        for key, child in items:
            spots.append((node, key))
            if isinstance(child, (dict, list)):
                walk(child)

    walk(d)
    node, key = spots[path % len(spots)]
    node[key] = value
    try:
        state = GAME.from_json(json.dumps(d))
    except SaveFileError:
        return
    GAME.check(state)


def test_an_observation_hiding_its_viewers_own_dice_is_refused():
    d = json.loads(GAME.to_json(GAME.observation(_states()[6], 1)))
    d["hands"][1] = [0] * len(d["hands"][1])
    with pytest.raises(SaveFileError, match="player 1's dice"):
        GAME.from_json(json.dumps(d))


def test_the_earlier_rounds_come_back_and_a_miscounted_one_is_refused():
    state = next(s for s in _states(seed=4, players=2) if len(s.past) >= 2)
    d = json.loads(GAME.to_json(state))
    assert len(d["past"]) == len(state.past) and GAME.from_json(json.dumps(d)) == state
    d["past"][0]["matched"] += 1
    with pytest.raises(SaveFileError, match="round 1: the dice shown were miscounted"):
        GAME.from_json(json.dumps(d))


def test_a_state_waiting_for_a_die_comes_back_the_same():
    state = GAME.setup(2, 3, chance="explicit", dice=2)
    for _ in range(4):
        state = GAME.apply(state, GAME.seeded_outcome(state))
        assert GAME.from_json(GAME.to_json(state)) == state
    assert state.hands[0] and state.to_move == -2
