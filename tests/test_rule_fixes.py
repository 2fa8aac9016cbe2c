"""Rule fixes: copy location as if built there (p. 16), the solo end when a flotilla
fills during the turn (p. 15), and specialists used before paying for a build (p. 8)."""

from collections import Counter

from support import building, location_with, play, resources, scenario, texts
from test_solo import solo_scenario

import seastead_rules as s
from seastead_rules.engine.build import build_cost
from seastead_rules.names import KINDS

# The demand token on each flotilla 1-4 in these tests (flotilla 4 is locked).
DEMAND = ["kelp", "metal", "fish", "artifact"]
DOCKS = ["Gillnet Wharf", "Kelp Press", "Scrap Crane"]


def build_here(effect, kind, player0=None, **position):
    """Blue to play, holding `player0` plus exactly what it costs to build `kind` at the
    location whose effect reads `effect`; and that build's text."""
    f, l = location_with(scenario(), effect)
    position = dict(demand=DEMAND, locked=4, dock_display=DOCKS, **position)
    cost = build_cost(scenario(**position), 0, KINDS.index(kind), (f - 1) * 6 + l)
    hold = Counter(player0 or {})
    hold[DEMAND[f - 1]] += cost
    return scenario(player0=dict(hold), **position), f"build {kind} at flotilla {f} location {l}"


# ---- copy location: ref 11, p. 16 ---------------------------------------------------

PER_SHIPYARD = "may cleanup 1 per shipyard here"        # flotilla 2 location 2


def test_a_copied_count_includes_the_new_building_as_if_it_stood_there():
    # Two shipyards on flotilla 2; blue's new shipyard on the copy location (flotilla 3)
    # counts there too, as it would if built on flotilla 2 itself: 3, not 2.
    f, l = location_with(scenario(), PER_SHIPYARD)
    game, build = build_here("may copy location", "shipyard", buildings={
        (f, l): (0, "academy"), (2, 0): (1, "shipyard"), (2, 1): (0, "shipyard")})
    game = play(game, build)
    if game.decision.kind == "ship":
        game = play(game, texts(game)[0])
    game = play(game, "yes", f"copy flotilla {f} location {l}: {{ {PER_SHIPYARD} }}", "yes")
    assert game.players[0].cleanup == 3


def test_the_same_count_built_directly_on_the_copied_flotilla():
    # The reference: blue's shipyard built on flotilla 2 itself counts the same three.
    game, build = build_here(PER_SHIPYARD, "shipyard", buildings={
        (2, 0): (1, "shipyard"), (2, 1): (0, "shipyard")})
    game = play(game, build)
    if game.decision.kind == "ship":
        game = play(game, texts(game)[0])
    game = play(game, "yes")
    assert game.players[0].cleanup == 3


def test_a_copied_count_of_another_kind_is_unchanged_by_the_new_building():
    # A new academy adds nothing to "per shipyard here".
    f, l = location_with(scenario(), PER_SHIPYARD)
    game, build = build_here("may copy location", "academy",
                             specialist_display=["Pearl Diver", "Scavenger", "Founder"],
                             buildings={(f, l): (0, "port"), (2, 0): (1, "shipyard")})
    game = play(game, build, "specialist Pearl Diver", "yes",
                f"copy flotilla {f} location {l}: {{ {PER_SHIPYARD} }}", "yes")
    assert game.players[0].cleanup == 1


def test_a_copy_on_the_new_buildings_own_flotilla_counts_it_once():
    # The copy location and "per academy here" are both on flotilla 3: the new academy
    # stands there already and is not counted twice (blue's two academies: 2).
    f, l = location_with(scenario(), "may cleanup 1 per academy here")
    game, build = build_here("may copy location", "academy",
                             specialist_display=["Pearl Diver", "Scavenger", "Founder"],
                             buildings={(f, l): (0, "academy")})
    game = play(game, build, "specialist Pearl Diver", "yes",
                f"copy flotilla {f} location {l}: {{ may cleanup 1 per academy here }}", "yes")
    assert game.players[0].cleanup == 2


# ---- the solo end: p. 15 --------------------------------------------------------------

