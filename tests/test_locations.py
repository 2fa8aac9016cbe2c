"""Location effects, one test per reference effect on the A sides. Rulebook p. 16.

Each test finds its location by the effect's text (as written in
content/flotillas/a_sides.sea), lets blue build there paying exactly the cost, answers
the effect's questions, and checks what blue (and orange) hold afterwards."""

from collections import Counter

from support import building, copy_answer, location_with, play, resources, scenario, spot, texts

from seastead_rules.data import content_dir
from seastead_rules.engine.build import build_cost
from seastead_rules.model.content import build_content, source_files
from seastead_rules.model.names import KINDS

# The demand token on each flotilla 1-4 in these tests.
DEMAND = ["kelp", "metal", "fish", "artifact"]
DOCKS = ["Gillnet Wharf", "Kelp Press", "Scrap Crane"]
SPECIALISTS = ["Pearl Diver", "Scavenger", "Investor"]   # none is used after a build


def build_here(effect, kind="port", player0=None, **position):
    """Blue to play, holding `player0` plus exactly the demanded resources to build
    `kind` at the location whose effect reads `effect`; and that build's text.

    Flotilla 4 is locked unless the location is on it (then flotilla 1 is)."""
    f, l = location_with(scenario(), effect)
    position = dict(demand=DEMAND, locked=1 if f == 4 else 4, dock_display=DOCKS,
                    specialist_display=SPECIALISTS, **position)
    cost = build_cost(scenario(**position), 0, KINDS.index(kind), spot(f, l))
    hold = Counter(player0 or {})
    hold[DEMAND[f - 1]] += cost
    return scenario(player0=dict(hold), **position), f"build {kind} at flotilla {f} location {l}"


def turn_passed(game):
    """The build is over and orange is asked to dive or build."""
    return game.to_move == 1 and game.decision.kind == "turn"


# ---- cleanup tokens: refs 1, 2 ------------------------------------------------------

def test_one_cleanup_token():
    game, build = build_here("may cleanup 1")
    game = play(game, build, "dock Kelp Press", "yes")
    assert (game.players[0].cleanup, game.cleanup_supply) == (1, 19)
    assert resources(game, 0) == {}


def test_two_cleanup_tokens():
    game, build = build_here("may cleanup 2")
    game = play(game, build, "dock Kelp Press", "yes")
    assert (game.players[0].cleanup, game.cleanup_supply) == (2, 18)


def test_an_optional_effect_can_be_declined():
    game, build = build_here("may cleanup 2")
    game = play(game, build, "dock Kelp Press", "no")
    assert (game.players[0].cleanup, game.cleanup_supply) == (0, 20)
    assert turn_passed(game)


# ---- spending: refs 3, 4, 5, 6 --------------------------------------------------------

def test_spend_one_resource_for_one_cleanup_token():
    game, build = build_here("may { spend 1 any; cleanup 1 }", player0={"fish": 1, "metal": 1})
    game = play(game, build, "dock Kelp Press", "yes")
    assert texts(game) == ["spend metal", "spend fish"]
    game = play(game, "spend fish")
    assert resources(game, 0) == {"metal": 1}
    assert game.supply[2] == 10
    assert game.players[0].cleanup == 1
    assert turn_passed(game)


def test_a_may_effect_is_not_offered_when_it_cannot_be_carried_out():
    # Nothing left to spend once the build is paid: no question is asked.
    game, build = build_here("may { spend 1 any; cleanup 1 }")
    game = play(game, build, "dock Kelp Press")
    assert turn_passed(game)
    assert game.players[0].cleanup == 0


def test_spend_one_resource_for_one_cleanup_token_up_to_twice():
    game, build = build_here("repeat up to 2 { spend 1 any; cleanup 1 }",
                             player0={"kelp": 2, "metal": 1})
    game = play(game, build, "dock Kelp Press", "yes", "spend kelp", "yes", "spend metal")
    assert resources(game, 0) == {"kelp": 1}
    assert game.players[0].cleanup == 2
    assert turn_passed(game)   # no third time


def test_repeat_up_to_twice_can_stop_after_one():
    game, build = build_here("repeat up to 2 { spend 1 any; cleanup 1 }",
                             player0={"kelp": 2, "metal": 1})
    game = play(game, build, "dock Kelp Press", "yes", "spend kelp", "no")
    assert resources(game, 0) == {"kelp": 1, "metal": 1}
    assert game.players[0].cleanup == 1
    assert turn_passed(game)


