"""Seastead as a game of the kernel (kernel/protocol.py): the public API of the library
under the protocol's names, so the kernel's environments, bots, arena, records and
state machine play it as they play any game.

    from seastead_rules.game import SEASTEAD
    state = SEASTEAD.setup(7, 2, sides="BBBB")       # two players; 1 player is solo

`SeasteadGame(content)` plays other content (cards of your own); `SEASTEAD` plays the
shipped content. `SeasteadGame(log=False)` sets up games that keep no log (as
`new_game(log=False)`: for simulations and the AI environments). Options: sides,
specialists, decree ('' for none); one player is the solo mode against the Boss
(rulebook pp. 14-15)."""

from __future__ import annotations

import random

from . import (
    Playout,
    apply,
    from_json,
    legal_actions,
    load_content,
    new_game,
    observation,
    sample_state,
    score_sheet,
    to_json,
)
from .engine import dealing
from .engine.dealing import Dealing
from .engine.dealing_playout import DealingPlayout
from .engine.observe import is_observation
from .engine.setup import MODES
from .errors import ArgumentError
from .kernel.arguments import check_position, check_seat, check_type
from .kernel.protocol import EXPLICIT, PLAYER, Bounds, chance_mode, setup_options
from .model.content import Content
from .model.state import Position, State
from .saves import dealing as dealing_saves
from .saves.invariants import check_invariants
from .text.render import render

__all__ = ["SeasteadGame", "SeasteadTensors", "SEASTEAD", "MAX_GAME_LENGTH", "players_of"]

# The most decisions a game takes (OpenSpiel's bound; games take about 130).
MAX_GAME_LENGTH = 1000


