"""The design linter on the general card language: counters nothing reads, thresholds
nothing reaches, events a card cannot hear as written, answers kept to a question's
range, extra turns that would chain, permits that change nothing. The shipped content
and the 25 example cards have no findings."""

from pathlib import Path

from seastead_rules.lint import ERROR, WARNING, lint_sources
from seastead_rules.model.content import shipped_sources

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "cards"


def _findings(text: str):
    return [(f.severity, f.problem.line, f.problem.column, f.message)
            for f in lint_sources([("my.sea", text)])]


def test_a_counter_nothing_reads_is_a_warning_at_its_name():
    found = _findings('decree "Idle" {\n    counter idle shared from 0 to 3\n'
                      '    when you build { add 1 idle }\n}\n')
    assert found == [(WARNING, 2, 13, "counter idle is never read: no condition, 'per' or "
                                      "'when idle reaches' reads it, so changing it changes "
                                      "nothing")]


def test_a_counter_read_by_a_condition_a_per_or_a_threshold_is_read():
    for reader in ("forbid dive if idle > 2", "when you dive { take 1 kelp per idle max 2 }",
                   "when idle reaches 2 { nothing }"):
        text = ('decree "Busy" {\n    counter idle shared from 0 to 3\n'
                f'    when you build {{ add 1 idle }}\n    {reader}\n}}\n')
        assert _findings(text) == [], reader


def test_a_file_with_a_broken_item_is_linted_item_by_item():
    text = ('decree "Idle" {\n    counter idle shared from 0 to 3\n'
            '    when you build { add 1 idle }\n}\n'
            'decree "Dry Spell" {\n    forbid dive\n}\n'
            'decree "Reader" {\n    forbid dive if idle > 2 and kelpp > 1\n}\n')
    found = _findings(text)
    # The typo is an error; 'Dry Spell' is still linted; 'idle' is not called unread
    # (the broken item reads it: the checks over all counters wait until all compile).
    assert [(severity, line) for severity, line, _, _ in found] == [(ERROR, 6), (ERROR, 9)]
    assert "kelpp" in found[1][3]


def test_a_threshold_below_the_start_of_a_counter_that_only_rises_never_runs():
    found = _findings('decree "Up" {\n    counter up shared from 0 to 9 start 5\n'
                      '    when you build { add 1 up }\n    when up reaches 3 { nothing }\n}\n')
    assert found == [(WARNING, 4, 21, "'when up reaches 3' never runs: up starts at 5 and "
                                      "only rises (add) in this file, so no change reaches 3")]


def test_a_threshold_of_a_shared_counter_only_ever_set_elsewhere_never_runs():
    found = _findings('decree "Set" {\n    counter mark shared from 0 to 9\n'
                      '    when you build { set mark to 0 }\n'
                      '    when mark reaches 4 { nothing }\n}\n')
    assert [(s, line) for s, line, _, _ in found] == [(WARNING, 4)]
    assert "only is set to 0" in found[0][3]


def test_a_threshold_a_set_passes_on_its_way_is_reached():
    assert _findings('decree "Jump" {\n    counter mark shared from 0 to 9\n'
                     '    when you build { set mark to 6 }\n'
                     '    when mark reaches 4 { set mark to 0 }\n}\n') == []


def test_a_threshold_of_a_counter_nothing_in_the_file_changes_never_runs():
    found = _findings('decree "Still" {\n    counter still per player from 0 to 9\n'
                      '    when still reaches 4 { nothing }\n}\n')
    assert found[0][3] == ("'when still reaches 4' never runs: nothing in this file changes "
                           "still, so it stays at 0 and never reaches 4")


def test_a_condition_on_a_counter_of_the_file_knows_its_range():
    found = _findings('decree "Past" {\n    counter tide shared from 0 to 4\n'
                      '    when you build { add 1 tide }\n    forbid dive if tide > 4\n}\n')
    assert found == [(ERROR, 4, 20, "'tide > 4' can never hold: 'tide' is 0 to 4")]


def test_what_a_card_half_shows_is_linted_as_any_number_of_resources():
    assert _findings('decree "Shown" { when you dive if revealed half 1 fish > 0 '
                     '{ take 1 fish } }') == []


