"""The build action and what follows it: costs and discounts, the ship owner's bonus,
ship movement, the column bonus, the row bonuses, and the finite supply on a dive.
Rulebook p. 7 (build), pp. 8-9 (building types, ships), p. 10 (bonuses, supply)."""

import pytest
from support import building, play, resources, scenario, spot, texts

import seastead_rules as s
from seastead_rules import Build, IllegalAction
from seastead_rules.engine.build import explain_cost
from seastead_rules.model.names import KINDS

BLUE, ORANGE = 0, 1
PORT, ACADEMY, SHIPYARD = (KINDS.index(k) for k in KINDS)

# Flotilla 1 demands metal, 2 artifact, 3 kelp (locked), 4 fish.
# Flotilla 1 (Driftwood Commons), by location: cost 1 shipyard tag, 3 port tag, 2, 5,
# 2 academy tag, 3. See content/flotillas/a_sides.sea.
BOARD = dict(demand=("metal", "artifact", "kelp", "fish"), locked=3)




def builds(game):
    return [t for t in texts(game) if t.startswith("build")]


# ---- which building, where, and paying for it (p. 7) -------------------------------

def test_building_takes_the_leftmost_building_of_its_row():
    game = scenario(player0={"metal": 3}, built0={"port": 1}, dock_display=("Kelp Press",),
                    **BOARD)
    game = play(game, "build port at flotilla 1 location 1", "dock Kelp Press")
    assert game.players[BLUE].built == (2, 0, 0)
    assert building(game, 1, 1) == (BLUE, "port")


def test_no_fifth_building_of_a_kind():
    game = scenario(player0={"metal": 9}, built0={"port": 4}, **BOARD)
    assert not [t for t in builds(game) if t.startswith("build port")]
    assert "build academy at flotilla 1 location 2" in builds(game)
    with pytest.raises(IllegalAction, match="blue has built all four"):
        s.apply(game, Build("port", 1, 2))


def test_cost_is_paid_in_the_demanded_resource_and_returned_to_the_supply():
    # Flotilla 1 location 2 costs 2, paid in metal (flotilla 1's demand); kelp is untouched.
    game = scenario(player0={"metal": 3, "kelp": 2}, dock_display=("Kelp Press",), **BOARD)
    assert game.supply[1] == 7
    game = play(game, "build port at flotilla 1 location 2", "dock Kelp Press")
    assert resources(game, BLUE) == {"metal": 1, "kelp": 2}
    assert game.supply[1] == 9


@pytest.mark.parametrize("player", [BLUE, ORANGE])
def test_nobody_builds_on_the_flotilla_whose_demand_token_is_locked(player):
    plenty = {"kelp": 6, "metal": 6, "fish": 6, "artifact": 6}
    game = scenario(current=player, **{f"player{player}": plenty}, **BOARD)
    assert len(builds(game)) == 3 * 18     # every kind on every location of 1, 2 and 4
    assert not [t for t in builds(game) if "flotilla 3" in t]
    with pytest.raises(IllegalAction, match="the demand token of flotilla 3 is locked"):
        s.apply(game, Build("academy", 3, 3))     # an academy there would cost 0


def test_ships_may_be_placed_on_the_locked_flotilla():
    game = scenario(player0={"metal": 2}, **BOARD)
    game = play(game, "build shipyard at flotilla 1 location 2")
    assert "ship to flotilla 3 location 0" in texts(game)
    game = play(game, "ship to flotilla 3 location 0")
    assert game.ships[spot(3, 0)] == BLUE


# ---- discounts (pp. 9-10) -------------------------------------------------------------

def reasons(game, kind, flotilla, location, player=BLUE):
    cost, why = explain_cost(game, player, kind, spot(flotilla, location))
    return cost, [(r.text, r.amount) for r in why]


def test_an_opponents_ship_takes_one_off_the_cost():
    game = scenario(ships={(2, 3): ORANGE}, **BOARD)
    assert reasons(game, PORT, 2, 3) == (1, [("printed cost", 2), ("orange's ship there", -1)])


def test_your_own_ship_takes_one_off_the_cost():
    game = scenario(ships={(2, 3): BLUE}, **BOARD)
    assert reasons(game, PORT, 2, 3) == (1, [("printed cost", 2), ("blue's ship there", -1)])


def test_a_price_tag_takes_one_off_for_its_building_kind_only():
    game = scenario(**BOARD)
    assert reasons(game, PORT, 1, 1) == (2, [("printed cost", 3), ("port price tag", -1)])
    assert reasons(game, ACADEMY, 1, 1) == (3, [("printed cost", 3)])


