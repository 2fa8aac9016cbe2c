"""What `check_game` asks of a game with hidden information: that it hides something, and
that nothing a player sees gives the hidden part away.

A search bot (IS-MCTS) plays what a player sees dealt anew by the game's `sample`; it
cheats when the samples carry the truth. Three ways they do, each caught here:

- the observation is the whole state: nothing is hidden from anyone, at any step;
- the samples never differ from the true state, or from each other: the sampler deals
  the hidden part from something that fixes it (the truth, or a fixed deal);
- the observation shows the game's seed, or its generator's state: every card still to
  be dealt follows from what the player sees (a sampler that deals at random hides it
  from the checks above, not from a bot that reads the seed).

The last is found by playing a game from a large seed and looking for the seed, or a state
of the kernel's generator started from it (`kernel.rng`), among the numbers of every
player's observation as the game saves it (`to_json`; its text if it cannot).
A game of perfect information says so (`perfect_information = True`) and is spared.
"""

from __future__ import annotations

import random
import re

from .rng import RNG_MAX

__all__ = ["Secrecy", "check_seed_hidden", "SECRET_SEED", "STEPS"]

SECRET_SEED = 0x5EED_C0DE_D1CE_F00D
"""The seed of the game whose observations are searched for the seed (a large number, so
that no count or score of a game is mistaken for it)."""

STEPS = 30
"""The steps of that game searched (from the start)."""

_GAMMA = 0x9E3779B97F4A7C15                 # the kernel generator's step (kernel.rng)
_GAMMA_INVERSE = pow(_GAMMA, -1, 1 << 64)
_DRAWS = 1 << 32                            # more draws than any game makes
_NUMBER = re.compile(r"\d{10,}")            # a number of 32 bits or more, as text


def _hidden(game) -> bool:
    return not getattr(game, "perfect_information", False)


class Secrecy:
    """What the checked games showed of the hidden part, over every state, player and
    sample: whether anything was hidden, and whether the samples ever differed from the
    true state and from each other."""

    def __init__(self, game):
        self.game = game
        self.hidden = 0         # (state, player) where the observation is not the state
        self.sampled = 0        # ... of those, with at least one sample
        self.unlike_truth = 0   # ... where a sample differed from the true state
        self.paired = 0         # ... with at least two samples
        self.unlike_each = 0    # ... where two samples differed

    def see(self, state, seen, dealt: list) -> None:
        """Count one player's observation `seen` of `state`, and its samples `dealt`."""
        if seen == state:
            return
        self.hidden += 1
        if dealt:
            self.sampled += 1
            self.unlike_truth += any(d != state for d in dealt)
        if len(dealt) > 1:
            self.paired += 1
            self.unlike_each += any(d != dealt[0] for d in dealt[1:])

    def verdict(self, where: str) -> None:
        """AssertionError saying how the samples or observations give the truth away."""
        if not _hidden(self.game):
            return
        assert self.hidden, (
            f"{where}: every observation is the whole state: a game with hidden "
            f"information hides nothing (or says perfect_information = True)")
        assert not self.sampled or self.unlike_truth, (
            f"{where}: no sample ever differed from the true state: the samples are dealt "
            f"from the truth, and a search that plays them sees the hidden part")
        assert not self.paired or self.unlike_each, (
            f"{where}: the samples of an observation never differed from each other: what "
            f"a player sees fixes the hidden part as the sampler deals it")


def _numbers(game, seen) -> list:
    # The numbers of 32 bits or more in an observation, as the game saves it.
    try:
        text = game.to_json(seen)
    except Exception:       # a game whose saves take only whole states: its repr then
        text = repr(seen)
    return [int(n) for n in _NUMBER.findall(text) if int(n) <= RNG_MAX]


def _from_seed(value: int, seed: int) -> bool:
    """Whether `value` is `seed`, or a state of the kernel's generator started from it."""
    return (value - seed) * _GAMMA_INVERSE % (1 << 64) < _DRAWS


def check_seed_hidden(game, players: int, options: dict, seed: int = SECRET_SEED,
                      steps: int = STEPS) -> None:
    """Play up to `steps` random actions from `seed`; AssertionError if a player's
    observation holds the seed or its generator's state."""
    if not _hidden(game):
        return
    state, rng = game.setup(seed, players, **options), random.Random(seed)
    for step in range(steps + 1):
        for player in range(players):
            found = [n for n in _numbers(game, game.observation(state, player))
                     if _from_seed(n, seed)]
            assert not found, (
                f"{game.name}, {players} players, seed {seed}, step {step}: player "
                f"{player}'s observation shows the game's seed or its generator's state "
                f"({found[0]}): every hidden card follows from what the player sees. Hide "
                f"it (see docs/adding-a-game.md)")
        if game.is_over(state):
            break
        state = game.apply(state, rng.choice(game.legal_actions(state)))
