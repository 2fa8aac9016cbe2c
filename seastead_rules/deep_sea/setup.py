"""A new game (pp. 4-5, co-op p. 16): the scenario's zones, the ocean stacks by depth,
dive tokens on the dive sites, four anchor journals and the journal deck, the specialist
tray with three tier-5 pockets of three, tracks at 0, the Team Leader with a disc, the
Wave to a random player, each starting vessel at the launch zone with its Arrival bonus
(from the Wave holder, clockwise), and in co-op the stack of bonus goals over setbacks.
All randomness from the seed, through the generator the state keeps.

Setup's draws are its piles (`setup_piles`, in the order normal play draws them): each
shuffled by the generator (the Wave: a player drawn by it), and the game assembled from
the orders drawn (`assemble`). Normal play draws them from the seed (`new_game`); a game
set up with explicit chance deals them as chance decisions (dealing.py) and assembles
the same way."""

from __future__ import annotations

from ..kernel import rng as seeded
from ..kernel.deal import Pile, draw_pile
from ..kernel.rules.flow import turn_order
from ..kernel.rules.records import Log
from .boards import grid, hexes, links
from .boards import tracks as trk
from .book import book
from .discover import stock_dive_site, zone_features
from .draft import Draft
from .ops import GainVessel, NextRound
from .play import run
from .state import COOP, Ctx, Seat, State, Tile

__all__ = ["DISPLAY", "POCKETS", "POCKET_SIZE", "BONUS_GOALS", "SETBACKS", "SOLO_SETBACKS",
           "ROUNDS", "SOLO_ROUNDS", "setup_piles", "assemble", "new_game"]

DISPLAY = 4
"""Anchor journals face up at the start (p. 4)."""
POCKETS, POCKET_SIZE = 3, 3
"""Tier-5 pockets and the tiles in each (p. 5)."""
BONUS_GOALS, SETBACKS, SOLO_SETBACKS = 3, 3, 4
"""The co-op stack: bonus goals over setbacks (four setbacks solo), p. 16."""
ROUNDS, SOLO_ROUNDS = 6, 7
"""Rounds in a game; in solo (p. 14, p. 16)."""


def setup_piles(content, scenario: str, players: int, mode: str) -> tuple:
    """The Piles setup draws, in normal play's order: the ocean stacks by depth (boards
    not in play; mission boards only of the scenario, p. 4), the dive tokens, the anchor
    journals, the journal deck, the tier-5 specialists (p. 5), in co-op the setbacks and
    the bonus goals (p. 16), and the Wave's player."""
    sc = book(content).scenario(scenario)
    placed = {z for z, _, _ in sc.start}
    piles = []
    for depth in range(1, grid.MAX_DEPTH + 1):
        boards = tuple(z.name for z in content.zones if z.depth == depth and
                       z.name not in placed and (not z.mission or z.name in sc.missions))
        piles.append(Pile(f"depth {depth}", boards, len(boards)))
    tokens = tuple(k.name for k in content.tokens for _ in range(k.count))
    anchors = tuple(j.name for j in content.journals if j.anchor)
    deck = tuple(j.name for j in content.journals if not j.anchor)
    fives = tuple(s.name for s in content.specialists if not s.leader and s.tier == 5)
    piles += [Pile("tokens", tokens, len(tokens)),
              Pile("anchors", anchors, min(DISPLAY, len(anchors))),
              Pile("deck", deck, len(deck)),
              Pile("tier 5", fives, min(POCKETS * POCKET_SIZE, len(fives)))]
    if mode == COOP:
        setbacks = tuple(s.name for s in content.setbacks)
        goals = tuple(g.name for g in content.bonus_goals)
        count = SOLO_SETBACKS if players == 1 else SETBACKS
        piles += [Pile("setbacks", setbacks, min(count, len(setbacks))),
                  Pile("goals", goals, min(BONUS_GOALS, len(goals)))]
    piles.append(Pile("wave", tuple(range(players)), 1, shuffled=False))
    return tuple(piles)


def _tray(content) -> tuple:
    # Tiers 1-4 as (name, count) by tier (p. 5).
    specs = [s for s in content.specialists if not s.leader]
    return tuple((s.name, s.count) for s in sorted(specs, key=lambda s: s.tier) if s.tier < 5)


def assemble(content, seed: int, players: int, scenario: str, mode: str, difficulty: int,
             orders: tuple, rng: int, log: bool = True, explicit: bool = False) -> State:
    """The game set up from the orders drawn (one per Pile of `setup_piles`, in its
    order) and the generator after the draws, run to its first question; `explicit`:
    its later draws are chance decisions too (State.chance)."""
    b = book(content)
    sc = b.scenario(scenario)
    drawn = dict(zip((p.name for p in setup_piles(content, scenario, players, mode)),
                     orders))
    stacks = tuple(tuple(drawn[f"depth {d}"]) for d in range(1, grid.MAX_DEPTH + 1))
    fives = tuple(drawn["tier 5"])
    pockets = tuple(fives[i * POCKET_SIZE:(i + 1) * POCKET_SIZE] for i in range(POCKETS))
    coop = tuple(drawn["goals"]) + tuple(drawn["setbacks"]) if mode == COOP else ()
    wave = drawn["wave"][0]
    ocean = grid.start(grid.OceanSpec(tuple(sc.columns), sc.max_depth), tuple(sc.start))
    leader = Seat(tiles=(Tile(b.leader.name, senior=True, disc=True),), gained=1)
    state = State(
        players=players, scenario=sc.name, mode=mode, difficulty=difficulty,
        rounds=SOLO_ROUNDS if mode == COOP and players == 1 else ROUNDS, round=0,
        wave=wave, current=wave, phase="setup", seats=(leader,) * players,
        tracks=trk.new_tracks(content.mat.tracks, players),
        research=trk.new_counter(players, content.mat.research_cap), ocean=ocean,
        sites=links.Sites(), impact=hexes.new_impact(sc.impact), stacks=stacks, dives=(),
        token_supply=tuple(drawn["tokens"]), token_discard=(),
        display=tuple(drawn["anchors"]), deck=tuple(drawn["deck"]), tray=_tray(content),
        pockets=pockets, coop_stack=coop, goals=(), seen=(), stack=(), rng=rng,
        seed=seed, log=Log(()) if log else None, chance=() if explicit else None,
        content=content)
    t = Draft(state)
    for name, _, _ in sc.start:
        features, joined = zone_features(b.zones[name])
        t.sites = links.add_zone(t.sites, features, joined)
        stock_dive_site(t, b.zones[name])
    t.push((NextRound(),), Ctx(wave))
    for player in reversed(turn_order(players, wave)):
        t.push((GainVessel(),), Ctx(player))
    run(t)
    return t.freeze()


def new_game(content, seed: int, players: int, scenario: str, mode: str, difficulty: int,
             log: bool = True) -> State:
    """A game set up and run to its first question (arguments already checked): every
    pile drawn from the seed."""
    rng, orders = seeded.seeded(seed), []
    for pile in setup_piles(content, scenario, players, mode):
        order, rng = draw_pile(pile, rng)
        orders.append(order)
    return assemble(content, seed, players, scenario, mode, difficulty, tuple(orders), rng,
                    log)
