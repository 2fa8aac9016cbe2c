"""Determinism, game records and replay, the `seastead play --save` / `seastead replay`
commands, the log's provenance (`--why`), and the Game session object.
See docs/saving.md."""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

import seastead_rules as s
from seastead_rules.errors import IllegalAction, RulesError, SaveFileError
from seastead_rules.saves.record import GameRecord, ReplayError, record_of
from seastead_rules.saves.session import turns_up

ROOT = Path(__file__).resolve().parent.parent

EXTRA_DOCK = """
dock "Test Jetty" scores fish {
    near-left shipyard 2; far-left academy 2; near-right shipyard 1; far-right academy 2
}
"""


def random_game(seed: int, sides: str = "AAAA", specialists: str = "A", decree=None,
                content=None):
    """(states, actions) of a game played with random.Random(seed)'s choices."""
    rng = random.Random(seed)
    state = s.new_game(seed, sides=sides, specialists=specialists, decree=decree,
                       content=content)
    states, actions = [state], []
    while not s.is_over(state):
        action = rng.choice(s.legal_actions(state))
        state = s.apply(state, action)
        states.append(state)
        actions.append(action)
    return states, actions


def events(state) -> list:
    return [(e.player, e.text, e.src) for e in state.log.entries()] if state.log else []


# ---- determinism across processes ------------------------------------------------------

GAME_SCRIPT = """
import hashlib, random, sys
import seastead_rules as s
for seed, sides, specialists in ((0, "AAAA", "A"), (1, "BBBB", "AB"), (2, "ABBA", "AB"),
                                 (3, "ABBA", "A")):
    rng = random.Random(seed)
    state = s.new_game(seed, sides=sides, specialists=specialists)
    while not s.is_over(state):
        state = s.apply(state, rng.choice(s.legal_actions(state)))
    print(seed, hashlib.sha256(s.to_json(state).encode()).hexdigest())
print("content", s.load_content().hash)
"""


