"""Seastead as an OpenSpiel Python game: importing this module registers `python_seastead`.

    import pyspiel
    import seastead_rules.ai.openspiel  # noqa: F401  (registers the game)

    game = pyspiel.load_game("python_seastead", {"sides": "AAAA", "specialists": "A"})
    state = game.new_initial_state()     # a chance node: the game's seed

Parameters: `sides` (four letters A or B), `specialists` ("A" or "AB"), `mode` ("duel"
or "solo": one player against the Boss), `decree` (the initial decree's name, or "" for
one drawn), `seeds` (how many seeds the chance node draws from) and `extra` (a .sea file
or a folder of them added to the shipped content, their cards and sides replacing those
of the same name, as `seastead play --extra PATH --replace`; "" for none). The game has one
chance node, at the start, which picks the seed; every later shuffle follows from the
seed, unseen by the players (docs/ai.md argues this model). Actions are the indices of
`seastead_rules.ai.encode`; observation and information-state tensors and strings come
through OpenSpiel's observer API. Returns: 1 for a win, -1 for a loss, 0 for a tie.
`state.resample_from_infostate(player, sampler)` deals what that player cannot see
anew (`seastead_rules.sample_state`), for information-set searches.
`state.serialize()` and `game.deserialize_state(text)` write and read plain text, never
a pickle (`seastead_rules.ai.openspiel_text`).
"""

from __future__ import annotations

import random

from ..extras import need

need("ai", "numpy", "pyspiel")

import numpy as np  # noqa: E402
import pyspiel  # noqa: E402

from .. import (  # noqa: E402
    apply,
    new_game,
    sample_state,
    score_sheet,
)
from ..hidden_cards import seen_dive_cards  # noqa: E402
from .action_space import action_space  # noqa: E402
from .encode import observation_string  # noqa: E402
from .openspiel_text import Held, Replay, content_with, deserialize, serialize  # noqa: E402
from .tensor import tensor_layout  # noqa: E402

__all__ = ["SeasteadGame", "SeasteadState", "SeasteadObserver", "MAX_GAME_LENGTH"]

# A bound on the number of decisions in a game (random games take about 130, and none
# of thousands took more than 200).
MAX_GAME_LENGTH = 1000
_DEFAULTS = {"sides": "AAAA", "specialists": "A", "mode": "duel", "decree": "",
             "seeds": 1 << 16, "extra": ""}


def _game_type(players: int) -> pyspiel.GameType:
    return pyspiel.GameType(
        short_name="python_seastead", long_name="Python Seastead",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=(pyspiel.GameType.Utility.ZERO_SUM if players == 2
                 else pyspiel.GameType.Utility.GENERAL_SUM),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=2, min_num_players=1,
        provides_information_state_string=True, provides_information_state_tensor=True,
        provides_observation_string=True, provides_observation_tensor=True,
        parameter_specification=dict(_DEFAULTS))


class SeasteadGame(pyspiel.Game):
    """The game with its parameters: see the module's docstring."""

    def __init__(self, params=None):
        params = {**_DEFAULTS, **(params or {})}
        self.options = dict(sides=params["sides"], specialists=params["specialists"],
                            mode=params["mode"], decree=params["decree"] or None)
        self.seeds = int(params["seeds"])
        if self.seeds < 1:
            raise ValueError(f"seeds must be at least 1, not {self.seeds}")
        self.content = content_with(params["extra"])
        new_game(seed=0, log=False, content=self.content, **self.options)   # checks them
        self.space = action_space(self.content)
        self.layout = tensor_layout(self.content)
        players = 1 if self.options["mode"] == "solo" else 2
        info = pyspiel.GameInfo(
            num_distinct_actions=self.space.size, max_chance_outcomes=self.seeds,
            num_players=players, min_utility=-1.0, max_utility=1.0,
            utility_sum=0.0 if players == 2 else None, max_game_length=MAX_GAME_LENGTH)
        super().__init__(_game_type(players), info, params)

    def new_initial_state(self):
        """The start: a chance node that picks the seed."""
        return SeasteadState(self)

    def deserialize_state(self, text):
        """The state that `state.serialize()` wrote: plain text, only parsed (never
        unpickled); SaveFileError if it is damaged or of another game."""
        return deserialize(self, text)

    def make_py_observer(self, iig_obs_type=None, params=None):
        """The observer of observations (default) or information states
        (`perfect_recall=True`)."""
        return SeasteadObserver(self, iig_obs_type, params)


def _random_from(sampler) -> random.Random:
    """A `random.Random` seeded by one draw from `sampler`: OpenSpiel's probability
    sampler (a callable giving a number in [0, 1)), any such callable, or a
    `random.Random`."""
    draw = sampler.random if isinstance(sampler, random.Random) else sampler
    if not callable(draw):
        raise TypeError(f"resample_from_infostate needs a probability sampler (a callable "
                        f"giving a number in [0, 1)) or a random.Random, not "
                        f"{type(sampler).__name__}")
    u = float(draw())
    if not 0.0 <= u <= 1.0:
        raise ValueError(f"the probability sampler gave {u}, not a number in [0, 1)")
    return random.Random(int(u * (1 << 53)))


