"""Loading damaged saves and game records: every one gives SaveFileError naming the
field, never another exception; a loaded state keeps every invariant check_invariants
checks; input is read only up to a size cap; loading is linear in the size of the file.
See docs/saving.md."""

from __future__ import annotations

import functools
import io
import json
import random
import subprocess
import sys
import time

import attrs
import pytest

import seastead_rules as s
from seastead_rules.engine.ops import ShipLeaves
from seastead_rules.errors import SaveFileError
from seastead_rules.model.names import LOCATIONS, board_index, flotilla_indices
from seastead_rules.model.state import Frame
from seastead_rules.saves.invariants import InvariantError, check_invariants
from seastead_rules.saves.record import GameRecord, record_of
from seastead_rules.saves.saving import MAX_SAVE_SIZE, from_json, to_json


@functools.lru_cache(maxsize=None)
def waiting_on(kind: str, sides: str = "ABBA", mode: str = "duel", after: int = 0):
    """A state of a random game waiting on a question of `kind`, after `after` actions."""
    for seed in range(60):
        rng = random.Random(seed)
        state = s.new_game(seed, sides=sides, specialists="AB" if mode == "duel" else "A",
                           mode=mode)
        for step in range(10_000):
            if s.is_over(state):
                break
            d = state.decision
            if step >= after and d is not None and d.kind == kind:
                return state
            state = s.apply(state, rng.choice(s.legal_actions(state)))
    raise AssertionError(f"no state waiting on {kind!r}")


def document(state) -> dict:
    return json.loads(to_json(state))


def refused(doc_or_text) -> str:
    """The SaveFileError message for a damaged document (or text)."""
    text = doc_or_text if isinstance(doc_or_text, (str, bytes)) else json.dumps(doc_or_text)
    with pytest.raises(SaveFileError) as err:
        from_json(text)
    return str(err.value)


# ---- 12: no exception but SaveFileError, and a bounded read ----------------------------

def test_a_boss_resources_entry_that_is_not_a_list_names_its_path():
    doc = document(waiting_on("turn", "AAAA", "solo", after=10))
    doc["state"]["boss_resources"][3] = 5
    assert "$.state.boss_resources[3]: expected a list" in refused(doc)


def test_a_game_record_nested_too_deeply_is_a_save_file_error():
    with pytest.raises(SaveFileError, match="not a readable game record"):
        GameRecord.from_json("[" * 100_000)


def test_a_game_record_with_an_integer_too_long_to_read_is_a_save_file_error():
    text = '{"format": "seastead-record", "seed": ' + "9" * 5000 + "}"
    with pytest.raises(SaveFileError, match="not a readable game record"):
        GameRecord.from_json(text)


def test_a_game_record_whose_fields_are_wrong_names_the_field():
    record = record_of(5, "AAAA", "A", None, s.load_content(), ["dive"])
    doc = json.loads(record.to_json())
    doc["actions"] = [["dive"]]
    with pytest.raises(SaveFileError, match=r"\$\.actions\[0\]"):
        GameRecord.from_json(json.dumps(doc))
    assert GameRecord.from_json(record.to_json().encode()) == record


class Endless(io.RawIOBase):
    """A file of zero bytes that never ends, like /dev/zero; counts what is read."""

    def __init__(self):
        self.read_so_far = 0

    def readable(self):
        return True

    def readinto(self, buffer):
        buffer[:] = bytes(len(buffer))
        self.read_so_far += len(buffer)
        return len(buffer)


def test_an_endless_file_is_read_only_up_to_the_size_cap():
    for load in (from_json, GameRecord.from_json):
        endless = Endless()
        with pytest.raises(SaveFileError, match="larger than"):
            load(endless)
        assert endless.read_so_far <= MAX_SAVE_SIZE + 1


def test_text_over_the_size_cap_is_refused_before_it_is_parsed():
    for load in (from_json, GameRecord.from_json):
        for huge in (" " * (MAX_SAVE_SIZE + 1), b" " * (MAX_SAVE_SIZE + 1)):
            with pytest.raises(SaveFileError, match="larger than"):
                load(huge)


