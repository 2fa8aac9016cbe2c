"""Solo mode, "the Rebel Seastead": blue against the Boss. Rulebook pp. 14-15.

One rule per test: the solo setup (p. 14), consecutive turns and the display discard
(p. 14), where the Boss's resources go after a dive and when they become his buildings
(pp. 14-15), building and column bonuses in solo (p. 15), the solo end conditions and
scoring (p. 15), then seeded random solo games with conservation checks, and the
`seastead play --solo` command. The rulings the solo pages leave open are in
docs/rulings.md ("Solo mode").

Positions are built with `solo_scenario(...)` below: a real solo setup, then the board
and the player's seat replaced as the test needs.
"""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import attrs
import pytest
from support import at_turn, place_of, play, resources, scenario, spot, texts

import seastead_rules as s
from seastead_rules import Build, IllegalAction
from seastead_rules.engine import ops
from seastead_rules.engine.build import explain_cost
from seastead_rules.model.names import (
    BOSS_BUILDING,
    KINDS,
    LOCATIONS,
    PLACES,
    RESOURCES,
    flotilla_indices,
)
from seastead_rules.model.state import Ctx, Frame, Player
from seastead_rules.saves.saving import from_json, to_json

YOU, BOSS = 0, 1
PORT, ACADEMY, SHIPYARD = range(3)
KELP, METAL, FISH, ARTIFACT = range(4)
B = "boss"          # a Boss building in `buildings={...}`

# The A sides (content/flotillas/a_sides.sea), printed costs by location 0-5 and the
# locations with a price tag:
#   flotilla 1  costs 1 3 2 5 2 3   tags at 0 (shipyard), 1 (port), 4 (academy)
#   flotilla 2  costs 2 2 4 2 6 3   tags at 0, 1 (shipyard)
#   flotilla 3  costs 1 3 2 1 5 4   tags at 1, 3 (academy)
#   flotilla 4  costs 2 4 1 5 1 4   tag at 0 (port)
# The cheapest location (ties: lowest number) on an empty flotilla, and the cheapest
# one with a price tag:
CHEAPEST = {1: 0, 2: 0, 3: 0, 4: 2}
CHEAPEST_TAGGED = {1: 0, 2: 0, 3: 3, 4: 0}

# Most tests: flotilla 1 demands kelp, 2 metal (locked), 3 fish, 4 artifact.
BOARD = dict(demand=("kelp", "metal", "fish", "artifact"), locked=2)




def _counts(d) -> tuple:
    d = d or {}
    assert not set(d) - set(RESOURCES), f"unknown resources {set(d) - set(RESOURCES)}"
    return tuple(d.get(r, 0) for r in RESOURCES)


def _display(game, display: str, shown, deck):
    """A display shown as asked, its deck the other cards (in their order) unless given."""
    if shown is None and deck is None:
        return {}
    shown = tuple(getattr(game, display) if shown is None else shown)
    pile = display.replace("display", "deck")
    if deck is None:
        everything = getattr(game, display) + getattr(game, pile)
        deck = tuple(c for c in everything if c not in shown)
    return {display: shown, pile: tuple(deck)}


def solo_scenario(seed=0, specialists="A", player0=None, buildings=None, ships=(),
                  boss_resources=None, built0=None, demand=None, locked=None, dive_deck=None,
                  supply=None, cleanup0=0, docks=(), round=1, specialists0=(),
                  specialist_display=None, specialist_deck=None, dock_display=None,
                  dock_deck=None):
    """A solo game at the start of the player's turn, with the given position.

    Starts from a real `new_game(seed, mode="solo")` (the setup questions answered with
    their first option), then replaces: buildings {(flotilla 1-4, location 0-5): "port" |
    "academy" | "shipyard" (the player's) | B (the Boss's)}; ships: the player's, as
    (f, l) pairs; boss_resources {(f, l): ("kelp", ...)}; player0 resources; built0
    {"port": n, ...} (default: what `buildings` places); demand (four resource names),
    locked (flotilla 1-4); the dive deck; displays (their decks default to the other
    cards). The supply defaults to 10 of each type minus the player's and the Boss's
    resources on the board; the cleanup supply to 20 minus the player's tokens."""
    game = s.new_game(seed, specialists=specialists, mode="solo")
    while game.decision.kind != "turn":
        game = s.apply(game, s.legal_actions(game)[0])
    board = [-1] * LOCATIONS
    for (f, l), who in (buildings or {}).items():
        board[spot(f, l)] = BOSS_BUILDING if who == B else KINDS.index(who)
    fleet = [-1] * LOCATIONS
    for f, l in ships:
        fleet[spot(f, l)] = YOU
    held = [()] * LOCATIONS
    for (f, l), names in (boss_resources or {}).items():
        held[spot(f, l)] = tuple(RESOURCES.index(n) for n in names)
    built = (tuple(built0.get(k, 0) for k in KINDS) if built0 is not None
             else tuple(board.count(k) for k in range(3)))
    cards = tuple(c if isinstance(c, tuple) else (c, True) for c in specialists0)
    me = Player(_counts(player0), built, 4 - fleet.count(YOU), 0, cards, cleanup0, 0,
                min(built))
    on_board = [sum(h.count(r) for h in held) for r in range(4)]
    pool = _counts(supply) if supply is not None else tuple(
        10 - me.resources[r] - on_board[r] for r in range(4))
    changes = dict(
        buildings=tuple(board), ships=tuple(fleet), boss_resources=tuple(held),
        players=(me, game.players[BOSS]), supply=pool, cleanup_supply=20 - cleanup0,
        docks=tuple((name, YOU, spot(f, l)) for name, (f, l) in docks),
        current=YOU, round=round, stack=(Frame((ops.TurnOp(),), 0, Ctx(YOU)),),
        **_display(game, "specialist_display", specialist_display, specialist_deck),
        **_display(game, "dock_display", dock_display, dock_deck),
    )
    return at_turn(game, changes, demand, locked, dive_deck)


def boss_at(game, flotilla, location) -> tuple:
    """The Boss's resources at a location, by name."""
    return tuple(RESOURCES[r] for r in game.boss_resources[spot(flotilla, location)])


def boss_placed(game) -> dict:
    """{(flotilla, location): resource names} of every Boss resource on the board."""
    return {place_of(i): tuple(RESOURCES[r] for r in held)
            for i, held in enumerate(game.boss_resources) if held}


def boss_built(game) -> list:
    """(flotilla, location) of every Boss building."""
    return [place_of(i) for i, b in enumerate(game.buildings) if b == BOSS_BUILDING]


def half(game, number: int):
    """Answer the dive's half question with half `number` (1 or 2); a card whose halves
    give the same asks nothing, and either half is then the one taken."""
    if game.decision.kind != "half":
        card = game.content.dive[game.dive_discard[-1]]
        assert card.halves[0] == card.halves[1], game.decision.prompt
        return game
    [text] = [t for t in texts(game) if t.startswith(f"half {number}:")]
    return play(game, text)


