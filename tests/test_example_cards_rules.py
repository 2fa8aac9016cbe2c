"""The example decrees of examples/cards/ that change a question or a permission of the
rules (cards 6-10), each in a position built for it: one test per rule of the card,
named after it, and where it helps the same position with no decree in play
(`base(game)`), which follows the rulebook."""

import attrs
import pytest
from cards_support import card_position
from support import building, play, resources, spot, texts

from seastead_rules.engine.build import build_cost, explain_cost
from seastead_rules.engine.places import full_flotillas

FILES = {"Free Port": "06_free_port.sea", "Crowded Waters": "07_crowded_waters.sea",
         "Dry Dock": "08_dry_dock.sea", "Heavy Seas": "09_heavy_seas.sea",
         "Embargo": "10_embargo.sea"}
ACADEMY = 1


def position(decree, **given):
    """Blue to play on four B sides with the example `decree` in play (cards_support:
    flotilla 4 locked, DECK on top of the dive deck)."""
    return card_position(FILES[decree], **given)


def base(game):
    """The same position with no decree in play: the rules of the rulebook."""
    return attrs.evolve(game, decrees=())


def own_lines(game, decree) -> list:
    """The log lines the decree's file wrote, as text."""
    return [e.text for e in game.log.entries() if e.src.startswith(
        f"examples/cards/{FILES[decree]}") and not e.text.startswith("setup:")]


# ---- 6. Free Port -------------------------------------------------------------------

def test_free_port_a_shipyard_may_be_built_on_the_locked_flotilla():
    game = position("Free Port", player0={"artifact": 2})
    assert "build shipyard at flotilla 4 location 1" in texts(game)
    built = play(game, "build shipyard at flotilla 4 location 1")
    assert building(built, 4, 1) == (0, "shipyard") and resources(built, 0) == {"artifact": 1}
    assert "build shipyard at flotilla 4 location 1" not in texts(base(game))


def test_free_port_a_port_or_academy_may_not_be_built_on_the_locked_flotilla():
    game = position("Free Port", player0={"artifact": 6})
    on_four = [t for t in texts(game) if "flotilla 4" in t]
    assert on_four and all(t.startswith("build shipyard") for t in on_four)


# ---- 7. Crowded Waters --------------------------------------------------------------

def full(flotilla, player, leave=()):
    """Buildings of `player` on every location of a flotilla but those in `leave`."""
    kinds = ("port", "academy", "shipyard")
    return {(flotilla, l): (player, kinds[l % 3]) for l in range(6) if l not in leave}


# Enough buildings on the players' boards that no row is completed and nobody is
# down to their last building.
BUILT = dict(built0={"port": 3, "academy": 3, "shipyard": 2},
             built1={"port": 3, "academy": 3, "shipyard": 3})
LAST_SHIPYARD = "build shipyard at flotilla 1 location 0"     # printed 1, kelp


@pytest.mark.parametrize("already_full", [0, 1])
def test_crowded_waters_one_or_two_full_flotillas_do_not_trigger_the_end(already_full):
    board = {**full(1, 0, leave=(0,)), **(full(2, 1) if already_full else {})}
    game = position("Crowded Waters", player0={"kelp": 1}, buildings=board, **BUILT)
    built = play(game, LAST_SHIPYARD)
    assert full_flotillas(built.buildings) == already_full + 1
    assert built.end_round == -1
    assert play(base(game), LAST_SHIPYARD).end_round == 1 + 1    # the rulebook's: one


def test_crowded_waters_three_full_flotillas_trigger_the_end():
    board = {**full(1, 0, leave=(0,)), **full(2, 1), **full(3, 1, leave=(3, 4, 5)),
             **full(3, 0, leave=(0, 1, 2))}
    game = position("Crowded Waters", player0={"kelp": 1}, buildings=board, **BUILT)
    built = play(game, LAST_SHIPYARD)
    assert full_flotillas(built.buildings) == 3
    assert built.end_round == 2
    ends = [e.text for e in built.log.entries() if e.text.startswith("the end is triggered")]
    assert ends == ["the end is triggered: 3 flotillas are full; round 1 is finished, then "
                    "round 2 is the last"]


def test_crowded_waters_the_log_names_the_card_that_triggers_the_end_at_3():
    board = {**full(1, 0, leave=(0,)), **full(2, 1), **full(3, 1, leave=(3, 4, 5)),
             **full(3, 0, leave=(0, 1, 2))}
    game = position("Crowded Waters", player0={"kelp": 1}, buildings=board, **BUILT)
    ends = [e for e in play(game, LAST_SHIPYARD).log.entries()
            if e.text.startswith("the end is triggered")]
    assert [e.src for e in ends] == ["examples/cards/07_crowded_waters.sea:3"]


