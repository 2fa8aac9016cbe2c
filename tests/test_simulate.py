"""The balance simulation (seastead_rules.balance.simulate): a few fast games, consistent records,
a report that computes, and the module's command line."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from cards_support import card_content

from seastead_rules import load_content
from seastead_rules.balance.simulate import render_text, report, simulate, wilson
from seastead_rules.engine.scoring import CATEGORIES

DRIFT = "11_16_the_drift.sea"       # a side whose locations score points (examples/cards)


@pytest.fixture(scope="module")
def duel():
    return simulate(8, seed=3, bots=("random", "random"))


def test_records_are_consistent(duel):
    games = duel["games"]
    assert duel["config"]["games"] == len(games) == 8
    assert [g["seed"] for g in games] == list(range(3, 11))
    content = load_content()
    for g in games:
        assert g["winner"] in (0, 1, None)
        assert g["start_player"] in (0, 1)
        for line in g["scores"]:
            assert line["total"] == sum(line[c] for c in CATEGORIES)
        assert sum(sum(p) for p in g["side_points"].values()) == sum(
            g["scores"][p]["locations"] for p in (0, 1))
        taken = [name for p in (0, 1) for name, _ in g["specialists"][p]]
        assert len(taken) == len(set(taken)) and set(taken) <= set(content.specialist)
        docks = g["docks"][0] + g["docks"][1]
        assert len(docks) == len(set(docks)) and set(docks) <= set(content.dock)
        assert g["decrees"] == [] and g["solo"] is None   # A sides: no decrees


def test_report_counts_add_up(duel):
    rep = report(duel)
    w = rep["wins"]
    assert w["seat0"] + w["seat1"] + w["shared"] == rep["games"] == 8
    assert rep["seat0"]["n"] == 8 and 0 <= rep["seat0"]["rate"] <= 1
    assert sum(rep["decided_by"].values()) == 8
    held = sum(len(g["specialists"][p]) for g in duel["games"] for p in (0, 1))
    assert sum(r["appearances"] for r in rep["specialists"]["items"].values()) == held
    assert set(rep["sides"]["items"]) == set(duel["games"][0]["sides"])
    assert rep["flagged"] == []            # too few games to flag anything
    json.dumps(rep)                         # JSON-ready
    text = render_text(rep)
    assert "Specialists" in text and "Flagged" in text


def test_b_sides_record_decrees_and_solo_result():
    b = simulate(3, seed=1, sides="BBBB", specialists="AB")
    assert all(g["decrees"] and g["decrees"][0]["by"] is None for g in b["games"])
    rep = report(b)
    assert rep["decrees"]["items"] and "start_player" in next(iter(
        rep["decrees"]["items"].values()))
    solo = simulate(3, seed=1, mode="solo", bots=("random", "random"))
    for g in solo["games"]:
        assert g["solo"]["won"] == (g["winner"] == 0)
        assert g["solo"]["boss"] == g["scores"][1]["total"]
    assert "Boss" in render_text(report(solo))


def test_wilson_interval():
    low, high = wilson(50, 100)
    assert low < 0.5 < high and abs((0.5 - low) - (high - 0.5)) < 1e-9
    assert wilson(0, 0) == (0.0, 1.0)
    assert wilson(10, 10)[1] == pytest.approx(1.0) and wilson(0, 10)[0] == pytest.approx(0.0)


def test_module_command_line():
    done = subprocess.run([sys.executable, "-m", "seastead_rules.balance.simulate", "--games", "5",
                           "--json"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    rep = json.loads(done.stdout)
    assert rep["games"] == 5 and sum(rep["wins"].values()) == 5
    done = subprocess.run([sys.executable, "-m", "seastead_rules.balance.simulate", "--games", "5",
                           "--bots", "greedy"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "greedy vs greedy" in done.stdout


def test_two_workers_play_the_same_records(duel):
    two = simulate(8, seed=3, bots=("random", "random"), workers=2)
    assert two["games"] == duel["games"]


def test_content_goes_to_a_worker_without_its_cache_of_derived_tables():
    import pickle

    from seastead_rules import load_content
    content = load_content()
    content.cache["a table some user keeps"] = lambda: 0      # cannot be pickled
    copy = pickle.loads(pickle.dumps(content))
    assert copy == content and copy.cache == {} and copy.side == content.side
    del content.cache["a table some user keeps"]


def test_the_points_cards_scored_are_an_average_score_row_when_a_card_scored(duel):
    assert "cards" not in report(duel)["average_scores"]
    assert all(line["cards"] == 0 for g in duel["games"] for line in g["scores"])
    drift = simulate(4, seed=1, sides="AABB", content=card_content(DRIFT))
    rep = report(drift)
    assert list(rep["average_scores"])[-2:] == ["cards", "total"]
    scored = [line["cards"] for g in drift["games"] for line in g["scores"]]
    assert any(scored) and rep["average_scores"]["cards"]["seat0"] == sum(scored[::2]) / 4
    assert "\ncards " in render_text(rep)
