"""What a save may say: its pending question is exactly the one the engine asks in that
position (asked again and compared), its numbers are in range and of the exact type,
and its JSON gives each key once and nests within a bound. Every position of random
games in every mode reloads; any change to a saved question is refused, naming the
field. See docs/saving.md ("Damaged files")."""

from __future__ import annotations

import functools
import json
import random

import cards_support
import pytest
from support import at_turn

import seastead_rules as s
from seastead_rules.engine.ops import SoloStart, TurnOp
from seastead_rules.engine.reask import REASKS
from seastead_rules.engine.run import RESUMERS
from seastead_rules.errors import SaveFileError
from seastead_rules.kernel.reading import MAX_DEPTH
from seastead_rules.model import effects as fx
from seastead_rules.model.state import Ctx, Frame
from seastead_rules.saves.saving import from_json, to_json

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
@functools.lru_cache(maxsize=1)
def _card_positions() -> list:
    return cards_support.positions(range(3))


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


# ---- the question is the engine's ------------------------------------------------------

def test_a_may_question_with_fifty_extra_options_is_refused():
    doc = json.loads(to_json(waiting_on("may")))
    top_of(doc)["options"] += [f"yes, really {i}" for i in range(50)]
    top_of(doc)["values"] += [True] * 50
    where = f"$.state.stack[{len(doc['state']['stack']) - 1}].options"
    assert f"{where}: the engine offers 2 answers here (yes; no), found 52" in refused(doc)


def test_an_option_whose_text_is_changed_is_refused():
    doc = json.loads(to_json(waiting_on("may")))
    top_of(doc)["options"][0] = "launch the rockets"
    assert "options[0]: the engine offers 'yes' here, found 'launch the rockets'" \
        in refused(doc)


def test_a_value_of_another_type_than_the_engines_is_refused():
    doc = json.loads(to_json(waiting_on("may")))
    top_of(doc)["values"][0] = 1            # True == 1 in Python, but not the same answer
    assert "values[0]: the engine offers bool True here, found int 1" in refused(doc)


def test_a_question_the_engine_does_not_ask_at_all_is_refused():
    state = waiting_on("take")
    doc = json.loads(to_json(state))
    top_of(doc)["op"] = json.loads(to_json(waiting_on("may")))["state"]["stack"][-1]["op"]
    assert f"$.state.stack[{len(state.stack) - 1}]" in refused(doc)


def test_the_solo_start_question_in_a_two_player_game_is_refused():
    state = s.new_game(4)
    card = next(c.name for c in state.content.dive_cards if c.halves[0] != c.halves[1])
    state = at_turn(state, {"stack": (Frame((TurnOp(),), 0, Ctx(state.current)),
                                      Frame((SoloStart(card),), 0, Ctx(0)))})
    assert state.decision.kind == "half" and type(state.decision.op) is SoloStart
    assert "the engine asks no 'half' question here" in refused(to_json(state))


def test_every_op_a_question_waits_on_can_be_asked_again():
    assert set(RESUMERS) <= set(REASKS)


def test_every_position_of_random_games_in_every_mode_reloads():
    for state in positions():
        assert from_json(to_json(state), state.content) == state


def _changes(question: dict):
    """Ways to change a saved question: (what, change of the question in place)."""
    options, values = question["options"], question["values"]

    def other(value):
        if type(value) is bool:
            return not value
        if type(value) is int:
            return value + 100
        if type(value) is str:
            return value + "x"
        return [value, 0]

    yield "an option's text", lambda q: q["options"].__setitem__(0, "launch the rockets")
    yield "an option added", lambda q: (q["options"].append("one more"),
                                        q["values"].append(values[0]))
    if len(options) > 1:
        yield "an option removed", lambda q: (q["options"].pop(), q["values"].pop())
    yield "a value", lambda q: q["values"].__setitem__(0, other(values[0]))


def reloads_and_refuses_any_change(state, content=None) -> None:
    """`state` reloads; each change of its question is refused."""
    content = content or state.content
    text = to_json(state)
    assert from_json(text, content) == state
    if not state.decision.options:       # a turn question with no specialist to use first
        return
    for what, change in _changes(json.loads(text)["state"]["stack"][-1]):
        doc = json.loads(text)
        change(top_of(doc))
        with pytest.raises(SaveFileError, match=r"\$\.state") as err:
            from_json(json.dumps(doc), content)
        assert "the checks of a loaded state failed" not in str(err.value), what


def _asked(kind):
    """A few positions waiting on a question asked by an op of `kind`; of every way it
    is asked (a pick of one type from a dive card; a dive in solo). Questions that only
    newer cards ask come from games with the example cards (examples/cards/)."""
    found = [st for st in positions(4, 700)
             if st.decision is not None and type(st.decision.op) is kind]
    if not found:
        found = [st for st in _card_positions()
                 if st.decision is not None and type(st.decision.op) is kind]
    return found[:4] + [st for st in found if getattr(st.decision.op, "identical", 0)][:2] + \
        [st for st in found if st.solo][:2]


@pytest.mark.parametrize("kind", [k for k in REASKS if k is not fx.Choose],
                         ids=lambda k: k.__name__)
def test_each_kind_of_question_reloads_and_any_change_to_it_is_refused(kind):
    found = _asked(kind)
    assert found, f"no game waits on a {kind.__name__} question"
    for state in found:
        reloads_and_refuses_any_change(state)


