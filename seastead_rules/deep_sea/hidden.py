"""What each player of Deep Sea sees, and whole states consistent with it (docs/deep-sea/
rulings.md, "what each player sees"):

- public: the zones in play, the discs, vessels, tracks and markers, the journal display
  and everything published, the tray's counts and the top tile of each tier-5 pocket,
  every token once drawn (drawn tokens are shown, p. 11) and the discard pile, the
  co-op bonus goals revealed and the setbacks drawn (p. 16);
- hidden from everyone: the order of the ocean stacks, the tokens on the Dive sites and
  in the supply, the journal deck, the tiles under each pocket's top one, the co-op
  stack, the seed and the generator, and with explicit chance the tokens a new supply
  has been dealt so far and chance's earlier outcomes (`chance`);
- the discoverer only: the two boards drawn by a Discover until one is kept, and the one
  put back to the bottom of its stack (p. 10; `seen`).

An observation keeps each hidden pile's length and writes HIDDEN for what the player
cannot name; `sample` deals those anew from the pool they could be, with the player's
own generator, so a search never looks at the true order."""

from __future__ import annotations

import random
from collections import Counter

import attrs

from .book import book
from .ops import DealSupply, KeepBoard, PlaceBoard
from .restock import left, outcome_text
from .state import State

__all__ = ["HIDDEN", "HIDDEN_RNG", "observation", "sample"]

HIDDEN = "?"
"""What an observation writes for a component the player cannot name."""

HIDDEN_RNG = -1
"""An observation's generator: it would tell every draw to come."""


def _seen_by(state: State, player: int) -> set:
    return {zone for zone, who in state.seen if who == player}


def _stacks(state: State, player: int) -> tuple:
    known = _seen_by(state, player)
    return tuple(tuple(z if z in known else HIDDEN for z in stack) for stack in state.stacks)


def _hidden_stack(stack, ops, discard: tuple) -> object:
    """The stack with the boards of another player's pending Discover hidden, and the
    tokens a new supply has been dealt so far (explicit chance, restock.py): every
    token of the discard pile offered, none dealt shown."""
    out = []
    for item in stack:
        op = getattr(item, "op", None)
        if type(op) is DealSupply:
            names = tuple(dict.fromkeys(sorted(discard)))
            item = attrs.evolve(item, op=DealSupply(op.zone, (HIDDEN,) * len(op.dealt)),
                                options=tuple(map(outcome_text, names)), values=names)
        elif type(op) is KeepBoard and item.player != ops:
            hidden = KeepBoard((HIDDEN,) * len(op.drawn))
            options = tuple(_hide_board(text, op.drawn) for text in item.options)
            item = attrs.evolve(item, op=hidden, options=options,
                                values=(HIDDEN,) * len(item.values))
        out.append(item)
    return tuple(out)


def _hide_board(text: str, names) -> str:
    for name in names:
        text = text.replace(name, HIDDEN)
    return text


def observation(state: State, player: int) -> State:
    """`state` as `player` sees it (see the module's docstring)."""
    pockets = tuple(p[:1] + (HIDDEN,) * (len(p) - 1) for p in state.pockets)
    dives = tuple((zone, (HIDDEN,) * len(tokens)) for zone, tokens in state.dives)
    return attrs.evolve(
        state, stacks=_stacks(state, player), dives=dives,
        token_supply=(HIDDEN,) * len(state.token_supply), deck=(HIDDEN,) * len(state.deck),
        pockets=pockets, coop_stack=(HIDDEN,) * len(state.coop_stack),
        seen=tuple((z, p) for z, p in state.seen if p == player),
        stack=_hidden_stack(state.stack, player, state.token_discard), rng=HIDDEN_RNG,
        seed=0, chance=None if state.chance is None else (HIDDEN,) * len(state.chance))


# ---- sampling --------------------------------------------------------------------------
def _fill(slots, pool: list, rng: random.Random) -> tuple:
    """`slots` with each HIDDEN replaced by the next of `pool` (already shuffled)."""
    out = []
    for item in slots:
        out.append(pool.pop() if item == HIDDEN else item)
    return tuple(out)


def _board_pools(obs: State) -> dict:
    """The boards of each depth that could be in its stack or drawn: those the scenario
    deals (p. 4), less those in play and those the player can name."""
    b = book(obs.content)
    sc = b.scenario(obs.scenario)
    placed = {p.zone for p in obs.ocean.zones}
    named = {z for stack in obs.stacks for z in stack if z != HIDDEN}
    for item in obs.stack:          # boards in a Discoverer's hand (p. 10)
        op = getattr(item, "op", None)
        if type(op) is KeepBoard:
            named.update(op.drawn)
        elif type(op) is PlaceBoard:
            named.add(op.zone)
    pools = {}
    for depth in range(1, len(obs.stacks) + 1):
        pools[depth] = sorted(z.name for z in b.content.zones
                              if z.depth == depth and z.name not in placed
                              and z.name not in named
                              and (not z.mission or z.name in sc.missions))
    return pools


