"""The encodings for game-AI work with the example cards (examples/cards/): every
question the card language adds has its own block of action indices, indexed by what
an answer means, and the observation tensor shows what a player sees of the points
track, the counters, the kept cards, the deck cards they know, the cards in the open and
the cards face up in the salvage row."""

from __future__ import annotations

import functools
import random

import pytest
from cards_support import CARDS, FILES, card_content, card_game, positions, random_game

import seastead_rules as s
from seastead_rules.ai import encode

# The questions of the card language, each with a block of its own (a build asked
# inside an effect has the index of the same build on a turn).
NEW_KINDS = {"give", "card", "order", "build", "move ship", "swap buildings"}


@functools.lru_cache(maxsize=None)
def _positions():
    return tuple(positions(range(2)))


def _meaning(d, action):
    """What an action means, whatever its text: the action itself on a turn, else the
    kind of question and the answer's value (for a specialist, also whether the
    question offers 'done': taking a card and using one are different blocks)."""
    if d.kind == "turn":
        return action
    value = d.values[d.options.index(action.text)]
    if d.kind == "build":
        return value
    if d.kind == "decree":          # (the decree chosen; the other goes under the deck)
        return d.kind, value[0]
    return d.kind, value, None in d.values


def test_every_legal_action_with_the_example_cards_has_its_own_index_and_comes_back():
    asked = set()
    for state in _positions():
        d = state.decision
        if d is None:
            continue
        space = encode.action_space(state.content)
        actions = s.legal_actions(state)
        indices = encode.legal_action_indices(state)
        assert len(set(indices)) == len(actions), d.kind
        assert all(0 <= i < space.size for i in indices)
        # (on a turn, a few of its many builds: each comes back in the same way)
        some = range(len(actions)) if d.kind != "turn" else {0, len(actions) // 2, -1}
        for j in some:
            assert encode.action_from_index(state, indices[j]) == actions[j]
        if d.kind in NEW_KINDS:
            asked.add(d.kind)
            other = space.start["other"]
            assert not [i for i in indices if other <= i], d.kind
    assert asked == NEW_KINDS


def test_the_same_answer_has_the_same_index_in_every_position_with_the_example_cards():
    index = {}
    for state in _positions():
        d = state.decision
        if d is None:
            continue
        for action, i in zip(s.legal_actions(state), encode.legal_action_indices(state)):
            key = (state.content.hash, _meaning(d, action))
            assert index.setdefault(key, i) == i, key
    meanings = {}
    for (content, meaning), i in index.items():       # and different answers, others
        assert meanings.setdefault((content, i), meaning) == meaning, i


def test_a_build_asked_inside_an_effect_has_the_index_of_the_same_build_on_a_turn():
    state = next(x for x in _positions() if x.decision is not None
                 and x.decision.kind == "build")
    space = encode.action_space(state.content)
    for action, i in zip(s.legal_actions(state), encode.legal_action_indices(state)):
        build = state.decision.values[state.decision.options.index(action.text)]
        assert i == space.build_index(build)
        assert encode.describe_action(i, state.content) == f"build {str(build)[6:]}"


@pytest.mark.parametrize("name, block, size", [
    ("02_trade_winds.sea", "give", 4), ("11_16_the_drift.sea", "card", 20),
    ("11_16_the_drift.sea", "order", 20), ("25_pilot.sea", "move ship", 576),
    ("24_turncoat.sea", "swap buildings", 576)])
def test_a_content_set_has_a_block_for_each_question_its_cards_ask(name, block, size):
    assert encode.action_space(card_content(name)).sizes[block] == size
    shipped = encode.action_space(s.load_content())
    assert shipped.sizes[block] == 0            # (and none for a question never asked)


def test_the_shipped_content_keeps_its_action_space():
    space = encode.action_space(s.load_content())
    assert space.size == 1166 and space.start["other"] == 1134


# ---- the observation tensor ----------------------------------------------------------

def _tensor(state, player):
    return encode.observation_tensor(state, player)


def test_the_tensor_with_the_example_cards_reads_only_what_the_player_sees():
    # A state, the player's observation of it and a game dealt from that observation
    # give the same tensor, all entries from 0 to 1.
    np = pytest.importorskip("numpy")
    rng = random.Random(3)
    for state in _positions()[::3]:
        for p in (0, 1):
            x = _tensor(state, p)
            assert 0.0 <= x.min() and x.max() <= 1.0
            assert np.array_equal(x, _tensor(s.observation(state, p), p))
            assert np.array_equal(x, _tensor(s.sample_state(state, p, rng), p))


def test_the_tensor_stays_from_0_to_1_with_more_cards_than_the_shipped_content():
    # Each deck is divided by its cards in the content (four more specialists here).
    pytest.importorskip("numpy")
    names = ("17_saboteur.sea", "20_foreman.sea", "24_turncoat.sea", "25_pilot.sea")
    content = s.load_content(extra=[(n, (CARDS / n).read_text("utf-8")) for n in names])
    state = s.new_game(1, sides="BBBB", specialists="AB", content=content)
    assert len(state.specialist_deck) > 16
    for p in (0, 1):
        assert 0.0 <= _tensor(state, p).min() and _tensor(state, p).max() <= 1.0


def _section(state, player, name):
    layout = encode.tensor_layout(state.content)
    size = dict((n, k) for n, k, _ in layout.sections)[name]
    return _tensor(state, player)[layout.offset[name]:layout.offset[name] + size]


def _first(name, test):
    return next(x for x in _positions() if _with(x.content, name) and test(x))


def _with(content, name) -> bool:
    """Whether the content holds the example card file `name` (alone or with others)."""
    items = (*content.decrees, *content.specialists, *content.flotilla_sides)
    return any(i.src.startswith(f"examples/cards/{name}:") for i in items)


def test_the_tensor_shows_the_points_track_of_each_player():
    pytest.importorskip("numpy")
    state = _first("11_16_the_drift.sea", lambda x: x.counters and dict(x.counters).get(
        "score", (0, 0)) != (0, 0))
    score = dict(state.counters)["score"]
    for p in (0, 1):
        points = _section(state, p, "points and turns")
        assert list(points[:2]) == pytest.approx([score[p] / 20, score[1 - p] / 20])


def test_the_tensor_shows_a_turn_to_skip():
    pytest.importorskip("numpy")
    found = []      # blue's Saboteur makes orange skip a turn (in the game of seed 2)
    random_game("17_saboteur.sea", 2, lambda x: found.append(x) if dict(x.counters).get(
        "skip", (0, 0))[1] == 1 else None)
    state = found[0]
    assert _section(state, 1, "points and turns")[2] == 1.0      # mine: a skip is due
    assert _section(state, 0, "points and turns")[6] == 1.0      # theirs, to blue


def test_the_tensor_shows_a_counter_of_the_content_from_its_low_to_its_high():
    pytest.importorskip("numpy")
    state = _first("22_tides.sea", lambda x: dict(x.counters).get("tides", (0,))[0] > 0)
    tides = dict(state.counters)["tides"][0]
    for p in (0, 1):
        assert list(_section(state, p, "counters")) == pytest.approx([tides / 4])


def test_the_tensor_shows_my_kept_cards_by_name_and_theirs_by_depth():
    pytest.importorskip("numpy")
    state = _first("11_16_the_drift.sea", lambda x: x.kept and x.kept[x.current])
    p, dives = state.current, [c.name for c in state.content.dive_cards]
    depths = [state.content.dive[c].depth for c in state.kept[p]]
    by_depth = [depths.count(d) / 10 for d in ("shallows", "shelf", "depths")]
    mine, theirs = _section(state, p, "kept cards"), _section(state, 1 - p, "kept cards")
    assert list(mine[:3]) == pytest.approx(by_depth) and list(theirs[3:6]) == pytest.approx(
        by_depth)
    assert {dives[i] for i in mine[6:].nonzero()[0]} == set(state.kept[p])
    assert not theirs[6:].any()


def test_the_tensor_shows_the_deck_cards_i_know_and_where():
    pytest.importorskip("numpy")
    state = _first("11_16_the_drift.sea", lambda x: x.known and any(
        c in x.dive_deck for c in x.known[x.current]))
    p, dives = state.current, [c.name for c in state.content.dive_cards]
    known = _section(state, p, "known deck")
    for card in dives:
        i = dives.index(card)
        in_deck = card in state.dive_deck and card in state.known[p]
        assert known[2 * i] == (1.0 if in_deck else 0.0)
        if in_deck:
            assert known[2 * i + 1] == pytest.approx(state.dive_deck.index(card) / 20)


def test_the_tensor_shows_the_cards_in_the_open_to_the_player_who_sees_them():
    pytest.importorskip("numpy")
    state = _first("11_16_the_drift.sea", lambda x: x.dive_open and x.open_to >= 0)
    p, dives = state.open_to, [c.name for c in state.content.dive_cards]
    mine, theirs = _section(state, p, "open cards"), _section(state, 1 - p, "open cards")
    assert mine[1] == 1.0 and theirs[2] == 1.0
    assert {dives[i] for i in mine[6:].nonzero()[0]} == set(state.dive_open)
    assert not theirs[6:].any() and list(mine[3:6]) == list(theirs[3:6])


def test_the_tensor_shows_the_cards_face_up_in_the_salvage_row_to_both_players():
    pytest.importorskip("numpy")
    state = _first("35_salvage_yard.sea", lambda x: len(x.face_up) > 1)
    dives = [c.name for c in state.content.dive_cards]
    for p in (0, 1):
        row = _section(state, p, "salvage row")
        assert {dives[i] for i in row.nonzero()[0]} == set(state.face_up)
    # (the cards in the row are in no deck: the deck's counts by depth leave them out)
    assert not set(state.face_up) & set(state.dive_deck)


def test_the_salvage_row_has_entries_only_where_a_card_puts_cards_in_it():
    sizes = {n: k for n, k, _ in encode.tensor_layout(card_content("35_salvage_yard.sea"))
             .sections}
    assert sizes["salvage row"] == 20           # one per dive card
    for content in (s.load_content(), card_content("11_16_the_drift.sea")):
        sizes = {n: k for n, k, _ in encode.tensor_layout(content).sections}
        assert sizes["salvage row"] == 0        # (the shipped content: no card does)
    assert encode.observation_size(s.load_content()) == 1153


@pytest.mark.parametrize("name", FILES)
def test_the_environments_part_by_part_tensors_equal_each_states_tensor_with_a_card(name):
    np = pytest.importorskip("numpy")
    from seastead_rules.ai.writer import TensorWriter
    state, rng = card_game(name, 5), random.Random(5)
    layout = encode.tensor_layout(state.content)
    game, writers = s.Playout(state), (TensorWriter(layout, 0), TensorWriter(layout, 1))
    shown = set()           # what the newer sections showed
    rows = set()            # the salvage rows seen
    while True:
        player = rng.randrange(2)
        assert np.array_equal(writers[player].tensor(game.position), _tensor(state, player))
        shown.update(n for n in ("counters", "kept", "known", "dive_open", "face_up")
                     if getattr(state, n))
        rows.add(state.face_up)
        if game.is_over():
            break
        action = rng.choice(game.legal_actions())
        game.apply(action)
        state = s.apply(state, action)
    # (the environments read those sections only if the content's cards can change them)
    assert layout.extras or not shown
    if name == "11_16_the_drift.sea":       # (its game shows all of them)
        assert shown == {"counters", "kept", "known", "dive_open"}
    if name == "35_salvage_yard.sea":       # (a card comes into the row, round by round)
        assert "face_up" in shown and len(rows) > 2
