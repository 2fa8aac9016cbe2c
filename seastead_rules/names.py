"""The fixed vocabulary of the game: resources, building kinds, players."""

__all__ = [
    "RESOURCES", "KINDS", "COLOURS", "SECTIONS", "DEPTHS", "FLOTILLAS",
    "LOCATIONS_PER_FLOTILLA", "LOCATIONS", "BUILDINGS_PER_KIND", "BUILDINGS_PER_PLAYER",
    "RESOURCE_TYPES", "PLACES", "board_index", "flotilla_indices",
]

# Four resource types, 10 tokens each. Rulebook p. 2.
RESOURCES = ("kelp", "metal", "fish", "artifact")
RESOURCE_TYPES = tuple(range(len(RESOURCES)))    # as the engine counts them: 0-3
# Three building rows on each player board, four of each. Rulebook pp. 2, 8.
KINDS = ("port", "academy", "shipyard")
# Player 0 is blue, player 1 is orange (the colours of the start arrow). Rulebook p. 5.
COLOURS = ("blue", "orange")
# Dock tile sections, as offsets from the port's location. See docs/rulings.md.
SECTIONS = {"near-left": -1, "far-left": -2, "near-right": 1, "far-right": 2}
# The three parts of the dive deck. Rulebook p. 3.
DEPTHS = ("shallows", "shelf", "depths")

# The code of a Boss building on the board (solo mode): no owner's kind, never scores
# dock sections. Rulebook p. 15.
BOSS_BUILDING = 6

TOKENS_PER_RESOURCE = 10
CLEANUP_TOKENS = 20
BUILDINGS_PER_KIND = 4
BUILDINGS_PER_PLAYER = BUILDINGS_PER_KIND * len(KINDS)     # 12 on each player board, p. 2
SHIPS_PER_PLAYER = 4
# The board: four flotilla tiles of six locations each, 24 in all. Rulebook p. 3.
FLOTILLAS = 4
LOCATIONS_PER_FLOTILLA = 6
LOCATIONS = FLOTILLAS * LOCATIONS_PER_FLOTILLA


# A location's board index: flotilla (0-3, as the engine counts; players see 1-4) times 6
# plus the location on its tile (0-5). Boards, ships and Boss resources are tuples in
# this order.
def board_index(flotilla: int, location: int) -> int:
    """The board index of `location` (0-5) on `flotilla` (0-3)."""
    return flotilla * LOCATIONS_PER_FLOTILLA + location


# (flotilla 0-3, location 0-5) of each board index: `f, l = PLACES[index]`.
PLACES = tuple(divmod(index, LOCATIONS_PER_FLOTILLA) for index in range(LOCATIONS))
_SPANS = tuple(range(f * LOCATIONS_PER_FLOTILLA, (f + 1) * LOCATIONS_PER_FLOTILLA)
               for f in range(FLOTILLAS))


def flotilla_indices(flotilla: int) -> range:
    """The board indices of one flotilla's six locations."""
    return _SPANS[flotilla]


# Things a counter can count (`per academy here`, `your cleanup`), and whose count it
# is when the source names no owner. See docs/language.md.
COUNTED = {
    "port": "anyone", "academy": "anyone", "shipyard": "anyone", "building": "anyone",
    "ship": "anyone", "dock": "you", "cleanup": "you", "resource": "you",
    "kelp": "you", "metal": "you", "fish": "you", "artifact": "you",
    "specialist": "you", "exhausted": "you", "dock-resource": "you", "left": "you",
    "points": "you", "cost": "you",
}
# The named questions of the core rules that decrees may change (`modify NAME +N`).
QUERIES = {
    "build-cost": "the cost of a build",
    "ship-discount": "how much a ship at the location takes off a build's cost",
    "location-discount": "how much a matching price tag takes off a build's cost",
    "owner-bonus": "how many resources a ship's owner takes when the opponent builds there",
    "dive-bonus": "extra resources of choice the diving player takes",
    "resource-limit": "how many resources a player may keep at the end of a turn",
    "cleanup-points": "points per cleanup token at the end",
    "specialist-points": "extra points per face-up specialist at the end",
    "dock-resource-max": "how many resources one dock tile scores at most",
    "buildings-left-trigger": "the end is triggered when a player has this many buildings left",
}
# The range each question's answer is kept in, whatever decrees say: a decree that asks
# for more or less gets the nearest end of the range (docs/rulings.md, "Decrees"). A build
# cost may go below 0 here: its floor of 0 is the rulebook's own (p. 9, engine/build.py).
QUERY_RANGES = {
    "build-cost": (-40, 40), "ship-discount": (0, 10), "location-discount": (0, 10),
    "owner-bonus": (0, 10), "dive-bonus": (0, 10),
    "resource-limit": (0, 4 * TOKENS_PER_RESOURCE), "cleanup-points": (0, 10),
    "specialist-points": (0, 10), "dock-resource-max": (0, 4 * TOKENS_PER_RESOURCE),
    "buildings-left-trigger": (0, 12),
}
# Actions a decree may forbid (`forbid build if ...`).
FORBIDDABLE = {"build": "a build", "dive": "a dive", "owner-bonus": "the ship owner's bonus",
               "column-bonus": "the column bonus", "row-bonus": "a row bonus"}
# Events a decree or a reacting specialist may hook (`when anyone build { ... }`).
EVENTS = {"build": "a build", "dive": "a dive"}
SPECIALIST_TYPES = ("dive", "build", "either")
SETS = ("A", "B")
FACES = ("A", "B")
