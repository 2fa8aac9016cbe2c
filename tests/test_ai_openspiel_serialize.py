"""A serialized OpenSpiel state is plain text that is only parsed, never unpickled:
`game.deserialize_state` refuses a string carrying a pickle (its code never runs) and
any damaged string with SaveFileError, and gives back an equal state from any point of
a game: at a turn, inside an effect's question, in solo mode, at the end."""

from __future__ import annotations

import base64
import os
import pickle
import random
import zlib

import pytest

from seastead_rules import RulesError, SaveFileError

np = pytest.importorskip("numpy", reason="the 'ai' extra is not installed (numpy)")
pyspiel = pytest.importorskip("pyspiel", reason="the 'ai' extra is not installed (open_spiel)")
import seastead_rules.ai.openspiel  # noqa: E402, F401  (registers python_seastead)


def _played(params=None, moves=40, seed=1, until=None):
    """A state of a random game after `moves` decisions (or at the first one where
    `until(state)` holds)."""
    game = pyspiel.load_game("python_seastead", params or {})
    state = game.new_initial_state()
    rng = random.Random(seed)
    while state.is_chance_node():                       # the deal
        state.apply_action(rng.choice(state.legal_actions()))
    for _ in range(moves if until is None else 10_000):
        if state.is_terminal() or (until is not None and until(state)):
            break
        state.apply_action(rng.choice(state.legal_actions()))
    return game, state


def _same(a, b):
    assert b.history() == a.history()
    assert b.move_number() == a.move_number()
    assert b.game_state == a.game_state
    assert b.current_player() == a.current_player()
    assert b.legal_actions() == a.legal_actions()


def _signed(body: str) -> str:
    """A serialized state's text with a correct check line after `body`."""
    return f"{body}\ncrc32={zlib.crc32(body.encode()):08x}"


class _WritesAMarker:
    """Unpickling this creates a directory: proof that the string's code ran."""

    def __init__(self, path):
        self.path = path

    def __reduce__(self):
        return (os.mkdir, (self.path,))


def _pickle_payload(path) -> str:
    return base64.b64encode(pickle.dumps({"_held": _WritesAMarker(str(path))})).decode()


# ---- nothing is unpickled ----------------------------------------------------------------

def test_a_serialized_state_carrying_a_pickle_is_refused_and_its_code_never_runs(tmp_path):
    game, _ = _played(moves=0)
    marker = tmp_path / "the pickle ran"
    crafted = f"history=-1:3\nmove_number=1\n__dict__={_pickle_payload(marker)}"
    with pytest.raises(SaveFileError, match="pickle"):
        game.deserialize_state(crafted)
    assert not marker.exists()


def test_a_pickle_hidden_in_a_well_formed_serialized_state_is_never_read(tmp_path):
    game, state = _played(moves=3)
    marker = tmp_path / "the pickle ran"
    for extra in (f"__dict__={_pickle_payload(marker)}",
                  f"save={_pickle_payload(marker)}"):
        body = state.serialize().rsplit("\n", 1)[0] + "\n" + extra
        with pytest.raises(SaveFileError):
            game.deserialize_state(_signed(body))
    assert not marker.exists()


def test_a_serialized_state_is_plain_text_lines():
    _, state = _played(moves=5)
    text = state.serialize()
    assert all(line.isprintable() for line in text.split("\n"))
    keys = [line.partition("=")[0] for line in text.split("\n")]
    assert keys == ["format", "version", "game", "history", "crc32"]
    assert "__dict__" not in text


# ---- damaged strings -----------------------------------------------------------------------

def _texts():
    """Serialized states of each mode, at a turn, inside a question and resampled."""
    _, turn = _played(moves=30)
    _, asked = _played({"sides": "BBBB", "specialists": "AB"},
                       until=lambda s: s.game_state.decision.kind != "turn")
    _, solo = _played({"mode": "solo"}, moves=25)
    dealt = turn.resample_from_infostate(0, random.Random(3))
    return [turn.serialize(), asked.serialize(), solo.serialize(), dealt.serialize()]


def _damaged(text: str, rng: random.Random) -> str:
    how = rng.randrange(4)
    if how == 0:                                  # truncated
        return text[:rng.randrange(len(text))]
    if how == 1:                                  # a few characters changed
        chars = list(text)
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(len(chars))
            chars[i] = rng.choice([c for c in "0123456789:,=-\nabcxyz{}\"" if c != chars[i]])
        return "".join(chars)
    if how == 2:                                  # a piece cut out or repeated
        i, j = sorted(rng.sample(range(len(text)), 2))
        return text[:i] + text[j:] if rng.random() < 0.5 else text[:j] + text[i:]
    return "".join(chr(rng.randrange(1, 0x250)) for _ in range(rng.randrange(200)))


