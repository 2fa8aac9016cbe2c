"""The players the core language's selectors name, for any number of players (the
kernel's named_players, which `each player { ... }` and `take ... from ...` share): four
players here, seats 0 to 3 in turn order, a count of kelp each."""

from types import SimpleNamespace

import pytest

from seastead_rules.kernel.rules import effects as fx
from seastead_rules.kernel.rules.conditions import Counter
from seastead_rules.kernel.rules.flow import named_players, turn_order

KELP = Counter("you", "kelp")


class Table:
    """Four players at a table: who takes part, and how much kelp each holds."""

    def __init__(self, kelp=(1, 4, 4, 0), current=0):
        self.kelp, self.current = kelp, current

    def order(self, t, first):
        return turn_order(4, first)

    def as_player(self, ctx, player):
        return SimpleNamespace(player=player)

    def count(self, t, counter, ctx):
        return self.kelp[ctx.player]


def named(selector, me=1, **table):
    host = Table(**table)
    return named_players(host, host, selector, SimpleNamespace(player=me))


def test_each_player_runs_from_the_player_whose_turn_it_is():
    assert named(fx.EachPlayer(()), current=2) == ((2, 3, 0, 1), ())


def test_each_opponent_is_every_other_player_from_the_one_to_your_left():
    assert named(fx.EachOpponent(())) == ((2, 3, 0), ())


@pytest.mark.parametrize("side,player", [("left", 2), ("right", 0)])
def test_the_player_to_your_left_is_the_next_in_turn_order_and_right_the_previous(side, player):
    assert named(fx.Neighbour(side, ())) == ((player,), ())


def test_the_player_with_the_most_is_each_of_them_none_or_a_choice_on_a_tie():
    assert named(fx.Extreme(True, KELP, (), "all")) == ((1, 2), ())
    assert named(fx.Extreme(True, KELP, (), "none")) == ((), ())
    assert named(fx.Extreme(True, KELP, (), "choose")) == ((), (1, 2))
    assert named(fx.Extreme(False, KELP, (), "choose")) == ((3,), ())   # no tie: no choice


def test_another_player_of_your_choice_is_a_choice_among_the_others():
    assert named(fx.AnyPlayer(False, ())) == ((), (2, 3, 0))
    assert named(fx.AnyPlayer(True, ())) == ((), (1, 2, 3, 0))
