"""Liar's Dice, the kernel's second game: hidden dice, rising bids, calling a lie.

    from seastead_rules.liars_dice import GAME

    state = GAME.setup(seed=1, players=3)
    while not GAME.is_over(state):
        state = GAME.apply(state, GAME.legal_actions(state)[-1])

The rules are in `rules.py`; the game is written only against the kernel's protocol
(`seastead_rules.kernel.protocol`), so every tool of the kernel plays it. Importing the
package registers `python_liars_dice` with OpenSpiel and `seastead_rules/liars_dice-v0`
with Gymnasium when they are imported (`seastead_rules.kernel.registry`). See
docs/adding-a-game.md.
"""

from ..kernel.registry import host
from .game import GAME, OPENSPIEL_RULES, LiarsDice
from .state import FACES, MAX_DICE, Bid, Challenge, Liar, Opens, Roll, State

host("liars_dice")      # python_liars_dice and its Gymnasium id, once those are imported

__all__ = ["GAME", "LiarsDice", "OPENSPIEL_RULES", "State", "Bid", "Liar", "Roll", "Opens",
           "Challenge", "FACES", "MAX_DICE"]
