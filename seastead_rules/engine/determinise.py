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

from ..errors import RulesError
from ..inputs import as_index
from ..model.names import COLOURS
from ..model.state import Ctx, Decision, Frame, State
from ..saves.conservation import cards_kept, pieces_kept, tokens_kept
from . import ops
from .hidden_cards import seen_dive_cards
from .observe import HIDDEN, is_observation, observation, state_of
from .reask import asked_again

__all__ = ["sample_state"]

_SEED_BITS = 64
# The last (state, player) whose sample passed the checks: a search deals many games
# from one observation, and a State never changes, so they need not run again for it.
_passed: list = [None]


def sample_state(state: State, player: int, rng: random.Random | None = None) -> State:
    """A full State consistent with what `player` sees of `state` (a State or that
    player's observation of one), its hidden cards dealt at random from `rng` (a
    `random.Random`; a new one if None), and a fresh seed and generator state. `state`
    may also be a Playout or a playout's position (what a bot is given): the sample is
    of the game as it is now. RulesError if no game can look like that to `player`."""
    state = state_of(state, "sample_state: state")
    seat = as_index(player)
    if seat not in (0, 1):
        raise RulesError(f"sample_state: player must be 0 or 1, not {player!r}")
    player = seat
    if rng is not None and not isinstance(rng, random.Random):
        raise RulesError(f"sample_state: rng must be a random.Random or None, not {rng!r}")
    rng = rng if rng is not None else random.Random()
    seen = state if is_observation(state) else observation(state, player)
    content = seen.content
    options = dict(seen.options)
    top = seen.stack[-1] if seen.stack else None
    drawn_unseen = _hidden_draw(top, player)

    short = []         # the piles with more or fewer unseen cards than hidden places
    dive = _dive(seen, player, rng, short)
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
        specialist_deck=specs, dock_deck=docks, decree_deck=decrees[drawn_unseen:],
        seed=rng.getrandbits(_SEED_BITS), rng=rng.getrandbits(_SEED_BITS), **dive)
    if drawn_unseen and len(decrees) >= drawn_unseen:
        sampled = _with_drawn(sampled, decrees[0], decrees[1])
    elif not short:
        sampled = sampled.replace(stack=_dealt_stack(seen, sampled, short))
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
    # How many cards the pending question names that `player` has not seen, drawn from
    # a deck for it: the two decrees the other player draws to choose from (p. 11), or
    # none. (A question about dive cards the other player looked at or keeps is asked
    # again about the cards dealt: _dealt_stack.) Other questions show their options.
    if type(top) is not Decision or HIDDEN not in top.options:
        return 0
    if top.player == player:
        raise RulesError(f"this observation hides {COLOURS[player]}'s own question: it is "
                         f"the other player's observation (pass that player)")
    if top.kind not in ("decree", "card", "order", "half"):
        raise RulesError(f"cannot sample the hidden options of the pending {top.kind!r} "
                         "question: only the decree choice and questions about dive "
                         "cards hide their options")
    return 2 if top.kind == "decree" else 0


def _dive(seen: State, player: int, rng, short: list) -> dict:
    # Each card back shows its depth (p. 3): deal an unseen card of that depth to it, in
    # the deck, beside the other player's board and in the open; the cards left over are
    # the cards removed at setup. The cards the player sees keep their places.
    content = seen.content
    dive = content.dive
    shown = seen_dive_cards(seen, player) | set(seen.set_aside)
    depths = ("shallows", "shelf") if seen.solo else ("shallows", "shelf", "depths")
    pools = {}
    for depth in depths:
        pool = [c for c in content.dive_names(depth) if c not in shown]
        rng.shuffle(pool)
        pools[depth] = pool

    def deal(cards) -> tuple:
        dealt = []
        for back in cards:
            if back in dive:
                dealt.append(back)
            elif pools.get(back):
                dealt.append(pools[back].pop())
            else:
                short.append(f"cannot sample the dive cards: no unseen {back!r} card is "
                             "left for a card back that shows it")
        return tuple(dealt)

    fields = {"dive_deck": deal(seen.dive_deck)}
    if seen.kept:
        fields["kept"] = tuple(deal(cards) for cards in seen.kept)
    if seen.dive_open:
        fields["dive_open"] = deal(seen.dive_open)
    if seen.outer_open:
        fields["outer_open"] = tuple((deal(cards), to) for cards, to in seen.outer_open)
    rest = [c for depth in depths for c in pools[depth]]
    # The cards removed at setup were the top of the shuffled deck: shallows first (p. 3).
    fields["dive_removed"] = _deal("dive cards removed at setup", rest,
                                   len(seen.dive_removed), rng, short)
    return fields


def _dealt_stack(seen: State, sampled: State, short: list) -> tuple:
    # The cards put in order so far and the card chosen ('it'), where the observation
    # hides them, are dealt from the hidden cards: those in the open first, in turn. The
    # other player's question about hidden cards is asked again about the cards dealt.
    stack = seen.stack
    top = stack[-1] if stack else None
    ordered = getattr(top.op, "chosen", ()) if type(top) is Decision else ()
    ordered = ordered.count(HIDDEN) if type(ordered) is tuple else 0
    asked = type(top) is Decision and HIDDEN in top.options
    if not (ordered or asked or any(item.ctx.card == HIDDEN for item in stack)):
        return stack
    dealt = [new for old, new in zip(seen.dive_open, sampled.dive_open) if old != new]
    for was, now in zip(seen.kept, sampled.kept):
        dealt += [new for old, new in zip(was, now) if old != new]
    for (was, _), (now, _) in zip(seen.outer_open, sampled.outer_open):
        dealt += [new for old, new in zip(was, now) if old != new]
    dealt += [new for old, new in zip(seen.dive_deck, sampled.dive_deck) if old != new]
    dealt += sampled.dive_removed
    it = dealt[ordered] if ordered < len(dealt) else HIDDEN
    stack = tuple(_filled(item, iter(dealt[:ordered]), it) for item in stack)
    top = stack[-1]
    if asked:
        asked = next(iter(asked_again(sampled.replace(stack=stack[:-1]), top)), None)
        again = asked.freeze().stack[-1] if asked is not None else None
        if type(again) is not Decision or len(again.options) != len(top.options):
            short.append(f"cannot sample the other player's {top.kind!r} question about "
                         "the cards they see")
            return stack
        stack = stack[:-1] + (again,)
    return stack


def _filled(item, ordered, it: str):
    """`item` of the stack with its hidden cards dealt: the cards put in order so far
    from `ordered`, any other ('it') as `it`."""
    def fill(value, field: str = ""):
        kind = type(value)
        if kind is str:
            return it if value == HIDDEN else value
        if kind is tuple:
            if field == "chosen":       # (PutInOrder: the cards put in order so far)
                return tuple(next(ordered) if c == HIDDEN else c for c in value)
            return tuple(map(fill, value))
        if kind is Ctx:
            return attrs.evolve(value, card=it) if value.card == HIDDEN else value
        if kind.__module__ == ops.__name__ and attrs.has(kind):
            return attrs.evolve(value, **{f.name: fill(getattr(value, f.name), f.name)
                                          for f in attrs.fields(kind)})
        return value        # effects of the content: rules text

    if type(item) is Frame:
        return Frame(fill(item.ops), item.pc, fill(item.ctx))
    return attrs.evolve(item, op=fill(item.op), ctx=fill(item.ctx))


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
