"""No pointless questions, and no pointless actions: a choice is offered only when it
can matter (docs/rulings.md)."""

from support import location_with, play, scenario, texts

import seastead_rules as s

DEMAND = ["kelp", "metal", "fish", "artifact"]


def test_a_cost_cutter_that_lowers_nothing_is_not_accepted_with_a_build():
    # Flotilla 1 location 0 takes a shipyard for free (cost 1, shipyard tag).
    game = scenario(demand=DEMAND, locked=4, specialists0=["Shipwright"], current=0)
    assert "build shipyard at flotilla 1 location 0" in texts(game)
    assert "build shipyard at flotilla 1 location 0 using Shipwright" not in texts(game)
    reason = s.why_not(game, s.Build("shipyard", 1, 0, ("Shipwright",)))
    assert reason == ("cannot build a shipyard at flotilla 1 location 0 using Shipwright: "
                      "it would lower the cost no further")


def _prompts_until_the_turn_ends(game, player=0):
    """Answer every question of the turn the simplest way; the prompts seen, in order."""
    seen = []
    while game.decision is not None and game.decision.kind != "turn":
        seen.append(game.decision.prompt)
        game = play(game, "no" if "no" in texts(game) else texts(game)[0])
    return seen


def _dive_half_prompts(supply):
    # Blue's half of the starting card (Lagoon Moorings, seed 0) is 1 artifact, 1 fish.
    demand = ["metal", "fish", "artifact", "kelp"]           # flotilla 4 demands kelp
    game = scenario(demand=demand, locked=1, player0={"kelp": 4}, current=0, supply=supply)
    f, l = location_with(game, "may dive half")
    return _prompts_until_the_turn_ends(play(game, f"build port at flotilla {f} location {l}"))


def test_dive_half_is_not_offered_when_the_supply_has_nothing_of_your_half():
    assert "blue: you may take your half of the revealed dive card again" in _dive_half_prompts(
        {"kelp": 6, "metal": 10, "fish": 10, "artifact": 10})
    assert "blue: you may take your half of the revealed dive card again" not in _dive_half_prompts(
        {"kelp": 6, "metal": 10, "fish": 0, "artifact": 0})


def _last_port_prompts(kelp):
    docks = (("Cannery Pier", 0, (2, 1)), ("Kelp Press", 0, (2, 2)), ("Gillnet Wharf", 0, (2, 4)))
    game = scenario(demand=DEMAND, locked=4, player0={"kelp": kelp}, current=0, docks=docks,
                    buildings={(2, 1): (0, "port"), (2, 2): (0, "port"), (2, 4): (0, "port")})
    return _prompts_until_the_turn_ends(play(game, "build port at flotilla 1 location 0"))


def test_the_last_port_offers_no_dock_cleanup_without_matching_resources():
    # Flotilla 1 location 0 costs 1 kelp; Kelp Press counts the kelp left afterwards.
    pick = ("blue: you may choose one of your dock tiles, then take 1 cleanup token for each "
            "resource of the chosen dock tile's type you have (at most 3)")
    assert pick in _last_port_prompts(kelp=3)
    assert pick not in _last_port_prompts(kelp=1)


def test_a_dock_is_asked_for_only_by_the_ports_own_rule():
    # A decree that would ask for a dock on every build does not compile: a dock tile
    # goes only to the port just built (p. 8).
    import pytest
    with pytest.raises(s.ContentError, match="only 'building port' may hold it"):
        s.load_content(extra=[("d.sea", 'decree "Dockers" { when you build { choose dock } }')])


def test_choose_with_two_identical_options_does_not_compile():
    import pytest
    with pytest.raises(s.ContentError, match="'choose' has two options that are the same"):
        s.compile_source('decree "Twice" { when you build { choose { cleanup 1 } or '
                         '{ cleanup 1 } } }', "twice.sea")
