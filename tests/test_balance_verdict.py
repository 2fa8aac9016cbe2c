"""What a balance report says first and how it looks: the answer to "who wins?" in one
line, the other changes largest first, a warning when the decree under test was seldom
in play (and `--keep`), the fired lines in line order, 80 columns, and the time a run
will take, said before it starts."""

from __future__ import annotations

import contextlib
import copy
import io
import json

import pytest

import seastead_rules.cli.command as cli
from seastead_rules.balance import Change, balance
from seastead_rules.balance.change import arm_content
from seastead_rules.balance.play import play_game
from seastead_rules.balance.report import _in_play, summarise
from seastead_rules.model.effects import DrawDecree

MINE = "examples/my_decree.sea"
YARD = '''side "Test Yard" tile 1 face A {
    location 0 cost 1 points 0 { if your kelp > 10 { take 1 fish } }
    location 1 cost 1 points 1 { take 2 fish }
    location 2 cost 1 points 1 { may cleanup 1 }
    location 3 cost 1 points 2 { score 2 }
    location 4 cost 1 points 2 { may take 1 any }
    location 5 cost 1 points 3 { give 1 any }



    # lines 12 and 13 come after lines 2 to 7
    when you build if building is port { cleanup 1 }
    when you build if building is academy { cleanup 1 }
}
'''


@pytest.fixture(scope="module")
def report():
    return balance(Change.build(extra=[MINE]), games=6, seed=10, bots=("random", "random"),
                   workers=1)


@pytest.fixture(scope="module")
def yard(tmp_path_factory):
    path = tmp_path_factory.mktemp("yard") / "yard.sea"
    path.write_text(YARD)
    return balance(Change.build(extra=[str(path)], replace=True), games=8, seed=0,
                   bots=("random", "random"), workers=1)


def test_the_verdict_leads_with_who_wins_by_seat_start_player_and_holder(report):
    first = report.verdict()[0]
    assert first.startswith("Who wins: ")
    seat = report.data["win_rates"]["seat 0 (blue)"]
    assert f"blue (seat 0) {100 * seat['delta']:+.1f}" in first
    assert "the start player" in first
    assert "the holder of decree Shipwright Subsidy won" in first


def test_the_other_changes_come_largest_effect_first(report):
    pairs = copy.deepcopy(report.pairs)
    for i, (b, c) in enumerate(pairs):      # resources far up, cleanup a little
        for line in b["scores"]:
            line["resources"] = line["cleanup"] = 5
        for line in c["scores"]:
            line["resources"], line["cleanup"] = 15 + 2 * (i % 2), 6 + 2 * (i % 2)
    data = summarise(pairs, report.data["config"], {})
    moved = data["significant"]
    assert moved.index("score: resources") < moved.index("score: cleanup")
    rows = data["scores"]
    assert abs(rows["resources"]["effect"]) > abs(rows["cleanup"]["effect"])
    said = next(s for s in BalanceVerdict(data) if s.startswith("What else moved"))
    assert said.index("score: resources") < said.index("score: cleanup")


def BalanceVerdict(data):
    from seastead_rules.balance.render import verdict
    return verdict(data)


def test_fired_lines_sort_by_file_then_line_number(yard):
    lines = list(yard.data["fired"]["with"])
    numbers = [int(src.rpartition(":")[2]) for src in lines]
    assert numbers == sorted(numbers) and numbers[-2:] == [12, 13]


def test_a_location_whose_effect_cannot_act_never_fires_though_it_was_built(yard):
    never = next(src for src, row in yard.data["fired"]["with"].items()
                 if "kelp > 10" in row["line"])
    built = sum(1 for _, c in yard.pairs for b in c["builds"] if b[2:] == [1, 0])
    assert built > 0                        # it was built (and paid for) in these games
    assert yard.data["fired"]["with"][never]["times"] == 0


def test_a_scoring_modify_counts_when_it_changed_a_final_score():
    change = Change.build(decree="Reclamation Act", keep=True)
    played = balance(change, games=4, seed=0, bots=("random", "random"), workers=1)
    (row,) = played.data["fired"]["with"].values()
    assert row["times"] > 0 and row["games_fired"] <= 4


def _narrow(data) -> list:
    from rich.console import Console

    from seastead_rules.balance.render import render_rich
    console = Console(width=80, file=io.StringIO(), color_system=None, record=True)
    render_rich(data, console)
    return console.export_text().splitlines()


