"""The fixed vocabulary of the game: resources, building kinds, players."""

__all__ = [
    "RESOURCES", "KINDS", "COLOURS", "SECTIONS", "DEPTHS", "FLOTILLAS",
    "LOCATIONS_PER_FLOTILLA", "LOCATIONS", "BUILDINGS_PER_KIND", "BUILDINGS_PER_PLAYER",
    "RESOURCE_TYPES", "PLACES", "board_index", "flotilla_indices", "NUMBERS", "PERMISSIONS",
    "EVENTS", "QUERIES", "QUERY_RANGES", "FORBIDDABLE", "TOKEN_NAMES", "CARD_PLACES",
    "DIG_PILES", "RESERVED_COUNTERS", "COUNTED", "BOSS_BUILDING", "RESOURCE_LIMIT",
    "building_code", "building_owner", "building_kind",
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


def building_code(owner: int, kind: int) -> int:
    """The code of a player's building on the board: owner * 3 + kind (-1 is none)."""
    return owner * 3 + kind


def building_owner(code: int) -> int:
    """The player owning a building of `code` (2 for the Boss's)."""
    return code // 3


def building_kind(code: int) -> int:
    """The kind (index in KINDS) of a player's building of `code`."""
    return code % 3


TOKENS_PER_RESOURCE = 10
CLEANUP_TOKENS = 20
BUILDINGS_PER_KIND = 4
BUILDINGS_PER_PLAYER = BUILDINGS_PER_KIND * len(KINDS)     # 12 on each player board, p. 2
SHIPS_PER_PLAYER = 4
# The resources a player may keep at the end of a turn when no card limits them: no
# limit but the supply (4 kinds of 10 tokens). Rulebook p. 10.
RESOURCE_LIMIT = len(RESOURCES) * TOKENS_PER_RESOURCE
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
    "points": "you", "cost": "you", "amount": "you", "score": "you", "cards-kept": "you",
}
# The named questions of the core rules (docs/language.md has them as one table). A
# number: (what it answers, the rules' answer, its range, rulebook page). The core rules
# ask each one; content changes the answer with `modify NAME +N` / `modify NAME to N`,
# and whatever it says, the answer is kept in the range: a card that asks for more or
# less gets the nearest end (docs/rulings.md, "Decrees"). A build cost may go below 0
# here: its floor of 0 is the rulebook's own (p. 10, engine/build.py).
NUMBERS = {
    "build-cost": ("the cost of a build", "printed cost less discounts", (-40, 40), "pp. 7, 9-10"),
    "ship-discount": ("how much a ship at the location takes off a build's cost (below 0: "
                      "adds to it)", "1", (-10, 10), "p. 9"),
    "location-discount": ("how much a matching price tag takes off a build's cost (below "
                          "0: adds to it)", "1", (-10, 10), "p. 10"),
    "owner-bonus": ("how many times a ship's owner takes the owner's bonus when the "
                    "opponent builds there", "1", (0, 10), "p. 9"),
    "dive-bonus": ("extra resources of choice the diving player takes", "0", (0, 10), "p. 6"),
    "resource-limit": ("how many resources a player may keep at the end of a turn", "40 (no "
                       "limit but the supply)", (0, RESOURCE_LIMIT), "p. 10"),
    "row-length": ("how many buildings of a kind complete a row (its bonus comes with the "
                   "last)", "4", (1, 4), "p. 8"),
    "cleanup-points": ("points per cleanup token at the end", "1", (0, 10), "p. 12"),
    "specialist-points": ("extra points per face-up specialist at the end", "0", (0, 10),
                          "p. 12"),
    "location-points": ("points a building scores for its location at the end", "printed "
                        "points", (0, 10), "p. 12"),
    "dock-points": ("points a dock section scores for the building beside the port",
                    "printed points", (0, 10), "p. 12"),
    "resource-points": ("points per resource a dock tile scores", "1", (0, 10), "p. 12"),
    "dock-resource-max": ("how many resources one dock tile scores at most", "3",
                          (0, 4 * TOKENS_PER_RESOURCE), "p. 12"),
    "buildings-left-trigger": ("the end is triggered when a player has this many buildings "
                               "left", "1", (0, 12), "p. 11"),
    "full-flotillas-trigger": ("the end is triggered when this many flotillas are full",
                               "1", (1, 4), "p. 11"),
    "last-rounds": ("rounds played after the one in which the end is triggered", "1",
                    (0, 3), "p. 11"),
}
# A permission: (what it allows, whether the core rules allow it, rulebook page). Content
# says `forbid NAME [if ...]` or `permit NAME [if ...]`; a forbid in force beats any permit.
PERMISSIONS = {
    "build": ("a build", True, "p. 7"),
    "dive": ("a dive", True, "p. 6"),
    "build-on-locked": ("a build on the flotilla whose demand token is locked", False, "p. 10"),
    "place-ship": ("a ship arriving at a location (placed, rearranged or moved)", True, "p. 9"),
    "take": ("taking a token (`token is ...`) from the supply", True, "p. 10"),
    "use-specialist": ("using (exhausting) a specialist's ability", True, "p. 8"),
    "owner-bonus": ("the ship owner's bonus", True, "p. 9"),
    "row-bonus": ("a row bonus", True, "p. 8"),
    "column-bonus": ("the column bonus", True, "p. 10"),
}
# The events content may hook (`when you|opponent|anyone EVENT [if ...] { ... }`, or
# `react to opponent EVENT` on a specialist): (when it happens, what `amount` is there,
# rulebook page). docs/language.md, "Events and timing".
EVENTS = {
    "round-start": ("a round begins, before the start player's turn", "", "p. 6"),
    "round-end": ("a round ends, after its last turn", "", "p. 11"),
    "turn-start": ("a player's turn begins, before they choose to dive or build", "", "p. 6"),
    "turn-end": ("a player's turn ends, before the resource limit is checked", "", "p. 6"),
    "before-build": ("a build is chosen, before it is placed and paid", "its cost", "p. 7"),
    "build": ("a build is done, its effects and bonuses resolved", "the cost paid", "p. 7"),
    "dive": ("a dive is done, both halves taken", "resources the diver took", "p. 6"),
    "take": ("a player takes tokens from the supply", "tokens taken", "p. 10"),
    "spend": ("a player returns tokens to the supply", "tokens returned", "p. 10"),
    "take-specialist": ("a player takes a specialist from the display", "1", "p. 8"),
    "take-dock": ("a player takes a dock tile from the display", "1", "p. 8"),
    "new-decree": ("a decree comes into play", "", "p. 11"),
    "game-end": ("the last round is over, before scoring (once for each player)", "",
                 "p. 12"),
}
QUERIES = {name: row[0] for name, row in NUMBERS.items()}
QUERY_RANGES = {name: row[2] for name, row in NUMBERS.items()}
FORBIDDABLE = {name: row[0] for name, row in PERMISSIONS.items()}
# What `token is NAME` may name: a resource, cleanup tokens, or a flotilla's demand.
TOKEN_NAMES = RESOURCES + ("cleanup", "demand", "locked-demand")
# Where cards of a pile may be put by `rest to ...` / `put it on ...` (docs/language.md).
CARD_PLACES = ("top", "bottom", "discard", "kept")
# The piles that `reveal` and `look` take cards from.
DIG_PILES = ("dive",)
# Names the engine keeps counts under itself: no content counter may take them.
RESERVED_COUNTERS = ("score", "skip", "extra")
SPECIALIST_TYPES = ("dive", "build", "either")
SETS = ("A", "B")
FACES = ("A", "B")
