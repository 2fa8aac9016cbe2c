"""`seastead arena`: every pair of bots plays the same seeds twice, seats swapped; a
shared victory counts half; the report gives each pair's win rate of the first bot with
a 95% Wilson interval, as text or as one JSON object."""

from __future__ import annotations

import json

import pytest

from seastead_rules.bots import ISMCTSBot
from seastead_rules.cli.arena import arena, make_bot
from seastead_rules.cli.command import main
from seastead_rules.kernel import arena as kernel_arena
from seastead_rules.kernel.paired import win_shares


def _scripted(monkeypatch, winner_of):
    """Replace the games by `winner_of(seats, seed)` (the bots' names in seat order; the
    winner's seat or None); returns the games asked for."""
    played = []

    def play_game(game, options, bots, seed, rotation, players, factories):
        seats = [None] * players
        for b, spec in enumerate(bots):
            seats[(b + rotation) % players] = spec
        played.append((tuple(seats), seed))
        winner = winner_of(tuple(seats), seed)
        returns = [0.0] * players if winner is None else \
            [1.0 if s == winner else -1.0 for s in range(players)]
        shares = win_shares(returns)
        return {"returns": returns, "shares": [shares[(b + rotation) % players]
                                               for b in range(players)]}
    monkeypatch.setattr(kernel_arena, "play_game", play_game)
    return played


def test_every_pair_plays_each_seed_twice_with_the_seats_swapped(monkeypatch):
    played = _scripted(monkeypatch, lambda seats, seed: 0)
    arena(["random", "greedy", "greedy1"], games=4, seed=10)
    for pair in (("random", "greedy"), ("random", "greedy1"), ("greedy", "greedy1")):
        for seed in (10, 11):
            assert (pair, seed) in played and (pair[::-1], seed) in played
    assert len(played) == 3 * 4


def test_the_win_rate_is_the_first_bots_whatever_its_seat(monkeypatch):
    _scripted(monkeypatch, lambda seats, seed: seats.index("greedy"))
    (pair,) = arena(["greedy", "random"], games=6).pairs
    assert (pair.first, pair.games, pair.wins, pair.rate) == ("greedy", 6, 6, 1.0)


def test_a_shared_victory_counts_half_a_win_and_is_counted(monkeypatch):
    _scripted(monkeypatch, lambda seats, seed: None)
    (pair,) = arena(["greedy", "random"], games=4).pairs
    assert (pair.wins, pair.draws, pair.rate) == (2, 4, 0.5)


def test_the_interval_is_the_95_percent_wilson_interval(monkeypatch):
    _scripted(monkeypatch, lambda seats, seed: 0 if seed < 5 else 1)   # 10 of 20 won
    (pair,) = arena(["greedy", "random"], games=20).pairs
    assert pair.rate == 0.5
    assert pair.low == pytest.approx(0.2993, abs=1e-3)
    assert pair.high == pytest.approx(0.7007, abs=1e-3)


def test_progress_is_reported_after_every_game(monkeypatch):
    _scripted(monkeypatch, lambda seats, seed: 0)
    seen = []
    arena(["greedy", "random", "greedy1"], games=2, progress=lambda d, t: seen.append((d, t)))
    assert seen == [(d, 6) for d in range(1, 7)]


def test_real_games_between_quick_bots_give_a_consistent_report():
    report = arena(["random", "ismcts:3p"], games=2, seed=1)
    (pair,) = report.pairs
    assert pair.games == 2 and 0 <= pair.wins <= 2
    assert pair.low <= pair.rate <= pair.high


def test_json_is_one_object_with_each_pairs_games_wins_and_rate(capsys):
    assert main(["arena", "--bots", "random", "random", "--games", "2", "--json",
                 "--quiet"]) == 0
    report = json.loads(capsys.readouterr().out)
    (pair,) = report["pairs"]
    assert {"first", "second", "games", "wins", "draws", "rate", "low", "high"} <= set(pair)
    assert pair["games"] == 2 and pair["rate"] == pair["wins"] / 2


def test_the_text_report_names_the_interval(capsys):
    assert main(["arena", "--bots", "random", "random", "--games", "2", "--quiet"]) == 0
    assert "95% Wilson interval" in capsys.readouterr().out


def test_a_budget_makes_an_ismcts_bot_with_playouts_or_seconds():
    assert make_bot("ismcts:7p", 0).playouts == 7
    assert make_bot("ismcts:0.2", 0).seconds == 0.2
    assert isinstance(make_bot("ismcts", 0), ISMCTSBot)


@pytest.mark.parametrize("bots, games, message", [
    (["random"], 2, "at least two bots"),
    (["random", "wizard"], 2, "unknown bot 'wizard'"),
    (["random", "greedy:3"], 2, "only ismcts takes a budget"),
    (["random", "ismcts:soon"], 2, "a budget is seconds"),
    (["random", "ismcts:0p"], 2, "above 0"),
    (["random", "greedy"], 3, "even whole number"),
])
def test_bad_arena_requests_are_refused_with_a_clear_message(bots, games, message):
    with pytest.raises(ValueError, match=message):
        arena(bots, games=games)


def test_the_command_reports_a_bad_request_in_one_line(capsys):
    assert main(["arena", "--bots", "random", "wizard", "--games", "2"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("seastead arena: argument --bots: unknown bot") and err.count("\n") == 1
