"""Liar's Dice with OpenSpiel's rules is OpenSpiel's `liars_dice`: the same deals and bids
played through both give the same legal actions, chance nodes and returns, and OpenSpiel's
own exploitability of the uniform policy and of 100 iterations of CFR is the C++ game's.
Its information states are of perfect recall, and its observers answer only the view
asked for."""

from __future__ import annotations

import random

import pytest

from seastead_rules.kernel.protocol import ALL, PLAYER, PUBLIC
from seastead_rules.liars_dice import GAME, OPENSPIEL_RULES, Bid, Liar

pyspiel = pytest.importorskip("pyspiel", reason="the 'ai' extra is not installed")
np = pytest.importorskip("numpy", reason="the 'ai' extra is not installed")


def _ours(dice: int = 1):
    from seastead_rules.liars_dice.frameworks import register_openspiel
    rules = {**OPENSPIEL_RULES, "dice": dice, "players": 2}
    return pyspiel.load_game(register_openspiel(), rules)


def _params(dice: int = 1) -> str:
    rules = {**OPENSPIEL_RULES, "dice": dice, "players": 2}
    return ",".join(f"{k}={v}" for k, v in rules.items())


def test_the_same_deals_and_bids_play_the_same_game_in_both():
    rng, games = random.Random(34), 0
    for dice in (1, 2, 3, 4, 5):
        ours, theirs = _ours(dice), pyspiel.load_game("liars_dice", {"numdice": dice})
        assert ours.num_distinct_actions() == theirs.num_distinct_actions()
        assert ours.max_chance_outcomes() == theirs.max_chance_outcomes()
        assert ours.max_game_length() == theirs.max_game_length()
        for _ in range(800 if dice == 1 else 300):
            a, b = ours.new_initial_state(), theirs.new_initial_state()
            while not b.is_terminal():
                assert a.current_player() == b.current_player() and not a.is_terminal()
                if b.is_chance_node():
                    assert a.chance_outcomes() == b.chance_outcomes()
                    action = rng.choice([o for o, _ in b.chance_outcomes()])
                else:
                    assert a.legal_actions() == b.legal_actions()
                    action = rng.choice(b.legal_actions())
                a.apply_action(action)
                b.apply_action(action)
            assert a.is_terminal() and a.returns() == b.returns()
            games += 1
    assert games == 2000


def test_a_bid_of_sixes_counts_only_the_sixes_and_a_six_counts_for_any_other_face():
    state = GAME.setup(0, 2, chance="explicit", **{**OPENSPIEL_RULES, "dice": 2})
    for outcome in GAME.legal_actions(state)[5], GAME.legal_actions(state)[0]:
        state = GAME.apply(state, outcome)               # player 0: 1 6
    for face in (2, 6):
        state = GAME.apply(state, GAME.legal_actions(state)[face - 1])
    three_twos = GAME.apply(GAME.apply(state, Bid(3, 2)), Liar())    # 2, 6, 6: true
    assert three_twos.last.matched == 3 and GAME.returns(three_twos) == (1.0, -1.0)
    three_sixes = GAME.apply(GAME.apply(state, Bid(3, 6)), Liar())   # only two 6s
    assert three_sixes.last.matched == 2 and GAME.returns(three_sixes) == (-1.0, 1.0)


def test_openspiels_exploitability_of_the_uniform_policy_and_of_cfr_is_the_cpp_games():
    from open_spiel.python import policy
    from open_spiel.python.algorithms.exploitability import exploitability
    _ours()
    theirs = pyspiel.load_game("liars_dice")
    # OpenSpiel's cached_tree plays our game, keeping each state it met: the C++ CFR then
    # walks the tree without asking Python again (100 iterations in seconds).
    ours = pyspiel.load_game(f"cached_tree(game=python_liars_dice({_params()}))")
    values = []
    for game in (theirs, ours):
        uniform = exploitability(game, policy.UniformRandomPolicy(game))
        solver = pyspiel.CFRSolver(game)
        for _ in range(100):
            solver.evaluate_and_update_policy()
        values.append((uniform, exploitability(game, solver.average_policy())))
    (uniform, cfr), (our_uniform, our_cfr) = values
    assert abs(uniform - 0.7807443) < 1e-6 and 0.0 < cfr < 0.05
    assert abs(our_uniform - uniform) < 1e-9 and abs(our_cfr - cfr) < 1e-9


def _both_ways(view, states, players):
    """Distinct strings give distinct tensors, and equal strings equal tensors."""
    by_tensor, by_string = {}, {}
    for state in states:
        for p in range(players):
            text, key = view.string(state, p), view.write(state, p).tobytes()
            assert by_tensor.setdefault(key, text) == text, "two strings, one tensor"
            assert by_string.setdefault(text, key) == key, "one string, two tensors"
    return len(by_string)