def test_ship_and_price_tag_stack_down_to_zero():
    game = scenario(ships={(1, 4): ORANGE}, **BOARD)
    assert reasons(game, ACADEMY, 1, 4) == (
        0, [("printed cost", 2), ("orange's ship there", -1), ("academy price tag", -1)])


def test_stacked_discounts_never_go_below_zero():
    game = scenario(ships={(1, 0): ORANGE}, **BOARD)
    assert reasons(game, SHIPYARD, 1, 0) == (
        0, [("printed cost", 1), ("orange's ship there", -1), ("shipyard price tag", -1),
            ("never below 0", 1)])


def test_a_decree_adds_to_a_cost_that_discounts_brought_to_zero():
    # Stacked discounts stop at 0 (p. 10), and Port Levy's "a port costs 1 more" then
    # applies: on Lighthouse Moot's location 1 (cost 1, port tag), 1 - ship 1 - tag 1 is
    # 0, not -1, so the port costs 1.
    game = scenario(sides="BBBB", decree="Port Levy", ships={(3, 1): ORANGE})
    cost, why = explain_cost(game, BLUE, PORT, spot(3, 1))
    assert cost == 1
    assert [r.text for r in why][-2:] == ["never below 0", "decree Port Levy"]


def test_a_build_that_costs_nothing_is_legal_with_empty_reserves():
    game = scenario(ships={(1, 4): ORANGE}, **BOARD)
    assert builds(game) == ["build academy at flotilla 1 location 4",
                            "build shipyard at flotilla 1 location 0"]


def test_discounts_below_zero_pay_nothing_back():
    # Flotilla 1 location 0: 1 - 1 (ship) - 1 (shipyard tag) would be -1; it costs 0.
    game = scenario(ships={(1, 0): ORANGE}, **BOARD)
    supply = game.supply
    game = play(game, "build shipyard at flotilla 1 location 0")
    assert resources(game, BLUE) == {}
    assert game.supply == supply


# ---- the ship owner's bonus and ship movement (p. 9) ----------------------------------

def build_on_orange_ship():
    """Blue builds a port where orange's ship is: 2 - 1 = 1 metal."""
    game = scenario(player0={"metal": 1}, ships={(1, 2): ORANGE},
                    dock_display=("Kelp Press",), **BOARD)
    return play(game, "build port at flotilla 1 location 2", "dock Kelp Press",
                "no")              # the location's cleanup token


def test_owner_bonus_asks_the_ship_owner_when_the_opponent_builds_there():
    game = build_on_orange_ship()
    assert resources(game, BLUE) == {}
    assert game.to_move == ORANGE
    assert game.decision.prompt == "orange: you may take 1 resource of your choice"
    assert texts(game) == ["yes", "no"]


def test_owner_bonus_gives_the_owner_any_one_resource():
    game = play(build_on_orange_ship(), "yes", "take fish")
    assert resources(game, ORANGE) == {"fish": 1}


def test_the_ship_moves_to_the_cheapest_empty_location_of_a_flotilla_of_its_owners_choice():
    # Per flotilla, the cheapest locations with neither building nor ship; ties are the
    # owner's choice (flotilla 2 has three at cost 2, flotilla 3 two at 1, flotilla 4 two
    # at 1); the locked flotilla 3 is allowed.
    game = play(build_on_orange_ship(), "no")
    assert game.to_move == ORANGE
    assert texts(game) == [
        "ship to flotilla 1 location 0", "ship to flotilla 2 location 0",
        "ship to flotilla 2 location 1", "ship to flotilla 2 location 3",
        "ship to flotilla 3 location 0", "ship to flotilla 3 location 3",
        "ship to flotilla 4 location 2", "ship to flotilla 4 location 4"]
    game = play(game, "ship to flotilla 2 location 1")
    assert game.ships[spot(1, 2)] == -1
    assert game.ships[spot(2, 1)] == ORANGE
    assert (game.current, game.to_move) == (ORANGE, ORANGE)     # blue's turn is over


def test_a_location_with_a_ship_is_not_empty_for_ship_placement():
    # With a ship on flotilla 1 location 0 (cost 1), flotilla 1's cheapest empty
    # locations are 2 and 4 (cost 2).
    game = scenario(player0={"metal": 1}, ships={(1, 0): BLUE, (1, 2): ORANGE},
                    dock_display=("Kelp Press",), **BOARD)
    game = play(game, "build port at flotilla 1 location 2", "dock Kelp Press", "no", "no")
    assert [t for t in texts(game) if "flotilla 1" in t] == ["ship to flotilla 1 location 4"]


