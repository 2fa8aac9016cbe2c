"""The language server on the constructs that name cards, replace actions and rank
players: completion offers the cards after `you hold`, the events that may be replaced
after `instead of`, the rankings after `modify`; a card no content has is a warning in
the editor."""

from seastead_rules.lsp import completions, diagnostics


def _offered(text: str, line: int, character: int) -> set:
    return {what for _, what, _ in completions(text, line, character)}


def test_completion_after_hold_offers_the_cards():
    text = 'decree "X" {\n    modify build-cost -1 if you hold \n}\n'
    assert _offered(text, 1, 37) == {"card"}
    assert '"Shipwright"' in {label for label, _, _ in completions(text, 1, 37)}
    assert _offered('decree "X" { forbid dive if opponent holds ', 0, 43) == {"card"}


def test_a_card_named_that_no_content_has_is_a_warning_in_the_editor():
    text = 'decree "X" {\n    modify build-cost -1 if you hold "Shipwrite"\n}\n'
    (found,) = diagnostics("x.sea", text)
    assert (found.severity, found.problem.line, found.problem.column) == ("warning", 2, 38)
    assert "(did you mean 'Shipwright'?)" in found.message


def test_completion_after_instead_of_offers_the_actions_a_card_may_replace():
    text = 'decree "X" {\n    instead of \n}\n'
    assert _offered(text, 1, 15) == {"replaceable action"}
    assert [label for label, _, _ in completions(text, 1, 15)] == ["dive"]
    assert _offered('decree "X" { instead of di', 0, 26) == {"replaceable action"}


def test_completion_after_modify_tie_break_to_offers_the_tie_rules_words():
    text = 'decree "X" { modify tie-break to '
    assert [label for label, _, _ in completions(text, 0, len(text))] == \
        ["all", "none", "choose"]


def test_every_kind_of_name_offered_has_a_kind_the_editor_shows():
    from seastead_rules.lsp.server import _ITEM_KIND
    assert {what for _, what, _ in completions("")} <= set(_ITEM_KIND)
