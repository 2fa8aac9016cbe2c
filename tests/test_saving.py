"""Saving and loading states: round-trips over random reachable states (including those
waiting for an answer inside an effect), the format (tag, version, content hash, tagged
records, the log), and damaged files, each of which raises SaveFileError naming what is
wrong and where. See docs/saving.md."""

from __future__ import annotations

import functools
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reachable import mid_effect, play_on, play_random, reachable_states

import seastead_rules as s
from seastead_rules.errors import RulesError, SaveFileError
from seastead_rules.model.names import LOCATIONS
from seastead_rules.saves.saving import FORMAT, VERSION, from_json, to_json

# The number of examples comes from the hypothesis profile (tests/conftest.py): 25 by
# default; HYPOTHESIS_PROFILE=seastead-thorough searches deeper.
SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])


def events(state) -> list:
    return [(e.player, e.text, e.src) for e in state.log.entries()] if state.log else []


def assert_same(a, b) -> None:
    """Equal states with the same legal actions and the same log."""
    assert a == b
    assert s.legal_actions(a) == s.legal_actions(b)
    assert events(a) == events(b)


# ---- round-trips ---------------------------------------------------------------------

@SETTINGS
@given(reachable_states(), st.integers(0, 2**32 - 1))
def test_any_reachable_state_round_trips_and_plays_on_identically(state, choices):
    text = to_json(state)
    loaded = from_json(text, state.content)
    assert_same(loaded, state)
    assert loaded.seed == state.seed and loaded.rng == state.rng
    assert to_json(loaded) == text                      # the text is stable too
    # Continuing from both with the same choices gives the same future, state by state.
    ahead, loaded_ahead = play_on(state, random.Random(choices)), \
        play_on(loaded, random.Random(choices))
    assert len(ahead) == len(loaded_ahead)
    for a, b in zip(ahead, loaded_ahead):
        assert a == b
    assert events(ahead[-1]) == events(loaded_ahead[-1])
    assert to_json(ahead[-1]) == to_json(loaded_ahead[-1])


@SETTINGS
@given(reachable_states(mid_effect=True))
def test_states_waiting_inside_an_effect_round_trip(state):
    assert mid_effect(state), "the strategy must give states waiting on an effect's question"
    loaded = from_json(to_json(state), state.content)
    assert_same(loaded, state)
    assert loaded.decision == state.decision and loaded.stack == state.stack
    # Every answer leads to the same state from the original and from the loaded copy.
    for action in s.legal_actions(state):
        assert s.apply(loaded, action) == s.apply(state, action)


def test_every_kind_of_question_round_trips():
    # Random games reach many kinds of pending question; a few states of each kind
    # round-trip with their stack and their answers intact.
    kinds: dict = {}
    for seed in range(24):
        rng = random.Random(seed)
        state = s.new_game(seed, sides=("AAAA", "BBBB", "ABBA")[seed % 3],
                           specialists="AB" if seed % 2 else "A")
        while not s.is_over(state):
            state = s.apply(state, rng.choice(s.legal_actions(state)))
            kind = state.decision.kind if state.decision else "over"
            if len(kinds.setdefault(kind, [])) < 2:
                kinds[kind].append(state)
    assert {"turn", "over", "take", "may", "half", "specialist", "dock", "ship",
            "decree", "react"} <= set(kinds), sorted(kinds)
    assert len(kinds) >= 12, sorted(kinds)
    for kind, found in kinds.items():
        for state in found:
            loaded = from_json(to_json(state), state.content)
            assert_same(loaded, state)
            for action in s.legal_actions(state):
                assert s.apply(loaded, action) == s.apply(state, action), (kind, str(action))


def test_a_finished_game_round_trips_with_its_score():
    state = play_random(7, "ABBA", "AB", 10_000, random.Random(7))
    assert s.is_over(state)
    loaded = from_json(to_json(state))
    assert_same(loaded, state)
    assert s.score_sheet(loaded) == s.score_sheet(state)


def test_loaded_states_keep_one_log_link_per_change_of_state():
    # The log is saved one list of events per action, so the events an action caused
    # are still told apart after loading.
    state = play_random(3, "AAAA", "A", 40, random.Random(3))
    loaded = from_json(to_json(state))
    nxt = s.legal_actions(loaded)[0]
    after, loaded_after = s.apply(state, nxt), s.apply(loaded, nxt)
    assert loaded_after.log.events == after.log.events
    chunks = lambda log: [] if log is None else chunks(log.prev) + [log.events]  # noqa: E731
    assert chunks(loaded.log) == chunks(state.log)