def test_solo_game_ends_with_the_turn_in_which_a_flotilla_filled():
    # Blue fills flotilla 1 with a port, then the Architect of the same turn moves blue's
    # academy off it: the end condition occurred in this turn, so the game ends with it.
    boss = {(1, 0): "boss", (1, 1): "boss", (1, 3): "boss", (1, 5): "boss"}
    game = solo_scenario(player0={"kelp": 2}, specialists0=("Architect",),
                         buildings={**boss, (1, 4): "academy"},
                         dock_display=("Scrap Crane", "Drying Racks", "Rivet Landing"),
                         demand=("kelp", "metal", "fish", "artifact"), locked=2)
    game = play(game, "build port at flotilla 1 location 2", "dock Scrap Crane",
                "discard Drying Racks", "no")
    assert not s.is_over(game) and game.end_round == game.round     # recorded, not yet over
    game = play(game, "use Architect", "to flotilla 3 location 0")
    assert -1 in game.buildings[0:6]                # no longer full at the end of the turn
    assert s.is_over(game)


# ---- specialists before paying: p. 8 ----------------------------------------------------

def before_paying_position(**kw):
    """Blue to play: flotilla 1 demands kelp; its location 4 costs 2 for a port."""
    return scenario(demand=DEMAND, locked=4, dock_display=DOCKS, specialists="AB", **kw)


def test_a_converting_specialist_funds_the_build_it_is_used_in():
    # Blue holds 1 kelp and 1 fish; the port costs 2 kelp. Quartermaster, used before
    # paying, trades the fish for a kelp, and the build is paid with both.
    game = before_paying_position(player0={"kelp": 1, "fish": 1},
                                  specialists0=["Quartermaster"])
    assert "build port at flotilla 1 location 4" in texts(game)
    game = play(game, "build port at flotilla 1 location 4")
    assert texts(game) == ["use Quartermaster before paying"]
    game = play(game, "use Quartermaster before paying")
    # Only the answers after which the port can still be paid are offered.
    assert texts(game) == ["yes"]
    game = play(game, "yes", "spend fish", "take kelp")
    assert texts(game) == ["yes", "no"]
    game = play(game, "no")
    assert resources(game, 0) == {}
    assert game.players[0].specialists == (("Quartermaster", False),)
    assert building(game, 1, 4) == (0, "port")
    assert game.decision.kind == "dock"


def test_a_build_no_specialist_could_fund_is_not_offered():
    # One kelp and nothing to trade: Quartermaster cannot make the second kelp.
    game = before_paying_position(player0={"kelp": 1}, specialists0=["Quartermaster"])
    assert "build port at flotilla 1 location 4" not in texts(game)


def test_a_build_paid_without_help_asks_nothing_before_paying():
    # Blue can pay already: the port is paid at once, and Quartermaster is offered after
    # the build is complete, as before.
    game = before_paying_position(player0={"kelp": 2, "fish": 1},
                                  specialists0=["Quartermaster"])
    game = play(game, "build port at flotilla 1 location 4")
    assert game.decision.kind == "dock" and resources(game, 0) == {"fish": 1}


def test_specialists_that_move_things_wait_until_the_build_is_complete():
    # Architect (moves a building) is not offered before paying; Quartermaster is.
    game = before_paying_position(player0={"kelp": 1, "fish": 1},
                                  specialists0=["Architect", "Quartermaster"],
                                  buildings={(2, 3): (0, "academy")})
    game = play(game, "build port at flotilla 1 location 4")
    assert texts(game) == ["use Quartermaster before paying"]


def test_a_game_saved_before_paying_resumes_the_same():
    from seastead_rules.saving import from_json, to_json
    game = before_paying_position(player0={"kelp": 1, "fish": 1},
                                  specialists0=["Quartermaster"])
    game = play(game, "build port at flotilla 1 location 4", "use Quartermaster before paying")
    again = from_json(to_json(game))
    moves = ("yes", "spend fish", "take kelp", "no")
    assert texts(again) == texts(game)
    assert to_json(play(again, *moves)) == to_json(play(game, *moves))
