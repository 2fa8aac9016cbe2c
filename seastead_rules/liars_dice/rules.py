"""The rules of Liar's Dice: the setup, the legal actions, a bid and a challenge.

The standard game. Every player has five dice (`dice`), rolled hidden under a cup. In
turn (player 0, then 1, ...) each player either raises the bid, a claim that at least
`quantity` dice on the whole table show `face`, or calls the last bid a lie. A raise
names more dice, or as many dice of a higher face. When a bid is called, every hand is
shown and the dice showing its face are counted, and with `wild_ones` (the default)
the 1s too, for any other face: if there are at least as many as bid, the caller loses
a die, otherwise the bidder does. Everyone rolls again and the loser of the challenge
opens the next round (or, if that was their last die, the next player with dice). A
player with no dice is out; the last player with dice wins. The first round's opener is
drawn from the seed. Returns: 1 for the winner, -1 for every other player.
"""

from __future__ import annotations

from attrs import evolve

from ..errors import IllegalAction
from ..kernel import rng as dice_rng
from ..kernel.arguments import SEED_MAX, check_int, check_type
from .state import FACES, MAX_DICE, Bid, Challenge, Liar, State

__all__ = ["setup", "legal_actions", "why_not", "apply", "returns", "roll", "next_with_dice",
           "matching", "MIN_PLAYERS", "MAX_PLAYERS", "LIAR"]

MIN_PLAYERS, MAX_PLAYERS = 2, 6
LIAR = Liar()


def roll(counts: tuple, rng: int) -> tuple[tuple, int]:
    """(every player's dice, sorted, rolled for `counts`; the generator's next state)."""
    hands = []
    for n in counts:
        hand = []
        for _ in range(n):
            face, rng = dice_rng.below(rng, FACES)
            hand.append(face + 1)
        hands.append(tuple(sorted(hand)))
    return tuple(hands), rng


def setup(seed: int, players: int = 2, dice: int = MAX_DICE, wild_ones: bool = True) -> State:
    """A new game: `players` (2 to 6) with `dice` dice each (1 to 5), the dice rolled and
    the opener drawn from `seed` (0 to 2**64 - 1)."""
    check_int(seed, "seed", 0, SEED_MAX)
    check_int(players, "players (Liar's Dice seats 2 to 6)", MIN_PLAYERS, MAX_PLAYERS)
    check_int(dice, "dice (each player's at the start)", 1, MAX_DICE)
    check_type(wild_ones, bool, "wild_ones", "True or False")
    counts = (dice,) * players
    opener, rng = dice_rng.below(dice_rng.seeded(seed), players)
    hands, rng = roll(counts, rng)
    return State(players, dice, wild_ones, hands, counts, to_move=opener, rng=rng)


def next_with_dice(counts: tuple, player: int) -> int:
    """The next player after `player`, in turn order, who has dice left."""
    n = len(counts)
    for step in range(1, n + 1):
        q = (player + step) % n
        if counts[q]:
            return q
    raise AssertionError("nobody has dice left")  # pragma: no cover - a winner has some


def legal_actions(state: State) -> tuple:
    """Every bid above the standing one (at most the dice on the table), then `liar` if
    there is a bid to call; () when the game is over."""
    if state.to_move == -1:
        return ()
    bid, top = state.bid, state.in_play
    first_q, first_f = (1, 1) if bid is None else (
        (bid.quantity, bid.face + 1) if bid.face < FACES else (bid.quantity + 1, 1))
    bids = [Bid(q, f) for q in range(first_q, top + 1)
            for f in range(first_f if q == first_q else 1, FACES + 1)]
    if bid is not None:
        bids.append(LIAR)
    return tuple(bids)


def matching(hands, face: int, wild_ones: bool) -> int:
    """How many dice of `hands` count for `face` (1s too, when wild and face is not 1)."""
    wild = wild_ones and face != 1
    return sum(1 for hand in hands for d in hand if d == face or (wild and d == 1))


def why_not(state: State, action) -> str | None:
    """Why `action` is not legal for the player to move at `state` (a whole state or an
    observation), or None if it is."""
    if state.to_move == -1:
        return "the game is over"
    if type(action) is Liar:
        return None if state.bids else "there is no bid to call yet"
    if type(action) is not Bid:
        return f"{action!r} is not a Liar's Dice action (a Bid or Liar)"
    if type(action.quantity) is not int or type(action.face) is not int or \
            not 1 <= action.face <= FACES or action.quantity < 1:
        return f"{action!r} is not a bid (a quantity from 1 and a face from 1 to {FACES})"
    if action.quantity > state.in_play:
        return f"there are only {state.in_play} dice on the table"
    if not action.beats(state.bid):
        return f"it does not raise the standing bid ({state.bid})"
    return None


def apply(state: State, action) -> State:
    """The state after the player to move plays `action`; IllegalAction saying why not."""
    why = why_not(state, action)
    if why is None and state.viewer != -1:
        why = "this is an observation (other dice hidden): sample a state to play on"
    if why is not None:
        raise IllegalAction(f"cannot play {action}: {why}")
    player = state.to_move
    if type(action) is Bid:
        return evolve(state, bids=state.bids + ((player, action),),
                      to_move=next_with_dice(state.counts, player))
    return _challenge(state, player)


def _challenge(state: State, caller: int) -> State:
    """The standing bid called: the dice counted, the loser loses one, a new round."""
    bidder, bid = state.bidder, state.bid
    matched = matching(state.hands, bid.face, state.wild_ones)
    loser = caller if matched >= bid.quantity else bidder
    counts = list(state.counts)
    counts[loser] -= 1
    counts = tuple(counts)
    last = Challenge(caller, bidder, bid, state.hands, matched, loser)
    if sum(1 for n in counts if n) == 1:            # the last player with dice wins
        # (The winner is never the loser: the other player called or bid, with dice.)
        hands = tuple(h if counts[p] else () for p, h in enumerate(state.hands))
        return evolve(state, hands=hands, counts=counts, bids=(), to_move=-1,
                      round=state.round + 1, last=last)
    hands, rng = roll(counts, state.rng)
    opener = loser if counts[loser] else next_with_dice(counts, loser)
    return evolve(state, hands=hands, counts=counts, bids=(), to_move=opener,
                  round=state.round + 1, last=last, rng=rng)


def returns(state: State) -> tuple:
    """1.0 for the winner and -1.0 for the others at the end; 0.0 each before."""
    if state.to_move != -1:
        return (0.0,) * state.players
    winner = state.winner
    return tuple(1.0 if p == winner else -1.0 for p in range(state.players))

