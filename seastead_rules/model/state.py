"""The game state: one frozen record, with the pending decisions on a stack inside it.

Board layout: 24 locations, index = flotilla * 6 + location. A building is coded
names.building_code(owner, kind) (-1 for none); a ship by its owner (-1 for none).
"""

from __future__ import annotations

import operator

import attrs
from attrs import frozen

from ..errors import ArgumentError
from ..kernel.rules.construct import constructor
from ..kernel.rules.records import Decision, Event, Frame, Log

__all__ = ["Player", "Ctx", "Frame", "Decision", "Event", "Log", "Cards", "Position",
           "State", "as_player", "new_ctx", "PLAYER_CTX", "SETUP_FIELDS", "CARD_FIELDS",
           "FLAT_FIELDS"]



@frozen(weakref_slot=False)   # see construct.py
class Player:
    """One player's reserves, board, ships, cards and tokens."""
    resources: tuple = (0, 0, 0, 0)       # kelp, metal, fish, artifact
    built: tuple = (0, 0, 0)              # buildings placed per kind (leftmost go first)
    ships_reserve: int = 4                # ships beside the player board
    ships_boxed: int = 0                  # ships returned to the box (p. 9)
    specialists: tuple = ()               # ((name, face_up), ...) in the order taken
    cleanup: int = 0
    cleanup_extra: int = 0                # taken when the supply was empty; recorded (p. 10)
    columns: int = 0                      # column bonuses triggered so far (p. 10)


@frozen(weakref_slot=False)   # see construct.py
class Ctx:
    """Who runs an effect and where: 'you', the flotilla and location, the kind built."""
    player: int
    flotilla: int = -1
    location: int = -1
    kind: int = -1
    dock: str = ""          # the dock tile picked by `pick dock`
    copying: bool = False   # inside `copy location` (a copy cannot copy again)
    src: str = ""
    # What the event in question did, for the hooks that hear it: (amount, token types)
    # (a token type is a resource index, or -1 for cleanup tokens). Empty elsewhere.
    bound: tuple = ()
    card: str = ""          # the dive card chosen by `choose card` ('it')


PLAYER_CTX = (Ctx(0), Ctx(1))
new_ctx = constructor(Ctx)      # every field, positionally: for the engine's hot paths


def as_player(ctx: Ctx, player: int) -> Ctx:
    """The same context with another player as 'you'."""
    if ctx.player == player:
        return ctx
    return new_ctx(player, ctx.flotilla, ctx.location, ctx.kind, ctx.dock, ctx.copying, ctx.src,
                   ctx.bound, ctx.card)


@frozen(weakref_slot=False)   # see construct.py
class Cards:
    """The decks, displays and piles of cards and tiles: they change only when one moves."""
    dive_deck: tuple             # top card first
    dive_discard: tuple          # top (the revealed card) last
    dive_face: int               # the player whom half 0 of the revealed card faces
    specialist_deck: tuple
    specialist_display: tuple
    dock_deck: tuple
    dock_display: tuple
    decree_deck: tuple
    set_aside: tuple = ()        # cards taken out of the game during play (solo discards)
    kept: tuple = ()             # dive cards kept face down beside each player's board:
                                 # (blue's, orange's), or () while nobody keeps any
    dive_open: tuple = ()        # dive cards taken off the deck by reveal or look, not
                                 # yet put anywhere
    open_to: int = -1            # who sees dive_open: -1 both players, else that player
    outer_open: tuple = ()       # the open cards of outer piles, set aside while a reveal or
                                 # look inside their block runs: ((cards, open_to), ...),
                                 # outermost first; back in the open when it is done
    known: tuple = ()            # per player, the dive deck cards that player has seen
                                 # put back (so knows where they lie), or ()
    face_up: tuple = ()          # dive cards in the salvage row, the face-up pile: seen
                                 # by both players, between turns too (docs/rulings.md)


# The fields fixed at setup for the whole game (State's own fields).
SETUP_FIELDS = ("sides", "start_player", "seed", "options", "solo", "dive_removed")
CARD_FIELDS = tuple(a.name for a in attrs.fields(Cards))


def _tuples(fields: dict) -> None:
    """Lists among the values become tuples, in place."""
    for key, value in fields.items():
        if type(value) is list:
            fields[key] = tuple(value)


def _card_fields(fields: dict) -> dict:
    """Takes the card fields out of `fields`."""
    return {k: fields.pop(k) for k in CARD_FIELDS if k in fields}