def test_an_open_save_file_loads_like_its_text(tmp_path):
    state = waiting_on("take")
    path = tmp_path / "save.json"
    path.write_text(to_json(state), encoding="utf-8")
    with open(path, "rb") as binary, open(path, encoding="utf-8") as text:
        assert from_json(binary) == from_json(text) == state


# ---- 13: a loaded state keeps the invariants -------------------------------------------

def test_one_kelp_more_in_the_supply_than_exists_is_refused():
    doc = document(waiting_on("take"))
    doc["state"]["supply"][0] += 1
    message = refused(doc)
    assert "$.state.supply[0]" in message and "resource conservation" in message


def test_a_duplicated_dive_card_is_refused():
    doc = document(waiting_on("turn", after=6))
    deck = doc["state"]["dive_deck"]
    deck[0] = deck[1]
    message = refused(doc)
    assert "$.state.dive_deck" in message and "dive card conservation" in message


def test_a_set_aside_card_the_content_does_not_have_is_refused():
    doc = document(waiting_on("turn", "AAAA", "solo", after=10))
    doc["state"]["set_aside"] = ["Atlantis"]
    assert "$.state.set_aside[0]: unknown card str 'Atlantis'" in refused(doc)


def test_an_end_round_behind_the_current_round_is_refused():
    state = waiting_on("turn", "AAAA", after=12)
    assert state.round >= 2 and state.end_round == -1
    doc = document(state)
    doc["state"]["end_round"] = state.round - 1        # a game that would never end
    message = refused(doc)
    assert "$.state.end_round" in message and "the end round" in message


def test_the_end_round_is_this_round_or_the_next():
    state = waiting_on("turn", "AAAA", after=12)
    for end_round in (-1, state.round, state.round + 1):
        check_invariants(state.replace(end_round=end_round))
    for end_round in (state.round - 1, state.round + 2):
        with pytest.raises(InvariantError, match="the end round") as err:
            check_invariants(state.replace(end_round=end_round))
        assert err.value.field == "end_round"


def test_a_finished_game_ended_in_its_end_round():
    state = waiting_on("turn", "AAAA", after=12)
    rng = random.Random(1)
    while not s.is_over(state):
        state = s.apply(state, rng.choice(s.legal_actions(state)))
    check_invariants(state)
    with pytest.raises(InvariantError, match="the end round"):
        check_invariants(state.replace(end_round=state.round + 1))


def test_a_solo_end_round_is_the_turn_the_end_was_triggered_in():
    state = waiting_on("turn", "AAAA", "solo", after=10)
    check_invariants(state.replace(end_round=state.round))
    with pytest.raises(InvariantError, match="the solo end round"):
        check_invariants(state.replace(end_round=state.round + 1))
    doc = document(state)
    doc["state"]["end_round"] = state.round - 1
    assert "$.state.end_round" in refused(doc)


def _with_top(state, **changes):
    top = state.stack[-1]
    return state.replace(stack=state.stack[:-1] + (attrs.evolve(top, **changes),))


def test_drawn_decrees_that_are_not_a_list_break_an_invariant_not_the_checker():
    state = waiting_on("decree", "BBBB")
    broken = _with_top(state, values=(7,) + state.decision.values[1:])
    with pytest.raises(InvariantError, match="decree conservation"):
        check_invariants(broken)
    doc = document(state)
    doc["state"]["stack"][-1]["values"][0] = 7
    assert "$.state.stack" in refused(doc)


def test_check_invariants_names_a_decision_of_no_player_without_crashing():
    state = waiting_on("take")
    with pytest.raises(InvariantError, match="a decision asks a player"):
        check_invariants(_with_top(state, player=5))


