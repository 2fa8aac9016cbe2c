"""Liar's Dice's chance decisions: who opens the first round (when drawn) and each die.

In normal play `rules.setup` and a challenge draw these from the state's generator at
once: the opener first, then player 0's dice, player 1's, ... With explicit chance the
game stops at each draw (`to_move` CHANCE) and `resolve` applies the outcome chosen:
the die is sorted into the hand of the player rolling, and the generator moves on by
the one draw normal play makes there, so a game resolved by `seeded_outcome` is the
game normal play gives.
"""

from __future__ import annotations

from fractions import Fraction

from ..kernel import rng as dice_rng
from .state import CHANCE, FACES, Opens, Roll, State

__all__ = ["ROLLS", "OPENERS", "chance_outcomes", "seeded_outcome", "resolve", "roller",
           "chance_history"]

ROLLS = tuple(Roll(face) for face in range(1, FACES + 1))
"""The outcomes of a die, in order of their face."""

OPENERS = {n: tuple(Opens(p) for p in range(n)) for n in range(2, 7)}
"""The outcomes of the draw of the opener, for each number of players."""

_ROLL_ODDS = tuple((r, Fraction(1, FACES)) for r in ROLLS)
_OPEN_ODDS = {n: tuple((o, Fraction(1, n)) for o in outcomes)
              for n, outcomes in OPENERS.items()}


def roller(state: State) -> int:
    """The player whose die is rolled next (the first with fewer dice rolled than held);
    -1 if every die is rolled."""
    for p, (hand, n) in enumerate(zip(state.hands, state.counts)):
        if len(hand) < n:
            return p
    return -1


def chance_outcomes(state: State) -> tuple:
    """((outcome, probability), ...) at a chance decision (all equally likely); ()
    anywhere else."""
    if state.to_move != CHANCE:
        return ()
    return _OPEN_ODDS[state.players] if state.opener == -1 else _ROLL_ODDS


def seeded_outcome(state: State):
    """The outcome normal play takes here: the state's generator's next draw."""
    if state.to_move != CHANCE:
        raise ValueError("no chance decision is pending here")
    if state.opener == -1:
        return Opens(dice_rng.below(state.rng, state.players)[0])
    return Roll(dice_rng.below(state.rng, FACES)[0] + 1)


def resolve(s: State, outcome) -> State:
    """The state after chance's `outcome` (legal: checked by the caller)."""
    rng = dice_rng.next_int(s.rng)[1]           # the draw normal play makes here
    if type(outcome) is Opens:
        return State(s.players, s.dice, s.wild, s.hands, s.counts, (), CHANCE,
                     outcome.player, s.past, rng, -1, s.one_round, True, s.random_opener)
    p = roller(s)
    hands = s.hands[:p] + (tuple(sorted(s.hands[p] + (outcome.face,))),) + s.hands[p + 1:]
    done = all(len(h) == n for h, n in zip(hands, s.counts))
    return State(s.players, s.dice, s.wild, hands, s.counts, (),
                 s.opener if done else CHANCE, s.opener, s.past, rng, -1, s.one_round, True,
                 s.random_opener)


def chance_history(state: State) -> tuple:
    """The chance outcomes that lead to `state` with its players' actions, in order: the
    opener (if drawn), then each round's dice, each hand in rising order (the order a
    hand was rolled in is not kept, and any order gives the same hands)."""
    out = []
    if state.random_opener and (state.opener != -1 or state.past):
        first = state.past[0].bids[0][0] if state.past else state.opener
        out.append(Opens(first))
    for challenge in state.past:
        out.extend(Roll(d) for hand in challenge.shown for d in hand)
    if not state.over:
        out.extend(Roll(d) for hand in state.hands for d in hand)
    return tuple(out)