# ---- the format ----------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def sample(kind: str = "take"):
    """A state of an A/B game with docks and specialists placed, waiting on `kind`."""
    for seed in range(40):
        rng = random.Random(seed)
        state = s.new_game(seed, sides="ABBA", specialists="AB")
        while not s.is_over(state):
            state = s.apply(state, rng.choice(s.legal_actions(state)))
            d = state.decision
            if d is not None and d.kind == kind and state.docks and \
                    any(p.specialists for p in state.players):
                return state
    raise AssertionError(f"no sample state waiting on a {kind!r} question")


def document(state=None) -> dict:
    return json.loads(to_json(state if state is not None else sample()))


def test_the_format_carries_its_tag_version_and_content_hash():
    state = sample()
    doc = document(state)
    assert list(doc) == ["format", "version", "content", "state", "log"]
    assert doc["format"] == FORMAT == "seastead-save"
    assert doc["version"] == VERSION
    assert doc["content"] == state.content.hash == s.load_content().hash
    # Records are objects tagged with their type; tuples are arrays.
    assert doc["state"]["@"] == "State"
    assert doc["state"]["players"][0]["@"] == "Player"
    assert doc["state"]["stack"][-1]["@"] == "Decision"
    assert doc["state"]["stack"][-1]["op"]["@"] == "PickResources"
    board = doc["state"]["buildings"]
    assert isinstance(board, list) and len(board) == LOCATIONS
    # Neither the content nor the log is inside the state; the log is one Log record
    # (a link of the chain, without `prev`) per change of state.
    assert "content" not in doc["state"] and "log" not in doc["state"]
    assert all(link["@"] == "Log" and "prev" not in link for link in doc["log"])
    assert doc["log"][0]["events"][0]["@"] == "Event"
    assert doc["log"][0]["events"][0]["src"].startswith("content/")
    assert sum(len(link["events"]) for link in doc["log"]) == len(state.log.entries())


def test_version_1_files_with_a_flat_log_still_load():
    state = sample()
    doc = document(state)
    doc["version"] = 1
    doc["log"] = [e for link in doc["log"] for e in link["events"]]
    loaded = from_json(json.dumps(doc))
    assert_same(loaded, state)


def test_text_and_bytes_both_load():
    text = to_json(sample())
    assert from_json(text.encode("utf-8")) == from_json(text) == sample()


# ---- damaged files -------------------------------------------------------------------

EXTRA_DOCK = """
dock "Test Jetty" scores fish {
    near-left shipyard 2; far-left academy 2; near-right shipyard 1; far-right academy 2
}
"""


def damaged(change):
    """The sample's save text after `change(doc)` (which may return replacement text)."""
    doc = document()
    out = change(doc)
    return out if isinstance(out, (str, bytes)) else json.dumps(doc)


def _set(path, value):
    def change(doc):
        target = doc
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return change


def _delete(path):
    def change(doc):
        target = doc
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]
    return change


def _top():
    return len(sample().stack) - 1


