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
under the deck) is not kept: the sample is consistent with the observation. An
observation no game can produce (a card shown twice, or both on display and held;
counts that break the conservation laws of conservation.py) is refused with a
RulesError naming the law it breaks.
"""

from __future__ import annotations

import random

import attrs

from .conservation import cards_kept, pieces_kept, tokens_kept
from .errors import RulesError
from .names import COLOURS
from .observe import HIDDEN, is_observation, observation
from .state import Decision, State

__all__ = ["sample_state"]

_SEED_BITS = 64
# The last (state, player) whose sample passed the checks: a search deals many games
# from one observation, and a State never changes, so they need not run again for it.
_passed: list = [None]


def sample_state(state: State, player: int, rng: random.Random | None = None) -> State:
    """A full State consistent with what `player` sees of `state` (a State or that
    player's observation of one), its hidden cards dealt at random from `rng` (a
    `random.Random`; a new one if None), and a fresh seed and generator state.
    RulesError if no game can look like that to `player`."""
    if not isinstance(state, State):
        raise RulesError(f"sample_state: state must be a State or an observation of one, "
                         f"not {type(state).__name__}")
    if type(player) is not int or player not in (0, 1):
        raise RulesError(f"sample_state: player must be 0 or 1, not {player!r}")
    if rng is not None and not isinstance(rng, random.Random):
        raise RulesError(f"sample_state: rng must be a random.Random or None, not {rng!r}")
    rng = rng if rng is not None else random.Random()
    seen = state if is_observation(state) else observation(state, player)
    content = seen.content
    options = dict(seen.options)
    top = seen.stack[-1] if seen.stack else None
    drawn_unseen = _hidden_draw(top, player)

    short = []         # the piles with more or fewer unseen cards than hidden places
    deck, removed = _dive(seen, rng, short)
    held = {c for p in seen.players for c, _ in p.specialists}
    used = held | set(seen.specialist_display) | set(seen.set_aside)
    specs = [s.name for s in content.specialists if s.set in options.get("specialists", "A")
             and not (seen.solo and s.two_player) and s.name not in used]
    placed = {name for name, _, _ in seen.docks}
    docks = [d.name for d in content.dock_tiles if d.name not in placed
             and d.name not in seen.dock_display and d.name not in seen.set_aside]
    decrees = _unseen_decrees(seen, options, None if drawn_unseen else top)
    specs = _deal("specialist deck", specs, len(seen.specialist_deck), rng, short)
    docks = _deal("dock deck", docks, len(seen.dock_deck), rng, short)
    decrees = _deal("decree deck", decrees, len(seen.decree_deck) + drawn_unseen, rng, short)
    sampled = seen.replace(
        dive_deck=deck, dive_removed=removed, specialist_deck=specs, dock_deck=docks,
        decree_deck=decrees[drawn_unseen:], seed=rng.getrandbits(_SEED_BITS),
        rng=rng.getrandbits(_SEED_BITS))
    if drawn_unseen and len(decrees) >= drawn_unseen:
        sampled = _with_drawn(sampled, decrees[0], decrees[1])
    last = _passed[0]
    if last is None or last[0] is not state or last[1] != player:
        _check_possible(sampled, short)
        _passed[0] = (state, player)
    return sampled


def _check_possible(sampled: State, short: list) -> None:
    # Every card and token of the sample exactly once (conservation.py): a card the
    # observation shows twice shows here. Then the piles dealt short or long.
    try:
        broken = tokens_kept(sampled) or pieces_kept(sampled) or cards_kept(sampled)
    except Exception as err:  # noqa: BLE001 - the last guard, as in from_json: the checks
        # assume a well-formed state (an index on the board, a player 0 or 1)
        raise RulesError(f"sample_state: no game can produce this observation (the "
                         f"checks failed on it: {type(err).__name__}: {err})") from None
    if broken is not None:
        raise RulesError(f"sample_state: no game can produce this observation: "
                         f"{broken.invariant} is broken ({broken.field}): {broken.detail}")
    if short:
        raise RulesError(short[0])


def _hidden_draw(top, player: int) -> int:
    # How many cards the pending question names that `player` has not seen: the two
    # decrees the other player draws to choose from (p. 11), or none. Every other
    # question shows its options to both players.
    if type(top) is not Decision or HIDDEN not in top.options:
        return 0
    if top.player == player:
        raise RulesError(f"this observation hides {COLOURS[player]}'s own question: it is "
                         f"the other player's observation (pass that player)")
    if top.kind != "decree":
        raise RulesError(f"cannot sample the hidden options of the pending {top.kind!r} "
                         "question: only the decree choice hides its options")
    return 2


def _dive(seen: State, rng, short: list) -> tuple[list, list]:
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
            short.append(f"cannot sample the dive deck: no unseen {back!r} card is left "
                         "for a card back that shows it")
            continue
        deck.append(pools[back].pop())
    rest = [c for depth in depths for c in pools[depth]]
    # The cards removed at setup were the top of the shuffled deck: shallows first (p. 3).
    return deck, _deal("dive cards removed at setup", rest, len(seen.dive_removed), rng,
                       short)


def _unseen_decrees(seen: State, options: dict, top) -> list:
    if "B" not in options.get("sides", ""):
        return []
    drawn = set(top.values[0]) if top is not None and top.kind == "decree" else set()
    return [d.name for d in seen.content.decrees
            if d.name not in seen.decrees and d.name not in drawn]


def _deal(what: str, cards: list, places: int, rng, short: list) -> list:
    # The unseen cards shuffled into the hidden places; a pile with too many or too few
    # is noted in `short` (the cards that fit are dealt, for the checks to name a cause).
    if len(cards) != places:
        short.append(f"cannot sample the {what}: {len(cards)} unseen cards for {places} "
                     f"hidden places (is the state from this content?)")
    rng.shuffle(cards)
    return cards[:places]


def _with_drawn(sampled: State, a: str, b: str) -> State:
    # The other player's decree question, asked about the two decrees dealt to them.
    top = sampled.stack[-1]
    question = attrs.evolve(top, options=(f"decree {a}", f"decree {b}"),
                            values=((a, b), (b, a)))
    return sampled.replace(stack=sampled.stack[:-1] + (question,))
