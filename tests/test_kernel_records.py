"""Game records of any game: the setup and the actions as text, written as JSON and
replayed through the protocol to the same states; a damaged record is refused with
SaveFileError and an action that is not legal with ReplayError saying which."""

from __future__ import annotations

import json
import random

import pytest

from seastead_rules.errors import ArgumentError, SaveFileError
from seastead_rules.kernel.records import GameRecord, ReplayError, record_of, replay
from seastead_rules.liars_dice import GAME


def _game(seed=5, players=3, **options):
    rng, state = random.Random(seed), GAME.setup(seed, players, **options)
    states, actions = [state], []
    while not GAME.is_over(state):
        actions.append(rng.choice(GAME.legal_actions(state)))
        state = GAME.apply(state, actions[-1])
        states.append(state)
    return states, actions


@pytest.mark.parametrize("players", [2, 3, 6])
def test_a_record_replays_to_the_same_states(players):
    states, actions = _game(players=players, dice=2)
    record = record_of(GAME, 5, players, {"dice": 2}, actions)
    again = GameRecord.from_json(record.to_json())
    assert again == record and again.options == {"dice": 2, "wild": "ones", "one_round": False,
                                                  "random_opener": True}
    assert replay(GAME, again) == tuple(states)


def test_a_record_names_the_game_its_setup_and_the_actions_as_text():
    states, actions = _game()
    d = json.loads(record_of(GAME, 5, 3, actions=actions[:2]).to_json())
    assert d == {"format": "game-record", "version": 1, "game": "liars_dice", "players": 3,
                 "options": {"dice": 5, "wild": "ones", "one_round": False,
                             "random_opener": True}, "seed": 5,
                 "actions": [str(a) for a in actions[:2]]}


def test_an_action_that_is_not_legal_stops_the_replay_saying_which():
    states, actions = _game()
    texts = [str(a) for a in actions]
    at = next(i for i, s in enumerate(states) if i > 2 and s.bids)   # a bid stands
    texts[at] = "bid 1 ones"                                        # the lowest bid
    options = {"dice": 5, "wild": "ones", "one_round": False, "random_opener": True}
    record = GameRecord("liars_dice", 3, options, 5, texts)
    with pytest.raises(ReplayError, match=f"action {at + 1} 'bid 1 ones' is not legal"
                       ) as info:
        replay(GAME, record)
    assert info.value.index == at and info.value.states == tuple(states[:at + 1])


def test_a_record_of_another_game_or_setup_is_refused():
    with pytest.raises(ReplayError, match="not 'liars_dice'"):
        replay(GAME, GameRecord("seastead", 2, {}, 1))
    with pytest.raises(ReplayError, match="cannot be made"):
        replay(GAME, GameRecord("liars_dice", 2, {"dice": 9}, 1))


@pytest.mark.parametrize("change, message", [
    (lambda d: d.__setitem__("seed", -1), r"\$\.seed: -1 is not a seed"),
    (lambda d: d.__setitem__("actions", [3]), r"\$\.actions\[0\]: expected a string"),
    (lambda d: d["options"].__setitem__("dice", [5]), r"\$\.options\.dice"),
    (lambda d: d.pop("game"), r"\$\.game: missing"),
    (lambda d: d.__setitem__("format", "seastead-record"), "not a game record"),
])
def test_a_damaged_record_is_refused_naming_the_field(change, message):
    d = json.loads(record_of(GAME, 5, 2).to_json())
    change(d)
    with pytest.raises(SaveFileError, match=message):
        GameRecord.from_json(json.dumps(d))


def test_a_record_is_made_only_of_a_setup_the_game_has():
    with pytest.raises(ArgumentError, match="seats 2 to 6"):
        record_of(GAME, 1, 8)
