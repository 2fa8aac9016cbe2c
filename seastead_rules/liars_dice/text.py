"""Liar's Dice as plain text: the whole table, or what one player sees of it."""

from __future__ import annotations

from .chance import roller
from .information import observation
from .state import CHANCE, HIDDEN, State

__all__ = ["describe", "observation_string", "dice_text", "bid_text", "rules_text"]


def dice_text(hand) -> str:
    """A hand as text: its faces, '?' for a hidden die."""
    return " ".join("?" if d == HIDDEN else str(d) for d in hand)


def bid_text(bid) -> str:
    """A bid without its verb: "3 fives"."""
    return str(bid).removeprefix("bid ")


def rules_text(state: State) -> str:
    """The options in force, in words: "1s wild", "one round"."""
    words = [f"{state.wild}s wild" if state.wild else "nothing wild"]
    if state.one_round:
        words.append("one round")
    return ", ".join(words)


def _hand(hand, n: int, rolling: bool) -> str:
    if n == 0:
        return "none (out)"
    if hand and all(d == HIDDEN for d in hand) and len(hand) == n:
        return "? (hidden)"
    text = dice_text(hand)
    if len(hand) < n and rolling:
        text = f"{text} (rolling)".strip() if hand else "not rolled yet"
    return text


def _head(state: State) -> str:
    if state.over:
        return f"round {state.round}: game over, player {state.winner} wins ({rules_text(state)})"
    if state.to_move == CHANCE:
        what = "who opens is drawn" if state.opener == -1 else \
            f"player {roller(state)} rolls (player {state.opener} opens)"
        return f"round {state.round}: {what} ({rules_text(state)})"
    return f"round {state.round}: player {state.to_move} to move ({rules_text(state)})"


def _lines(state: State, viewer: int) -> list:
    lines = [_head(state)]
    rolling = state.to_move == CHANCE
    for p, hand in enumerate(state.hands):
        who = "you" if p == viewer else f"player {p}"
        n = state.counts[p]
        dice = f"  {who}: {n} {'die' if n == 1 else 'dice'}"
        lines.append(dice if state.over and n else f"{dice}: {_hand(hand, n, rolling)}")
    bids = ", ".join(f"{bid_text(b)} (player {p})" for p, b in state.bids)
    lines.append(f"  bids: {bids or 'none yet'}")
    last = state.last
    if last is not None:
        lines.append(f"  last round: player {last.caller} called player {last.bidder}'s "
                     f"{bid_text(last.bid)} a lie; there were {last.matched}; player "
                     f"{last.loser} lost a die")
    return lines


def describe(state: State) -> str:
    """The table as text, every die shown that the state holds."""
    return "\n".join(_lines(state, state.viewer))


def observation_string(state: State, player: int) -> str:
    """What `player` sees, as text: the same for a state and every sample of it."""
    return "\n".join(_lines(observation(state, player), player))
