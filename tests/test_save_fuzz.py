"""Damaged saves and game records: saves of real games in every mode (two players with
A sides, B sides with decrees, specialists A and B, solo; at a turn, waiting on every
kind of question inside an effect, finished) are damaged at random (values deleted,
replaced, duplicated, moved, off by one, of another type, huge or deeply nested; the
text truncated or its bytes changed), and loaded. Every load either raises
SaveFileError or gives a state that keeps check_invariants, saves and loads again, and
plays on. Bounded for CI; `-m soak` runs the long version and prints the counts:

    .venv/bin/python -m pytest -m soak -s tests/test_save_fuzz.py

A failure names the seed of the damage: `damaged(seed)` rebuilds that file."""

from __future__ import annotations

import collections
import copy
import functools
import json
import random

import pytest

import seastead_rules as s
from seastead_rules.errors import RulesError, SaveFileError
from seastead_rules.saves.invariants import check_invariants
from seastead_rules.saves.record import GameRecord, record_of, replay
from seastead_rules.saves.saving import from_json, to_json

# (mode, sides, specialists) of the games the saves come from.
GAMES = (("duel", "AAAA", "A"), ("duel", "BBBB", "AB"), ("duel", "ABBA", "AB"),
         ("duel", "ABAB", "AB"), ("solo", "AAAA", "A"), ("solo", "AAAA", "AB"))
# The message of from_json's last guard: a check that failed on a damaged state with an
# unexpected exception instead of naming what is wrong (a bug, though the file is refused).
UNCHECKED = "the checks of a loaded state failed on it"


@functools.lru_cache(maxsize=None)
def corpus() -> tuple:
    """(label, save text) of states from real games: a few of each question kind, at a
    turn, and finished, in every mode; and (label, record text) of those games."""
    saves, records, kinds = [], [], collections.Counter()
    for n, (mode, sides, specialists) in enumerate(GAMES * 2):
        seed = 100 + n
        rng = random.Random(seed)
        state = s.new_game(seed, sides=sides, specialists=specialists, mode=mode)
        actions = []
        while not s.is_over(state):
            d = state.decision
            key = (mode, sides, d.kind)
            if kinds[key] < 2 and (d.kind != "turn" or rng.random() < 0.05):
                kinds[key] += 1
                saves.append((f"{mode} {sides} {specialists} seed {seed} {d.kind}",
                              to_json(state)))
            action = rng.choice(s.legal_actions(state))
            actions.append(action)
            state = s.apply(state, action)
        saves.append((f"{mode} {sides} {specialists} seed {seed} over", to_json(state)))
        record = record_of(seed, sides, specialists, None, state.content, actions, mode)
        records.append((f"record {mode} {sides} seed {seed}", record.to_json()))
    return tuple(saves), tuple(records)


# ---- damage ----------------------------------------------------------------------------

def _places(node, path=()):
    """Every (path, value) in a JSON document, containers included."""
    yield path, node
    items = node.items() if isinstance(node, dict) else \
        enumerate(node) if isinstance(node, list) else ()
    for key, value in items:
        yield from _places(value, path + (key,))


def _get(doc, path):
    for key in path:
        doc = doc[key]
    return doc


def _odd_value(rng: random.Random, doc, places):
    """Something to put where a value was."""
    choice = rng.randrange(12)
    if choice == 0:
        return rng.choice([-1, 0, 1, 2, 3, 5, 23, 24, 99, -100])
    if choice == 1:
        return rng.choice([10 ** 30, 2 ** 64, -(2 ** 63), 2 ** 64 - 1])
    if choice == 2:
        return rng.choice([0.5, -1.0, 1e308])
    if choice == 3:
        return rng.choice(["", "x", "kelp", "take kelp", "Founder", "Agent", "Atlantis"])
    if choice == 4:
        return rng.choice([True, False, None])
    if choice == 5:
        return rng.choice([[], [0], [1, 2, 3], [[0]], {}])
    if choice == 6:
        return {"@": rng.choice(["Player", "Decision", "Frame", "Ctx", "Take", "Log"])}
    if choice == 7:                  # a value from elsewhere in the document
        return copy.deepcopy(rng.choice(places)[1])
    if choice == 8:                  # nested (deeper: in _damage_text)
        value = 0
        for _ in range(rng.choice([2, 10, 50])):
            value = [value]
        return value
    return copy.deepcopy(rng.choice(places)[1])


def _damage_doc(rng: random.Random, doc) -> str:
    """One to three changes of values of the document, mostly inside the state."""
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        places = list(_places(doc))
        state = [p for p in places if p[0][:1] == ("state",) and len(p[0]) > 1]
        pool = state if state and rng.random() < 0.85 else places[1:]
        path, value = rng.choice(pool)
        parent, key = _get(doc, path[:-1]), path[-1]
        how = rng.randrange(8)
        if how == 0:                                      # delete
            del parent[key]
        elif how == 1 and type(value) is int:             # off by one
            parent[key] = value + rng.choice([-1, 1])
        elif how == 2 and isinstance(parent, list):       # duplicate
            parent.insert(key, copy.deepcopy(value))
        elif how == 3 and isinstance(parent, list) and len(parent) > 1:   # swap
            other = rng.randrange(len(parent))
            parent[key], parent[other] = parent[other], parent[key]
        elif how == 4:                                    # another type, same content
            parent[key] = str(value) if not isinstance(value, str) else \
                [value] if rng.random() < 0.5 else (int(value) if value.isdigit() else 7)
        else:
            parent[key] = _odd_value(rng, doc, places)
    return json.dumps(doc)