def test_loading_and_checking_a_state_need_no_hypothesis():
    # The checks live in the core library; seastead_rules.testing re-exports them.
    import seastead_rules.testing as testing
    assert testing.check_invariants is check_invariants
    program = (
        "import sys; sys.modules['hypothesis'] = None\n"
        "import seastead_rules as s\n"
        "from seastead_rules.saves.invariants import check_invariants\n"
        "state = s.from_json(s.to_json(s.new_game(3)))\n"
        "check_invariants(state)\n"
        "assert 'seastead_rules.testing' not in sys.modules\n")
    subprocess.run([sys.executable, "-c", program], check=True, timeout=120)


# ---- 14: loading is linear in the size of the file ------------------------------------

def _many_answers(n: int) -> str:
    """A save waiting on a 'take' question with n answers (about 17 bytes each)."""
    state = waiting_on("take")
    doc = document(state)
    top = doc["state"]["stack"][-1]
    options, values = state.decision.options, state.decision.values
    top["options"] = [f"{options[i % len(options)]} #{i}" for i in range(n)]
    top["values"] = [values[i % len(values)] for i in range(n)]
    return json.dumps(doc)


def test_a_question_with_32000_answers_is_refused_in_linear_time():
    # Answering was checked by applying every answer, each looking its text up among
    # all the answers: 32,000 answers took 23 s. Now the engine's own question (a few
    # answers) is asked again and compared first. Generous for a slow machine.
    text = _many_answers(32_000)
    start = time.perf_counter()
    message = refused(text)
    elapsed = time.perf_counter() - start
    assert "the engine offers" in message
    assert elapsed < 2.0, f"{elapsed:.1f} s to refuse 32,000 answers"


# ---- found by the fuzz test (tests/test_save_fuzz.py) ----------------------------------

def test_setup_options_must_be_those_new_game_writes():
    state = waiting_on("take", "BBBB")
    for i, value, expected in ((0, 7, "$.state.options[0][1]: expected 'BBBB'"),
                               (3, "solo", "$.state.options[3][1]: expected 'duel'"),
                               (1, "C", "$.state.options[1][1]")):
        doc = document(state)
        doc["state"]["options"][i][1] = value
        assert expected in refused(doc)
    doc = document(state)
    doc["state"]["options"].append(["colour", "teal"])
    assert "$.state.options[4][0]" in refused(doc)


def test_a_ship_on_a_building_must_be_about_to_move_on():
    # Mid-build the ship at the new building's location moves on with a pending
    # ShipLeaves step; a save whose step names another location would leave it there.
    for seed in range(200):
        rng, state = random.Random(seed), s.new_game(seed)
        while not s.is_over(state):
            shared = [i for i in range(LOCATIONS)
                      if state.ships[i] != -1 and state.buildings[i] != -1]
            if shared:
                break
            state = s.apply(state, rng.choice(s.legal_actions(state)))
        if shared:
            break
    text = to_json(state).replace('{"@":"ShipLeaves","index":%d}' % shared[0],
                                  '{"@":"ShipLeaves","index":%d}' % ((shared[0] + 1) % LOCATIONS))
    assert text != to_json(state)
    message = refused(text)
    assert f"$.state.ships[{shared[0]}]" in message and "moving on" in message
    check_invariants(state)
    elsewhere = lambda op: ShipLeaves((op.index + 1) % LOCATIONS) if type(op) is ShipLeaves else op
    with pytest.raises(InvariantError, match="a ship on a building is moving on"):
        check_invariants(state.replace(stack=tuple(
            attrs.evolve(f, ops=tuple(map(elsewhere, f.ops))) if type(f) is Frame else f
            for f in state.stack)))


def test_a_dock_tile_is_chosen_for_the_port_just_built():
    state = waiting_on("dock")
    ctx = state.decision.ctx
    port = board_index(ctx.flotilla, ctx.location)
    empty = next(i for i in flotilla_indices(ctx.flotilla)
                 if state.buildings[i] == -1 and state.ships[i] == -1)
    doc = document(state)
    board = doc["state"]["buildings"]
    board[port], board[empty] = board[empty], board[port]     # the port is elsewhere
    message = refused(doc)
    assert f"$.state.stack[{len(state.stack) - 1}].ctx" in message
    assert "a dock tile is chosen for a port without one" in message
