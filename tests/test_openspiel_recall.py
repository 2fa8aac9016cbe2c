"""Perfect recall in python_seastead and python_deep_sea: a player's information-state
string holds everything that player has seen and done, and nothing they have not seen.
Two histories give a player the same string exactly when every observation they made
along the way was the same (with the same actions): a card seen once and gone from view
still tells two histories apart, a card never seen never does. A fixed-size tensor
cannot hold such a history, so these games give no information-state tensor."""

from __future__ import annotations

import random
import zlib

import pytest

pytest.importorskip("numpy", reason="the 'ai' extra is not installed (numpy)")
pyspiel = pytest.importorskip("pyspiel", reason="the 'ai' extra is not installed (open_spiel)")
from open_spiel.python.observation import make_observation  # noqa: E402

import seastead_rules.ai.openspiel  # noqa: E402, F401  (registers python_seastead)
import seastead_rules.deep_sea  # noqa: E402, F401  (registers python_deep_sea)
import seastead_rules.liars_dice  # noqa: E402, F401  (registers python_liars_dice)
from seastead_rules import IllegalAction, SaveFileError  # noqa: E402


def _dealt(game, outcomes):
    state = game.new_initial_state()
    for outcome in outcomes:
        state.apply_action(outcome)
    return state


def _a_deal(game, seed):
    """A random deal of the game's setup: its chance outcomes, in order."""
    rng, state, outcomes = random.Random(seed), game.new_initial_state(), []
    while state.is_chance_node():
        outcome = rng.choice([i for i, _ in state.chance_outcomes()])
        outcomes.append(outcome)
        state.apply_action(outcome)
    return outcomes


def _walk_together(one, two, seed, players):
    """Play the same random actions in `one` and `two` while both allow them; at every
    position, for each player, whether every observation so far was the same in both,
    and whether their information-state strings are equal."""
    rng, same = random.Random(seed), [True] * players
    while not one.is_terminal() and not one.is_chance_node() and not two.is_chance_node():
        for p in range(players):
            same[p] = same[p] and one.observation_string(p) == two.observation_string(p)
            yield p, same[p], one.observation_string(p) == two.observation_string(p), \
                one.information_state_string(p) == two.information_state_string(p)
        action = rng.choice(one.legal_actions())
        if action not in two.legal_actions():
            return
        one.apply_action(action)
        two.apply_action(action)


def test_a_dock_tile_order_a_player_saw_is_remembered_after_it_is_gone_from_view():
    # Two deals that differ only in the order of two dock tiles of the display; both
    # players see the display, and once both tiles are taken the positions look alike.
    game = pyspiel.load_game("python_seastead")
    outcomes = _a_deal(game, 4)
    names = [game.new_initial_state().action_to_string(-1, o) for o in outcomes]
    i = names.index("dock Archive Mooring")
    assert names[i - 1].startswith("dock ")
    swapped = list(outcomes)
    swapped[i - 1], swapped[i] = swapped[i], swapped[i - 1]
    forgotten_elsewhere = 0
    for _, same_so_far, same_now, same_string in _walk_together(
            _dealt(game, outcomes), _dealt(game, swapped), 1, 2):
        assert same_string == same_so_far
        forgotten_elsewhere += same_now and not same_so_far
    assert forgotten_elsewhere > 0      # the observation alone would merge them


@pytest.mark.parametrize("params", [{}, {"sides": "BBBB", "specialists": "AB"},
                                    {"mode": "solo"}])
def test_two_seastead_histories_look_alike_to_a_player_exactly_when_all_they_saw_did(params):
    game = pyspiel.load_game("python_seastead", params)
    players = game.num_players()
    counts = {True: 0, False: 0}
    for seed in range(8):
        outcomes, rng = _a_deal(game, seed), random.Random(seed)
        for _ in range(30):             # two cards of one pile dealt in the other order
            k = rng.randrange(len(outcomes) - 1)
            swapped = list(outcomes)
            swapped[k], swapped[k + 1] = swapped[k + 1], swapped[k]
            try:
                two = _dealt(game, swapped)
            except IllegalAction:
                continue                # (not a deal: the cards were of two piles)
            if not two.is_chance_node() and swapped != outcomes:
                break
        for _, same_so_far, _, same_string in _walk_together(
                _dealt(game, outcomes), two, seed, players):
            assert same_string == same_so_far
            counts[same_string] += 1
    assert counts[True] > 20 and counts[False] > 20, counts


