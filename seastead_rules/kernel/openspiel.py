"""Any game of the protocol as an OpenSpiel Python game, registered by name.

    import pyspiel
    from seastead_rules.kernel.openspiel import register

    name = register(GAME)                # "python_liars_dice"
    game = pyspiel.load_game(name, {"players": 3})
    state = game.new_initial_state()     # the game set up with explicit chance

Parameters: the game's options and `players`; a subclass of `KernelSpielGame` may name
them otherwise (`parameters`, `configure`) and be registered with `register_class`. The
game is set up with explicit chance, so OpenSpiel's chance nodes are the game's own
chance decisions (a die rolled, a card drawn), with their true distribution
(`chance_outcomes`, the game's exact probabilities as floats); chance outcome ids are
the action codec's. Actions are the codec's ids. Observations and information states
come from the game's observers (`game.observer`): the public view, a player's own view
and, where the game offers it, everything (`openspiel_observer`). Returns are the
game's, in its bounds. `state.resample_from_infostate(player, sampler)` deals what that
player cannot see anew (`game.sample`). `state.serialize()` and
`game.deserialize_state(text)` write and read plain text, never a pickle
(`openspiel_text`).
"""

from __future__ import annotations

from ..errors import ArgumentError, SaveFileError
from ..extras import need
from .arguments import check_int, check_is_game, check_seat, check_type, shown

need("ai", "numpy", "pyspiel")

import pyspiel  # noqa: E402

from .openspiel_observer import KernelObserver, observer_for  # noqa: E402
from .openspiel_recall import digest  # noqa: E402
from .openspiel_state import KernelSpielState  # noqa: E402
from .openspiel_text import FORMAT, Held, deserialize  # noqa: E402
from .protocol import CHANCE, EXPLICIT, PLAYER, setup_options  # noqa: E402

__all__ = ["register", "register_class", "KernelSpielGame", "KernelSpielState",
           "KernelObserver"]

_SETUP_SEED = 0     # the seed of every game: its chance decisions are OpenSpiel's
MAX_SEEDS = 1 << 20
"""The most seeds the `seeds` parameter of a game with a seed node may name."""


