"""A new game (pp. 4-5, co-op p. 16): the scenario's zones, the ocean stacks by depth,
dive tokens on the dive sites, four anchor journals and the journal deck, the specialist
tray with three tier-5 pockets of three, tracks at 0, the Team Leader with a disc, the
Wave to a random player, each starting vessel at the launch zone with its Arrival bonus
(from the Wave holder, clockwise), and in co-op the stack of bonus goals over setbacks.
All randomness from the seed, through the generator the state keeps."""

from __future__ import annotations

from ..kernel import rng as seeded
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
           "ROUNDS", "SOLO_ROUNDS", "new_game"]

DISPLAY = 4
"""Anchor journals face up at the start (p. 4)."""
POCKETS, POCKET_SIZE = 3, 3
"""Tier-5 pockets and the tiles in each (p. 5)."""
BONUS_GOALS, SETBACKS, SOLO_SETBACKS = 3, 3, 4
"""The co-op stack: bonus goals over setbacks (four setbacks solo), p. 16."""
ROUNDS, SOLO_ROUNDS = 6, 7
"""Rounds in a game; in solo (p. 14, p. 16)."""


def _shuffled(items, rng: int) -> tuple:
    found, rng = seeded.shuffle(items, rng)
    return tuple(found), rng


def _specialists(content, rng: int) -> tuple:
    """(tray, pockets, rng): tiers 1-4 as (name, count) by tier; tier 5 shuffled into
    three pockets of three (p. 5)."""
    specs = [s for s in content.specialists if not s.leader]
    tray = tuple((s.name, s.count) for s in sorted(specs, key=lambda s: s.tier) if s.tier < 5)
    fives, rng = _shuffled([s.name for s in specs if s.tier == 5], rng)
    pockets = tuple(fives[i * POCKET_SIZE:(i + 1) * POCKET_SIZE] for i in range(POCKETS))
    return tray, pockets, rng


def _stacks(content, scenario, rng: int) -> tuple:
    """(stacks, rng): the boards not in play by depth, shuffled; mission boards the
    scenario does not include are left out (p. 4)."""
    placed = {z for z, _, _ in scenario.start}
    stacks = []
    for depth in range(1, grid.MAX_DEPTH + 1):
        boards = [z.name for z in content.zones if z.depth == depth and z.name not in placed
                  and (not z.mission or z.name in scenario.missions)]
        stack, rng = _shuffled(boards, rng)
        stacks.append(stack)
    return tuple(stacks), rng


def _coop_stack(content, players: int, rng: int) -> tuple:
    setbacks, rng = _shuffled([s.name for s in content.setbacks], rng)
    goals, rng = _shuffled([g.name for g in content.bonus_goals], rng)
    count = SOLO_SETBACKS if players == 1 else SETBACKS
    return goals[:BONUS_GOALS] + setbacks[:count], rng


def new_game(content, seed: int, players: int, scenario: str, mode: str, difficulty: int,
             log: bool = True) -> State:
    """A game set up and run to its first question (arguments already checked)."""
    b = book(content)
    sc = b.scenario(scenario)
    rng = seeded.seeded(seed)
    stacks, rng = _stacks(content, sc, rng)
    tokens, rng = _shuffled([k.name for k in content.tokens for _ in range(k.count)], rng)
    anchors, rng = _shuffled([j.name for j in content.journals if j.anchor], rng)
    deck, rng = _shuffled([j.name for j in content.journals if not j.anchor], rng)
    tray, pockets, rng = _specialists(content, rng)
    coop, rng = _coop_stack(content, players, rng) if mode == COOP else ((), rng)
    wave, rng = seeded.below(rng, players)
    ocean = grid.start(grid.OceanSpec(tuple(sc.columns), sc.max_depth), tuple(sc.start))
    leader = Seat(tiles=(Tile(b.leader.name, senior=True, disc=True),), gained=1)
    state = State(
        players=players, scenario=sc.name, mode=mode, difficulty=difficulty,
        rounds=SOLO_ROUNDS if mode == COOP and players == 1 else ROUNDS, round=0,
        wave=wave, current=wave, phase="setup", seats=(leader,) * players,
        tracks=trk.new_tracks(content.mat.tracks, players),
        research=trk.new_counter(players, content.mat.research_cap), ocean=ocean,
        sites=links.Sites(), impact=hexes.new_impact(sc.impact), stacks=stacks, dives=(),
        token_supply=tokens, token_discard=(), display=anchors[:DISPLAY], deck=deck,
        tray=tray, pockets=pockets, coop_stack=coop, goals=(), seen=(), stack=(), rng=rng,
        seed=seed, log=Log(()) if log else None, content=content)
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