def test_spend_one_resource_for_one_of_choice_up_to_twice():
    game, build = build_here("repeat up to 2 { spend 1 any; take 1 any }",
                             player0={"kelp": 2})
    game = play(game, build, "dock Kelp Press", "yes")
    assert texts(game) == ["take kelp", "take metal", "take fish", "take artifact"]
    game = play(game, "take artifact", "yes", "spend kelp", "take artifact")
    assert resources(game, 0) == {"artifact": 2}
    assert turn_passed(game)


def test_spend_one_resource_for_two_of_choice():
    game, build = build_here("may { spend 1 any; take 2 any }", player0={"kelp": 1})
    game = play(game, build, "dock Kelp Press", "yes", "take fish", "take fish")
    assert resources(game, 0) == {"fish": 2}
    assert game.supply == (10, 10, 8, 10)


# ---- resources not matching the demand: refs 7, 8, 9 ----------------------------------

def test_one_resource_not_matching_the_demand():
    game, build = build_here("may take 1 not demand")   # flotilla 1 demands kelp
    game = play(game, build, "dock Kelp Press", "yes")
    assert texts(game) == ["take metal", "take fish", "take artifact"]
    game = play(game, "take metal")
    assert resources(game, 0) == {"metal": 1}


def test_two_resources_not_matching_the_demand():
    game, build = build_here("may take 2 not demand")   # flotilla 1 demands kelp
    game = play(game, build, "dock Kelp Press", "yes")
    assert texts(game) == ["take metal", "take fish", "take artifact"]
    game = play(game, "take fish")
    assert texts(game) == ["take metal", "take fish", "take artifact"]
    game = play(game, "take fish")
    assert resources(game, 0) == {"fish": 2}


def test_three_resources_not_matching_the_demand():
    game, build = build_here("may take 3 not demand")   # flotilla 4 demands artifact
    game = play(game, build, "dock Kelp Press", "yes")
    for choice in ("take kelp", "take metal", "take metal"):
        assert texts(game) == ["take kelp", "take metal", "take fish"]
        game = play(game, choice)
    assert resources(game, 0) == {"kelp": 1, "metal": 2}
    assert turn_passed(game)


# ---- each player discards to 4: ref 10 -----------------------------------------------

def test_each_player_discards_down_to_four_resources():
    game, build = build_here("each player { discard to 4 }", player0={"kelp": 3, "metal": 3},
                             player1={"fish": 3, "artifact": 3})
    game = play(game, build, "dock Kelp Press")
    # Mandatory: no "yes"/"no", and the current player (blue) discards first.
    assert game.to_move == 0 and texts(game) == ["discard kelp", "discard metal"]
    game = play(game, "discard kelp", "discard kelp")
    assert resources(game, 0) == {"kelp": 1, "metal": 3}
    assert game.to_move == 1 and texts(game) == ["discard fish", "discard artifact"]
    game = play(game, "discard fish", "discard artifact")
    assert resources(game, 1) == {"fish": 2, "artifact": 2}
    assert game.supply == (9, 7, 8, 8)
    assert turn_passed(game)


def test_discard_to_four_asks_nothing_of_a_player_with_four_or_fewer():
    game, build = build_here("each player { discard to 4 }", player0={"kelp": 4},
                             player1={"fish": 2, "artifact": 3})
    game = play(game, build, "dock Kelp Press")
    assert resources(game, 0) == {"kelp": 4}
    assert game.to_move == 1 and texts(game) == ["discard fish", "discard artifact"]


# ---- copy location: ref 11 -------------------------------------------------------------

def test_copy_location_runs_the_effect_of_another_of_your_locations():
    two = location_with(scenario(), "may cleanup 2")
    one = location_with(scenario(), "may cleanup 1")
    game, build = build_here("may copy location",
                             buildings={two: (0, "port"), one: (1, "port")})
    game = play(game, build, "dock Kelp Press", "yes")
    # Only blue's own building is offered, not orange's, not the new one.
    assert texts(game) == ["copy flotilla 1 location 3: You may take 2 cleanup tokens."]
    game = play(game, "copy flotilla 1 location 3: You may take 2 cleanup tokens.", "yes")
    assert game.players[0].cleanup == 2
    assert turn_passed(game)


def test_copy_location_treats_the_effect_as_if_built_there():
    # Copied from flotilla 3 (demands fish), the effect of flotilla 1 (demands kelp)
    # refuses kelp, not fish.
    f, l = location_with(scenario(), "may take 1 not demand")
    game, build = build_here("may copy location", buildings={(f, l): (0, "academy")})
    game = play(game, build, "dock Kelp Press", "yes",
                copy_answer(game, f, l), "yes")
    assert texts(game) == ["take metal", "take fish", "take artifact"]


