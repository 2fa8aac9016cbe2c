"""The invariants of a Deep Sea position: discs conserved, tracks and Research within
their bounds, zones placed legally, every board, token, journal and specialist in
exactly one place (co-op cards too), and a question waiting until the game is over. `check` raises
AssertionError naming the first broken one."""

from __future__ import annotations

from collections import Counter

from ..kernel.protocol import CHANCE
from .boards import links
from .book import book
from .hidden import HIDDEN
from .ops import DealSupply, KeepBoard, PlaceBoard
from .restock import left as not_dealt
from .state import COOP, MODES, PHASES, Decision, State

__all__ = ["check"]


def _seats(s: State, b) -> None:
    for p, seat in enumerate(s.seats):
        placed = links.discs_in_ocean(s.sites, p)
        on_tiles = sum(1 for tile in seat.tiles if tile.disc)
        assert seat.staging >= 0, f"player {p} has {seat.staging} discs staged"
        assert seat.lost <= seat.gained, f"player {p} lost more discs than gained"
        in_play = seat.staging + placed + on_tiles + len(seat.used)
        assert in_play == seat.gained - seat.lost, (
            f"player {p}'s discs are not conserved: {seat.staging} staged + {placed} in the "
            f"ocean + {on_tiles} on specialists + {len(seat.used)} on journals != "
            f"{seat.gained} gained - {seat.lost} lost")
        assert len(seat.vessels) <= s.content.mat.vessels, f"player {p} has too many vessels"
        in_ocean = {z.zone for z in s.ocean.zones}
        assert all(v in in_ocean for v in seat.vessels), f"player {p} has a vessel off the grid"
        assert set(seat.used) <= set(seat.journals), f"player {p} used an unpublished journal"
        assert sum(1 for tile in seat.tiles if tile.name == b.leader.name) == 1, \
            f"player {p} must have one Team Leader"
    for p in range(s.players):
        value = s.research.values[p]
        assert 0 <= value <= s.research.cap, f"player {p}'s Research {value} is off its track"
        for spec, at, best in zip(s.tracks.spec.tracks, s.tracks.positions[p],
                                  s.tracks.best[p]):
            assert 0 <= at <= spec.last and at <= best <= spec.last, \
                f"player {p}'s {spec.name} cube at {at} is off its track"


def _ocean(s: State, b) -> None:
    start = {z: (c, d) for z, c, d in b.scenario(s.scenario).start}
    cells = {p.cell for p in s.ocean.zones}
    for placed in s.ocean.zones:
        zone = b.zones[placed.zone]
        assert placed.depth == zone.depth, f"{zone.name} stands at the wrong depth"
        if start.get(placed.zone) == placed.cell:
            continue                    # as the scenario's diagram shows (p. 4)
        legal = placed.column in s.ocean.spec.columns if placed.depth == 1 else \
            (placed.column, placed.depth - 1) in cells
        assert legal, f"{zone.name} is placed illegally at {placed.cell}"
    in_play = [p.zone for p in s.ocean.zones]
    stacked = [z for stack in s.stacks for z in stack]
    for depth, stack in enumerate(s.stacks, 1):
        assert all(b.zones[z].depth == depth for z in stack), f"depth-{depth} stack mixed"
    missions = b.scenario(s.scenario).missions
    left_out = [z.name for z in b.content.zones if z.mission and z.name not in missions
                and z.name not in start]
    every = Counter(in_play + stacked + left_out + list(_in_hand(s)))
    assert every == Counter(z.name for z in b.content.zones), "ocean boards not conserved"


def _in_hand(s: State) -> tuple:
    """The boards drawn by a Discover and not yet placed (p. 10)."""
    op = s.stack[-1].op if s.stack and type(s.stack[-1]) is Decision else None
    if type(op) is KeepBoard:
        return op.drawn
    if type(op) is PlaceBoard:
        return (op.zone,)
    return ()


def _components(s: State, b) -> None:
    held = [k for seat in s.seats for k in seat.tokens]
    on_sites = [k for _, tokens in s.dives for k in tokens]
    tokens = Counter(list(s.token_supply) + list(s.token_discard) + on_sites + held)
    assert tokens == Counter({k.name: k.count for k in b.content.tokens}), \
        "dive tokens not conserved"
    published = [j for seat in s.seats for j in seat.journals]
    assert len(s.display) <= 4 and not set(s.display) & set(published), "journal display"
    regular = [j.name for j in b.content.journals if not j.anchor]
    assert Counter(j for j in list(s.deck) + list(s.display) + published if j in regular) == \
        Counter(regular), "journals not conserved"
    recruited = Counter(tile.name for seat in s.seats for tile in seat.tiles)
    for name, left in s.tray:
        assert 0 <= left and left + recruited[name] == b.specialists[name].count, \
            f"specialist {name} not conserved"
    fives = [n for pocket in s.pockets for n in pocket]
    assert len(set(fives)) == len(fives) and not set(fives) & set(recruited), "tier-5 tiles"
    for h, markers in zip(s.impact.spec.hexes, s.impact.markers):
        assert h.infinite or len(markers) <= 1, f"Impact hex {h.cell} holds two markers"


def _chance(s: State, b) -> None:
    """The record of chance's outcomes, and a new supply being dealt (restock.py)."""
    kinds = {k.name for k in b.content.tokens}
    assert s.chance is None or all(type(x) is str and x in kinds | {HIDDEN}
                                   for x in s.chance), "chance's outcomes are not tokens"
    d = s.decision
    if d is not None and (d.player == CHANCE or type(d.op) is DealSupply):
        assert s.chance is not None and d.player == CHANCE and type(d.op) is DealSupply, \
            "chance decides a new supply only, in a game set up with explicit chance"
        dealt = [x for x in d.op.dealt if x != HIDDEN]
        assert all(n >= 0 for n in not_dealt(s.token_discard, dealt).values()) and \
            len(d.op.dealt) < len(s.token_discard) - 1 + (not s.token_discard), \
            "a new supply dealt tokens the discard pile does not hold"
        assert set(d.values) <= set(s.token_discard), "a new supply offers other tokens"


def _coop(s: State, b) -> None:
    """Each co-op card in one place at most: the stack, the bonus goals revealed or the
    setbacks drawn (p. 16); none outside co-op."""
    cards = list(s.coop_stack) + list(s.goals) + list(s.setbacks_drawn)
    assert len(set(cards)) == len(cards), "a co-op card is in two places"
    assert all(g in b.bonus_goals for g in s.goals), "a revealed goal is not a bonus goal"
    assert all(k in b.setbacks for k in s.setbacks_drawn), "a drawn setback is not a setback"
    assert all(c in b.bonus_goals or c in b.setbacks for c in s.coop_stack), "co-op stack"
    assert s.mode == COOP or not cards, "co-op cards outside co-op"


def check(s: State) -> None:
    """AssertionError naming the first broken invariant of `s`."""
    b = book(s.content)
    assert 1 <= s.players <= 4 and len(s.seats) == s.players, "players"
    assert s.mode in MODES and s.phase in PHASES, "mode or phase"
    assert 0 <= s.round <= s.rounds and 0 <= s.wave < s.players, "round or Wave"
    _seats(s, b)
    _ocean(s, b)
    _components(s, b)
    _chance(s, b)
    _coop(s, b)
    if s.phase == "over":
        assert not s.stack and len(s.scores) == s.players, "an ended game has scores"
    else:
        assert s.stack and type(s.stack[-1]) is Decision, "a question waits until the end"
