"""The encodings for game-AI work: every legal action has its own index and comes back
from it, the mask is the legal set, and the observation tensor depends only on what the
player sees."""

from __future__ import annotations

import random
import subprocess
import sys

import attrs
import pytest

import seastead_rules as s
from seastead_rules.ai import encode
from seastead_rules.ai.action_space import ActionSpace

# Every mode of play: duel with A sides, B sides with their decrees, a mix of sides,
# both specialist sets, and solo.
MODES = (dict(), dict(sides="BBBB"), dict(sides="ABBA", specialists="AB"),
         dict(specialists="AB"), dict(mode="solo"),
         dict(sides="BBBB", specialists="AB", decree="Port Levy"))


def _positions(games_per_mode: int = 2, seed: int = 0):
    """Every state of seeded random games of every mode."""
    for mode in MODES:
        for g in range(games_per_mode):
            rng = random.Random(seed + g)
            state = s.new_game(seed=seed + g, **mode)
            while not s.is_over(state):
                yield state
                state = s.apply(state, rng.choice(s.legal_actions(state)))


def test_every_legal_action_has_its_own_index_in_range_and_comes_back_from_it():
    size = encode.num_distinct_actions()
    for state in _positions():
        actions = s.legal_actions(state)
        indices = encode.legal_action_indices(state)
        assert len(set(indices)) == len(actions), state.decision.kind
        for action, i in zip(actions, indices):
            assert 0 <= i < size
            assert encode.action_index(state, action) == i
            assert encode.action_from_index(state, i) == action


def test_the_legal_action_mask_is_the_legal_set():
    np = pytest.importorskip("numpy")
    for state in _positions(games_per_mode=1, seed=10):
        mask = encode.legal_action_mask(state)
        assert mask.dtype == np.bool_ and mask.shape == (encode.num_distinct_actions(),)
        assert sorted(np.flatnonzero(mask)) == sorted(encode.legal_action_indices(state))


def test_a_playout_position_has_the_same_indices_as_its_state():
    rng = random.Random(4)
    state = s.new_game(seed=4, specialists="AB")
    game = s.Playout(state)
    while not game.is_over():
        assert encode.legal_action_indices(game) == encode.legal_action_indices(state)
        action = rng.choice(game.legal_actions())
        game.apply(action)
        state = s.apply(state, action)


def test_an_answer_keeps_its_index_when_the_option_texts_change():
    # Indices come from what an answer means, not from the words shown for it.
    reworded = 0
    for state in _positions(games_per_mode=1, seed=20):
        d = state.decision
        if d.kind == "turn":
            continue
        texts = tuple(f"option {j}: {t.upper()}" for j, t in enumerate(d.options))
        other = state.replace(stack=state.stack[:-1] + (attrs.evolve(d, options=texts),))
        assert encode.legal_action_indices(other) == encode.legal_action_indices(state)
        reworded += 1
    assert reworded > 100


def test_the_same_content_gives_the_same_action_space():
    content = s.load_content()
    first, again = ActionSpace(content), ActionSpace(content)
    assert first.blocks == again.blocks and first.size == again.size
    assert encode.describe_action(0) == "dive" and encode.describe_action(1) == "pass"


def test_an_index_that_is_not_legal_now_is_refused_clearly():
    state = s.new_game(seed=1)
    legal = set(encode.legal_action_indices(state))
    illegal = next(i for i in range(encode.num_distinct_actions()) if i not in legal)
    with pytest.raises(s.IllegalAction, match="not legal now"):
        encode.action_from_index(state, illegal)
    for bad in (-1, encode.num_distinct_actions(), "3", True, 2.0, None):
        with pytest.raises(s.IllegalAction, match="action index"):
            encode.action_from_index(state, bad)
        with pytest.raises(s.IllegalAction, match="action index"):
            encode.describe_action(bad)
    with pytest.raises(s.IllegalAction):
        encode.action_index(state, s.Answer("yes"))


def test_a_numpy_integer_is_an_action_index():
    np = pytest.importorskip("numpy")
    state = s.new_game(seed=1)
    i = encode.legal_action_indices(state)[1]
    assert encode.action_from_index(state, np.int64(i)) == encode.action_from_index(state, i)
    assert encode.describe_action(np.int32(i)) == encode.describe_action(i)


@pytest.mark.parametrize("build, says", [
    (s.Build("port", 9, 9), "flotillas are 1 to 4, not 9"),
    (s.Build("port", -3, 2), "flotillas are 1 to 4, not -3"),
    (s.Build("port", 2, 6), "locations are 0 to 5, not 6"),
    (s.Build("port", 2, -1), "locations are 0 to 5, not -1"),
    (s.Build("castle", 1, 0), "kind is one of port, academy, shipyard"),
    (s.Build("port", 1, 0, using=("Nope",)), "'Nope' is not a specialist that cuts"),
    (s.Build("port", 1, 0, using=["Architect"]), "tuple of specialist names"),
])
def test_a_build_that_no_game_can_make_has_no_index(build, says):
    state = s.new_game(seed=1)
    with pytest.raises(s.IllegalAction, match=says):
        encode.action_index(state, build)
    with pytest.raises(s.IllegalAction, match=says):       # the action space itself too
        encode.action_space(state.content).index(state, build)


