"""Helpers for a game's codecs: a tensor writer that writes the whole tensor each time,
and action ids for a game whose actions are the answers of the question it asks."""

from __future__ import annotations

from ..errors import ArgumentError, IllegalAction
from .arguments import as_index, check_int, check_is_game, shown

__all__ = ["PlainWriter", "OptionActions"]


class PlainWriter:
    """A player's tensor writer that calls `codec.write` for every position: the writer a
    game gives when its tensor is cheap to write whole (a small game)."""
    __slots__ = ("codec", "player")

    def __init__(self, codec, player: int):
        if not callable(getattr(codec, "write", None)):
            raise ArgumentError(f"codec must be a tensor codec (with write), not "
                                f"{shown(codec)}")
        seat = as_index(player)
        if seat is None or seat < 0:
            raise ArgumentError(f"player must be a seat (0, 1, ...), not {shown(player)}")
        self.codec, self.player = codec, seat

    def tensor(self, position):
        """What the player sees at `position` (a new numpy float32 array)."""
        return self.codec.write(position, self.player)


class OptionActions:
    """Action ids for a game whose every decision is a question with its answers listed
    in a fixed order (the game's `legal_actions`): the id of an action is its place in
    that list, from 0, and `size` bounds how many answers a question may have. An id
    means "the k-th answer of the question asked now", so a learner reads it together
    with the question (the game's tensor says which question it is)."""

    def __init__(self, game, size: int):
        check_is_game(game)
        self.game, self.size = game, check_int(size, "size", 1, 1 << 20)

    def legal(self, position) -> tuple:
        """(ids, actions) of the legal actions at `position`, in one call."""
        actions = self.game.legal_actions(position)
        if len(actions) > self.size:
            raise ArgumentError(f"{self.game.name} offers {len(actions)} answers here, "
                                f"more than this codec's {self.size}")
        return list(range(len(actions))), actions

    def index(self, position, action) -> int:
        """The id of `action`; IllegalAction if it is not legal at `position`."""
        actions = self.game.legal_actions(position)
        for i, legal in enumerate(actions):
            if legal == action:
                return i
        raise IllegalAction(f"{shown(action)} is not a legal action now")

    def action(self, position, index: int):
        """The legal action with this id at `position`; IllegalAction if none."""
        i = as_index(index)
        actions = self.game.legal_actions(position)
        if i is None or not 0 <= i < len(actions):
            raise IllegalAction(f"{shown(index)} is not the id of a legal action now "
                                f"(0 to {len(actions) - 1})")
        return actions[i]

    def describe(self, index: int) -> str:
        """What an id stands for, in words: the answer's place in the question's list."""
        i = as_index(index)
        if i is None or not 0 <= i < self.size:
            raise IllegalAction(f"{shown(index)} is not an action id (0 to {self.size - 1})")
        return f"answer {i + 1} of the question asked"
