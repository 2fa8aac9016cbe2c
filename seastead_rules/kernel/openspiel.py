"""Any game of the protocol as an OpenSpiel Python game, registered by name.

    import pyspiel
    from seastead_rules.kernel.openspiel import register

    name = register(GAME)                # "python_liars_dice"
    game = pyspiel.load_game(name, {"players": 3})
    state = game.new_initial_state()     # a chance node: the game's seed

Parameters: the game's options, `players`, and `seeds` (how many seeds the chance node
draws from); a subclass of `KernelSpielGame` may name them otherwise (`parameters`,
`configure`) and be registered with `register_class`. The game has one chance node, at
the start, which picks the seed; every later random event follows from the seed kept in
the state, unseen by the players.
Actions are the ids of the game's action codec; the observation tensor is the game's
tensor codec (also given as the information-state tensor, which is so not of perfect
recall), the observation string the game's; the information-state string adds every
action played since the seed (`history_string`: a subclass may hide the actions a player
did not see). Returns are the
game's, in its bounds. `state.resample_from_infostate(player, sampler)` deals what that
player cannot see anew (`game.sample`). `state.serialize()` and
`game.deserialize_state(text)` write and read plain text, never a pickle
(`openspiel_text`).
"""

from __future__ import annotations

from ..errors import ArgumentError, IllegalAction, SaveFileError
from ..extras import need
from .arguments import check_int, check_is_game, check_seat, check_type, shown

need("ai", "numpy", "pyspiel")

import pyspiel  # noqa: E402

from .openspiel_observer import KernelObserver, random_from  # noqa: E402
from .openspiel_text import FORMAT, Held, Replay, deserialize, serialize  # noqa: E402
from .protocol import setup_options  # noqa: E402

__all__ = ["register", "register_class", "KernelSpielGame", "KernelSpielState",
           "KernelObserver", "SEEDS"]

SEEDS = 1 << 16
"""The seeds the chance node draws from, unless the `seeds` parameter says otherwise."""
MAX_SEEDS = 1 << 20
"""The most seeds the `seeds` parameter may name (the chance node lists them all)."""


def _game_type(cls, total) -> pyspiel.GameType:
    game = cls.kernel_game
    Utility = pyspiel.GameType.Utility
    utility = Utility.GENERAL_SUM if total is None else (
        Utility.ZERO_SUM if total == 0 else Utility.CONSTANT_SUM)
    return pyspiel.GameType(
        short_name=cls.short_name,
        long_name=cls.long_name or f"Python {game.name} (seastead_rules kernel)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=utility, reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players, min_num_players=game.min_players,
        provides_information_state_string=True, provides_information_state_tensor=True,
        provides_observation_string=True, provides_observation_tensor=True,
        parameter_specification=cls.parameters())


def register(game, short_name: str | None = None) -> str:
    """Register `game` with OpenSpiel (as `python_<name>` unless named); its name for
    `pyspiel.load_game`. Registering the same game again changes nothing."""
    check_is_game(game)
    if short_name is not None:
        check_type(short_name, str, "short_name", "a name for pyspiel.load_game or None")
    short_name = short_name or f"python_{game.name}"
    if short_name in pyspiel.registered_names():
        return short_name
    return register_class(type(f"{type(game).__name__}SpielGame", (KernelSpielGame,),
                               {"kernel_game": game, "short_name": short_name,
                                "__doc__": f"{game.name} as an OpenSpiel game."}))


def register_class(cls) -> str:
    """Register a subclass of KernelSpielGame (its `kernel_game` and `short_name` set)
    with OpenSpiel; its name for `pyspiel.load_game`. Again, it changes nothing."""
    if not (isinstance(cls, type) and issubclass(cls, KernelSpielGame)) or \
            cls.kernel_game is None:
        raise ArgumentError(f"cls must be a subclass of KernelSpielGame with its kernel_game "
                            f"and short_name set, not {shown(cls)}")
    if cls.short_name not in pyspiel.registered_names():
        game = cls.kernel_game
        pyspiel.register_game(_game_type(cls, game.bounds(game.default_players).return_sum),
                              cls)
    return cls.short_name


class KernelSpielGame(pyspiel.Game):
    """A kernel game with its parameters (see the module's docstring); `register` makes
    one subclass per game. A subclass may rename the parameters (`parameters` and
    `configure`), name its text format (`text_format`), check a save further
    (`check_saved`) and write the actions of an information state its own way
    (`history_string`)."""

    kernel_game = None
    short_name = ""
    long_name = None
    text_format = FORMAT

    @classmethod
    def parameters(cls) -> dict:
        """The OpenSpiel parameters with their defaults: the game's options, `players`
        and `seeds`."""
        game = cls.kernel_game
        return {**game.options, "players": game.default_players, "seeds": SEEDS}

    def configure(self, params: dict) -> tuple:
        """(the kernel game, players, options) that `params` (every parameter given)
        ask for."""
        game = self.kernel_game
        options = {key: params[key] for key in game.options}
        return (game, *setup_options(game, int(params["players"]), options))

    def __init__(self, params=None):
        params = {**self.parameters(), **(params or {})}
        self.seeds = check_int(params["seeds"], "seeds", 1, MAX_SEEDS)
        self.kernel_game, self.players, self.options = self.configure(params)
        game = self.kernel_game
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
        super().__init__(_game_type(type(self), bounds.return_sum), info, params)

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

    def accepted_names(self) -> tuple:
        """The game names a serialized state of this game may carry: its own."""
        return (str(self),)

    def check_saved(self, state) -> None:
        """SaveFileError unless the game's `state` (from a serialized state's save) is a
        position of this game: as many players, one of them to move."""
        kernel, players = self.kernel_game, self.players
        if len(kernel.returns(state)) != players:
            raise SaveFileError(f"the saved state is not a game of {players} players")
        if not kernel.is_over(state) and kernel.to_move(state) not in range(players):
            raise SaveFileError(f"the saved state asks player {kernel.to_move(state)}, not "
                                f"a player of this game")

    def history_string(self, state, player: int) -> str:
        """The actions played in `state` since the seed, as `player`'s information-state
        string gives them: their ids."""
        check_type(state, KernelSpielState, "state", "a state of this OpenSpiel game")
        check_seat(player, self.players)
        return " ".join(str(a) for a in state.history()[1:])


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
            legal = self._legal()
            if action not in legal:
                raise IllegalAction(f"action {action} is not legal now (the legal actions: "
                                    f"{sorted(legal)[:20]})")
            self._held = Held(held.game, held.game.apply(held.state, legal[action]),
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
        player_id = check_seat(player_id, game.num_players(), "player_id")
        rng = random_from(probability_sampler)
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