def test_a_build_with_a_number_that_is_not_an_int_has_no_index():
    state = s.new_game(seed=1)
    legal = next(a for a in s.legal_actions(state) if isinstance(a, s.Build))
    encode.action_index(state, legal)           # (an equal build is known to the space)
    with pytest.raises(s.IllegalAction, match="must be Python ints"):
        encode.action_index(state, s.Build(legal.kind, float(legal.flotilla), legal.location))


def test_an_action_that_is_not_legal_now_has_no_index_and_says_why():
    state = s.new_game(seed=1)
    legal = s.legal_actions(state)
    build = next(s.Build(k, f, loc) for k in ("port", "academy", "shipyard")
                 for f in range(1, 5) for loc in range(6)
                 if s.Build(k, f, loc) not in legal)
    with pytest.raises(s.IllegalAction, match=f"not legal now.*{s.why_not(state, build)}"):
        encode.action_index(state, build)
    with pytest.raises(s.IllegalAction, match="cannot pass"):
        encode.action_index(state, s.Pass())
    rng = random.Random(3)
    while state.decision.kind == "turn":                   # a question inside an effect
        state = s.apply(state, rng.choice(s.legal_actions(state)))
    for action in (s.Dive(), s.Pass(), legal[1]):
        with pytest.raises(s.IllegalAction, match="not legal now"):
            encode.action_index(state, action)


@pytest.mark.parametrize("thing", ["dive", 3, None, s.Answer(3)])
def test_something_that_is_not_an_action_has_no_index(thing):
    with pytest.raises(s.IllegalAction):
        encode.action_index(s.new_game(seed=1), thing)


def test_the_encodings_refuse_what_is_not_a_state_a_player_or_a_content_set():
    state = s.new_game(seed=1)
    for call in (lambda: encode.legal_action_indices("a game"),
                 lambda: encode.action_index(None, s.Dive()),
                 lambda: encode.observation_string(42, 0),
                 lambda: encode.observation_string(state, 2),
                 lambda: encode.information_state_string(state, True),
                 lambda: encode.num_distinct_actions("shipped"),
                 lambda: encode.observation_size(object())):
        with pytest.raises(s.RulesError, match="state must be|player must be|content must be"):
            call()


def test_the_observation_tensor_refuses_an_out_array_it_cannot_fill():
    np = pytest.importorskip("numpy")
    state, size = s.new_game(seed=1), encode.observation_size()
    read_only = np.zeros(size, np.float32)
    read_only.flags.writeable = False
    for out in (np.zeros(10, np.float32), np.zeros((size, 1), np.float32),
                np.zeros(size + 1, np.float32), np.zeros(size, np.float64),
                np.zeros(size, np.int8), read_only, [0.0] * size):
        with pytest.raises(s.RulesError, match=r"out must be a writable numpy float32 array "
                                               rf"of shape \({size},\)"):
            encode.observation_tensor(state, 0, out=out)
    with pytest.raises(s.RulesError, match="player must be"):
        encode.observation_tensor(state, 5)
    good = np.ones(size, np.float32)
    assert encode.observation_tensor(state, 0, out=good) is good
    assert np.array_equal(good, encode.observation_tensor(state, 0))


def test_the_observation_tensor_has_a_fixed_shape_and_values_from_0_to_1():
    np = pytest.importorskip("numpy")
    size = encode.observation_size()
    for state in _positions(games_per_mode=1, seed=30):
        for player in (0, 1):
            x = encode.observation_tensor(state, player)
            assert x.dtype == np.float32 and x.shape == (size,)
            assert 0.0 <= x.min() and x.max() <= 1.0


def test_a_state_and_its_observation_give_the_same_tensor():
    pytest.importorskip("numpy")
    for state in _positions(games_per_mode=1, seed=40):
        for player in (0, 1):
            seen = s.observation(state, player)
            assert (encode.observation_tensor(state, player)
                    == encode.observation_tensor(seen, player)).all()


def test_states_that_differ_only_in_hidden_orders_look_the_same():
    pytest.importorskip("numpy")
    rng = random.Random(5)
    for state in _positions(games_per_mode=1, seed=50):
        shuffled = state.replace(
            specialist_deck=rng.sample(state.specialist_deck, len(state.specialist_deck)),
            dock_deck=rng.sample(state.dock_deck, len(state.dock_deck)),
            decree_deck=rng.sample(state.decree_deck, len(state.decree_deck)),
            seed=rng.getrandbits(32), rng=rng.getrandbits(32))
        for player in (0, 1):
            assert (encode.observation_tensor(shuffled, player)
                    == encode.observation_tensor(state, player)).all()
            assert (encode.observation_string(shuffled, player)
                    == encode.observation_string(state, player))


