"""`seastead balance --game NAME` and `seastead arena --game NAME`: a content change of
another hosted game measured by paired games (the 'with' arm plays the game's option
`changes`), and bots of any hosted game in every seat, with the places in the order of
play, the mean points and returns; Seastead's own options refused for another game."""

from __future__ import annotations

import contextlib
import io
import json

import pytest

import seastead_rules.cli.command as cli
from seastead_rules.balance.game_balance import CHANGES_LABEL, game_balance
from seastead_rules.deep_sea import GAME
from seastead_rules.errors import ArgumentError
from seastead_rules.kernel import arena as kernel_arena
from seastead_rules.kernel.paired import play_game, win_shares
from seastead_rules.liars_dice import GAME as LIARS_DICE

CHANGE = "examples/deep_sea/rich_caches.sea"      # Research Caches hold 5 Research, not 2


def _text(path: str = CHANGE) -> str:
    with open(path, encoding="utf-8") as fh:
        return fh.read()


def _main(*argv) -> tuple:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.main(list(argv))
    return code, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module")
def report():
    return game_balance(GAME, _text(), games=6, seed=3, bots=("random",), players=3)


# ---- balance -----------------------------------------------------------------------------

def test_balance_of_a_deep_sea_change_plays_paired_games(report):
    assert len(report.pairs) == 6
    for i, (without, with_) in enumerate(report.pairs):
        assert without["seed"] == with_["seed"] == 3 + i
        assert without["rotation"] == with_["rotation"] == i % 3
        assert len(without["scores"]) == len(with_["scores"]) == 3
    # The 'with' arm is the game with the change as its option `changes`; the other
    # arm the shipped content: each game is the one play_game plays from its seed.
    assert report.pairs[1][1] == play_game(GAME, {"changes": _text()}, ("random",) * 3, 4,
                                           1, 3)
    assert report.pairs[1][0] == play_game(GAME, {}, ("random",) * 3, 4, 1, 3)


def test_the_report_of_a_deep_sea_change_gives_win_shares_scores_and_length(report):
    data = report.data
    assert set(data["win_rates"]) == {"seat 0", "first to play"}
    assert set(data["scores"]) == {"per player", "first to play"}
    assert set(data["metrics"]) == {"decisions", "mean return", "final margin"}
    per_player = [sum(c["scores"]) / 3 for _, c in report.pairs]
    assert data["scores"]["per player"]["with"] == pytest.approx(sum(per_player) / 6)
    first = [b["shares"][(b["first"] - b["rotation"]) % 3] for b, _ in report.pairs]
    assert data["win_rates"]["first to play"]["without"] == pytest.approx(sum(first) / 6)
    text = report.text()
    assert text.startswith("Balance of deep_sea: the change. 6 paired games (12 games), "
                           "3 players")
    assert "Who wins:" in text and "score: per player" in text
    assert "holder" not in text         # Seastead's cards and sides only
    assert json.loads(report.to_json())["config"]["game"] == "deep_sea"


def test_the_rich_caches_raise_the_scores_of_random_bots():
    more = game_balance(GAME, _text(), games=100, players=2, workers=1)
    row = more.data["scores"]["per player"]
    assert row["delta"] > 0 and row["significant"]
    assert "score: per player" in more.significant


def test_a_game_without_content_changes_is_refused():
    with pytest.raises(ArgumentError, match="no option 'changes'"):
        game_balance(LIARS_DICE, "anything", games=2)


def test_the_change_is_given_as_a_file_not_as_an_option():
    code, _, err = _main("balance", "--game", "deep_sea", "--extra", CHANGE, "--option",
                         "changes=x", "--games", "2")
    assert code == 2 and "--option changes=... is the change under test" in err


