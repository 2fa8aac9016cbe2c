"""The example specialists of examples/cards/ (cards 17-21, 24, 25), each in a position
built for it: one test per rule of the card, named after it."""

import pytest
from cards_support import card_position
from support import building, play, resources, spot, texts

from seastead_rules.engine.build import build_cost

FILES = {"Saboteur": "17_saboteur.sea", "Informant": "18_informant.sea",
         "Herald": "19_herald.sea", "Foreman": "20_foreman.sea", "Almoner": "21_almoner.sea",
         "Turncoat": "24_turncoat.sea", "Pilot": "25_pilot.sea"}
# Rusted Freighter: 3 metal | 1 kelp, 1 fish, 1 artifact. Oyster Bank: 1 kelp, 2 fish |
# 1 metal, 1 artifact. Sunken Greenhouse: 2 kelp, 1 metal | 1 fish, 1 artifact (...).
DECK = ("Rusted Freighter", "Oyster Bank", "Sunken Greenhouse", "Trawler Wreck")
OYSTER_1 = "half 1: 1 kelp and 2 fish"


def position(card, sides="AAAA", **given):
    """Blue to play (A sides unless given) with the example specialist `card` in the
    content (cards_support.card_position: flotilla 1 demands kelp, 2 metal, 3 fish;
    flotilla 4 is locked)."""
    given.setdefault("dive_deck", DECK)
    return card_position(FILES[card], sides=sides, **given)


def turn_of(game, player):
    """Whether `player` is asked to dive or build (a new turn)."""
    return game.to_move == player and game.decision.kind == "turn"


def log_texts(game, n):
    return [e.text for e in game.log.entries()][-n:]


# ---- 17. Saboteur -------------------------------------------------------------------

def test_saboteur_the_opponent_skips_their_next_turn():
    game = play(position("Saboteur", specialists0=["Saboteur"]), "dive", "half 1: 3 metal",
                "use Saboteur")
    assert game.players[0].specialists == (("Saboteur", False),)
    assert turn_of(game, 0) and game.round == 2                    # orange's turn skipped
    assert log_texts(game, 2) == ["orange will skip their next turn", "orange skips this turn"]


def test_saboteur_skips_one_turn_only():
    game = play(position("Saboteur", specialists0=["Saboteur"]), "dive", "half 1: 3 metal",
                "use Saboteur", "dive", OYSTER_1)
    assert turn_of(game, 1) and game.round == 2                    # orange plays again
    game = play(game, "dive", "half 1: 2 kelp and 1 metal")
    assert turn_of(game, 0) and game.round == 3
    assert "use Saboteur first" not in texts(game)                 # exhausted


# ---- 18. Informant ------------------------------------------------------------------

def test_informant_takes_1_metal_when_the_opponent_takes_a_specialist():
    game = play(position("Informant", specialists1=["Informant"], player0={"kelp": 1}),
                "build academy at flotilla 1 location 0", "specialist Scavenger")
    assert game.to_move == 1 and texts(game) == ["use Informant", "done"]
    game = play(game, "use Informant")
    assert resources(game, 1) == {"metal": 1}
    assert game.players[1].specialists == (("Informant", False),)
    assert game.to_move == 0                       # then blue's build goes on


def test_informant_does_not_react_to_its_owners_own_specialist():
    game = play(position("Informant", specialists0=["Informant"], player0={"kelp": 1}),
                "build academy at flotilla 1 location 0", "specialist Scavenger")
    assert game.to_move == 0 and "use Informant" not in texts(game)
    assert resources(game, 0) == {}


def test_informant_does_not_react_to_the_opponent_taking_a_dock():
    game = play(position("Informant", specialists1=["Informant"], player0={"kelp": 1}),
                "build port at flotilla 1 location 0", "dock Kelp Press")
    assert game.to_move == 0 and "use Informant" not in texts(game)


# ---- 19. Herald ---------------------------------------------------------------------
# Four B sides: flotilla 1 location 5 (printed 4, kelp) draws a decree.

@pytest.mark.parametrize("drawer", [1, 0])
def test_herald_may_take_2_cleanup_tokens_when_a_new_decree_comes_into_play(drawer):
    # Whoever draws the decree: here orange, then blue (who holds the Herald).
    game = position("Herald", sides="BBBB", specialists0=["Herald"], current=drawer,
                    **{f"player{drawer}": {"kelp": 4}})
    game = play(game, "build shipyard at flotilla 1 location 5", "ship to flotilla 1 location 0")
    assert game.decision.kind == "decree"
    game = play(game, texts(game)[0])
    assert game.to_move == 0
    assert game.decision.prompt == "blue: you may take 2 cleanup tokens"
    assert (game.players[0].cleanup, play(game, "no").players[0].cleanup) == (0, 0)
    game = play(game, "yes")
    assert game.players[0].cleanup == 2 and game.cleanup_supply == 18
    assert game.log.entries()[-1].src == "examples/cards/19_herald.sea:3"


def test_herald_asks_nothing_without_a_new_decree():
    game = play(position("Herald", sides="BBBB", specialists0=["Herald"], player0={"kelp": 1}),
                "build shipyard at flotilla 1 location 0", "ship to flotilla 1 location 4", "no")
    assert turn_of(game, 1) and game.players[0].cleanup == 0


# ---- 20. Foreman --------------------------------------------------------------------
# Flotilla 1 location 0 and flotilla 2 location 1 (A sides) are printed at 1 and 2 with
# a shipyard tag; orange's ship is on the second: a shipyard costs 0 on both.

