"""Bots for self-play, tests, balance runs and the arena: random, one-step greedy,
whole-turn greedy and IS-MCTS. See docs/ai.md.

    from seastead_rules.bots import BOTS
    bot = BOTS["greedy"](seed=1)
    action = bot.choose(state, legal_actions(state))

Every bot takes a seed and has `choose(state, actions)`, where `state` is a State or a
playout's position (both read the same way), so one bot plays with `apply` and in the
playout mode alike. The search bots judge hidden cards fairly: they look ahead in
games dealt by `sample_state` from what they see, never in the real deck order.
"""

from .greedy import GreedyBot
from .ismcts import ISMCTSBot
from .one_step import OneStepBot
from .random_bot import RandomBot

__all__ = ["BOTS", "RandomBot", "OneStepBot", "GreedyBot", "ISMCTSBot"]

# Bot name -> class; each class takes a seed (and has its default budget).
BOTS = {"random": RandomBot, "greedy1": OneStepBot, "greedy": GreedyBot, "ismcts": ISMCTSBot}