def finish_turn(game):
    """Answer every question of the turn with its first option; the game must not end
    before the turn does."""
    while game.decision is not None and game.decision.kind != "turn":
        assert not s.is_over(game)
        game = s.apply(game, s.legal_actions(game)[0])
    return game


def cheapest(game, flotilla, tagged=False) -> int:
    """The lowest-numbered cheapest location of a flotilla by printed cost (optionally only
    those with a price tag), read from the content."""
    side = game.content.side[game.sides[flotilla - 1]]
    spots = [loc for loc in side.locations if not tagged or loc.discount is not None]
    return min(spots, key=lambda loc: (loc.cost, loc.index)).index


def test_the_cost_tables_above_match_the_content():
    """The cheapest locations assumed by these tests are those of the shipped A sides."""
    game = s.new_game(0, mode="solo")
    for f in range(1, 5):
        assert cheapest(game, f) == CHEAPEST[f]
        assert cheapest(game, f, tagged=True) == CHEAPEST_TAGGED[f]


# ---- setup (p. 14) -----------------------------------------------------------------

SEEDS = range(12)


@pytest.mark.parametrize("seed", SEEDS)
def test_setup_leaves_the_depths_cards_in_the_box(seed):
    """p. 14: the depths cards are not used in solo; the deck is shallows and shelf only."""
    game = s.new_game(seed, mode="solo")
    dive = game.content.dive
    used = game.dive_deck + game.dive_discard + game.dive_removed
    assert not [c for c in used if dive[c].depth == "depths"]
    # 4 shallows and 12 shelf cards: 3 go back to the box and one starts the game.
    assert len(used) == 16 and len(game.dive_deck) == 12


@pytest.mark.parametrize("specialists", ["A", "AB"])
def test_setup_uses_no_decrees(specialists):
    """p. 14: solo play has no decree cards, in play or in a deck."""
    game = s.new_game(3, specialists=specialists, mode="solo")
    assert game.decrees == () and game.decree_deck == ()
    assert game.decree_in_play is None


@pytest.mark.parametrize("specialists, gone", [
    ("A", {"Investor", "Founder"}),
    ("AB", {"Investor", "Founder", "Agent", "Trawler"}),
])
def test_setup_leaves_the_two_player_specialists_in_the_box(specialists, gone):
    """p. 14: the four specialists that involve the opponent are not used in solo."""
    content = s.load_content()
    assert {c.name for c in content.specialists if c.two_player} == {
        "Investor", "Founder", "Agent", "Trawler"}
    wanted = {c.name for c in content.specialists if c.set in specialists} - gone
    for seed in SEEDS:
        game = s.new_game(seed, specialists=specialists, mode="solo")
        cards = game.specialist_display + game.specialist_deck
        assert len(cards) == len(set(cards)) and set(cards) == wanted
        assert len(game.specialist_display) == 3


def test_setup_gives_the_boss_no_ships():
    """p. 14: the orange ships stay in the box; the player keeps their four."""
    game = solo_scenario()
    boss = game.players[BOSS]
    assert (boss.ships_reserve, boss.ships_boxed) == (0, 0)
    assert BOSS not in game.ships
    assert game.players[YOU].ships_reserve == 4


def test_setup_uses_all_a_sides():
    """p. 14: every flotilla tile shows its A side in solo."""
    game = s.new_game(2, mode="solo")
    assert [game.content.side[name].face for name in game.sides] == ["A"] * 4
    assert [game.content.side[name].tile for name in game.sides] == [1, 2, 3, 4]


@pytest.mark.parametrize("options", [dict(sides="BBBB"), dict(sides="ABBA"),
                                     dict(sides="BBBB", decree="Quarantine"),
                                     dict(decree="Quarantine")])
def test_setup_refuses_b_sides_and_decrees(options):
    """p. 14: asking for B sides or a decree in solo is an error that names the rule."""
    with pytest.raises(ValueError, match=r"solo mode uses all A sides and no decrees "
                                         r"\(rulebook p\. 14\)"):
        s.new_game(1, mode="solo", **options)


def test_setup_refuses_an_unknown_mode():
    """A mode other than duel or solo is refused."""
    with pytest.raises(ValueError, match="mode must be one of duel, solo"):
        s.new_game(1, mode="boss")


@pytest.mark.parametrize("seed", SEEDS)
def test_setup_lets_the_player_turn_the_starting_card_either_way(seed):
    """p. 14: the player, not the start arrow, decides which way the starting card faces."""
    game = s.new_game(seed, mode="solo")
    card = game.content.dive[game.dive_discard[-1]]
    d = game.decision
    if card.halves[0] == card.halves[1]:        # nothing to turn: the resource of choice
        assert (d.player, d.kind) == (YOU, "take")
        return
    # Blue is asked whichever colour the start arrow shows; both halves are offered.
    assert (d.player, d.kind) == (YOU, "half")
    assert texts(game) == [f"half {i + 1}: {h.text}" for i, h in enumerate(card.halves)]


@pytest.mark.parametrize("number", [1, 2])
def test_setup_gives_the_player_the_chosen_half_and_one_resource_of_choice(number):
    """p. 14: the player takes the chosen half and then one more resource of any type."""
    game = s.new_game(1, mode="solo")        # Tidepool Flats: 1 metal, 1 fish | 1 kelp, 1 fish
    assert game.dive_discard == ("Tidepool Flats",)
    game = half(game, number)
    assert game.decision.prompt == "blue: take which resource? (1 to take)"
    assert texts(game) == ["take kelp", "take metal", "take fish", "take artifact"]
    game = play(game, "take artifact")
    chosen = {"metal": 1, "fish": 1} if number == 1 else {"kelp": 1, "fish": 1}
    assert resources(game, YOU) == {**chosen, "artifact": 1}
    assert game.dive_face == (0 if number == 1 else 1)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("number", [1, 2])
def test_setup_puts_the_boss_half_on_the_cheapest_tagged_location_of_its_flotilla(seed,
                                                                                 number):
    """p. 14: each starting Boss resource goes to its matching flotilla, at the cheapest
    location with a price tag."""
    game = s.new_game(seed, mode="solo")
    card = game.content.dive[game.dive_discard[-1]]
    game = play(half(game, number), "take kelp")
    boss_half = card.halves[2 - number]
    expected = {}
    for r in range(4):
        for _ in range(boss_half.resources[r]):
            f = game.demand.index(r) + 1
            assert f - 1 != game.locked      # the starting card never hands out the locked type
            expected.setdefault((f, CHEAPEST_TAGGED[f]), []).append(RESOURCES[r])
    assert boss_placed(game) == {k: tuple(v) for k, v in expected.items()}
    assert boss_built(game) == []
    for r in range(4):
        on_board = sum(h.count(r) for h in game.boss_resources)
        assert game.supply[r] + game.players[YOU].resources[r] + on_board == 10