# ---- 8. Dry Dock --------------------------------------------------------------------

def test_dry_dock_no_ship_is_placed_on_a_location_of_cost_5_or_more():
    # Left empty: flotilla 1 location 3 (cost 5), flotilla 2 location 4 (5), flotilla 3
    # location 0 (5), flotilla 4 locations 0 and 3 (2 each); blue builds on 4-0.
    board = {**full(1, 1, leave=(3,)), **full(2, 1, leave=(4,)), **full(3, 0, leave=(0,)),
             **full(4, 0, leave=(0, 3))}
    game = position("Dry Dock", locked=2, player0={"artifact": 2}, buildings=board,
                    built0={"port": 1, "academy": 1, "shipyard": 2},
                    built1={"port": 1, "academy": 1, "shipyard": 1})
    built = play(game, "build shipyard at flotilla 4 location 0")
    # The one location left under 5 takes the ship, without a question.
    assert built.ships[spot(4, 3)] == 0
    assert [e.text for e in built.log.entries()][-1] == \
        "blue places a ship at flotilla 4 location 3"
    rules = play(base(game), "build shipyard at flotilla 4 location 0")
    assert texts(rules) == ["ship to flotilla 1 location 3", "ship to flotilla 2 location 4",
                            "ship to flotilla 3 location 0", "ship to flotilla 4 location 3"]


def test_dry_dock_a_ship_with_only_dear_locations_left_goes_to_the_box():
    board = {**full(1, 1, leave=(3,)), **full(2, 1, leave=(4,)), **full(3, 0, leave=(0,)),
             **full(4, 0, leave=(0,))}
    game = position("Dry Dock", locked=2, player0={"artifact": 2}, buildings=board,
                    built0={"port": 1, "academy": 1, "shipyard": 2},
                    built1={"port": 1, "academy": 1, "shipyard": 1})
    built = play(game, "build shipyard at flotilla 4 location 0")
    assert built.players[0].ships_boxed == 1 and 0 not in built.ships
    assert built.players[0].cleanup == 1                          # p. 9


# ---- 9. Heavy Seas ------------------------------------------------------------------

def test_heavy_seas_a_ship_adds_1_to_a_builds_cost():
    # Flotilla 1 location 1 is printed at 4; orange's ship is there.
    game = position("Heavy Seas", player0={"kelp": 4}, ships={(1, 1): 1})
    cost, reasons = explain_cost(game, 0, ACADEMY, spot(1, 1))
    assert cost == 5
    assert reasons[-1].src == "examples/cards/09_heavy_seas.sea:3"
    assert "build academy at flotilla 1 location 1" not in texts(game)
    assert build_cost(base(game), 0, ACADEMY, spot(1, 1)) == 3
    # Without a ship, the printed cost.
    assert build_cost(game, 0, ACADEMY, spot(1, 5)) == 3          # 4, less its academy tag


# ---- 10. Embargo ----------------------------------------------------------------------
# Flotilla 4 is locked and demands artifact.

def test_embargo_no_diver_takes_the_locked_demand():
    game = play(position("Embargo"), "dive", "half 2: 1 kelp, 1 fish and 1 artifact")
    assert resources(game, 0) == {"kelp": 1, "fish": 1}
    assert own_lines(game, "Embargo") == ["decree Embargo forbids blue to take artifact"]
    assert game.supply[3] == 10


def test_embargo_the_player_who_did_not_dive_takes_no_locked_demand_either():
    game = play(position("Embargo"), "dive", "half 1: 3 metal")
    assert resources(game, 1) == {"kelp": 1, "fish": 1}
    assert own_lines(game, "Embargo") == ["decree Embargo forbids orange to take artifact"]


def test_embargo_an_effect_does_not_offer_the_locked_demand():
    # Flotilla 4 location 3: may { spend 1 any; take 2 any }; flotilla 1 is locked here.
    game = position("Embargo", locked=1, player0={"artifact": 3})
    game = play(game, "build shipyard at flotilla 4 location 3", "ship to flotilla 4 location 0",
                "yes")
    assert texts(game) == ["take metal", "take fish", "take artifact"]     # not kelp


def test_embargo_the_ship_owners_bonus_does_not_offer_the_locked_demand():
    game = position("Embargo", player0={"kelp": 3}, ships={(1, 1): 1})
    game = play(game, "build academy at flotilla 1 location 1", "specialist Scavenger", "yes")
    assert game.to_move == 1
    assert texts(game) == ["take kelp", "take metal", "take fish"]        # not artifact
