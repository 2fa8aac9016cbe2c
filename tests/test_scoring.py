"""Final scoring: the five categories of the score pad, the winner and the tie-breaks.
Rulebook p. 12 (final scoring), p. 13 (the scoring example)."""

import attrs
import pytest
from support import scenario

import seastead_rules as s

# ---- the scoring example of p. 13 ---------------------------------------------------
#
# The example's dock tiles are not printed anywhere we can read, only the sections
# that score in it (the captions of p. 13). The shipped dock tiles cannot show it,
# whatever the sides: the blue fish dock whose near-left shipyard, near-right shipyard
# and far-right academy score must sit two steps clockwise of the orange kelp dock's
# port (both docks share the bottom-right tile with only three orange buildings), and
# the one shipped fish tile with those three sections (Smokehouse Jetty) has a
# far-left port section that would score that port. So the example gets six dock
# tiles of its own: the sections the captions name, plus sections that fall on empty
# locations or on buildings of another kind.
#
# Flotilla 1 is the example's top-left tile, 2 top-right, 3 bottom-left, 4 bottom-right.

EXAMPLE_DOCKS = """
# Orange's fish dock (flotilla 1, location 0): academy far-left 2, shipyard near-right 1,
# academy far-right 2, all orange.
dock "Example Fish Dock A" scores fish {
    near-left academy 2; far-left academy 2; near-right shipyard 1; far-right academy 2
}
# Blue's artifact dock (flotilla 1, location 3): orange's academy near-left 2 and
# shipyard far-right 3.
dock "Example Artifact Dock" scores artifact {
    near-left academy 2; far-left academy 1; near-right shipyard 1; far-right shipyard 3
}
# Orange's kelp dock (flotilla 4, location 3): blue's shipyard near-right 1, orange's
# academy far-left 3.
dock "Example Kelp Dock" scores kelp {
    near-left academy 2; far-left academy 3; near-right shipyard 1; far-right academy 1
}
# Blue's first fish dock (flotilla 4, location 5): blue's shipyard near-left 1, orange's
# shipyard near-right 1 and academy far-right 2.
dock "Example Fish Dock B" scores fish {
    near-left shipyard 1; far-left shipyard 3; near-right shipyard 1; far-right academy 2
}
# Blue's metal dock (flotilla 3, location 1): blue's academy far-left 1.
dock "Example Metal Dock" scores metal {
    near-left shipyard 2; far-left academy 1; near-right academy 2; far-right shipyard 2
}
# Blue's second fish dock (flotilla 2, location 5): blue's academy near-left 2.
dock "Example Fish Dock C" scores fish {
    near-left academy 2; far-left shipyard 2; near-right shipyard 2; far-right academy 1
}
"""

BLUE, ORANGE = 0, 1

# Location points on the shipped A sides, by location 0-5:
#   flotilla 1: 0 2 1 3 1 2    flotilla 2: 1 0 2 1 3 2
#   flotilla 3: 0 2 1 1 3 2    flotilla 4: 1 2 0 3 1 2
EXAMPLE_BUILDINGS = {
    # top left, full: blue 3; orange 0, 1, 1, 2, 2
    (1, 0): (ORANGE, "port"), (1, 1): (ORANGE, "shipyard"), (1, 2): (ORANGE, "academy"),
    (1, 3): (BLUE, "port"), (1, 4): (ORANGE, "academy"), (1, 5): (ORANGE, "shipyard"),
    # top right: orange 1; blue 3, 2
    (2, 3): (ORANGE, "academy"), (2, 4): (BLUE, "academy"), (2, 5): (BLUE, "port"),
    # bottom left, location 0 empty: blue 2, 1, 3, 2; orange 1
    (3, 1): (BLUE, "port"), (3, 2): (ORANGE, "shipyard"), (3, 3): (BLUE, "academy"),
    (3, 4): (BLUE, "academy"), (3, 5): (BLUE, "academy"),
    # bottom right, full: orange 1, 2, 3; blue 0, 1, 2
    (4, 0): (ORANGE, "shipyard"), (4, 1): (ORANGE, "academy"), (4, 2): (BLUE, "shipyard"),
    (4, 3): (ORANGE, "port"), (4, 4): (BLUE, "shipyard"), (4, 5): (BLUE, "port"),
}

