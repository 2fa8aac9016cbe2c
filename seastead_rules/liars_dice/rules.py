"""The rules of Liar's Dice: the setup, the legal actions, a bid and a challenge.

The standard game. Every player has five dice (`dice`), rolled hidden under a cup. In
turn (player 0, then 1, ...) each player either raises the bid, a claim that at least
`quantity` dice on the whole table show `face`, or calls the last bid a lie. A raise
names more dice, or as many dice of a higher face. When a bid is called, every hand is
shown and the dice showing its face are counted, and the wild dice too (`wild`: 1s by
default; "sixes" or "none"), for any other face: if there are at least as many as bid,
the caller loses a die, otherwise the bidder does. Everyone rolls again and the loser of
the challenge opens the next round (or, if that was their last die, the next player with
dice). A player with no dice is out; the last player with dice wins. The first round's
opener is drawn (`random_opener`, the default) or is player 0. Returns: 1 for the
winner, -1 for every other player. With `one_round` the first challenge ends the game:
1 for its winner, -1 for its loser, 0 for the others. (OpenSpiel's `liars_dice` is two
players, sixes wild, one round, player 0 opening: docs/ai.md.)

The rolls and the draw of the opener are chance decisions (`chance.py`): resolved from the
seeded generator at once in normal play, one by one by the caller with explicit chance.
"""

from __future__ import annotations

from ..errors import ArgumentError, IllegalAction
from ..kernel import rng as dice_rng
from ..kernel.arguments import SEED_MAX, check_int, check_type
from .chance import OPENERS, ROLLS, resolve
from .state import (
    CHANCE,
    FACES,
    MAX_DICE,
    OVER,
    WILD,
    Bid,
    Challenge,
    Liar,
    Opens,
    Roll,
    State,  # noqa: F401
)

__all__ = ["setup", "legal_actions", "why_not", "apply", "returns", "roll", "next_with_dice",
           "matching", "MIN_PLAYERS", "MAX_PLAYERS", "LIAR", "bid_id"]

MIN_PLAYERS, MAX_PLAYERS = 2, 6
LIAR = Liar()

# Every bid up to n dice on the table, in rising order, then `liar`: the legal actions of
# a round are a slice of its table (made once, shared by every state).
_TABLES = (None,) + tuple(
    tuple(Bid(q, f) for q in range(1, n + 1) for f in range(1, FACES + 1)) + (LIAR,)
    for n in range(1, MAX_PLAYERS * MAX_DICE + 1))


def bid_id(bid: Bid) -> int:
    """The bid's place among all bids, from 0: (quantity - 1) * 6 + face - 1."""
    return (bid.quantity - 1) * FACES + bid.face - 1


def roll(counts: tuple, rng: int) -> tuple[tuple, int]:
    """(a sorted hand of `counts[p]` dice for each player p, the generator's next state):
    player 0's dice first, each die one draw."""
    hands = []
    for n in counts:
        hand = []
        for _ in range(n):
            face, rng = dice_rng.below(rng, FACES)
            hand.append(face + 1)
        hands.append(tuple(sorted(hand)))
    return tuple(hands), rng