def _start(hash_seed: str) -> subprocess.Popen:
    env = dict(os.environ, PYTHONHASHSEED=hash_seed)
    return subprocess.Popen([sys.executable, "-c", GAME_SCRIPT], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _output(process: subprocess.Popen) -> str:
    out, err = process.communicate(timeout=120)
    assert process.returncode == 0, err
    return out


def test_the_same_seed_and_actions_give_the_same_game_in_any_process():
    # Two processes with different string hashing play the same games: the final states
    # (saved as JSON, log included) are byte for byte the same, and the same as here.
    started = [_start("0"), _start("2718281828")]
    first, second = (_output(p) for p in started)
    assert first == second
    assert first.count("\n") == 5
    here = io.StringIO()
    with contextlib.redirect_stdout(here):
        exec(GAME_SCRIPT, {})
    assert here.getvalue() == first


# ---- game records -----------------------------------------------------------------------

def test_a_game_record_round_trips_through_json():
    states, actions = random_game(11, "BBBB", "AB")
    record = record_of(11, "BBBB", "AB", None, states[0].content, actions)
    assert record.actions == tuple(str(a) for a in actions)
    assert record.content_hash == s.load_content().hash
    assert record.engine_version == s.__version__
    text = record.to_json()
    assert json.loads(text)["format"] == "seastead-record"
    assert GameRecord.from_json(text) == record


@pytest.mark.parametrize("text, where", [
    ("{", "not a readable game record"),
    ('{"format": "seastead-save"}', "not a Seastead game record"),
    ('{"format": "seastead-record", "seed": "3"}', "$.seed"),
    ('{"format": "seastead-record", "seed": 3, "sides": "AAAA", "specialists": "A", '
     '"content": "x", "engine": "0.1.0", "actions": ["dive", 4]}', "$.actions[1]"),
    ('{"format": "seastead-record", "seed": 3, "sides": "AAAA", "specialists": "A", '
     '"content": "x", "engine": "0.1.0", "actions": [], "decree": 5}', "$.decree"),
])
def test_a_damaged_game_record_raises_save_file_error(text, where):
    with pytest.raises(SaveFileError) as err:
        GameRecord.from_json(text)
    assert where in str(err.value)


@pytest.mark.parametrize("seed, sides, specialists, decree", [
    (3, "AAAA", "A", None), (8, "BBBB", "AB", None), (9, "ABBA", "AB", "Building Boom"),
])
def test_replay_rebuilds_every_state(seed, sides, specialists, decree):
    states, actions = random_game(seed, sides, specialists, decree)
    record = record_of(seed, sides, specialists, decree, states[0].content, actions)
    replayed = s.replay(GameRecord.from_json(record.to_json()))
    assert len(replayed) == len(states)
    for a, b in zip(states, replayed):
        assert a == b
        assert events(a) == events(b)
    assert s.score_sheet(replayed[-1]) == s.score_sheet(states[-1])


def test_an_edited_action_stops_the_replay_there_saying_why():
    states, actions = random_game(5)
    texts = [str(a) for a in actions]
    texts[6] = "build port at flotilla 9 location 9"
    record = record_of(5, "AAAA", "A", None, states[0].content, texts)
    with pytest.raises(ReplayError) as err:
        s.replay(record)
    e = err.value
    assert isinstance(e, RulesError)
    assert e.index == 6
    message = str(e)
    assert "action 7 'build port at flotilla 9 location 9' is not legal" in message
    assert f"the question was '{states[6].decision.prompt}'" in message
    assert all(str(a) in message for a in s.legal_actions(states[6]))
    assert "different content" not in message
    # The states replayed up to the illegal action are kept.
    assert e.states == tuple(states[:7])


def test_an_action_after_the_end_is_not_legal():
    states, actions = random_game(6)
    record = record_of(6, "AAAA", "A", None, states[0].content, list(actions) + ["dive"])
    with pytest.raises(ReplayError, match=rf"action {len(actions) + 1} 'dive' .*game is over"):
        s.replay(record)


def test_a_record_that_no_longer_fits_the_content_stops_at_the_first_illegal_action():
    # With one more dock tile the shuffles differ: some recorded answer names a dock
    # (or specialist) that is not on offer any more.
    other = s.load_content(extra=(("extra/more.sea", EXTRA_DOCK),))
    states, actions = random_game(4)
    record = record_of(4, "AAAA", "A", None, states[0].content, actions)
    with pytest.raises(ReplayError) as err:
        s.replay(record, other)
    e = err.value
    assert "(the record was made with different content)" in str(e)
    assert 0 <= e.index < len(actions)
    assert f"action {e.index + 1} '{actions[e.index]}' is not legal" in str(e)
    assert str(actions[e.index]) not in {str(a) for a in s.legal_actions(e.states[-1])}
    assert len(e.states) == e.index + 1


def test_a_record_whose_setup_cannot_be_made_says_so():
    record = GameRecord(1, "AAAA", "A", "Building Boom", s.load_content().hash, "0.1.0", ())
    with pytest.raises(ReplayError, match="recorded setup cannot be made.*B sides") as err:
        s.replay(record)
    assert err.value.index == -1 and err.value.states == ()


# ---- provenance: the action and the content line behind each event ----------------------

def test_the_log_names_the_action_and_content_line_of_each_event():
    states, actions = random_game(12, "ABBA", "AB")
    steps = states[-1].log.steps()
    assert steps[0][0] is None and [action for action, _ in steps[1:]] == list(actions)
    assert [e for _, events in steps for e in events] == list(states[-1].log.entries())
    for e in states[-1].log.entries():
        assert re.fullmatch(r"(content/[\w/]+\.sea:\d+|rulebook p\. \d+)", e.src), e.src
    # Effects from the content name their file and line.
    assert any(e.src.startswith("content/flotillas/") for e in states[-1].log.entries())


# ---- the command line --------------------------------------------------------------------

def seastead(*args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "seastead_rules.cli", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def final_score(output: str) -> str:
    assert "\nFinal score\n" in output, output[-2000:]
    return output.split("\nFinal score\n", 1)[1].split("game record saved", 1)[0].strip()


def test_play_save_then_replay_prints_the_same_game_and_score(tmp_path):
    path = tmp_path / "game.json"
    played = seastead("play", "--seed", "21", "--sides", "ABBA", "--specialists", "AB",
                      "--save", str(path))
    assert played.returncode == 0, played.stderr
    assert f"game record saved to {path}" in played.stdout
    record = GameRecord.from_json(path.read_text(encoding="utf-8"))
    assert (record.seed, record.sides, record.specialists) == (21, "ABBA", "AB")
    replayed = seastead("replay", str(path))
    assert replayed.returncode == 0, replayed.stderr
    assert final_score(replayed.stdout) == final_score(played.stdout)
    # The replay prints the game as it was played: every action and every log line.
    assert replayed.stdout == played.stdout.replace(f"game record saved to {path}\n", "")
    # And the API agrees with the command.
    states = s.replay(record)
    assert str(s.score_sheet(states[-1])) in replayed.stdout


def test_play_why_shows_the_content_line_under_each_action(tmp_path):
    path = tmp_path / "game.json"
    done = seastead("play", "--seed", "2", "--why", "--save", str(path))
    assert done.returncode == 0, done.stderr
    out = done.stdout.splitlines()
    assert re.search(r"\[content/flotillas/a_sides\.sea:\d+\]", done.stdout)
    assert re.search(r"\[content/dive_cards\.sea:\d+\]", done.stdout)
    # Each event line, with its content line, comes after the line of its action.
    record = GameRecord.from_json(path.read_text(encoding="utf-8"))
    states = s.replay(record)
    at = 0
    for action, events in states[-1].log.steps():
        for event in events:
            expected = f"  {event.text}   [{event.src}]"
            while out[at] != expected:
                at += 1              # IndexError here: the line is missing or out of order
            if action is not None:
                back = at - 1
                while out[back].startswith("  ") and " -> " not in out[back]:
                    back -= 1        # the action line above this action's events
                assert out[back].endswith(str(action)), (out[back], action)
            at += 1
    # Without --why the content lines are not shown.
    quiet = seastead("play", "--seed", "2")
    assert "[content/" not in quiet.stdout


def test_replay_of_an_edited_record_stops_and_says_which_action(tmp_path):
    states, actions = random_game(13)
    texts = [str(a) for a in actions]
    texts[3] = "take unicorn"
    path = tmp_path / "edited.json"
    path.write_text(record_of(13, "AAAA", "A", None, states[0].content, texts).to_json(),
                    encoding="utf-8")
    done = seastead("replay", str(path))
    assert done.returncode == 1
    assert "replay stopped: action 4 'take unicorn' is not legal" in done.stdout
    assert "Final score" not in done.stdout


def test_replay_of_a_file_that_is_not_a_record_fails_cleanly(tmp_path):
    path = tmp_path / "junk.json"
    path.write_text("not json at all", encoding="utf-8")
    done = seastead("replay", str(path))
    assert done.returncode == 2
    assert done.stderr.startswith("seastead: not a readable game record")
    assert "Traceback" not in done.stderr


# ---- the Game session object ----------------------------------------------------------------

def test_game_play_undo_redo_history_and_record():
    game = s.Game(seed=4, sides="ABBA", specialists="AB")
    start = game.state
    assert game.history == (start,) and not game.can_undo() and not game.can_redo()
    rng = random.Random(4)
    for _ in range(12):     # at random, but no card turned up at the end: undo stops there
        seen = [a for a in game.legal_actions() if not turns_up(game.state, s.apply(game.state, a))]
        game.play(rng.choice(seen or game.legal_actions()))
    assert len(game.history) == 13 and len(game.actions) == 12
    tenth, last = game.history[10], game.state
    game.undo()
    game.undo()
    assert game.state == tenth and len(game.history) == 11 and game.can_redo()
    assert game.redo() == game.history[11]
    assert game.redo() == last and not game.can_redo()
    # The record replays to the same history.
    record = game.record()
    assert record.actions == tuple(str(a) for a in game.actions)
    assert s.replay(record) == game.history
    again = s.Game.from_record(record)
    assert again.history == game.history and again.actions == game.actions
    assert again.undo() == game.history[-2]


def test_undo_then_a_different_action_clears_redo():
    game = s.Game(seed=9)
    first = [a for a in game.legal_actions() if str(a) != "dive"]    # a dive stops undo
    game.play(first[0])
    game.undo()
    assert game.can_redo()
    game.play(str(first[-1]))             # by its text
    assert not game.can_redo()
    with pytest.raises(RulesError, match="nothing to redo"):
        game.redo()
    assert game.actions == (first[-1],)


def test_game_refuses_illegal_actions_and_empty_undo():
    game = s.Game(seed=1)
    with pytest.raises(RulesError, match="nothing to undo"):
        game.undo()
    with pytest.raises(IllegalAction, match="'take unicorn' is not a legal action"):
        game.play("take unicorn")
    assert game.history == (game.state,)


def test_the_games_log_is_its_states_and_an_undo_drops_the_events_taken_back():
    game = s.Game(seed=6)
    rng = random.Random(6)
    while not game.is_over():
        game.play(rng.choice(game.legal_actions()))
    steps = game.state.log.steps()
    assert [action for action, _ in steps[1:]] == list(game.actions)
    game.undo()
    assert game.state.log.steps() == steps[:-1]


def test_a_solo_game_records_its_mode_and_replays():
    game = s.Game(seed=3, mode="solo")
    rng = random.Random(3)
    while not game.is_over():
        game.play(rng.choice(game.legal_actions()))
    record = GameRecord.from_json(game.record().to_json())
    assert record.mode == "solo"
    assert s.replay(record) == game.history
    assert s.Game.from_record(record).history == game.history
    loaded = s.from_json(s.to_json(game.history[len(game.history) // 2]))
    assert loaded == game.history[len(game.history) // 2]
