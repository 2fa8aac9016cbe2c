"""Any game of the protocol as an OpenSpiel Python game, registered by name.

    import pyspiel
    from seastead_rules.kernel.openspiel import register

    name = register(GAME)                # "python_liars_dice"
    game = pyspiel.load_game(name, {"players": 3})
    state = game.new_initial_state()     # a chance node: the game's seed

Parameters: the game's options, `players`, and `seeds` (how many seeds the chance node
draws from). The game has one chance node, at the start, which picks the seed; every
later random event follows from the seed kept in the state, unseen by the players.
Actions are the ids of the game's action codec; the observation tensor is the game's
tensor codec (also given as the information-state tensor, which is so not of perfect
recall), the observation string the game's; the information-state string adds every
action played since the seed (so a game's actions must be public). Returns are the
game's, in its bounds. `state.resample_from_infostate(player, sampler)` deals what that
player cannot see anew (`game.sample`). `state.serialize()` and
`game.deserialize_state(text)` write and read plain text, never a pickle
(`openspiel_text`).
"""

from __future__ import annotations

import random

from ..extras import need

need("ai", "numpy", "pyspiel")

import numpy as np  # noqa: E402
import pyspiel  # noqa: E402

from .openspiel_text import Held, Replay, deserialize, serialize  # noqa: E402
from .protocol import setup_options  # noqa: E402

__all__ = ["register", "KernelSpielGame", "KernelSpielState", "KernelObserver", "SEEDS"]

SEEDS = 1 << 16
"""The seeds the chance node draws from, unless the `seeds` parameter says otherwise."""


def _game_type(game, short_name: str, players: int, total) -> pyspiel.GameType:
    Utility = pyspiel.GameType.Utility
    utility = Utility.GENERAL_SUM if total is None else (
        Utility.ZERO_SUM if total == 0 else Utility.CONSTANT_SUM)
    return pyspiel.GameType(
        short_name=short_name, long_name=f"Python {game.name} (seastead_rules kernel)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=utility, reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players, min_num_players=game.min_players,
        provides_information_state_string=True, provides_information_state_tensor=True,
        provides_observation_string=True, provides_observation_tensor=True,
        parameter_specification={**game.options, "players": game.default_players,
                                 "seeds": SEEDS})


def register(game, short_name: str | None = None) -> str:
    """Register `game` with OpenSpiel (as `python_<name>` unless named); its name for
    `pyspiel.load_game`. Registering the same game again changes nothing."""
    short_name = short_name or f"python_{game.name}"
    if short_name in pyspiel.registered_names():
        return short_name
    cls = type(f"{type(game).__name__}SpielGame", (KernelSpielGame,),
               {"kernel_game": game, "short_name": short_name,
                "__doc__": f"{game.name} as an OpenSpiel game."})
    players = game.default_players
    total = game.bounds(players).return_sum
    pyspiel.register_game(_game_type(game, short_name, players, total), cls)
    return short_name


class KernelSpielGame(pyspiel.Game):
    """A kernel game with its parameters (see the module's docstring); `register` makes
    one subclass per game."""

    kernel_game = None
    short_name = ""

    def __init__(self, params=None):
        game = self.kernel_game
        params = {**game.options, "players": game.default_players, "seeds": SEEDS,
                  **(params or {})}
        options = {key: params[key] for key in game.options}
        self.players, self.options = setup_options(game, int(params["players"]), options)
        self.seeds = int(params["seeds"])
        if self.seeds < 1:
            raise ValueError(f"seeds must be at least 1, not {self.seeds}")
        game.setup(0, self.players, **self.options)          # checks the options
        self.space = game.actions(self.players, **self.options)
        self.tensors = game.tensors(self.players, **self.options)
        bounds = game.bounds(self.players, **self.options)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.space.size, max_chance_outcomes=self.seeds,
            num_players=self.players, min_utility=float(bounds.min_return),
            max_utility=float(bounds.max_return),
            utility_sum=None if bounds.return_sum is None else float(bounds.return_sum),
            max_game_length=bounds.max_length + 1)
        super().__init__(_game_type(game, self.short_name, self.players, bounds.return_sum),
                         info, params)

    def new_initial_state(self):
        """The start: a chance node that picks the seed."""
        return KernelSpielState(self)

    def deserialize_state(self, text):
        """The state that `state.serialize()` wrote: plain text, only parsed (never
        unpickled); SaveFileError if it is damaged or of another game."""
        return deserialize(self, text)

    def make_py_observer(self, iig_obs_type=None, params=None):
        """The observer of observations (default) or information states
        (`perfect_recall=True`)."""
        return KernelObserver(self, iig_obs_type, params)


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


