"""The design linter flags content that compiles but cannot work as meant, each finding
at its path:line:col with the line and a caret; the shipped content has none."""

import io

import pytest

from seastead_rules.cli.command import _parser
from seastead_rules.lint import CONVENTIONS, COUNT_RANGES, ERROR, WARNING, lint_sources
from seastead_rules.lint.command import report
from seastead_rules.model.content import shipped_sources
from seastead_rules.model.names import COUNTED


def _findings(text: str, base=None):
    return [(f.severity, f.problem.line, f.problem.column, f.message)
            for f in lint_sources([("my.sea", text)], base)]


def test_forbid_dive_is_an_error_at_the_hook():
    found = _findings('decree "Dry Spell" {\n    forbid dive\n}\n')
    assert [(s, line, col) for s, line, col, _ in found] == [(ERROR, 2, 5)]
    assert "the game ends only because nobody can act" in found[0][3]


def test_forbid_dive_under_a_condition_that_can_fail_is_fine():
    assert _findings('decree "Fair" { forbid dive if your resource > opponent resource }') == []


def test_forbid_dive_under_a_condition_that_always_holds_is_an_error():
    found = _findings('decree "Dry" { forbid dive if your academy <= 4 }')
    assert (ERROR, 1, 16) in [(s, line, col) for s, line, col, _ in found]


def test_a_count_compared_with_a_value_out_of_its_range_can_never_hold():
    found = _findings('decree "Odd" {\n  modify build-cost +1 if your academy > 4\n}\n')
    assert found == [(ERROR, 2, 27, "'your academy > 4' can never hold: "
                                    "'your academy' is 0 to 4")]


def test_a_count_that_cannot_be_negative_always_holds_at_zero_or_more():
    found = _findings('decree "Odd" { modify build-cost +1 if your kelp >= 0 }')
    assert [s for s, *_ in found] == [WARNING]
    assert "always holds" in found[0][3]


def test_a_count_here_is_at_most_the_six_locations_of_a_flotilla():
    found = _findings('decree "Odd" { modify build-cost +1 if anyone building here == 7 }')
    assert "'anyone building here' is 0 to 6" in found[0][3]


def test_comparisons_of_one_count_joined_by_and_that_leave_no_value_can_never_hold():
    found = _findings('decree "Odd" { modify build-cost +1 if your kelp > 3 and your kelp < 2 }')
    assert [(s, col) for s, _, col, _ in found] == [(ERROR, 40)]


def test_spending_more_of_a_resource_than_exists_can_never_be_carried_out():
    found = _findings('decree "Odd" { when you dive { may spend 12 fish } }')
    assert (ERROR, "'spend 12 fish' can never be carried out") in [
        (s, m.split(":")[0]) for s, _, _, m in found]


def test_a_cap_above_what_the_count_allows_is_never_reached():
    found = _findings('decree "Odd" { when you build { take 1 kelp per your academy max 3 } }')
    assert found == []
    found = _findings('decree "Odd" { when you build { take 1 kelp per your ship max 4 } }')
    assert found[-1][3].startswith("'max 4' is never reached")


def test_values_outside_the_printed_conventions_are_warnings():
    found = _findings('specialist "Big" set A type build points 5 { discount 1 }')
    assert found == [(WARNING, 1, 42, "5 is outside the printed components' conventions "
                                      "(specialist points: 1 to 2)")]


def test_a_question_set_outside_its_kept_range_says_what_it_acts_as():
    found = _findings('decree "Odd" { modify resource-limit to 99 }')
    assert found == [(WARNING, 1, 41, "resource-limit is kept from 0 to 40: 'to 99' acts "
                                      "as 40")]


def test_a_trigger_past_the_buildings_a_player_starts_with_ends_the_game_at_once():
    found = _findings('decree "Odd" { modify buildings-left-trigger to 12 }')
    assert [s for s, *_ in found] == [ERROR]
    assert "triggers the end in the first turn" in found[0][3]


def test_a_card_colliding_with_a_shipped_one_is_an_error_at_its_name():
    found = _findings('decree "Port Levy" { modify build-cost +1 }', shipped_sources())
    assert found == [(ERROR, 1, 8, "decree 'Port Levy' is defined twice: here and in the "
                                   "shipped content at content/decrees.sea:25; use --replace "
                                   "to replace that one")]


