"""Liar's Dice as plain text: the whole table, or what one player sees of it."""

from __future__ import annotations

from .information import observation
from .state import State

__all__ = ["describe", "observation_string"]


def _dice(hand) -> str:
    if hand is None:
        return "? (hidden)"
    return " ".join(map(str, hand)) if hand else "none (out)"


def _bid(bid) -> str:
    return str(bid).removeprefix("bid ")


def _lines(state: State, viewer: int) -> list:
    wild = "1s wild" if state.wild_ones else "1s not wild"
    if state.over:
        head = f"round {state.round}: game over, player {state.winner} wins ({wild})"
    else:
        head = f"round {state.round}: player {state.to_move} to move ({wild})"
    lines = [head]
    for p, hand in enumerate(state.hands):
        who = "you" if p == viewer else f"player {p}"
        n = state.counts[p]
        lines.append(f"  {who}: {n} {'die' if n == 1 else 'dice'}: {_dice(hand)}")
    bids = ", ".join(f"{_bid(b)} (player {p})" for p, b in state.bids)
    lines.append(f"  bids: {bids or 'none yet'}")
    last = state.last
    if last is not None:
        lines.append(f"  last round: player {last.caller} called player {last.bidder}'s "
                     f"{_bid(last.bid)} a lie; there were {last.matched}; player "
                     f"{last.loser} lost a die")
    return lines


def describe(state: State) -> str:
    """The table as text, every die shown that the state holds."""
    return "\n".join(_lines(state, state.viewer))


def observation_string(state: State, player: int) -> str:
    """What `player` sees, as text: the same for a state and every sample of it."""
    return "\n".join(_lines(observation(state, player), player))