class KernelSpielState(pyspiel.State):
    """A position of the game, or the chance node before it."""

    def __init__(self, game):
        super().__init__(game)
        self._held = None

    @property
    def game_state(self):
        """The kernel game's State (None at the chance node)."""
        held = self._held
        return held.state if isinstance(held, Held) else None

    def current_player(self):
        """The player to decide, CHANCE before the seed is drawn, TERMINAL at the end."""
        held = self._held
        if held is None:
            return pyspiel.PlayerId.CHANCE
        if type(held) is Replay:
            return held.to_move
        mover = held.game.to_move(held.state)
        return pyspiel.PlayerId.TERMINAL if mover == -1 else mover

    def _legal(self) -> dict:
        held = self._held
        if held.legal is None:
            indices, actions = self.get_game().space.legal(held.state)
            held.legal = dict(zip(indices, actions))
        return held.legal

    def _legal_actions(self, player):
        held = self._held
        if not isinstance(held, Held) or player != held.game.to_move(held.state):
            return []
        return sorted(self._legal())

    def chance_outcomes(self):
        """Every seed of the range, equally likely."""
        n = self.get_game().seeds
        return [(seed, 1.0 / n) for seed in range(n)]

    def _apply_action(self, action):
        game = self.get_game()
        held = self._held
        if held is None:
            kernel = game.kernel_game
            self._held = Held(kernel, kernel.setup(int(action), game.players, **game.options))
        elif type(held) is Replay:
            held.at += 1
        else:
            self._held = Held(held.game, held.game.apply(held.state, self._legal()[action]),
                              held.dealt)

    def resample_from_infostate(self, player_id, probability_sampler):
        """A state of this game at the same point that looks to `player_id` exactly like
        this one: what that player has not seen is dealt anew by the game's `sample`, so
        the information-state string and tensor and the observation for `player_id` are
        the same. One number is drawn from `probability_sampler` (OpenSpiel's sampler,
        any callable giving a number in [0, 1), or a `random.Random`) and seeds the
        dealing. The history is this state's except its first entry, the seed, drawn
        anew so the true seed does not leak; replaying it gives another game. At the
        chance node it gives a copy."""
        game = self.get_game()
        if not 0 <= player_id < game.num_players():
            raise ValueError(f"player_id must be a player of this game "
                             f"(0 to {game.num_players() - 1}), not {player_id!r}")
        rng = _random_from(probability_sampler)
        held = self._held
        if held is None:
            return self.clone()
        seen = held.game.observation(held.state, player_id)
        sampled = held.game.sample(seen, player_id, rng)
        steps = self.full_history()
        out = game.new_initial_state()
        out._held = Replay([step.player for step in steps])
        out.apply_action(rng.randrange(game.seeds))
        for step in steps[1:]:
            out.apply_action(step.action)
        out._held = Held(held.game, sampled, dealt=True)
        return out

    def _action_to_string(self, player, action):
        if player == pyspiel.PlayerId.CHANCE:
            return f"seed {action}"
        return self.get_game().space.describe(action)

    def is_terminal(self):
        """Whether the game is over."""
        held = self._held
        return isinstance(held, Held) and held.game.is_over(held.state)

    def returns(self):
        """The game's returns at the end (0 each before)."""
        held = self._held
        if not isinstance(held, Held):
            return [0.0] * self.get_game().num_players()
        return [float(r) for r in held.game.returns(held.state)]

    def serialize(self):
        """This state as plain text lines (see `openspiel_text`)."""
        return serialize(self)

    def __str__(self):
        held = self._held
        if not isinstance(held, Held):
            return "the seed is not drawn yet"
        return held.game.describe(held.state)


class KernelObserver:
    """OpenSpiel's observer for a kernel game: the game's tensor (the same for
    observations and information states), and as strings the observation, or for an
    information state the actions played so far and the observation."""

    def __init__(self, game, iig_obs_type, params):
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        self.codec = game.tensors
        self.recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        shape = tuple(self.codec.shape)
        self.tensor = np.zeros(int(np.prod(shape)), np.float32)
        self.dict = {"observation": self.tensor.reshape(shape)}

    def set_from(self, state, player):
        """The tensor of what `player` sees in `state`."""
        if state.game_state is None:
            self.tensor.fill(0.0)
        else:
            self.tensor[:] = self.codec.write(state.game_state, player).reshape(-1)

    def string_from(self, state, player):
        """What `player` sees in `state` (and, for an information state, every action
        played since the seed), as text."""
        held = state._held
        if not isinstance(held, Held):
            return "the seed is not drawn yet"
        seen = held.game.observation_string(held.state, player)
        if not self.recall:
            return seen
        moves = " ".join(str(a) for a in state.history()[1:])
        return f"player {player}; actions {moves}\n{seen}"