def test_a_reaction_to_an_event_about_the_whole_table_is_a_warning():
    found = _findings('specialist "Early" set A type either points 1 {\n'
                      '    react to opponent round-start { take 1 kelp }\n}\n')
    assert [(s, line, col) for s, line, col, _ in found] == [(WARNING, 2, 23)]
    assert "round-start is about the whole table, nobody's doing" in found[0][3]


def test_opponent_on_a_specialists_end_of_the_game_hook_is_a_warning():
    found = _findings('specialist "Late" set A type either points 1 {\n'
                      '    when opponent game-end { score 1 }\n}\n')
    assert [(s, line, col) for s, line, col, _ in found] == [(WARNING, 2, 19)]
    assert "once, at its owner's end of the game" in found[0][3]


def test_opponent_on_a_decrees_end_of_the_game_hook_is_fine():
    assert _findings('decree "Late" { when opponent game-end { score 1 } }') == []


def test_a_change_that_takes_an_answer_out_of_its_range_names_the_range():
    found = _findings('decree "Crowd" { modify full-flotillas-trigger +5 }')
    assert (WARNING, 1, 48, "full-flotillas-trigger is kept from 1 to 4: the rules' answer "
                            "1, changed by +5, would be 6; it acts as 4") in found


def test_a_discount_below_zero_adds_to_the_cost_and_is_no_finding():
    assert _findings('decree "Heavy" { modify ship-discount -2 }') == []
    found = _findings('decree "Heavier" { modify location-discount to -12 }')
    assert found[0][3] == "location-discount is kept from -10 to 10: 'to -12' acts as -10"


def test_an_extra_turn_in_a_hook_of_every_turn_is_a_warning():
    found = _findings('decree "Again" {\n    when you turn-end { may extra turn }\n}\n')
    assert [(s, line, col) for s, line, col, _ in found] == [(WARNING, 2, 29)]
    assert "the engine gives no extra turn after an extra turn" in found[0][3]


def test_an_extra_turn_after_a_build_is_no_finding():
    assert _findings('decree "Rush" { when you build if building is port { extra turn } }') == []


def test_permitting_what_the_core_rules_allow_changes_nothing():
    found = _findings('decree "Open" {\n    permit dive if your kelp > 2\n}\n')
    assert found == [(WARNING, 2, 5, "'permit dive if your kelp > 2' changes nothing: the core "
                                     "rules already allow a dive, and a forbid in force wins "
                                     "over any permit")]
    assert _findings('decree "Free" { permit build-on-locked if building is port }') == []


def test_adjust_outside_a_before_build_hook_is_an_error():
    found = _findings('decree "Tax" { when you build { adjust build-cost +1 } }')
    assert [s for s, *_ in found] == [ERROR] and "before-build" in found[0][3]


def test_the_shipped_content_and_the_example_cards_have_no_findings():
    examples = [(p.name, p.read_text(encoding="utf-8")) for p in sorted(EXAMPLES.glob("*.sea"))]
    assert len(examples) == 29
    assert lint_sources(list(shipped_sources()) + examples) == []


def test_here_in_the_hook_of_an_event_with_no_location_counts_nothing():
    found = _findings('decree "X" { when you game-end { score 1 per port here } }')
    assert [s for s, *_ in found] == [WARNING]
    assert "'per port here' is always 0 here" in found[0][3]


def test_a_condition_no_amount_of_the_event_can_meet_is_an_error():
    found = _findings('decree "X" { when anyone take if amount == 0 { take 1 kelp } }')
    assert [s for s, *_ in found] == [ERROR]
    assert "'amount' is 1 or more in a take hook" in found[0][3]


def test_amount_in_the_hook_of_an_event_without_one_is_always_zero():
    found = _findings('decree "X" { when anyone round-start if amount > 1 { nothing } }')
    assert "(a round-start event has no amount)" in found[0][3]


def test_a_build_hook_may_test_its_amount():
    assert _findings('decree "X" { when you build if amount > 2 { take 1 kelp } }') == []
