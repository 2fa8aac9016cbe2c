"""The game protocol: what a game gives the kernel, and nothing more.

A game is an object (a module-level instance is fine) with the names of `Game`. The
kernel (environments, bots, arena, records, the state machine, the framework adapters)
reads a game only through these names. States are immutable values compared with `==`;
actions are hashable values (the bots keep them as dictionary keys) with a readable
`str()`, unique among the legal actions of a state.

A *position* is a State or a playout's `.position` (a game played in place may read its
position like a State without freezing it). The read functions `to_move`,
`legal_actions`, `is_over`, `returns`, `observation`, `chance_outcomes` and
`seeded_outcome` and the codecs accept either; the others (`apply`, `sample`, `check`,
`to_json`, `observation_string`, `describe`) take States.

Chance is a decision. A game's random draws (a die rolled, a card turned) are chance
decisions: `to_move` gives CHANCE, `chance_outcomes` the outcomes with their exact
probabilities, `legal_actions` the same outcomes, and `apply(state, outcome)` resolves
it. In normal play (`setup(seed, players)`, chance SEEDED) a game never stops at one:
each draw is resolved from the state's seeded generator when it happens. A caller who
wants to resolve them (a solver, a tutorial that stacks the deck, a sampler) sets the
game up with `chance=EXPLICIT`; `seeded_outcome` then names the outcome normal play
would take, so such a game resolved by `seeded_outcome` plays the game normal play does.

`check_game(game)` (in `seastead_rules.kernel.checks`) plays a game through every name
and asserts what the protocol promises.

A game may also offer `scores(position)`, each player's points on its own scale: the
arena and paired games record them and the reports show their means.
"""

from __future__ import annotations

import random
from typing import Any, Mapping, Protocol, runtime_checkable

from attrs import frozen

from ..errors import ArgumentError
from .arguments import check_is_game, check_option, shown

__all__ = ["Game", "Playout", "ActionCodec", "TensorCodec", "TensorWriter", "Observer",
           "Bounds", "MAX_PLAYERS", "CHANCE", "OVER", "SEEDED", "EXPLICIT", "CHANCE_MODES",
           "PUBLIC", "PLAYER", "ALL", "VIEWS", "setup_options", "chance_mode"]

MAX_PLAYERS = 6
"""The most players any game of the kernel seats (the fewest is 1)."""

OVER = -1
"""`to_move` once the game is over."""

CHANCE = -2
"""`to_move` at a chance decision: chance, not a player, decides (see `chance_outcomes`)."""

SEEDED = "seeded"
"""Chance resolved by the game's seeded generator as each draw happens (normal play)."""

EXPLICIT = "explicit"
"""Chance decisions wait for the caller: `to_move` is CHANCE until one is applied."""

CHANCE_MODES = (SEEDED, EXPLICIT)
"""The values of `setup`'s `chance` keyword."""

PUBLIC = "public"
"""An observer's view: what every player sees (no player's private information)."""

PLAYER = "player"
"""An observer's view: what one player sees (the public part and their own)."""

ALL = "all"
"""An observer's view: everything, every player's private information too."""

VIEWS = (PUBLIC, PLAYER, ALL)
"""The views an observer may be asked for (`Game.observer`)."""


@frozen
class Bounds:
    """What the frameworks must know of a game before it is played, for one set of
    options: the most decisions a game can take, the range of each player's return, and
    the sum of the returns when it is the same in every game (None otherwise). `max_length`
counts the players' decisions, `max_chance` the chance decisions."""
    max_length: int
    min_return: float
    max_return: float
    return_sum: float | None = None
    max_chance: int = 0
    """The most chance decisions a game set up with explicit chance takes."""


@runtime_checkable
class Playout(Protocol):
    """One game played in place, for search and simulation (`game.playout(state)`)."""

    @property
    def position(self) -> Any:
        """The game now, read like a State (one object for the playout's life)."""

    @property
    def to_move(self) -> int:
        """The player to decide now; -1 when the game is over."""

    def legal_actions(self) -> tuple:
        """The legal actions of the player to move (empty at the end)."""

    def apply(self, action) -> None:
        """Play `action` in place; the game's IllegalAction (nothing changed) if illegal."""

    def is_over(self) -> bool:
        """Whether the game has ended."""

    def clone(self) -> "Playout":
        """An independent copy: playing on one leaves the other as it was."""

    def freeze(self) -> Any:
        """The game now as a State (the playout goes on unchanged)."""


@runtime_checkable
class ActionCodec(Protocol):
    """A fixed action space for one set of options: every action has an index in
    `range(size)`, the same in every position (`game.actions(players, **options)`), and
    every chance outcome an index in `range(chance_size)`. At a chance decision `index`,
    `action` and `legal` read and give outcomes and their indices."""

    size: int
    chance_size: int

    def index(self, position, action) -> int:
        """The index of `action`; IllegalAction if it is not legal at `position`."""

    def action(self, position, index: int) -> Any:
        """The legal action with this index at `position`; IllegalAction if none."""

    def legal(self, position) -> tuple:
        """(indices, actions) of the legal actions at `position`, in one call."""

    def describe(self, index: int) -> str:
        """What the index stands for, in words (the same in every position)."""

    def describe_outcome(self, index: int) -> str:
        """What a chance outcome's index stands for, in words."""


@runtime_checkable
class TensorWriter(Protocol):
    """One player's observation tensors for a series of positions; it may keep what it
    wrote last and write again only what changed (`codec.writer(player)`)."""

    def tensor(self, position) -> Any:
        """What the player sees at `position`: a new numpy float32 array of the shape."""