def players_of(mode) -> int:
    """The players of a game of `mode` ("duel": 2, "solo": 1); ArgumentError otherwise."""
    if not isinstance(mode, str) or mode not in MODES:
        raise ArgumentError(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
    return 1 if mode == "solo" else 2


class SeasteadGame:
    """Seastead under the kernel's protocol, with one content set (the shipped one by
    default)."""

    name = "seastead"
    min_players, max_players, default_players = 1, 2, 2
    options = {"sides": "AAAA", "specialists": "A", "decree": ""}

    def __init__(self, content=None, log: bool = True):
        if content is not None:
            check_type(content, Content, "content", "a Content (from load_content) or None")
        self._content = content
        self._tensors = None
        self.log = check_type(log, bool, "log", "True or False")

    @property
    def content(self):
        """The content played (the shipped content, loaded at first use, by default)."""
        if self._content is None:
            self._content = load_content()
        return self._content

    def __repr__(self) -> str:
        log = "" if self.log else ", log=False"
        return f"SeasteadGame(<content {self.content.hash}>{log})"

    # ---- play ----------------------------------------------------------------------
    def setup(self, seed: int, players: int = 2, chance: str = "seeded", sides: str = "AAAA",
              specialists: str = "A", decree: str = ""):
        """A new game (players 1: the solo mode); with no log if the game was made so. With
        `chance="explicit"` setup deals its piles as chance decisions (engine/dealing.py):
        a Dealing until every pile is dealt."""
        explicit = chance_mode(chance) == EXPLICIT
        players, _ = setup_options(self, players, dict(sides=sides, specialists=specialists,
                                                       decree=decree))
        return (dealing.deal if explicit else new_game)(
            seed, sides=sides, specialists=specialists, decree=decree or None,
            content=self.content, mode="solo" if players == 1 else "duel", log=self.log)

    def to_move(self, position) -> int:
        """The player to decide now; -1 when the game is over."""
        try:
            return position.to_move
        except AttributeError:          # checked only when it fails: no cost to a game
            _position(position, "to_move")
            raise

    def legal_actions(self, position) -> tuple:
        """The legal actions of the player to move (while the piles are dealt, the chance
        outcomes)."""
        if type(position) is Dealing:
            return tuple(o for o, _ in dealing.chance_outcomes(position))
        return legal_actions(position)

    def apply(self, state, action):
        """The state after `action` (IllegalAction, state unchanged, if not legal)."""
        if type(state) is Dealing:
            return dealing.resolve(state, action)
        return apply(state, action)

    def is_over(self, position) -> bool:
        """Whether the game has ended."""
        try:
            return position.over
        except AttributeError:          # checked only when it fails: no cost to a game
            _position(position, "is_over")
            raise

    def chance_outcomes(self, position) -> tuple:
        """((Deal, probability), ...) while setup deals its piles (explicit chance): each
        card not dealt yet of the pile dealt, equally likely; () elsewhere (normal play
        never stops at a chance decision)."""
        if type(position) is Dealing:
            return dealing.chance_outcomes(position)
        _position(position, "chance_outcomes")
        return ()

    def seeded_outcome(self, position):
        """The card normal play's shuffle deals next; ArgumentError where no chance
        decision is pending."""
        if type(position) is not Dealing or position.observed:
            raise ArgumentError("seeded_outcome: no chance decision is pending at this "
                                "position (only a game set up with chance='explicit' "
                                "stops at one, while its piles are dealt)")
        return dealing.seeded_outcome(position)

    def chance_history(self, position) -> tuple:
        """The chance outcomes that lead to `position` with its players' actions: those
        dealt so far while it is dealt; for a game set up, the deal normal play makes from
        its seed (`dealing.seeded_deal`: for a game set up by normal play, its own deal;
        for one dealt otherwise or sampled, which cards were dealt where is not kept)."""
        if type(position) is Dealing:
            return dealing.chance_history(position)
        _position(position, "chance_history")
        return dealing.seeded_deal(position)

    def returns(self, position) -> tuple:
        """1 for the winner, -1 for the loser, 0 each for a shared victory (solo: the
        player's result against the Boss); all 0 before the end."""
        _position(position, "returns")
        players = 1 if position.solo else 2
        if not position.over or type(position) is Dealing:
            return (0.0,) * players
        winner = score_sheet(position).winner
        return tuple(0.0 if winner is None else (1.0 if winner == p else -1.0)
                     for p in range(players))

    # ---- information ---------------------------------------------------------------
    def observation(self, position, player: int):
        """What `player` sees (a playout's position is frozen first; an observation is
        what its player sees already)."""
        if type(position) is Dealing:
            return dealing.observation(position)
        if isinstance(position, State):
            return position if is_observation(position) else observation(position, player)
        return observation(Playout(position).freeze(), player)

    def sample(self, observation, player: int, rng: random.Random):
        """A full state consistent with what `player` sees."""
        if type(observation) is Dealing:
            return dealing.sample(dealing.observation(observation), rng)
        return sample_state(observation, player, rng)

    def observation_string(self, state, player: int) -> str:
        """What `player` sees, as text."""
        if type(state) is Dealing:
            check_seat(player, 1 if state.solo else 2)
            return dealing.describe(state, shown=False)
        from .ai.encode import observation_string
        return observation_string(state, player)

    def describe(self, state) -> str:
        """The position as plain text."""
        _position(state, "describe")
        return dealing.describe(state) if type(state) is Dealing else render(state)

    # ---- checks and saves ----------------------------------------------------------
    def check(self, state) -> None:
        """AssertionError (InvariantError) if an invariant of the game is broken."""
        if type(state) is Dealing:
            dealing.check(state)
            return
        check_invariants(state)

    def to_json(self, state) -> str:
        """The state as JSON text (docs/saving.md)."""
        return dealing_saves.to_json(state) if type(state) is Dealing else to_json(state)

    def from_json(self, text: str):
        """The state a save holds; SaveFileError if it is damaged or breaks a rule."""
        if dealing_saves.is_dealing_save(text):
            return dealing_saves.from_json(text, self.content)
        return from_json(text, self.content)

    def playout(self, state):
        """The game played in place (engine/playout.py; while the piles are dealt,
        engine/dealing_playout.py)."""
        return DealingPlayout(state) if type(state) is Dealing else Playout(state)

    # ---- codecs --------------------------------------------------------------------
    def actions(self, players: int = 2, **options):
        """The action space of this content (the same for every option)."""
        from .ai.action_space import action_space
        setup_options(self, players, options)
        return action_space(self.content)

    def tensors(self, players: int = 2, **options):
        """The observation tensor of this content (the 'ai' extra: numpy)."""
        setup_options(self, players, options)
        if self._tensors is None:
            self._tensors = SeasteadTensors(self.content)
        return self._tensors

    def observer(self, players: int = 2, view: str = PLAYER, recall: bool = False,
                 **options):
        """The player's own view (the observation tensor and string); None for the
        others."""
        if view != PLAYER or recall:
            return None
        return self.tensors(players)

    def bounds(self, players: int = 2, **options):
        """A game takes at most MAX_GAME_LENGTH decisions, and with explicit chance as
        many chance decisions as its deal; returns -1 to 1, summing to 0 with two
        players."""
        players, options = setup_options(self, players, options)
        chances = dealing.max_chance(self.content, options["sides"], options["specialists"],
                                     options["decree"] or None, players == 1)
        return Bounds(MAX_GAME_LENGTH, -1.0, 1.0, 0.0 if players == 2 else None,
                      max_chance=chances)


class SeasteadTensors:
    """The observation tensor of one content set (ai/tensor.py), under the kernel's
    TensorCodec names: `shape`, `write(position, player)`, `writer(player)` (a writer
    that rewrites only what changed since the position it saw last, ai/writer.py)."""

    def __init__(self, content):
        from .ai.tensor import tensor_layout
        self.layout = tensor_layout(content)
        self.shape = (self.layout.size,)

    def write(self, position, player: int):
        """What `player` sees at `position`, as a new numpy float32 array (all 0 while
        the piles are dealt: nothing is seen yet)."""
        if type(position) is Dealing:
            from .ai.unseen import unseen
            return unseen(self.shape, position, player)
        from .ai.encode import observation_tensor
        return observation_tensor(position, player)

    def string(self, position, player: int) -> str:
        """What `player` sees at `position`, as text."""
        if type(position) is Dealing:
            return SEASTEAD.observation_string(position, player)
        from .ai.encode import observation_string
        return observation_string(position, player)

    def writer(self, player: int):
        """A writer of `player`'s tensors for the successive positions of games."""
        from .ai.unseen import DealtWriter
        from .ai.writer import TensorWriter
        return DealtWriter(TensorWriter(self.layout, check_seat(player, 2)), self.shape)


def _position(value, function: str) -> None:
    """ArgumentError unless `value` is a State, a playout's position or a Dealing."""
    if type(value) is Dealing:
        return
    check_position(value, Position, function, "a State or a playout's position")


SEASTEAD = SeasteadGame()
