"""The example cards of examples/cards/: their content, a game set up where each can fire,
random games played with them, and whether the card acted in a game.

The setups (`card_game`):
- A decree is in play from the start on four B sides, and stays in play: it is the only
  decree of the content (`alone_content`), so the decree deck is empty. On B sides
  every tile has a location that draws decrees, so in random play a decree in play at
  the start is covered within a few rounds, and a card that acts late seldom would:
  with the shipped decrees, Mercy Rule scored in none of 50 games and Crowded Waters
  held the end back in 1. `card_game(name, seed, lasting_decree=False)` plays with the
  shipped decrees as well, which cover the card when they are drawn.
- Reputation's blue holds one more specialist, Cleanup Barge (written here, for these
  games only): no effect of the shipped content returns a cleanup token to the supply,
  and Reputation counts exactly those. (A side with a location that trades cleanup
  tokens was tried first: one build there per game is too few, it acted in 5 of 20.)
- A specialist is held face up by blue, on four B sides (so that decrees come and go,
  which the Herald hears).
- The Almoner's blue starts the game, with no resources: in random play a player seldom
  begins a turn with none (held by blue from the start of a plain game, the Almoner
  acted in 15 of 50 games, 19 times in all). So it acts at blue's first turn, and in
  about half the games later too.
- The Drift is laid out as flotilla 3 (sides AABB).

`fired(name, game)` reads the log: a line written by the card file (its setup line and
the payments for building on its locations aside). Cards that change a question or a
permission write nothing when they do; `fired_in(name, states)` also looks for the sign
they leave between two states (`SIGNS`)."""

from __future__ import annotations

import functools
import random
from pathlib import Path

from support import at_turn, scenario

import seastead_rules as s
from seastead_rules.engine import ops
from seastead_rules.engine.places import full_flotillas
from seastead_rules.model.content import build_content, shipped_sources
from seastead_rules.model.names import LOCATIONS, PLACES, RESOURCE_TYPES
from seastead_rules.model.state import Ctx, Frame, Player

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "examples" / "cards"
FILES = tuple(sorted(p.name for p in CARDS.glob("*.sea")))

# A specialist for the games of Reputation: its holder may return a cleanup token at
# the start of each of their turns.
CLEANUP_BARGE = """\
specialist "Cleanup Barge" set B type either points 0 {
    when you turn-start if your cleanup > 0 { may { spend 1 cleanup; take 1 any } }
}
"""
# The cards that come with a card file in its games: name -> ((label, text), ...).
WITH = {"23_reputation.sea": (("tests/cards_support.py", CLEANUP_BARGE),)}
# The specialists blue holds in a card file's games, beside the file's own: the
# Apprentice names the Shipwright (a shipped specialist).
HELD = {"23_reputation.sea": ("Cleanup Barge",), "28_apprentice.sea": ("Shipwright",)}
# The most actions a game may take: a random game of Seastead takes a few hundred.
MOST_ACTIONS = 5000


@functools.lru_cache(maxsize=None)
def card_content(name: str):
    """The shipped content with one example card file added (a side replaces the shipped
    side of its tile and face), and the cards that come with it (`WITH`)."""
    path = CARDS / name
    extra = [(label(name), path.read_text()), *WITH.get(name, ())]
    return s.load_content(extra=extra, replace=True)


def label(name: str) -> str:
    """How the card file is named in sources and log lines."""
    return f"examples/cards/{name}"


def made_here(name: str, items) -> list:
    """The names of the items of `items` that the card file defines."""
    return [i.name for i in items if i.src.startswith(label(name))]


def holding(game, player: int, card: str):
    """`game` with `player` holding the specialist `card` face up (taken out of the
    deck or display)."""
    seat = game.players[player]
    held = Player(seat.resources, seat.built, seat.ships_reserve, seat.ships_boxed,
                  seat.specialists + ((card, True),), seat.cleanup, seat.cleanup_extra,
                  seat.columns)
    players = (held, game.players[1]) if player == 0 else (game.players[0], held)
    return game.replace(players=players,
                        specialist_deck=tuple(c for c in game.specialist_deck if c != card),
                        specialist_display=tuple(c for c in game.specialist_display
                                                 if c != card))


