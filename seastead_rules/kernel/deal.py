"""A setup's shuffles dealt one item at a time as chance decisions, for any game whose
setup draws a fixed list of piles from its seeded generator (kernel/rng.py).

A game names its piles (`Pile`: the items in a fixed order, a token once per copy, how
many of the shuffle's first items it uses, or one item drawn), draws them in normal play
with `draw_pile`, and with explicit chance deals them: the next item of the pile dealt
now is any item not dealt yet, each copy equally likely (`outcomes`), and the seeded
outcome is the item normal play's shuffle puts there (`seeded_next`), so a deal resolved
by it gives normal play's orders and, with `replay`, the generator after them.

    piles = (Pile("deck", ("a", "b", "b")), Pile("first", (0, 1), 1, shuffled=False))
    k, got = current(piles, dealt)          # the pile dealt now and its items dealt
    odds = outcomes(piles[k], got)          # ((item, Fraction), ...)

How many chance decisions a deal takes is fixed by its piles (`decisions`): a pile
shuffled whole deals its last item without asking (one outcome left), every other item
is a decision, even one with a single outcome left, so every deal of the same piles
takes as many chance decisions.
"""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

from attrs import field, frozen

from . import rng as seeded

__all__ = ["Pile", "draw_pile", "current", "asked", "outcomes", "seeded_next", "replay",
           "orders", "sample_dealt", "decisions", "check_dealt"]


@frozen
class Pile:
    """One of setup's draws: `items` (in a fixed order; a token once per copy) shuffled,
    of which the game uses the first `take` (default every one); or, if not `shuffled`,
    one of `items` drawn (`take` 1)."""
    name: str
    items: tuple
    take: int = field(default=-1)
    shuffled: bool = True

    def __attrs_post_init__(self):
        if self.take < 0:
            object.__setattr__(self, "take", len(self.items) if self.shuffled else 1)


def draw_pile(pile: Pile, rng: int) -> tuple:
    """(the pile's first `take` items as normal play draws them, the generator after)."""
    if not pile.shuffled:
        k, rng = seeded.below(rng, len(pile.items))
        return (pile.items[k],), rng
    order, rng = seeded.shuffle(pile.items, rng)
    return tuple(order[:pile.take]), rng


def current(piles: tuple, dealt: tuple) -> tuple:
    """(index of the pile dealt now, its items dealt so far); (len(piles), ()) once every
    pile is dealt."""
    at = 0
    for k, pile in enumerate(piles):
        if len(dealt) < at + pile.take:
            return k, dealt[at:]
        at += pile.take
    return len(piles), ()


def _left(pile: Pile, got: tuple) -> Counter:
    left = Counter(pile.items)
    left.subtract(got)
    return left


def asked(pile: Pile, got: tuple) -> bool:
    """Whether the pile's next item is a chance decision (not the last of a pile shuffled
    whole, nor any of a pile whose items are all alike: each has one outcome)."""
    if len(set(pile.items)) <= 1:
        return False
    return not (pile.shuffled and pile.take == len(pile.items) and len(got) == pile.take - 1)


def outcomes(pile: Pile, got: tuple) -> tuple:
    """((item, probability), ...) of the pile's next item, `got` dealt: each item not
    dealt yet, by its copies left, in the pile's order."""
    left = _left(pile, got)
    total = sum(n for n in left.values() if n > 0)
    return tuple((item, Fraction(left[item], total)) for item in dict.fromkeys(pile.items)
                 if left[item] > 0)


def replay(piles: tuple, seed: int, upto: int | None = None) -> int:
    """The generator after normal play draws the first `upto` piles (all by default)
    from `seed`."""
    rng = seeded.seeded(seed)
    for pile in piles[:len(piles) if upto is None else upto]:
        rng = draw_pile(pile, rng)[1]
    return rng


def seeded_next(piles: tuple, k: int, got: tuple, seed: int):
    """The item normal play's draw of pile `k` puts next (the first of its order not
    among `got`, when the deal so far is another)."""
    order = draw_pile(piles[k], replay(piles, seed, k))[0]
    left = Counter(got)
    for item in order:
        if left[item] > 0:
            left[item] -= 1
        else:
            return item
    raise ValueError("the pile is dealt")   # pragma: no cover - callers ask while dealing


def orders(piles: tuple, dealt: tuple) -> tuple:
    """Each pile's items dealt, in `piles`' order (once every pile is dealt: the orders
    a game is assembled from)."""
    out, at = [], 0
    for pile in piles:
        out.append(tuple(dealt[at:at + pile.take]))
        at += pile.take
    return tuple(out)


def sample_dealt(piles: tuple, count: int, rng: random.Random) -> tuple:
    """`count` items dealt at random, pile by pile (a deal seen by nobody, dealt anew)."""
    dealt = []
    for pile in piles:
        n = min(count - len(dealt), pile.take)
        if n <= 0:
            break
        dealt += rng.sample(pile.items, n)
    return tuple(dealt)


def decisions(piles: tuple) -> int:
    """The chance decisions of a deal of `piles` (every deal of them takes as many)."""
    return sum(sum(asked(pile, pile.items[:k]) for k in range(pile.take)) for pile in piles)


def check_dealt(piles: tuple, dealt: tuple) -> None:
    """AssertionError naming what is wrong with `dealt` as a deal of `piles` not over:
    each pile's items among its own, no more copies than it has."""
    total = sum(pile.take for pile in piles)
    assert len(dealt) < total, f"{len(dealt)} items dealt of {total}: the deal is over"
    for pile, got in zip(piles, orders(piles, dealt)):
        over = [item for item, n in _left(pile, got).items() if n < 0]
        assert not over, f"the {pile.name} pile dealt {over[0]!r} more often than it holds it"
