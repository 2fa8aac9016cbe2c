"""Determinisation: a full, playable game that looks to one player exactly as theirs does.

    from seastead_rules import new_game, observation, sample_state
    import random

    seen = observation(new_game(seed=7), 0)
    guess = sample_state(seen, 0, random.Random(1))     # a State: apply, play, score it

A player does not see the order of the decks, the cards returned to the box at setup,
or the options of a question the other player is answering. `sample_state` deals the
cards that player has not seen at random among the places they could be: each dive
card stays in the part of the deck (shallows, shelf, depths) its back shows (p. 3),
the specialist, dock and decree decks are shuffled, and the three cards removed at
setup are drawn from what is left. Everything the player sees is kept, so
`observation(sample_state(s, p, rng), p) == observation(s, p)`. Search bots sample
many such games and play them out (information-set Monte Carlo).

What a player may remember but the observation does not show (the decree they put
under the deck) is not kept: the sample is consistent with the observation.
"""

from __future__ import annotations

import random

import attrs

from .engine.run import HANDLERS, run
from .engine.table import QuietTable
from .errors import RulesError
from .observe import HIDDEN, is_observation, observation
from .state import Decision, Frame, State

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
    full = None if is_observation(state) else state
    seen = observation(state, player) if full is not None else state
    content = seen.content
    options = dict(seen.options)
    top = seen.stack[-1] if seen.stack else None
    hidden_question = (type(top) is Decision and top.player != player
                       and any(o == HIDDEN for o in top.options))
    decrees_drawn = 2 if hidden_question and top.kind == "decree" else 0

    deck, removed = _dive(seen, rng)
    held = {c for p in seen.players for c, _ in p.specialists}
    used = held | set(seen.specialist_display) | set(seen.set_aside)
    specs = [s.name for s in content.specialists if s.set in options.get("specialists", "A")
             and not (seen.solo and s.two_player) and s.name not in used]
    placed = {name for name, _, _ in seen.docks}
    docks = [d.name for d in content.dock_tiles if d.name not in placed
             and d.name not in seen.dock_display and d.name not in seen.set_aside]
    decrees = _unseen_decrees(seen, options, top if top is not None and not hidden_question
                              else None)
    _check_count("specialist deck", specs, len(seen.specialist_deck))
    _check_count("dock deck", docks, len(seen.dock_deck))
    _check_count("decree deck", decrees, len(seen.decree_deck) + decrees_drawn)
    for pile in (specs, docks, decrees):
        rng.shuffle(pile)
    sampled = seen.replace(
        dive_deck=deck, dive_removed=removed, specialist_deck=specs, dock_deck=docks,
        decree_deck=decrees[decrees_drawn:], seed=rng.getrandbits(_SEED_BITS),
        rng=rng.getrandbits(_SEED_BITS))
    if hidden_question:
        sampled = _answerable(sampled, full, tuple(decrees[:decrees_drawn]))
    return sampled


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


def _answerable(sampled: State, full: State | None, drawn: tuple) -> State:
    """The other player's pending question with real options again: the two decrees
    drawn from the sample; otherwise the options of the full state if we have it (they
    depend only on what both players see), or the question asked anew."""
    stack = list(sampled.stack)
    top = stack[-1]
    if top.kind == "decree":
        a, b = drawn
        stack[-1] = attrs.evolve(top, options=(f"decree {a}", f"decree {b}"),
                                 values=((a, b), (b, a)))
        return sampled.replace(stack=tuple(stack))
    if full is not None:
        stack[-1] = full.stack[-1]
        return sampled.replace(stack=tuple(stack))
    return _ask_again(sampled, top)


def _ask_again(sampled: State, top: Decision) -> State:
    # The question's options depend only on the public position: run the effect that
    # asked once more, on a copy, and keep its question if it is the same one.
    t = QuietTable(sampled.replace(stack=sampled.stack[:-1] + (Frame((top.op,), 0, top.ctx),)))
    handler = HANDLERS.get(type(top.op))
    asked = None
    if handler is not None:
        try:
            run(t)
            asked = t.freeze()
        except Exception:       # noqa: BLE001 - this effect cannot simply ask again
            asked = None
    again = asked.stack[-1] if asked is not None and asked.stack else None
    if (type(again) is Decision and again.kind == top.kind and again.player == top.player
            and len(again.options) == len(top.options)
            and asked.replace(stack=sampled.stack) == sampled):
        return asked
    raise RulesError(f"cannot rebuild the options of {('blue', 'orange')[top.player]}'s "
                     f"pending {top.kind!r} question from this observation; sample from the "
                     "full state, or from the observation of the player to move")
