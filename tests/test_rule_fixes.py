"""Rule fixes: copy location as if built there (p. 16), the solo end when a flotilla
fills during the turn (p. 15), and specialists used first in a turn, so that one can fund
the build it is used in (p. 8)."""

from collections import Counter

import attrs
import pytest
from support import building, copy_answer, location_with, play, resources, scenario, spot, texts
from test_solo import solo_scenario

import seastead_rules as s
from seastead_rules.engine.build import build_cost
from seastead_rules.model.names import KINDS

# The demand token on each flotilla 1-4 in these tests (flotilla 4 is locked).
DEMAND = ["kelp", "metal", "fish", "artifact"]
DOCKS = ["Gillnet Wharf", "Kelp Press", "Scrap Crane"]


def build_here(effect, kind, player0=None, **position):
    """Blue to play, holding `player0` plus exactly what it costs to build `kind` at the
    location whose effect reads `effect`; and that build's text."""
    f, l = location_with(scenario(), effect)
    position = dict(demand=DEMAND, locked=4, dock_display=DOCKS, **position)
    cost = build_cost(scenario(**position), 0, KINDS.index(kind), spot(f, l))
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
    game = play(game, "yes", copy_answer(game, f, l), "yes")
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
                copy_answer(game, f, l), "yes")
    assert game.players[0].cleanup == 1


def test_a_copy_on_the_new_buildings_own_flotilla_counts_it_once():
    # The copy location and "per academy here" are both on flotilla 3: the new academy
    # stands there already and is not counted twice (blue's two academies: 2).
    f, l = location_with(scenario(), "may cleanup 1 per academy here")
    game, build = build_here("may copy location", "academy",
                             specialist_display=["Pearl Diver", "Scavenger", "Founder"],
                             buildings={(f, l): (0, "academy")})
    game = play(game, build, "specialist Pearl Diver", "yes",
                copy_answer(game, f, l), "yes")
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


# ---- specialists used first, before choosing: p. 8 --------------------------------------

def turn_position(**kw):
    """Blue to play: flotilla 1 demands kelp; its location 4 costs 2 for a port."""
    return scenario(demand=DEMAND, locked=4, specialists="AB", **kw)


def test_a_converting_specialist_funds_the_build_it_is_used_in():
    # Blue holds 1 kelp and 1 fish; the port costs 2 kelp. Quartermaster, used first,
    # trades the fish for a kelp, and the port is then built and paid with both.
    game = turn_position(player0={"kelp": 1, "fish": 1}, specialists0=["Quartermaster"])
    assert "build port at flotilla 1 location 4" not in texts(game)
    assert "use Quartermaster first" in texts(game)
    game = play(game, "use Quartermaster first", "yes", "spend fish", "take kelp", "no")
    assert game.decision.kind == "turn" and resources(game, 0) == {"kelp": 2}
    game = play(game, "build port at flotilla 1 location 4")
    assert resources(game, 0) == {}
    assert game.players[0].specialists == (("Quartermaster", False),)
    assert building(game, 1, 4) == (0, "port")


def test_an_either_specialist_used_first_still_leaves_the_dive():
    game = turn_position(player0={"kelp": 1, "fish": 1}, specialists0=["Quartermaster"])
    game = play(game, "use Quartermaster first", "yes", "spend fish", "take kelp", "no")
    assert "dive" in texts(game)


def test_a_build_specialist_used_first_makes_the_turn_a_build():
    game = turn_position(player0={"kelp": 2}, specialists0=["Founder"])
    game = play(game, "use Founder first")
    assert "dive" not in texts(game)
    assert "build port at flotilla 1 location 4" in texts(game)
    with pytest.raises(s.IllegalAction, match="the turn is a build"):
        s.apply(game, s.Dive())


def test_a_build_specialist_used_first_that_leaves_no_build_means_a_dive():
    # Flotilla 1's location 4 is the only place blue can pay for; the Architect, used
    # first, moves blue's academy there. Blue cannot build now, so must dive (p. 6).
    game = turn_position(player0={"kelp": 2}, specialists0=["Architect"], buildings={
        (1, 0): (1, "port"), (1, 1): (1, "port"), (1, 2): (1, "academy"),
        (3, 3): (1, "port"), (2, 0): (0, "academy")})
    game = play(game, "use Architect first", "to flotilla 1 location 4")
    assert texts(game) == ["dive"]
    game = play(game, "dive")
    assert game.dive_discard