def test_building_on_your_own_ship_gives_the_discount_but_no_owners_bonus():
    game = scenario(player0={"metal": 1}, ships={(1, 2): BLUE},
                    dock_display=("Kelp Press",), **BOARD)
    game = play(game, "build port at flotilla 1 location 2", "dock Kelp Press", "no")
    assert resources(game, BLUE) == {}
    # The next question is the ship's new place, not "may take 1 any".
    assert (game.to_move, game.decision.kind) == (BLUE, "ship")
    game = play(game, "ship to flotilla 4 location 4")
    assert resources(game, BLUE) == {}
    assert game.ships[spot(1, 2)] == -1 and game.ships[spot(4, 4)] == BLUE
    assert (game.current, game.to_move) == (ORANGE, ORANGE)


# ---- the finite supply on a dive (p. 10) ------------------------------------------------

SHORT = {"kelp": 5, "metal": 1, "fish": 5, "artifact": 1}


def test_supply_shortfall_the_diver_takes_first():
    # Old Pier Pilings: "1 kelp, 1 metal, 1 fish" against "2 artifact, 1 metal"; one
    # metal and one artifact are left in the supply. Blue dives and takes half 2.
    game = scenario(dive_deck=("Old Pier Pilings",), supply=SHORT)
    game = play(game, "dive", "half 2: 1 metal and 2 artifacts")
    assert resources(game, BLUE) == {"metal": 1, "artifact": 1}
    assert resources(game, ORANGE) == {"kelp": 1, "fish": 1}
    assert game.supply == (4, 0, 4, 0)


def test_supply_shortfall_the_other_player_gets_what_is_left():
    # Orange dives and takes half 1: orange gets the metal; blue's half 2 finds one
    # artifact and no metal.
    game = scenario(current=ORANGE, start_player=BLUE, dive_deck=("Old Pier Pilings",),
                    supply=SHORT)
    game = play(game, "dive", "half 1: 1 kelp, 1 metal and 1 fish")
    assert resources(game, ORANGE) == {"kelp": 1, "metal": 1, "fish": 1}
    assert resources(game, BLUE) == {"artifact": 1}


# ---- the column bonus (p. 10) ---------------------------------------------------------

def complete_first_column():
    # Blue has built a port and an academy; the shipyard at flotilla 1 location 2 (2
    # metal) clears the first column.
    game = scenario(player0={"metal": 2}, built0={"port": 1, "academy": 1}, **BOARD)
    return play(game, "build shipyard at flotilla 1 location 2",
                "ship to flotilla 4 location 2", "no")      # no cleanup token


def test_completing_a_column_offers_to_swap_demand_tokens():
    game = complete_first_column()
    assert game.decision.prompt == ("blue: you may swap two unlocked demand tokens and move the "
                                     "lock onto one of them")
    assert game.players[BLUE].columns == 1
    game = play(game, "yes")
    # Only the three unlocked tokens (flotillas 1, 2, 4) may move.
    assert texts(game) == [
        "swap flotillas 1 and 2, lock flotilla 1", "swap flotillas 1 and 2, lock flotilla 2",
        "swap flotillas 1 and 4, lock flotilla 1", "swap flotillas 1 and 4, lock flotilla 4",
        "swap flotillas 2 and 4, lock flotilla 2", "swap flotillas 2 and 4, lock flotilla 4"]


def test_column_bonus_swap_exchanges_the_tokens_and_moves_the_lock():
    game = play(complete_first_column(), "yes", "swap flotillas 1 and 4, lock flotilla 4")
    # Metal and fish change places; metal (now on 4) is locked; kelp on 3 is free again.
    assert game.demand == (2, 3, 0, 1)             # fish, artifact, kelp, metal
    assert game.locked == 3                        # flotilla 4
    assert game.to_move == ORANGE


def test_column_bonus_may_be_declined():
    game = play(complete_first_column(), "no")
    assert game.demand == (1, 3, 0, 2) and game.locked == 2
    assert game.players[BLUE].columns == 1