@pytest.mark.parametrize("how", ["plain", "rich"])
def test_at_80_columns_the_report_keeps_each_line_and_its_text_whole(yard, how):
    if how == "rich":
        pytest.importorskip("rich")
        shown = _narrow(yard.data)
    else:
        shown = yard.text().splitlines()
    assert max(len(line) for line in shown) <= 80
    for src, row in yard.data["fired"]["with"].items():
        assert any(line.strip() == row["line"] for line in shown), row["line"]
        assert any(line.split()[:1] == [src] for line in shown), src


def test_the_decree_under_test_counts_its_turns_in_play(report):
    row = report.data["in_play"]
    firsts = [c["first_decree"] for _, c in report.pairs]
    assert row["decree"] == "Shipwright Subsidy"
    assert row["share_of_turns"] == pytest.approx(
        sum(f["turns"] for f in firsts) / sum(c["turns"] for _, c in report.pairs))
    assert row["games_at_end"] == sum(f["at_end"] for f in firsts)


def _records(turns_in, turns, at_end):
    return [{"turns": turns, "first_decree": {"name": "D", "turns": turns_in,
                                              "at_end": at_end}}] * 4


@pytest.mark.parametrize("records, config, short", [
    (_records(9, 20, True), {}, True),                      # under half of the turns
    (_records(11, 20, True), {}, False),
    (_records(15, 20, False), {"end_scoring": True}, True),  # scores at the end: not there
    (_records(15, 20, False), {}, False),
    (_records(2, 20, False), {"keep": True}, False),         # (kept: not drawn over)
])
def test_a_decree_in_play_under_half_the_turns_or_not_at_the_end_is_short(records, config,
                                                                         short):
    assert _in_play(records, {"decree": "D", **config})["short"] is short


def test_a_short_decree_is_warned_about_with_the_command_that_keeps_it(report):
    data = copy.deepcopy(report.data)
    data["in_play"]["short"] = True
    warning = BalanceVerdict(data)[1]
    assert warning.startswith("Warning: decree Shipwright Subsidy was in play for")
    assert warning.endswith("seastead balance --extra examples/my_decree.sea --decree "
                            "'Shipwright Subsidy' --keep")
    data["in_play"]["short"] = False
    assert not any(s.startswith("Warning") for s in BalanceVerdict(data))


def _draw_places(content) -> set:
    """(flotilla, location) of every location that draws a decree."""
    found = set()
    for f, name in enumerate("BBBB"):
        side = next(s for s in content.flotilla_sides if s.tile == f + 1 and s.face == name)
        for loc in side.locations:
            if any(isinstance(e, DrawDecree) for e in loc.effect):
                found.add((f + 1, loc.index))
    return found


def test_keep_keeps_the_decree_in_play_all_game_in_both_arms():
    change = Change.build(decree="Port Levy", keep=True)
    assert change.baseline["keep"] and change.candidate["keep"]
    draws = _draw_places(arm_content({**change.candidate, "keep": False}))
    assert _draw_places(arm_content(change.candidate)) == set()
    built = 0
    for seed in range(4):
        for arm in (change.baseline, change.candidate):
            record = play_game(arm, ("random", "random"), seed, False, change.watch)
            assert len(record["decrees"]) == 1 and record["first_decree"]["at_end"]
            built += sum(1 for b in record["builds"] if tuple(b[2:]) in draws)
    assert built > 0            # the draw locations were built, and drew nothing


def _cli(*argv) -> tuple:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.main(["balance", *argv])
    return code, out.getvalue(), err.getvalue()


def test_keep_needs_a_decree_under_test():
    with pytest.raises(ValueError, match="--keep keeps the decree under test"):
        Change.build(side="Lighthouse Moot", keep=True)
    code, out, err = _cli("--side", "Lighthouse Moot", "--keep", "--quiet")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1


def test_the_command_keeps_a_decree_with_keep():
    code, out, err = _cli("--decree", "Port Levy", "--keep", "--games", "2", "--bots",
                          "random", "--workers", "1", "--json", "--quiet")
    assert code == 0, err
    data = json.loads(out)
    assert data["config"]["keep"] and data["in_play"]["share_of_turns"] == 1.0


def test_a_run_says_how_long_it_will_take_before_it_starts(report):
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        timed = balance(Change.build(extra=[MINE]), games=10, seed=10,
                        bots=("random", "random"), workers=1, quiet=False)
    said = err.getvalue().splitlines()[0]
    assert said.startswith("balance: 10 pairs (20 games); 4 pairs timed here at ")
    assert " ms a game: expected about " in said and " more on 1 worker" in said
    quiet = balance(Change.build(extra=[MINE]), games=10, seed=10, bots=("random", "random"),
                    workers=1)
    assert timed.data == quiet.data and timed.pairs == quiet.pairs
