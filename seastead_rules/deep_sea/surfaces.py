"""The protocol's names of Deep Sea beyond its rules (game.py has those): what a player
sees and states consistent with it, saves, the playout, the codecs, the bounds and text;
a mixin of the game object."""

from __future__ import annotations

import random

from ..errors import ArgumentError
from ..kernel.arguments import check_rng, check_seat
from ..kernel.playout import StatePlayout
from ..kernel.protocol import PLAYER, setup_options
from . import codecs, dealing, dealing_saves, hidden, restock, saves, text
from .dealing import Dealing
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
        """What `player` sees: hidden piles as HIDDEN, the generator and seed hidden
        (while setup deals its piles, how many items are dealt, none of them)."""
        if type(position) is Dealing:
            check_seat(player, position.players)
            return dealing.observation(position)
        s = _state(position, "observation")
        return hidden.observation(s, check_seat(player, s.players))

    def sample(self, observation: State, player: int, rng: random.Random) -> State:
        """A whole state `player` sees as `observation`, the hidden piles dealt by `rng`
        (while setup deals its piles, the items dealt so far dealt anew)."""
        if type(observation) is Dealing:
            check_seat(player, observation.players)
            return dealing.sample(observation, check_rng(rng))
        s = _state(observation, "sample")
        return hidden.sample(s, check_seat(player, s.players), check_rng(rng))

    def to_json(self, state: State) -> str:
        """The game as JSON text (dealing_saves.py while setup deals its piles)."""
        if type(state) is Dealing:
            return dealing_saves.to_json(state)
        return saves.to_json(_state(state, "to_json"))

    def from_json(self, text: str) -> State:
        """The game `to_json` wrote; SaveFileError if damaged or against the rules."""
        if dealing_saves.is_dealing_save(text):
            return dealing_saves.from_json(text, self.content)
        return saves.from_json(text, self.content)

    def playout(self, state: State) -> StatePlayout:
        """The game from `state`, played by `apply`."""
        if type(state) is not Dealing:
            _state(state, "playout")
        return StatePlayout(self, state)

    def actions(self, players: int, **options) -> codecs.ActionCodec:
        """Action ids: the answer's place in the question's list; chance outcome ids:
        the outcome's place in the deal's list (codecs.py)."""
        players, full = setup_options(self, players, options)
        return codecs.ActionCodec(self, dealing.all_outcomes(
            self._changed(full), full["scenario"], players, full["mode"]))

    def tensors(self, players: int, **options) -> codecs.TensorCodec:
        """The observation tensor of games with these options (codecs.LAYOUT)."""
        players, _ = setup_options(self, players, options)
        return codecs.TensorCodec(players)

    def bounds(self, players: int, **options):
        """The most decisions a game takes, the returns' range, and the chance decisions
        of setup's deal with explicit chance."""
        players, full = setup_options(self, players, options)
        solo = full["mode"] == COOP and players == 1
        chances = dealing.max_chance(self._changed(full), full["scenario"], players,
                                     full["mode"])
        return codecs.bounds(players, SOLO_ROUNDS if solo else ROUNDS, chances)

    def _changed(self, options: dict):
        # The content played with these options (the changes applied).
        from .content import with_changes
        return with_changes(self.content, options["changes"])

    def observation_string(self, state: State, player: int) -> str:
        """What `player` sees, as text (lines of at most 80 columns)."""
        if type(state) is Dealing:
            check_seat(player, state.players)
            return dealing.describe(state, shown=False)
        s = _state(state, "observation_string")
        return text.observation_string(s, check_seat(player, s.players))

    def describe(self, state: State) -> str:
        """The whole position as text."""
        if type(state) is Dealing:
            return dealing.describe(state)
        return text.describe(_state(state, "describe"))

    def chance_outcomes(self, position: State) -> tuple:
        """((outcome, probability), ...) at a chance decision (explicit chance): while
        setup deals its piles, each item not dealt yet of the pile dealt, by its copies
        left (a Deal); when the discard pile becomes the new supply, each token of it not
        dealt yet (a Pick, restock.py); () elsewhere."""
        if type(position) is Dealing:
            return dealing.chance_outcomes(position)
        if restock.pending(_state(position, "chance_outcomes")) is not None:
            return restock.outcomes(position)
        return ()

    def seeded_outcome(self, position: State):
        """The item normal play's draw deals next; ArgumentError where no chance
        decision is pending."""
        if type(position) is State and position.rng >= 0 and \
                restock.pending(position) is not None:
            return restock.seeded_pick(position)
        if type(position) is not Dealing or position.observed:
            raise ArgumentError("seeded_outcome: no chance decision is pending at this "
                                "position (only a game set up with chance='explicit' "
                                "stops at one: setup's piles, a new supply of tokens)")
        return dealing.seeded_outcome(position)

    def chance_history(self, position) -> tuple:
        """The chance outcomes that lead to `position` with its players' actions: those
        dealt so far while it is dealt; for a game set up, the deal normal play makes from
        its seed (for a game dealt otherwise or sampled, a deal that need not be its
        own), then the tokens its chance decisions dealt since (State.chance)."""
        if type(position) is Dealing:
            return dealing.chance_history(position)
        s = _state(position, "chance_history")
        return dealing.seeded_deal(s) + tuple(dealing.Deal(restock.PILE, token)
                                              for token in s.chance or ())

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
