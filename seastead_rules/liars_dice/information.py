"""Who sees what: a player's observation, states sampled from it, and the invariants."""

from __future__ import annotations

import random

from ..errors import ArgumentError
from ..kernel.rng import RNG_MAX
from .chance import roller
from .rules import MAX_PLAYERS, MIN_PLAYERS, matching, next_with_dice
from .state import CHANCE, FACES, HIDDEN, HIDDEN_RNG, MAX_DICE, OVER, WILD, Bid, Challenge, State

__all__ = ["observation", "sample", "check"]

_UNSEEN = tuple((HIDDEN,) * n for n in range(MAX_DICE + 1))


def _player(state: State, player) -> int:
    if isinstance(player, bool) or not isinstance(player, int) or \
            not 0 <= player < state.players:
        raise ArgumentError(f"player must be a seat of this game (0 to "
                            f"{state.players - 1}), not {player!r}")
    return player


def observation(state: State, player: int) -> State:
    """What `player` sees: their own dice, how many dice each player has and has rolled,
    the bids, every earlier round (all its dice were shown); not the others' dice of this
    round (each reads HIDDEN), not the generator."""
    _player(state, player)
    if state.viewer == player:
        return state
    if state.viewer != -1:
        raise ArgumentError(f"this is player {state.viewer}'s observation; player "
                            f"{player} cannot see it")
    s = state
    hands = tuple(h if p == player else _UNSEEN[len(h)] for p, h in enumerate(s.hands))
    return State(s.players, s.dice, s.wild, hands, s.counts, s.bids, s.to_move, s.opener,
                 s.past, HIDDEN_RNG, player, s.one_round, s.explicit, s.random_opener)


def sample(seen: State, player: int, rng: random.Random) -> State:
    """A whole state that `player` sees as `seen`: the hidden dice rolled anew by `rng`,
    and a new generator for the rounds to come (drawn from `rng`)."""
    s = observation(seen, player)
    hands = tuple(h if p == player else
                  tuple(sorted(rng.randint(1, FACES) for _ in h))
                  for p, h in enumerate(s.hands))
    return State(s.players, s.dice, s.wild, hands, s.counts, s.bids, s.to_move, s.opener,
                 s.past, rng.getrandbits(64), -1, s.one_round, s.explicit, s.random_opener)


def check(state: State) -> None:
    """AssertionError naming the first invariant `state` breaks."""
    assert type(state) is State, f"not a Liar's Dice State: {type(state).__name__}"
    n = state.players
    assert MIN_PLAYERS <= n <= MAX_PLAYERS, f"{n} players"
    assert 1 <= state.dice <= MAX_DICE, f"{state.dice} dice each"
    assert state.wild in WILD.values(), f"wild face {state.wild}"
    for name in ("one_round", "explicit", "random_opener"):
        assert type(getattr(state, name)) is bool, f"{name} is not a bool"
    assert type(state.past) is tuple and type(state.bids) is tuple, "past and bids are tuples"
    assert len(state.hands) == n and len(state.counts) == n, "a hand or count per player"
    assert all(type(c) is int and 0 <= c <= state.dice for c in state.counts), \
        f"counts {state.counts}"
    assert state.in_play == n * state.dice - len(state.past), \
        "one die is lost in each challenge and only then"
    assert -1 <= state.viewer < n, f"viewer {state.viewer}"
    for p, hand in enumerate(state.hands):
        assert type(hand) is tuple and len(hand) <= state.counts[p], \
            f"player {p} holds {hand!r} with {state.counts[p]} dice"
        hidden = state.viewer not in (-1, p)
        faces = {HIDDEN} if hidden else set(range(1, FACES + 1))
        assert list(hand) == sorted(hand) and all(d in faces for d in hand), \
            f"player {p}'s dice {hand}" + (" (hidden from the viewer)" if hidden else "")
    if state.viewer == -1:
        assert 0 <= state.rng <= RNG_MAX, "the generator is 64 bits"
    else:
        assert state.rng == HIDDEN_RNG, "an observation shows the generator"
    counts = _check_past(state)
    assert counts == state.counts, "the counts do not follow the challenges"
    _check_turn(state)


