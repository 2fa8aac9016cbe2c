"""Bots for self-play, tests, balance runs and the arena: random, one-step greedy,
whole-turn greedy and IS-MCTS. See docs/ai.md.

    from seastead_rules.bots import BOTS
    bot = BOTS["greedy"](seed=1)
    action = bot.choose(state, legal_actions(state))

Every bot takes a seed and has `choose(state, actions)`, where `state` is a State or a
playout's position (both read the same way), so one bot plays with `apply` and in the
playout mode alike. `make_bot("ismcts:100p", seed)` makes one from its name, with an
optional budget (the arena's and the balance runs' bot specs). The search bots judge
hidden cards fairly: they look ahead in games dealt by `sample_state` from what they
see, never in the real deck order.
"""

from ..game import SEASTEAD
from ..inputs import check_type
from ..kernel.bots import make_bot as kernel_make_bot
from .greedy import GreedyBot
from .ismcts import ISMCTSBot
from .one_step import OneStepBot
from .random_bot import RandomBot

__all__ = ["BOTS", "make_bot", "RandomBot", "OneStepBot", "GreedyBot", "ISMCTSBot"]

# Bot name -> class; each class takes a seed (and has its default budget).
BOTS = {"random": RandomBot, "greedy1": OneStepBot, "greedy": GreedyBot, "ismcts": ISMCTSBot}


def make_bot(spec: str, seed: int):
    """A bot from its name, with an optional budget: `ismcts:0.2` (CPU seconds a move,
    above 0 and at most MAX_SECONDS) or `ismcts:100p` (playouts a move, 1 to
    MAX_PLAYOUTS). ArgumentError (a ValueError) names what is wrong. (The kernel's
    `make_bot` with Seastead's bots as the game's own.)"""
    check_type(spec, str, "spec", "a bot's name (a str)")
    return kernel_make_bot(SEASTEAD, spec, seed, BOTS)
