"""The bots: each plays legal moves to the end of a game; the greedy bot judges a whole
turn (so it takes free resources); the search bots never peek at hidden cards."""

from __future__ import annotations

import random

import pytest

import seastead_rules as s
from seastead_rules.bots import BOTS, GreedyBot, ISMCTSBot, OneStepBot, RandomBot
from seastead_rules.cli import main
from seastead_rules.cli.command import _parser
from seastead_rules.saves.invariants import check_invariants

# The search bot with a tiny budget, so that whole games stay quick.
QUICK = {"random": RandomBot, "greedy1": OneStepBot, "greedy": GreedyBot,
         "ismcts": lambda seed: ISMCTSBot(seed, playouts=4, rollout=10)}


def _states_asking(prompt: str, count: int) -> list:
    """`count` states of random games waiting for a yes/no question with this prompt."""
    found = []
    for seed in range(200):
        state, rnd = s.new_game(seed=seed), random.Random(seed)
        while not state.over and len(found) < count:
            d = state.decision
            if d.kind == "may" and d.prompt.endswith(prompt):
                found.append(state)
                break
            state = s.apply(state, rnd.choice(s.legal_actions(state)))
        if len(found) == count:
            return found
    raise AssertionError(f"no game asked {prompt!r}")


def test_the_bots_by_name_are_random_greedy1_greedy_and_ismcts():
    assert set(BOTS) == {"random", "greedy1", "greedy", "ismcts"}
    assert BOTS["greedy"] is GreedyBot and BOTS["greedy1"] is OneStepBot


@pytest.mark.parametrize("name", sorted(QUICK))
def test_each_bot_plays_a_game_to_the_end_in_the_playout_mode(name):
    game = s.Playout(s.new_game(seed=11))
    bots = [QUICK[name](1), QUICK[name](2)]
    position = game.position
    while not game.is_over():
        actions = game.legal_actions()
        action = bots[position.to_move].choose(position, actions)
        assert action in actions
        game.apply(action)
    check_invariants(game.freeze())         # the game played in place ends in a valid state


@pytest.mark.parametrize("setup", [dict(mode="solo", specialists="AB"),
                                   dict(sides="BBBB", specialists="AB")])
def test_the_search_bots_play_solo_and_b_side_games_to_the_end(setup):
    game = s.Playout(s.new_game(seed=5, log=False, **setup))
    bots = [QUICK["greedy"](1), QUICK["ismcts"](2)]
    position = game.position
    while not game.is_over():
        game.apply(bots[position.to_move].choose(position, game.legal_actions()))
    check_invariants(game.freeze())


@pytest.mark.parametrize("name", ["greedy", "ismcts"])
def test_each_search_bot_chooses_from_a_state_without_being_given_the_actions(name):
    state = s.new_game(seed=12)
    assert QUICK[name](0).choose(state) in s.legal_actions(state)


def test_the_greedy_bot_takes_a_free_resource():
    for state in _states_asking("you may take 1 resource of your choice", 6):
        assert GreedyBot(0).choose(state) == s.Answer("yes")


def test_the_search_bots_choose_the_same_whatever_the_real_deck_order():
    # Two games that look the same to the player to move: only hidden cards differ.
    state = s.new_game(seed=13, sides="BBBB", specialists="AB")
    other = s.sample_state(state, state.to_move, random.Random(5))
    assert other.dive_deck != state.dive_deck
    for make in (lambda: GreedyBot(3), lambda: ISMCTSBot(3, playouts=30, rollout=10)):
        assert make().choose(state) == make().choose(other)


def test_ismcts_makes_as_many_playouts_as_its_budget():
    state = s.new_game(seed=14)
    bot = ISMCTSBot(0, playouts=25, rollout=5)
    bot.choose(state)
    assert bot.last_playouts == 25


def test_ismcts_with_a_time_budget_stops_in_about_that_time():
    import time

    state = s.new_game(seed=15)
    bot = ISMCTSBot(0, seconds=0.05)
    start = time.process_time()
    bot.choose(state)
    assert time.process_time() - start < 0.5
    assert bot.last_playouts >= 1


@pytest.mark.parametrize("budget", [dict(playouts=0), dict(seconds=0), dict(seconds=-1)])
def test_ismcts_refuses_a_budget_that_is_not_above_zero(budget):
    with pytest.raises(ValueError, match="above 0"):
        ISMCTSBot(0, **budget)


def test_ismcts_with_a_shortlist_compares_only_that_many_actions():
    state = s.new_game(seed=16)
    bot = ISMCTSBot(0, playouts=40, rollout=5, candidates=2)
    action = bot.choose(state)
    scores = GreedyBot(0).scores(state, s.legal_actions(state))
    assert len(s.legal_actions(state)) > 2 and action in s.legal_actions(state)
    assert scores[s.legal_actions(state).index(action)] >= sorted(scores)[-2]


def test_a_forced_move_is_played_without_searching():
    bot = ISMCTSBot(0, playouts=1000)
    assert bot.choose(None, [s.Dive()]) == s.Dive()
    assert bot.last_playouts == 0


def test_the_play_command_offers_every_bot_by_name():
    sub = next(a for a in _parser()._actions if a.dest == "command")
    bot = next(a for a in sub.choices["play"]._actions if a.dest == "bot")
    assert all(name in bot.help for name in BOTS)
    for name in BOTS:
        assert main(["play", "--bot", name, "--quiet", "--seed", "1"]) == 0
