"""Deep Sea's setup dealt as chance decisions: each item of each pile setup draws, in turn.

Normal play draws setup's piles from the seed (setup.py: the ocean stacks by depth, the
dive tokens, the anchor journals, the journal deck, the tier-5 specialists, in co-op the
setbacks and bonus goals, and the Wave's player). A game set up with explicit chance
(`GAME.setup(seed, players, chance="explicit")`) deals them as chance decisions
instead, before the first question: the piles in setup's order, each from the top, the
next item any item of the pile not dealt yet, each copy equally likely (kernel/deal.py;
a pile's last item is dealt without asking when the whole pile is shuffled). A
`Dealing` is the game while it is dealt; once every pile is dealt the game is assembled
from the orders dealt (`setup.assemble`), exactly as normal play assembles it from its
draws. `seeded_outcome` names the item normal play's draw puts next, so a deal resolved
by it gives normal play's game, the generator's state included.

Nobody sees an item while it is dealt: a Dealing's observation shows how many items are
dealt, none of them, and neither the seed nor the generator.
"""

from __future__ import annotations

import random

from attrs import field, frozen

from ..errors import IllegalAction, RulesError
from ..kernel import deal as piles_
from ..kernel.protocol import CHANCE
from ..kernel.rng import seeded
from .restock import PILE
from .setup import assemble, setup_piles
from .state import SEATS

__all__ = ["Deal", "Dealing", "deal", "chance_outcomes", "seeded_outcome", "resolve",
           "observation", "sample", "check", "describe", "chance_history", "seeded_deal",
           "max_chance", "all_outcomes"]


@frozen
class Deal:
    """A chance outcome of the deal: `item` (a name; the Wave's, a seat) is the next item
    of `pile` (setup.setup_piles names them: "depth 1" to "depth 5", "tokens",
    "anchors", "deck", "tier 5", "setbacks", "goals", "wave"; "reshuffle", a token of a
    new supply mid-game, restock.py)."""
    pile: str
    item: str | int

    def __str__(self) -> str:
        return f"{self.pile}: {SEATS[self.item] if self.pile == 'wave' else self.item}"


@frozen
class Dealing:
    """The game while setup deals its piles (to_move CHANCE): the seed and options it
    was set up with and the items dealt so far, every pile's in turn (None for each one
    in an observation, `observed`)."""
    seed: int
    players: int
    scenario: str
    mode: str
    difficulty: int
    dealt: tuple
    log: bool = True
    observed: bool = False
    content: object = field(default=None, eq=False, repr=False)
    piles: tuple = field(default=None, eq=False, repr=False)

    to_move = CHANCE        # (not fields: what every Dealing answers)
    over = False
    decision = None

    def __attrs_post_init__(self):
        if self.piles is None:
            object.__setattr__(self, "piles", setup_piles(
                self.content, self.scenario, self.players, self.mode))

    def _with(self, dealt: tuple, seed: int | None = None, observed: bool = False):
        return Dealing(self.seed if seed is None else seed, self.players, self.scenario,
                       self.mode, self.difficulty, dealt, self.log, observed, self.content,
                       self.piles)


def deal(content, seed: int, players: int, scenario: str, mode: str, difficulty: int,
         log: bool = True):
    """A game of these options (as `setup.new_game`'s, already checked) whose setup deals
    its piles as chance decisions: a Dealing (or the State, if nothing is to decide)."""
    return _settle(Dealing(seed, players, scenario, mode, difficulty, (), log, False,
                           content))


def chance_outcomes(d: Dealing) -> tuple:
    """((Deal, probability), ...): each item of the pile not dealt yet, by its copies
    left, in content order."""
    k, got = piles_.current(d.piles, d.dealt)
    pile = d.piles[k]
    return tuple((Deal(pile.name, item), p) for item, p in piles_.outcomes(pile, got))


def seeded_outcome(d: Dealing) -> Deal:
    """The item normal play's draw of this pile puts next."""
    k, got = piles_.current(d.piles, d.dealt)
    return Deal(d.piles[k].name, piles_.seeded_next(d.piles, k, got, d.seed))


def resolve(d: Dealing, outcome):
    """The game after chance's `outcome`: the next Dealing, or the State set up once
    every pile is dealt. IllegalAction if `outcome` is not one of the outcomes now."""
    if d.observed:
        raise RulesError("an observation of a game being dealt cannot be played; "
                         "sample(observation, player, rng) gives a playable one")
    offered = chance_outcomes(d)
    if type(outcome) is not Deal or all(outcome != o for o, _ in offered):
        raise IllegalAction(f"{outcome!r} is not a chance outcome now (the next item of "
                            f"the {offered[0][0].pile} pile: one of "
                            f"{', '.join(str(o) for o, _ in offered[:12])})"[:400])
    return _settle(d._with(d.dealt + (outcome.item,)))