def test_the_other_players_options_do_not_show_in_the_tensor():
    pytest.importorskip("numpy")
    for state in _positions(games_per_mode=1, seed=60):
        d = state.decision
        if len(d.options) < 2 or state.solo:
            continue
        fewer = state.replace(stack=state.stack[:-1] + (attrs.evolve(
            d, options=d.options[:1], values=d.values[:1]),))
        other = 1 - d.player
        assert (encode.observation_tensor(fewer, other)
                == encode.observation_tensor(state, other)).all()


def test_the_decrees_the_other_player_drew_do_not_show_to_them():
    pytest.importorskip("numpy")
    state = next(x for x in _positions(games_per_mode=3, seed=70)
                 if x.decision.kind == "decree" and len(x.decree_deck) >= 2)
    d = state.decision
    a, b = d.values[0]
    c, e = state.decree_deck[:2]        # two other decrees drawn instead
    other_draw = state.replace(decree_deck=(a, b) + state.decree_deck[2:], stack=(
        state.stack[:-1] + (attrs.evolve(d, options=(f"decree {c}", f"decree {e}"),
                                         values=((c, e), (e, c))),)))
    watcher = 1 - d.player
    for look in (encode.observation_string, encode.information_state_string):
        assert look(other_draw, watcher) == look(state, watcher)
        assert look(other_draw, d.player) != look(state, d.player)
    assert (encode.observation_tensor(other_draw, watcher)
            == encode.observation_tensor(state, watcher)).all()


def test_the_tensor_layout_sections_fill_the_tensor():
    layout = encode.tensor_layout(s.load_content())
    assert sum(size for _, size, _ in layout.sections) == layout.size
    assert layout.size == encode.observation_size()


def test_the_information_state_string_lists_the_actions_played():
    rng = random.Random(2)
    state, played = s.new_game(seed=2), []
    for _ in range(6):
        played.append(rng.choice(s.legal_actions(state)))
        state = s.apply(state, played[-1])
    text = encode.information_state_string(state, 0)
    assert text.startswith("actions: " + " ".join(repr(str(a)) for a in played) + "\n")


def test_importing_the_ai_package_and_its_action_space_imports_no_optional_library():
    code = ("import sys, seastead_rules.ai, seastead_rules.ai.encode, "
            "seastead_rules.ai.action_space\n"
            "print(sorted(m for m in ('numpy', 'pyspiel', 'pettingzoo', 'gymnasium') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


def _table(text: str, header: str) -> list:
    """The rows of the markdown table under `header`, as lists of cells."""
    lines = text.split(header, 1)[1].splitlines()[2:]
    rows = []
    for line in lines:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip("|").split("|")])
    return rows


def test_the_docs_tables_list_the_action_blocks_and_tensor_sections_in_order():
    from pathlib import Path
    text = (Path(__file__).resolve().parent.parent / "docs/ai.md").read_text("utf-8")
    space = encode.action_space(s.load_content())
    rows = _table(text, "| block | an index stands for | size | shipped content |")
    assert [r[0] for r in rows] == [name for name, _ in space.blocks]
    for (name, size), row in zip(space.blocks, rows):
        first = space.start[name]
        assert row[3] == ("none" if size == 0 else str(first) if size == 1
                          else f"{first}-{first + size - 1}"), name
    layout = encode.tensor_layout(s.load_content())
    rows = _table(text, "| section | size | offset | what it holds |")
    assert [r[0] for r in rows] == [name for name, _, _ in layout.sections]
    assert [int(r[2]) for r in rows] == [layout.offset[name] for name, _, _ in layout.sections]


def test_the_environments_part_by_part_tensors_equal_the_tensor_of_each_state():
    # The environments write only the parts that changed since a player's last look.
    pytest.importorskip("numpy")
    from seastead_rules.ai.writer import TensorWriter
    layout = encode.tensor_layout(s.load_content())
    for mode in MODES:
        rng = random.Random(7)
        state = s.new_game(seed=7, **mode)
        game, writers = s.Playout(state), (TensorWriter(layout, 0), TensorWriter(layout, 1))
        while not game.is_over():
            player = rng.randrange(2)
            assert (writers[player].tensor(game.position)
                    == encode.observation_tensor(state, player)).all()
            action = rng.choice(game.legal_actions())
            game.apply(action)
            state = s.apply(state, action)


def test_a_tensor_writer_carried_into_the_next_game_still_gives_each_states_tensor():
    # The environments keep their writers from one game to the next (any mode).
    pytest.importorskip("numpy")
    from seastead_rules.ai.writer import TensorWriter
    layout = encode.tensor_layout(s.load_content())
    writers = (TensorWriter(layout, 0), TensorWriter(layout, 1))
    for seed, mode in enumerate(MODES):
        rng = random.Random(seed)
        state = s.new_game(seed=seed, **mode)
        game = s.Playout(state)
        while not game.is_over():
            player = max(game.to_move, 0)
            assert (writers[player].tensor(game.position)
                    == encode.observation_tensor(state, player)).all()
            action = rng.choice(game.legal_actions())
            game.apply(action)
            state = s.apply(state, action)
