"""What one player can see: the state without deck orders and other hidden parts."""

from __future__ import annotations

import attrs

from .state import Decision, State

__all__ = ["observation", "HIDDEN"]

HIDDEN = "?"


def _backs(state: State) -> tuple:
    # The dive deck shows only card backs: which part of the deck each card is from. p. 3.
    return tuple(state.content.dive[c].depth for c in state.dive_deck)


def observation(state: State, player: int) -> State:
    """The state as `player` sees it: hidden card orders and names replaced by '?',
    the seed and generator state zeroed, other players' pending options hidden."""
    stack = state.stack
    if stack and isinstance(stack[-1], Decision) and stack[-1].player != player:
        top = stack[-1]
        stack = stack[:-1] + (attrs.evolve(top, options=(HIDDEN,) * len(top.options),
                                           values=(None,) * len(top.values)),)
    return state.replace(
        dive_deck=_backs(state),
        dive_removed=(HIDDEN,) * len(state.dive_removed),
        specialist_deck=(HIDDEN,) * len(state.specialist_deck),
        dock_deck=(HIDDEN,) * len(state.dock_deck),
        decree_deck=(HIDDEN,) * len(state.decree_deck),
        stack=stack,   # frames hold only effects still to run: public rules text
        seed=0, rng=0,
    )