class SeasteadState(pyspiel.State):
    """A position of the game, or the chance node before it."""

    def __init__(self, game):
        super().__init__(game)
        self._held = None

    @property
    def game_state(self):
        """The seastead State (None at the chance node)."""
        return self._held.state if self._held is not None else None

    def current_player(self):
        """The player to decide, CHANCE before the seed is drawn, TERMINAL at the end."""
        if self._held is None:
            return pyspiel.PlayerId.CHANCE
        state = self._held.state
        return pyspiel.PlayerId.TERMINAL if state.over else state.to_move

    def _legal(self) -> dict:
        held = self._held
        if held.legal is None:
            from .. import legal_actions
            actions = legal_actions(held.state)
            space = self.get_game().space
            held.legal = dict(zip(space.indices(held.state, actions), actions))
        return held.legal

    def _legal_actions(self, player):
        if self._held is None or player != self._held.state.to_move:
            return []
        return sorted(self._legal())

    def chance_outcomes(self):
        """Every seed of the range, equally likely."""
        n = self.get_game().seeds
        return [(seed, 1.0 / n) for seed in range(n)]

    def _apply_action(self, action):
        game = self.get_game()
        if self._held is None:
            self._held = Held(new_game(seed=int(action), log=False, content=game.content,
                                        **game.options))
        elif type(self._held) is Replay:
            self._held.at += 1
        else:
            held = self._held
            self._held = Held(apply(held.state, self._legal()[action]), held.dealt)

    def resample_from_infostate(self, player_id, probability_sampler):
        """A state of this game at the same point that looks to `player_id` exactly like
        this one: the cards that player has not seen are dealt anew by
        `seastead_rules.sample_state`, and everything they see is kept, so the
        information-state string and tensor and the observation for `player_id` are
        the same. The other player's hidden cards and the deck orders differ.

        Randomness: one number is drawn from `probability_sampler` (OpenSpiel's
        `UniformProbabilitySampler`, any callable giving a number `u` in [0, 1), or a
        `random.Random`, whose `random()` is used), and `random.Random(int(u * 2**53))`
        deals the cards, so the same draw gives the same state.

        The history is this state's, except its first entry, the seed: it is drawn anew
        from `range(seeds)` by that generator, so the true seed does not leak. The cards
        are dealt directly, not from that seed, so replaying `history()` from the start
        gives another game. At the chance node (nothing dealt yet) it gives a copy.
        """
        game = self.get_game()
        if not 0 <= player_id < game.num_players():
            raise ValueError(f"player_id must be a player of this game "
                             f"(0 to {game.num_players() - 1}), not {player_id!r}")
        rng = _random_from(probability_sampler)
        if self._held is None:
            return self.clone()
        sampled = sample_state(self._held.state, player_id, rng)
        steps = self.full_history()
        out = game.new_initial_state()
        out._held = Replay([step.player for step in steps])
        out.apply_action(rng.randrange(game.seeds))
        for step in steps[1:]:
            out.apply_action(step.action)
        out._held = Held(sampled, dealt=True)
        return out

    def _action_to_string(self, player, action):
        if player == pyspiel.PlayerId.CHANCE:
            return f"seed {action}"
        return self.get_game().space.describe(action)

    def is_terminal(self):
        """Whether the game is over."""
        return self._held is not None and self._held.state.over

    def returns(self):
        """1 for the winner, -1 for the loser, 0 each for a tie (0 until the end)."""
        n = self.get_game().num_players()
        if not self.is_terminal():
            return [0.0] * n
        winner = score_sheet(self._held.state).winner
        return [0.0 if winner is None else (1.0 if winner == p else -1.0) for p in range(n)]

    def serialize(self):
        """This state as plain text lines (the actions since the seed; the save of a
        resampled state), for `game.deserialize_state`: see `openspiel_text`."""
        return serialize(self)

    def __str__(self):
        if self._held is None:
            return "the seed is not drawn yet"
        from ..render import render
        return render(self._held.state)


class SeasteadObserver:
    """OpenSpiel's observer for Seastead: the tensor of `seastead_rules.ai.encode` (the
    same for observations and information states), and as strings the observation, or
    for an information state the actions played so far and the observation."""

    def __init__(self, game, iig_obs_type, params):
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        self.layout, self.space = game.layout, game.space
        self.recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        self.tensor = np.zeros(self.layout.size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state, player):
        """The tensor of what `player` sees in `state`."""
        self.tensor.fill(0.0)
        if state.game_state is not None:
            self.layout.fill(state.game_state, player, self.tensor)

    def string_from(self, state, player):
        """What `player` sees in `state` (and, for an information state, every action
        played since the seed), as text."""
        if state.game_state is None:
            return "the seed is not drawn yet"
        seen = observation_string(state.game_state, player)
        if not self.recall:
            return seen
        # An answer naming a dive card the player cannot see (one the other player
        # looked at or keeps) reads '?', as in the observation's log.
        shown, space = seen_dive_cards(state.game_state, player), self.space

        def named(action: int) -> str:
            card = space.card_of(action)
            return "?" if card is not None and card not in shown else str(action)

        moves = " ".join(map(named, state.history()[1:]))
        return f"player {player}; actions {moves}\n{seen}"


pyspiel.register_game(_game_type(2), SeasteadGame)
