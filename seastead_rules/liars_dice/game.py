"""Liar's Dice as a game of the kernel: the object that implements the protocol."""

from __future__ import annotations

import functools
import random

from ..kernel.arguments import check_position, check_rng
from ..kernel.playout import StatePlayout
from ..kernel.protocol import EXPLICIT, PLAYER, SEEDED, VIEWS, Bounds, chance_mode, setup_options
from . import chance, information, rules, saves, text
from .codecs import ActionCodec, TensorCodec
from .state import FACES, MAX_DICE, WILD, State
from .views import View

__all__ = ["LiarsDice", "GAME", "OPENSPIEL_RULES"]

OPENSPIEL_RULES = {"dice": 1, "wild": "sixes", "one_round": True, "random_opener": False}
"""The options that make Liar's Dice OpenSpiel's `liars_dice` (with two players): one
die each (`numdice`; any `dice` matches its `numdice`), sixes wild, one round, player 0
opening."""


class LiarsDice:
    """Liar's Dice for 2 to 6 players (`seastead_rules.kernel.protocol.Game`). Options:
    `dice` (each player's at the start, 1 to 5; default 5), `wild` (the face that counts
    for every other: "ones", the default, "sixes" or "none"), `one_round` (the first
    challenge ends the game; default False) and `random_opener` (the first opener is
    drawn; default True, else player 0). The playout mode plays by `apply` on the
    immutable states (`StatePlayout`): states are small, so there is no in-place twin."""

    name = "liars_dice"
    min_players = rules.MIN_PLAYERS
    max_players = rules.MAX_PLAYERS
    default_players = 2
    options = {"dice": MAX_DICE, "wild": "ones", "one_round": False, "random_opener": True}
    option_ranges = {"dice": (1, MAX_DICE), "wild": tuple(WILD)}

    def setup(self, seed: int, players: int = 2, chance: str = SEEDED, **options) -> State:
        """A new game (see `rules.setup`); ArgumentError for a bad option. With
        `chance="explicit"` the opener's draw and every die wait for the caller."""
        explicit = chance_mode(chance) == EXPLICIT
        players, options = setup_options(self, players, options)
        return rules.setup(seed, players, explicit=explicit, **options)

    def to_move(self, position: State) -> int:
        """The player to decide now; CHANCE (-2) while chance decides; -1 at the end."""
        if type(position) is not State:
            _state(position, "to_move")
        return position.to_move

    def legal_actions(self, position: State) -> tuple:
        """The bids that raise the standing one, then `liar` if there is one to call (at
        a chance decision, its outcomes)."""
        if type(position) is not State:
            _state(position, "legal_actions")
        return rules.legal_actions(position)

    def chance_outcomes(self, position: State) -> tuple:
        """((outcome, probability), ...) at a chance decision: the faces of a die, or the
        players for the opener, all equally likely; () elsewhere."""
        _state(position, "chance_outcomes")
        return chance.chance_outcomes(position)

    def seeded_outcome(self, position: State):
        """The outcome normal play takes at this chance decision (the generator's draw)."""
        _state(position, "seeded_outcome")
        return chance.seeded_outcome(position)

    def chance_history(self, state: State) -> tuple:
        """The chance outcomes that lead to `state` (`chance.chance_history`)."""
        _state(state, "chance_history")
        return chance.chance_history(state)

    def apply(self, state: State, action) -> State:
        """The state after `action`; IllegalAction saying why it is not legal."""
        if type(state) is not State:
            _state(state, "apply")
        return rules.apply(state, action)

    def is_over(self, position: State) -> bool:
        """Whether the game has ended."""
        if type(position) is not State:
            _state(position, "is_over")
        return position.to_move == -1

    def returns(self, position: State) -> tuple:
        """1 for the winner, -1 for every other player (one round: -1 for the loser of the
        challenge, 0 for the others); 0 each before the end."""
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
        """The fixed action ids (and chance outcome ids) of games with these options."""
        players, options = setup_options(self, players, options)
        return _codec(ActionCodec, players, options["dice"], options["random_opener"])

    def tensors(self, players: int, **options) -> TensorCodec:
        """The observation tensor of games with these options."""
        players, options = setup_options(self, players, options)
        return _codec(TensorCodec, players, options["dice"], options["one_round"])

    def observer(self, players: int, view: str = PLAYER, recall: bool = False,
                 **options) -> View | None:
        """The observer of a view ("public", "player" or "all"), now or with perfect
        recall (`views.py`); every view is offered."""
        players, options = setup_options(self, players, options)
        if view not in VIEWS or type(recall) is not bool:
            return None
        return _codec(View, players, options["dice"], options["one_round"], view, recall)

    def bounds(self, players: int, **options) -> Bounds:
        """At most one round per die lost (one with `one_round`), each with at most every
        bid and a call; every die of a round rolled, and the opener drawn; returns from
        -1 to 1, summing to 2 - players (one winner; 0 with `one_round`)."""
        players, options = setup_options(self, players, options)
        dice = players * options["dice"]
        calls = dice * FACES + 1
        if options["one_round"]:
            length, rolls, total = calls, dice, 0.0
        else:
            length, rolls, total = (dice - 1) * calls, dice * (dice + 1) // 2 - 1, \
                2.0 - players
        return Bounds(max_length=length, min_return=-1.0, max_return=1.0, return_sum=total,
                      max_chance=rolls + int(options["random_opener"]))

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


@functools.lru_cache(maxsize=64)
def _codec(kind: type, *key):
    # One codec per kind and options: the environments ask for it once per game.
    return kind(*key)


GAME = LiarsDice()
"""The game: `GAME.setup(seed, players)`, and every name of the protocol."""
