"""Endeavor: Deep Sea, a content game of the kernel: 1 to 4 players, competitive, co-op
or solo, its components written in the content language (content/deep_sea/).

    from seastead_rules.deep_sea import GAME

    state = GAME.setup(seed=1, players=3)
    while not GAME.is_over(state):
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    print(GAME.describe(state))

Every decision is a question with its answers as text (`Pick`). Set up with
`chance="explicit"`, the game's draws are chance decisions: setup's deal (`Deal`
outcomes, a `Dealing` until every pile is dealt) and a new supply of Dive tokens. The
rules engine is played on the kernel's interpreter; its board models are `boards/`.
Importing the package registers `python_deep_sea` with OpenSpiel and
`seastead_rules/deep_sea-v0` with Gymnasium when they are imported. See docs/deep-sea/.
"""

from ..kernel import registry
from .actions import Pick
from .content import load_content
from .dealing import Deal, Dealing
from .game import GAME, DeepSea
from .state import State

registry.host("deep_sea")   # python_deep_sea and its Gymnasium id, once those are imported

__all__ = ["GAME", "DeepSea", "Pick", "Deal", "Dealing", "State", "load_content"]
