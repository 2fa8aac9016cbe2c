"""Syntax errors point at what was meant: a misspelt keyword gets "did you mean", and a
lone '=' where a comparison goes gets '=='. The position, line and caret stay as ever."""

import pytest

from seastead_rules import ContentError, compile_source


def _error(text: str) -> str:
    with pytest.raises(ContentError) as caught:
        compile_source(text, "my.sea")
    return str(caught.value)


def test_a_misspelt_effect_keyword_suggests_the_keyword_meant():
    message = _error('decree "Drill" {\n  when you build { rearange ships }\n}\n')
    assert message.splitlines() == [
        "my.sea:2:20: unexpected 'rearange' (did you mean 'rearrange'?)",
        "      when you build { rearange ships }",
        "                       ^^^^^^^^",
    ]


def test_a_misspelt_item_keyword_suggests_the_item_meant():
    assert "my.sea:1:1: unexpected 'decre' (did you mean 'decree'?)" in _error('decre "X" {}')


def test_a_misspelt_word_inside_an_item_suggests_the_word_expected_there():
    message = _error('specialist "S" set A type build point 1 { discount 1 }')
    assert "unexpected 'point' (did you mean 'points'?)" in message


def test_a_word_far_from_every_keyword_lists_what_was_expected():
    message = _error('decree "X" { when you build { zzz } }')
    assert "did you mean" not in message
    assert "unexpected 'zzz'; expected an effect (take, spend, may, if, ...), '}'" in message


def test_only_what_fits_where_the_error_is_is_expected():
    # After a side's location, a rule, another location or the end; nothing of other items.
    message = _error('side "S" tile 1 face A { location 0 cost 1 points 0 { take 1 kelp } zz }')
    assert message.splitlines()[0].endswith(
        "unexpected 'zz'; expected a rule (modify, forbid, permit, when, counter), "
        "'location', '}'")


def test_a_decree_is_never_told_to_write_a_specialists_ability():
    message = _error('decree "X" { modify build-cost +2 +3 }')
    assert "expected a rule (modify, forbid, permit, when, counter), ';', 'if', '}'" in message
    assert "use" not in message.splitlines()[0]


def test_the_kinds_of_statement_are_read_from_the_grammar():
    # Each kind's words are the first words of the grammar's statements of that kind:
    # the core's effects and Seastead's own, the rule forms, a specialist's abilities.
    from seastead_rules.lang.parser import GRAMMAR
    words = GRAMMAR.words
    assert {"take", "spend", "may", "choose", "if", "each", "reveal", "look", "rest", "the",
            "another", "any", "cleanup", "place", "rearrange", "dive", "build", "swap"} \
        <= words["an effect"]
    assert words["a rule"] == {"modify", "forbid", "permit", "when", "instead", "counter"}
    assert words["an ability"] >= {"use", "discount", "react"}
    assert not words["an effect"] & words["a rule"]


def test_a_lone_equals_in_a_condition_points_to_double_equals():
    message = _error('decree "X" { forbid dive if your kelp = 2 }')
    assert message.splitlines()[0] == (
        "my.sea:1:39: unexpected character '=' (to compare two values write '=='; "
        "'=' alone is not a comparison)")
    assert message.splitlines()[2] == " " * 4 + " " * 38 + "^"


def test_equals_before_greater_than_points_to_greater_or_equal():
    assert "write '>='" in _error('decree "X" { forbid dive if your kelp => 2 }')


def test_a_lone_equals_outside_a_comparison_says_how_to_set_a_question():
    assert "'modify NAME to N'" in _error('decree "X" { modify build-cost = 2 }')


def test_an_unknown_question_with_nothing_close_lists_the_questions():
    message = _error('decree "X" { modify zzz +1 }')
    assert "unknown rule question 'zzz' (one of: build-cost, ship-discount," in message


def test_an_unknown_event_with_nothing_close_lists_the_events():
    message = _error('decree "X" { when you qqq { nothing } }')
    assert "unknown event 'qqq' (one of: round-start, round-end, turn-start," in message
