"""Positions for the interfaces' tests of the example cards (examples/cards/): a game
played at random until a question of each new kind is asked, and positions with what
cards keep on the table (counters, kept and open dive cards, points, turns) made by hand."""

from __future__ import annotations

import functools
import random

from cards_support import card_game, label

import seastead_rules as s

DRIFT = "11_16_the_drift.sea"

# The questions the card language added, and an example card that asks each.
KINDS = {"give": "02_trade_winds.sea", "card": DRIFT, "order": DRIFT, "half": DRIFT,
         "build": "20_foreman.sea", "move ship": "25_pilot.sea",
         "swap buildings": "24_turncoat.sea"}


@functools.lru_cache(maxsize=None)
def asked(kind: str, player: int) -> s.State:
    """A position of a random game with the example card of `kind` where `player` is
    asked a question of that kind by the card (a half: by the card's 'take half of it')."""
    name = KINDS[kind]
    for seed in range(30):
        game, rng = card_game(name, seed), random.Random(seed)
        while not s.is_over(game):
            d = game.decision
            if d.kind == kind and d.player == player and \
                    (getattr(d.op, "src", "") or "").startswith(label(name)):
                return game
            game = s.apply(game, rng.choice(s.legal_actions(game)))
    raise AssertionError(f"no game with {name} asked {player} a {kind} question")


def session(state) -> s.Game:
    """A game (history, undo) that starts at `state`: a Game set up with the state's
    content, its first state replaced by `state`."""
    game = s.Game(content=state.content)
    game._states = [state]
    return game


def with_cards(state, kept=(0, 0), open_=0, open_to=-1, counters=()) -> s.State:
    """`state` with dive cards taken off the deck to be kept (per player, how many) or
    in the open, and counters set: the dive cards are the deck's top cards."""
    deck = list(state.dive_deck)
    held = tuple(tuple(deck.pop(0) for _ in range(n)) for n in kept)
    shown = tuple(deck.pop(0) for _ in range(open_))
    return state.replace(dive_deck=tuple(deck), kept=held if any(held) else (),
                         dive_open=shown, open_to=open_to if shown else -1,
                         counters=tuple(sorted(counters)))
