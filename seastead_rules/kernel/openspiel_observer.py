"""OpenSpiel's observer for a kernel game, and the sampler `resample_from_infostate` reads.

The observer gives the game's tensor (the same for observations and information states)
and, as strings, the game's observation string, or for an information state the actions
played since the seed (`KernelSpielGame.history_string`) and the observation string.
"""

from __future__ import annotations

import random

from ..errors import ArgumentError
from ..extras import need
from .arguments import shown

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
        raise ArgumentError(f"resample_from_infostate needs a probability sampler (a "
                            f"callable giving a number in [0, 1)) or a random.Random, not "
                            f"{type(sampler).__name__}")
    u = draw()
    if isinstance(u, bool) or not isinstance(u, (int, float)) or not 0.0 <= u <= 1.0:
        raise ArgumentError(f"the probability sampler gave {shown(u)}, not a number in "
                            f"[0, 1)")
    return random.Random(int(u * (1 << 53)))


def _not_a_state(state) -> ArgumentError:
    return ArgumentError(f"state must be a state of this OpenSpiel game, not {shown(state)}")


class KernelObserver:
    """OpenSpiel's observer for a kernel game (see the module's docstring)."""

    def __init__(self, game, iig_obs_type, params):
        if params:
            raise ArgumentError(f"observation parameters are not supported: {shown(params)}")
        if iig_obs_type is not None and not hasattr(iig_obs_type, "perfect_recall"):
            raise ArgumentError(f"iig_obs_type must be a pyspiel.IIGObservationType or None, "
                                f"not {shown(iig_obs_type)}")
        self.codec = game.tensors
        self.recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        shape = tuple(self.codec.shape)
        self.tensor = np.zeros(int(np.prod(shape)), np.float32)
        self.dict = {"observation": self.tensor.reshape(shape)}

    def set_from(self, state, player):
        """The tensor of what `player` sees in `state`."""
        try:
            position = state.game_state
        except AttributeError:
            raise _not_a_state(state) from None
        if position is None:
            self.tensor.fill(0.0)
        else:
            self.tensor[:] = self.codec.write(position, player).reshape(-1)

    def string_from(self, state, player):
        """What `player` sees in `state` (and, for an information state, every action
        played since the seed), as text."""
        try:
            held = state._held
        except AttributeError:
            raise _not_a_state(state) from None
        if not isinstance(held, Held):
            return "the seed is not drawn yet"
        seen = held.game.observation_string(held.state, player)
        if not self.recall:
            return seen
        return f"player {player}; actions {state.get_game().history_string(state, player)}\n{seen}"
