"""Liar's Dice as data: the state, the players' actions, the chance outcomes and a
challenge's outcome."""

from __future__ import annotations

from attrs import field, frozen

from ..errors import ArgumentError
from ..kernel.arguments import shown

__all__ = ["State", "Bid", "Liar", "Roll", "Opens", "Challenge", "FACES", "FACE_NAMES",
           "HIDDEN", "HIDDEN_RNG", "MAX_DICE", "WILD", "CHANCE", "OVER"]

FACES = 6
"""The faces of a die: 1 to 6."""

MAX_DICE = 5
"""The most dice a player starts with (the standard game: 5)."""

HIDDEN = 0
"""A die in an observation whose face the viewer cannot see."""

HIDDEN_RNG = -1
"""The generator's place in an observation: the future rolls are nobody's to see."""

CHANCE = -2
"""`State.to_move` while the dice are rolled or the opener is drawn (the kernel's CHANCE)."""

OVER = -1
"""`State.to_move` once the game is over."""

FACE_NAMES = ("ones", "twos", "threes", "fours", "fives", "sixes")

WILD = {"ones": 1, "sixes": FACES, "none": 0}
"""The `wild` option's values and the face each makes wild (0: none)."""

_set = object.__setattr__      # (a frozen record's fields are set once, in __init__)


@frozen(init=False)
class Bid:
    """A bid: at least `quantity` dice on the table show `face` (wild dice count too)."""
    quantity: int
    face: int

    def __init__(self, quantity: int, face: int):
        # Whole numbers only (a bid of face 7 is made, and refused where it is played).
        # Written out, not attrs' with a check after it: bids are made by the thousand.
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
class Roll:
    """A chance outcome: the die being rolled shows `face`."""
    face: int

    def __str__(self) -> str:
        return f"roll {self.face}"


@frozen
class Opens:
    """A chance outcome: `player` opens the first round."""
    player: int

    def __str__(self) -> str:
        return f"player {self.player} opens"


@frozen
class Challenge:
    """A round that ended in a challenge, public to all: its bids as (player, Bid), who
    called whose bid, every hand shown, how many dice matched, and who lost a die."""
    caller: int
    bidder: int
    bid: Bid
    shown: tuple            # every player's dice, as they were
    matched: int
    loser: int
    bids: tuple = ()

    @property
    def winner(self) -> int:
        """The other party of the challenge: the bidder if the caller lost, else the
        caller."""
        return self.bidder if self.loser == self.caller else self.caller


@frozen
class State:
    """A position of Liar's Dice (immutable).

    Options: `dice` each at the start, the `wild` face (1, 6, or 0 for none), whether
    the first challenge ends the game (`one_round`), whether the chance decisions wait
    for the caller (`explicit`) and whether the first opener is drawn (`random_opener`;
    else player 0 opens). `hands[p]` is player p's dice, sorted (HIDDEN for
    a die the viewer of an observation cannot see); while the dice are rolled one by one
    (explicit chance) a hand holds the dice rolled so far. `counts[p]` is how many dice
    p has (public); `bids` this round's bids as (player, Bid), oldest first; `to_move`
    the player to decide, CHANCE while chance decides, OVER at the end; `opener` who
    opens this round (-1 until drawn); `past` the earlier rounds (Challenge records,
    oldest first); `rng` the dice generator's state (HIDDEN_RNG in an observation);
    `viewer` the observing player, or -1 for the whole state."""
    players: int
    dice: int
    wild: int
    hands: tuple
    counts: tuple
    bids: tuple = ()
    to_move: int = 0
    opener: int = 0
    past: tuple = ()
    rng: int = field(default=0, repr=False)
    viewer: int = -1
    one_round: bool = False
    explicit: bool = False
    random_opener: bool = True

    @property
    def bid(self) -> Bid | None:
        """The bid standing now (None before this round's first bid)."""
        return self.bids[-1][1] if self.bids else None

    @property
    def bidder(self) -> int:
        """Who made the standing bid (-1 if none)."""
        return self.bids[-1][0] if self.bids else -1

    @property
    def last(self) -> Challenge | None:
        """The last challenge (None in the first round)."""
        return self.past[-1] if self.past else None

    @property
    def round(self) -> int:
        """This round's number, from 1: one more after each challenge."""
        return len(self.past) + 1

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        return self.to_move == OVER

    @property
    def in_play(self) -> int:
        """The dice on the table (left to all players)."""
        return sum(self.counts)

    @property
    def winner(self) -> int:
        """The winner once the game is over (-1 before): the last player with dice, or in
        a game of one round the challenge's winner."""
        if not self.over:
            return -1
        if self.one_round:
            return self.past[-1].winner
        return next(p for p, n in enumerate(self.counts) if n)

    @property
    def wild_name(self) -> str:
        """The `wild` option that gave this state's wild face."""
        return next(name for name, face in WILD.items() if face == self.wild)
