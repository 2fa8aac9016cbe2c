"""Seastead's setup dealt as chance decisions: each card of each shuffle drawn in turn.

Normal play shuffles every pile at setup from the seed (setup.py) and draws nothing
from the generator afterwards: every later draw (a dive card turned, a display
refilled, a decree drawn) takes the top of a pile shuffled then. A game set up with
explicit chance (`SEASTEAD.setup(seed, chance=EXPLICIT)`) deals those shuffles as chance
decisions instead, before the first turn: the piles in setup's order
(`setup.setup_piles`), each from the top, the next card any card of the pile not dealt
yet, all equally likely (a pile's last card is dealt without asking: it has one
outcome). A `Dealing` is the game while it is dealt; once every pile is dealt the game
is set up from the orders dealt (`setup.assemble`), exactly as normal play sets it up
from its shuffles. `seeded_outcome` names the card normal play's shuffle puts next, so
a deal resolved by it gives normal play's game, the generator's state included.

Nobody sees a card while it is dealt: a Dealing's observation shows how many cards of
each pile are dealt, none of them (the players see the cards setup turns face up once
the game is set up, as in normal play).
"""

from __future__ import annotations

import random
from fractions import Fraction

from attrs import field, frozen

from ..errors import IllegalAction, RulesError
from ..kernel import deal as kd
from ..kernel.protocol import CHANCE
from ..model.content import Content
from ..model.names import RESOURCES
from .setup import SEED_BITS, assemble, checked_setup, setup_piles

__all__ = ["Deal", "Dealing", "deal", "chance_outcomes", "seeded_outcome", "resolve",
           "observation", "sample", "check", "describe", "chance_history", "seeded_deal",
           "max_chance"]


@frozen
class Deal:
    """A chance outcome of the deal: `item` (a card's name; for the demand tokens, the
    resource demanded) is the next card of `pile` ("dive", "demand", "specialist", "dock"
    or "decree")."""
    pile: str
    item: str | int

    def __str__(self) -> str:
        return f"{self.pile} {RESOURCES[self.item] if self.pile == 'demand' else self.item}"


@frozen
class Dealing:
    """The game while setup deals its piles (to_move CHANCE): the seed and options it
    was set up with and the items dealt so far, every pile's in turn (None for each one
    in an observation, `observed`)."""
    seed: int
    options: tuple          # as State.options: sides, specialists, decree, mode
    dealt: tuple
    log: bool = True
    observed: bool = False
    content: Content = field(default=None, eq=False, repr=False)

    to_move = CHANCE        # (not fields: what every Dealing answers)
    over = False
    decision = None

    @property
    def solo(self) -> bool:
        """Whether this is a solo game."""
        return self.options[3][1] == "solo"

    @property
    def piles(self) -> tuple:
        """The piles dealt, (pile, items) in setup's order (`setup.setup_piles`)."""
        sides, specialists, decree, mode = (value for _, value in self.options)
        return setup_piles(self.content, sides, specialists, decree, mode == "solo")

    @property
    def kernel_piles(self) -> tuple:
        """The same piles as the kernel's deal deals them (`kernel.deal.Pile`)."""
        key = ("dealt piles", self.options)
        found = self.content.cache.get(key)
        if found is None:
            found = self.content.cache[key] = tuple(kd.Pile(pile, items)
                                                    for pile, items in self.piles)
        return found


def deal(seed, sides: str = "AAAA", specialists: str = "A", decree=None, content=None,
         mode: str = "duel", log: bool = True):
    """A game of these options (as `new_game`'s) whose setup deals its piles as chance
    decisions: a Dealing (or the State, if no pile has two cards to choose from)."""
    content, seed, _ = checked_setup(seed, sides, specialists, decree, content, mode)
    options = (("sides", sides), ("specialists", specialists), ("decree", decree),
               ("mode", mode))
    return _settle(Dealing(seed, options, (), log, False, content))


def _current(d: Dealing) -> tuple:
    # (the pile's index, its name, its items, the items of it dealt) of the pile dealt now.
    piles = d.kernel_piles
    k, got = kd.current(piles, d.dealt)
    return (k, "", (), ()) if k == len(piles) else (k, piles[k].name, piles[k].items, got)


def _left(items: tuple, got: tuple) -> list:
    return [item for item in items if item not in got]


def chance_outcomes(d: Dealing) -> tuple:
    """((Deal, probability), ...): each card of the pile not dealt yet, equally likely,
    in content order."""
    _, pile, items, got = _current(d)
    left = _left(items, got)
    odds = Fraction(1, len(left))
    return tuple((Deal(pile, item), odds) for item in left)


def seeded_outcome(d: Dealing) -> Deal:
    """The card normal play's shuffle of this pile puts next (the first of its order not
    dealt yet, when the deal so far is another)."""
    k, pile, _, got = _current(d)
    return Deal(pile, kd.seeded_next(d.kernel_piles, k, got, d.seed))