def setup(seed: int, players: int = 2, dice: int = MAX_DICE, wild: str = "ones",
          one_round: bool = False, random_opener: bool = True,
          explicit: bool = False) -> State:
    """A new game: `players` (2 to 6) with `dice` dice each (1 to 5), the opener drawn
    (or player 0) and the dice rolled from `seed` (0 to 2**64 - 1); with `explicit`
    chance these draws wait for the caller."""
    check_int(seed, "seed", 0, SEED_MAX)
    check_int(players, "players (Liar's Dice seats 2 to 6)", MIN_PLAYERS, MAX_PLAYERS)
    check_int(dice, "dice (each player's at the start)", 1, MAX_DICE)
    if not isinstance(wild, str) or wild not in WILD:
        raise ArgumentError(f"wild must be one of {', '.join(map(repr, WILD))}, not "
                            f"{wild!r}"[:200])
    check_type(one_round, bool, "one_round", "True or False")
    check_type(random_opener, bool, "random_opener", "True or False")
    counts, rng = (dice,) * players, dice_rng.seeded(seed)
    if explicit:
        opener = -1 if random_opener else 0
        return State(players, dice, WILD[wild], ((),) * players, counts, (), CHANCE, opener,
                     (), rng, -1, one_round, True, random_opener)
    opener = 0
    if random_opener:
        opener, rng = dice_rng.below(rng, players)
    hands, rng = roll(counts, rng)
    return State(players, dice, WILD[wild], hands, counts, (), opener, opener, (), rng, -1,
                 one_round, False, random_opener)


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
    there is a bid to call; at a chance decision its outcomes; () when the game is over."""
    mover = state.to_move
    if mover < 0:
        if mover == OVER:
            return ()
        return OPENERS[state.players] if state.opener == -1 else ROLLS
    table = _TABLES[sum(state.counts)]
    bids = state.bids
    if not bids:
        return table[:-1]
    bid = bids[-1][1]
    return table[(bid.quantity - 1) * FACES + bid.face:]


def matching(hands, face: int, wild: int) -> int:
    """How many dice of `hands` count for `face`: the dice showing it, and the `wild` face
    (0: none) for any other face."""
    wild = 0 if wild == face else wild
    return sum(1 for hand in hands for d in hand if d == face or d == wild)


def why_not(state: State, action) -> str | None:
    """Why `action` is not legal for whoever decides at `state` (a whole state or an
    observation), or None if it is."""
    kind, mover = type(action), state.to_move
    if mover == OVER:
        return "the game is over"
    if mover == CHANCE:
        if state.opener == -1:
            if kind is Opens:
                p = action.player
                return None if type(p) is int and 0 <= p < state.players else \
                    f"{action!r} is not an outcome"
        elif kind is Roll:
            face = action.face
            return None if type(face) is int and 1 <= face <= FACES else \
                f"{action!r} is not an outcome"
        return (f"chance decides now ({'who opens' if state.opener == -1 else 'a die'}): "
                f"{action} is not one of its outcomes")
    if kind is Liar:
        return None if state.bids else "there is no bid to call yet"
    if kind is not Bid:
        return f"{action!r} is not a Liar's Dice action (a Bid or Liar)"
    if type(action.quantity) is not int or type(action.face) is not int or \
            not 1 <= action.face <= FACES or action.quantity < 1:
        return f"{action!r} is not a bid (a quantity from 1 and a face from 1 to {FACES})"
    if action.quantity > sum(state.counts):
        return f"there are only {sum(state.counts)} dice on the table"
    if not action.beats(state.bid):
        return f"it does not raise the standing bid ({state.bid})"
    return None


def apply(state: State, action) -> State:
    """The state after the player to move plays `action` (or chance's outcome);
    IllegalAction saying why not."""
    why = why_not(state, action)
    if why is None and state.viewer != -1:
        why = "this is an observation (other dice hidden): sample a state to play on"
    if why is not None:
        raise IllegalAction(f"cannot play {action}: {why}")
    player, kind = state.to_move, type(action)
    if kind is Bid:
        s = state
        return State(s.players, s.dice, s.wild, s.hands, s.counts,
                     s.bids + ((player, action),), next_with_dice(s.counts, player),
                     s.opener, s.past, s.rng, -1, s.one_round, s.explicit, s.random_opener)
    if kind is Liar:
        return _challenge(state, player)
    return resolve(state, action)


def _challenge(s: State, caller: int) -> State:
    """The standing bid called: the dice counted, the loser loses one, a new round (its
    dice rolled at once, or left to chance decisions) or the end."""
    bidder, bid = s.bids[-1]
    matched = matching(s.hands, bid.face, s.wild)
    loser = caller if matched >= bid.quantity else bidder
    counts = list(s.counts)
    counts[loser] -= 1
    counts = tuple(counts)
    past = s.past + (Challenge(caller, bidder, bid, s.hands, matched, loser, s.bids),)
    if s.one_round or sum(1 for n in counts if n) == 1:     # the end
        # (The last player with dice is never the loser: the other party had dice.)
        return State(s.players, s.dice, s.wild, ((),) * s.players, counts, (), OVER, -1,
                     past, s.rng, -1, s.one_round, s.explicit, s.random_opener)
    opener = loser if counts[loser] else next_with_dice(counts, loser)
    if s.explicit:
        return State(s.players, s.dice, s.wild, ((),) * s.players, counts, (), CHANCE,
                     opener, past, s.rng, -1, s.one_round, True, s.random_opener)
    hands, rng = roll(counts, s.rng)
    return State(s.players, s.dice, s.wild, hands, counts, (), opener, opener, past, rng,
                 -1, s.one_round, False, s.random_opener)


def returns(state: State) -> tuple:
    """At the end: 1.0 for the winner, -1.0 for the others (with `one_round`, -1.0 for
    the challenge's loser and 0.0 for the others); 0.0 each before."""
    if state.to_move != OVER:
        return (0.0,) * state.players
    winner = state.winner
    if state.one_round:
        loser = state.past[-1].loser
        return tuple(1.0 if p == winner else -1.0 if p == loser else 0.0
                     for p in range(state.players))
    return tuple(1.0 if p == winner else -1.0 for p in range(state.players))
