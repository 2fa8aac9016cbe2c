"""OpenSpiel's observer for a kernel game, and the sampler `resample_from_infostate` reads.

The observer gives the game's tensor (the same for observations and information states)
and, as strings, the game's observation string, or for an information state the actions
played since the seed (`KernelSpielGame.history_string`) and the observation string.
"""

from __future__ import annotations

import random

from ..extras import need

need("ai", "numpy")

import numpy as np  # noqa: E402

from .openspiel_text import Held  # noqa: E402

__all__ = ["KernelObserver", "random_from"]


def random_from(sampler) -> random.Random:
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


class KernelObserver:
    """OpenSpiel's observer for a kernel game (see the module's docstring)."""

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
        return f"player {player}; actions {state.get_game().history_string(state, player)}\n{seen}"