class Position:
    """What a game position reads like, shared by a State and by the engine's Draft (its
    mutable twin during an action, and a playout's game): the fields of the card piles
    read as the position's own (`x.dive_deck`), as do who is to move and the question
    waiting. One spelling of each field, on either."""
    __slots__ = ()

    @property
    def to_move(self) -> int:
        """The player who must decide now (-1 when the game is over)."""
        if self.over or not self.stack:
            return -1
        return self.stack[-1].player

    @property
    def decision(self) -> Decision | None:
        """The question waiting for an answer, or None when the game is over."""
        stack = self.stack
        if stack:
            top = stack[-1]
            if type(top) is Decision:
                return top
        return None

    @property
    def decree_in_play(self) -> str | None:
        """The name of the decree in play, if any."""
        return self.decrees[-1] if self.decrees else None


@frozen(weakref_slot=False)   # see construct.py
class State(Position):
    """Everything about a game at one moment. Never changed; `apply` makes a new one.

    The card piles are a record of their own, so that an action which moves no card
    shares them with the state before (docs/performance.md); their fields read as the
    state's own (`state.dive_deck`), and `replace` changes any of them."""
    sides: tuple                 # side name per flotilla
    start_player: int
    cards: Cards
    demand: tuple                # resource index of the demand token on each flotilla
    locked: int                  # flotilla whose demand token shows its locked side
    buildings: tuple             # 24 entries: -1 or owner * 3 + kind
    ships: tuple                 # 24 entries: -1 or owner
    docks: tuple                 # ((dock name, owner, board index), ...)
    players: tuple               # two Player records
    supply: tuple                # resource tokens in the general supply
    cleanup_supply: int
    decrees: tuple               # decrees put in play, the one in play last
    current: int                 # whose turn it is
    round: int
    end_round: int               # the last round to play, -1 until the end is triggered
    over: bool
    stack: tuple                 # Frames and Decisions; the top is last
    log: Log | None = attrs.field(default=None, eq=False, repr=False)  # what happened, why
    rng: int = 0                 # the state of the game's one random generator
    boss_resources: tuple = ()   # solo: 24 entries, the Boss's resources on each location
    content: object = attrs.field(default=None, eq=False, repr=False)
    seed: int = 0
    options: tuple = ()          # setup options, as (name, value) pairs
    solo: bool = False           # the solo mode against the Boss (player 1). pp. 14-15
    dive_removed: tuple = ()     # the three cards returned to the box at setup
    # Counts kept by the rules of cards, each once it differs from where it starts:
    # ((name, values), ...) by name, values (v,) if shared, else (blue's, orange's).
    # The engine keeps 'score' (the points track), 'skip' and 'extra' (turns) here too.
    counters: tuple = ()
    tally: tuple = ()            # during a dive whose hooks read it: (diver, what they
                                 # took so far, per resource type)

    def replace(self, **changes) -> "State":
        """A copy with the named fields changed; card fields may be named as the state's
        own (`state.replace(dive_deck=(...), round=3)`). A list is taken as a tuple (a
        state holds no mutable parts: `apply` relies on it)."""
        unknown = set(changes) - _FIELDS
        if unknown:
            raise ArgumentError(f"a State has no field {sorted(unknown)[0]!r}")
        _tuples(changes)
        cards = _card_fields(changes)
        if cards:
            changes["cards"] = attrs.evolve(self.cards, **cards)
        return attrs.evolve(self, **changes)

    @classmethod
    def from_fields(cls, **fields) -> "State":
        """A state from every field by name, card fields included (a list is taken as a
        tuple)."""
        _tuples(fields)
        cards = _card_fields(fields)
        return cls(cards=Cards(**cards), **fields)


def _forward(name: str) -> property:
    # A field of the state's Cards, read as the state's own.
    return property(operator.attrgetter(f"cards.{name}"),
                    doc=f"The `{name}` of the state's Cards record.")


for _name in CARD_FIELDS:
    setattr(Position, _name, _forward(_name))


# Every field of a state by name, setup and card fields included, in the order a save
# file lists them (docs/saving.md).
FLAT_FIELDS = (
    "sides", "demand", "locked", "buildings", "ships", "docks", "players", "supply",
    "cleanup_supply", "dive_deck", "dive_discard", "dive_removed", "dive_face",
    "specialist_deck", "specialist_display", "dock_deck", "dock_display", "decree_deck",
    "decrees", "start_player", "current", "round", "end_round", "over", "stack", "log",
    "seed", "rng", "options", "solo", "boss_resources", "set_aside", "content", "kept",
    "dive_open", "open_to", "known", "counters", "tally", "outer_open", "face_up")
_FIELDS = frozenset(a.name for a in attrs.fields(State)) | frozenset(CARD_FIELDS)
