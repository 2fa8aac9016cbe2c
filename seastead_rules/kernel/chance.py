"""Chance decisions for the kernel's tools: an outcome drawn from a game's distribution,
and a game carried past its chance decisions.

A game set up with explicit chance (`setup(..., chance=EXPLICIT)`) stops at each draw
with `to_move` CHANCE; the bots, the arena, the environments and the checks resolve such
a decision by drawing from `chance_outcomes` with their own generator:

    outcome = draw(GAME, state, rng)        # one outcome, by its probability
    state = settle(GAME, state, rng)        # a State with no chance decision pending
    settle_playout(GAME, playout, rng)      # the same, in place
"""

from __future__ import annotations

import math
import random
from fractions import Fraction

from .protocol import CHANCE

__all__ = ["draw", "settle", "settle_playout", "check_distribution"]


def draw(game, position, rng: random.Random):
    """An outcome of the chance decision at `position`, drawn by `rng` with the exact
    probabilities of `game.chance_outcomes`."""
    outcomes = game.chance_outcomes(position)
    first = outcomes[0][1]
    if all(p == first for _, p in outcomes):            # uniform: the usual case
        return outcomes[rng.randrange(len(outcomes))][0]
    scale = math.lcm(*(Fraction(p).denominator for _, p in outcomes))
    ticket = rng.randrange(scale)
    for outcome, p in outcomes:
        ticket -= Fraction(p) * scale
        if ticket < 0:
            return outcome
    return outcomes[-1][0]      # pragma: no cover - the probabilities sum to 1


def settle(game, state, rng: random.Random):
    """`state` after every pending chance decision is resolved by `draw`."""
    while game.to_move(state) == CHANCE:
        state = game.apply(state, draw(game, state, rng))
    return state


def settle_playout(game, playout, rng: random.Random) -> None:
    """Resolve every pending chance decision of `playout` in place, by `draw`."""
    while playout.to_move == CHANCE:
        playout.apply(draw(game, playout.position, rng))


def check_distribution(outcomes) -> str | None:
    """What is wrong with ((outcome, probability), ...) as a chance distribution (None
    if nothing): some outcomes, each probability a Fraction or int above 0, summing
    exactly to 1, the outcomes distinct by their text."""
    if not outcomes:
        return "no outcomes"
    probabilities = [p for _, p in outcomes]
    if not all(isinstance(p, (Fraction, int)) and not isinstance(p, bool) and p > 0
               for p in probabilities):
        return f"probabilities that are not exact and positive: {probabilities[:6]}"
    if sum(probabilities) != 1:
        return f"probabilities summing to {sum(probabilities)}, not 1"
    if len({str(o) for o, _ in outcomes}) != len(outcomes):
        return "two outcomes read the same"
    return None
