"""Liar's Dice as data: the state, the two kinds of action and a challenge's outcome."""

from __future__ import annotations

from attrs import field, frozen

from ..errors import ArgumentError
from ..kernel.arguments import shown

__all__ = ["State", "Bid", "Liar", "Challenge", "FACES", "FACE_NAMES", "HIDDEN_RNG",
           "MAX_DICE"]

FACES = 6
"""The faces of a die: 1 to 6."""

MAX_DICE = 5
"""The most dice a player starts with (the standard game: 5)."""

HIDDEN_RNG = -1
"""The generator's place in an observation: the future rolls are nobody's to see."""

FACE_NAMES = ("ones", "twos", "threes", "fours", "fives", "sixes")
_set = object.__setattr__      # (a frozen record's fields are set once, in __init__)


@frozen(init=False)
class Bid:
    """A bid: at least `quantity` dice on the table show `face` (1s count too when wild)."""
    quantity: int
    face: int

    def __init__(self, quantity: int, face: int):
        # Whole numbers only (a bid of face 7 is made, and refused where it is played).
        # Written out, not attrs' with a check after it: legal_actions makes many bids.
        if type(quantity) is not int or type(face) is not int:
            name, value = ("quantity", quantity) if type(quantity) is not int \
                else ("face", face)
            raise ArgumentError(f"a bid's {name} must be an int, not {shown(value)}")
        _set(self, "quantity", quantity)
        _set(self, "face", face)

    def __str__(self) -> str:
        face = self.face
        return f"bid {self.quantity} {FACE_NAMES[face - 1] if 1 <= face <= FACES else f'{face}s'}"

    def beats(self, other: "Bid | None") -> bool:
        """Whether this bid is higher than `other`: more dice, or as many of a higher
        face (any bid beats none)."""
        if other is None:
            return True
        if type(other) is not Bid:
            raise ArgumentError(f"other must be a Bid or None, not {shown(other)}")
        return (self.quantity, self.face) > (other.quantity, other.face)


@frozen
class Liar:
    """Calling the last bid a lie: the dice are shown and counted."""

    def __str__(self) -> str:
        return "liar"


@frozen
class Challenge:
    """A challenge's outcome, public to all: who called it on whose bid, every hand
    shown, how many dice matched, and who lost a die."""
    caller: int
    bidder: int
    bid: Bid
    shown: tuple            # every player's dice, as they were
    matched: int
    loser: int


@frozen
class State:
    """A position of Liar's Dice (immutable).

    `hands[p]` is player p's dice, sorted, or None where hidden (in an observation);
    `counts[p]` how many dice p has left (public); `bids` this round's bids as
    (player, Bid), oldest first; `round` counts from 1, one more after each challenge;
    `last` the last challenge's outcome; `rng` the dice generator's state
    (HIDDEN_RNG in an observation); `viewer` the observing player, or -1 for the whole
    state."""
    players: int
    dice: int
    wild_ones: bool
    hands: tuple
    counts: tuple
    bids: tuple = ()
    to_move: int = 0
    round: int = 1
    last: Challenge | None = None
    rng: int = field(default=0, repr=False)
    viewer: int = -1

    @property
    def bid(self) -> Bid | None:
        """The bid standing now (None before this round's first bid)."""
        return self.bids[-1][1] if self.bids else None

    @property
    def bidder(self) -> int:
        """Who made the standing bid (-1 if none)."""
        return self.bids[-1][0] if self.bids else -1

    @property
    def over(self) -> bool:
        """Whether one player alone has dice left."""
        return self.to_move == -1

    @property
    def in_play(self) -> int:
        """The dice on the table (left to all players)."""
        return sum(self.counts)

    @property
    def winner(self) -> int:
        """The last player with dice, once the game is over (-1 before)."""
        if not self.over:
            return -1
        return next(p for p, n in enumerate(self.counts) if n)
