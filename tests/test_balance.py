"""`seastead balance`: paired games with and without a change, their report, the command,
and the same numbers however the games are spread over workers."""

from __future__ import annotations

import contextlib
import io
import json
import statistics

import pytest

import seastead_rules.cli.command as cli
from seastead_rules.balance import Change, balance, paired
from seastead_rules.balance.play import END_KINDS
from seastead_rules.balance.simulate import play_game as simulate_game

MINE = "examples/my_decree.sea"
CUT = "examples/my_decree.sea:7"        # modify build-cost -1 if building is shipyard


@pytest.fixture(scope="module")
def change():
    return Change.build(extra=[MINE])


@pytest.fixture(scope="module")
def report(change):
    return balance(change, games=6, seed=10, bots=("random", "random"), workers=1)


def test_a_new_decree_is_tested_in_play_from_the_start(change):
    assert change.candidate["decree"] == "Shipwright Subsidy"
    assert change.baseline["decree"] is None
    assert change.candidate["sides"] == change.baseline["sides"] == "BBBB"
    assert set(change.watch) == {CUT, "examples/my_decree.sea:8"}


def test_each_pair_plays_the_same_seeds_with_the_seats_swapped_every_other_pair(report):
    assert [(b["seed"], c["seed"]) for b, c in report.pairs] == [(s, s) for s in range(10, 16)]
    assert [b["swap"] for b, _ in report.pairs] == [False, True] * 3
    assert all(b["swap"] == c["swap"] for b, c in report.pairs)
    assert all(c["decrees"][0]["name"] == "Shipwright Subsidy" for _, c in report.pairs)


def test_the_fired_count_is_the_shipyard_builds_it_made_cheaper(report):
    fired = report.data["fired"]["with"][CUT]
    per_game = [sum(c["fired"].get(CUT, [0, 0])) for _, c in report.pairs]
    assert fired["times"] == sum(per_game) > 0
    assert fired["games_fired"] + fired["games_never"] == 6
    for _, c in report.pairs:       # only shipyards are made cheaper
        shipyards = sum(1 for b in c["builds"] if b[1] == "shipyard")
        assert sum(c["fired"].get(CUT, [0, 0])) <= shipyards
    assert report.data["fired"]["without"][CUT]["times"] == 0   # not in the baseline


def test_an_initial_decree_counts_for_the_player_it_favoured(report):
    # Not "held by nobody": the initial decree's holder is the player its lines gave
    # more to; a later draw of the same decree makes the drawer its holder.
    expected = 0
    for _, c in report.pairs:
        entries = [d for d in c["decrees"] if d["name"] == "Shipwright Subsidy"]
        drawn = [d["by"] for d in entries if d["by"] is not None]
        holder = drawn[-1] if drawn else entries[0]["favours"]
        expected += holder is not None
    assert any(c["decrees"][0]["favours"] is not None for _, c in report.pairs)
    held = report.data["holders"]["with"]["decree Shipwright Subsidy"]
    assert held["n"] == expected and held["games"] == 6


def test_every_game_ends_by_a_named_trigger(report):
    for b, c in report.pairs:
        assert b["end"] in END_KINDS and c["end"] in END_KINDS
    assert sum(row["with"] for row in report.data["end"].values()) == pytest.approx(1)


def test_paired_interval_is_the_mean_difference_plus_or_minus_its_standard_error():
    without, with_ = [1, 0, 3, 2, 5, 4], [2, 2, 3, 5, 6, 7]
    row = paired(without, with_)
    diffs = [b - a for a, b in zip(without, with_)]
    half = 1.959963984540054 * statistics.stdev(diffs) / len(diffs) ** 0.5
    assert row["delta"] == pytest.approx(statistics.mean(diffs))
    assert row["ci95"] == pytest.approx([row["delta"] - half, row["delta"] + half])
    assert row["significant"]
    assert not paired([1, 0, 1, 0], [0, 1, 1, 0])["significant"]
    assert paired([1, 0], [0, 1], limit=1)["ci95"] == [-1, 1]     # a proportion's bounds


def test_two_workers_give_the_numbers_of_one(change, report):
    two = balance(change, games=6, seed=10, bots=("random", "random"), workers=2)
    assert two.data == report.data and two.pairs == report.pairs


def test_simulate_plays_the_same_game_and_record(change):
    from seastead_rules.balance.change import arm_content
    arm = change.candidate
    mine = simulate_game(4, ("random", "random"), arm["sides"], arm["specialists"],
                         arm["decree"], arm_content(arm))
    from seastead_rules.balance.play import play_game
    assert mine == play_game(arm, ("random", "random"), 4)