def test_setup_tag_matters_on_flotilla_3():
    """p. 14: at setup only locations with a price tag count, even when an untagged one is as
    cheap. Seed 1: flotilla 3 demands fish; the Boss's fish (Tidepool Flats, half 1, when
    the player turns half 2 to themself) goes to location 3 (cost 1, academy tag), not to
    location 0 (cost 1, no tag)."""
    game = play(half(s.new_game(1, mode="solo"), 2), "take kelp")
    assert game.demand[2] == FISH
    assert boss_at(game, 3, 3) == ("fish",) and boss_at(game, 3, 0) == ()


@pytest.mark.parametrize("seed", SEEDS)
def test_the_player_is_blue_and_starts(seed):
    """p. 14: the player is blue and has the first turn, whatever the starting card's arrow."""
    game = s.new_game(seed, mode="solo")
    game = play(half(game, 1), "take kelp")
    assert game.to_move == YOU and game.current == YOU and game.start_player == YOU
    assert game.decision.kind == "turn" and game.decision.prompt == "blue: dive or build?"
    assert game.round == 1


# ---- consecutive turns (p. 14) ----------------------------------------------------

def test_the_player_takes_consecutive_turns():
    """p. 14: the Boss takes no turns; the player plays turn after turn."""
    game = solo_scenario(seed=4, **BOARD)
    for turn in range(1, 7):
        assert game.decision.kind == "turn"
        assert game.to_move == YOU and game.current == YOU
        assert game.round == turn
        game = finish_turn(play(game, "dive"))
    assert not s.is_over(game)


# ---- taking from a display discards one of the rest (p. 14) -----------------------

def test_taking_a_specialist_discards_one_of_the_rest_and_refills_to_three():
    """p. 14: after taking a specialist the player discards one of the others shown, then the
    display refills."""
    game = solo_scenario(player0={"kelp": 2},
                         specialist_display=("Scavenger", "Quartermaster", "Harbormaster"),
                         specialist_deck=("Architect", "Pearl Diver", "Shipwright"), **BOARD)
    game = play(game, "build academy at flotilla 1 location 2", "specialist Scavenger")
    d = game.decision
    assert (d.player, d.kind) == (YOU, "discard card")
    assert texts(game) == ["discard Quartermaster", "discard Harbormaster"]
    game = play(game, "discard Harbormaster")
    assert game.set_aside == ("Harbormaster",)
    assert game.specialist_display == ("Quartermaster", "Architect", "Pearl Diver")
    assert game.specialist_deck == ("Shipwright",)
    assert game.players[YOU].specialists == (("Scavenger", True),)


def test_taking_a_dock_tile_discards_one_of_the_rest_and_refills_to_three():
    """p. 14: after taking a dock tile the player discards one of the others shown, then the
    display refills."""
    game = solo_scenario(player0={"kelp": 2},
                         dock_display=("Scrap Crane", "Drying Racks", "Rivet Landing"),
                         dock_deck=("Kelp Press", "Relic Exchange"), **BOARD)
    game = play(game, "build port at flotilla 1 location 2", "dock Drying Racks")
    d = game.decision
    assert (d.player, d.kind) == (YOU, "discard card")
    assert texts(game) == ["discard Scrap Crane", "discard Rivet Landing"]
    game = play(game, "discard Scrap Crane")
    assert game.set_aside == ("Scrap Crane",)
    assert game.dock_display == ("Rivet Landing", "Kelp Press", "Relic Exchange")
    assert game.dock_deck == ()
    assert game.docks == (("Drying Racks", YOU, spot(1, 2)),)


def test_display_discards_accumulate_and_a_short_deck_leaves_the_display_short():
    """p. 14: discards leave the game for good; a display refills only as far as its deck
    allows."""
    game = solo_scenario(player0={"kelp": 4},
                         specialist_display=("Scavenger", "Quartermaster", "Harbormaster"),
                         specialist_deck=("Architect",), **BOARD)
    game = finish_turn(play(game, "build academy at flotilla 1 location 2",
                            "specialist Scavenger", "discard Quartermaster"))
    assert game.specialist_display == ("Harbormaster", "Architect")
    game = play(game, "build academy at flotilla 1 location 4", "specialist Architect")
    assert texts(game) == ["discard Harbormaster"]
    game = play(game, "discard Harbormaster")
    assert game.set_aside == ("Quartermaster", "Harbormaster")
    assert game.specialist_display == () and game.specialist_deck == ()


def test_each_player_effects_ask_only_the_player():
    """p. 14: the Boss gains and loses nothing through effects; 'each player' is the player
    alone. Flotilla 3 location 0: each player discards down to 4. The Boss holds nothing
    and is never asked; the player discards their extra two."""
    game = solo_scenario(player0={"fish": 1, "kelp": 3, "metal": 3},
                         dock_display=("Scrap Crane", "Drying Racks", "Rivet Landing"), **BOARD)
    game = play(game, "build port at flotilla 3 location 0", "dock Scrap Crane",
                "discard Drying Racks")
    seen = []
    while game.decision.kind != "turn":
        seen.append((game.decision.player, game.decision.kind))
        game = play(game, "discard kelp")
    assert seen == [(YOU, "discard"), (YOU, "discard")]
    assert resources(game, YOU) == {"kelp": 1, "metal": 3}


# ---- the Boss after a dive (pp. 14-15) --------------------------------------------
# Rusted Freighter: 3 metal | 1 kelp, 1 fish, 1 artifact. Taking half 1 hands the Boss
# one kelp, one fish and one artifact, placed in that order.

FREIGHTER = ("Rusted Freighter", "Oyster Bank", "Kelp Forest")


def dive_freighter(game):
    return half(play(game, "dive"), 1)


def test_the_boss_resource_goes_to_the_cheapest_location_of_the_matching_flotilla():
    """p. 14: each Boss resource goes to the flotilla demanding its type, at its cheapest
    location (ties: lowest number)."""
    game = solo_scenario(dive_deck=FREIGHTER, **BOARD)
    game = dive_freighter(game)
    assert game.decision.kind == "turn"
    # Flotilla 3: locations 0 and 3 both cost 1 (the lower number); 4: locations 2 and 4.
    assert boss_placed(game) == {(1, 0): ("kelp",), (3, 0): ("fish",), (4, 2): ("artifact",)}
    assert resources(game, YOU) == {"metal": 3}
    assert game.supply == (9, 7, 9, 9)


def test_a_first_boss_resource_at_a_location_does_nothing_else():
    """p. 15: the first Boss resource on an empty location has no further effect."""
    game = dive_freighter(solo_scenario(dive_deck=FREIGHTER, **BOARD))
    assert boss_built(game) == []
    assert game.players[BOSS] == Player(ships_reserve=0)


