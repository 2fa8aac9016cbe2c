"""The log names, for each change of state, the action and the content line of each
effect it caused."""

import random

from support import location_with, play, scenario

import seastead_rules as s
from seastead_rules.saves import record


def test_every_change_of_state_names_the_action_that_made_it():
    game, rng, actions = s.new_game(3), random.Random(3), []
    for _ in range(40):
        actions.append(rng.choice(s.legal_actions(game)))
        game = s.apply(game, actions[-1])
    steps = game.log.steps()
    assert steps[0][0] is None                        # setup
    assert [action for action, _ in steps[1:]] == actions


def test_a_location_effect_names_its_content_line():
    game = scenario(player0={"fish": 5}, demand=["kelp", "metal", "artifact", "fish"],
                    locked=1, current=0)
    f, l = location_with(game, "may take 3 not demand")
    game = play(game, f"build port at flotilla {f} location {l}")
    while game.decision.kind == "dock":
        game = play(game, f"dock {game.dock_display[0]}")
    game = play(game, "yes", "take kelp", "take kelp", "take kelp")
    action, events = game.log.steps()[-1]
    assert str(action) == "take kelp"
    src = game.content.side[game.sides[f - 1]].locations[l].src
    assert src.startswith("content/flotillas/a_sides.sea:")
    assert any(e.src == src and "takes" in e.text for e in events)


def test_loading_keeps_the_action_of_each_change():
    game, rng = s.new_game(5), random.Random(5)
    for _ in range(30):
        game = s.apply(game, rng.choice(s.legal_actions(game)))
    loaded = s.from_json(s.to_json(game))
    assert [(str(a), ev) for a, ev in loaded.log.steps()] == \
        [(str(a), ev) for a, ev in game.log.steps()]


def test_a_game_made_without_a_log_records_no_events_and_plays_the_same():
    logged, quiet = s.new_game(9, sides="BBBB"), s.new_game(9, sides="BBBB", log=False)
    rng = random.Random(9)
    while not s.is_over(logged):
        assert quiet == logged and quiet.log is None
        action = rng.choice(s.legal_actions(logged))
        logged, quiet = s.apply(logged, action), s.apply(quiet, action)
    assert quiet == logged and quiet.log is None
    assert s.from_json(s.to_json(quiet)) == quiet


def test_the_log_has_one_record_type_the_event_read_from_the_state():
    game = s.Game(seed=4, sides="ABBA", specialists="AB")
    rng = random.Random(4)
    while not game.is_over():
        game.play(rng.choice(game.legal_actions()))
    state = game.state
    read = [*state.log.entries(), *(e for _, events in state.log.steps() for e in events),
            *s.observation(state, 1).log.entries(), *s.from_json(s.to_json(state)).log.entries()]
    assert read and {type(e) for e in read} == {s.Event} and type(state.log) is s.Log
    # One way to read it: the session has no log of its own, the records no other type.
    assert not hasattr(game, "log")
    assert not hasattr(record, "LogLine") and not hasattr(record, "annotated_log")