CASES = {
    "truncated": (lambda doc: to_json(sample())[:len(to_json(sample())) // 2],
                  ["not a readable save file"]),
    "empty": (lambda doc: "", ["not a readable save file"]),
    "not JSON": (lambda doc: "seed 3, round 4", ["not a readable save file"]),
    "bad UTF-8": (lambda doc: b'{"format": "\xff\xfe"}', ["not a readable save file"]),
    "nested too deeply": (lambda doc: "[" * 200_000, ["not a readable save file"]),
    "integer too long": (lambda doc: '{"format": "seastead-save", "version": 2, "rng": '
                         + "9" * 5000 + "}", ["not a readable save file"]),
    "JSON but not an object": (lambda doc: "[1, 2, 3]", ["not a Seastead save file"]),
    "wrong format tag": (_set(["format"], "chess-save"), ["not a Seastead save file", "$.format"]),
    "wrong version": (_set(["version"], 99), ["$.version", "99", "not supported"]),
    "version as text": (_set(["version"], "2"), ["$.version", "not supported"]),
    "version true": (_set(["version"], True), ["$.version", "not supported"]),
    "different content hash": (_set(["content"], "0123456789abcdef"),
                               ["different content", "0123456789abcdef"]),
    "missing state": (_delete(["state"]), ["$.state: missing"]),
    "missing log": (_delete(["log"]), ["$.log: missing"]),
    "unexpected top-level field": (_set(["comment"], "hi"), ["$: unexpected", "comment"]),
    "field of wrong type": (_set(["state", "players", 1, "ships_reserve"], "4"),
                            ["$.state.players[1].ships_reserve", "expected int", "'4'"]),
    "count out of range": (_set(["state", "players", 1, "ships_reserve"], 9),
                           ["$.state.players[1].ships_reserve", "from 0 to 4", "9"]),
    "bad ship value": (_set(["state", "ships", 3], 2), ["$.state.ships[3]", "ship owner", "2"]),
    "bad resource count": (_set(["state", "players", 1, "resources", 2], -1),
                           ["$.state.players[1].resources[2]", "-1"]),
    "resource of wrong type": (_set(["state", "players", 0, "resources", 1], "many"),
                               ["$.state.players[0].resources[1]", "'many'"]),
    "too few resources": (_set(["state", "players", 0, "resources"], [1, 2, 3]),
                          ["$.state.players[0].resources", "expected 4 entries"]),
    "bad building": (_set(["state", "buildings", 23], 6), ["$.state.buildings[23]", "6"]),
    "bad supply": (_set(["state", "supply", 0], -3), ["$.state.supply[0]"]),
    "a float": (_set(["state", "round"], 1.5), ["$.state.round", "expected an integer"]),
    "a bool for an int": (_set(["state", "round"], True), ["$.state.round", "expected int"]),
    "null for an int": (_set(["state", "current"], None), ["$.state.current", "expected int"]),
    "bad current player": (_set(["state", "current"], 2), ["$.state.current", "a player"]),
    "generator state out of range": (_set(["state", "rng"], -1), ["$.state.rng", "64-bit"]),
    "unknown record type": (_set(["state", "players", 0, "@"], "Wizard"),
                            ["$.state.players[0]", "unknown record type 'Wizard'"]),
    "untagged record": (_delete(["state", "players", 0, "@"]),
                        ["$.state.players[0]", "unknown record type None"]),
    "record of the wrong type": (_set(["state", "players", 0],
                                      {"@": "Event", "player": 0, "text": "", "src": ""}),
                                 ["$.state.players[0]", "expected a Player", "Event"]),
    "unexpected field": (_set(["state", "colour"], "teal"),
                         ["$.state", "unexpected field(s) colour in State"]),
    "missing field": (_delete(["state", "players", 1, "ships_reserve"]),
                      ["$.state.players[1].ships_reserve", "missing field of Player"]),
    "missing field with a default": (_delete(["state", "rng"]),
                                     ["$.state.rng", "missing field of State"]),
    "unknown card": (_set(["state", "dive_deck", 0], "Atlantis"),
                     ["$.state.dive_deck[0]", "unknown card", "Atlantis"]),
    "unknown side": (_set(["state", "sides", 2], "Nowhere"), ["$.state.sides[2]", "Nowhere"]),
    "demand not a permutation": (_set(["state", "demand"], [0, 0, 1, 2]),
                                 ["$.state.demand", "each resource once"]),
    "unknown specialist": (_set(["state", "players", 0, "specialists"], [["Nobody", True]]),
                           ["$.state.players[0].specialists[0]", "Nobody"]),
    "bad dock index": (_set(["state", "docks", 0, 2], 99), ["$.state.docks[0][2]", "99"]),
    "unknown dock": (_set(["state", "docks", 0, 0], "Nowhere Pier"),
                     ["$.state.docks[0][0]", "Nowhere Pier"]),
    "empty stack": (_set(["state", "stack"], []),
                    ["$.state.stack", "must be waiting on a decision"]),
    "not a stack item": (lambda doc: doc["state"]["stack"].insert(0, 7),
                         ["$.state.stack[0]", "expected a Frame or a Decision"]),
    "decision op replaced": (lambda doc: _set(["state", "stack", _top(), "op"], 5)(doc),
                             [f"$.state.stack[{_top()}].op", "found int 5"]),
    "decision context of wrong type": (
        lambda doc: _set(["state", "stack", _top(), "ctx"], [1])(doc),
        [f"$.state.stack[{_top()}].ctx", "expected Ctx"]),
    "decision for no player": (lambda doc: _set(["state", "stack", _top(), "player"], 3)(doc),
                               [f"$.state.stack[{_top()}].player"]),
    "decision values missing": (lambda doc: _set(["state", "stack", _top(), "values"], [])(doc),
                                [f"$.state.stack[{_top()}].values", "one per option"]),
    "decision value damaged": (
        lambda doc: _set(["state", "stack", _top(), "values", 0], 77)(doc),
        [f"$.state.stack[{_top()}].values[0]", "the engine offers", "found int 77"]),
    "decision op damaged": (
        lambda doc: _set(["state", "stack", _top(), "op", "allowed", 0], 9)(doc),
        [f"$.state.stack[{_top()}].op.allowed[0]", "a resource"]),
    "log not a list": (_set(["log"], 5), ["$.log", "expected a list"]),
    "log link not a Log": (_set(["log", 0], [1]), ["$.log[0]", "expected a Log record"]),
    "log entry not an event": (_set(["log", 0, "events", 0], {"@": "Player"}),
                               ["$.log[0].events[0]", "missing field of Player"]),
    "log event of wrong type": (_set(["log", 0, "events", 0, "player"], "blue"),
                                ["$.log[0].events[0].player", "expected int"]),
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_damaged_file_raises_save_file_error_naming_where(case):
    change, expected = CASES[case]
    with pytest.raises(SaveFileError) as err:
        from_json(damaged(change))
    assert isinstance(err.value, RulesError)
    message = str(err.value)
    for part in expected:
        assert part in message, f"{part!r} not in {message!r}"


def test_a_save_made_with_other_content_says_so():
    other = s.load_content(extra=(("extra/more.sea", EXTRA_DOCK),))
    assert other.hash != s.load_content().hash
    with pytest.raises(SaveFileError, match="different content"):
        from_json(to_json(sample()), other)
    # A state of the other content saves and loads with it, and not with the shipped one.
    state = s.new_game(5, content=other)
    assert from_json(to_json(state), other) == state
    with pytest.raises(SaveFileError, match="made with different content"):
        from_json(to_json(state))


def test_an_effect_the_content_does_not_have_is_refused():
    # Pending effects must be the content's own (a file cannot smuggle in new rules).
    state = sample("may")
    doc = document(state)
    top = len(state.stack) - 1
    doc["state"]["stack"][top]["op"] = {"@": "May", "body": [{"@": "Nothing", "src": ""}],
                                        "text": "do nothing", "src": "nowhere:1"}
    with pytest.raises(SaveFileError, match=rf"\$\.state\.stack\[{top}\]\.op: .*does not have"):
        from_json(json.dumps(doc))


# ---- random damage -------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def saved_texts() -> tuple:
    """Save texts of a few states: mid-effect, at a turn, finished."""
    picks = [sample("take"), sample("decree"), sample("ship"), sample("turn"),
             play_random(2, "BBBB", "AB", 10_000, random.Random(2))]
    return tuple(to_json(p) for p in picks)


def _valid(state) -> None:
    """A loaded state is valid: it saves and loads again, and play goes on to the end."""
    again = from_json(to_json(state), state.content)
    assert again == state
    assert s.is_over(state) or s.legal_actions(state)
    play_on(state, random.Random(0), limit=60)


corruption = st.lists(st.tuples(st.floats(0, 1, exclude_max=True),
                                st.sampled_from(["replace", "delete", "insert"]),
                                st.integers(0, 255)), min_size=1, max_size=4)


@SETTINGS
@given(st.integers(0, 4), corruption)
def test_random_byte_damage_raises_save_file_error_or_loads_a_valid_state(which, damage):
    data = bytearray(saved_texts()[which].encode("utf-8"))
    for where, how, byte in damage:
        i = int(where * len(data))
        if how == "replace":
            data[i] = byte
        elif how == "delete":
            del data[i]
        else:
            data.insert(i, byte)
    try:
        state = from_json(bytes(data))
    except SaveFileError:
        return
    _valid(state)


def _leaves(node, path=()):
    if isinstance(node, dict):
        for key, value in node.items():
            if key != "@":
                yield from _leaves(value, path + (key,))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _leaves(value, path + (i,))
    else:
        yield path


@SETTINGS
@given(st.integers(0, 4), st.data())
def test_random_value_damage_raises_save_file_error_or_loads_a_valid_state(which, data):
    # Replace a few values of the document (stack values more often) with others.
    doc = json.loads(saved_texts()[which])
    paths = list(_leaves(doc["state"]))
    stack = [p for p in paths if p[0] == "stack"]
    for _ in range(data.draw(st.integers(1, 3))):
        pool = stack if stack and data.draw(st.booleans()) else paths
        path = data.draw(st.sampled_from(pool))
        value = data.draw(st.one_of(st.integers(-2, 30), st.none(), st.booleans(),
                                    st.sampled_from(["x", "", "take kelp", "Agent"]),
                                    st.lists(st.integers(-1, 5), max_size=3)))
        _set(["state", *path], value)(doc)
    try:
        state = from_json(json.dumps(doc))
    except SaveFileError:
        return
    _valid(state)


# ---- docs/saving.md --------------------------------------------------------------------

def test_the_python_blocks_of_docs_saving_md_run(monkeypatch):
    # Every ```python block runs, in order, in one namespace from the top of the checkout;
    # a ```text block right after one is exactly what it prints.
    import contextlib
    import io
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    monkeypatch.chdir(root)
    blocks = re.findall(r"```(\w*)\n(.*?)```", (root / "docs" / "saving.md").read_text(), re.S)
    namespace: dict = {"__name__": "saving_md"}
    ran = 0
    for i, (lang, body) in enumerate(blocks):
        if lang != "python":
            continue
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(body, f"docs/saving.md block {i}", "exec"), namespace)
        ran += 1
        if i + 1 < len(blocks) and blocks[i + 1][0] == "text":
            assert out.getvalue() == blocks[i + 1][1], f"block {i} printed:\n{out.getvalue()}"
    assert ran >= 8
