"""OpenSpiel's observers for a kernel game, and the sampler `resample_from_infostate` reads.

`make_observation(game, IIGObservationType(...))` asks for a view: the public one
(`private_info=NONE`), a player's own (`SINGLE_PLAYER`, the default) or everything
(`ALL_PLAYERS`), now or with perfect recall (an information state). Each is the game's
observer of that view (`game.observer(players, view, recall, **options)`); a type the
game does not offer, or one without the public information (`public_info=False`), gives
None, as OpenSpiel's C++ games do: no view is answered with another.
"""

from __future__ import annotations

import random

from ..errors import ArgumentError
from ..extras import need
from .arguments import check_seat, shown

need("ai", "numpy", "pyspiel")

import numpy as np  # noqa: E402
import pyspiel  # noqa: E402

from .openspiel_text import Held  # noqa: E402
from .protocol import ALL, PLAYER, PUBLIC  # noqa: E402

__all__ = ["KernelObserver", "HistoryObserver", "observer_for", "random_from"]

_VIEWS = {pyspiel.PrivateInfoType.NONE: PUBLIC, pyspiel.PrivateInfoType.SINGLE_PLAYER: PLAYER,
          pyspiel.PrivateInfoType.ALL_PLAYERS: ALL}


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


def observer_for(game, iig_obs_type, params):
    """The observer of `iig_obs_type` for the OpenSpiel game `game` (observations when
    None), or None if the game does not offer that view."""
    if params:
        raise ArgumentError(f"observation parameters are not supported: {shown(params)}")
    if iig_obs_type is None:
        iig_obs_type = pyspiel.IIGObservationType(perfect_recall=False)
    if not hasattr(iig_obs_type, "perfect_recall"):
        raise ArgumentError(f"iig_obs_type must be a pyspiel.IIGObservationType or None, "
                            f"not {shown(iig_obs_type)}")
    if not iig_obs_type.public_info:
        return None
    view, recall = _VIEWS[iig_obs_type.private_info], bool(iig_obs_type.perfect_recall)
    if recall and view == PLAYER and game.info_string == "history":
        seen = game.seen_observer()
        return None if seen is None else HistoryObserver(game, seen)
    observer = game.kernel_game.observer(game.players, view, recall, **game.options)
    if observer is None or (recall and view == PLAYER and not game.info_tensor):
        return None if observer is None else KernelObserver(game, observer, tensor=False)
    return KernelObserver(game, observer)


class KernelObserver:
    """OpenSpiel's observer for one view of a kernel game: the game's observer's tensor
    and string (its `tensor` None where the game gives no tensor for the view)."""

    def __init__(self, game, observer, tensor: bool = True):
        self.observer, self.key = observer, id(observer)
        shape = tuple(observer.shape)
        self.tensor = np.zeros(int(np.prod(shape)), np.float32) if tensor else None
        self.dict = {"observation": self.tensor.reshape(shape)} if tensor else {}

    def set_from(self, state, player):
        """The tensor of what `player` sees in `state`."""
        try:
            held = state._held
        except AttributeError:
            raise _not_a_state(state) from None
        if self.tensor is None:
            return
        if isinstance(held, Held):
            self.tensor[:] = self.observer.write(held.state, player).reshape(-1)
        else:
            self.tensor.fill(0.0)

    def string_from(self, state, player):
        """What `player` sees in `state`, as text (kept with the state: asked often)."""
        try:
            held = state._held
        except AttributeError:
            raise _not_a_state(state) from None
        player = check_seat(player, state.get_game().num_players())
        if not isinstance(held, Held):
            return "the seed is not drawn yet"
        strings = held.strings
        if strings is None:
            strings = held.strings = {}
        key = (self.key, player)
        text = strings.get(key)
        if text is None:
            text = strings[key] = self.observer.string(held.state, player)
        return text


class HistoryObserver(KernelObserver):
    """A player's information state for a game whose State does not keep what each
    player saw: the player's recall digest of everything they saw and did
    (`openspiel_recall`), the actions played (`KernelSpielGame.history_string`) and what
    they see now. It has no tensor: a tensor of fixed size cannot hold a history of any
    length, and one that dropped part of it would merge information states."""

    def __init__(self, game, observer):
        super().__init__(game, observer, tensor=False)

    def string_from(self, state, player):
        """`player; recall <digest>; actions <ids>` and what the player sees now."""
        seen = super().string_from(state, player)
        held = state._held
        if not isinstance(held, Held):
            return seen
        game = state.get_game()
        recall = game.recall_digest(state, player).hex()
        return (f"player {player}; recall {recall}; actions "
                f"{game.history_string(state, player)}\n{seen}")
