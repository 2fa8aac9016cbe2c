"""Liar's Dice, the kernel's second game: hidden dice, rising bids, calling a lie.

    from seastead_rules.liars_dice import GAME

    state = GAME.setup(seed=1, players=3)
    while not GAME.is_over(state):
        state = GAME.apply(state, GAME.legal_actions(state)[-1])

The rules are in `rules.py`; the game is written only against the kernel's protocol
(`seastead_rules.kernel.protocol`), so every tool of the kernel plays it. See
docs/adding-a-game.md.
"""

from .game import GAME, LiarsDice
from .state import FACES, MAX_DICE, Bid, Challenge, Liar, State

__all__ = ["GAME", "LiarsDice", "State", "Bid", "Liar", "Challenge", "FACES", "MAX_DICE"]