def test_copy_location_counts_the_buildings_of_the_copied_flotilla():
    f, l = location_with(scenario(), "may cleanup 1 per shipyard here")   # flotilla 2
    game, build = build_here("may copy location", buildings={
        (f, l): (0, "port"), (2, 0): (1, "shipyard"), (2, 1): (0, "shipyard"),
        (3, 1): (1, "shipyard")})
    game = play(game, build, "dock Kelp Press", "yes",
                copy_answer(game, f, l), "yes")
    assert game.players[0].cleanup == 2


def test_copy_location_is_not_offered_without_another_building_of_yours():
    game, build = build_here("may copy location", buildings={(1, 3): (1, "port")})
    game = play(game, build, "dock Kelp Press")
    assert turn_passed(game)


def test_copy_location_cannot_copy_a_copy_location():
    # A content set with a second copy location, where tile 1 had "may cleanup 1".
    root = content_dir()
    sources = []
    for path in source_files(root):
        text = path.read_text(encoding="utf-8")
        if path.name == "a_sides.sea":
            text = text.replace("location 2 cost 2 points 1 { may cleanup 1 }",
                                "location 2 cost 2 points 1 { may copy location }")
        sources.append((path.name, text))
    twice = build_content(sources)
    game, build = build_here("may copy location", content_=twice, buildings={
        (1, 2): (0, "port"), (1, 3): (0, "academy")})
    assert building(game, 1, 2) == (0, "port")             # on the other copy location
    game = play(game, build, "dock Kelp Press", "yes")
    assert texts(game) == ["copy flotilla 1 location 3: You may take 2 cleanup tokens."]


# ---- the revealed dive card: refs 12, 13 ---------------------------------------------

def test_dive_half_gives_your_half_of_the_revealed_card():
    # Half 1 of Rusted Freighter (3 metal) faces orange; blue's half is the other.
    game, build = build_here("may dive half", revealed="Rusted Freighter", dive_face=1)
    game = play(game, build, "dock Kelp Press", "yes")
    assert resources(game, 0) == {"kelp": 1, "fish": 1, "artifact": 1}
    assert resources(game, 1) == {}


def test_dive_half_ignores_the_arrow_of_the_other_half():
    # Sunken Greenhouse: half 2's arrow gives 1 any to a taker with fewer buildings.
    # Blue (1 building after this one, orange 3) takes half 1: no arrow.
    game, build = build_here("may dive half", revealed="Sunken Greenhouse", dive_face=0,
                             buildings={(2, 0): (1, "port"), (2, 1): (1, "port"),
                                        (2, 2): (1, "academy")})
    game = play(game, build, "dock Kelp Press", "yes")
    assert resources(game, 0) == {"kelp": 2, "metal": 1}
    assert turn_passed(game)


def test_dive_half_applies_the_arrow_of_your_own_half():
    # Blue's half of Sunken Greenhouse is half 2 (1 fish, 1 artifact; arrow: fewer
    # buildings than the opponent, take 1 any). Blue has 1 building, orange 3.
    game, build = build_here("may dive half", revealed="Sunken Greenhouse", dive_face=1,
                             buildings={(2, 0): (1, "port"), (2, 1): (1, "port"),
                                        (2, 2): (1, "academy")})
    game = play(game, build, "dock Kelp Press", "yes", "take metal")
    assert resources(game, 0) == {"metal": 1, "fish": 1, "artifact": 1}
    assert turn_passed(game)


def test_dive_all_gives_both_halves_of_the_revealed_card():
    game, build = build_here("may dive all", revealed="Rusted Freighter", dive_face=1)
    game = play(game, build, "dock Kelp Press", "yes")
    assert resources(game, 0) == {"kelp": 1, "metal": 3, "fish": 1, "artifact": 1}
    assert resources(game, 1) == {}


def test_dive_all_ignores_the_conditional_arrows():
    # Sunken Greenhouse: 2 kelp, 1 metal | 1 fish, 1 artifact with an arrow that would
    # give blue (1 building against orange's 3) 1 any. Ruling: dive all takes no arrow.
    game, build = build_here("may dive all", revealed="Sunken Greenhouse", dive_face=1,
                             buildings={(3, 0): (1, "port"), (3, 1): (1, "port"),
                                        (3, 2): (1, "academy")})
    game = play(game, build, "dock Kelp Press", "yes")
    assert resources(game, 0) == {"kelp": 2, "metal": 1, "fish": 1, "artifact": 1}
    assert turn_passed(game)