def test_a_build_specialist_is_offered_first_only_when_a_build_is_possible():
    cards = ["Founder", "Quartermaster"]
    can_build = turn_position(player0={"kelp": 1, "fish": 1}, specialists0=cards)
    assert {"use Founder first", "use Quartermaster first"} <= set(texts(can_build))
    # Every building already built: nothing to build, so only the either card is offered.
    all_built = turn_position(player0={"kelp": 1, "fish": 1}, specialists0=cards,
                              built0={kind: 4 for kind in KINDS})
    assert not any(a.startswith("build") for a in texts(all_built))
    assert "use Founder first" not in texts(all_built)
    assert "use Quartermaster first" in texts(all_built)


def test_a_specialist_not_used_first_is_offered_after_the_build_as_before():
    game = turn_position(player0={"kelp": 2, "fish": 1}, specialists0=["Quartermaster"])
    game = play(game, "build port at flotilla 1 location 4")
    assert resources(game, 0) == {"fish": 1}
    while game.decision.kind != "specialist":
        game = play(game, texts(game)[0])
    assert "use Quartermaster" in texts(game)


def test_a_game_saved_after_a_specialist_used_first_resumes_the_same():
    from seastead_rules.saves.saving import from_json, to_json
    game = turn_position(player0={"kelp": 1, "fish": 1}, specialists0=["Quartermaster"])
    # (A saved game keeps every card once: Quartermaster leaves the specialist piles.)
    piles = [c for c in game.specialist_display + game.specialist_deck if c != "Quartermaster"]
    game = game.replace(specialist_display=piles[:3], specialist_deck=piles[3:])
    game = play(game, "use Quartermaster first")
    again = from_json(to_json(game))
    moves = ("yes", "spend fish", "take kelp", "no", "build port at flotilla 1 location 4")
    assert texts(again) == texts(game)
    assert to_json(play(again, *moves)) == to_json(play(game, *moves))


def test_a_save_whose_first_use_answer_does_not_match_its_card_is_refused():
    import json

    game = turn_position(player0={"kelp": 1, "fish": 1}, specialists0=["Quartermaster"])
    piles = [c for c in game.specialist_display + game.specialist_deck if c != "Quartermaster"]
    game = game.replace(specialist_display=piles[:3], specialist_deck=piles[3:])
    assert s.from_json(s.to_json(game)) == game
    doc = json.loads(s.to_json(game))
    doc["state"]["stack"][-1]["options"] = ["use Founder first"]
    with pytest.raises(s.SaveFileError, match="use <its specialist> first"):
        s.from_json(json.dumps(doc))


# ---- a dive card whose two halves give the same asks nothing (p. 6) -------------------

def test_a_dive_on_a_card_whose_halves_give_the_same_in_another_order_asks_nothing():
    # Glass Reef Shallows: kelp, metal, artifact on both halves, listed in two orders.
    halves = s.load_content().dive["Glass Reef Shallows"].halves
    assert halves[0] == halves[1]
    # However a half reads, what it gives decides (the source lists them in two orders).
    assert attrs.evolve(halves[0], text="1 artifact, 1 kelp, 1 metal") == halves[1]
    game = play(scenario(dive_deck=("Glass Reef Shallows",)), "dive")
    assert game.decision.kind != "half"
    assert resources(game, 0) == {"kelp": 1, "metal": 1, "artifact": 1}


def test_the_solo_start_does_not_ask_which_of_two_equal_halves():
    game = s.new_game(2, mode="solo")       # the first card is Glass Reef Shallows
    assert any("Glass Reef Shallows" in e.text for e in game.log.entries())
    # The half is taken at once; the one resource of your choice is what is asked.
    assert resources(game, 0) == {"kelp": 1, "metal": 1, "artifact": 1}
    assert game.decision.kind == "take"


def test_halves_that_differ_only_by_an_arrow_are_both_offered():
    game = play(scenario(dive_deck=("Flooded Library",)), "dive")
    assert game.decision.kind == "half" and len(s.legal_actions(game)) == 2
