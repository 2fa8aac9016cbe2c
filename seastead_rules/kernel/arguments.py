"""What the kernel's and a game's public functions accept: a value of the right type, a
number within its bounds, a game of the protocol, a position of the game, a player's
seat, a random generator, and a game's options within the ranges it declares. Each
refusal is an ArgumentError (a RulesError, also a ValueError and a TypeError) that names
the argument and what it must be:

    check_int(dice, "dice", 1, 5)          # dice must be a whole number from 1 to 5, not 0
    check_seat(player, state.players)      # player must be a seat of this game (0 to 2), not 3
    check_position(state, State, "apply", "a Liar's Dice State")

`seastead_rules.inputs` adds what the `seastead` command reads (files, folders, argparse
options) and gives these names too.
"""

from __future__ import annotations

import math
import operator
import random

from ..errors import ArgumentError

__all__ = ["SEED_MAX", "FIRST_SEED_MAX", "check_type", "check_int", "check_number",
           "as_index", "shown", "number_problem", "check_seat", "check_rng", "check_is_game",
           "check_position", "check_option", "check_actions"]

SEED_MAX = (1 << 64) - 1
"""The largest seed of a game (64 bits)."""

FIRST_SEED_MAX = 1 << 63
"""The largest first seed of a series of games (arena, bench, balance): the seeds that
follow it stay within 64 bits."""

_NAMED = {SEED_MAX: "2**64 - 1", FIRST_SEED_MAX: "2**63"}


def _bound(n) -> str:
    return _NAMED.get(n, f"{n:g}" if isinstance(n, float) else str(n))


def shown(value) -> str:
    """A value in a message: short, whatever it is (a huge int has no repr)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        return f"a number of {value.bit_length()} bits"
    try:
        text = repr(value)
    except Exception:   # an object whose repr fails is still refused
        text = f"a {type(value).__name__}"
    return text if len(text) <= 60 else text[:57] + "..."


def check_type(value, kinds, name: str, what: str):
    """`value` when it is one of `kinds`; otherwise ArgumentError: "`name` must be
    `what`, not ...". bool is no int here."""
    kinds = kinds if isinstance(kinds, tuple) else (kinds,)
    if isinstance(value, kinds) and (bool in kinds or not isinstance(value, bool)):
        return value
    raise ArgumentError(f"{name} must be {what}, not {shown(value)}")


def _range_words(low, high, whole: bool, even: bool, above: bool) -> str:
    kind = ("an even whole number" if even else "a whole number") if whole else "a number"
    start = f"above {_bound(low)}" if above else f"from {_bound(low)}"
    return f"{kind} {start} {'and at most' if above else 'to'} {_bound(high)}"


def number_problem(value, low, high, whole: bool, even: bool = False,
                   above: bool = False) -> str | None:
    """What is wrong with a number, as "must be ..." words, or None: not an int (`whole`)
    or a finite int or float, or outside `low` (or at it, `above`) to `high`."""
    kinds = int if whole else (int, float)
    wrong = not isinstance(value, kinds) or isinstance(value, bool) or (
        isinstance(value, float) and not math.isfinite(value))
    if wrong or value > high or (value <= low if above else value < low) or (even and value % 2):
        return f"must be {_range_words(low, high, whole, even, above)}"
    return None


def check_int(value, name: str, low: int, high: int, even: bool = False) -> int:
    """`value` when it is an int from `low` to `high` (and even, if asked); otherwise
    ArgumentError naming `name` and the bounds."""
    problem = number_problem(value, low, high, True, even)
    if problem:
        raise ArgumentError(f"{name} {problem}, not {shown(value)}")
    return value


def as_index(value) -> int | None:
    """`value` as a Python int when it is an integer index: an int or a numpy integer
    (what a policy's argmax gives), not a bool; None for anything else."""
    if isinstance(value, bool) or not hasattr(type(value), "__index__"):
        return None
    try:
        return operator.index(value)
    except TypeError:           # a numpy array of more than one number
        return None


