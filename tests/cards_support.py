"""The example cards of examples/cards/: their content, a game set up where each can fire
(a decree in play from the start, a specialist held face up by blue, The Drift laid out
as flotilla 3), and random games played with them."""

from __future__ import annotations

import functools
import random
from pathlib import Path

import seastead_rules as s
from seastead_rules.state import Player

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "examples" / "cards"
FILES = tuple(sorted(p.name for p in CARDS.glob("*.sea")))


@functools.lru_cache(maxsize=None)
def card_content(name: str):
    """The shipped content with one example card file added (a side replaces the shipped
    side of its tile and face)."""
    path = CARDS / name
    return s.load_content(extra=[(f"examples/cards/{name}", path.read_text())], replace=True)


def label(name: str) -> str:
    """How the card file is named in sources and log lines."""
    return f"examples/cards/{name}"


def made_here(name: str, items) -> list:
    """The names of the items of `items` that the card file defines."""
    return [i.name for i in items if i.src.startswith(label(name))]


def holding(game, player: int, card: str):
    """`game` with `player` holding the specialist `card` face up (taken out of the
    deck or display)."""
    seat = game.players[player]
    held = Player(seat.resources, seat.built, seat.ships_reserve, seat.ships_boxed,
                  seat.specialists + ((card, True),), seat.cleanup, seat.cleanup_extra,
                  seat.columns)
    players = (held, game.players[1]) if player == 0 else (game.players[0], held)
    return game.replace(players=players,
                        specialist_deck=tuple(c for c in game.specialist_deck if c != card),
                        specialist_display=tuple(c for c in game.specialist_display
                                                 if c != card))


def card_game(name: str, seed: int):
    """A new game where the example card can fire: its decree in play, its specialist held
    by blue (B sides, so that decrees come and go), its side laid out."""
    content = card_content(name)
    decrees = made_here(name, content.decrees)
    specialists = made_here(name, content.specialists)
    if decrees:
        return s.new_game(seed, sides="BBBB", decree=decrees[0], content=content,
                          specialists="AB")
    if specialists:
        game = s.new_game(seed, sides="BBBB", content=content, specialists="AB")
        return holding(game, 0, specialists[0])
    return s.new_game(seed, sides="AABB", content=content, specialists="AB")


def random_game(name: str, seed: int, each_state=None):
    """The last state of a random game with the example card (`each_state(state)` is
    called on every state)."""
    game, rng = card_game(name, seed), random.Random(seed)
    while not s.is_over(game):
        if each_state is not None:
            each_state(game)
        game = s.apply(game, rng.choice(s.legal_actions(game)))
    if each_state is not None:
        each_state(game)
    return game


def fired(name: str, game) -> bool:
    """Whether a line of the card file caused something in the game's log."""
    return any(e.src.startswith(label(name)) for e in game.log.entries())


def positions(seeds=range(2)):
    """Every position of random games with each example card."""
    found = []
    for name in FILES:
        for seed in seeds:
            random_game(name, seed, found.append)
    return found