def test_a_file_that_does_not_compile_gives_its_compile_errors():
    found = _findings('decree "Odd" { modify build-cost +1 if your kelp = 2 }')
    assert [(s, col) for s, _, col, _ in found] == [(ERROR, 50)]


def test_the_shipped_content_has_no_findings():
    assert lint_sources(shipped_sources()) == []


def test_every_count_of_the_language_has_a_range():
    assert set(COUNT_RANGES) == set(COUNTED)


def test_every_convention_is_a_range():
    assert all(c.low <= c.high for c in CONVENTIONS.values())


@pytest.fixture
def bad(tmp_path):
    path = tmp_path / "my.sea"
    path.write_text('decree "Port Levy" {\n  forbid dive\n}\n'
                    'decree "Odd" { modify build-cost +1 if your academy > 4 }\n')
    return path


def test_seastead_lint_prints_each_finding_with_its_line_and_caret_and_fails(bad):
    out = io.StringIO()
    code = report(_parser().parse_args(["lint", str(bad)]), out)
    lines = out.getvalue().splitlines()
    assert code == 1
    heads = [line.split(": ", 2)[:2] for line in lines if line.startswith(bad.as_posix())]
    assert heads == [[f"{bad.as_posix()}:1:8", "error"], [f"{bad.as_posix()}:2:3", "error"],
                     [f"{bad.as_posix()}:4:40", "error"]]
    assert lines[-1] == "lint: 3 errors, 0 warnings in 1 file"
    assert lines[1:3] == ['    decree "Port Levy" {', "           ^^^^^^^^^^^"]


def test_seastead_check_lint_fails_on_a_lint_error(bad, tmp_path):
    out = io.StringIO()
    from seastead_rules.cli.commands import check
    code = check(_parser().parse_args(["check", "--lint", "--replace", str(bad)]), out)
    assert code == 1
    assert "error: 'forbid dive'" in out.getvalue()
    assert "ok:" not in out.getvalue()


def test_the_docs_show_the_conventions_and_the_count_ranges_as_the_linter_has_them():
    from pathlib import Path

    from seastead_rules.lint import conventions_table, count_ranges_table
    page = (Path(__file__).resolve().parents[1] / "docs" / "tools.md").read_text("utf-8")
    assert conventions_table() in page
    assert count_ranges_table() in page


def test_building_is_a_kind_never_holds_in_a_dives_hook():
    found = _findings('decree "Deep" { when you dive if building is port { cleanup 1 } }')
    assert [(s, col) for s, _, col, _ in found] == [(ERROR, 34)]
    assert "no building being built" in found[0][3]


def test_a_count_here_is_always_zero_when_reacting_to_a_dive():
    found = _findings('specialist "Diver" set B type dive points 1 {\n'
                      '  react to opponent dive if opponent ship here > 1 { take 1 any }\n}\n')
    assert [(s, line, col) for s, line, col, _ in found] == [(ERROR, 2, 29)]
    assert "'opponent ship here' is always 0" in found[0][3]


def test_the_same_count_here_may_hold_in_a_builds_hook():
    assert _findings('decree "Deep" { when you build if anyone ship here > 1 { cleanup 1 } }') \
        == []


def test_a_comparison_of_two_numbers_is_decided_before_the_game():
    found = _findings('decree "Odd" { modify build-cost +1 if 2 > 3 }')
    assert found == [(ERROR, 1, 40, "'2 > 3' can never hold: two numbers")]


def test_seastead_lint_names_an_item_defined_twice_in_the_files_linted(tmp_path):
    path = tmp_path / "twice.sea"
    path.write_text('decree "Tide Tax" { modify build-cost +1 }\n'
                    'decree "Tide Tax" { modify build-cost +2 }\n')
    out = io.StringIO()
    assert report(_parser().parse_args(["lint", str(path)]), out) == 1
    assert out.getvalue().splitlines()[0] == (
        f"{path.as_posix()}:2:8: error: decree 'Tide Tax' is defined twice: here and at "
        f"{path.as_posix()}:1")