def test_the_verdict_names_the_fired_counts_and_what_else_moved(report):
    says = report.verdict()
    assert any(s.startswith(f"{CUT} (modify build-cost -1 if building is shipyard) fired")
               for s in says)
    assert sum(s.startswith(("What else moved", "Nothing else moved")) for s in says) == 1
    assert json.loads(report.to_json())["pairs"] == 6


def _cli(*argv) -> tuple:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.main(["balance", *argv])
    return code, out.getvalue(), err.getvalue()


def test_the_command_prints_json_and_writes_an_html_report(tmp_path):
    page = tmp_path / "out.html"
    code, out, err = _cli("--decree", "Port Levy", "--games", "2", "--bots", "random",
                          "--workers", "1", "--json", "--quiet", "--report", str(page),
                          "--plots", str(tmp_path / "plots"))
    assert code == 0, err
    data = json.loads(out)
    assert data["config"]["decree"] == "Port Levy" and data["games"] == 4
    assert set(data["fired"]["with"]) == {"content/decrees.sea:26", "content/decrees.sea:27"}
    html = page.read_text()
    assert html.count("data:image/png;base64,") == 3 and "<table>" in html
    assert sorted(p.name for p in (tmp_path / "plots").iterdir()) == [
        "balance_deltas.png", "balance_holders.png", "balance_scores.png"]


def test_json_to_a_file_keeps_the_table_on_stdout(tmp_path):
    path = tmp_path / "out.json"
    code, out, err = _cli("--decree", "Port Levy", "--games", "2", "--bots", "random",
                          "--workers", "1", "--json", str(path), "--quiet")
    assert code == 0, err
    assert out.startswith("Balance: decree Port Levy") and "Verdict:" in out
    assert json.loads(path.read_text())["pairs"] == 2


@pytest.mark.parametrize("argv, words", [
    (["--games", "0", "--decree", "Port Levy"], "--games: must be a whole number from 1"),
    (["--extra", "no/such.sea"], "no such file"),
    (["--decree", "No Such Decree"], "no decree named"),
    ([], "nothing to compare"),
])
def test_bad_options_give_one_line(argv, words):
    code, out, err = _cli(*argv, "--quiet", "--workers", "1")
    assert code == 2 and out == ""
    assert words in err and len(err.strip().splitlines()) == 1


def test_no_progress_bar_when_stderr_is_not_a_terminal(monkeypatch):
    from seastead_rules.balance.run import _Progress
    monkeypatch.setattr("sys.stderr", io.StringIO())
    assert _Progress(10, quiet=False).bar is None
    assert _Progress(10, quiet=True).bar is None


def test_a_side_is_tested_against_the_other_face_of_its_tile():
    change = Change.build(side="Lighthouse Moot")
    from seastead_rules.balance.change import arm_content
    side = arm_content(change.candidate).side["Lighthouse Moot"]
    i = side.tile - 1
    assert change.candidate["sides"][i] == side.face
    assert change.baseline["sides"][i] != side.face
    assert all(src.startswith(side.src.rpartition(":")[0]) for src in change.watch)


def test_a_specialist_is_tested_against_the_game_without_it():
    from seastead_rules.balance.change import arm_content
    change = Change.build(specialist="Engineer")
    base, cand = arm_content(change.baseline), arm_content(change.candidate)
    assert "Engineer" in cand.specialist and "Engineer" not in base.specialist
    assert set(cand.specialist) - set(base.specialist) == {"Engineer"}
    for name, card in base.specialist.items():      # the others keep their lines
        assert card.src == cand.specialist[name].src
    assert change.baseline["specialists"] == change.candidate["specialists"] == "AB"
    assert list(change.watch) == [cand.specialist["Engineer"].src]    # its discount


def test_the_points_cards_scored_are_a_score_row_when_a_card_scored(report):
    assert "cards" not in report.data["scores"]         # the decree scores no points
    drift = Change.build(extra=["examples/cards/11_16_the_drift.sea"], replace=True,
                         sides="AABB")
    scored = balance(drift, games=4, seed=1, bots=("random", "random"), workers=1)
    assert list(scored.data["scores"])[-2:] == ["cards", "total"]
    games = [record for pair in scored.pairs for record in pair]
    assert any(line["cards"] for record in games for line in record["scores"])
    assert "score: cards" in scored.text(holders=False)