@functools.lru_cache(maxsize=None)
def alone_content(name: str):
    """`card_content(name)` without the shipped decrees: the card file's decree is the
    only one."""
    shipped = [source for source in shipped_sources() if source[0] != "content/decrees.sea"]
    extra = [(label(name), (CARDS / name).read_text()), *WITH.get(name, ())]
    return build_content(shipped, overrides=extra)


def blue_starts_with_nothing(game):
    """`game` at blue's first turn, blue having put their resources back in the supply."""
    blue = game.players[0]
    supply = tuple(game.supply[r] + blue.resources[r] for r in RESOURCE_TYPES)
    empty = Player((0,) * len(RESOURCE_TYPES), blue.built, blue.ships_reserve,
                   blue.ships_boxed, blue.specialists, blue.cleanup, blue.cleanup_extra,
                   blue.columns)
    return at_turn(game, dict(players=(empty, game.players[1]), supply=supply, current=0,
                              start_player=0, stack=(Frame((ops.TurnOp(),), 0, Ctx(0)),)))


def card_game(name: str, seed: int, lasting_decree: bool = True):
    """A new game where the example card can fire (see the module's docstring)."""
    content = card_content(name)
    decrees = made_here(name, content.decrees)
    specialists = made_here(name, content.specialists)
    if decrees:
        content = alone_content(name) if lasting_decree else content
        game = s.new_game(seed, sides="BBBB", decree=decrees[0], content=content,
                          specialists="AB")
        for card in HELD.get(name, ()):
            game = holding(game, 0, card)
        return game
    if specialists:
        game = s.new_game(seed, sides="BBBB", content=content, specialists="AB")
        for card in (specialists[0], *HELD.get(name, ())):
            game = holding(game, 0, card)
        return blue_starts_with_nothing(game) if name == "21_almoner.sea" else game
    return s.new_game(seed, sides="AABB", content=content, specialists="AB")


def random_game(name: str, seed: int, each_state=None, lasting_decree: bool = True):
    """The last state of a random game with the example card (`each_state(state)` is
    called on every state). AssertionError if it takes more than MOST_ACTIONS actions."""
    game, rng = card_game(name, seed, lasting_decree), random.Random(seed)
    for _ in range(MOST_ACTIONS):
        if s.is_over(game):
            break
        if each_state is not None:
            each_state(game)
        game = s.apply(game, rng.choice(s.legal_actions(game)))
    assert s.is_over(game), f"{name} seed {seed}: not over after {MOST_ACTIONS} actions"
    if each_state is not None:
        each_state(game)
    return game


def states_of(name: str, seed: int, lasting_decree: bool = True) -> list:
    """Every state of a random game with the example card, setup to end."""
    states = []
    random_game(name, seed, states.append, lasting_decree)
    return states


def fired(name: str, game) -> bool:
    """Whether a line of the card file caused something in the game's log (its setup
    line and the payments for building on its locations aside)."""
    return any(own_line(name, game, e) for e in game.log.entries())


def own_line(name: str, game, entry) -> bool:
    """Whether a log entry is the card file's doing (not its setup line, not a payment
    for a build on one of its locations)."""
    if not entry.src.startswith(label(name)) or entry.text.startswith("setup:"):
        return False
    return not (entry.src in _location_lines(game.content, name)
                and " returns " in entry.text)


def fired_in(name: str, states) -> bool:
    """Whether the card acted in the game whose states these are, in order: a line of
    its own in the log, or the sign it leaves between two states (`SIGNS`)."""
    sign = SIGNS.get(name)
    if sign is not None and any(sign(a, b) for a, b in zip(states, states[1:])):
        return True
    return fired(name, states[-1])


def _location_lines(content, name: str) -> frozenset:
    return frozenset(loc.src for side in content.flotilla_sides
                     if side.src.startswith(label(name)) for loc in side.locations)