def test_the_boss_resource_skips_locations_with_buildings():
    """p. 14: locations with a building (anyone's) are passed over for the next cheapest.
    Flotilla 1: 0 (cost 1) is built; 2 and 4 cost 2: location 2. Flotilla 3: 0 is built, 3
    costs 1 too. Flotilla 4: 2 and 4 (cost 1) are built (one the Boss's): 0 costs 2."""
    game = solo_scenario(dive_deck=FREIGHTER, player0={"kelp": 1},
                         buildings={(1, 0): "port", (3, 0): "academy", (4, 2): B, (4, 4): B},
                         **BOARD)
    game = dive_freighter(game)
    assert boss_placed(game) == {(1, 2): ("kelp",), (3, 3): ("fish",), (4, 0): ("artifact",)}


def test_a_ship_without_a_building_does_not_keep_the_boss_resource_away():
    """p. 14: a location with a ship but no building can still receive a Boss resource."""
    game = solo_scenario(dive_deck=FREIGHTER, ships=[(3, 0)], **BOARD)
    game = dive_freighter(game)
    assert (3, 0) in boss_built(game)


def test_a_second_boss_resource_at_a_location_becomes_a_boss_building():
    """p. 15: a second Boss resource on a location returns both and puts a Boss building
    there."""
    game = solo_scenario(dive_deck=FREIGHTER, boss_resources={(1, 0): ("kelp",)}, **BOARD)
    assert game.supply[KELP] == 9
    game = dive_freighter(game)
    assert game.buildings[spot(1, 0)] == BOSS_BUILDING
    assert boss_at(game, 1, 0) == ()
    assert game.supply[KELP] == 10          # both kelp went back to the supply
    assert boss_built(game) == [(1, 0)]
    # The Boss's building is no player's: neither board changes.
    assert game.players[YOU].built == (0, 0, 0)


def test_two_of_a_type_in_the_boss_half_build_at_once():
    """pp. 14-15: the Boss's resources are placed one by one, so a pair of one type builds at
    once. Signal Buoy Field: 2 artifact, 1 fish | 2 metal, 1 kelp. Metal demanded on
    flotilla 2 (unlocked here): both metal land on its cheapest location, which becomes a
    building."""
    game = solo_scenario(dive_deck=("Signal Buoy Field",),
                         demand=("kelp", "metal", "fish", "artifact"), locked=3)
    game = half(play(game, "dive"), 1)
    assert boss_built(game) == [(2, 0)]
    assert boss_placed(game) == {(1, 0): ("kelp",)}
    assert game.supply[METAL] == 10


def test_a_boss_resource_where_the_players_ship_is_becomes_a_boss_building():
    """p. 15: any Boss resource where the player's ship is becomes a Boss building; the ship
    moves on, with no free resource."""
    game = solo_scenario(dive_deck=FREIGHTER, ships=[(1, 0)], **BOARD)
    game = dive_freighter(game)
    assert game.buildings[spot(1, 0)] == BOSS_BUILDING
    assert boss_at(game, 1, 0) == ()
    assert game.supply[KELP] == 10
    # The ship is placed anew, by the player: the cheapest empty location of each flotilla.
    d = game.decision
    assert (d.player, d.kind) == (YOU, "ship")
    assert game.ships[spot(1, 0)] == -1
    assert set(texts(game)) == {
        "ship to flotilla 1 location 2", "ship to flotilla 1 location 4",
        "ship to flotilla 2 location 0", "ship to flotilla 2 location 1",
        "ship to flotilla 2 location 3", "ship to flotilla 3 location 0",
        "ship to flotilla 3 location 3", "ship to flotilla 4 location 2",
        "ship to flotilla 4 location 4"}
    game = play(game, "ship to flotilla 2 location 3")
    assert game.ships[spot(2, 3)] == YOU
    # No free resource for the player: only the half taken.
    assert resources(game, YOU) == {"metal": 3}
    assert game.decision.kind == "turn"
    # The rest of the Boss's half is placed after the ship.
    assert boss_placed(game) == {(3, 0): ("fish",), (4, 2): ("artifact",)}


def test_a_ship_moved_by_the_boss_onto_his_next_location_builds_again():
    """p. 15: the rest of the Boss's half is placed after the ship has moved, and may catch
    it again."""
    game = solo_scenario(dive_deck=FREIGHTER, ships=[(1, 0)], **BOARD)
    game = play(dive_freighter(game), "ship to flotilla 3 location 0")
    # The Boss's fish comes next, to flotilla 3 location 0, where the ship now is.
    assert boss_built(game) == [(1, 0), (3, 0)]
    assert game.decision.kind == "ship"
    assert game.ships.count(YOU) == 0 and game.players[YOU].ships_reserve == 3


@pytest.mark.parametrize("card, boss, locked", [
    ("Trawler Wreck", {"fish": 1, "kelp": 1}, 2),
    ("Cable Tangle", {"metal": 1, "artifact": 1}, 1),
])
def test_the_any_one_half_is_forced_on_the_player(card, boss, locked):
    """p. 15: a half giving one resource of choice must be the player's; the Boss gets the
    other half."""
    game = solo_scenario(dive_deck=(card,), demand=("kelp", "metal", "fish", "artifact"),
                         locked=locked)
    game = play(game, "dive")
    # No orientation question: the player takes the "any 1" half at once.
    d = game.decision
    assert (d.player, d.kind) == (YOU, "take")
    assert d.prompt == "blue: take which resource? (1 to take)"
    assert game.dive_face == YOU
    game = play(game, "take artifact")
    assert resources(game, YOU) == {"artifact": 1}
    placed = {}
    for (_f, _l), names in boss_placed(game).items():
        for n in names:
            placed[n] = placed.get(n, 0) + 1
    assert placed == boss


def test_a_boss_resource_of_the_locked_type_stays_in_the_supply():
    """p. 14 (ruling): a Boss resource whose type only the locked token shows is not placed.
    Kelp is locked on flotilla 1: the Boss's kelp has no visible demand token."""
    game = solo_scenario(dive_deck=FREIGHTER, demand=("kelp", "metal", "fish", "artifact"),
                         locked=1)
    game = dive_freighter(game)
    assert boss_placed(game) == {(3, 0): ("fish",), (4, 2): ("artifact",)}
    assert game.supply[KELP] == 10
    assert any(e.text == "the Boss's kelp has no visible demand token and stays in the supply"
               for e in game.log.entries())


def test_the_boss_choice_half_takes_the_most_plentiful_types_apart_from_the_players():
    """p. 14 (ruling): a Boss 'different' half takes the types the supply holds most of,
    avoiding the player's. Drowned Arcade: different 2 | different 2. The player takes
    kelp and fish; the Boss takes the two types the supply holds most of among metal and
    artifact."""
    game = solo_scenario(dive_deck=("Drowned Arcade",), supply={
        "kelp": 10, "metal": 10, "fish": 4, "artifact": 6},
        demand=("kelp", "metal", "fish", "artifact"), locked=3)
    game = play(game, "dive")
    assert game.decision.kind == "take"        # the two halves are alike: no question
    game = play(game, "take kelp", "take fish")
    assert resources(game, YOU) == {"kelp": 1, "fish": 1}
    # Kelp (9 left) outnumbers artifact (6), but the player took kelp.
    assert boss_placed(game) == {(2, 0): ("metal",), (4, 2): ("artifact",)}