def test_the_command_measures_a_deep_sea_change(tmp_path):
    code, out, err = _main("balance", "--game", "deep_sea", "--extra", CHANGE, "--replace",
                           "--games", "3", "--players", "2", "--workers", "1", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["pairs"] == 3 and data["config"]["players"] == 2
    assert data["config"]["describe"] == f"{CHANGE} in place of dive token Research Cache"


def test_the_command_writes_a_deep_sea_html_report(tmp_path):
    pytest.importorskip("matplotlib")
    page = tmp_path / "out.html"
    code, out, err = _main("balance", "--game", "deep_sea", "--extra", CHANGE, "--replace",
                           "--games", "2", "--workers", "1", "--quiet", "--report",
                           str(page), "--plots", str(tmp_path / "plots"))
    assert code == 0, err
    html = page.read_text(encoding="utf-8")
    assert "<title>deep_sea balance:" in html and "data:image/png;base64," in html
    assert "Balance of deep_sea" in html and "Verdict" in html
    assert sorted(p.name for p in (tmp_path / "plots").iterdir()) == [
        "balance_deltas.png", "balance_scores.png"]
    assert out.startswith("Balance of deep_sea")


@pytest.mark.parametrize("option", [
    ("--decree", "Port Levy"), ("--keep",), ("--side", "Lighthouse Moot"),
    ("--specialist", "Engineer"), ("--sides", "AAAA"), ("--specialists", "AB"),
    ("--baseline", "content"), ("--candidate", "content"), ("--backend", "ray")],
    ids=lambda o: o[0])
def test_balance_refuses_seastead_options_for_another_game(option):
    code, out, err = _main("balance", "--game", "deep_sea", "--extra", CHANGE, "--replace",
                           "--games", "2", *option)
    assert code == 2 and not out
    assert f"{option[0]} is Seastead's, not deep_sea's" in err
    assert err.count("\n") == 1


def test_a_component_of_the_shipped_content_is_replaced_only_with_replace():
    code, _, err = _main("balance", "--game", "deep_sea", "--extra", CHANGE, "--games", "2")
    assert code == 2
    assert (f"{CHANGE}:3:1: dive token 'Research Cache' is already in deep_sea's content: "
            "give --replace to play yours in its place") in err
    assert 'token "Research Cache" research 5 copies 14\n    ^' in err


def test_a_broken_change_is_shown_at_its_own_file_and_line(tmp_path):
    fine = tmp_path / "a.sea"
    fine.write_text('# fine\ntoken "Rich Sample" research 4 copies 8\n', encoding="utf-8")
    broken = tmp_path / "b.sea"
    broken.write_text('\n\nspecialist "Pilot" tier 1 copies 4 {\n    junior travel\n'
                      '    senior "Skipper" travel / dive\n}\n', encoding="utf-8")
    code, _, err = _main("balance", "--game", "deep_sea", "--extra", str(fine), "--extra",
                         str(broken), "--replace", "--games", "2")
    assert code == 2
    assert (f"{broken}:3:34: a tier-1 specialist has 5 copies in the tray (p. 5), not 4"
            in err)
    assert 'specialist "Pilot" tier 1 copies 4 {\n' in err and "^" in err
    assert CHANGES_LABEL not in err


def test_a_change_that_does_not_compile_is_shown_with_a_caret(tmp_path):
    broken = tmp_path / "typo.sea"
    broken.write_text('token "Rich Sample" research 4 copies\n', encoding="utf-8")
    code, _, err = _main("balance", "--game", "deep_sea", "--extra", str(broken), "--games",
                         "2")
    assert code == 2 and f"{broken}:1:" in err and "^" in err


def test_the_changes_label_is_the_one_deep_sea_gives_its_changes():
    from seastead_rules.deep_sea.content import CHANGES_PATH
    assert CHANGES_LABEL == CHANGES_PATH


def test_balance_of_a_game_needs_its_change():
    code, _, err = _main("balance", "--game", "deep_sea", "--games", "2")
    assert code == 2 and "give --extra FILE" in err
    code, _, err = _main("balance", "--game", "liars_dice", "--extra", CHANGE)
    assert code == 2 and "liars_dice takes no content change" in err


def test_seasteads_balance_takes_no_players_or_game_options():
    code, _, err = _main("balance", "--decree", "Port Levy", "--players", "3")
    assert code == 2 and "--players and --option are for --game" in err
    code, _, err = _main("balance", "--decree", "Port Levy", "--bots", "ismcts:5p")
    assert code == 2 and "unknown bot 'ismcts:5p'" in err


# ---- arena -------------------------------------------------------------------------------

def test_arena_plays_any_hosted_game():
    code, out, err = _main("arena", "--game", "liars_dice", "--bots", "random", "ismcts:3p",
                           "--games", "2", "--option", "dice=1", "--json")
    assert code == 0, err
    report = json.loads(out)
    assert report["game"] == "liars_dice" and report["options"]["dice"] == 1
    (match,) = report["matches"]
    assert match["bots"] == ["random", "ismcts:3p"]
    assert [p["place"] for p in match["places"]] == [0, 1]
    code, out, err = _main("arena", "--game", "deep_sea", "--players", "3", "--bots",
                           "random", "--games", "3")
    assert code == 0, err
    assert out.startswith("arena: deep_sea, 3 players") and "3rd to play" in out
    assert "points [" in out


def test_one_bot_name_sits_in_every_seat():
    code, out, _ = _main("arena", "--game", "deep_sea", "--players", "4", "--bots",
                         "random", "--games", "4")
    assert code == 0 and "table random / random / random / random" in out


@pytest.mark.parametrize("option", [("--sides", "BBBB"), ("--specialists", "AB")],
                         ids=lambda o: o[0])
def test_arena_refuses_seastead_options_for_another_game(option):
    code, out, err = _main("arena", "--game", "deep_sea", "--bots", "random", *option)
    assert code == 2 and not out
    assert f"{option[0]} is Seastead's, not deep_sea's" in err


def test_another_games_arena_plays_each_seed_once_a_seat():
    code, _, err = _main("arena", "--game", "deep_sea", "--players", "3", "--bots",
                         "random", "--games", "4")
    assert code == 2 and "multiple of 3" in err


def test_seasteads_arena_keeps_its_pairs_and_options():
    code, _, err = _main("arena", "--bots", "random", "random", "--players", "3")
    assert code == 2 and "--players and --option are for --game" in err
    code, _, err = _main("arena", "--bots", "random", "random", "--games", "5")
    assert code == 2
    assert err.startswith("seastead arena: argument --games: must be an even whole number")


def test_an_unknown_game_is_named_with_the_games():
    code, _, err = _main("arena", "--game", "chess", "--bots", "random")
    assert code == 2 and "unknown game 'chess'" in err and "deep_sea" in err


def _scripted(monkeypatch, winner_of):
    """Games whose first to decide is seat `seed % players` and whose winner is
    `winner_of(first, seed)` (a seat), scoring 10 for the winner and 1 for the others."""
    def fake(game, options, bots, seed, rotation, players, factories):
        first = seed % players
        winner = winner_of(first, seed)
        returns = [1.0 if s == winner else -1.0 for s in range(players)]
        shares = win_shares(returns)
        return {"returns": returns, "first": first,
                "scores": [10 if s == winner else 1 for s in range(players)],
                "shares": [shares[(b + rotation) % players] for b in range(players)]}
    monkeypatch.setattr(kernel_arena, "play_game", fake)


def test_an_arena_reports_each_place_in_the_order_of_play(monkeypatch):
    _scripted(monkeypatch, lambda first, seed: (first + 1) % 3)   # the second to play wins
    (match,) = kernel_arena.arena(GAME, ["random"] * 3, games=9, players=3).matches
    assert [(p.place, p.wins, p.rate) for p in match.places] == [(0, 0, 0.0), (1, 9, 1.0),
                                                                  (2, 0, 0.0)]
    assert [p.points.mean for p in match.places] == [1, 10, 1]
    assert sum(s.wins for s in match.seats) == 9


def test_the_mean_points_have_a_normal_interval():
    got = kernel_arena.points([10, 12, 14, 16])
    assert got.mean == 13
    half = 1.959963984540054 * (20 / 3) ** 0.5 / 2
    assert (got.low, got.high) == (pytest.approx(13 - half), pytest.approx(13 + half))
    assert kernel_arena.points([5]) == kernel_arena.Points(5.0, None, None)


def test_a_game_without_points_reports_none_and_a_cooperative_table_its_returns():
    report = kernel_arena.arena(LIARS_DICE, ["random", "random"], games=2, dice=1)
    assert all(s.points is None for m in report.matches for s in m.seats)
    coop = kernel_arena.arena(GAME, ["random"] * 2, games=2, players=2, mode="coop",
                              difficulty=1)
    (match,) = coop.matches
    assert match.draws == 2         # the team wins or loses together
    assert "every game a tie for the win: the mean return tells" in str(coop)
    assert all(s.returns.mean in (-1.0, 0.0, 1.0) for s in match.seats)


# ---- Deep Sea's names for the reports -----------------------------------------------------

def test_deep_sea_scores_are_the_final_score_sheets():
    state = GAME.setup(5, 2)
    assert GAME.scores(state) == (0, 0)
    record = play_game(GAME, {}, ("random", "random"), 5, 0, 2)
    assert len(record["scores"]) == 2 and max(record["scores"]) > 0
    top = [s == max(record["scores"]) for s in record["scores"]]
    assert record["returns"] == [1.0 if t else -1.0 for t in top]


def test_a_change_names_the_components_it_replaces():
    assert GAME.replaced(_text(), "mine.sea") == ((3, "dive token", "Research Cache"),)
    assert GAME.replaced('token "Treasure" research 9 copies 2\n') == ()


def test_the_score_sheet_script_adds_up_to_the_games_final_scores(capsys):
    import runpy
    script = runpy.run_path("examples/deep_sea/score_sheets.py", run_name="score_sheets")
    script["main"](["--players", "2", "--games", "1", "--seed", "7"])
    out = capsys.readouterr().out
    total = next(line for line in out.splitlines() if line.startswith("total"))
    scores = play_game(GAME, {}, ("random", "random"), 7, 0, 2)["scores"]
    assert float(total.split()[-1]) == pytest.approx(sum(scores) / 2, abs=0.05)
    script["main"](["--players", "1", "--games", "2", "--option", "mode=coop",
                    "--by-place"])
    out = capsys.readouterr().out
    assert "1st to play" in out and "co-op goals the team reached" in out


def test_a_deep_sea_balance_on_two_processes_gives_the_report_of_one(report):
    two = game_balance(GAME, _text(), games=6, seed=3, bots=("random",), players=3,
                       workers=2)
    assert two.data == report.data and two.pairs == report.pairs
