"""The kernel's bots play whole games of any game through the protocol: the random bot
and IS-MCTS (which searches samples of what it sees, never the hidden dice)."""

from __future__ import annotations

import pytest

from seastead_rules.errors import ArgumentError
from seastead_rules.kernel.arena import arena
from seastead_rules.kernel.bots import ISMCTSBot, RandomBot, bot_name, make_bot
from seastead_rules.liars_dice import GAME, Bid, State


def _play(bots, seed, players, in_place=True, dice=5):
    """A whole game of these bots (one per seat); the final state."""
    state = GAME.setup(seed, players, dice=dice)
    if in_place:
        playout = GAME.playout(state)
        while not playout.is_over():
            playout.apply(bots[playout.to_move].choose(playout.position,
                                                       playout.legal_actions()))
        return playout.freeze()
    while not GAME.is_over(state):
        state = GAME.apply(state, bots[GAME.to_move(state)].choose(state))
    return state


@pytest.mark.parametrize("players", [2, 3, 6])
def test_random_bots_play_whole_games_by_apply_and_in_the_playout_mode(players):
    for seed in range(3):
        a = _play([RandomBot(GAME, p) for p in range(players)], seed, players)
        b = _play([RandomBot(GAME, p) for p in range(players)], seed, players, False)
        assert a == b and GAME.is_over(a)
        assert sorted(GAME.returns(a)) == [-1.0] * (players - 1) + [1.0]


@pytest.mark.parametrize("players", [2, 3, 6])
def test_ismcts_bots_play_whole_games(players):
    bots = [ISMCTSBot(GAME, p, playouts=20) for p in range(players)]
    final = _play(bots, 4, players, dice=5 if players < 6 else 2)
    assert GAME.is_over(final) and bots[0].last_playouts == 20


def test_ismcts_beats_the_random_bot_on_the_same_deals_in_both_seats():
    report = arena(GAME, ["ismcts:150p", "random"], games=8, seed=10, dice=3)
    (match,) = report.matches
    assert match.seats[0].wins >= 7, report


def test_ismcts_decides_from_what_it_sees_only():
    # Player 1 bid one 4 with one die; player 0 (a 3) cannot see whether it is true. A
    # bot that peeked would call it only when it is a lie: this one decides alike.
    def bid_with(die):
        return State(2, 1, True, ((3,), (die,)), (1, 1), ((1, Bid(1, 4)),), 0, rng=77)

    true, lie = bid_with(4), bid_with(2)
    assert GAME.observation(true, 0) == GAME.observation(lie, 0)
    choices = {ISMCTSBot(GAME, 5, playouts=200).choose(s) for s in (true, lie)}
    assert len(choices) == 1


def test_a_budget_in_cpu_seconds_ends_the_search():
    bot = ISMCTSBot(GAME, 1, seconds=0.05)
    bot.choose(GAME.setup(3, 2))
    assert bot.last_playouts >= 1


def test_a_rollout_cut_short_is_judged():
    judged = []

    def judge(position):
        judged.append(position)
        return (0.5, 0.5)

    bot = ISMCTSBot(GAME, 1, playouts=30, rollout=2, judge=judge)
    assert bot.choose(GAME.setup(3, 2)) in GAME.legal_actions(GAME.setup(3, 2))
    assert len(judged) == 30
    with pytest.raises(ArgumentError, match="needs a judge"):
        ISMCTSBot(GAME, 1, rollout=2)


def test_returns_are_scaled_by_a_given_range_not_the_returns_seen():
    state = GAME.setup(3, 2)
    learned, fixed = (ISMCTSBot(GAME, 1, playouts=20, returns_range=given)
                      for given in (None, (-3, 3)))
    learned.choose(state)
    fixed.choose(state)
    assert (learned.low, learned.high) == (-1.0, 1.0)       # Liar's Dice: win 1, loss -1
    assert (fixed.low, fixed.high) == (-3.0, 3.0)
    for bad in ((1, 0), (0,), (0, float("inf")), "01"):
        with pytest.raises(ArgumentError, match="returns_range"):
            ISMCTSBot(GAME, 1, returns_range=bad)


def test_seasteads_ismcts_is_the_kernels_scaled_win_1_loss_0():
    from seastead_rules.bots import ISMCTSBot as SeasteadISMCTS
    bot = SeasteadISMCTS(0, playouts=5)
    assert isinstance(bot, ISMCTSBot) and (bot.low, bot.high) == (-1.0, 1.0)


def test_bots_are_made_from_names_budgets_factories_and_bots():
    assert type(make_bot(GAME, "random", 1)) is RandomBot
    assert make_bot(GAME, "ismcts:40p", 1).playouts == 40
    assert make_bot(GAME, "ismcts:0.2", 1).seconds == 0.2
    bot = RandomBot(GAME, 3)
    assert make_bot(GAME, bot, 1) is bot
    assert type(make_bot(GAME, lambda seed: RandomBot(GAME, seed), 1)) is RandomBot
    assert make_bot(GAME, "mine", 1, {"mine": lambda seed: bot}) is bot
    assert bot_name("ismcts:40p") == "ismcts:40p" and bot_name(RandomBot) == "RandomBot"


@pytest.mark.parametrize("spec, message", [
    ("nobody", "unknown bot 'nobody'"), ("random:10p", "only ismcts takes a budget"),
    ("ismcts:lots", "a budget is seconds"), ("ismcts:0p", "a budget is seconds"),
    (42, "a bot's name"),
])
def test_a_bad_bot_spec_is_refused_saying_why(spec, message):
    with pytest.raises(ArgumentError, match=message):
        make_bot(GAME, spec, 0)


class _WideBounds(type(GAME)):
    """Liar's Dice declaring returns from -3 to 3 (its returns are -1 and 1)."""

    def bounds(self, players, **options):
        from seastead_rules.kernel.protocol import Bounds
        return Bounds(1000, -3.0, 3.0, None)


def test_ismcts_scales_returns_by_the_games_declared_bounds_not_by_those_it_saw():
    game = _WideBounds()
    bot = ISMCTSBot(game, 1, playouts=40)
    state = game.setup(2, 2, dice=1)
    bot.choose(state)
    assert (bot.low, bot.high) == (-3.0, 3.0)
    # A win (1) is worth 4/6 and a loss (-1) 2/6 on the declared scale, never 1 or 0.
    values = [child.value / child.visits for child in bot._root.children.values()]
    assert values and all(1 / 3 - 1e-9 <= v <= 2 / 3 + 1e-9 for v in values)


def test_ismcts_plays_through_chance_decisions_of_a_game_with_explicit_chance():
    state = GAME.setup(5, 3, chance="explicit", dice=2)
    while GAME.to_move(state) == -2:
        state = GAME.apply(state, GAME.seeded_outcome(state))
    bot = ISMCTSBot(GAME, 3, playouts=30)
    assert bot.choose(state) in GAME.legal_actions(state) and bot.last_playouts == 30