def test_the_boss_identical_half_takes_the_most_plentiful_type_ties_in_resource_order():
    """p. 14 (ruling): a Boss 'identical' half takes the most plentiful type; ties go kelp,
    metal, fish, artifact. Container Spill: identical 2 | different 3. After the player's
    kelp, fish and artifact, metal and artifact tie at 8: metal comes first; both land on
    flotilla 2's cheapest location, which becomes a Boss building."""
    game = solo_scenario(dive_deck=("Container Spill",), supply={
        "kelp": 5, "metal": 8, "fish": 5, "artifact": 9},
        demand=("kelp", "metal", "fish", "artifact"), locked=3)
    game = play(half(play(game, "dive"), 2), "take kelp", "take fish", "take artifact")
    assert resources(game, YOU) == {"kelp": 1, "fish": 1, "artifact": 1}
    assert boss_built(game) == [(2, 0)]
    assert boss_placed(game) == {}
    assert game.supply == (4, 8, 4, 8)


def test_a_full_flotilla_takes_no_boss_resource():
    """p. 14 (ruling): with no location free of buildings, the Boss's resource stays in the
    supply. Not a rule of the solo pages: with every location of flotilla 1 built (the
    game then ends with this turn), the Boss's kelp has nowhere to go and stays in the
    supply."""
    full = {(1, l): B for l in range(6)}
    game = solo_scenario(dive_deck=FREIGHTER, buildings=full, **BOARD)
    game = dive_freighter(game)
    assert boss_placed(game) == {(3, 0): ("fish",), (4, 2): ("artifact",)}
    assert game.supply[KELP] == 10


# ---- building in solo (p. 15) -----------------------------------------------------

def test_building_where_boss_resources_lie_returns_them_to_the_supply():
    """p. 15: building on a location holding a Boss resource returns it to the supply."""
    game = solo_scenario(player0={"kelp": 2}, boss_resources={(1, 2): ("kelp",),
                                                              (1, 4): ("kelp",)}, **BOARD)
    assert game.supply[KELP] == 6
    game = play(game, "build shipyard at flotilla 1 location 2")
    assert boss_at(game, 1, 2) == () and boss_at(game, 1, 4) == ("kelp",)
    assert game.supply[KELP] == 9            # 2 paid, 1 returned by the Boss
    assert game.buildings[spot(1, 2)] == SHIPYARD


def test_moving_a_building_onto_boss_resources_returns_them_to_the_supply():
    """p. 15 (ruling): a building moved onto a Boss resource returns it, as a build does.
    Architect moves the player's academy onto the Boss's artifact: the location now has a
    building, so the resource goes back, as for a build (see docs/rulings.md)."""
    game = solo_scenario(player0={"kelp": 2}, specialists0=("Architect",),
                         buildings={(3, 1): "academy"}, boss_resources={(4, 2): ("artifact",)},
                         dock_display=("Scrap Crane", "Drying Racks", "Rivet Landing"), **BOARD)
    game = play(game, "build port at flotilla 1 location 2", "dock Scrap Crane",
                "discard Drying Racks", "no", "use Architect", "to flotilla 4 location 2")
    assert game.buildings[spot(4, 2)] == ACADEMY
    assert boss_placed(game) == {}
    assert game.supply[ARTIFACT] == 10


def test_wrecker_moves_a_boss_building():
    """p. 14 sets aside only Founder, Trawler, Investor and Agent, so Wrecker plays in solo;
    the Boss's buildings have no kind, so it may move one (docs/rulings.md)."""
    game = solo_scenario(player0={"kelp": 2}, specialists="AB", specialists0=("Wrecker",),
                         buildings={(3, 1): B},
                         dock_display=("Scrap Crane", "Drying Racks", "Rivet Landing"), **BOARD)
    game = play(game, "build port at flotilla 1 location 2", "dock Scrap Crane",
                "discard Drying Racks", "no", "use Wrecker")
    assert game.decision.prompt == ("blue: where does the Boss building at flotilla 3 "
                                    "location 1 go?")
    game = play(game, "to flotilla 4 location 2")
    assert game.buildings[spot(4, 2)] == BOSS_BUILDING and game.buildings[spot(3, 1)] == -1


def reasons(game, kind, flotilla, location):
    cost, why = explain_cost(game, YOU, kind, spot(flotilla, location))
    return cost, [(r.text, r.amount) for r in why]


def test_price_tags_do_not_apply_in_solo():
    """p. 15: location discounts (price tags) take nothing off in solo."""
    board = dict(demand=("kelp", "metal", "fish", "artifact"), locked=3)
    duel = scenario(**board)
    game = solo_scenario(**board)
    # Flotilla 2 location 0: cost 2, shipyard tag; flotilla 1 location 0: cost 1, shipyard tag.
    assert reasons(duel, SHIPYARD, 2, 0) == (1, [("printed cost", 2), ("shipyard price tag", -1)])
    assert reasons(game, SHIPYARD, 2, 0) == (2, [("printed cost", 2)])
    assert reasons(game, SHIPYARD, 1, 0) == (1, [("printed cost", 1)])
    game = solo_scenario(player0={"metal": 1}, **board)
    assert "build shipyard at flotilla 2 location 0" not in texts(game)
    with pytest.raises(IllegalAction, match="it costs 2 metal and blue has 1"):
        s.apply(game, Build("shipyard", 2, 0))


def test_ship_discounts_still_apply_in_solo():
    """p. 15: a ship at the location still takes 1 off."""
    board = dict(demand=("kelp", "metal", "fish", "artifact"), locked=3)
    game = solo_scenario(player0={"metal": 1}, ships=[(2, 0)], **board)
    assert reasons(game, SHIPYARD, 2, 0) == (1, [("printed cost", 2), ("blue's ship there", -1)])
    assert "build shipyard at flotilla 2 location 0" in texts(game)
    game = solo_scenario(ships=[(1, 0)], **board)
    assert reasons(game, SHIPYARD, 1, 0) == (0, [("printed cost", 1), ("blue's ship there", -1)])
    assert "build shipyard at flotilla 1 location 0" in texts(game)


def test_specialist_discounts_still_apply_in_solo():
    """p. 15: only price tags are switched off; a discount specialist still cuts the cost."""
    board = dict(demand=("kelp", "metal", "fish", "artifact"), locked=3)
    game = solo_scenario(player0={"metal": 1}, specialists0=("Shipwright",), **board)
    # Flotilla 2 location 3: cost 2, Shipwright takes 2 off.
    assert "build port at flotilla 2 location 3" not in texts(game)
    assert "build port at flotilla 2 location 3 using Shipwright" in texts(game)


