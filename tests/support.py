"""Test vocabulary: positions built to order, and playing by the texts players read.

    game = scenario(player0={"kelp": 2}, current=0)
    game = play(game, "build port at flotilla 1 location 3", "yes", "take fish")
    assert resources(game, 0) == {"fish": 1}
"""

from __future__ import annotations

import seastead_rules as s
from seastead_rules.engine import ops
from seastead_rules.model.names import (
    KINDS,
    LOCATIONS,
    PLACES,
    RESOURCE_TYPES,
    RESOURCES,
    SHIPS_PER_PLAYER,
    TOKENS_PER_RESOURCE,
    board_index,
    building_code,
)
from seastead_rules.model.state import Ctx, Frame, Player
from seastead_rules.text.source import describe_block

__all__ = ["scenario", "at_turn", "play", "texts", "resources", "location_with", "copy_answer",
           "building", "content"]


def content():
    """The shipped content."""
    return s.load_content()


def _counts(d) -> tuple:
    d = d or {}
    unknown = set(d) - set(RESOURCES)
    assert not unknown, f"unknown resources {unknown}"
    return tuple(d.get(r, 0) for r in RESOURCES)


def scenario(seed=0, sides="AAAA", specialists="A", decree=None, current=0,
             player0=None, player1=None, buildings=None, ships=None, specialists0=(),
             specialists1=(), built0=None, built1=None, demand=None, locked=None,
             dive_deck=None, revealed=None, dive_face=0, cleanup_supply=None,
             cleanup0=0, cleanup1=0, docks=(), supply=None, round=1, start_player=None,
             dock_display=None, specialist_display=None, content_=None):
    """A game at the start of `current`'s turn, with the given position.

    buildings: {(flotilla 1-4, location 0-5): (player, "port")}; ships: {(f, l): player};
    specialistsN: names (face up) or (name, face_up) pairs; builtN: {"port": n, ...}
    (defaults to what `buildings` places); docks: ((name, player, (f, l)), ...);
    demand: four resource names by flotilla; locked: flotilla number 1-4;
    supply: resource counts in the supply (default: 10 minus what players hold)."""
    game = s.new_game(seed, sides=sides, specialists=specialists, decree=decree,
                      content=content_)
    board = [-1] * LOCATIONS
    for (f, l), (p, kind) in (buildings or {}).items():
        board[spot(f, l)] = building_code(p, KINDS.index(kind))
    fleet = [-1] * LOCATIONS
    for (f, l), p in (ships or {}).items():
        fleet[spot(f, l)] = p
    seats = []
    for p, (res, specs, built, cleanup) in enumerate(
            ((player0, specialists0, built0, cleanup0), (player1, specialists1, built1, cleanup1))):
        if built is None:
            placed = [sum(1 for b in board if b == building_code(p, k)) for k in range(len(KINDS))]
        else:
            placed = [built.get(k, 0) for k in KINDS]
        cards = tuple(c if isinstance(c, tuple) else (c, True) for c in specs)
        in_play = sum(1 for x in fleet if x == p)
        seats.append(Player(_counts(res), tuple(placed), SHIPS_PER_PLAYER - in_play, 0, cards,
                            cleanup, 0, min(placed)))
    held = [seats[0].resources[r] + seats[1].resources[r] for r in RESOURCE_TYPES]
    pool = (_counts(supply) if supply is not None
            else tuple(TOKENS_PER_RESOURCE - h for h in held))
    changes = dict(
        buildings=tuple(board), ships=tuple(fleet), players=tuple(seats), supply=pool,
        current=current, start_player=current if start_player is None else start_player,
        round=round, dive_face=dive_face,
        docks=tuple((n, p, spot(f, l)) for n, p, (f, l) in docks),
        stack=(Frame((ops.TurnOp(),), 0, Ctx(current)),),
    )
    if revealed is not None:
        changes["dive_discard"] = game.dive_discard + (revealed,)
    if cleanup_supply is not None:
        changes["cleanup_supply"] = cleanup_supply
    if dock_display is not None:
        changes["dock_display"] = tuple(dock_display)
    if specialist_display is not None:
        changes["specialist_display"] = tuple(specialist_display)
    return at_turn(game, changes, demand, locked, dive_deck)


