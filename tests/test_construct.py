"""The fast constructors apply uses must make the same frozen records as attrs does."""

import attrs
import pytest
from attrs import frozen

import seastead_rules as s
from seastead_rules.actions import Dive
from seastead_rules.construct import constructor
from seastead_rules.engine.ops import TurnOp
from seastead_rules.state import Ctx, Decision, Frame, Log, Player, State


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
    from seastead_rules.engine.table import Seat
    before = Player((1, 0, 0, 2), (1, 0, 0), 3, 1, (("Engineer", True),), 2, 0, 0)
    seat = Seat(before)
    seat.resources[3] -= 2
    seat.cleanup += 1
    after = seat.freeze()
    assert type(after) is Player
    assert after == attrs.evolve(before, resources=(1, 0, 0, 0), cleanup=3)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        after.cleanup = 0