def test_a_column_bonus_swap_returns_the_boss_resources_on_the_two_swapped_flotillas():
    """p. 15: swapping two demand tokens returns the Boss resources on those two flotillas.
    The player has a port and an academy; a shipyard clears column 1: swap flotillas 3 and
    4 (fish and artifact) and lock 3. Boss resources on 3 and 4 go back; 1 keeps its."""
    game = solo_scenario(
        player0={"kelp": 2}, buildings={(4, 1): "port", (4, 3): "academy"},
        boss_resources={(1, 5): ("kelp",), (3, 1): ("fish",), (3, 2): ("fish",),
                        (4, 2): ("artifact",)},
        **BOARD)
    before = game.supply
    game = play(game, "build shipyard at flotilla 1 location 2", "ship to flotilla 3 location 0",
                "no")       # the location's cleanup token
    assert game.decision.prompt == ("blue: you may swap two unlocked demand tokens and move the "
                                     "lock onto one of them")
    game = play(game, "yes")
    assert "swap flotillas 3 and 4, lock flotilla 3" in texts(game)
    game = play(game, "swap flotillas 3 and 4, lock flotilla 3")
    assert boss_placed(game) == {(1, 5): ("kelp",)}
    assert game.demand == (KELP, METAL, ARTIFACT, FISH) and game.locked == 2
    assert game.supply == (before[KELP] + 2, before[METAL], before[FISH] + 2,
                           before[ARTIFACT] + 1)


def test_a_column_bonus_swap_keeps_the_boss_resources_on_other_flotillas():
    """p. 15: Boss resources on flotillas not swapped stay where they are."""
    game = solo_scenario(
        player0={"kelp": 2}, buildings={(4, 1): "port", (4, 3): "academy"},
        boss_resources={(1, 5): ("kelp",), (3, 1): ("fish",)}, **BOARD)
    game = play(game, "build shipyard at flotilla 1 location 2", "ship to flotilla 3 location 0",
                "no", "yes", "swap flotillas 1 and 4, lock flotilla 4")
    assert boss_placed(game) == {(3, 1): ("fish",)}


# ---- the end of a solo game (p. 15) ------------------------------------------------
# Each condition ends the game at the end of the turn on which it holds: the turn's
# remaining questions are still asked, then the game is over.

def test_the_game_ends_when_the_player_fills_a_flotilla():
    """p. 15: a flotilla with a building on every location ends the game, at the end of that
    turn."""
    game = solo_scenario(player0={"kelp": 2}, buildings={
        (1, 0): B, (1, 1): B, (1, 3): B, (1, 4): "academy", (1, 5): B}, **BOARD)
    game = play(game, "build port at flotilla 1 location 2")
    assert all(game.buildings[i] != -1 for i in flotilla_indices(0))
    assert not s.is_over(game) and game.decision.kind == "dock"
    game = finish_turn(game)
    assert s.is_over(game) and game.to_move == -1
    assert game.log.entries()[-1].text == (
        "the game is over: every location of a flotilla has a building")


def test_the_game_ends_when_the_boss_fills_a_flotilla():
    """p. 15: a Boss building that fills a flotilla ends the game with that turn."""
    game = solo_scenario(dive_deck=FREIGHTER, boss_resources={(1, 0): ("kelp",)}, buildings={
        (1, 1): B, (1, 2): "port", (1, 3): B, (1, 4): B, (1, 5): B}, **BOARD)
    game = play(game, "dive")
    assert not s.is_over(game)
    game = half(game, 1)
    assert s.is_over(game)
    assert "every location of a flotilla" in game.log.entries()[-1].text


def test_the_game_does_not_end_before_a_flotilla_is_full():
    """p. 15: five buildings on a flotilla do not end the game."""
    game = solo_scenario(player0={"kelp": 2}, buildings={
        (1, 0): B, (1, 1): B, (1, 3): B, (1, 5): B}, **BOARD)
    game = finish_turn(play(game, "build port at flotilla 1 location 2"))
    assert not s.is_over(game) and game.decision.kind == "turn"


ELEVEN = {(1, 0): "port", (1, 1): "port", (1, 3): "port", (1, 4): "port",
          (3, 1): "academy", (3, 2): "academy", (3, 3): "academy", (3, 4): "academy",
          (4, 0): "shipyard", (4, 1): "shipyard", (4, 3): "shipyard"}


def test_the_game_ends_when_the_players_board_is_empty():
    """p. 15: the player building their twelfth building ends the game with that turn."""
    game = solo_scenario(player0={"kelp": 2}, buildings=ELEVEN, **BOARD)
    assert game.players[YOU].built == (4, 4, 3)
    game = play(game, "build shipyard at flotilla 1 location 2")
    assert not s.is_over(game)
    game = finish_turn(game)
    assert game.players[YOU].built == (4, 4, 4)
    assert s.is_over(game)
    assert game.log.entries()[-1].text == (
        "the game is over: no buildings are left on your board")


def test_one_building_left_does_not_end_the_solo_game():
    """p. 15: the two-player trigger (one building left, p. 11) does not apply in solo. In a
    duel, 11 buildings built triggers the end (p. 11); in solo only 12 do."""
    game = solo_scenario(buildings=ELEVEN, dive_deck=FREIGHTER, **BOARD)
    game = finish_turn(play(game, "dive"))
    assert not s.is_over(game) and game.end_round == -1


BOSS_ELEVEN = {**{(1, l): B for l in range(1, 6)}, **{(3, l): B for l in range(1, 6)},
               (4, 1): B}


def test_the_game_ends_when_the_boss_has_twelve_buildings():
    """p. 15 (ruling): twelve Boss buildings (his board empty) end the game with that turn."""
    game = solo_scenario(dive_deck=FREIGHTER, buildings=BOSS_ELEVEN,
                         boss_resources={(4, 2): ("artifact",)}, **BOARD)
    game = play(game, "dive")
    assert not s.is_over(game)
    game = half(game, 1)
    assert len(boss_built(game)) == 12
    assert s.is_over(game)
    assert game.log.entries()[-1].text == (
        "the game is over: no buildings are left on the Boss's board")


def test_the_boss_never_has_more_than_twelve_buildings():
    """p. 15 (ruling): the Boss has twelve buildings; once all are placed, resources that
    would make a thirteenth go back to the supply. The Boss's kelp builds his 12th on
    flotilla 1 location 0; his artifact would make a 13th on flotilla 4 location 2."""
    game = solo_scenario(dive_deck=FREIGHTER, buildings=BOSS_ELEVEN,
                         boss_resources={(1, 0): ("kelp",), (4, 2): ("artifact",)}, **BOARD)
    game = dive_freighter(game)
    assert s.is_over(game)
    assert len(boss_built(game)) == 12
    assert game.boss_resources[spot(4, 2)] == ()
    assert "the Boss has no building left to place" in [e.text for e in game.log.entries()]