def _check_turn(state: State) -> None:
    alive = [p for p, c in enumerate(state.counts) if c]
    assert alive, "nobody has dice"
    if state.to_move == OVER:
        assert state.past and (state.one_round or len(alive) == 1), "the end, too early"
        assert not state.bids and state.opener == -1 and all(h == () for h in state.hands), \
            "the table is cleared at the end"
        return
    assert len(alive) > 1 and not (state.one_round and state.past), "the game goes on"
    rolled = all(len(h) == c for h, c in zip(state.hands, state.counts))
    if state.to_move == CHANCE:
        assert state.explicit, "chance waits only with explicit chance"
        assert not state.bids, "bids before every die is rolled"
        if state.opener == -1:
            assert state.random_opener and not state.past and \
                all(h == () for h in state.hands), "the opener is drawn first"
            return
        assert not rolled, "chance to move with every die rolled"
        p = roller(state)
        assert all(h == () for h in state.hands[p + 1:]), "the dice are rolled in seat order"
    else:
        assert rolled, "a player to move before every die is rolled"
    assert state.opener in alive, f"player {state.opener} opens without dice"
    if not state.past and not state.random_opener:
        assert state.opener == 0, "player 0 opens the first round"
    mover = _check_bids(state.bids, state.counts, state.opener, "this round")
    if state.to_move != CHANCE:
        assert state.to_move == mover, f"player {state.to_move} to move out of turn"


def _check_bids(bids, counts, opener: int, where: str) -> int:
    # The bids of a round, each by the player whose turn it was; the player to move next.
    previous, mover, in_play = None, opener, sum(counts)
    for k, entry in enumerate(bids):
        assert type(entry) is tuple and len(entry) == 2, f"{where}: bid {k + 1} {entry!r}"
        p, bid = entry
        assert type(bid) is Bid and p == mover, f"{where}: bid {k + 1} by {p} out of turn"
        assert type(bid.face) is int and type(bid.quantity) is int and \
            1 <= bid.face <= FACES and 1 <= bid.quantity <= in_play, \
            f"{where}: bid {k + 1} {bid} is beyond the dice"
        assert bid.beats(previous), f"{where}: bid {k + 1} ({bid}) does not raise {previous}"
        previous, mover = bid, next_with_dice(counts, p)
    return mover


def _check_past(state: State) -> tuple:
    # Each earlier round replayed from the counts it began with; the counts after them.
    counts, opener = [state.dice] * state.players, None
    for k, last in enumerate(state.past):
        where = f"round {k + 1}"
        assert type(last) is Challenge and type(last.bid) is Bid and last.bids, \
            f"{where}: a challenge record"
        first = last.bids[0][0] if opener is None else opener
        mover = _check_bids(last.bids, tuple(counts), first, where)
        assert (last.bidder, last.bid) == last.bids[-1] and last.caller == mover, \
            f"{where}: player {last.caller} called player {last.bidder}'s {last.bid}"
        assert len(last.shown) == state.players and all(
            type(h) is tuple and len(h) == c and list(h) == sorted(h) and
            all(type(d) is int and 1 <= d <= FACES for d in h)
            for h, c in zip(last.shown, counts)), f"{where}: the dice shown"
        assert last.matched == matching(last.shown, last.bid.face, state.wild), \
            f"{where}: the dice shown were miscounted"
        true = last.matched >= last.bid.quantity
        assert last.loser == (last.caller if true else last.bidder), f"{where}: wrong loser"
        counts[last.loser] -= 1
        opener = last.loser if counts[last.loser] else \
            next_with_dice(tuple(counts), last.loser) if any(counts) else None
    if state.past and state.to_move != OVER:
        assert state.opener == opener, "the loser of the last challenge opens"
    if not state.random_opener and state.past:
        assert state.past[0].bids[0][0] == 0, "player 0 opens the first round"
    return tuple(counts)
