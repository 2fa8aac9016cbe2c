"""The Draft's write API (engine/writes.py): every change a handler makes to the
components goes through it, and each method moves exactly what it says."""

import ast
from pathlib import Path

import pytest

import seastead_rules as s
from seastead_rules.engine.draft import Draft
from seastead_rules.model.names import PLACES
from seastead_rules.saves.invariants import check_invariants

ENGINE = Path(__file__).resolve().parents[1] / "seastead_rules" / "engine"
# How a Draft copies a part before its first change: only draft.py and writes.py use it.
LOW_LEVEL = {"edit", "pile", "piles", "seat"}
# The components' fields, which only the write API assigns.
COMPONENTS = {"supply", "buildings", "ships", "docks", "demand", "locked", "decrees",
              "boss_resources", "cleanup_supply", "players", "cards"}


def _handler_modules():
    below_the_api = ("draft.py", "draft_parts.py", "writes.py")
    return [p for p in sorted(ENGINE.glob("*.py")) if p.name not in below_the_api]


def test_no_handler_copies_a_part_by_hand():
    found = []
    for path in _handler_modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in LOW_LEVEL):
                found.append(f"{path.name}:{node.lineno} .{node.func.attr}()")
    assert found == []


def test_no_handler_assigns_a_component_field():
    found = []
    for path in _handler_modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets = (node.targets if isinstance(node, ast.Assign)
                       else [node.target] if isinstance(node, ast.AugAssign) else [])
            for target in targets:
                if isinstance(target, ast.Attribute) and target.attr in COMPONENTS:
                    found.append(f"{path.name}:{node.lineno} .{target.attr}")
    assert found == []


@pytest.fixture
def game():
    return s.new_game(3)


def test_resources_move_between_the_supply_and_a_player(game):
    before = s.to_json(game)
    t = Draft(game)
    t.move_resources(0, 2, 3)
    t.move_resources(1, 2, 1)
    t.move_resources(0, 2, -1)
    after = t.freeze()
    assert after.supply[2] == game.supply[2] - 3
    assert after.players[0].resources[2] == game.players[0].resources[2] + 2
    assert after.players[1].resources[2] == game.players[1].resources[2] + 1
    assert s.to_json(game) == before        # the state the Draft came from is untouched
    check_invariants(after)


def test_a_cleanup_shortfall_is_recorded_not_taken(game):
    t = Draft(game)
    t.move_cleanup(1, 2, recorded=3)
    after = t.freeze()
    assert after.cleanup_supply == game.cleanup_supply - 2
    assert after.players[1].cleanup == game.players[1].cleanup + 2
    assert after.players[1].cleanup_extra == game.players[1].cleanup_extra + 3


def test_a_moved_building_leaves_its_place_empty(game):
    t = Draft(game)
    t.set_building(0, 1)                    # blue's academy at flotilla 1 location 0
    t.move_building(0, 7)
    after = t.freeze()
    assert after.buildings[0] == -1 and after.buildings[7] == 1
    assert PLACES[7] == (1, 1)


def test_a_moved_ship_leaves_its_place_empty(game):
    t = Draft(game)
    t.set_ship(4, 1)
    t.move_ship(4, 11)
    t.set_ship(12, 0)
    t.set_ship(12, -1)
    after = t.freeze()
    assert after.ships[4] == -1 and after.ships[11] == 1 and after.ships[12] == -1


def test_a_card_drawn_comes_off_the_top_and_goes_where_it_is_put(game):
    t = Draft(game)
    top = t.draw("dive_deck")
    t.put_card("dive_discard", top)
    shown = game.dock_display[1]
    t.take_card("dock_display", shown)
    after = t.freeze()
    assert top == game.dive_deck[0] and after.dive_deck == game.dive_deck[1:]
    assert after.dive_discard == game.dive_discard + (top,)
    assert shown not in after.dock_display and len(after.dock_display) == 2


def test_the_boss_resources_go_back_to_the_supply_when_cleared():
    game = s.new_game(5, mode="solo")
    t = Draft(game)
    t.boss_places(0, 9)
    t.boss_places(3, 9)
    placed = t.freeze()
    assert placed.boss_resources[9] == (0, 3)
    assert placed.supply[0] == game.supply[0] - 1 and placed.supply[3] == game.supply[3] - 1
    t = Draft(placed)
    assert t.boss_clears(9) == (0, 3)
    cleared = t.freeze()
    assert cleared.boss_resources[9] == () and cleared.supply == game.supply
