"""Specialist cards, one test (or a few) per card: each does what docs/content.md says.

`use` cards are exhausted on your own turn, after your dive (dive cards), your build
(build cards) or either; `discount` cards cut a build's cost; reacting cards (Investor,
Agent) are exhausted on the opponent's turn, right after their build or dive.
Rulebook pp. 8-9."""

from support import building, play, resources, scenario, spot, texts

from seastead_rules import score_sheet

# The demand token on each flotilla 1-4 in these tests (flotilla 4 is locked).
DEMAND = ["kelp", "metal", "fish", "artifact"]
DOCKS = ["Gillnet Wharf", "Kelp Press", "Scrap Crane"]


def position(**kw):
    """Blue to play; flotilla 1 demands kelp, 2 metal, 3 fish; flotilla 4 is locked."""
    return scenario(demand=DEMAND, locked=4, dock_display=DOCKS, specialists="AB", **kw)


def after_blue_builds(player0=None, **kw):
    """Blue has built a port at flotilla 1 location 4 (2 kelp) and taken Kelp Press;
    the location's "may spend 1 for a cleanup" is declined when it is offered."""
    hold = dict(player0 or {})
    hold["kelp"] = hold.get("kelp", 0) + 2
    game = play(position(player0=hold, **kw), "build port at flotilla 1 location 4",
                "dock Kelp Press")
    return play(game, "no") if texts(game) == ["yes", "no"] else game


def after_blue_dives(half="half 2: 1 kelp, 1 fish and 1 artifact", card="Rusted Freighter", **kw):
    """Blue has dived, revealed `card` and taken `half` (Rusted Freighter: blue gets
    1 kelp, 1 fish, 1 artifact and orange 3 metal)."""
    game = position(dive_deck=[card, "Old Pier Pilings", "Drowned Arcade"], **kw)
    return play(game, "dive", half)


def turn_passed(game):
    """Blue's turn is over and orange is asked to dive or build."""
    return game.to_move == 1 and game.decision.kind == "turn"


# ---- set A -----------------------------------------------------------------------

def test_architect_moves_your_academy_or_shipyard_never_a_port():
    game = after_blue_builds(specialists0=["Architect"], buildings={
        (2, 0): (0, "port"), (2, 3): (0, "academy"), (3, 2): (0, "shipyard"),
        (2, 5): (1, "academy")})
    assert texts(game) == ["use Architect", "done"]
    game = play(game, "use Architect")
    assert texts(game) == ["move academy at flotilla 2 location 3",
                           "move shipyard at flotilla 3 location 2"]
    # Not onto the locked flotilla 4 (docs/rulings.md).
    assert "to flotilla 4 location 3" not in texts(
        play(game, "move academy at flotilla 2 location 3"))
    game = play(game, "move academy at flotilla 2 location 3", "to flotilla 1 location 3")
    assert building(game, 1, 3) == (0, "academy")
    assert building(game, 2, 3) is None
    assert game.players[0].specialists == (("Architect", False),)
    assert turn_passed(game)


def test_architect_moving_onto_a_ship_sends_it_on_with_no_owners_bonus():
    game = after_blue_builds(specialists0=["Architect"], ships={(3, 3): 1},
                             buildings={(2, 3): (0, "academy")})
    # The only academy of blue's moves without a question which.
    game = play(game, "use Architect", "to flotilla 3 location 3")
    # Orange places the ship anew (no "may take 1 any" first).
    assert game.to_move == 1 and game.decision.kind == "ship"
    assert "ship to flotilla 4 location 2" in texts(game)
    game = play(game, "ship to flotilla 4 location 2")
    assert game.ships[spot(3, 3)] == -1 and game.ships[spot(4, 2)] == 1
    assert resources(game, 1) == {}
    assert turn_passed(game)


def test_investor_takes_two_of_choice_when_the_opponent_builds_where_you_have_a_building():
    game = after_blue_builds(specialists1=["Investor"], buildings={(1, 3): (1, "academy")})
    assert game.to_move == 1 and texts(game) == ["use Investor", "done"]
    game = play(game, "use Investor", "take metal", "take metal")
    assert resources(game, 1) == {"metal": 2}
    assert game.players[1].specialists == (("Investor", False),)
    assert turn_passed(game)


def test_investor_is_not_offered_without_a_building_of_yours_on_that_flotilla():
    game = after_blue_builds(specialists1=["Investor"], buildings={(2, 3): (1, "academy")})
    assert turn_passed(game)
    assert game.players[1].specialists == (("Investor", True),)


