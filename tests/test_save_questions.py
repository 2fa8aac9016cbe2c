"""What a save file's JSON text may be: each key once in an object, arrays and objects
nested within a bound that the deepest effects the content language accepts fit in;
otherwise SaveFileError naming the path. See docs/saving.md ("Damaged files")."""

from __future__ import annotations

import functools
import json
import random

import pytest

import seastead_rules as s
from seastead_rules.errors import SaveFileError
from seastead_rules.save_json import MAX_DEPTH
from seastead_rules.saving import from_json, to_json
from seastead_rules.state import Ctx, Frame

# (mode, sides, specialists): two players with A sides, B sides with decrees, mixed
# sides, specialists A and B; solo with each specialist set.
GAMES = (("duel", "AAAA", "A"), ("duel", "BBBB", "AB"), ("duel", "ABBA", "AB"),
         ("duel", "ABAB", "AB"), ("solo", "AAAA", "A"), ("solo", "AAAA", "AB"))


def game(seed: int, mode: str, sides: str, specialists: str) -> tuple:
    """Every state of a random game, setup to end."""
    rng = random.Random(seed)
    state = s.new_game(seed, sides=sides, specialists=specialists, mode=mode)
    states = [state]
    while not s.is_over(state):
        state = s.apply(state, rng.choice(s.legal_actions(state)))
        states.append(state)
    return tuple(states)


@functools.lru_cache(maxsize=None)
def positions(games_per_mode: int = 1, first_seed: int = 500) -> tuple:
    """Every position of a few random games of each mode."""
    return tuple(state for n, setup in enumerate(GAMES) for k in range(games_per_mode)
                 for state in game(first_seed + 100 * k + n, *setup))


def waiting_on(kind: str, sides: str = "ABBA", mode: str = "duel"):
    """A position of a random game waiting on a question of `kind`."""
    for seed in range(100):
        for state in game(seed, mode, sides, "AB" if mode == "duel" else "A"):
            if state.decision is not None and state.decision.kind == kind:
                return state
    raise AssertionError(f"no game waits on {kind!r}")


def refused(doc) -> str:
    """The SaveFileError message for a document (or text) that must be refused."""
    text = doc if isinstance(doc, (str, bytes)) else json.dumps(doc)
    with pytest.raises(SaveFileError) as err:
        from_json(text)
    return str(err.value)


def top_of(doc) -> dict:
    return doc["state"]["stack"][-1]


# ---- types exact, numbers in range -------------------------------------------------

def test_a_list_nested_300_deep_where_a_bool_belongs_is_refused_with_a_clear_error():
    doc = json.loads(to_json(waiting_on("may")))
    nested = True
    for _ in range(300):
        nested = [nested]
    top_of(doc)["values"][0] = nested
    message = refused(doc)
    assert "values[0][0]" in message and f"nested more than {MAX_DEPTH} deep" in message


def test_the_deepest_effects_the_language_accepts_save_and_load():
    body = "take 1 kelp"
    for _ in range(31):                     # 32 levels of blocks: the most (lang/limits.py)
        body = f"choose {{ {body} }} or {{ take 1 fish }}"
    card = f'specialist "Deep Diver" set A type either points 1 {{ use {{ {body} }} }}'
    content = s.load_content(extra=[("extra/deep.sea", card)])
    state = s.new_game(3, content=content)
    state = state.replace(stack=(Frame(content.specialist["Deep Diver"].use, 0, Ctx(0)),)
                          + state.stack)
    assert from_json(to_json(state), content) == state


# ---- the JSON itself -----------------------------------------------------------------

def test_a_key_given_twice_is_refused_naming_it():
    text = to_json(waiting_on("turn"))
    assert refused(text.replace('"round":', '"round":2,"round":', 1)) == \
        "not a readable save file: $.state: the key 'round' is given twice"
    player = text.index('"@":"Player"')
    twice = text[:player] + '"cleanup":3,' + text[player:]
    assert "$.state.players[0]: the key 'cleanup' is given twice" in refused(twice)


def test_a_game_record_with_a_key_given_twice_is_refused():
    from seastead_rules.record import GameRecord, record_of
    text = record_of(5, "AAAA", "A", None, s.load_content(), ["dive"]).to_json()
    with pytest.raises(SaveFileError, match="the key 'seed' is given twice"):
        GameRecord.from_json(text.replace('"seed": 5', '"seed": 5, "seed": 6'))
