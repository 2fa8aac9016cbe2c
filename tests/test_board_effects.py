"""Building effects (port, academy, shipyard) and the cleanup supply.
Rulebook pp. 7-10."""

from support import building, play, resources, scenario, spot, texts

# The demand token on each flotilla 1-4 in these tests (flotilla 4 is locked).
DEMAND = ["kelp", "metal", "fish", "artifact"]


def position(**kw):
    """Blue to play; flotilla 1 demands kelp, 2 metal, 3 fish; flotilla 4 is locked."""
    return scenario(demand=DEMAND, locked=4, **kw)


def turn_passed(game):
    """Blue's turn is over and orange is asked to dive or build."""
    return game.to_move == 1 and game.decision.kind == "turn"


# ---- ports: a dock tile from the display (p. 8) ------------------------------------

def test_a_port_takes_a_dock_tile_from_the_display():
    game = position(player0={"kelp": 3}, dock_display=["Gillnet Wharf", "Kelp Press",
                                                       "Scrap Crane"])
    refill = game.dock_deck[0]
    game = play(game, "build port at flotilla 1 location 5")
    assert texts(game) == ["dock Gillnet Wharf", "dock Kelp Press", "dock Scrap Crane"]
    game = play(game, "dock Kelp Press")
    # Attached at the port's location: flotilla 1 location 5 is board index 5.
    assert game.docks == (("Kelp Press", 0, 5),)
    assert game.dock_display == ("Gillnet Wharf", "Scrap Crane", refill)
    assert game.dock_deck[0] != refill


def test_a_port_with_an_empty_dock_display_takes_no_dock():
    game = position(player0={"kelp": 3}, dock_display=[])
    game = play(game, "build port at flotilla 1 location 5")
    assert game.decision.kind == "may"        # straight to the location effect
    assert game.docks == ()
    assert building(game, 1, 5) == (0, "port")


# ---- academies: a specialist from the display (p. 8) -------------------------------

def test_an_academy_takes_a_specialist_from_the_display():
    game = position(player0={"kelp": 3},
                    specialist_display=["Pearl Diver", "Scavenger", "Harbormaster"])
    refill = game.specialist_deck[0]
    game = play(game, "build academy at flotilla 1 location 5")
    assert texts(game) == ["specialist Pearl Diver", "specialist Scavenger",
                           "specialist Harbormaster"]
    game = play(game, "specialist Scavenger")
    assert game.players[0].specialists == (("Scavenger", True),)
    assert game.specialist_display == ("Pearl Diver", "Harbormaster", refill)


# ---- shipyards: ship placement (p. 9) ----------------------------------------------

def test_a_shipyard_places_a_ship_at_the_cheapest_empty_location_of_a_chosen_flotilla():
    # Flotilla 3's cost-1 location 0 has a building and flotilla 4's cost-1 location 2 a
    # ship, so each of them has one cheapest empty location left; flotillas 1 and 2
    # (the shipyard goes on flotilla 1's cost-1 location) have ties at cost 2.
    game = position(buildings={(3, 0): (1, "port")}, ships={(4, 2): 1})
    game = play(game, "build shipyard at flotilla 1 location 0")     # 1 - tag = free
    assert texts(game) == [
        "ship to flotilla 1 location 2", "ship to flotilla 1 location 4",
        "ship to flotilla 2 location 0", "ship to flotilla 2 location 1",
        "ship to flotilla 2 location 3",
        "ship to flotilla 3 location 3",
        "ship to flotilla 4 location 4",
    ]
    game = play(game, "ship to flotilla 2 location 1")
    assert game.ships[spot(2, 1)] == 0
    assert game.players[0].ships_reserve == 3


def test_a_ship_with_no_empty_location_goes_to_the_box_for_a_cleanup_token():
    # Every location but flotilla 1 location 0 has a building or a ship.
    others = [(f, l) for f in range(1, 5) for l in range(6) if (f, l) != (1, 0)]
    kinds = ["port"] * 4 + ["academy"] * 4 + ["shipyard"] * 4
    buildings = {at: (1, kind) for at, kind in zip(others[:12], kinds)}
    buildings.update({at: (0, "port") for at in others[12:16]})
    ships = {at: 1 for at in others[16:20]}
    ships.update({at: 0 for at in others[20:]})
    game = position(buildings=buildings, ships=ships)
    assert game.players[0].ships_reserve == 1
    game = play(game, "build shipyard at flotilla 1 location 0", "no")
    assert game.players[0].ships_reserve == 0
    assert game.players[0].ships_boxed == 1
    assert (game.players[0].cleanup, game.cleanup_supply) == (1, 19)
    assert game.ships.count(0) == 3


# ---- the cleanup supply (p. 10) ------------------------------------------------------

def test_cleanup_tokens_beyond_the_supply_are_recorded_as_extras():
    # Flotilla 1 location 3: "may cleanup 2", cost 5.
    game = position(player0={"kelp": 5}, cleanup_supply=1, cleanup0=3)
    game = play(game, "build port at flotilla 1 location 3", "dock " + game.dock_display[0],
                "yes")
    seat = game.players[0]
    assert (seat.cleanup, seat.cleanup_extra, game.cleanup_supply) == (4, 1, 0)


def test_taking_the_last_cleanup_token_triggers_the_end():
    game = position(player0={"kelp": 2}, cleanup_supply=1)
    assert game.end_round == -1
    game = play(game, "build port at flotilla 1 location 2", "dock " + game.dock_display[0],
                "yes")                                          # "may cleanup 1"
    assert game.cleanup_supply == 0
    assert game.end_round == 2          # finish round 1, then play round 2
    assert turn_passed(game) and resources(game, 0) == {}
