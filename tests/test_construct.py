"""The fast constructors apply uses must make the same frozen records as attrs does."""

import attrs
import pytest
from attrs import frozen

import seastead_rules as s
from seastead_rules.engine.ops import TurnOp
from seastead_rules.kernel.rules.construct import constructor
from seastead_rules.model.actions import Dive
from seastead_rules.model.state import Ctx, Decision, Frame, Log, Player, State


def test_a_fast_state_equals_the_attrs_state_and_stays_frozen():
    game = s.new_game(3)
    values = [getattr(game, a.name) for a in attrs.fields(State)]
    made = constructor(State)(*values)
    assert type(made) is State
    assert made == game
    assert hash(made.players) == hash(game.players)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        made.round = 7


@pytest.mark.parametrize("record", [
    Player((1, 0, 0, 2), (1, 0, 0), 3, 1, (("Engineer", True),), 2, 0, 0),
    Decision(0, "turn", "blue: dive or build?", TurnOp(), Ctx(0), ("a",), (1,)),
    Frame((TurnOp(),), 0, Ctx(1)),
    Log((), None, Dive()),
])
def test_fast_records_equal_attrs_records(record):
    cls = type(record)
    made = constructor(cls)(*attrs.astuple(record, recurse=False))
    assert type(made) is cls and made == record and repr(made) == repr(record)


def test_a_class_with_a_validator_gets_no_fast_constructor():
    @frozen(weakref_slot=False)
    class Checked:
        n: int = attrs.field(validator=attrs.validators.instance_of(int))

    with pytest.raises(TypeError, match="only stores values"):
        constructor(Checked)


def test_a_class_with_a_weakref_slot_gets_no_fast_constructor():
    @frozen
    class Plain:
        n: int

    with pytest.raises(TypeError, match="weakref_slot=False"):
        constructor(Plain)


def test_a_fast_constructor_takes_keywords_and_defaults_as_the_class_does():
    from seastead_rules.engine.ops import TakeHalf, new_take_half
    assert new_take_half("Reef", 1, 0) == TakeHalf("Reef", 1, 0)
    made = new_take_half("Reef", 0, 1, arrow=False, then=TakeHalf("Reef", 1, 0))
    assert made == TakeHalf("Reef", 0, 1, arrow=False, then=TakeHalf("Reef", 1, 0))
    assert type(made) is TakeHalf


def test_a_class_with_a_default_factory_gets_no_fast_constructor():
    @frozen(weakref_slot=False)
    class Made:
        items: list = attrs.Factory(list)

    with pytest.raises(TypeError, match="only stores values"):
        constructor(Made)


def test_a_frozen_seat_becomes_a_player_equal_to_its_values():
    from seastead_rules.engine.draft_parts import Seat
    before = Player((1, 0, 0, 2), (1, 0, 0), 3, 1, (("Engineer", True),), 2, 0, 0)
    seat = Seat(before)
    seat.resources[3] -= 2
    seat.cleanup += 1
    after = seat.freeze()
    assert type(after) is Player
    assert after == attrs.evolve(before, resources=(1, 0, 0, 0), cleanup=3)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        after.cleanup = 0


def test_a_table_frozen_untouched_becomes_a_state_equal_to_the_one_it_came_from():
    from seastead_rules.engine.draft import Draft
    game = s.new_game(3)
    after = Draft(game).freeze()
    assert type(after) is State and after is not game
    assert after == game and after.log is game.log
    for a in attrs.fields(State):        # every field carried over (a new one too)
        assert getattr(after, a.name) is getattr(game, a.name) or a.name == "stack"
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        after.round = 7


def test_a_frozen_table_turns_its_lists_seats_piles_and_lines_into_records():
    from seastead_rules.engine.draft import Draft
    from seastead_rules.model.state import Cards
    game = s.new_game(3)
    t = Draft(game)
    t.edit("supply")[0] -= 1
    t.edit("buildings")[5] = 2
    t.edit("ships")[5] = 1
    t.seat(0).resources[0] += 1
    top = t.pile("dive_deck").pop(0)
    t.pile("dive_discard").append(top)
    t.say(0, "blue takes a kelp", src="test")
    after = t.freeze(Dive())
    assert type(after.supply) is tuple and after.supply[0] == game.supply[0] - 1
    assert type(after.buildings) is tuple and after.buildings[5] == 2
    assert type(after.ships) is tuple and after.ships[5] == 1
    assert type(after.log.events) is tuple
    assert type(after.players[0]) is Player and after.players[1] is game.players[1]
    assert after.players[0].resources[0] == game.players[0].resources[0] + 1
    assert type(after.cards) is Cards and after.cards != game.cards
    assert after.dive_deck == game.dive_deck[1:] and after.dive_discard[-1] == top
    assert after.specialist_deck is game.specialist_deck
    assert type(after.log) is Log and after.log.prev is game.log
    assert after.log.action == Dive() and after.log.events[0].text == "blue takes a kelp"
    assert game.supply != after.supply and game.dive_deck[0] == top     # the old one unchanged


def test_only_the_supply_the_buildings_and_the_ships_are_edited_in_place():
    from seastead_rules.engine.draft import Draft
    t = Draft(s.new_game(3))
    with pytest.raises(ValueError, match="replace docks whole"):
        t.edit("docks")


def test_every_card_pile_changed_in_an_action_is_a_tuple_again_after_it():
    from seastead_rules.engine.draft import Draft
    from seastead_rules.model.state import CARD_FIELDS
    t = Draft(s.new_game(3, sides="BBBB"))
    # (the dive card's face, kept and open cards and what players know are replaced whole)
    whole = ("dive_face", "kept", "dive_open", "open_to", "known", "outer_open", "face_up")
    piles = [f for f in CARD_FIELDS if f not in whole]
    for field in piles:
        t.pile(field).append("x")
    after = t.freeze()
    for field in piles:
        assert type(getattr(after, field)) is tuple and getattr(after, field)[-1] == "x"


def test_turning_the_dive_card_to_the_side_it_shows_makes_no_new_card_piles():
    from seastead_rules.engine.draft import Draft
    game = s.new_game(3)
    same = Draft(game)
    same.set_dive_face(game.dive_face)
    assert same.freeze().cards is game.cards
    turned = Draft(game)
    turned.set_dive_face(1 - game.dive_face)
    after = turned.freeze()
    assert after.dive_face == 1 - game.dive_face and after.dive_deck is game.dive_deck
