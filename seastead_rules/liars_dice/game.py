"""Liar's Dice as a game of the kernel: the object that implements the protocol."""

from __future__ import annotations

import functools
import random

from ..kernel.arguments import check_position, check_rng
from ..kernel.playout import StatePlayout
from ..kernel.protocol import Bounds, setup_options
from . import information, rules, saves, text
from .codecs import ActionCodec, TensorCodec
from .state import FACES, MAX_DICE, State

__all__ = ["LiarsDice", "GAME"]


class LiarsDice:
    """Liar's Dice for 2 to 6 players (`seastead_rules.kernel.protocol.Game`). Options:
    `dice` (each player's at the start, 1 to 5; default 5) and `wild_ones` (1s count
    for every face; default True). The playout mode plays by `apply` on the immutable
    states (`StatePlayout`): states are small, so there is no in-place twin."""

    name = "liars_dice"
    min_players = rules.MIN_PLAYERS
    max_players = rules.MAX_PLAYERS
    default_players = 2
    options = {"dice": MAX_DICE, "wild_ones": True}
    option_ranges = {"dice": (1, MAX_DICE)}

    def setup(self, seed: int, players: int = 2, **options) -> State:
        """A new game (see `rules.setup`); ArgumentError for a bad option."""
        players, options = setup_options(self, players, options)
        return rules.setup(seed, players, **options)

    def to_move(self, position: State) -> int:
        """The player to decide now; -1 when the game is over."""
        if type(position) is not State:
            _state(position, "to_move")
        return position.to_move

    def legal_actions(self, position: State) -> tuple:
        """The bids that raise the standing one, then `liar` if there is one to call."""
        if type(position) is not State:
            _state(position, "legal_actions")
        return rules.legal_actions(position)

    def apply(self, state: State, action) -> State:
        """The state after `action`; IllegalAction saying why it is not legal."""
        if type(state) is not State:
            _state(state, "apply")
        return rules.apply(state, action)

    def is_over(self, position: State) -> bool:
        """Whether one player alone has dice left."""
        if type(position) is not State:
            _state(position, "is_over")
        return position.to_move == -1

    def returns(self, position: State) -> tuple:
        """1 for the winner, -1 for every other player (0 each before the end)."""
        _state(position, "returns")
        return rules.returns(position)

    def observation(self, position: State, player: int) -> State:
        """What `player` sees (the others' dice and the generator hidden)."""
        _state(position, "observation")
        return information.observation(position, player)

    def sample(self, observation: State, player: int, rng: random.Random) -> State:
        """A whole state `player` sees as `observation`: hidden dice rolled by `rng`."""
        _state(observation, "sample")
        check_rng(rng)
        return information.sample(observation, player, rng)

    def check(self, state: State) -> None:
        """AssertionError naming a broken invariant."""
        _state(state, "check")
        information.check(state)

    def to_json(self, state: State) -> str:
        """The state as JSON text."""
        _state(state, "to_json")
        return saves.to_json(state)

    def from_json(self, text: str) -> State:
        """The state `to_json` wrote; SaveFileError if damaged or impossible."""
        return saves.from_json(text)

    def playout(self, state: State) -> StatePlayout:
        """The game from `state`, played by `apply` (the states are small)."""
        _state(state, "playout")
        return StatePlayout(self, state)

    def actions(self, players: int, **options) -> ActionCodec:
        """The fixed action ids of games with these options."""
        return _codec(ActionCodec, *_key(self, players, options))

    def tensors(self, players: int, **options) -> TensorCodec:
        """The observation tensor of games with these options."""
        return _codec(TensorCodec, *_key(self, players, options))

    def bounds(self, players: int, **options) -> Bounds:
        """At most one round per die lost, each with at most every bid and a call;
        returns from -1 to 1, summing to 2 - players (one winner)."""
        players, options = setup_options(self, players, options)
        dice = players * options["dice"]
        return Bounds(max_length=(dice - 1) * (dice * FACES + 1), min_return=-1.0,
                      max_return=1.0, return_sum=2.0 - players)

    def observation_string(self, state: State, player: int) -> str:
        """What `player` sees, as text."""
        _state(state, "observation_string")
        return text.observation_string(state, player)

    def describe(self, state: State) -> str:
        """The table as text."""
        _state(state, "describe")
        return text.describe(state)

    def __repr__(self) -> str:
        return "LiarsDice()"


def _state(value, function: str) -> State:
    """`value` when it is a Liar's Dice State; ArgumentError naming `function` otherwise.
    (The names a search calls most test the type inline and call this only to refuse.)"""
    return check_position(value, State, function, "a Liar's Dice State (from GAME.setup "
                                                  "or GAME.apply)")


def _key(game: LiarsDice, players, options) -> tuple:
    players, options = setup_options(game, players, options)
    return players, options["dice"], options["wild_ones"]


@functools.lru_cache(maxsize=64)
def _codec(kind: type, players: int, dice: int, wild_ones: bool):
    # One codec per kind and options: the environments ask for it once per game.
    return kind(players, dice, wild_ones)


GAME = LiarsDice()
"""The game: `GAME.setup(seed, players)`, and every name of the protocol."""
