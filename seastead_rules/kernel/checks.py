"""check_game: a game played through every name of the protocol, and what it promises.

    from seastead_rules.kernel.checks import check_game
    check_game(GAME)                 # AssertionError saying what broke, and where

Random games are played (the fewest, the default and the most players) by `apply` and,
beside it, in the playout mode. At every state it checks that the two agree; that the
game's invariants hold; that illegal actions are refused with IllegalAction; that the
action codec agrees with the legal actions; that saves come back equal and damaged
ones are refused with SaveFileError; and, for every player, that an observation is
stable (not that it is a playable state), that samples of it are playable states with
the same observation, the same
observation string and tensor, and (for the player to move) the same legal actions.
At the end: no legal action, returns within the bounds. Tensors are checked when
numpy is installed. Over all the games, a game with hidden information must hide
something, its samples must differ from the true state and from each other, and no
observation may show the seed or its generator (`kernel.leaks`).

Chance: normal play never stops at a chance decision. Each game is also played set up
with explicit chance, its chance decisions drawn at random (`chance.draw`), with the
same checks at every state, chance decisions included (their outcomes are the legal
actions, exact probabilities summing to 1, each outcome applies); and once more with
each chance decision resolved by `seeded_outcome`, which must play the game normal play
plays (the same legal actions, observation strings, description and returns at every
decision of a player).
"""

from __future__ import annotations

from .arguments import SEED_MAX, check_int, check_type
from .check_run import Run
from .leaks import Secrecy, check_seed_hidden
from .protocol import Game, setup_options

__all__ = ["check_game", "MAX_SAMPLES"]

MAX_SAMPLES = 1000
"""The most samples of each observation `check_game` takes."""


def check_game(game, players=None, seeds=(0, 1), samples: int = 2,
               explicit_chance: bool = True, **options) -> None:
    """Play `game` with each of `players` (default: its fewest, default and most) from
    each of `seeds`, checking the protocol, and (unless `explicit_chance` is False) with
    explicit chance too; AssertionError naming the broken promise (ArgumentError for a
    bad argument: players, seeds, samples or an option)."""
    check_type(explicit_chance, bool, "explicit_chance", "True or False")
    _check_names(game)
    counts = players if players is not None else \
        sorted({game.min_players, game.default_players, game.max_players})
    counts = [counts] if isinstance(counts, int) and not isinstance(counts, bool) else \
        _listed(counts, "players", "a number of players or a list of them")
    seeds = _listed(seeds, "seeds", "a list of seeds")
    for seed in seeds:
        check_int(seed, "a seed", 0, SEED_MAX)
    check_int(samples, "samples", 0, MAX_SAMPLES)
    secrecy, tables = Secrecy(game), [setup_options(game, n, options) for n in counts]
    for n, opts in tables:
        for seed in seeds:
            run = Run(game, n, opts, seed, samples, secrecy)
            run.play()
            if explicit_chance:
                run.play(explicit=True)
                run.compare()
    secrecy.verdict(f"{game.name}, {', '.join(str(n) for n, _ in tables)} players, seeds "
                    f"{', '.join(map(str, seeds))}")
    for n, opts in tables:
        check_seed_hidden(game, n, opts)


def _listed(values, name: str, what: str) -> list:
    if isinstance(values, (str, bytes, dict)) or not hasattr(values, "__iter__"):
        check_type(values, (), name, what)
    return list(values)


_NAMES = sorted(set(Game.__annotations__) | {
    name for name, value in vars(Game).items() if callable(value) and name[0] != "_"})


def _check_names(game) -> None:
    missing = [name for name in _NAMES if not hasattr(game, name)]
    assert not missing and isinstance(game, Game), \
        f"{game!r} lacks names of the protocol: {', '.join(missing)}"
    assert isinstance(game.name, str) and game.name.isidentifier(), \
        f"the game's name {game.name!r} is not a plain name"
    assert 1 <= game.min_players <= game.default_players <= game.max_players <= 6, \
        "the players: 1 <= min_players <= default_players <= max_players <= 6"
    for key, value in game.options.items():
        assert isinstance(key, str) and type(value) in (bool, int, float, str), \
            f"option {key!r}: its default {value!r} is not a bool, int, float or str"
