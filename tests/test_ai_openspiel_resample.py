"""OpenSpiel's `resample_from_infostate`: a state of the same game, at the same point,
that looks to the player exactly like the real one, its hidden cards dealt anew; it
plays on like any other state, and OpenSpiel's Python IS-MCTS bot searches with it."""

from __future__ import annotations

import random

import pytest
from support import ScoreLead, play_openspiel_game

np = pytest.importorskip("numpy", reason="the 'ai' extra is not installed (numpy)")
pyspiel = pytest.importorskip("pyspiel", reason="the 'ai' extra is not installed (open_spiel)")
import seastead_rules.ai.openspiel  # noqa: E402, F401  (registers python_seastead)


def _random_states(params, games=2, every=9):
    """Every `every`-th state of a few random games, from the first turn (the deal made,
    each card drawn from the chance node's outcomes)."""
    game = pyspiel.load_game("python_seastead", params)
    for seed in range(games):
        rng = random.Random(seed)
        state = game.new_initial_state()
        while state.is_chance_node():
            state.apply_action(rng.choice([i for i, _ in state.chance_outcomes()]))
        moves = 0
        while not state.is_terminal():
            if moves % every == 0:
                yield state.clone()
            state.apply_action(rng.choice(state.legal_actions()))
            moves += 1
        yield state


def _sampler(u):
    return lambda: u


@pytest.mark.parametrize("params", [{}, {"sides": "BBBB", "specialists": "AB"},
                                    {"mode": "solo"}])
def test_a_resampled_state_looks_to_the_player_exactly_like_the_real_one(params):
    checked = 0
    for state in _random_states(params, games=3):
        for player in range(state.num_players()):
            again = state.resample_from_infostate(
                player, pyspiel.UniformProbabilitySampler(0.0, 1.0))
            assert again.information_state_string(player) == \
                state.information_state_string(player)
            assert again.observation_tensor(player) == state.observation_tensor(player)
            assert again.observation_string(player) == state.observation_string(player)
            checked += 1
    assert checked > 20


def test_a_resampled_state_is_at_the_same_point_of_the_same_game():
    for state in _random_states({"sides": "BBBB", "specialists": "AB"}):
        player = max(state.current_player(), 0)
        again = state.resample_from_infostate(player, random.Random(3))
        assert again.get_game() == state.get_game()
        assert again.current_player() == state.current_player()
        assert again.is_terminal() == state.is_terminal()
        assert again.move_number() == state.move_number()
        assert [(h.player, h.action) for h in again.full_history() if h.player >= 0] == \
            [(h.player, h.action) for h in state.full_history() if h.player >= 0]
        assert sorted(again.legal_actions()) == sorted(state.legal_actions())


def test_a_resampled_state_deals_the_hidden_cards_anew():
    state = next(s for i, s in enumerate(_random_states({}, games=1)) if i == 3)
    decks = {tuple(state.resample_from_infostate(0, random.Random(k)).game_state.dive_deck)
             for k in range(5)}
    assert tuple(state.game_state.dive_deck) not in decks
    assert len(decks) == 5


def test_the_deal_of_a_resampled_history_is_drawn_anew_so_the_true_one_does_not_leak():
    state = next(_random_states({}, games=1))

    def deal(s):
        return [h.action for h in s.full_history() if h.player == pyspiel.PlayerId.CHANCE]
    deals = [deal(state.resample_from_infostate(0, random.Random(k))) for k in range(5)]
    assert deal(state) not in deals
    assert all(len(d) == len(deal(state)) for d in deals)


def test_the_seed_of_a_resampled_history_with_a_seed_node_is_drawn_anew():
    game = pyspiel.load_game("python_seastead", {"seeds": 5000})
    state = game.new_initial_state()
    state.apply_action(1000)
    seeds = [state.resample_from_infostate(0, random.Random(k)).history()[0]
             for k in range(5)]
    assert state.history()[0] not in seeds
    assert all(0 <= seed < state.get_game().seeds for seed in seeds)


def test_the_same_sampler_draw_gives_the_same_resampled_state():
    state = next(_random_states({}, games=1))
    one = state.resample_from_infostate(1, _sampler(0.25))
    two = state.resample_from_infostate(1, _sampler(0.25))
    other = state.resample_from_infostate(1, _sampler(0.75))
    assert one.game_state == two.game_state and one.history() == two.history()
    assert other.game_state != one.game_state


def test_a_resampled_state_plays_on_to_the_end():
    state = next(s for i, s in enumerate(_random_states({}, games=1)) if i == 4)
    again = state.resample_from_infostate(state.current_player(), random.Random(5))
    rng = random.Random(6)
    while not again.is_terminal():
        again.apply_action(rng.choice(again.legal_actions()))
    assert sorted(again.returns()) in ([-1.0, 1.0], [0.0, 0.0])


def test_a_resampled_state_serialises_and_comes_back_the_same():
    state = next(s for i, s in enumerate(_random_states({}, games=1)) if i == 2)
    again = state.resample_from_infostate(0, random.Random(8))
    back = again.get_game().deserialize_state(again.serialize())
    assert back.history() == again.history()
    assert back.game_state == again.game_state


def test_resampling_at_the_chance_node_gives_the_chance_node():
    state = pyspiel.load_game("python_seastead").new_initial_state()
    again = state.resample_from_infostate(0, random.Random(1))
    assert again.is_chance_node() and again.history() == []


@pytest.mark.parametrize("params, player", [({}, 2), ({}, -1), ({"mode": "solo"}, 1)])
def test_resampling_for_a_player_not_in_the_game_is_refused(params, player):
    state = next(_random_states(params, games=1))
    with pytest.raises(ValueError, match="player_id must be a seat of this game"):
        state.resample_from_infostate(player, random.Random(1))


def test_resampling_without_a_sampler_is_refused_with_what_it_takes():
    state = next(_random_states({}, games=1))
    with pytest.raises(TypeError, match="probability sampler"):
        state.resample_from_infostate(0, 7)
    with pytest.raises(ValueError, match="not a number in"):
        state.resample_from_infostate(0, _sampler(2.0))


def test_openspiels_python_ismcts_bot_plays_a_whole_game_against_a_random_bot():
    from open_spiel.python.algorithms import ismcts
    from open_spiel.python.bots.uniform_random import UniformRandomBot
    game = pyspiel.load_game("python_seastead", {"seeds": 100})
    rs = np.random.RandomState(7)
    bots = [ismcts.ISMCTSBot(game, ScoreLead(), uct_c=2.0, max_simulations=20,
                             random_state=rs),
            UniformRandomBot(1, rs)]
    state = play_openspiel_game(game, bots, rs)
    assert sorted(state.returns()) in ([-1.0, 1.0], [0.0, 0.0])
