"""What the bots share: how good a position looks to a player, a game dealt from what
that player sees (for looking ahead without peeking at the hidden cards), and the
actions a bot is asked to choose from."""

from __future__ import annotations

from .. import Playout, State, legal_actions, observation, sample_state, score_sheet
from ..kernel.arguments import check_actions, check_type
from ..model.state import Position

__all__ = ["value", "outcome", "frozen", "seen_by", "deal", "choices", "HELD_WEIGHT"]

# A resource held is worth a quarter of a point: it will pay for points later.
HELD_WEIGHT = 0.25


def choices(state, actions) -> tuple:
    """The actions a bot chooses from at `state` (a State or a playout's position):
    `actions` (a non-empty list or tuple), or the legal actions if None; ArgumentError
    for anything else."""
    check_type(state, Position, "state", "a State or a playout's position")
    return legal_actions(state) if actions is None else check_actions(actions)


def value(position, player: int) -> float:
    """The player's score lead, counting each resource held as a quarter point."""
    sheet = score_sheet(position)
    mine, theirs = sheet.lines[player].total, sheet.lines[1 - player].total
    return mine - theirs + HELD_WEIGHT * sum(position.players[player].resources)


def outcome(position, player: int) -> float:
    """A finished game for the player: 1 a win, 0 a loss, 0.5 a shared victory."""
    winner = score_sheet(position).winner
    return 0.5 if winner is None else float(winner == player)


def frozen(position) -> State:
    """The position as a State (a playout's position is copied and frozen)."""
    return position if isinstance(position, State) else Playout(position).freeze()


def seen_by(position, player: int) -> State:
    """What `player` sees of `position` (a State or a playout's position)."""
    return observation(frozen(position), player)


def deal(seen: State, player: int, rng) -> Playout:
    """A playout of a game that looks to `player` as their observation `seen` does, its
    hidden cards dealt at random (`sample_state`): to look ahead in without seeing the
    real ones."""
    return Playout(sample_state(seen, player, rng))
