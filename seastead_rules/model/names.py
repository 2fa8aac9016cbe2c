"""The fixed vocabulary of Seastead's board model: resources, building kinds, players,
the board's sizes, and what the engine asks of the game's declaration (CONTRACT)."""

from ..kernel.rules.effects import CARD_PLACES
from ..kernel.rules.vocabulary import Contract

__all__ = [
    "RESOURCES", "KINDS", "COLOURS", "SECTIONS", "DEPTHS", "FLOTILLAS",
    "LOCATIONS_PER_FLOTILLA", "LOCATIONS", "BUILDINGS_PER_KIND", "BUILDINGS_PER_PLAYER",
    "RESOURCE_TYPES", "PLACES", "board_index", "flotilla_indices", "CONTRACT",
    "TOKEN_NAMES", "BOARD_TOKENS", "CARD_PLACES", "RESERVED_COUNTERS", "COUNTED",
    "BOSS_BUILDING", "RESOURCE_LIMIT",
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
# What Seastead's engine asks of the game's declaration (content/game.sea): the named
# questions, permissions and events its rules ask and fire, and the resources, building
# kinds, seats and piles its board plays with. The declaration gives their texts,
# ranges, defaults and pages (docs/language.md has them as one table); loading content
# checks it against this contract.
CONTRACT = Contract(
    "Seastead",
    questions=("build-cost", "ship-discount", "location-discount", "owner-bonus",
               "dive-bonus", "resource-limit", "row-length", "cleanup-points",
               "specialist-points", "location-points", "dock-points", "resource-points",
               "dock-resource-max", "buildings-left-trigger", "full-flotillas-trigger",
               "last-rounds", "tie-break"),
    permissions=("build", "dive", "build-on-locked", "place-ship", "take", "use-specialist",
                 "owner-bonus", "row-bonus", "column-bonus"),
    events=("round-start", "round-end", "turn-start", "turn-end", "before-build", "build",
            "dive", "take", "spend", "take-specialist", "take-dock", "new-decree",
            "game-end"),
    resources=RESOURCES, pieces=KINDS, seats=COLOURS, piles=("dive", "salvage"),
    boards=("flotillas",), players=(1, 2), resource_supply=TOKENS_PER_RESOURCE,
    face_up=("salvage",),
    tokens=(("cleanup", CLEANUP_TOKENS),))
# What `token is NAME` may name: a resource, cleanup tokens, or a flotilla's demand.
# What `token is NAME` may name beside the game's resources and tokens: a flotilla's
# demand, or the locked one (the flotilla board's words).
BOARD_TOKENS = ("demand", "locked-demand")
TOKEN_NAMES = RESOURCES + ("cleanup",) + BOARD_TOKENS
# Names the engine keeps counts under itself: no content counter may take them.
RESERVED_COUNTERS = ("score", "skip", "extra")
SPECIALIST_TYPES = ("dive", "build", "either")
SETS = ("A", "B")
FACES = ("A", "B")
