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

import pytest

import seastead_rules as s
from seastead_rules.checks import InvariantError, check_invariants
from seastead_rules.errors import SaveFileError
from seastead_rules.record import GameRecord, record_of
from seastead_rules.saving import MAX_SAVE_SIZE, from_json, to_json


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
