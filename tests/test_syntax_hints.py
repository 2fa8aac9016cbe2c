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
    assert "unexpected 'zzz'; expected 'add', 'adjust', 'build', 'choose'" in message


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