def test_eleven_boss_buildings_do_not_end_the_game():
    """p. 15: eleven Boss buildings do not end the game."""
    game = solo_scenario(dive_deck=FREIGHTER, buildings=BOSS_ELEVEN, **BOARD)
    game = finish_turn(dive_freighter(game))
    assert len(boss_built(game)) == 11
    assert not s.is_over(game)


def test_the_game_ends_when_the_dive_deck_is_empty():
    """p. 15: diving the last card ends the game once that turn is over."""
    game = solo_scenario(dive_deck=("Rusted Freighter",), **BOARD)
    game = play(game, "dive")
    assert game.dive_deck == () and not s.is_over(game)     # the half is still to choose
    game = half(game, 1)
    assert s.is_over(game)
    assert game.log.entries()[-1].text == "the game is over: the dive deck is empty"


def test_the_game_goes_on_while_the_dive_deck_has_cards():
    """p. 15: the game goes on while cards remain in the dive deck."""
    game = solo_scenario(dive_deck=("Rusted Freighter", "Oyster Bank"), **BOARD)
    game = dive_freighter(game)
    assert not s.is_over(game) and game.dive_deck == ("Oyster Bank",)


def test_an_empty_cleanup_supply_does_not_end_the_solo_game():
    """p. 15: running out of cleanup tokens (a p. 11 trigger) is no solo end condition."""
    game = solo_scenario(cleanup0=20, dive_deck=FREIGHTER, **BOARD)
    assert game.cleanup_supply == 0
    game = finish_turn(dive_freighter(game))
    assert not s.is_over(game) and game.end_round == -1


def test_nothing_is_legal_once_the_solo_game_is_over():
    """p. 15: once the game is over, no action is accepted."""
    game = half(play(solo_scenario(dive_deck=("Rusted Freighter",), **BOARD), "dive"), 1)
    assert s.legal_actions(game) == ()
    with pytest.raises(IllegalAction, match="the game is over"):
        s.apply(game, s.Dive())


# ---- scoring (p. 15) --------------------------------------------------------------

def test_the_boss_scores_20_plus_3_per_building_wherever_it_stands():
    """p. 15: the Boss scores 20 plus 3 per Boss building, wherever they are."""
    for built in ({}, {(1, 3): B}, {(1, 3): B, (3, 0): B, (4, 3): B}):
        sheet = s.score_sheet(solo_scenario(buildings=built, **BOARD))
        boss = sheet.lines[BOSS]
        assert boss.total == boss.boss == 20 + 3 * len(built)
        assert (boss.resources, boss.dock_buildings, boss.locations, boss.specialists,
                boss.cleanup) == (0, 0, 0, 0, 0)
        assert sheet.boss_buildings == len(built)


def test_boss_buildings_score_no_locations_for_anyone():
    """p. 15: a Boss building earns no location points, for him or for the player. Flotilla 1
    location 3 is worth 3 points: not to the Boss, not to the player."""
    sheet = s.score_sheet(solo_scenario(buildings={(1, 3): B, (3, 4): B}, **BOARD))
    assert sheet.lines[YOU].locations == 0 and sheet.lines[BOSS].locations == 0


def test_boss_buildings_score_no_dock_sections():
    """p. 15 (ruling): a Boss building has no kind, so it fits no section of the player's
    docks. Smokehouse Jetty at the port on flotilla 1 location 2 reads far-left (location
    0) for a port (3 points). A Boss building there scores nothing (its code is no
    port's)."""
    docks = (("Smokehouse Jetty", (1, 2)),)
    with_boss = solo_scenario(buildings={(1, 2): "port", (1, 0): B}, docks=docks, **BOARD)
    assert s.score_sheet(with_boss).lines[YOU].dock_buildings == 0
    with_port = solo_scenario(buildings={(1, 2): "port", (1, 0): "port"}, docks=docks, **BOARD)
    assert s.score_sheet(with_port).lines[YOU].dock_buildings == 3


def test_the_player_scores_by_the_normal_rules():
    """p. 15: the player's score follows the normal scoring (p. 12)."""
    game = solo_scenario(player0={"kelp": 2}, buildings={(1, 2): "port", (1, 3): "academy"},
                         cleanup0=4, specialists0=("Scavenger",),
                         docks=(("Kelp Press", (1, 2)),), **BOARD)
    duel = scenario(player0={"kelp": 2}, buildings={(1, 2): (0, "port"), (1, 3): (0, "academy")},
                    cleanup0=4, specialists0=("Scavenger",),
                    docks=(("Kelp Press", 0, (1, 2)),), **BOARD)
    assert s.score_sheet(game).lines[YOU] == s.score_sheet(duel).lines[YOU]


@pytest.mark.parametrize("cleanup, boss_buildings, winner", [
    (20, 0, BOSS),      # 20 against 20: the Boss keeps his seastead
    (20, 1, BOSS),      # 20 against 23
    (19, 0, BOSS),      # 19 against 20
])
def test_the_boss_wins_unless_the_player_scores_more(cleanup, boss_buildings, winner):
    """p. 15: the player wins only with more points; an equal total goes to the Boss."""
    built = {(3, l): B for l in range(boss_buildings)}
    sheet = s.score_sheet(solo_scenario(cleanup0=cleanup, buildings=built, **BOARD))
    assert sheet.lines[YOU].total == cleanup
    assert sheet.winner == winner and sheet.decided_by == "score"


def test_the_player_wins_with_a_strictly_higher_total():
    """p. 15: one point more than the Boss is a win for the player. 20 cleanup + 1 point
    (flotilla 1 location 2) = 21 against 20."""
    sheet = s.score_sheet(solo_scenario(cleanup0=20, buildings={(1, 2): "port"}, **BOARD))
    assert (sheet.lines[YOU].total, sheet.lines[BOSS].total) == (21, 20)
    assert sheet.winner == YOU


def test_the_score_sheet_is_marked_solo_and_shows_the_boss_line():
    """p. 15: the solo score sheet shows the player's categories and the Boss's buildings and
    total."""
    sheet = s.score_sheet(solo_scenario(cleanup0=5, buildings={(1, 3): B, (3, 0): B}, **BOARD))
    assert sheet.solo is True and sheet.boss_buildings == 2
    text = str(sheet)
    lines = text.splitlines()
    assert lines[0].split() == ["blue", "Boss"]
    assert lines[-3].split() == ["Boss", "buildings", "2"]
    assert lines[-2].split() == ["total", "5", "26"]
    assert lines[-1] == "the Boss wins"
    assert "orange" not in text
    duel = s.score_sheet(scenario(**BOARD))
    assert duel.solo is False and "Boss" not in str(duel)