def resolve(d: Dealing, outcome):
    """The game after chance's `outcome`: the next Dealing, or the State set up once
    every pile is dealt. IllegalAction if `outcome` is not one of the outcomes now."""
    if d.observed:
        raise RulesError("an observation of a game being dealt cannot be played; "
                         "sample(observation, player, rng) gives a playable one")
    _, pile, items, got = _current(d)
    if type(outcome) is not Deal or outcome.pile != pile or outcome.item not in items \
            or outcome.item in got:
        raise IllegalAction(f"{outcome!r} is not a chance outcome now (the next card of "
                            f"the {pile} pile: one of {', '.join(map(str, _left(items, got)))})")
    return _settle(Dealing(d.seed, d.options, d.dealt + (outcome.item,), d.log, False,
                           d.content))


def _settle(d: Dealing):
    # A pile's last card dealt without asking; the State once every pile is dealt.
    while True:
        k, _, items, got = _current(d)
        if k == len(d.piles):
            return _set_up(d)
        left = _left(items, got)
        if len(left) > 1:
            return d
        d = Dealing(d.seed, d.options, d.dealt + tuple(left), d.log, False, d.content)


def _set_up(d: Dealing):
    # The State from the orders dealt, the generator moved on as normal play's shuffles
    # move it.
    piles = d.kernel_piles
    rng, orders = kd.replay(piles, d.seed), [list(o) for o in kd.orders(piles, d.dealt)]
    sides, specialists, decree, mode = (value for _, value in d.options)
    names = checked_setup(d.seed, sides, specialists, decree, d.content, mode)[2]
    state = assemble(d.content, d.seed, rng, orders, names, sides, specialists, decree, mode)
    return state if d.log else state.replace(log=None)


def observation(d: Dealing) -> Dealing:
    """What any player sees of a game being dealt: how many cards are dealt, none of
    them, and neither the seed nor the generator."""
    return Dealing(0, d.options, (None,) * len(d.dealt), d.log, True, d.content)


def sample(d: Dealing, rng: random.Random) -> Dealing:
    """A playable Dealing seen as `d` is seen: each pile's cards dealt so far drawn at
    random from the pile (all unseen), and a fresh seed."""
    dealt = kd.sample_dealt(d.kernel_piles, len(d.dealt), rng)
    return Dealing(rng.getrandbits(SEED_BITS), d.options, dealt, d.log, False, d.content)


def check(d: Dealing) -> None:
    """AssertionError naming what is wrong with a Dealing."""
    assert isinstance(d.content, Content), "a Dealing without its content"
    assert type(d.dealt) is tuple, "dealt is not a tuple"
    if d.observed:
        total = sum(len(items) for _, items in d.piles)
        assert len(d.dealt) < total, f"{len(d.dealt)} items dealt of {total}: the deal is over"
        assert all(item is None for item in d.dealt) and d.seed == 0, \
            "an observation shows a card or the seed"
        return
    kd.check_dealt(d.kernel_piles, d.dealt)
    _, pile, items, got = _current(d)
    assert len(_left(items, got)) > 1, f"the {pile} pile's last card waits to be dealt"


def describe(d: Dealing, shown: bool = True) -> str:
    """The game being dealt as text: how many cards of each pile are dealt, and which
    (unless not `shown`)."""
    lines, at = [f"Seastead, set up with {', '.join(f'{k} {v}' for k, v in d.options)}: "
                 f"dealing the piles"], 0
    for pile, items in d.piles:
        got = d.dealt[at:at + len(items)]
        at += len(items)
        cards = ", ".join(str(Deal(pile, item))[len(pile) + 1:] for item in got) \
            if shown and not d.observed and got else ""
        lines.append(f"  {pile}: {len(got)} of {len(items)} dealt{': ' if cards else ''}"
                     f"{cards}")
    return "\n".join(lines)


def chance_history(d: Dealing) -> tuple:
    """The chance outcomes that lead to `d` (each pile's last card, dealt without a
    decision, left out)."""
    out, at = [], 0
    for pile, items in d.piles:
        got = d.dealt[at:at + len(items)]
        at += len(items)
        out += [Deal(pile, item) for item in got[:len(items) - 1]]
    return tuple(out)


def seeded_deal(state) -> tuple:
    """The chance outcomes of the deal normal play makes from a set-up game's seed and
    options: the deal that led to a game set up by normal play (for a game dealt
    otherwise, or sampled, a deal that need not be the one that led to it)."""
    options = state.options
    d = Dealing(state.seed, options, (), True, False, state.content)
    rng, dealt = kd.replay(d.kernel_piles, state.seed, 0), []
    for pile in d.kernel_piles:
        order, rng = kd.draw_pile(pile, rng)
        dealt += order
    return chance_history(Dealing(d.seed, options, tuple(dealt), True, False, d.content))


def max_chance(content, sides: str, specialists: str, decree, solo: bool) -> int:
    """The chance decisions of a deal with these options."""
    return sum(max(len(items) - 1, 0)
               for _, items in setup_piles(content, sides, specialists, decree, solo))