@pytest.mark.parametrize("name, params", [
    ("python_seastead", {}), ("python_deep_sea", {"players": 3})])
def test_a_resampled_state_looks_alike_until_the_player_sees_a_difference(name, params):
    # The player's recall carries over to a resampled state; playing on alike, the two
    # look alike to them until they see something differ, and never again after.
    game = pyspiel.load_game(name, params)
    counts = {True: 0, False: 0}
    for seed in range(4):
        rng = random.Random(seed)
        state = game.new_initial_state()
        for _ in range(60 + 30 * seed):
            if state.is_terminal():
                break
            state.apply_action(rng.choice(state.legal_actions()))
        if state.is_terminal() or state.is_chance_node():
            continue
        player = 1
        other = state.resample_from_infostate(player, random.Random(seed))
        for p, same_so_far, _, same_string in _walk_together(state, other, seed,
                                                             game.num_players()):
            if p == player:
                assert same_string == same_so_far
                counts[same_string] += 1
    assert counts[True] > 5


@pytest.mark.parametrize("name, params", [
    ("python_seastead", {}), ("python_deep_sea", {"players": 2})])
def test_nobody_sees_a_card_dealt_but_everyone_sees_how_far_the_deal_has_gone(name, params):
    game = pyspiel.load_game(name, params)
    one, two = _a_deal(game, 1), _a_deal(game, 2)
    assert one != two and len(one) == len(two)
    infos, observations = set(), set()
    for n in range(len(one)):           # (after the last card the game shows its cards)
        first, second = _dealt(game, one[:n]), _dealt(game, two[:n])
        assert first.is_chance_node()
        for p in range(2):
            assert first.information_state_string(p) == second.information_state_string(p)
            assert first.observation_string(p) == second.observation_string(p)
        infos.add(first.information_state_string(0))
        observations.add(first.observation_string(0))
    assert len(infos) == len(observations) == len(one)     # one for each card dealt


@pytest.mark.parametrize("name", ["python_seastead", "python_deep_sea"])
def test_a_game_whose_information_state_is_a_history_gives_no_tensor_for_it(name):
    game = pyspiel.load_game(name)
    assert game.get_type().provides_information_state_string
    assert not game.get_type().provides_information_state_tensor
    observer = make_observation(game, pyspiel.IIGObservationType(perfect_recall=True))
    assert observer.tensor is None
    assert pyspiel.load_game("python_liars_dice").get_type().\
        provides_information_state_tensor


def test_a_resampled_states_recall_survives_its_serialization():
    game = pyspiel.load_game("python_seastead")
    rng = random.Random(3)
    state = game.new_initial_state()
    for _ in range(70):
        state.apply_action(rng.choice(state.legal_actions()))
    dealt = state.resample_from_infostate(0, random.Random(5))
    dealt.apply_action(dealt.legal_actions()[0])
    text = dealt.serialize()
    assert "\nrecall=0:" in text
    back = game.deserialize_state(text)
    for p in range(2):
        assert back.information_state_string(p) == dealt.information_state_string(p)


def test_a_damaged_recall_line_is_refused():
    game = pyspiel.load_game("python_seastead")
    rng = random.Random(3)
    state = game.new_initial_state()
    for _ in range(45):
        state.apply_action(rng.choice(state.legal_actions()))
    body = state.resample_from_infostate(1, random.Random(2)).serialize().rpartition("\n")[0]
    for damaged in (body.replace("recall=0:", "recall=7:"),
                    body.replace("recall=0:", "recall=0:zz")):
        signed = f"{damaged}\ncrc32={zlib.crc32(damaged.encode()):08x}"
        with pytest.raises(SaveFileError, match="recall"):
            game.deserialize_state(signed)