EXAMPLE_DOCK_PLACES = (
    ("Example Fish Dock A", ORANGE, (1, 0)),
    ("Example Artifact Dock", BLUE, (1, 3)),
    ("Example Kelp Dock", ORANGE, (4, 3)),
    ("Example Fish Dock B", BLUE, (4, 5)),
    ("Example Metal Dock", BLUE, (3, 1)),
    ("Example Fish Dock C", BLUE, (2, 5)),
)


def example_content():
    """The shipped content plus the example's six dock tiles."""
    return s.load_content(extra=(("example_docks.sea", EXAMPLE_DOCKS),))


def example_position(docks=EXAMPLE_DOCK_PLACES):
    return scenario(
        content_=example_content(),
        buildings=EXAMPLE_BUILDINGS,
        docks=docks,
        # Blue: 4 fish for two fish docks, 5 artifacts for one artifact dock, 1 metal.
        player0={"fish": 4, "artifact": 5, "metal": 1},
        # Orange: 3 fish, 4 kelp, and artifacts and metal without a dock for them.
        player1={"fish": 3, "kelp": 4, "artifact": 2, "metal": 1},
        # Blue: two cards face up (1 point each), two face down (worth nothing).
        specialists0=("Architect", "Scavenger", ("Pearl Diver", False),
                      ("Harbormaster", False)),
        # Orange: one card face up, three face down.
        specialists1=("Founder", ("Shipwright", False), ("Quartermaster", False),
                      ("Investor", False)),
        cleanup0=3, cleanup1=1,
    )


def test_scoring_example_resources_matching_docks():
    # Blue: 3 + 1 fish over two fish docks, 3 of 5 artifacts, 1 metal. Orange: 3 fish,
    # 3 of 4 kelp, nothing for artifacts or metal. p. 13.
    sheet = s.score_sheet(example_position())
    assert (sheet.lines[BLUE].resources, sheet.lines[ORANGE].resources) == (8, 6)


def test_scoring_example_buildings_matching_docks():
    sheet = s.score_sheet(example_position())
    assert (sheet.lines[BLUE].dock_buildings, sheet.lines[ORANGE].dock_buildings) == (5, 16)


def test_scoring_example_locations():
    sheet = s.score_sheet(example_position())
    assert (sheet.lines[BLUE].locations, sheet.lines[ORANGE].locations) == (19, 14)


def test_scoring_example_specialists():
    sheet = s.score_sheet(example_position())
    assert (sheet.lines[BLUE].specialists, sheet.lines[ORANGE].specialists) == (2, 1)


def test_scoring_example_cleanup():
    sheet = s.score_sheet(example_position())
    assert (sheet.lines[BLUE].cleanup, sheet.lines[ORANGE].cleanup) == (3, 1)


def test_scoring_example_totals_and_winner():
    sheet = s.score_sheet(example_position())
    assert (sheet.lines[BLUE].total, sheet.lines[ORANGE].total) == (37, 38)
    assert sheet.winner == ORANGE
    assert sheet.decided_by == "score"


@pytest.mark.parametrize("dock, points", [
    # Each caption of p. 13 on its own: (blue, orange) for that one dock tile.
    ("Example Fish Dock A", (0, 5)),
    ("Example Artifact Dock", (0, 5)),
    ("Example Kelp Dock", (1, 3)),
    ("Example Fish Dock B", (1, 3)),
    ("Example Metal Dock", (1, 0)),
    ("Example Fish Dock C", (2, 0)),
])
def test_scoring_example_each_dock_scores_as_its_caption(dock, points):
    only = tuple(d for d in EXAMPLE_DOCK_PLACES if d[0] == dock)
    sheet = s.score_sheet(example_position(docks=only))
    assert (sheet.lines[BLUE].dock_buildings, sheet.lines[ORANGE].dock_buildings) == points


# ---- tie-breaks (p. 12) ---------------------------------------------------------------

def test_tie_goes_to_more_buildings_left_on_the_board():
    # Blue: one building on a 2-point location. Orange: two on 1-point locations.
    game = scenario(buildings={(1, 1): (BLUE, "academy"), (1, 2): (ORANGE, "academy"),
                               (1, 4): (ORANGE, "shipyard")})
    sheet = s.score_sheet(game)
    assert (sheet.lines[BLUE].total, sheet.lines[ORANGE].total) == (2, 2)
    assert (sheet.lines[BLUE].buildings_left, sheet.lines[ORANGE].buildings_left) == (11, 10)
    assert sheet.winner == BLUE
    assert sheet.decided_by == "buildings left"