def test_investor_is_not_offered_on_your_own_build():
    game = after_blue_builds(specialists0=["Investor"], buildings={(1, 3): (0, "academy")})
    assert turn_passed(game)
    assert game.players[0].specialists == (("Investor", True),)


def test_founder_gives_you_two_cleanup_tokens_and_the_opponent_one():
    game = after_blue_builds(specialists0=["Founder"])
    game = play(game, "use Founder")
    assert (game.players[0].cleanup, game.players[1].cleanup) == (2, 1)
    assert game.cleanup_supply == 17
    assert game.players[0].specialists == (("Founder", False),)


def test_shipwright_cuts_a_build_cost_by_two():
    game = position(player0={"kelp": 3}, specialists0=["Shipwright"])
    assert "build port at flotilla 1 location 3" not in texts(game)     # costs 5
    game = play(game, "build port at flotilla 1 location 3 using Shipwright",
                "dock Kelp Press", "no")
    assert resources(game, 0) == {}
    assert game.players[0].specialists == (("Shipwright", False),)
    assert building(game, 1, 3) == (0, "port")


def test_shipwright_is_not_offered_when_the_build_is_already_free():
    # Flotilla 1 location 0: cost 1 with a shipyard tag.
    game = position(specialists0=["Shipwright"])
    assert "build shipyard at flotilla 1 location 0" in texts(game)
    assert "build shipyard at flotilla 1 location 0 using Shipwright" not in texts(game)


def test_pearl_diver_takes_your_half_of_the_dive_again():
    game = after_blue_dives(specialists0=["Pearl Diver"])
    assert texts(game) == ["use Pearl Diver", "done"]
    game = play(game, "use Pearl Diver")
    assert resources(game, 0) == {"kelp": 2, "fish": 2, "artifact": 2}
    assert resources(game, 1) == {"metal": 3}
    assert turn_passed(game)


def test_a_dive_specialist_is_not_offered_after_a_build():
    game = after_blue_builds(specialists0=["Pearl Diver", "Scavenger"])
    assert turn_passed(game)


def test_a_build_specialist_is_not_offered_after_a_dive():
    game = after_blue_dives(specialists0=["Founder", "Architect"],
                            buildings={(2, 3): (0, "academy")})
    assert turn_passed(game)


def test_scavenger_takes_two_of_choice_after_a_dive():
    game = after_blue_dives(specialists0=["Scavenger"])
    game = play(game, "use Scavenger", "take metal", "take metal")
    assert resources(game, 0) == {"kelp": 1, "metal": 2, "fish": 1, "artifact": 1}
    assert game.players[0].specialists == (("Scavenger", False),)


def test_quartermaster_trades_one_for_one_up_to_three_times():
    game = after_blue_dives(specialists0=["Quartermaster"])
    game = play(game, "use Quartermaster",
                "yes", "spend kelp", "take metal",
                "yes", "spend fish", "take metal",
                "yes", "spend artifact", "take metal")
    assert resources(game, 0) == {"metal": 3}
    assert turn_passed(game)      # no fourth trade


def test_harbormaster_takes_a_cleanup_token_per_port_of_yours():
    game = after_blue_dives(specialists0=["Harbormaster"], buildings={
        (1, 0): (0, "port"), (2, 0): (0, "port"), (2, 1): (1, "port"), (3, 1): (1, "port")})
    game = play(game, "use Harbormaster")
    assert game.players[0].cleanup == 2


def test_harbormaster_takes_three_cleanup_tokens_at_most():
    game = after_blue_builds(specialists0=["Harbormaster"], buildings={
        (1, 0): (0, "port"), (2, 0): (0, "port"), (3, 1): (0, "port")})
    game = play(game, "use Harbormaster")      # an "either" card, after a build too
    assert game.players[0].cleanup == 3


def test_a_used_specialist_is_face_down_and_scores_nothing():
    game = after_blue_dives(specialists0=["Scavenger"])
    assert score_sheet(game).lines[0].specialists == 1
    game = play(game, "use Scavenger", "take kelp", "take kelp")
    assert game.players[0].specialists == (("Scavenger", False),)
    assert score_sheet(game).lines[0].specialists == 0


# ---- set B -----------------------------------------------------------------------

def test_wrecker_moves_the_opponents_academy_or_shipyard_never_a_port():
    game = after_blue_builds(specialists0=["Wrecker"], buildings={
        (2, 0): (1, "port"), (2, 3): (1, "academy"), (3, 2): (0, "shipyard")})
    game = play(game, "use Wrecker")
    # Orange's academy is the only building Wrecker may move, so only where is asked.
    assert game.decision.prompt == ("blue: where does the academy at flotilla 2 location 3 "
                                    "go?")
    game = play(game, "to flotilla 1 location 3")
    assert building(game, 1, 3) == (1, "academy")
    assert building(game, 2, 3) is None
    assert game.players[0].specialists == (("Wrecker", False),)


