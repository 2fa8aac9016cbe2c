"""Reachable states for property tests: games set up from a random seed and options,
then played with random legal actions.

    from reachable import reachable_states, play_on
    @given(reachable_states())                 # any state a game can reach
    @given(reachable_states(mid_effect=True))  # one waiting for an answer inside an effect

Used by test_saving.py and test_observation.py."""

from __future__ import annotations

import random

from hypothesis import strategies as st

import seastead_rules as s

__all__ = ["SIDES", "SPECIALISTS", "MODES", "SETUPS", "reachable_states", "play_random",
           "play_on", "mid_effect", "every_position"]

SIDES = ("AAAA", "BBBB", "ABBA")
SPECIALISTS = ("A", "AB")
MODES = ("duel", "solo", "duel")      # two players twice as often as solo (AAAA only)
MAX_ACTIONS = 1000
# One setup of each mode: A sides, B sides (with decrees), mixed sides with both
# specialist sets, and solo.
SETUPS = (dict(sides="AAAA", specialists="A"), dict(sides="BBBB", specialists="AB"),
          dict(sides="ABBA", specialists="AB"), dict(sides="AAAA", mode="solo"))


def mid_effect(state) -> bool:
    """Whether the state waits for an answer inside an effect (not the turn's dive/build)."""
    d = state.decision
    return d is not None and d.kind != "turn"


def play_random(seed: int, sides: str, specialists: str, steps: int, rng: random.Random,
                stop_mid_effect: bool = False, mode: str = "duel"):
    """The state after `steps` random legal actions (fewer if the game ends) from the
    setup of `seed`; with stop_mid_effect, then on to the next state waiting inside an
    effect (the last such state if the game ends first)."""
    state = s.new_game(seed, sides=sides, specialists=specialists, mode=mode)
    last_mid = None
    for _ in range(steps):
        if s.is_over(state):
            break
        state = s.apply(state, rng.choice(s.legal_actions(state)))
        if mid_effect(state):
            last_mid = state
    if stop_mid_effect:
        while not s.is_over(state) and not mid_effect(state):
            state = s.apply(state, rng.choice(s.legal_actions(state)))
        if not mid_effect(state) and last_mid is not None:
            state = last_mid
    return state


def play_on(state, rng: random.Random, limit: int = MAX_ACTIONS):
    """Every state from `state` to the end of the game, choosing with `rng`."""
    states = [state]
    while not s.is_over(state) and len(states) <= limit:
        state = s.apply(state, rng.choice(s.legal_actions(state)))
        states.append(state)
    return states


def every_position(seeds: int):
    """Every state of the random games of seeds 0 to `seeds` - 1 in each of SETUPS,
    from the setup to the end (the seed also chooses the moves)."""
    for seed in range(seeds):
        for setup in SETUPS:
            rng, state = random.Random(seed), s.new_game(seed, **setup)
            yield state
            while not s.is_over(state):
                state = s.apply(state, rng.choice(s.legal_actions(state)))
                yield state


@st.composite
def reachable_states(draw, mid_effect: bool | None = None, max_steps: int = 180):
    """A state reached by random play: seed, sides ("AAAA", "BBBB", "ABBA"), specialists
    ("A", "AB"), two players or solo (all A sides) and the number of actions drawn;
    `mid_effect` True asks for a state waiting on an answer inside an effect (None:
    either)."""
    seed = draw(st.integers(0, 2**32 - 1), label="seed")
    mode = draw(st.sampled_from(MODES), label="mode")
    sides = "AAAA" if mode == "solo" else draw(st.sampled_from(SIDES), label="sides")
    specialists = draw(st.sampled_from(SPECIALISTS), label="specialists")
    steps = draw(st.integers(0, max_steps), label="steps")
    if mid_effect is None:
        mid_effect = draw(st.booleans(), label="mid_effect")
    rng = random.Random(draw(st.integers(0, 2**32 - 1), label="choices"))
    return play_random(seed, sides, specialists, steps, rng, stop_mid_effect=mid_effect,
                       mode=mode)
