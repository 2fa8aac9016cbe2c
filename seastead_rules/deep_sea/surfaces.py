"""The protocol's names of Deep Sea beyond its rules (game.py has those): what a player
sees and states consistent with it, saves, the playout, the codecs, the bounds and text;
a mixin of the game object."""

from __future__ import annotations

import random

from ..errors import ArgumentError
from ..kernel.arguments import check_rng, check_seat
from ..kernel.playout import StatePlayout
from ..kernel.protocol import PLAYER, setup_options
from . import codecs, hidden, saves, text
from .setup import ROUNDS, SOLO_ROUNDS
from .state import COOP, State

__all__ = ["Surfaces"]


def _state(value, function: str) -> State:
    if type(value) is not State:
        raise ArgumentError(f"{function} takes a Deep Sea State, not "
                            f"{type(value).__name__}")
    return value


class Surfaces:
    """What the kernel's tools read of a game besides its rules."""

    perfect_information = False

    def observation(self, position: State, player: int) -> State:
        """What `player` sees: hidden piles as HIDDEN, the generator and seed hidden."""
        s = _state(position, "observation")
        return hidden.observation(s, check_seat(player, s.players))

    def sample(self, observation: State, player: int, rng: random.Random) -> State:
        """A whole state `player` sees as `observation`, the hidden piles dealt by `rng`."""
        s = _state(observation, "sample")
        return hidden.sample(s, check_seat(player, s.players), check_rng(rng))

    def to_json(self, state: State) -> str:
        """The game as JSON text."""
        return saves.to_json(_state(state, "to_json"))

    def from_json(self, text: str) -> State:
        """The game `to_json` wrote; SaveFileError if damaged or against the rules."""
        return saves.from_json(text, self.content)

    def playout(self, state: State) -> StatePlayout:
        """The game from `state`, played by `apply`."""
        return StatePlayout(self, _state(state, "playout"))

    def actions(self, players: int, **options) -> codecs.ActionCodec:
        """Action ids: the answer's place in the question's list (codecs.py)."""
        setup_options(self, players, options)
        return codecs.ActionCodec(self)

    def tensors(self, players: int, **options) -> codecs.TensorCodec:
        """The observation tensor of games with these options (codecs.LAYOUT)."""
        players, _ = setup_options(self, players, options)
        return codecs.TensorCodec(players)

    def bounds(self, players: int, **options):
        """The most decisions a game takes and the returns' range."""
        players, full = setup_options(self, players, options)
        solo = full["mode"] == COOP and players == 1
        return codecs.bounds(players, SOLO_ROUNDS if solo else ROUNDS)

    def observation_string(self, state: State, player: int) -> str:
        """What `player` sees, as text (lines of at most 80 columns)."""
        s = _state(state, "observation_string")
        return text.observation_string(s, check_seat(player, s.players))

    def describe(self, state: State) -> str:
        """The whole position as text."""
        return text.describe(_state(state, "describe"))

    def chance_outcomes(self, position: State) -> tuple:
        """Deep Sea's draws are made by its seeded generator: never a chance decision."""
        _state(position, "chance_outcomes")
        return ()

    def seeded_outcome(self, position: State):
        """ArgumentError: Deep Sea never waits at a chance decision."""
        _state(position, "seeded_outcome")
        raise ArgumentError("a Deep Sea game never waits at a chance decision (its draws "
                            "are the seeded generator's)")

    def observer(self, players: int, view: str = PLAYER, recall: bool = False,
                 **options):
        """The player's own view without recall (the tensor codec and its text); None for
        any other view, which Deep Sea does not offer."""
        players, _ = setup_options(self, players, options)
        if view != PLAYER or recall is not False:
            return None
        return _Observer(self, players)


class _Observer(codecs.TensorCodec):
    """The player's view: the tensor and observation_string."""

    def __init__(self, game, players: int):
        super().__init__(players)
        self.game = game

    def string(self, position, player: int) -> str:
        """What `player` sees, as text."""
        return self.game.observation_string(position, player)