def test_agent_takes_your_half_again_when_the_opponent_dives():
    game = after_blue_dives(specialists1=["Agent"])
    assert game.to_move == 1 and texts(game) == ["use Agent", "done"]
    game = play(game, "use Agent")
    assert resources(game, 1) == {"metal": 6}
    assert resources(game, 0) == {"kelp": 1, "fish": 1, "artifact": 1}
    assert game.players[1].specialists == (("Agent", False),)
    assert turn_passed(game)


def test_trawler_gives_both_players_their_halves_again():
    game = after_blue_dives(specialists0=["Trawler"])
    game = play(game, "use Trawler")
    assert resources(game, 0) == {"kelp": 2, "fish": 2, "artifact": 2}
    assert resources(game, 1) == {"metal": 6}


def test_trawler_serves_the_current_player_first_from_a_short_supply():
    # Leviathan Graveyard: 3 fish, 2 kelp | 2 artifact, 2 kelp; 6 kelp in the supply.
    game = after_blue_dives(card="Leviathan Graveyard", half="half 1: 2 kelp and 3 fish",
                            specialists0=["Trawler"],
                            supply={"kelp": 6, "metal": 10, "fish": 10, "artifact": 10})
    game = play(game, "use Trawler")
    assert resources(game, 0) == {"kelp": 4, "fish": 6}
    assert resources(game, 1) == {"kelp": 2, "artifact": 4}


def test_engineer_cuts_a_build_cost_by_two():
    # Flotilla 1 location 5 costs 3 kelp; with Engineer, 1.
    game = position(player0={"kelp": 1}, specialists0=["Engineer"])
    game = play(game, "build port at flotilla 1 location 5 using Engineer",
                "dock Kelp Press", "no")
    assert resources(game, 0) == {}
    assert game.players[0].specialists == (("Engineer", False),)


def test_smuggler_takes_three_of_choice_with_two_ships_in_play():
    game = after_blue_dives(specialists0=["Smuggler"], ships={(1, 0): 0, (2, 0): 0})
    game = play(game, "use Smuggler", "take metal", "take metal", "take metal")
    assert resources(game, 0) == {"kelp": 1, "metal": 3, "fish": 1, "artifact": 1}


def test_smuggler_takes_one_of_choice_with_fewer_ships_of_yours():
    game = after_blue_dives(specialists0=["Smuggler"],
                            ships={(1, 0): 0, (2, 0): 1, (3, 0): 1})
    game = play(game, "use Smuggler", "take metal")
    assert resources(game, 0) == {"kelp": 1, "metal": 1, "fish": 1, "artifact": 1}
    assert turn_passed(game)


def test_navigator_moves_your_ships_to_empty_locations():
    game = after_blue_dives(specialists0=["Navigator"],
                            ships={(1, 0): 0, (3, 0): 0, (2, 0): 1})
    game = play(game, "use Navigator")
    assert "move ship flotilla 2 location 0 to flotilla 4 location 5" not in texts(game)
    game = play(game, "move ship flotilla 1 location 0 to flotilla 4 location 5", "stop")
    assert [i for i, s in enumerate(game.ships) if s == 0] == [spot(3, 0), spot(4, 5)]
    assert game.ships[spot(2, 0)] == 1
    assert turn_passed(game)


def test_recruiter_takes_a_specialist_from_the_display():
    game = after_blue_dives(specialists0=["Recruiter"],
                            specialist_display=["Founder", "Scavenger", "Investor"])
    refill = game.specialist_deck[0]
    game = play(game, "use Recruiter")
    assert texts(game) == ["specialist Founder", "specialist Scavenger", "specialist Investor"]
    game = play(game, "specialist Scavenger")
    assert game.players[0].specialists == (("Recruiter", False), ("Scavenger", True))
    assert game.specialist_display == ("Founder", "Investor", refill)
    # A card just taken may be used at once. Rulebook p. 8.
    assert texts(game) == ["use Scavenger", "done"]


def test_recycler_turns_up_to_three_resources_into_cleanup_tokens():
    game = after_blue_dives(specialists0=["Recycler"])
    game = play(game, "use Recycler", "yes", "spend kelp", "yes", "spend fish", "no")
    assert resources(game, 0) == {"artifact": 1}
    assert game.players[0].cleanup == 2
    assert turn_passed(game)