def _token_pool(obs: State) -> list:
    """The tokens face down somewhere: all of them, less the discard pile and those the
    players hold (p. 11)."""
    everything = Counter({k.name: k.count for k in obs.content.tokens})
    everything.subtract(Counter(obs.token_discard))
    for seat in obs.seats:
        everything.subtract(Counter(seat.tokens))
    return sorted(everything.elements())


def _tier5_pool(obs: State) -> list:
    specs = book(obs.content).specialists
    taken = Counter(t.name for seat in obs.seats for t in seat.tiles)
    shown = Counter(p[0] for p in obs.pockets if p)
    return sorted(name for name, s in specs.items()
                  if s.tier == 5 and taken[name] == 0 and shown[name] == 0)


def _coop_pool(obs: State) -> tuple:
    """(goals, setbacks) the co-op stack could hold: every bonus goal not revealed and
    every setback not drawn (the unused ones went back to the box unseen, p. 16)."""
    content = obs.content
    goals = sorted(g.name for g in content.bonus_goals if g.name not in obs.goals)
    setbacks = sorted(s.name for s in content.setbacks if s.name not in obs.setbacks_drawn)
    return goals, setbacks


def sample(obs: State, player: int, rng: random.Random) -> State:
    """A whole state `player` sees as `obs`: what is hidden dealt anew by `rng`, with a
    new generator drawn from it."""
    pools = _board_pools(obs)
    for pool in pools.values():
        rng.shuffle(pool)
    stack = []
    for item in obs.stack:          # another player's pending Discover: boards dealt too
        op = getattr(item, "op", None)
        if type(op) is KeepBoard and HIDDEN in op.drawn:
            depths = [int(text.rsplit("depth ", 1)[1].rstrip(")")) for text in item.options]
            drawn = tuple(pools[d].pop() for d in depths)
            options = tuple(text.replace(HIDDEN, name, 1)
                            for text, name in zip(item.options, drawn))
            item = attrs.evolve(item, op=KeepBoard(drawn), options=options, values=drawn)
        elif type(op) is DealSupply and HIDDEN in op.dealt:
            item = _dealt_anew(item, obs.token_discard, rng)
        stack.append(item)
    stacks = tuple(_fill(s, pools[d], rng) for d, s in enumerate(obs.stacks, 1))
    tokens = _token_pool(obs)
    rng.shuffle(tokens)
    dives = tuple((zone, _fill(t, tokens, rng)) for zone, t in obs.dives)
    supply = _fill(obs.token_supply, tokens, rng)
    deck_pool = sorted(j.name for j in obs.content.journals if not j.anchor
                       and j.name not in obs.display
                       and all(j.name not in s.journals for s in obs.seats))
    rng.shuffle(deck_pool)
    deck = _fill(obs.deck, deck_pool, rng)
    fives = _tier5_pool(obs)
    rng.shuffle(fives)
    pockets = tuple(_fill(p, fives, rng) for p in obs.pockets)
    goals, setbacks = _coop_pool(obs)
    rng.shuffle(goals)
    rng.shuffle(setbacks)
    waiting = max(0, 3 - len(obs.goals))
    coop = tuple(goals[:waiting] + setbacks)[:len(obs.coop_stack)] if obs.coop_stack else ()
    chance = None if obs.chance is None else tuple(
        rng.choice(obs.content.tokens).name for _ in obs.chance)
    return attrs.evolve(obs, stacks=stacks, dives=dives, token_supply=supply, deck=deck,
                        pockets=pockets, coop_stack=coop, stack=tuple(stack),
                        rng=rng.getrandbits(63) | 1, seed=rng.getrandbits(63), chance=chance)


def _dealt_anew(item, discard: tuple, rng: random.Random):
    """A new supply's chance decision with the tokens dealt so far drawn anew from the
    discard pile (restock.py)."""
    dealt = tuple(rng.sample(sorted(discard), len(item.op.dealt)))
    rest = left(discard, dealt)
    names = tuple(name for name in dict.fromkeys(sorted(discard)) if rest[name] > 0)
    return attrs.evolve(item, op=DealSupply(item.op.zone, dealt),
                        options=tuple(map(outcome_text, names)), values=names)
