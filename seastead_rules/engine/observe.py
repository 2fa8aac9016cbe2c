"""What one player can see: the state without deck orders and other hidden parts."""

from __future__ import annotations

import attrs

from ..errors import ArgumentError
from ..inputs import as_index, check_type
from ..model.state import Decision, Position, State
from .hidden_cards import HIDDEN, handles_piles, hide_cards

__all__ = ["observation", "is_observation", "state_of", "HIDDEN", "OBSERVATION_HINT"]

# The questions whose options name cards drawn from a hidden pile: the two decrees drawn
# from the decree deck (p. 11). The questions about dive cards the other player looked
# at or keeps are hidden too (hidden_cards.py); every other question's options follow
# from the public position and the rules, so the other player sees them as asked.
_DRAWN_FROM_HIDDEN = frozenset({"decree"})

# What an error says when a search or a bot plays on an observation.
OBSERVATION_HINT = ("this state is a player's observation (its hidden cards are '?'): it "
                    "cannot be played; sample_state(observation, player, rng) gives a full "
                    "state consistent with it")


def _backs(state: State) -> tuple:
    # The dive deck shows only card backs: which part of the deck each card is from. p. 3.
    return tuple(state.content.dive[c].depth for c in state.dive_deck)


def state_of(game, name: str = "state") -> State:
    """`game` as a State: a State as it is; a Playout or a playout's position (what bots
    are given) copied and frozen, the playout going on unchanged. ArgumentError naming
    `name` for anything else."""
    if isinstance(game, State):
        return game
    if isinstance(getattr(game, "position", None), Position):      # a Playout
        game = game.position
    check_type(game, Position, name, "a State, a Playout or a playout's position")
    return game.copy().freeze()         # (as Playout.freeze: the game goes on unchanged)


def observation(state: State, player: int) -> State:
    """The state as `player` sees it: hidden card orders and names replaced by '?' (dive
    cards by their backs, but those the player saw), the seed and generator state
    zeroed, and the options of the other player's pending question hidden when they
    name cards the player cannot see (the decrees drawn, the dive cards the other player
    looked at or keeps). `state` may be a Playout or a playout's position: the
    observation is then of the game as it is now."""
    state = state_of(state)
    seat = as_index(player)
    if seat not in (0, 1):
        raise ArgumentError(f"player must be 0 or 1 (a seat), not {player!r}"[:120])
    player = seat
    stack = state.stack
    top = stack[-1] if stack else None
    if isinstance(top, Decision) and top.player != player and top.kind in _DRAWN_FROM_HIDDEN:
        stack = stack[:-1] + (attrs.evolve(top, options=(HIDDEN,) * len(top.options),
                                           values=(None,) * len(top.values)),)
    # Content whose cards move dive cards as a pile: what each player saw of them.
    cards = hide_cards(state, player, stack) if handles_piles(state.content) \
        else {"dive_deck": _backs(state), "stack": stack}
    return state.replace(
        dive_removed=(HIDDEN,) * len(state.dive_removed),
        specialist_deck=(HIDDEN,) * len(state.specialist_deck),
        dock_deck=(HIDDEN,) * len(state.dock_deck),
        decree_deck=(HIDDEN,) * len(state.decree_deck),
        seed=0, rng=0,
        **cards,   # (frames hold effects still to run: public rules text, but the cards)
    )


def is_observation(state) -> bool:
    """Whether `state` is an observation made by `observation` (hidden cards shown as
    '?' or as card backs), not a playable game."""
    if state.rng != 0 or state.seed != 0:
        return False
    piles = (state.specialist_deck, state.dock_deck, state.decree_deck, state.dive_removed)
    if any(HIDDEN in pile for pile in piles):
        return True
    dive = state.content.dive if state.content is not None else {}
    if any(card not in dive for card in state.dive_deck + state.dive_open):
        return True
    if any(card not in dive for cards in state.kept for card in cards):
        return True
    if any(card not in dive for cards, _ in state.outer_open for card in cards):
        return True
    if any(item.ctx.card == HIDDEN for item in state.stack):
        return True
    top = state.stack[-1] if state.stack else None
    return isinstance(top, Decision) and HIDDEN in top.options
