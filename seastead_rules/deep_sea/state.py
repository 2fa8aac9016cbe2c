"""The state of a game of Endeavor: Deep Sea: one immutable record of tuples, ints,
strings and the board models' records (rulebook pp. 4-5 set it up).

Components are kept by name (their records are in the game's `Content`, which the state
carries beside its values, excluded from equality). What is face down is a plain tuple
of names, top first: the ocean stacks, the dive-token stacks and supply, the journal
deck, the tier-5 pockets and the co-op stack, so that an observation can hide them and
a sample deal them anew. The one seeded generator (`kernel.rng`) is `rng`."""

from __future__ import annotations

import attrs
from attrs import frozen

from ..kernel.rules.records import Decision, Event, Frame, Log

__all__ = ["SEATS", "COMPETITIVE", "COOP", "MODES", "PHASES", "Ctx", "Tile", "Seat", "State",
           "Decision", "Event", "Frame", "Log", "seat_name"]

SEATS = ("purple", "yellow", "red", "green")
"""The seats' colours, in turn order (clockwise)."""

COMPETITIVE, COOP = "competitive", "coop"
MODES = (COMPETITIVE, COOP)
"""The modes: competitive play (p. 15) or co-operative (p. 16; with one player, solo)."""

PHASES = ("setup", "prepare", "activate", "over")
"""Where the round stands: setting up, phase 1 (p. 7), phase 2 (p. 8), game over."""


@frozen
class Ctx:
    """Who "you" is for the effects being run, the zone "here" means (empty: none) and,
    in a `when` hook, the amount of the event it answers (what `amount` reads)."""
    player: int
    zone: str = ""
    amount: int = 0


@frozen
class Tile:
    """A specialist in a tableau: its name, which side is up, and whether a disc sits on
    its activation circle (p. 8)."""
    name: str
    senior: bool = False
    disc: bool = False


@frozen
class Seat:
    """One player's holdings: tableau, Staging Area discs, the zones of their vessels in
    play, held dive tokens, published journals and those whose activation circle holds a
    disc (p. 12), points scored during play, the discs that ever entered play and those
    that went back to the supply (their difference is the discs in play), and whether
    they have passed this round (p. 8)."""
    tiles: tuple = ()
    staging: int = 0
    vessels: tuple = ()
    tokens: tuple = ()
    journals: tuple = ()
    used: tuple = ()
    points: int = 0
    gained: int = 0
    lost: int = 0
    passed: bool = False


@frozen
class State:
    """A game of Deep Sea. `stack` holds frames still to run and, on top, the decision
    waiting for an answer; `stacks[d - 1]` is the face-down ocean stack of depth d;
    `dives` the face-down token stack on each dive site as (zone, tokens); `tray` the
    tier 1-4 stacks as (specialist, count); `pockets` the three tier-5 pockets;
    `coop_stack` the face-down bonus goals and setbacks; `goals` the bonus goals
    revealed; `setbacks_drawn` the setbacks turned up, each discarded once it took
    effect (p. 16: out of the stack for good); `seen` (zone, player) for each board a
    player looked at and put back to the bottom of its stack (p. 10); `scores` the
    final scores once the game is over; `chance` None in normal play (the generator
    draws), and in a game set up with explicit chance the outcomes of its chance
    decisions since setup (restock.py)."""
    players: int
    scenario: str
    mode: str
    difficulty: int
    rounds: int
    round: int
    wave: int
    current: int
    phase: str
    seats: tuple
    tracks: object
    research: object
    ocean: object
    sites: object
    impact: object
    stacks: tuple
    dives: tuple
    token_supply: tuple
    token_discard: tuple
    display: tuple
    deck: tuple
    tray: tuple
    pockets: tuple
    coop_stack: tuple
    goals: tuple
    seen: tuple
    stack: tuple
    rng: int
    seed: int
    setbacks_drawn: tuple = ()
    log: Log | None = None
    scores: tuple = ()
    chance: tuple | None = None
    content: object = attrs.field(default=None, eq=False, repr=False)

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        return self.phase == "over"

    @property
    def decision(self) -> Decision | None:
        """The question waiting for an answer, or None at the end."""
        if self.stack and type(self.stack[-1]) is Decision:
            return self.stack[-1]
        return None


def seat_name(player: int) -> str:
    """The colour players read for a seat."""
    return SEATS[player]