# ---- exhaust a specialist: ref 16 ----------------------------------------------------

def test_exhaust_a_specialist_for_two_resources_of_choice():
    game, build = build_here("may { exhaust specialist; take 2 any }",
                             specialists0=["Scavenger"])
    game = play(game, build, "dock Kelp Press", "yes")
    # Scavenger is the only face-up card, so it is exhausted without a question.
    assert texts(game) == ["take kelp", "take metal", "take fish", "take artifact"]
    game = play(game, "take kelp", "take kelp")
    assert resources(game, 0) == {"kelp": 2}
    assert game.players[0].specialists == (("Scavenger", False),)


def test_exhausting_needs_a_face_up_specialist():
    game, build = build_here("may { exhaust specialist; take 2 any }",
                             specialists0=[("Scavenger", False)])
    game = play(game, build, "dock Kelp Press")
    assert turn_passed(game)
    assert resources(game, 0) == {}


# ---- per building here: refs 17-22 (the building just placed counts) -----------------

def test_one_resource_not_matching_the_demand_per_port_here():
    f, _ = location_with(scenario(), "may take 1 not demand per port here")   # flotilla 4
    game, build = build_here("may take 1 not demand per port here", buildings={
        (f, 3): (1, "port"), (f, 4): (0, "academy"), (1, 1): (0, "port")})
    game = play(game, build, "dock Kelp Press", "yes")
    for choice in ("take kelp", "take metal"):        # 2 ports: orange's and the new one
        assert texts(game) == ["take kelp", "take metal", "take fish"]
        game = play(game, choice)
    assert resources(game, 0) == {"kelp": 1, "metal": 1}
    assert turn_passed(game)


def test_one_resource_not_matching_the_demand_per_academy_here():
    f, _ = location_with(scenario(), "may take 1 not demand per academy here")  # flotilla 3
    game, build = build_here("may take 1 not demand per academy here", kind="academy",
                             buildings={(f, 5): (1, "academy"), (f, 2): (0, "port")})
    game = play(game, build, "specialist Pearl Diver", "yes")
    for choice in ("take kelp", "take kelp"):          # 2 academies
        assert texts(game) == ["take kelp", "take metal", "take artifact"]
        game = play(game, choice)
    assert resources(game, 0) == {"kelp": 2}
    assert turn_passed(game)


def test_one_resource_not_matching_the_demand_per_shipyard_here():
    f, _ = location_with(scenario(), "may take 1 not demand per shipyard here")  # flotilla 2
    game, build = build_here("may take 1 not demand per shipyard here", kind="shipyard",
                             buildings={(f, 5): (1, "shipyard"), (f, 4): (0, "shipyard")})
    game = play(game, build, "ship to flotilla 3 location 0", "yes")
    for choice in ("take kelp", "take fish", "take artifact"):     # 3 shipyards
        assert texts(game) == ["take kelp", "take fish", "take artifact"]
        game = play(game, choice)
    assert resources(game, 0) == {"kelp": 1, "fish": 1, "artifact": 1}
    assert turn_passed(game)


def test_one_cleanup_token_per_port_here():
    f, _ = location_with(scenario(), "may cleanup 1 per port here")   # flotilla 1
    game, build = build_here("may cleanup 1 per port here", buildings={
        (f, 3): (1, "port"), (f, 5): (0, "port"), (f, 0): (0, "shipyard"), (2, 0): (1, "port")})
    game = play(game, build, "dock Kelp Press", "yes")
    assert (game.players[0].cleanup, game.cleanup_supply) == (3, 17)


def test_one_cleanup_token_per_academy_here():
    f, _ = location_with(scenario(), "may cleanup 1 per academy here")   # flotilla 3
    game, build = build_here("may cleanup 1 per academy here", kind="academy",
                             buildings={(f, 1): (1, "academy"), (f, 0): (0, "port")})
    game = play(game, build, "specialist Pearl Diver", "yes")
    assert (game.players[0].cleanup, game.cleanup_supply) == (2, 18)


def test_one_cleanup_token_per_shipyard_here():
    # The only shipyard on the flotilla is the one just built; it counts.
    game, build = build_here("may cleanup 1 per shipyard here", kind="shipyard",
                             buildings={(3, 2): (0, "shipyard")})
    game = play(game, build, "ship to flotilla 3 location 0", "yes")
    assert (game.players[0].cleanup, game.cleanup_supply) == (1, 19)
