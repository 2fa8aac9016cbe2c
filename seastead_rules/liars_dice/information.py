"""Who sees what: a player's observation, states sampled from it, and the invariants."""

from __future__ import annotations

import random

from attrs import evolve

from ..errors import ArgumentError
from ..kernel.rng import RNG_MAX
from .rules import MAX_PLAYERS, MIN_PLAYERS, matching, next_with_dice
from .state import FACES, HIDDEN_RNG, MAX_DICE, Bid, Challenge, State

__all__ = ["observation", "sample", "check"]


def _player(state: State, player) -> int:
    if isinstance(player, bool) or not isinstance(player, int) or \
            not 0 <= player < state.players:
        raise ArgumentError(f"player must be a seat of this game (0 to "
                            f"{state.players - 1}), not {player!r}")
    return player


def observation(state: State, player: int) -> State:
    """What `player` sees: their own dice, how many dice each player has, the bids, the
    last challenge (all its dice were shown), and every die once the game is over; not
    the others' dice before that, not the generator."""
    _player(state, player)
    if state.viewer == player:
        return state
    if state.viewer != -1:
        raise ArgumentError(f"this is player {state.viewer}'s observation; player "
                            f"{player} cannot see it")
    shown = state.to_move == -1
    hands = tuple(h if shown or p == player or not state.counts[p] else None
                  for p, h in enumerate(state.hands))
    return evolve(state, hands=hands, rng=HIDDEN_RNG, viewer=player)


def sample(seen: State, player: int, rng: random.Random) -> State:
    """A whole state that `player` sees as `seen`: the hidden dice rolled anew by `rng`,
    and a new generator for the rounds to come (drawn from `rng`)."""
    seen = observation(seen, player)
    hands = tuple(h if h is not None else
                  tuple(sorted(rng.randint(1, FACES) for _ in range(seen.counts[p])))
                  for p, h in enumerate(seen.hands))
    return evolve(seen, hands=hands, rng=rng.getrandbits(64), viewer=-1)


def check(state: State) -> None:
    """AssertionError naming the first invariant `state` breaks."""
    assert type(state) is State, f"not a Liar's Dice State: {type(state).__name__}"
    n = state.players
    assert MIN_PLAYERS <= n <= MAX_PLAYERS, f"{n} players"
    assert 1 <= state.dice <= MAX_DICE, f"{state.dice} dice each"
    assert type(state.wild_ones) is bool, "wild_ones is not a bool"
    assert len(state.hands) == n and len(state.counts) == n, "a hand or count per player"
    assert all(0 <= c <= state.dice for c in state.counts), f"counts {state.counts}"
    assert state.round >= 1, f"round {state.round}"
    assert state.in_play == n * state.dice - (state.round - 1), \
        "one die is lost in each challenge and only then"
    assert -1 <= state.viewer < n, f"viewer {state.viewer}"
    for p, hand in enumerate(state.hands):
        if hand is None:
            assert state.viewer not in (-1, p) and state.counts[p] and not state.over, \
                f"player {p}'s dice are hidden from nobody"
            continue
        assert len(hand) == state.counts[p], f"player {p} holds {len(hand)} dice, not " \
                                             f"{state.counts[p]}"
        assert list(hand) == sorted(hand) and all(1 <= d <= FACES for d in hand), \
            f"player {p}'s dice {hand}"
    if state.viewer == -1:
        assert 0 <= state.rng <= RNG_MAX, "the generator is 64 bits"
    else:
        assert state.rng == HIDDEN_RNG, "an observation shows the generator"
        assert all(h is not None for p, h in enumerate(state.hands)
                   if p == state.viewer or not state.counts[p] or state.over), \
            "hidden more than unseen"
    _check_turn(state)
    if state.last is not None:
        _check_challenge(state, state.last)


def _check_turn(state: State) -> None:
    alive = [p for p, c in enumerate(state.counts) if c]
    assert alive, "nobody has dice"
    if len(alive) == 1:
        assert state.to_move == -1 and not state.bids, "the game goes on with one player"
        assert state.last is not None and state.last.loser != alive[0], "a winner who lost"
        return
    assert state.to_move in alive, f"player {state.to_move} to move, without dice"
    previous = None
    for k, (p, bid) in enumerate(state.bids):
        assert type(bid) is Bid and p in alive, f"bid {k + 1} by {p}: {bid!r}"
        assert 1 <= bid.face <= FACES and 1 <= bid.quantity <= state.in_play, \
            f"bid {k + 1} {bid} is beyond the dice"
        assert bid.beats(previous), f"bid {k + 1} ({bid}) does not raise {previous}"
        if k:
            assert p == next_with_dice(state.counts, state.bids[k - 1][0]), \
                f"bid {k + 1} is out of turn"
        previous = bid
    if state.bids:
        assert state.to_move == next_with_dice(state.counts, state.bidder), "out of turn"


def _check_challenge(state: State, last: Challenge) -> None:
    n = state.players
    assert type(last) is Challenge and type(last.bid) is Bid, "a challenge record"
    assert last.caller != last.bidder and {last.caller, last.bidder} <= set(range(n)), \
        f"player {last.caller} called player {last.bidder}'s bid"
    assert last.loser in (last.caller, last.bidder), "the loser took no part"
    assert len(last.shown) == n and all(
        type(h) is tuple and list(h) == sorted(h) and all(1 <= d <= FACES for d in h)
        for h in last.shown), "the dice shown"
    assert last.matched == matching(last.shown, last.bid.face, state.wild_ones), \
        "the dice shown were miscounted"
    called_true = last.matched >= last.bid.quantity
    assert last.loser == (last.caller if called_true else last.bidder), "the wrong loser"
    before = [len(h) for h in last.shown]
    before[last.loser] -= 1
    assert tuple(before) == state.counts, "the counts do not follow the challenge"