def test_tie_with_equal_buildings_left_goes_to_more_cleanup_tokens():
    # Blue: 2-point location + 1 cleanup. Orange: 1-point location + 2 cleanup.
    game = scenario(buildings={(1, 1): (BLUE, "academy"), (1, 2): (ORANGE, "academy")},
                    cleanup0=1, cleanup1=2)
    sheet = s.score_sheet(game)
    assert (sheet.lines[BLUE].total, sheet.lines[ORANGE].total) == (3, 3)
    assert sheet.winner == ORANGE
    assert sheet.decided_by == "cleanup tokens"


def test_tie_on_every_count_shares_the_victory():
    game = scenario(buildings={(1, 2): (BLUE, "academy"), (1, 4): (ORANGE, "port")},
                    cleanup0=1, cleanup1=1)
    sheet = s.score_sheet(game)
    assert (sheet.lines[BLUE].total, sheet.lines[ORANGE].total) == (2, 2)
    assert sheet.winner is None
    assert sheet.decided_by == "shared"


# ---- resources matching docks, specialists, cleanup (p. 12) -------------------------

def test_a_dock_scores_at_most_three_resources():
    game = scenario(player0={"fish": 5}, docks=(("Gillnet Wharf", BLUE, (1, 3)),))
    assert s.score_sheet(game).lines[BLUE].resources == 3


def test_each_resource_counts_for_one_dock_only():
    # Two fish docks and 4 fish: 3 at one dock, the fourth at the other; not 4 + 4.
    game = scenario(player0={"fish": 4}, docks=(("Gillnet Wharf", BLUE, (1, 3)),
                                                ("Cannery Pier", BLUE, (2, 3))))
    assert s.score_sheet(game).lines[BLUE].resources == 4


def test_two_docks_of_a_type_score_up_to_six():
    game = scenario(player0={"fish": 8}, docks=(("Gillnet Wharf", BLUE, (1, 3)),
                                                ("Cannery Pier", BLUE, (2, 3))))
    assert s.score_sheet(game).lines[BLUE].resources == 6


def test_resources_score_only_at_your_own_docks_of_their_type():
    # Blue's fish dock scores blue's fish, not blue's kelp, and not orange's fish.
    game = scenario(player0={"fish": 2, "kelp": 3}, player1={"fish": 3},
                    docks=(("Gillnet Wharf", BLUE, (1, 3)),))
    sheet = s.score_sheet(game)
    assert (sheet.lines[BLUE].resources, sheet.lines[ORANGE].resources) == (2, 0)


def test_facedown_specialists_score_nothing():
    # Architect (1 point) face up; Pearl Diver (2 points) and Scavenger face down.
    game = scenario(specialists0=("Architect", ("Pearl Diver", False), ("Scavenger", False)))
    assert s.score_sheet(game).lines[BLUE].specialists == 1


def test_face_up_specialists_score_their_printed_points():
    game = scenario(specialists0=("Architect", "Pearl Diver", "Harbormaster"))
    assert s.score_sheet(game).lines[BLUE].specialists == 5


def test_recorded_cleanup_extras_count_as_cleanup_points():
    # Tokens taken when the supply was empty are written on the score pad. p. 10.
    game = scenario(cleanup0=2)
    players = list(game.players)
    players[BLUE] = attrs.evolve(players[BLUE], cleanup_extra=3)
    game = attrs.evolve(game, players=tuple(players))
    assert s.score_sheet(game).lines[BLUE].cleanup == 5


def test_buildings_on_the_locked_flotilla_still_score():
    game = scenario(locked=1, buildings={(1, 3): (BLUE, "port")})
    assert s.score_sheet(game).lines[BLUE].locations == 3


def test_the_score_sheet_scores_and_names_cleanup_tokens_and_recorded_extras_together():
    game = s.new_game(3)
    blue = attrs.evolve(game.players[0], cleanup=2, cleanup_extra=3)
    sheet = s.score_sheet(game.replace(players=(blue, game.players[1])))
    assert sheet.lines[0].cleanup == 5
    row = next(line for line in str(sheet).splitlines() if line.startswith("cleanup"))
    assert row.split()[:2] == ["cleanup+extras", "5"]