def _cost(state, index: int) -> int:
    f, l = PLACES[index]
    return state.content.side[state.sides[f]].locations[l].cost


def _new_buildings(before, after) -> list:
    return [i for i in range(LOCATIONS)
            if before.buildings[i] == -1 and after.buildings[i] != -1]


def _shipyard_on_the_locked_flotilla(before, after) -> bool:
    # Free Port: a shipyard built on the flotilla whose demand was locked.
    return any(after.buildings[i] % 3 == 2 and PLACES[i][0] == before.locked
               for i in _new_buildings(before, after))


def _full_flotilla_and_the_game_goes_on(before, after) -> bool:
    # Crowded Waters: a turn asked for with a full flotilla and the end not triggered.
    return (after.decision is not None and after.decision.kind == "turn"
            and after.end_round == -1 and full_flotillas(after.buildings) >= 1)


def _ship_kept_off_a_dear_location(before, after) -> bool:
    # Dry Dock: a ship placed (or boxed) while some flotilla's cheapest empty location
    # cost 5 or more (where the rules would have let it go).
    arrived = [i for i in range(LOCATIONS)
               if after.ships[i] != -1 and before.ships[i] != after.ships[i]]
    boxed = sum(p.ships_boxed for p in after.players) > sum(p.ships_boxed for p in before.players)
    if not arrived and not boxed:
        return False
    ships = list(after.ships)
    for i in arrived:
        ships[i] = -1
    for f in range(len(after.sides)):
        empty = [_cost(after, i) for i in range(LOCATIONS) if PLACES[i][0] == f
                 and after.buildings[i] == -1 and ships[i] == -1]
        if empty and min(empty) >= 5:
            return True
    return False


def _built_where_a_ship_stood(before, after) -> bool:
    # Heavy Seas: a build on a location with a ship on it (which now adds 1).
    return any(before.ships[i] != -1 for i in _new_buildings(before, after))


# How a card that writes nothing in the log when it acts shows that it did.
SIGNS = {
    "06_free_port.sea": _shipyard_on_the_locked_flotilla,
    "07_crowded_waters.sea": _full_flotilla_and_the_game_goes_on,
    "08_dry_dock.sea": _ship_kept_off_a_dear_location,
    "09_heavy_seas.sea": _built_where_a_ship_stood,
}


# Positions built for a card: the demand token on each flotilla 1-4 (flotilla 4 is
# locked unless a test says not), the displays, and the top of the dive deck.
# Rusted Freighter: 3 metal | 1 kelp, 1 fish, 1 artifact. Oyster Bank: 1 kelp, 2 fish |
# 1 metal, 1 artifact (an arrow). Drowned Arcade: different 2 | different 2.
DEMAND = ("kelp", "metal", "fish", "artifact")
DOCKS = ("Gillnet Wharf", "Kelp Press", "Scrap Crane")
SPECIALISTS = ("Pearl Diver", "Scavenger", "Investor")   # none is used after a build
DECK = ("Rusted Freighter", "Oyster Bank", "Drowned Arcade", "Trawler Wreck")


def card_position(name: str, sides: str = "BBBB", **given):
    """Blue to play (support.scenario) with the content of the card file `name` (or
    `content_`), its decree if it has one in play, flotillas as DEMAND, the displays as
    above, DECK on top of the dive deck, and the cleanup supply 20 less the players'
    tokens."""
    content = given.pop("content_", None) or card_content(name)
    decrees = made_here(name, content.decrees)
    for key, value in (("demand", DEMAND), ("locked", 4), ("dock_display", DOCKS),
                       ("specialist_display", SPECIALISTS), ("dive_deck", DECK)):
        given.setdefault(key, value)
    given["cleanup_supply"] = 20 - given.get("cleanup0", 0) - given.get("cleanup1", 0)
    return scenario(sides=sides, specialists="AB", decree=decrees[0] if decrees else None,
                    content_=content, **given)


def positions(seeds=range(2)):
    """Every position of random games with each example card."""
    found = []
    for name in FILES:
        for seed in seeds:
            random_game(name, seed, found.append)
    return found