def _every_state(state):
    stack = [state]
    while stack:
        state = stack.pop()
        yield state
        stack.extend(GAME.apply(state, a) for a in GAME.legal_actions(state))


def test_distinct_information_states_give_distinct_tensors_in_every_state_of_a_small_game():
    start = GAME.setup(0, 2, chance="explicit", **OPENSPIEL_RULES)
    view = GAME.observer(2, PLAYER, True, **OPENSPIEL_RULES)
    assert _both_ways(view, _every_state(start), 2) > 50_000


def _random_states(players, games, **options):
    rng = random.Random(players)
    for seed in range(games):
        state = GAME.setup(seed, players, chance="explicit", **options)
        yield state
        while not GAME.is_over(state):
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
            yield state


@pytest.mark.parametrize("view", [PLAYER, PUBLIC, ALL])
def test_information_states_of_many_rounds_keep_every_round(view):
    states = list(_random_states(3, 60, dice=2))
    observer = GAME.observer(3, view, True, dice=2)
    _both_ways(observer, states, 3)
    final = states[-1]
    assert len(final.past) == 5
    text = observer.string(final, 0)
    for k, challenge in enumerate(final.past):
        shown = " | ".join(" ".join(map(str, h)) or "-" for h in challenge.shown)
        assert f"round {k + 1}:" in text and f"shown {shown}" in text


def test_a_players_information_state_keeps_their_own_dice_of_every_round():
    state = next(s for s in _random_states(2, 20, dice=3) if len(s.past) == 2 and s.bids)
    text = GAME.observer(2, PLAYER, True, dice=3).string(state, 1)
    mine = " ".join(map(str, state.hands[1]))
    assert f"yours {mine}" in text
    for k, challenge in enumerate(state.past):
        assert f"yours {' '.join(map(str, challenge.shown[1]))}" in text.split("\n")[k + 1]


def _observation(game, recall, private):
    from open_spiel.python.observation import make_observation
    kind = pyspiel.IIGObservationType(perfect_recall=recall, public_info=True,
                                      private_info=private)
    return make_observation(game, kind)


@pytest.mark.parametrize("recall", [False, True])
def test_the_public_view_shows_no_players_dice(recall):
    game = _ours(dice=2)
    public = _observation(game, recall, pyspiel.PrivateInfoType.NONE)
    state = game.new_initial_state()
    for face in (0, 1, 2, 3):
        state.apply_action(face)
    other = game.new_initial_state()
    for face in (5, 5, 4, 4):
        other.apply_action(face)
    for player in (0, 1):
        assert public.string_from(state, player) == public.string_from(other, 0)
        public.set_from(state, player)
        seen = public.tensor.copy()
        public.set_from(other, 0)
        assert (public.tensor == seen).all()
    own = _observation(game, recall, pyspiel.PrivateInfoType.SINGLE_PLAYER)
    assert own.string_from(state, 0) != own.string_from(other, 0)


def test_the_view_of_everything_shows_every_players_dice():
    game = _ours(dice=2)
    everything = _observation(game, False, pyspiel.PrivateInfoType.ALL_PLAYERS)
    state = game.new_initial_state()
    for face in (0, 1, 2, 3):
        state.apply_action(face)
    assert "hands 1 2 | 3 4" in everything.string_from(state, 0)
    everything.set_from(state, 0)
    assert everything.tensor[:12].sum() == pytest.approx(2.0)     # every die, / dice


def test_a_view_without_the_public_information_is_refused_not_answered_with_another():
    game = _ours()
    for private in (pyspiel.PrivateInfoType.NONE, pyspiel.PrivateInfoType.SINGLE_PLAYER,
                    pyspiel.PrivateInfoType.ALL_PLAYERS):
        for recall in (False, True):
            from open_spiel.python.observation import make_observation
            kind = pyspiel.IIGObservationType(perfect_recall=recall, public_info=False,
                                              private_info=private)
            assert make_observation(game, kind) is None


def test_external_sampling_mccfr_runs_on_the_game():
    from open_spiel.python.algorithms import external_sampling_mccfr as es
    np.random.seed(0)
    game = _ours()
    solver = es.ExternalSamplingSolver(game, es.AverageType.SIMPLE)
    for _ in range(20):
        solver.iteration()
    state = game.new_initial_state()
    state.apply_action(5)
    state.apply_action(0)                       # player 0 holds a 6, player 1 a 1
    odds = solver.average_policy().action_probabilities(state)
    assert sorted(odds) == list(range(12)) and sum(odds.values()) == pytest.approx(1.0)