def _game_type(cls, total) -> pyspiel.GameType:
    game = cls.kernel_game
    Utility = pyspiel.GameType.Utility
    utility = Utility.GENERAL_SUM if total is None else (
        Utility.ZERO_SUM if total == 0 else Utility.CONSTANT_SUM)
    players, options = setup_options(game, game.default_players)
    recall = game.observer(players, PLAYER, True, **options)
    return pyspiel.GameType(
        short_name=cls.short_name,
        long_name=cls.long_name or f"Python {game.name} (seastead_rules kernel)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=utility, reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players, min_num_players=game.min_players,
        provides_information_state_string=True,
        # (a history's information state has no tensor: a fixed size cannot hold it)
        provides_information_state_tensor=cls.info_tensor and recall is not None and
        cls.info_string != "history",
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
    (`check_saved`), say it has no information-state tensor (`info_tensor`), or keep
    each player's information state as the history of what they saw (`info_string =
    "history"`, for a game without an observer of perfect recall: see
    `openspiel_recall`; it has no information-state tensor) and say how a player sees
    each step of it (`seen_step`, `history_string`)."""

    kernel_game = None
    short_name = ""
    long_name = None
    text_format = FORMAT
    info_string = "game"    # "game": the game's recall observer; "history": what each
    #                         player saw after each step (`recall_digest`)
    info_tensor = True      # whether the game's recall observer gives a tensor
    seed_node = False       # one chance node first, the seed, from range(`seeds`), in
    #                         place of the game's own (Seastead's, when `seeds` asks)

    @classmethod
    def parameters(cls) -> dict:
        """The OpenSpiel parameters with their defaults: the game's options and
        `players`."""
        game = cls.kernel_game
        return {**game.options, "players": game.default_players,
                **({"seeds": 1 << 16} if cls.seed_node else {})}

    def configure(self, params: dict) -> tuple:
        """(the kernel game, players, options) that `params` (every parameter given)
        ask for."""
        game = self.kernel_game
        options = {key: params[key] for key in game.options}
        return (game, *setup_options(game, int(params["players"]), options))

    def __init__(self, params=None):
        params = {**self.parameters(), **(params or {})}
        self.kernel_game, self.players, self.options = self.configure(params)
        game = self.kernel_game
        self.seeds = check_int(params["seeds"], "seeds", 1, MAX_SEEDS) if self.seed_node \
            else 0
        self.start = None if self.seed_node else Held(game, game.setup(
            _SETUP_SEED, self.players, chance=EXPLICIT, **self.options))
        self.space = game.actions(self.players, **self.options)
        self.tensors = game.tensors(self.players, **self.options)
        bounds = game.bounds(self.players, **self.options)
        self.max_chance = bounds.max_chance
        self._odds = {}         # chance outcomes as OpenSpiel wants them, by their text
        self._known = {}        # the same by the outcomes' tuple (its id; the tuple kept)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.space.size,
            max_chance_outcomes=self.seeds if self.seed_node else self.space.chance_size,
            num_players=self.players,
            min_utility=float(bounds.min_return), max_utility=float(bounds.max_return),
            utility_sum=None if bounds.return_sum is None else float(bounds.return_sum),
            max_game_length=bounds.max_length + int(self.seed_node))
        self._outcome_ids = self._seen = None
        super().__init__(_game_type(type(self), bounds.return_sum), info, params)

    def new_initial_state(self):
        """The start: the game set up with explicit chance (most games begin with a
        chance node)."""
        state = KernelSpielState(self)
        state._held = self.start        # (a Held never changes: states share it)
        return state

    def max_chance_nodes_in_history(self) -> int:
        """The most chance decisions a game takes (the game's bounds)."""
        return 1 if self.seed_node else self.max_chance

    def deserialize_state(self, text):
        """The state that `state.serialize()` wrote: plain text, only parsed (never
        unpickled); SaveFileError if it is damaged or of another game."""
        return deserialize(self, text)

    def make_py_observer(self, iig_obs_type=None, params=None):
        """The observer of `iig_obs_type` (observations by default): the public view
        (`private_info=NONE`), the player's own (`SINGLE_PLAYER`) or everything
        (`ALL_PLAYERS`, where the game offers it), now or with perfect recall; None for
        any other type (no view is answered with another)."""
        return observer_for(self, iig_obs_type, params)

    def accepted_names(self) -> tuple:
        """The game names a serialized state of this game may carry: its own."""
        return (str(self),)

    def check_saved(self, state) -> None:
        """SaveFileError unless the game's `state` (from a serialized state's save) is a
        position of this game: as many players, one of them or chance to move."""
        kernel, players = self.kernel_game, self.players
        if len(kernel.returns(state)) != players:
            raise SaveFileError(f"the saved state is not a game of {players} players")
        mover = kernel.to_move(state)
        if not kernel.is_over(state) and mover != CHANCE and mover not in range(players):
            raise SaveFileError(f"the saved state asks player {mover}, not a player of "
                                f"this game")

    def seen_observer(self):
        """The game's observer of a player's own view now (None if it has none): what a
        player sees after each step of their history."""
        if self._seen is None:
            self._seen = self.kernel_game.observer(self.players, PLAYER, False,
                                                   **self.options)
        return self._seen

    def recall_digest(self, state, player: int) -> bytes | None:
        """`player`'s recall digest in `state` (with `info_string = "history"`):
        everything they saw and did since the start (`openspiel_recall`); None before a
        seed node's seed is drawn."""
        check_type(state, KernelSpielState, "state", "a state of this OpenSpiel game")
        player = check_seat(player, self.players)
        held = state._held
        return self._recall(held, player) if isinstance(held, Held) else None

    def _recall(self, held, player: int) -> bytes:
        seen = self.seen_observer()
        key = id(seen)

        def seen_text(at, p: int) -> str:
            strings = at.strings
            if strings is None:
                strings = at.strings = {}
            text = strings.get((key, p))
            if text is None:
                text = strings[(key, p)] = seen.string(at.state, p)
            return text

        def step_text(before, after, p: int) -> str:
            return self.seen_step(before.state, after.state, p, after.step)

        return digest(held, player, self.players, step_text, seen_text)

    def seen_step(self, before, after, player: int, step) -> str:
        """How `player` sees `step` (the game's mover and the action or outcome id) from
        the game's State `before` to `after`: a chance outcome as "chance" (what it
        dealt is seen, if ever, in what `player` sees after it), an action as
        "mover:id" (every player sees every action, unless a game says otherwise)."""
        check_seat(player, self.players)
        if not (type(step) is tuple and len(step) == 2 and
                all(type(n) is int for n in step)):
            raise ArgumentError(f"step must be a (mover, action id) pair of ints, not "
                                f"{shown(step)}")
        mover, action = step
        return "chance" if mover == CHANCE else f"{mover}:{action}"

    def history_string(self, state, player: int) -> str:
        """The actions played in `state`, as `player`'s information-state string lists
        them (with `info_string = "history"`): the players' action ids."""
        check_type(state, KernelSpielState, "state", "a state of this OpenSpiel game")
        check_seat(player, self.players)
        return " ".join(str(step.action) for step in state.full_history()
                        if step.player != pyspiel.PlayerId.CHANCE)

    def chance(self, outcomes) -> tuple:
        """([(id, probability as a float)] sorted by id, {id: outcome}) of the game's
        chance outcomes `outcomes` (as `chance_outcomes` gives them), found once for each
        distribution: a game that gives the same tuple again (Liar's Dice's dice) finds it
        by identity, any other by the outcomes' text."""
        known = self._known.get(id(outcomes))
        if known is not None and known[0] is outcomes:
            return known[1]
        key = tuple((str(o), p) for o, p in outcomes)
        found = self._odds.get(key)
        if found is None:
            pairs = sorted((self.outcome_id(o), float(p), o) for o, p in outcomes)
            found = self._odds[key] = ([(i, p) for i, p, _ in pairs],
                                       {i: o for i, _, o in pairs})
        if len(self._known) > 1024:     # outcomes made afresh each time: no growth
            self._known.clear()
        self._known[id(outcomes)] = (outcomes, found)
        return found

    def outcome_id(self, outcome) -> int:
        """A chance outcome's id (its text is the codec's `describe_outcome`)."""
        if self._outcome_ids is None:
            space = self.space
            self._outcome_ids = {space.describe_outcome(i): i
                                 for i in range(space.chance_size)}
        return self._outcome_ids[str(outcome)]


# Games hosted before this adapter was whole register now (kernel/registry.py).
from .registry import retry_pending  # noqa: E402

retry_pending()