def test_damaged_serialized_states_are_refused_with_save_file_error():
    game_of = {}
    for params in ({}, {"sides": "BBBB", "specialists": "AB"}, {"mode": "solo"}):
        game_of[str(pyspiel.load_game("python_seastead", params))] = \
            pyspiel.load_game("python_seastead", params)
    rng = random.Random(2026)
    for text in _texts():
        game = game_of[text.split("\n")[2].removeprefix("game=")]
        for _ in range(60):
            bad = _damaged(text, rng)
            if bad == text:
                continue
            with pytest.raises(SaveFileError):
                game.deserialize_state(bad)


@pytest.mark.parametrize("text", ["", "\n", "garbage", "format=seastead-openspiel-state",
                                  "x" * 100_000, "\x00\xff\ud800"])
def test_strings_that_are_no_serialized_state_are_refused(text):
    game, _ = _played(moves=0)
    with pytest.raises(SaveFileError):
        game.deserialize_state(text)


def test_a_serialized_state_that_is_not_text_is_refused():
    game, state = _played(moves=2)
    with pytest.raises(SaveFileError, match="text"):
        game.deserialize_state(state.serialize().encode())


def test_a_history_with_an_illegal_action_is_refused_naming_the_entry():
    game, state = _played(moves=6)
    lines = state.serialize().split("\n")[:-1]
    entries = lines[3].removeprefix("history=").split(",")
    player = entries[4].split(":")[0]
    entries[4] = f"{player}:{game.num_distinct_actions() - 1}"
    lines[3] = "history=" + ",".join(entries)
    with pytest.raises(SaveFileError, match="history entry 5"):
        game.deserialize_state(_signed("\n".join(lines)))


def test_a_history_naming_the_wrong_player_is_refused():
    game, state = _played(moves=6)
    lines = state.serialize().split("\n")[:-1]
    entries = lines[3].removeprefix("history=").split(",")
    player, action = entries[2].split(":")
    entries[2] = f"{1 - int(player)}:{action}"
    lines[3] = "history=" + ",".join(entries)
    with pytest.raises(SaveFileError, match="history entry 3"):
        game.deserialize_state(_signed("\n".join(lines)))


def test_a_state_of_a_game_with_other_parameters_is_refused_naming_both():
    _, state = _played({"sides": "BBBB"}, moves=4)
    other = pyspiel.load_game("python_seastead", {"sides": "AAAA"})
    with pytest.raises(SaveFileError, match="sides=BBBB.*sides=AAAA"):
        other.deserialize_state(state.serialize())


def test_save_file_error_is_a_rules_error():
    game, _ = _played(moves=0)
    with pytest.raises(RulesError):
        game.deserialize_state("not a state")


# ---- round trips ---------------------------------------------------------------------------

def test_a_state_at_a_turn_comes_back_equal():
    game, state = _played(moves=40)
    _same(state, game.deserialize_state(state.serialize()))


def test_a_state_serialized_before_the_extra_parameter_existed_comes_back_equal():
    # Such a text names the game of the shipped content without `extra=`.
    game, state = _played()
    body = state.serialize().rpartition("\n")[0]
    assert ",extra=," in body
    _same(state, game.deserialize_state(_signed(body.replace("extra=,", ""))))


def test_a_state_inside_an_effects_question_comes_back_equal():
    game, state = _played({"sides": "BBBB", "specialists": "AB"},
                          until=lambda s: s.game_state.decision.kind not in ("turn",))
    assert state.game_state.decision.kind != "turn"
    assert any(type(item).__name__ == "Frame" for item in state.game_state.stack)
    again = game.deserialize_state(state.serialize())
    _same(state, again)
    assert again.information_state_string(0) == state.information_state_string(0)


def test_a_solo_state_comes_back_equal():
    game, state = _played({"mode": "solo"}, moves=30)
    assert game.num_players() == 1
    _same(state, game.deserialize_state(state.serialize()))


def test_the_chance_node_and_a_finished_game_come_back_equal():
    game, start = _played(moves=0)
    start = game.new_initial_state()
    again = game.deserialize_state(start.serialize())
    assert again.is_chance_node() and again.history() == []
    _, over = _played(moves=10_000)
    assert over.is_terminal()
    back = game.deserialize_state(over.serialize())
    _same(over, back)
    assert back.returns() == over.returns()


def test_a_resampled_state_comes_back_with_its_dealt_cards():
    game, state = _played(moves=20)
    dealt = state.resample_from_infostate(1, random.Random(4))
    assert dealt.game_state != state.game_state
    text = dealt.serialize()
    assert "\nsave=" in text
    back = game.deserialize_state(text)
    _same(dealt, back)
    back.apply_action(back.legal_actions()[0])          # and it plays on