def at_turn(game, changes: dict, demand=None, locked=None, dive_deck=None):
    """`game` changed as given (plus demand names, a locked flotilla 1-4, a dive deck),
    settled so that the turn question is asked."""
    changes = dict(changes)
    if demand is not None:
        changes["demand"] = tuple(RESOURCES.index(r) for r in demand)
    if locked is not None:
        changes["locked"] = locked - 1
    if dive_deck is not None:
        changes["dive_deck"] = tuple(dive_deck)
    from seastead_rules.engine.draft import Draft
    from seastead_rules.engine.turn import _settle
    return _settle(Draft(game.replace(**changes)))


def texts(game) -> list[str]:
    """The legal actions, as the texts players read."""
    return [str(a) for a in s.legal_actions(game)]


def play(game, *choices):
    """Apply actions given by their text, one after another."""
    for choice in choices:
        legal = s.legal_actions(game)
        match = [a for a in legal if str(a) == choice]
        if not match:
            raise AssertionError(f"'{choice}' is not legal; the legal actions are: "
                                 f"{[str(a) for a in legal]}")
        game = s.apply(game, match[0])
    return game


def resources(game, player) -> dict:
    """A player's resources, as {name: count} without zeros."""
    return {r: n for r, n in zip(RESOURCES, game.players[player].resources) if n}


def copy_answer(game, flotilla: int, location: int) -> str:
    """The answer that copies the effect of a location (flotilla 1-4, location 0-5)."""
    loc = game.content.side[game.sides[flotilla - 1]].locations[location]
    return f"copy flotilla {flotilla} location {location}: {loc.text}"


def location_with(game, effect_text: str):
    """(flotilla 1-4, location 0-5) of the first location in play whose effect is written
    so in the content language ('may cleanup 2', 'each player { discard to 4 }')."""
    for f, side in enumerate(game.sides):
        for loc in game.content.side[side].locations:
            written = describe_block(loc.effect)
            if written == effect_text or written == "{ " + effect_text + " }":
                return f + 1, loc.index
    raise AssertionError(f"no location in play reads '{effect_text}'")


def building(game, flotilla: int, location: int):
    """(player, kind) of the building at a location, or None."""
    b = game.buildings[spot(flotilla, location)]
    return None if b == -1 else (b // 3, KINDS[b % 3])


def spot(flotilla: int, location: int) -> int:
    """The board index of a location as players name it: flotilla 1-4, location 0-5."""
    return board_index(flotilla - 1, location)


def place_of(index: int) -> tuple:
    """(flotilla 1-4, location 0-5) of a board index."""
    f, l = PLACES[index]
    return f + 1, l


class ScoreLead:
    """An OpenSpiel MCTS evaluator without rollouts (quick in tests): the score lead at
    the leaf, squashed to [-1, 1], and uniform priors."""

    def evaluate(self, state):
        lines = s.score_sheet(state.game_state).lines
        lead = max(-1.0, min(1.0, (lines[0].total - lines[1].total) / 20))
        return [lead, -lead]

    def prior(self, state):
        actions = state.legal_actions()
        return [(a, 1.0 / len(actions)) for a in actions]


def play_openspiel_game(game, bots, rs):
    """An OpenSpiel game of `game` played to the end by two bots (`step(state)`), the
    chance node's seed drawn with the numpy RandomState `rs`; the final state."""
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = [a for a, _ in state.chance_outcomes()]
            state.apply_action(outcomes[int(rs.randint(len(outcomes)))])
        else:
            state.apply_action(bots[state.current_player()].step(state))
    return state