def _settle(d: Dealing):
    # A pile's last item dealt without asking; the State once every pile is dealt.
    while True:
        k, got = piles_.current(d.piles, d.dealt)
        if k == len(d.piles):
            return _set_up(d)
        if piles_.asked(d.piles[k], got):
            return d
        (item, _), = piles_.outcomes(d.piles[k], got)
        d = d._with(d.dealt + (item,))


def _set_up(d: Dealing):
    # The State from the orders dealt, the generator moved on as normal play's draws
    # move it.
    return assemble(d.content, d.seed, d.players, d.scenario, d.mode, d.difficulty,
                    piles_.orders(d.piles, d.dealt), piles_.replay(d.piles, d.seed), d.log,
                    explicit=True)


def observation(d: Dealing) -> Dealing:
    """What any player sees of a game being dealt: how many items are dealt, none of
    them, and neither the seed nor the generator."""
    return d._with((None,) * len(d.dealt), seed=0, observed=True)


def sample(d: Dealing, rng: random.Random) -> Dealing:
    """A playable Dealing seen as `d` is seen: the items dealt so far drawn at random
    from their piles (all unseen), and a fresh seed."""
    return d._with(piles_.sample_dealt(d.piles, len(d.dealt), rng), seed=rng.getrandbits(63))


def check(d: Dealing) -> None:
    """AssertionError naming what is wrong with a Dealing."""
    assert d.content is not None and d.piles is not None, "a Dealing without its content"
    assert type(d.dealt) is tuple, "dealt is not a tuple"
    if d.observed:
        assert all(item is None for item in d.dealt) and d.seed == 0, \
            "an observation shows an item or the seed"
        return
    piles_.check_dealt(d.piles, d.dealt)
    k, got = piles_.current(d.piles, d.dealt)
    assert piles_.asked(d.piles[k], got), f"the {d.piles[k].name} pile's last item waits"


def describe(d: Dealing, shown: bool = True) -> str:
    """The game being dealt as text: how many items of each pile are dealt, and which
    (unless not `shown`)."""
    lines = [f"Endeavor: Deep Sea, {d.players} players, {d.scenario}, {d.mode}: dealing "
             f"setup's piles"]
    for pile, got in zip(d.piles, piles_.orders(d.piles, d.dealt)):
        items = ", ".join(str(Deal(pile.name, item))[len(pile.name) + 2:] for item in got) \
            if shown and not d.observed and got else ""
        lines.append(f"  {pile.name}: {len(got)} of {pile.take} dealt"
                     f"{': ' if items else ''}{items}")
    return "\n".join(lines)


def chance_history(d: Dealing) -> tuple:
    """The chance outcomes that lead to `d` (each item dealt without a decision left
    out)."""
    out = []
    for pile, got in zip(d.piles, piles_.orders(d.piles, d.dealt)):
        out += [Deal(pile.name, item) for i, item in enumerate(got)
                if piles_.asked(pile, got[:i])]
    return tuple(out)


def seeded_deal(state) -> tuple:
    """The chance outcomes of the deal normal play makes from a set-up game's seed and
    options (for a game dealt otherwise, or sampled, a deal that need not be its own)."""
    d = Dealing(state.seed, state.players, state.scenario, state.mode, state.difficulty,
                (), True, False, state.content)
    rng, dealt = seeded(state.seed), []
    for pile in d.piles:
        order, rng = piles_.draw_pile(pile, rng)
        dealt += order
    return chance_history(d._with(tuple(dealt)))


def max_chance(content, scenario: str, players: int, mode: str) -> int:
    """The most chance decisions of a game with these options: its deal's (every deal
    takes as many), and for each board that may enter play later, a new supply of every
    token but one (restock.py; a supply is made anew at most once a board)."""
    piles = setup_piles(content, scenario, players, mode)
    boards = sum(len(p.items) for p in piles if p.name.startswith("depth "))
    tokens = sum(k.count for k in content.tokens)
    return piles_.decisions(piles) + boards * max(tokens - 1, 0)


def all_outcomes(content, scenario: str, players: int, mode: str) -> tuple:
    """Every chance outcome a game with these options may give: its deal's, in setup's
    order, then each token as the next of a new supply (restock.py)."""
    return tuple(Deal(pile.name, item) for pile in setup_piles(content, scenario, players, mode)
                 for item in dict.fromkeys(pile.items)) + \
        tuple(Deal(PILE, k.name) for k in content.tokens)