@runtime_checkable
class TensorCodec(Protocol):
    """The observation tensor for one set of options (`game.tensors(players, **options)`):
    float32 entries in [0, 1], a function of what the player sees only (the same for a
    state and for any sample of that player's observation)."""

    shape: tuple

    def write(self, position, player: int) -> Any:
        """What `player` sees at `position`, as a new numpy float32 array of `shape`."""

    def writer(self, player: int) -> TensorWriter:
        """A writer of `player`'s tensors for the successive positions of games."""


@runtime_checkable
class Observer(Protocol):
    """One view of a game for one set of options (`game.observer(...)`): a tensor of
    `shape` and a string for a player, at any position. With perfect recall they hold
    everything that player has seen and done since the start, so two positions the
    player can tell apart give different strings, and different strings give different
    tensors."""

    shape: tuple

    def write(self, position, player: int) -> Any:
        """What `player` sees at `position` in this view, a new numpy float32 array."""

    def string(self, position, player: int) -> str:
        """The same as text."""


@runtime_checkable
class Game(Protocol):
    """A game for the kernel. `options` maps each setup option to its default (a bool,
    int, float or str); `actions`, `tensors` and `bounds` take the players and the
    options (`setup_options` fills in the defaults and checks them). A game may declare
    `option_ranges`, mapping an option to the values that make a game: (low, high),
    inclusive, for a number; the values allowed for a str (`{"dice": (1, 5)}`)."""

    name: str
    min_players: int
    max_players: int
    default_players: int
    options: Mapping[str, Any]

    def setup(self, seed: int, players: int, chance: str = SEEDED, **options) -> Any:
        """A new game: all its randomness comes from `seed`, kept in the state; with
        `chance=EXPLICIT` its chance decisions wait for the caller."""

    def to_move(self, position) -> int:
        """The player to decide now; CHANCE at a chance decision, OVER (-1) at the end."""

    def legal_actions(self, position) -> tuple:
        """The legal actions of the player to move (at a chance decision, its outcomes);
        () when the game is over."""

    def chance_outcomes(self, position) -> tuple:
        """((outcome, probability), ...) at a chance decision, the probabilities exact
        (Fractions) and summing to 1; () anywhere else."""

    def seeded_outcome(self, position) -> Any:
        """The outcome of the chance decision at `position` that normal play takes (the
        state's generator draws it)."""

    def apply(self, state, action) -> Any:
        """The state after `action`; the game's IllegalAction (a RulesError) if it is not
        legal, `state` being unchanged (it is immutable)."""

    def is_over(self, position) -> bool:
        """Whether the game has ended."""

    def returns(self, position) -> tuple:
        """One number per player at the end (win 1, loss -1, shared 0, or the game's
        own, within `bounds`); all 0 before the end."""

    def observation(self, position, player: int) -> Any:
        """What `player` may see: a State with the hidden parts hidden."""

    def sample(self, observation, player: int, rng: random.Random) -> Any:
        """A full, playable state whose observation by `player` is `observation`."""

    def check(self, state) -> None:
        """Raise AssertionError if an invariant of the game is broken in `state`."""

    def to_json(self, state) -> str:
        """The state as JSON text."""

    def from_json(self, text: str) -> Any:
        """The state `to_json` wrote: text parsed, never unpickled; SaveFileError if it
        is damaged or breaks an invariant."""

    def playout(self, state) -> Playout:
        """The game from `state` played in place, by the same rules."""

    def actions(self, players: int, **options) -> ActionCodec:
        """The action codec of games with these options."""

    def tensors(self, players: int, **options) -> TensorCodec:
        """The tensor codec of games with these options."""

    def observer(self, players: int, view: str = PLAYER, recall: bool = False,
                 **options) -> Observer | None:
        """The observer of one view (PUBLIC, PLAYER or ALL), with perfect `recall` or
        not, for games with these options; None if the game does not offer that view."""

    def bounds(self, players: int, **options) -> Bounds:
        """The length bound and the returns' range of games with these options."""

    def observation_string(self, state, player: int) -> str:
        """What `player` sees, as text (the same for a state and its samples)."""

    def describe(self, state) -> str:
        """The position as plain text, everything shown (a full state's)."""


def chance_mode(chance) -> str:
    """`chance` if it is SEEDED or EXPLICIT; ArgumentError otherwise."""
    if not isinstance(chance, str) or chance not in CHANCE_MODES:
        raise ArgumentError(f"chance must be {SEEDED!r} (the seed draws) or {EXPLICIT!r} "
                            f"(the caller resolves each chance decision), not {chance!r}"[:200])
    return chance


def setup_options(game, players=None, options: Mapping | None = None) -> tuple[int, dict]:
    """(players, options) for `game`: the players checked against its range (its
    default if None) and the options with the game's defaults filled in; ArgumentError
    names an unknown option, or a value of the wrong type or outside the range the game
    declares for it (`option_ranges`, see `Game`)."""
    check_is_game(game)
    players = game.default_players if players is None else players
    if isinstance(players, bool) or not isinstance(players, int) or \
            not game.min_players <= players <= game.max_players:
        raise ArgumentError(f"{game.name} seats {game.min_players} to {game.max_players} "
                            f"players, not {shown(players)}")
    if options is not None and not isinstance(options, Mapping):
        raise ArgumentError(f"options must be a dict of {game.name}'s options, not "
                            f"{shown(options)}")
    given = dict(options or {})
    unknown = sorted(set(given) - set(game.options), key=str)
    if unknown:
        known = ", ".join(game.options) or "none"
        raise ArgumentError(f"{game.name} has no option {shown(unknown[0])} (its options: "
                            f"{known})")
    full = dict(game.options)
    for key, value in given.items():
        full[key] = check_option(game, key, value)
    return players, full
