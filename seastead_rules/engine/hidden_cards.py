"""The dive cards one player sees, and a state's dive cards as that player sees them.

A player sees a dive card's name on the discard pile, in the open when it was revealed
(to both) or looked at by that player, beside their own board (kept), and in the deck
where they saw it put back (`State.known`: they know its place). Everywhere else they
see only its back, which shows its depth (p. 3): in the deck, among the cards the other
player looked at, beside the other player's board. Names they cannot see are also kept
out of what the stack holds (the card chosen, 'it'; the cards already put in order; the
other player's questions that list such cards) and out of the answers in the log.

observe.py uses `hide_cards` for observations; determinise.py deals hidden cards anew.
"""

from __future__ import annotations

import attrs

from ..model import effects as fx
from ..model.actions import Answer
from ..model.cards import records_in
from ..model.state import Ctx, Decision, Frame

__all__ = ["HIDDEN", "handles_piles", "seen_dive_cards", "hide_cards", "is_hidden_question",
           "CARD_ANSWER"]

HIDDEN = "?"
# The effects that move dive cards as a pile: content without them keeps nothing hidden
# beyond the deck's order (and observe.py takes its short way).
PILE_EFFECTS = (fx.Reveal, fx.Look, fx.Rest, fx.ChooseCard, fx.PutIt, fx.TakeHalfOf)
# How the engine words an answer naming a dive card ('card Wreck'): the `card` and
# `order` questions of engine/piles.py.
CARD_ANSWER = "card "
# The other player's questions whose options list cards (or, for a half, the halves of a
# card) that the player may not see.
_CARD_KINDS = frozenset({"card", "order"})
_OPS_MODULE = "seastead_rules.engine.ops"


def handles_piles(content) -> bool:
    """Whether some card of the content reveals, looks at, chooses, keeps or puts back
    dive cards (so that a player may see cards the other does not)."""
    found = content.cache.get("hidden cards: piles")
    if found is None:
        found = content.cache["hidden cards: piles"] = any(
            isinstance(r, PILE_EFFECTS) for r in records_in(
                content.flotilla_sides, content.dock_tiles, content.dive_cards,
                content.specialists, content.decrees, content.rules))
    return found


def seen_dive_cards(state, player: int) -> frozenset:
    """The names of the dive cards `player` sees in `state` (a State or their
    observation): the discard pile, the deck cards they know, their kept cards, and the
    cards in the open to both or to them."""
    names = set(state.dive_discard)
    if state.known:
        deck = set(state.dive_deck)
        names.update(c for c in state.known[player] if c in deck)
    if state.kept:
        names.update(state.kept[player])
    if state.dive_open and state.open_to in (-1, player):
        names.update(state.dive_open)
    names.update(state.face_up)                 # (face up to both, between turns too)
    for cards, seen in state.outer_open:        # (set aside while an inner pile runs)
        if seen in (-1, player):
            names.update(cards)
    return frozenset(names)


def hide_cards(state, player: int, stack: tuple) -> dict:
    """The fields of `state` that show dive cards, as `player` sees them (for
    `state.replace`): the deck (backs, but the names of the cards they know), the kept
    cards (the other player's as backs), the cards in the open (backs if the other
    player looked at them), what each player knows of the deck (only what `player` also
    knows), the stack (`stack`, in place of the state's) and the log without the names
    of the cards they cannot see."""
    dive = state.content.dive
    seen = seen_dive_cards(state, player)

    def back(card):
        return card if card in seen or card not in dive else dive[card].depth

    fields = {"dive_deck": tuple(map(back, state.dive_deck))}
    if state.kept:
        fields["kept"] = tuple(tuple(map(back, cards)) for cards in state.kept)
    if state.dive_open:
        fields["dive_open"] = tuple(map(back, state.dive_open))
    if state.outer_open:
        fields["outer_open"] = tuple((tuple(map(back, cards)), seen)
                                     for cards, seen in state.outer_open)
    if state.known:
        deck = set(state.dive_deck)
        mine = set(state.known[player])
        known = tuple(tuple(c for c in cards if c in deck and c in mine)
                      for cards in state.known)
        fields["known"] = () if known == ((), ()) else known
    hidden = frozenset(dive) - seen
    fields["stack"] = _hide_stack(stack, player, hidden)
    fields["log"] = _hide_log(state.log, hidden)
    return fields


def is_hidden_question(d: Decision, player: int, hidden) -> bool:
    """Whether the other player's question `d` lists cards `player` cannot see (`hidden`
    names): to choose among cards, or to order them, that they looked at or keep, or
    which half of such a card to take."""
    if d.player == player:
        return False
    if d.kind in _CARD_KINDS:
        return any(type(v) is str and v in hidden for v in d.values)
    return d.kind == "half" and d.ctx.card in hidden


def _hide_stack(stack: tuple, player: int, hidden) -> tuple:
    if not any(_mentions(item, player, hidden) for item in stack):
        return stack
    return tuple(_hide_item(item, player, hidden) for item in stack)


def _mentions(item, player: int, hidden) -> bool:
    # The names of hidden cards come onto the stack only with the card chosen ('it'),
    # the cards put in order so far and the other player's questions about such cards;
    # the rest of a frame is public rules text.
    if item.ctx.card in hidden:
        return True
    if type(item) is not Decision:
        return False
    return (is_hidden_question(item, player, hidden)
            or any(type(c) is str and c in hidden for c in getattr(item.op, "chosen", ())))


def _hide_item(item, player: int, hidden):
    if type(item) is Frame:
        return Frame(_hide(item.ops, hidden), item.pc, _hide(item.ctx, hidden))
    changes = {"op": _hide(item.op, hidden), "ctx": _hide(item.ctx, hidden)}
    if is_hidden_question(item, player, hidden):
        prompt = item.prompt
        for name in sorted(hidden, key=len, reverse=True):
            if name in prompt:
                prompt = prompt.replace(name, HIDDEN)
        changes.update(prompt=prompt, options=(HIDDEN,) * len(item.options),
                       values=(None,) * len(item.values))
    return attrs.evolve(item, **changes)


def _hide(value, hidden):
    """`value` with every hidden card name in it replaced by HIDDEN: in a context, in the
    engine's own steps (ops) and in the tuples they hold; effects of the content are
    rules text and are kept as they are."""
    kind = type(value)
    if kind is str:
        return HIDDEN if value in hidden else value
    if kind is tuple:
        new = tuple(_hide(v, hidden) for v in value)
        return value if all(a is b for a, b in zip(new, value)) else new
    if kind is Ctx:
        return attrs.evolve(value, card=HIDDEN) if value.card in hidden else value
    if kind.__module__ == _OPS_MODULE and attrs.has(kind):
        changes = {}
        for f in attrs.fields(kind):
            old = getattr(value, f.name)
            new = _hide(old, hidden)
            if new is not old:
                changes[f.name] = new
        return attrs.evolve(value, **changes) if changes else value
    return value


def _hide_log(log, hidden):
    # The answers that name a card the player cannot see ('card Wreck', to the other
    # player's question about the cards they looked at) read 'card ?'.
    if log is None or not hidden:
        return log
    links, link = [], log
    while link is not None:
        links.append(link)
        link = link.prev
    links.reverse()
    prev, changed = None, False
    for link in links:
        action = link.action
        if (type(action) is Answer and action.text.startswith(CARD_ANSWER)
                and action.text[len(CARD_ANSWER):] in hidden):
            action, changed = Answer(CARD_ANSWER + HIDDEN), True
        if changed:
            link = attrs.evolve(link, prev=prev, action=action)
        prev = link
    return prev if changed else log