def check_number(value, name: str, low: float, high: float, above: bool = False) -> float:
    """`value` when it is a finite int or float from `low` (or, `above`, over `low`) to
    `high`; otherwise ArgumentError naming `name` and the bounds (inf and nan too)."""
    problem = number_problem(value, low, high, False, above=above)
    if problem:
        raise ArgumentError(f"{name} {problem}, not {shown(value)}")
    return value


def check_seat(player, players: int, name: str = "player") -> int:
    """`player` as an int when it is a seat of a game of `players` (an int or a numpy
    integer from 0 to players - 1, not a bool); ArgumentError naming `name` otherwise."""
    seat = as_index(player)
    if seat is None or not 0 <= seat < players:
        seats = "0" if players == 1 else f"0 to {players - 1}"
        raise ArgumentError(f"{name} must be a seat of this game ({seats}), not "
                            f"{shown(player)}")
    return seat


def check_rng(rng, name: str = "rng") -> random.Random:
    """`rng` when it is a random.Random (what `sample` deals with); ArgumentError
    otherwise."""
    return check_type(rng, random.Random, name, "a random.Random (random.Random(seed))")


_GAME_NAMES = ("name", "options", "setup", "legal_actions", "apply", "observation", "sample",
               "actions", "tensors", "bounds")


def check_is_game(game, name: str = "game"):
    """`game` when it looks like a game of the kernel (it has the protocol's main names:
    `name`, `options`, `setup`, `apply`, ...); ArgumentError otherwise. (The conformance
    check, `kernel.checks.check_game`, asks much more.)"""
    if isinstance(game, type) or not all(hasattr(game, key) for key in _GAME_NAMES):
        raise ArgumentError(f"{name} must be a game of the kernel (such as "
                            f"seastead_rules.liars_dice.GAME), not {shown(game)}")
    return game


def check_position(value, kinds, function: str, what: str):
    """`value` when it is one of `kinds` (a game's State, or the positions its playout
    plays in); otherwise ArgumentError: "`function` takes `what`, not ..."."""
    if isinstance(value, kinds):
        return value
    raise ArgumentError(f"{function} takes {what}, not {shown(value)}")


def check_actions(actions, name: str = "actions") -> tuple:
    """`actions` as a tuple when it is a non-empty list or tuple (the legal actions a bot
    chooses from); ArgumentError naming `name` otherwise."""
    if not isinstance(actions, (list, tuple)) or not actions:
        raise ArgumentError(f"{name} must be the legal actions to choose from (a non-empty "
                            f"list or tuple), not {shown(actions)}")
    return tuple(actions)


_KINDS = {bool: "True or False", int: "an int", float: "a number", str: "a str"}


def check_option(game, key: str, value):
    """`value` when it may be `game`'s option `key`: of the type of the option's default
    (an int for a float option too), and within what the game declares for it in
    `game.option_ranges`: (low, high) for a number, inclusive; the values allowed for a
    str. ArgumentError naming the game, the option and what it must be otherwise."""
    default = game.options[key]
    kind = type(default)
    label = f"{game.name}'s option {key}"
    if not (type(value) is kind or kind is float and type(value) is int) or (
            kind is float and not math.isfinite(value)):
        raise ArgumentError(f"{label} must be {_KINDS.get(kind, kind.__name__)}, not "
                            f"{shown(value)}")
    allowed = getattr(game, "option_ranges", {}).get(key)
    if allowed is None:
        return value
    if kind is str:
        if value not in allowed:
            raise ArgumentError(f"{label} must be one of {', '.join(map(repr, allowed))}, "
                                f"not {shown(value)}")
        return value
    low, high = allowed
    if not low <= value <= high:
        words = _range_words(low, high, kind is int, False, False)
        raise ArgumentError(f"{label} must be {words}, not {shown(value)}")
    return value
