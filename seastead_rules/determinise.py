"""Determinisation: a full, playable game that looks to one player exactly as theirs does.

    from seastead_rules import new_game, observation, sample_state
    import random

    seen = observation(new_game(seed=7), 0)
    guess = sample_state(seen, 0, random.Random(1))     # a State: apply, play, score it

A player does not see the order of the decks, the cards returned to the box at setup,
or the two decrees the other player has drawn to choose from. `sample_state` deals the
cards that player has not seen at random among the places they could be: each dive
card stays in the part of the deck (shallows, shelf, depths) its back shows (p. 3),
the specialist, dock and decree decks are shuffled, the three cards removed at setup
are drawn from what is left, and the two decrees drawn from the unseen ones. Everything
the player sees is kept, so `observation(sample_state(s, p, rng), p) ==
observation(s, p)`. Search bots sample many such games and play them out
(information-set Monte Carlo).

What a player may remember but the observation does not show (the decree they put
under the deck) is not kept: the sample is consistent with the observation.
"""

from __future__ import annotations

import random

import attrs

from .errors import RulesError
from .names import COLOURS
from .observe import HIDDEN, is_observation, observation
from .state import Decision, State

__all__ = ["sample_state"]

_SEED_BITS = 64


def sample_state(state: State, player: int, rng: random.Random | None = None) -> State:
    """A full State consistent with what `player` sees of `state` (a State or that
    player's observation of one), its hidden cards dealt at random from `rng` (a
    `random.Random`; a new one if None), and a fresh seed and generator state."""
    if not isinstance(state, State):
        raise TypeError(f"sample_state takes a State or an observation, "
                        f"not {type(state).__name__}")
    if player not in (0, 1):
        raise ValueError(f"player must be 0 or 1, not {player!r}")
    rng = rng if rng is not None else random.Random()
    seen = state if is_observation(state) else observation(state, player)
    content = seen.content
    options = dict(seen.options)
    top = seen.stack[-1] if seen.stack else None
    drawn_unseen = _hidden_draw(top, player)

    deck, removed = _dive(seen, rng)
    held = {c for p in seen.players for c, _ in p.specialists}
    used = held | set(seen.specialist_display) | set(seen.set_aside)
    specs = [s.name for s in content.specialists if s.set in options.get("specialists", "A")
             and not (seen.solo and s.two_player) and s.name not in used]
    placed = {name for name, _, _ in seen.docks}
    docks = [d.name for d in content.dock_tiles if d.name not in placed
             and d.name not in seen.dock_display and d.name not in seen.set_aside]
    decrees = _unseen_decrees(seen, options, None if drawn_unseen else top)
    _check_count("specialist deck", specs, len(seen.specialist_deck))
    _check_count("dock deck", docks, len(seen.dock_deck))
    _check_count("decree deck", decrees, len(seen.decree_deck) + drawn_unseen)
    for pile in (specs, docks, decrees):
        rng.shuffle(pile)
    sampled = seen.replace(
        dive_deck=deck, dive_removed=removed, specialist_deck=specs, dock_deck=docks,
        decree_deck=decrees[drawn_unseen:], seed=rng.getrandbits(_SEED_BITS),
        rng=rng.getrandbits(_SEED_BITS))
    if drawn_unseen:
        sampled = _with_drawn(sampled, decrees[0], decrees[1])
    return sampled


def _hidden_draw(top, player: int) -> int:
    # How many cards the pending question names that `player` has not seen: the two
    # decrees the other player draws to choose from (p. 11), or none. Every other
    # question shows its options to both players.
    if type(top) is not Decision or HIDDEN not in top.options:
        return 0
    if top.player == player:
        raise ValueError(f"this observation hides {COLOURS[player]}'s own question: it is "
                         f"the other player's observation (pass that player)")
    if top.kind != "decree":
        raise RulesError(f"cannot sample the hidden options of the pending {top.kind!r} "
                         "question: only the decree choice hides its options")
    return 2


def _dive(seen: State, rng) -> tuple[list, list]:
    # Each card back in the deck shows its depth: deal the unseen cards of that depth.
    content = seen.content
    shown = set(seen.dive_discard) | set(seen.set_aside)
    depths = ("shallows", "shelf") if seen.solo else ("shallows", "shelf", "depths")
    pools = {}
    for depth in depths:
        pool = [c for c in content.dive_names(depth) if c not in shown]
        rng.shuffle(pool)
        pools[depth] = pool
    deck = []
    for back in seen.dive_deck:
        if not pools.get(back):
            raise RulesError(f"cannot sample the dive deck: no unseen {back!r} card is left "
                             "for a card back that shows it")
        deck.append(pools[back].pop())
    rest = [c for depth in depths for c in pools[depth]]
    _check_count("dive cards removed at setup", rest, len(seen.dive_removed))
    # The cards removed at setup were the top of the shuffled deck: shallows first (p. 3).
    rng.shuffle(rest)
    return deck, rest


def _unseen_decrees(seen: State, options: dict, top) -> list:
    if "B" not in options.get("sides", ""):
        return []
    drawn = set(top.values[0]) if top is not None and top.kind == "decree" else set()
    return [d.name for d in seen.content.decrees
            if d.name not in seen.decrees and d.name not in drawn]


def _check_count(what: str, cards: list, places: int) -> None:
    if len(cards) != places:
        raise RulesError(f"cannot sample the {what}: {len(cards)} unseen cards for "
                         f"{places} hidden places (is the state from this content?)")


def _with_drawn(sampled: State, a: str, b: str) -> State:
    # The other player's decree question, asked about the two decrees dealt to them.
    top = sampled.stack[-1]
    question = attrs.evolve(top, options=(f"decree {a}", f"decree {b}"),
                            values=((a, b), (b, a)))
    return sampled.replace(stack=sampled.stack[:-1] + (question,))
