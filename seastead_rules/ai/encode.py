"""Encodings for game-AI work: a fixed action space and an observation tensor per player.

    from seastead_rules import new_game, legal_actions
    from seastead_rules.ai import encode

    game = new_game(seed=1)
    n = encode.num_distinct_actions(game.content)
    ids = encode.legal_action_indices(game)          # one index per legal action
    action = encode.action_from_index(game, ids[0])  # and back
    x = encode.observation_tensor(game, 0)           # numpy float32, shape (obs_size,)

Every function takes a State, an observation of one (`observation(state, player)`), a
Playout or a playout's position. The action space needs nothing beyond the library; the
tensor and the mask are numpy arrays (the 'ai' extra). See docs/ai.md for the tables.
"""

from __future__ import annotations

from .. import Content, Playout, State, legal_actions, load_content, observation, why_not
from ..engine.observe import state_of
from ..errors import IllegalAction, RulesError
from ..inputs import as_index
from ..model.actions import malformed, shown
from .action_space import action_space
from .tensor import tensor_layout

__all__ = ["num_distinct_actions", "action_index", "action_from_index",
           "legal_action_indices", "legal_action_mask", "describe_action",
           "observation_size", "observation_tensor", "observation_string",
           "information_state_string", "action_space", "tensor_layout"]


def _position(game):
    """The position of a State, an observation, a Playout or a playout's position."""
    if isinstance(game, Playout):
        return game.position
    if not hasattr(game, "stack") or not isinstance(getattr(game, "content", None), Content):
        raise RulesError(f"state must be a State, an observation or a Playout, not "
                         f"{shown(game)}")
    return game


def _player(player) -> int:
    seat = as_index(player)
    if seat not in (0, 1):
        raise RulesError(f"player must be 0 (blue) or 1 (orange), not {shown(player)}")
    return seat


def _content(content):
    if content is None:
        return load_content()
    if not isinstance(content, Content):
        raise RulesError(f"content must be a Content (load_content()) or None, not "
                         f"{shown(content)}")
    return content


def num_distinct_actions(content=None) -> int:
    """How many action indices the content set has (default: the shipped content)."""
    return action_space(_content(content)).size


def action_index(state, action) -> int:
    """The index of `action`, one of the legal actions at `state`; IllegalAction saying
    why if it is not an action of this content (a build of an unknown kind or place, an
    unknown cost cutter) or not legal at `state`."""
    t = _position(state)
    why = malformed(action)
    if why:
        raise IllegalAction(f"malformed action {shown(action)}: {why}")
    index = action_space(t.content).index(t, action)
    if action not in legal_actions(t):
        raise IllegalAction(f"{shown(action)} is not legal now, so it has no index here: "
                            f"{_why_not_legal(state, action)}")
    return index


def _why_not_legal(state, action) -> str:
    # The engine's reason where the state can be played to find it out.
    if isinstance(state, State):
        try:
            why = why_not(state, action)
        except RulesError:          # an observation cannot be played
            why = None
        if why:
            return why
    return "it is not one of legal_actions(state)"


def action_from_index(state, index: int):
    """The legal action at `state` whose index is `index` (IllegalAction if none, or if
    `index` is not an action index at all)."""
    t = _position(state)
    return action_space(t.content).action(t, index)


def legal_action_indices(state) -> list:
    """The indices of the legal actions at `state`, in the order `legal_actions` lists
    them (empty when the game is over)."""
    t = _position(state)
    return action_space(t.content).indices(t, legal_actions(t))


def legal_action_mask(state):
    """A numpy bool array of `num_distinct_actions` entries, True for each legal action."""
    import numpy as np
    t = _position(state)
    space = action_space(t.content)
    mask = np.zeros(space.size, dtype=bool)
    mask[space.indices(t, legal_actions(t))] = True
    return mask


def describe_action(index: int, content=None) -> str:
    """What an action index stands for, in words ('build port at flotilla 2 location 3',
    'take kelp', 'may yes')."""
    return action_space(_content(content)).describe(index)


def observation_size(content=None) -> int:
    """The length of the observation tensor for the content set."""
    return tensor_layout(_content(content)).size


def observation_tensor(state, player: int, out=None):
    """What `player` sees at `state`, as a numpy float32 vector of `observation_size`
    entries (written into `out` when given: a writable float32 array of that shape). It
    reads only what `observation(state, player)` shows, so a state and its observation
    give the same tensor."""
    from ..extras import need
    need("ai", "numpy")
    import numpy as np
    t = _position(state)
    player = _player(player)
    layout = tensor_layout(t.content)
    if out is None:
        out = np.zeros(layout.size, dtype=np.float32)
    else:
        _check_out(np, out, layout.size)
        out.fill(0.0)
    layout.fill(t, player, out)
    return out


def _check_out(np, out, size: int) -> None:
    if not (isinstance(out, np.ndarray) and out.shape == (size,) and out.dtype == np.float32
            and out.flags.writeable):
        got = shown(out) if not isinstance(out, np.ndarray) else (
            f"a {'' if out.flags.writeable else 'read-only '}{out.dtype} array of shape "
            f"{out.shape}")
        raise RulesError(f"out must be a writable numpy float32 array of shape ({size},), "
                         f"not {got}")


def _frozen(state):
    # A State of a State, an observation, a Playout or a playout's position.
    _position(state)                # says what it takes, if `state` is no position at all
    return state_of(state)


def observation_string(state, player: int) -> str:
    """What `player` sees at `state`, as text: the same text for any two states that
    look the same to that player."""
    return repr(observation(_frozen(state), _player(player)))


def information_state_string(state, player: int) -> str:
    """What `player` sees now and every action played so far, as text: the actions come
    from the log of the player's observation (every action is seen by both players, but
    an answer that names a dive card the player cannot see reads 'card ?'); none are
    listed for a game without a log or from a playout, whose log ends where it began."""
    seen = observation(_frozen(state), _player(player))
    steps = seen.log.steps() if seen.log is not None else ()
    moves = " ".join(repr(str(action)) for action, _ in steps if action is not None)
    return f"actions: {moves}\n{seen!r}"
