"""A setup's shuffles dealt as chance decisions (kernel.deal): each item by its copies
left, the seeded item the one normal play's shuffle puts there, and as many decisions in
every deal of the same piles."""

from __future__ import annotations

import random
from fractions import Fraction

from seastead_rules.kernel import deal
from seastead_rules.kernel.deal import Pile

PILES = (Pile("deck", ("a", "b", "b", "c")), Pile("display", ("x", "y", "z"), 2),
         Pile("first", (0, 1, 2), shuffled=False), Pile("alike", ("t", "t")))


def test_the_next_item_is_any_item_not_dealt_by_its_copies_left():
    assert deal.outcomes(PILES[0], ()) == (("a", Fraction(1, 4)), ("b", Fraction(1, 2)),
                                           ("c", Fraction(1, 4)))
    assert deal.outcomes(PILES[0], ("b", "a")) == (("b", Fraction(1, 2)),
                                                   ("c", Fraction(1, 2)))


def test_a_deal_resolved_by_the_seed_gives_normal_plays_orders_and_generator():
    for seed in range(20):
        dealt = ()
        while deal.current(PILES, dealt)[0] < len(PILES):
            k, got = deal.current(PILES, dealt)
            dealt += (deal.seeded_next(PILES, k, got, seed),)
        rng, orders = seed, []
        for pile in PILES:
            order, rng = deal.draw_pile(pile, rng)
            orders.append(order)
        assert deal.orders(PILES, dealt) == tuple(orders)
        assert deal.replay(PILES, seed) == rng


def test_a_whole_shuffles_last_item_and_a_pile_of_alike_items_are_not_asked():
    assert not deal.asked(PILES[0], ("a", "b", "b"))
    assert deal.asked(PILES[1], ("x",))          # two of three: the second is a choice
    assert not deal.asked(PILES[3], ())
    assert deal.decisions(PILES) == 3 + 2 + 1 + 0


def test_a_sampled_deal_holds_each_piles_items():
    dealt = deal.sample_dealt(PILES, 5, random.Random(1))
    deal.check_dealt(PILES, dealt)
    assert len(dealt) == 5 and sorted(dealt[:4]) == ["a", "b", "b", "c"]