def test_no_column_bonus_without_a_complete_column():
    game = scenario(player0={"metal": 2}, built0={"port": 1}, **BOARD)
    game = play(game, "build shipyard at flotilla 1 location 2",
                "ship to flotilla 4 location 2", "no")
    assert game.players[BLUE].columns == 0
    assert (game.current, game.decision.kind) == (ORANGE, "turn")


def test_the_fourth_column_bonus_is_the_last():
    game = scenario(player0={"metal": 2}, built0={"port": 4, "academy": 4, "shipyard": 3},
                    **BOARD)
    assert game.players[BLUE].columns == 3
    game = play(game, "build shipyard at flotilla 1 location 2",
                "ship to flotilla 4 location 2", "no",
                "no")                              # the shipyard row bonus
    assert game.decision.prompt == ("blue: you may swap two unlocked demand tokens and move the "
                                     "lock onto one of them")
    assert game.players[BLUE].columns == 4


# ---- row bonuses (pp. 8-9) -------------------------------------------------------------

def last_port(fish):
    game = scenario(player0={"metal": 2, "fish": fish}, built0={"port": 3},
                    docks=(("Gillnet Wharf", BLUE, (2, 3)),), dock_display=("Kelp Press",),
                    **BOARD)
    return play(game, "build port at flotilla 1 location 2", "dock Kelp Press",
                "no")                               # the location's cleanup token


def test_last_port_takes_a_cleanup_per_resource_matching_a_chosen_dock():
    game = play(last_port(fish=2), "yes")
    assert texts(game) == ["dock Gillnet Wharf", "dock Kelp Press"]
    game = play(game, "dock Gillnet Wharf")
    assert game.players[BLUE].cleanup == 2
    assert game.cleanup_supply == 18
    assert resources(game, BLUE) == {"fish": 2}     # counted, not spent


def test_last_port_cleanup_is_at_most_three():
    game = play(last_port(fish=5), "yes", "dock Gillnet Wharf")
    assert game.players[BLUE].cleanup == 3


def test_no_port_row_bonus_before_the_last_port():
    game = scenario(player0={"metal": 2, "fish": 3}, built0={"port": 2},
                    docks=(("Gillnet Wharf", BLUE, (2, 3)),), dock_display=("Kelp Press",),
                    **BOARD)
    game = play(game, "build port at flotilla 1 location 2", "dock Kelp Press", "no")
    assert (game.current, game.decision.kind) == (ORANGE, "turn")
    assert game.players[BLUE].cleanup == 0


def test_last_academy_refreshes_an_exhausted_specialist():
    game = scenario(player0={"metal": 2}, built0={"academy": 3},
                    specialists0=(("Architect", False), ("Scavenger", False), "Founder"),
                    specialist_display=("Harbormaster",), **BOARD)
    game = play(game, "build academy at flotilla 1 location 2", "specialist Harbormaster",
                "no", "yes")                       # no cleanup token; the row bonus
    assert texts(game) == ["refresh Architect", "refresh Scavenger"]
    game = play(game, "refresh Scavenger")
    assert game.players[BLUE].specialists == (
        ("Architect", False), ("Scavenger", True), ("Founder", True), ("Harbormaster", True))


def last_shipyard():
    game = scenario(player0={"metal": 2}, built0={"shipyard": 3},
                    ships={(2, 3): BLUE, (4, 2): BLUE, (4, 4): ORANGE}, **BOARD)
    return play(game, "build shipyard at flotilla 1 location 2",
                "ship to flotilla 1 location 0", "no", "yes")


def test_last_shipyard_rearranges_your_ships_in_play():
    game = last_shipyard()
    moves = texts(game)
    assert moves[0] == "stop"
    # Blue's three ships, each to any of the 19 locations with neither building nor ship.
    assert len(moves) == 1 + 3 * 19
    assert not [m for m in moves if m.startswith("move ship flotilla 4 location 4")]
    game = play(game, "move ship flotilla 2 location 3 to flotilla 3 location 5",
                "move ship flotilla 4 location 2 to flotilla 2 location 3", "stop")
    assert [i for i, p in enumerate(game.ships) if p == BLUE] == [spot(1, 0), spot(2, 3),
                                                                  spot(3, 5)]
    assert game.to_move == ORANGE


def test_last_shipyard_moves_each_ship_at_most_once():
    game = play(last_shipyard(), "move ship flotilla 2 location 3 to flotilla 3 location 5")
    movers = {m.split(" to ")[0] for m in texts(game)[1:]}
    assert movers == {"move ship flotilla 1 location 0", "move ship flotilla 4 location 2"}
