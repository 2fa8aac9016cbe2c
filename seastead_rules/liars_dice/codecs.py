"""Liar's Dice for learners: fixed action ids and the observation tensor.

Action ids, for `players` with `dice` each: the bid of `quantity` dice showing `face`
is `(quantity - 1) * 6 + face - 1` (from 0, every bid up to all the dice on the table),
and `liar` is the last id, `players * dice * 6`.

The tensor, float32, every entry in [0, 1], seats counted from the observer (the
observer first, then the next player in turn, ...):

    my dice          6        how many of my dice show each face, / dice
    dice left        players  each seat's dice, / dice
    to move          players  one-hot: the seat to decide (none at the end)
    bids made        ids - 1  one-hot per bid id: the bids of this round so far
    standing bidder  players  one-hot: who made the standing bid
    wild ones        1        1 when 1s are wild
    over             1        1 at the end
"""

from __future__ import annotations

from ..errors import ArgumentError, IllegalAction
from ..extras import need
from ..kernel.arguments import check_seat, shown
from ..kernel.codecs import PlainWriter
from .rules import LIAR, legal_actions, setup, why_not
from .state import FACE_NAMES, FACES, Bid, Liar, State

__all__ = ["ActionCodec", "TensorCodec"]


def _position(position, players: int, dice: int, function: str) -> None:
    """ArgumentError unless `position` is a Liar's Dice State of a game these codecs
    encode (as many players, as many dice each)."""
    if type(position) is not State:
        raise ArgumentError(f"{function} takes a Liar's Dice State, not {shown(position)}")
    if position.players != players or position.dice != dice:
        raise ArgumentError(f"{function}: a state of {position.players} players with "
                            f"{position.dice} dice each, not the {players} players with "
                            f"{dice} each of this codec")


def _index(i) -> int:
    """An action id as an int (numpy integers too); -1 if it is none."""
    if isinstance(i, bool) or not hasattr(type(i), "__index__"):
        return -1
    return type(i).__index__(i)


class ActionCodec:
    """The fixed action ids of games with these options (see the module's docstring)."""

    def __init__(self, players: int, dice: int = 5, wild_ones: bool = True):
        setup(0, players, dice, wild_ones)          # the options are checked here
        self.players, self.dice = players, dice
        self.bids = players * dice * FACES
        self.size = self.bids + 1
        self.liar = self.bids

    def index(self, position, action) -> int:
        """The id of `action`; IllegalAction if it is not legal at `position`."""
        _position(position, self.players, self.dice, "index")
        why = why_not(position, action)
        if why is not None:
            raise IllegalAction(f"{action} is not legal now: {why}")
        if type(action) is Liar:
            return self.liar
        return (action.quantity - 1) * FACES + action.face - 1

    def action(self, position, index: int):
        """The legal action with this id at `position`; IllegalAction if none."""
        _position(position, self.players, self.dice, "action")
        i = _index(index)
        if not 0 <= i < self.size:
            raise IllegalAction(f"{index!r} is not an action id (0 to {self.size - 1})")
        action = LIAR if i == self.liar else Bid(i // FACES + 1, i % FACES + 1)
        why = why_not(position, action)
        if why is not None:
            raise IllegalAction(f"action {i} ({action}) is not legal now: {why}")
        return action

    def legal(self, position) -> tuple:
        """(ids, actions) of the legal actions at `position`."""
        _position(position, self.players, self.dice, "legal")
        actions = legal_actions(position)
        return [self.liar if type(a) is Liar else (a.quantity - 1) * FACES + a.face - 1
                for a in actions], actions

    def describe(self, index: int) -> str:
        """The action an id stands for, in words."""
        i = _index(index)
        if not 0 <= i < self.size:
            raise IllegalAction(f"{index!r} is not an action id (0 to {self.size - 1})")
        return str(LIAR) if i == self.liar else f"bid {i // FACES + 1} {FACE_NAMES[i % FACES]}"


class TensorCodec:
    """The observation tensor of games with these options (see the module's docstring)."""

    def __init__(self, players: int, dice: int = 5, wild_ones: bool = True):
        need("ai", "numpy")
        import numpy
        setup(0, players, dice, wild_ones)          # the options are checked here
        self.numpy, self.players, self.dice = numpy, players, dice
        self.ids = players * dice * FACES
        n = players
        self.at = {"my dice": 0, "dice left": FACES, "to move": FACES + n,
                   "bids made": FACES + 2 * n, "standing bidder": FACES + 2 * n + self.ids}
        self.at["wild ones"] = self.at["standing bidder"] + n
        self.at["over"] = self.at["wild ones"] + 1
        self.shape = (self.at["over"] + 1,)

    def write(self, position, player: int):
        """What `player` sees at `position`, as a new float32 array of `shape`."""
        _position(position, self.players, self.dice, "write")
        player = check_seat(player, self.players)
        out = self.numpy.zeros(self.shape, self.numpy.float32)
        n, at, dice = self.players, self.at, self.dice
        for d in position.hands[player]:
            out[d - 1] += 1.0 / dice
        for k in range(n):
            out[at["dice left"] + k] = position.counts[(player + k) % n] / dice
        if position.to_move != -1:
            out[at["to move"] + (position.to_move - player) % n] = 1.0
        for _, bid in position.bids:
            out[at["bids made"] + (bid.quantity - 1) * FACES + bid.face - 1] = 1.0
        if position.bids:
            out[at["standing bidder"] + (position.bidder - player) % n] = 1.0
        out[at["wild ones"]] = float(position.wild_ones)
        out[at["over"]] = float(position.to_move == -1)
        return out

    def writer(self, player: int) -> PlainWriter:
        """A writer of `player`'s tensors (the whole tensor each time: it is small)."""
        return PlainWriter(self, check_seat(player, self.players))
