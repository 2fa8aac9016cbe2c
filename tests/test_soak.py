"""Seeded random games: every one ends, and every state on the way keeps the invariants.

The default run plays 200 games (about 7 s) checking tests/invariants.py after every
action: a third with the A sides, a third with the B sides and their decrees, a third
mixed; half with the first-game specialists, half with both sets. The soak plays 800
more in chunks of 100, and then 10,000:

    .venv/bin/python -m pytest -m soak tests/test_soak.py

(pyproject.toml's addopts deselect the `soak` marker; a `-m` on the command line wins.)
A failure names the seed and the actions so far, ready to replay with `replay(...)`.
"""

from __future__ import annotations

import random

import pytest
from invariants import check_invariants

import seastead_rules as s

# The longest of 10,000 random games takes under 200 actions (average ~135); a game
# that needs five times that is stuck in a loop.
MAX_ACTIONS = 1000
GAMES = 1000
CHUNK = 100
LONG_GAMES = 10_000


# Mixes of A and B sides (at least two B, advanced rules p. 12).
MIXES = ("ABBA", "BABA", "AABB", "BBBA", "ABAB", "BAAB", "ABBB", "BBAA")


def options(seed: int) -> dict:
    """The setup options of soak game `seed`: all A sides, all B sides (with decrees) or a
    mix, in turn; the first-game specialists or both sets."""
    sides = ("AAAA", "BBBB", MIXES[seed // 3 % len(MIXES)])[seed % 3]
    return {"sides": sides, "specialists": "AB" if seed % 2 else "A"}


def replay(seed: int, actions) -> s.State:
    """The state after playing `actions` (texts) from the soak game `seed`'s setup."""
    game = s.new_game(seed, **options(seed))
    for text in actions:
        match = [a for a in s.legal_actions(game) if str(a) == text]
        assert match, f"{text!r} is not legal here"
        game = s.apply(game, match[0])
    return game


def play_random(seed: int, check_every: bool = True) -> tuple[s.State, int]:
    """Play one game with random legal actions chosen by random.Random(seed).

    Checks the invariants after every action (or only at the end), and that the game
    ends within MAX_ACTIONS. Returns the final state and the number of actions."""
    rng = random.Random(seed)
    game = s.new_game(seed, **options(seed))
    done = []
    try:
        check_invariants(game)
        while not s.is_over(game):
            if len(done) >= MAX_ACTIONS:
                raise AssertionError(f"the game did not end within {MAX_ACTIONS} actions")
            action = rng.choice(s.legal_actions(game))
            game = s.apply(game, action)
            done.append(str(action))
            if check_every:
                check_invariants(game)
        if not check_every:
            check_invariants(game)
    except AssertionError as err:
        tail = done[-8:]
        raise AssertionError(
            f"soak game seed={seed} {options(seed)} failed after {len(done)} actions: {err}\n"
            f"last actions: {tail}\n"
            f"replay: from test_soak import replay; replay({seed}, {done!r})") from None
    return game, len(done)


# The first two chunks in every run (they hold every mix of sides and specialists); the
# others in the soak.
CHUNKS = [pytest.param(first, marks=() if first < 2 * CHUNK else pytest.mark.soak,
                       id=f"seeds{first}-{first + CHUNK - 1}")
          for first in range(0, GAMES, CHUNK)]


@pytest.mark.parametrize("first", CHUNKS)
def test_random_games_end_and_keep_the_invariants(first):
    lengths = []
    for seed in range(first, first + CHUNK):
        game, n = play_random(seed)
        assert s.is_over(game) and s.legal_actions(game) == ()
        sheet = s.score_sheet(game)
        assert sheet.winner in (0, 1, None)
        lengths.append(n)
    # Every game takes at least a few turns each (two players, two rounds at least).
    assert min(lengths) >= 4


def test_the_same_seed_and_actions_give_the_same_game():
    for seed in (0, 1, 17, 123):
        a, n = play_random(seed, check_every=False)
        b, m = play_random(seed, check_every=False)
        assert n == m and a == b
        assert [e.text for e in a.log.entries()] == [e.text for e in b.log.entries()]


def test_apply_never_changes_the_state_it_is_given():
    # States are hashable all the way down (no lists inside) and unchanged by apply.
    for seed in range(12):
        rng = random.Random(seed)
        game = s.new_game(seed, **options(seed))
        while not s.is_over(game):
            before = hash(game)
            following = s.apply(game, rng.choice(s.legal_actions(game)))
            assert hash(game) == before
            game = following


def test_a_failing_game_names_its_seed_and_replays():
    # The replay helper reproduces a game from its action texts.
    rng = random.Random(5)
    game = s.new_game(5, **options(5))
    done = []
    for _ in range(30):
        if s.is_over(game):
            break
        action = rng.choice(s.legal_actions(game))
        game = s.apply(game, action)
        done.append(str(action))
    assert replay(5, done) == game


@pytest.mark.soak
def test_long_soak_ten_thousand_games():
    for seed in range(LONG_GAMES):
        play_random(seed)