def test_foreman_builds_once_more_this_turn_paying_the_printed_cost():
    game = position("Foreman", specialists0=["Foreman"], player0={"metal": 2},
                    ships={(2, 1): 1})
    assert build_cost(game, 0, 2, spot(2, 1)) == 0
    game = play(game, "build shipyard at flotilla 1 location 0", "ship to flotilla 1 location 2",
                "no", "use Foreman")
    assert game.decision.prompt == "blue: build once more (at printed cost)"
    game = play(game, "build shipyard at flotilla 2 location 1")
    assert building(game, 2, 1) == (0, "shipyard")
    assert resources(game, 0) == {}                               # 2 metal: printed
    assert game.players[0].specialists == (("Foreman", False),)


def test_foreman_offers_only_builds_whose_printed_cost_you_can_pay():
    game = position("Foreman", specialists0=["Foreman"], player0={"metal": 1},
                    ships={(2, 1): 1})
    game = play(game, "build shipyard at flotilla 1 location 0", "ship to flotilla 1 location 2",
                "no")
    assert "use Foreman" not in texts(game)      # 1 metal is less than any metal cost


# ---- 21. Almoner --------------------------------------------------------------------

def test_almoner_takes_1_of_your_choice_at_the_start_of_your_turn_with_no_resources():
    game = position("Almoner", specialists0=["Almoner"])
    assert game.decision.prompt == "blue: take which resource? (1 to take)"
    game = play(game, "take fish")
    assert turn_of(game, 0) and resources(game, 0) == {"fish": 1}


def test_almoner_does_nothing_when_you_have_a_resource():
    game = position("Almoner", specialists0=["Almoner"], player0={"kelp": 1})
    assert turn_of(game, 0) and resources(game, 0) == {"kelp": 1}


def test_almoner_does_nothing_at_the_start_of_the_opponents_turn():
    game = position("Almoner", specialists0=["Almoner"], current=1, player1={"kelp": 1})
    assert turn_of(game, 1) and resources(game, 0) == {}
    game = play(game, "build shipyard at flotilla 1 location 0", "ship to flotilla 1 location 2",
                "no")
    # Blue's turn begins, blue with nothing: now the Almoner gives.
    assert game.to_move == 0 and game.decision.prompt == "blue: take which resource? (1 to take)"


# ---- 24. Turncoat -------------------------------------------------------------------

def test_turncoat_swaps_your_building_here_with_the_opponents_of_the_same_kind_elsewhere():
    board = {(1, 3): (0, "academy"), (2, 3): (1, "academy"), (3, 2): (1, "shipyard"),
             (1, 5): (1, "academy"), (2, 0): (1, "port"), (3, 4): (0, "academy")}
    game = position("Turncoat", specialists0=["Turncoat"], player0={"kelp": 1}, buildings=board)
    game = play(game, "build shipyard at flotilla 1 location 0", "ship to flotilla 1 location 2",
                "no", "use Turncoat")
    # Not orange's academy on this flotilla, not blue's academy on another, no port.
    assert texts(game) == [
        "swap shipyard at flotilla 1 location 0 with shipyard at flotilla 3 location 2",
        "swap academy at flotilla 1 location 3 with academy at flotilla 2 location 3"]
    game = play(game, "swap academy at flotilla 1 location 3 with academy at flotilla 2 location 3")
    assert building(game, 1, 3) == (1, "academy") and building(game, 2, 3) == (0, "academy")
    assert game.players[0].specialists == (("Turncoat", False),)
    assert turn_of(game, 1)


# ---- 25. Pilot ----------------------------------------------------------------------

def test_pilot_moves_one_of_your_ships_to_an_empty_location_of_another_flotilla():
    kinds = ("port", "academy", "shipyard")
    board = {(f, l): (1, kinds[l % 3]) for f in (1, 2, 3, 4) for l in range(6)
             if (f, l) not in ((1, 0), (1, 2), (1, 4), (2, 1), (2, 2), (4, 5))}
    game = position("Pilot", specialists0=["Pilot"], player0={"kelp": 1}, buildings=board,
                    ships={(1, 4): 0, (2, 1): 1, (4, 5): 0},
                    built0={"port": 1, "academy": 1, "shipyard": 1},
                    built1={"port": 2, "academy": 2, "shipyard": 2})
    game = play(game, "build shipyard at flotilla 1 location 0", "ship to flotilla 1 location 2",
                "no", "use Pilot")
    # Blue's ships only, to the one empty location (2-2), never on their own flotilla.
    assert texts(game) == ["move ship flotilla 1 location 2 to flotilla 2 location 2",
                           "move ship flotilla 1 location 4 to flotilla 2 location 2",
                           "move ship flotilla 4 location 5 to flotilla 2 location 2"]
    game = play(game, "move ship flotilla 4 location 5 to flotilla 2 location 2")
    assert game.ships[spot(4, 5)] == -1 and game.ships[spot(2, 2)] == 0
    assert game.players[0].specialists == (("Pilot", False),)


def test_pilot_does_not_move_a_ship_within_its_flotilla():
    game = position("Pilot", specialists0=["Pilot"], player0={"kelp": 1}, ships={(1, 4): 0})
    game = play(game, "build shipyard at flotilla 1 location 0", "ship to flotilla 1 location 2",
                "no", "use Pilot")
    assert texts(game)
    assert not any(t.startswith("move ship flotilla 1") and t.endswith(
        tuple(f"to flotilla 1 location {l}" for l in range(6))) for t in texts(game))