def test_the_score_sheet_says_when_the_player_wins():
    """p. 15: the sheet names the player as winner when they score more."""
    sheet = s.score_sheet(solo_scenario(cleanup0=20, buildings={(1, 2): "port"}, **BOARD))
    assert str(sheet).splitlines()[-1] == "blue wins against the Boss"


# ---- random solo games: they end, and nothing is created or lost ---------------------

GAMES = 300
MAX_ACTIONS = 1000


def check_conservation(game) -> None:
    """What solo play must keep, whatever the player does."""
    you, boss = game.players
    # Resources: supply + the player's reserves + the Boss's resources on the board.
    for r in range(4):
        on_board = sum(h.count(r) for h in game.boss_resources)
        assert game.supply[r] + you.resources[r] + boss.resources[r] + on_board == 10, \
            RESOURCES[r]
    assert boss.resources == (0, 0, 0, 0)
    # Cleanup tokens: 20 between the supply and the player (extras are recorded apart).
    assert game.cleanup_supply + you.cleanup == 20 and boss.cleanup == boss.cleanup_extra == 0
    # The player's buildings on the board are those taken from their board; the rest of
    # the buildings are the Boss's, and nobody else's.
    for k in range(3):
        assert game.buildings.count(k) == you.built[k] <= 4, KINDS[k]
    assert set(game.buildings) <= {-1, PORT, ACADEMY, SHIPYARD, BOSS_BUILDING}
    assert boss.built == (0, 0, 0)
    # Ships: the player's four, on the board, beside the board, boxed, or in hand while
    # the player places one; none for the Boss.
    d = game.decision
    in_hand = 1 if d is not None and d.kind == "ship" else 0
    assert game.ships.count(YOU) + you.ships_reserve + you.ships_boxed + in_hand == 4
    if d is not None and d.kind == "turn":
        # Between turns no ship stands on a building (p. 9), the Boss's included.
        assert all(b == -1 for b, ship in zip(game.buildings, game.ships) if ship != -1)
    assert BOSS not in game.ships and boss.ships_reserve == boss.ships_boxed == 0
    # Boss resources: one at most per location, never under a building, always of the
    # demand of their (unlocked) flotilla.
    for i, held in enumerate(game.boss_resources):
        if held:
            assert len(held) == 1 and game.buildings[i] == -1, i
            f = PLACES[i][0]
            assert held[0] == game.demand[f] and f != game.locked, i
    # The solo components only; the player decides every question.
    assert game.decrees == () and game.players[BOSS].specialists == ()
    assert all(game.content.dive[c].depth != "depths" for c in game.dive_deck)
    cards = (game.specialist_display + game.specialist_deck + game.set_aside
             + tuple(c for c, _ in you.specialists) + tuple(d for d, _, _ in game.docks)
             + game.dock_display + game.dock_deck)
    assert len(cards) == len(set(cards))
    assert not s.is_over(game) or game.to_move == -1
    assert s.is_over(game) or game.to_move == YOU


def play_random(seed: int):
    """A solo game of random legal actions chosen by random.Random(seed). Every third game
    leans to diving (a dive on four turns in five), so that the Boss builds more and the
    dive deck runs out; half the games use both specialist sets."""
    rng = random.Random(seed)
    specialists = "AB" if seed % 2 else "A"
    game = s.new_game(seed, specialists=specialists, mode="solo")
    total = len(game.specialist_display + game.specialist_deck) + len(game.dock_display
                                                                      + game.dock_deck)
    divers = seed % 3 == 0
    check_conservation(game)
    for n in range(MAX_ACTIONS):
        if s.is_over(game):
            return game, n, total
        legal = s.legal_actions(game)
        if divers and game.decision.kind == "turn" and rng.random() < 0.8:
            action = legal[0]           # dive (offered first)
        else:
            action = rng.choice(legal)
        game = s.apply(game, action)
        check_conservation(game)
        if seed % 5 == 0 and n % 15 == 7:
            back = from_json(to_json(game))
            assert back == game and s.legal_actions(back) == s.legal_actions(game)
    raise AssertionError(f"solo game {seed} did not end within {MAX_ACTIONS} actions")


def test_random_solo_games_finish_and_conserve_everything():
    """pp. 14-15: seeded random solo games end, and no token, building, ship or card is
    created or lost."""
    ends = set()
    for seed in range(GAMES):
        game, n, total = play_random(seed)
        assert s.is_over(game) and s.legal_actions(game) == ()
        you = game.players[YOU]
        cards = (game.specialist_display + game.specialist_deck + game.dock_display
                 + game.dock_deck + game.set_aside)
        assert len(cards) + len(you.specialists) + len(game.docks) == total
        last = game.log.entries()[-1].text
        assert last.startswith("the game is over: ")
        ends.add(last)
        sheet = s.score_sheet(game)
        assert sheet.solo and sheet.lines[BOSS].total == 20 + 3 * sheet.boss_buildings
        assert sheet.winner == (YOU if sheet.lines[YOU].total > sheet.lines[BOSS].total
                                else BOSS)
        if seed % 25 == 0:                     # a finished game saves and loads too
            assert from_json(to_json(game)) == game
    # Every end condition turns up among these games.
    assert ends == {"the game is over: " + why for why in (
        "every location of a flotilla has a building", "no buildings are left on your board",
        "no buildings are left on the Boss's board", "the dive deck is empty")}


# ---- the command (p. 14: a person or a bot in the seat) --------------------------------

def test_seastead_play_solo_prints_a_final_score_with_the_boss_line():
    """p. 14: `seastead play --solo` plays a game to its final score, with the Boss's line."""
    exe = Path(__file__).resolve().parents[1] / ".venv" / "bin" / "seastead"
    if not exe.exists():
        exe = Path(sys.executable).with_name("seastead")
    done = subprocess.run([str(exe), "play", "--solo", "--seed", "5"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.startswith("Seastead (solo, against the Boss), seed 5")
    score = out[out.index("Final score"):].splitlines()
    assert score[1].split() == ["blue", "Boss"]
    assert [line.split()[:2] for line in score if line.startswith("Boss buildings")]
    assert score[-1] in ("blue wins against the Boss", "the Boss wins")


def test_the_toolkit_checks_solo_games():
    """The public invariant checker knows the Boss: his resources on the board count in
    the 10 of each type, and a resource under a building is caught."""

    from seastead_rules.testing import InvariantError, check_invariants
    game, rng = s.new_game(11, mode="solo"), random.Random(11)
    while not s.is_over(game):
        check_invariants(game)
        game = s.apply(game, rng.choice(s.legal_actions(game)))
    check_invariants(game)
    held = list(game.boss_resources)
    spot = next(i for i, b in enumerate(game.buildings) if b != -1)
    held[spot] = (0,)
    supply = list(game.supply)
    supply[0] -= 1
    broken = attrs.evolve(game, boss_resources=tuple(held), supply=tuple(supply))
    with pytest.raises(InvariantError, match="Boss resources lie alone"):
        check_invariants(broken)