def _damage_text(rng: random.Random, text: str):
    """Damage to the text itself: truncated, bytes changed, nesting, huge numbers."""
    how = rng.randrange(5)
    if how == 0:
        return text[:rng.randrange(len(text))]
    if how == 1:
        data = bytearray(text.encode())
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(data))
            change = rng.randrange(3)
            if change == 0:
                data[i] = rng.randrange(256)
            elif change == 1:
                del data[i]
            else:
                data.insert(i, rng.randrange(256))
        return bytes(data)
    if how == 2:                     # a value nested deeply, or a flood of brackets
        depth = rng.choice([500, 900, 990, 5000, 100_000])
        if rng.random() < 0.3:
            return "[" * depth + text
        i = text.find(":", rng.randrange(len(text))) + 1
        return text[:i] + "[" * depth + "0" + "]" * depth + "," + text[i:] if i else text
    if how == 3:
        i = text.find(",", rng.randrange(len(text))) + 1
        return text[:i] + '"x":' + "9" * rng.choice([4301, 5000]) + "," + text[i:] if i else text
    i, j = sorted(rng.randrange(len(text)) for _ in range(2))
    return text[:j] + text[i:j] + text[j:]          # a stretch of text repeated


def damaged(seed: int, texts=None):
    """The damaged text of fuzz case `seed` (of the save corpus unless `texts`)."""
    rng = random.Random(seed)
    label, text = rng.choice(texts if texts is not None else corpus()[0])
    if rng.random() < 0.2:
        return label, _damage_text(rng, text)
    return label, _damage_doc(rng, json.loads(text))


# ---- what must hold --------------------------------------------------------------------

def _loaded_state_plays_on(state, seed: int) -> None:
    check_invariants(state)
    assert from_json(to_json(state), state.content) == state
    rng = random.Random(seed)
    for _ in range(8):
        if s.is_over(state):
            break
        state = s.apply(state, rng.choice(s.legal_actions(state)))
        check_invariants(state)


def fuzz_saves(cases: range, counts: collections.Counter) -> None:
    """Load every damaged save of `cases`; SaveFileError or a state that plays on."""
    for seed in cases:
        label, text = damaged(seed)
        try:
            state = from_json(text)
        except SaveFileError as err:
            assert UNCHECKED not in str(err), f"case {seed} ({label}): {err}"
            counts["saves refused"] += 1
            continue
        except Exception as err:                             # pragma: no cover - a bug
            raise AssertionError(f"case {seed} ({label}): {type(err).__name__}: {err}") \
                from err
        counts["saves accepted"] += 1
        try:
            _loaded_state_plays_on(state, seed)
        except Exception as err:                             # pragma: no cover - a bug
            raise AssertionError(f"case {seed} ({label}) loaded, then: "
                                 f"{type(err).__name__}: {err}") from err


def fuzz_records(cases: range, counts: collections.Counter) -> None:
    """Read every damaged game record of `cases`; SaveFileError, or a record that
    replays or stops with a RulesError (ReplayError)."""
    records = corpus()[1]
    for seed in cases:
        label, text = damaged(seed, records)
        try:
            record = GameRecord.from_json(text)
        except SaveFileError:
            counts["records refused"] += 1
            continue
        except Exception as err:                             # pragma: no cover - a bug
            raise AssertionError(f"record case {seed} ({label}): "
                                 f"{type(err).__name__}: {err}") from err
        counts["records accepted"] += 1
        try:
            replay(record)
        except RulesError:
            counts["records that stop replaying"] += 1


def test_damaged_saves_are_refused_or_load_a_state_that_plays_on():
    counts: collections.Counter = collections.Counter()
    fuzz_saves(range(250), counts)
    assert counts["saves refused"] and counts["saves accepted"], counts


def test_damaged_game_records_are_refused_or_replay():
    counts: collections.Counter = collections.Counter()
    fuzz_records(range(150), counts)
    assert counts["records refused"] and counts["records accepted"], counts


def test_the_corpus_has_saves_of_every_mode_and_many_kinds_of_question():
    labels = [label for label, _ in corpus()[0]]
    kinds = {label.rsplit(" ", 1)[1] for label in labels}
    assert {"turn", "over", "take", "ship", "dock", "specialist", "decree"} <= kinds, kinds
    assert len(kinds) >= 12, kinds
    for mode, sides, specialists in GAMES:
        assert any(label.startswith(f"{mode} {sides} {specialists} ") for label in labels)


@pytest.mark.soak
def test_long_fuzz_of_damaged_saves_and_records():
    counts: collections.Counter = collections.Counter()
    fuzz_saves(range(1_000, 21_000), counts)
    fuzz_records(range(1_000, 6_000), counts)
    print("\nsave fuzz:", dict(counts))
    assert counts["saves refused"] and counts["saves accepted"], counts
