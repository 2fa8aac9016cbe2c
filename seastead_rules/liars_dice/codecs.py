"""Liar's Dice for learners: fixed action ids and the observation tensor.

Action ids, for `players` with `dice` each: the bid of `quantity` dice showing `face`
is `(quantity - 1) * 6 + face - 1` (from 0, every bid up to all the dice on the table),
and `liar` is the last id, `players * dice * 6` (OpenSpiel's `liars_dice` numbers them
so). Chance outcome ids: a die showing `face` is `face - 1`; with a drawn opener,
`player p opens` is `6 + p`.

The tensor is the PLAYER view's observation (`views.py` gives its layout and the other
views).
"""

from __future__ import annotations

from ..errors import ArgumentError, IllegalAction
from ..kernel.arguments import check_seat, shown
from ..kernel.codecs import PlainWriter
from ..kernel.protocol import PLAYER
from .chance import OPENERS, ROLLS
from .rules import LIAR, bid_id, legal_actions, why_not
from .state import CHANCE, FACE_NAMES, FACES, Bid, Liar, Opens, Roll, State
from .views import View

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

    def __init__(self, players: int, dice: int, random_opener: bool):
        self.players, self.dice = players, dice
        self.bids = players * dice * FACES
        self.size = self.bids + 1
        self.liar = self.bids
        self.chance_size = FACES + (players if random_opener else 0)

    def _outcome_id(self, outcome) -> int:
        return outcome.face - 1 if type(outcome) is Roll else FACES + outcome.player

    def index(self, position, action) -> int:
        """The id of `action`; IllegalAction if it is not legal at `position`."""
        _position(position, self.players, self.dice, "index")
        why = why_not(position, action)
        if why is not None:
            raise IllegalAction(f"{action} is not legal now: {why}")
        if position.to_move == CHANCE:
            return self._outcome_id(action)
        return self.liar if type(action) is Liar else bid_id(action)

    def action(self, position, index: int):
        """The legal action (or chance outcome) with this id at `position`; IllegalAction
        if none."""
        _position(position, self.players, self.dice, "action")
        i = _index(index)
        chance = position.to_move == CHANCE
        size = self.chance_size if chance else self.size
        if not 0 <= i < size:
            raise IllegalAction(f"{index!r} is not {'a chance outcome' if chance else 'an action'}"
                                f" id (0 to {size - 1})")
        if chance:
            action = ROLLS[i] if i < FACES else OPENERS[self.players][i - FACES]
        else:
            action = LIAR if i == self.liar else Bid(i // FACES + 1, i % FACES + 1)
        why = why_not(position, action)
        if why is not None:
            raise IllegalAction(f"{'outcome' if chance else 'action'} {i} ({action}) is not "
                                f"legal now: {why}")
        return action

    def legal(self, position) -> tuple:
        """(ids, actions) of the legal actions (or chance outcomes) at `position`."""
        if type(position) is not State or position.players != self.players or \
                position.dice != self.dice:
            _position(position, self.players, self.dice, "legal")
        actions = legal_actions(position)
        if not actions:
            return [], actions
        first = actions[0]
        kind = type(first)
        if kind is Roll or kind is Opens:
            return [self._outcome_id(a) for a in actions], actions
        start = self.liar if kind is Liar else bid_id(first)
        ids = list(range(start, start + len(actions)))
        if type(actions[-1]) is Liar:
            ids[-1] = self.liar
        return ids, actions

    def describe(self, index: int) -> str:
        """The action an id stands for, in words."""
        i = _index(index)
        if not 0 <= i < self.size:
            raise IllegalAction(f"{index!r} is not an action id (0 to {self.size - 1})")
        return str(LIAR) if i == self.liar else f"bid {i // FACES + 1} {FACE_NAMES[i % FACES]}"

    def describe_outcome(self, index: int) -> str:
        """The chance outcome an id stands for, in words."""
        i = _index(index)
        if not 0 <= i < self.chance_size:
            raise IllegalAction(f"{index!r} is not a chance outcome id (0 to "
                                f"{self.chance_size - 1})")
        return str(ROLLS[i] if i < FACES else OPENERS[self.players][i - FACES])


class TensorCodec(View):
    """The observation tensor of games with these options: the PLAYER view's (`views.py`)."""

    def __init__(self, players: int, dice: int, one_round: bool):
        super().__init__(players, dice, one_round, PLAYER, False)

    def writer(self, player: int) -> PlainWriter:
        """A writer of `player`'s tensors (the whole tensor each time: it is small)."""
        return PlainWriter(self, check_seat(player, self.players))
