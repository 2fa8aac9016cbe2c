"""The state's card piles are a record of its own, read as the state's fields."""

import seastead_rules as s
from seastead_rules.model.state import FLAT_FIELDS, State


def test_card_fields_read_as_the_states_own():
    game = s.new_game(4)
    assert game.dive_deck == game.cards.dive_deck
    assert State.from_fields(**{n: getattr(game, n) for n in FLAT_FIELDS}) == game


def test_replace_changes_only_the_named_fields():
    game = s.new_game(4)
    changed = game.replace(dive_deck=game.dive_deck[1:], round=3)
    assert changed.dive_deck == game.dive_deck[1:] and changed.round == 3
    assert changed.specialist_deck is game.specialist_deck and changed.sides is game.sides


def test_an_action_that_moves_no_card_shares_the_card_piles():
    game = s.new_game(4)
    build = s.legal_actions(game)[-1]
    assert isinstance(build, s.Build)                   # no card moves in a build's first step
    after = s.apply(game, build)
    assert after.cards is game.cards


def test_a_list_given_to_replace_is_kept_as_a_tuple_and_apply_leaves_it_alone():
    game = s.new_game(4)
    players, supply = list(game.players), list(game.supply)
    changed = game.replace(players=players, supply=supply, dive_deck=list(game.dive_deck))
    assert type(changed.players) is tuple and type(changed.supply) is tuple
    assert type(changed.dive_deck) is tuple
    s.apply(changed, s.Dive())
    assert players == list(game.players) and supply == list(game.supply)


def _same(found, expected) -> bool:
    # A Draft may hold a list (or a thawed record) where its State holds a tuple.
    if isinstance(expected, tuple):
        return len(found) == len(expected) and all(_same(f, e) for f, e in zip(found, expected))
    return found == expected or (isinstance(found, list) and tuple(found) == expected)


def test_a_table_reads_every_field_as_its_state_does():
    from seastead_rules.model.state import FLAT_FIELDS

    # A playout's position: a Draft whose lists, seats and piles have changed in place.
    playout = s.Playout(s.new_game(3, sides="BBBB", specialists="AB"))
    for _ in range(40):
        playout.apply(playout.legal_actions()[-1])
    table, game = playout.position, playout.freeze()
    assert isinstance(table.supply, list) and isinstance(table.dive_deck, list)
    for name in FLAT_FIELDS + ("to_move", "decision", "decree_in_play"):
        if name in ("log", "stack", "players"):
            continue            # (the frozen copy's log and records, compared below)
        assert _same(getattr(table, name), getattr(game, name)), name
    assert [p.resources for p in table.players] == [list(p.resources) for p in game.players]
    assert table.stack[-1] == game.stack[-1]


def test_rules_helpers_take_a_table_where_they_take_a_state():
    from seastead_rules.engine.draft import Draft

    game = s.new_game(8)
    assert s.score_sheet(Draft(game)) == s.score_sheet(game)
    assert s.legal_actions(Draft(game)) == s.legal_actions(game)
