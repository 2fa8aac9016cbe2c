"""The arena and the paired games, for any game: every bot in every seat on the same
seeds, a win table with Wilson intervals, and paired changes measured seed by seed."""

from __future__ import annotations

import json

import pytest

from seastead_rules.errors import ArgumentError
from seastead_rules.kernel.arena import arena
from seastead_rules.kernel.bots import RandomBot
from seastead_rules.kernel.paired import (
    compare,
    paired,
    play_game,
    play_pairs,
    rate,
    wilson,
    win_shares,
)
from seastead_rules.liars_dice import GAME


def test_each_pair_of_bots_plays_every_seed_in_both_seats():
    report = arena(GAME, ["random", "ismcts:20p", "random"], games=4, seed=3, dice=2)
    assert [m.bots for m in report.matches] == [("random", "ismcts:20p"),
                                                ("random", "random"),
                                                ("ismcts:20p", "random")]
    for match in report.matches:
        assert sum(s.wins for s in match.seats) == 4 and match.games == 4
        for seat in match.seats:
            assert seat.low <= seat.rate <= seat.high
    assert json.loads(json.dumps(report.as_dict()))["players"] == 2
    assert "table random / ismcts:20p" in str(report)


def test_a_three_player_table_seats_every_bot_in_every_seat():
    seats = []

    def spy(seed):
        seats.append(seed)
        return RandomBot(GAME, seed)

    report = arena(GAME, [spy, "random", "random"], games=3, players=3, seed=0, dice=1)
    (match,) = report.matches
    assert match.bots == ("spy", "random", "random")
    assert sum(s.wins for s in match.seats) == 3
    assert len(seats) == 1 + 3          # checked once, then once a game


def test_the_same_seeds_give_the_same_report():
    one = arena(GAME, ["random", "random"], games=6, seed=9, dice=2)
    assert arena(GAME, ["random", "random"], games=6, seed=9, dice=2) == one


@pytest.mark.parametrize("kwargs, message", [
    (dict(bots=["random"]), "at least 2 bots"),
    (dict(bots=["random", "random"], games=3), "multiple of 2"),
    (dict(bots=["random", "who"]), "unknown bot 'who'"),
    (dict(bots=["random", "random"], players=7), "seats 2 to 6"),
    (dict(bots=["random", "random"], sixes=True), "no option 'sixes'"),
])
def test_an_arena_that_cannot_be_played_is_refused_before_any_game(kwargs, message):
    with pytest.raises(ArgumentError, match=message):
        arena(GAME, **kwargs)


def test_the_winners_share_the_win_and_a_solo_game_is_scaled_by_the_bounds():
    from seastead_rules.kernel.protocol import Bounds
    assert win_shares((1.0, -1.0, -1.0)) == (1.0, 0.0, 0.0)
    assert win_shares((0.0, 0.0)) == (0.5, 0.5)
    assert win_shares((2.0, 2.0, 1.0)) == (0.5, 0.5, 0.0)
    assert win_shares((0.0,), Bounds(10, -1.0, 1.0)) == (0.5,)


def test_paired_games_play_the_same_seeds_in_both_arms_with_the_seats_rotated():
    rows = play_pairs(GAME, [{"wild": "ones", "dice": 2}, {"wild": "none", "dice": 2}],
                      pairs=6, seed=4)
    assert len(rows) == 6
    for i, (a, b) in enumerate(rows):
        assert a["seed"] == b["seed"] == 4 + i and a["rotation"] == b["rotation"] == i % 2
        assert sum(a["shares"]) == sum(b["shares"]) == 1.0
    again = play_game(GAME, {"wild": "ones", "dice": 2}, ("random", "random"), 7, 1, 2)
    assert again == rows[3][0]
    change = compare(rows)
    assert change["without"]["n"] == change["change"]["n"] == 6


def test_paired_games_in_two_processes_give_the_rows_of_one():
    arms = [{"dice": 1}, {"dice": 2}]
    assert play_pairs(GAME, arms, pairs=4, workers=2) == play_pairs(GAME, arms, pairs=4)


def test_the_intervals_of_a_report():
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)
    same = paired([0.0, 1.0, 0.0, 1.0], [0.0, 1.0, 0.0, 1.0])
    assert same["delta"] == 0.0 and not same["significant"]
    better = paired([0.0] * 30, [1.0] * 29 + [0.0], limit=1.0)
    assert better["significant"] and better["ci95"][1] <= 1.0


def test_a_rate_is_flagged_only_when_clearly_outside_the_even_band():
    assert rate(90, 100, baseline=0.5)["flag"]           # 0.9: well above 0.65
    assert not rate(55, 100, baseline=0.5)["flag"]       # inside the band
    assert not rate(9, 10, baseline=0.5)["flag"]         # too few games to say
    assert "flag" not in rate(90, 100)


def test_a_paired_change_has_an_effect_size_in_standard_deviations():
    assert paired([0.0, 1.0, 0.0, 1.0], [1.0, 1.0, 1.0, 1.0])["effect"] == pytest.approx(
        0.5 / (1 / 6) ** 0.5)     # sd 0 and sd √(1/3), pooled √(1/6)
    assert paired([1.0, 1.0], [1.0, 1.0])["effect"] is None    # every game the same


def test_seasteads_balance_report_uses_the_kernels_intervals():
    from seastead_rules.balance import stats
    from seastead_rules.kernel import paired as kernel
    assert (stats.wilson, stats.paired, stats.rate) == (kernel.wilson, kernel.paired,
                                                        kernel.rate)


def test_paired_games_need_one_bot_per_player():
    with pytest.raises(ArgumentError, match="one bot per player"):
        play_pairs(GAME, [{}, {}], pairs=2, bots=("random",))