def test_a_choose_question_reloads_and_any_change_to_it_is_refused():
    # (the shipped content has no `choose`: a card of a designer's)
    content = s.load_content(extra=[("extra/fork.sea", 'specialist "Forker" set A type '
                                     'either points 1 { use { choose { take 1 kelp } or '
                                     '{ take 1 fish } or { cleanup 1 } } }')])
    state = s.new_game(3, content=content)
    choose = content.specialist["Forker"].use
    # Used at the start of a turn: the choice is asked, the turn question waits below.
    state = at_turn(state, {"stack": (Frame((TurnOp(),), 0, Ctx(state.current)),
                                      Frame(choose, 0, Ctx(state.current)))})
    assert state.decision.kind == "choose" and len(state.decision.options) == 3
    reloads_and_refuses_any_change(state, content)


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


def test_a_content_effect_with_a_bool_where_the_content_has_an_int_is_refused():
    state = waiting_on("move", "BBBB")
    doc = json.loads(to_json(state))
    op = top_of(doc)["op"]
    assert op["@"] == "MoveBuilding" and op["kinds"] == [1, 2]
    op["kinds"] = [True, 2]
    assert "expected an effect of this content" in refused(doc)


def test_a_round_of_4000_digits_is_refused_where_it_is_read():
    doc = json.loads(to_json(waiting_on("turn")))
    doc["state"]["round"] = 10 ** 3999
    assert "$.state.round: expected a number of at most 64 bits, found one of 13285 bits " \
           "(4000 digits)" in refused(doc)


def test_a_seed_of_more_than_64_bits_is_refused():
    doc = json.loads(to_json(waiting_on("turn")))
    doc["state"]["seed"] = 2 ** 64 + 5
    assert "$.state.seed: expected a number of at most 64 bits" in refused(doc)


def test_a_round_far_beyond_what_the_position_has_played_is_refused():
    state = next(st for st in positions() if st.round == 3 and not st.solo)
    assert from_json(to_json(state)) == state
    doc = json.loads(to_json(state))
    doc["state"]["round"] = 40
    assert "$.state.round: expected a round from 1 to" in refused(doc)


def test_the_last_round_of_every_game_is_within_the_bound():
    # The bound must never refuse a real position: the longest games too.
    for n, setup in enumerate(GAMES * 5):
        final = game(900 + n, *setup)[-1]
        assert from_json(to_json(final), final.content) == final


def test_columns_beyond_a_player_board_are_refused():
    doc = json.loads(to_json(waiting_on("turn")))
    doc["state"]["players"][0]["columns"] = 5
    assert "$.state.players[0].columns: expected a count from 0 to 4" in refused(doc)


def test_a_log_line_of_no_player_is_refused():
    doc = json.loads(to_json(waiting_on("turn")))
    doc["log"][0]["events"][0]["player"] = 7
    assert "$.log[0].events[0].player" in refused(doc)


def test_a_log_link_made_by_something_that_is_no_action_is_refused():
    doc = json.loads(to_json(positions()[5]))
    assert doc["log"][1]["action"]["@"] in ("Dive", "Build", "Answer", "Pass")
    doc["log"][1]["action"] = 7
    assert "$.log[1].action: expected an action or null, found int 7" in refused(doc)


def test_a_repeat_with_more_runs_left_than_its_card_allows_is_refused():
    state = next(st for st in positions() if st.decision is not None
                 and type(st.decision.op).__name__ == "RepeatMore")
    where = f"$.state.stack[{len(state.stack) - 1}].op"
    doc = json.loads(to_json(state))
    top_of(doc)["op"]["left"] = 50
    assert f"{where}.left: expected a number of runs left from 0 to" in refused(doc)
    doc = json.loads(to_json(state))
    top_of(doc)["op"]["text"] = "launch the rockets"
    assert f"{where}.text" in refused(doc)


def test_a_window_of_no_kind_is_refused():
    state = next(st for st in positions() if any(
        type(item) is Frame and any(type(op).__name__ == "Window" for op in item.ops[item.pc:])
        for item in st.stack))
    text = to_json(state)
    damaged = text.replace('{"@":"Window","kind":"dive"}', '{"@":"Window","kind":"swim"}') \
        .replace('{"@":"Window","kind":"build"}', '{"@":"Window","kind":"swim"}')
    assert damaged != text
    assert "kind: expected 'dive' or 'build', found str 'swim'" in refused(damaged)


# ---- the JSON itself -----------------------------------------------------------------

def test_a_key_given_twice_is_refused_naming_it():
    text = to_json(waiting_on("turn"))
    assert refused(text.replace('"round":', '"round":2,"round":', 1)) == \
        "not a readable save file: $.state: the key 'round' is given twice"
    player = text.index('"@":"Player"')
    twice = text[:player] + '"cleanup":3,' + text[player:]
    assert "$.state.players[0]: the key 'cleanup' is given twice" in refused(twice)


def test_a_game_record_with_a_key_given_twice_is_refused():
    from seastead_rules.saves.record import GameRecord, record_of
    text = record_of(5, "AAAA", "A", None, s.load_content(), ["dive"]).to_json()
    with pytest.raises(SaveFileError, match="the key 'seed' is given twice"):
        GameRecord.from_json(text.replace('"seed": 5', '"seed": 5, "seed": 6'))


@pytest.mark.soak
def test_long_every_position_of_many_games_reloads_and_any_change_is_refused():
    for state in positions(10, 2000):
        if state.decision is None:
            assert from_json(to_json(state), state.content) == state
        else:
            reloads_and_refuses_any_change(state)
