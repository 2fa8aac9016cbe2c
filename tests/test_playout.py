"""The playout mode: a game played in place goes exactly as `apply` plays it, clones
independently, and freezes back to an ordinary State at any point."""

import random

import pytest

import seastead_rules as s
from seastead_rules.testing import check_invariants

MODES = [("duel", "AAAA", "A"), ("duel", "BBBB", "AB"), ("duel", "ABAB", "AB"),
         ("solo", "AAAA", "AB")]


@pytest.mark.parametrize("mode,sides,specialists", MODES)
@pytest.mark.parametrize("seed", range(3))
def test_a_playout_plays_the_same_game_as_apply(mode, sides, specialists, seed):
    game = s.new_game(seed, sides=sides, specialists=specialists, mode=mode)
    playout = s.Playout(game)
    chooser = random.Random(seed)
    while not s.is_over(game):
        actions = s.legal_actions(game)
        assert playout.legal_actions() == actions
        assert playout.to_move == game.to_move
        action = chooser.choice(actions)
        game = s.apply(game, action)
        playout.apply(action)
        if chooser.random() < 0.05:
            assert playout.freeze() == game
    assert playout.is_over()
    assert playout.freeze() == game
    assert s.score_sheet(playout.freeze()) == s.score_sheet(game)


def test_a_clone_plays_on_without_changing_the_original():
    playout = s.Playout(s.new_game(4, sides="BBBB", specialists="AB"))
    for _ in range(30):
        playout.apply(playout.legal_actions()[-1])
    before = playout.freeze()
    branch = playout.clone()
    while not branch.is_over():
        branch.apply(branch.legal_actions()[0])
    assert playout.freeze() == before
    assert branch.freeze() != before


def test_a_playouts_position_is_one_object_that_each_action_changes_in_place():
    playout = s.Playout(s.new_game(2))
    position = playout.position
    for _ in range(20):
        playout.apply(playout.legal_actions()[0])
        assert playout.position is position
        assert s.legal_actions(position) == playout.legal_actions()
    assert s.score_sheet(position) == s.score_sheet(playout.freeze())


def test_a_frozen_playout_saves_loads_and_keeps_the_invariants():
    playout = s.Playout(s.new_game(5, specialists="AB"))
    chooser = random.Random(5)
    for _ in range(50):
        playout.apply(chooser.choice(playout.legal_actions()))
    state = playout.freeze()
    check_invariants(state)
    assert s.from_json(s.to_json(state)) == state
    # The frozen state plays on with apply like any other.
    assert s.apply(state, s.legal_actions(state)[0])


def test_a_playout_keeps_no_log():
    start = s.new_game(6)
    playout = s.Playout(start)
    for _ in range(20):
        playout.apply(playout.legal_actions()[0])
    assert playout.freeze().log.entries() == start.log.entries()


@pytest.mark.parametrize("action", [s.Build("port", 4, 5), s.Answer("yes"), None,
                                    s.Build("port", 10 ** 5000, 0)], ids=str)
def test_an_illegal_action_in_a_playout_changes_nothing(action):
    playout = s.Playout(s.new_game(7))
    before = playout.freeze()
    with pytest.raises(s.IllegalAction):
        playout.apply(action)
    assert playout.freeze() == before
    assert playout.legal_actions() == s.legal_actions(before)


def test_apply_refuses_a_playouts_position_which_it_would_change():
    playout = s.Playout(s.new_game(8))
    with pytest.raises(TypeError, match="apply takes a State"):
        s.apply(playout.position, playout.legal_actions()[0])
