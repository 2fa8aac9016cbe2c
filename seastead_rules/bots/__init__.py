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

from ..errors import ArgumentError
from ..inputs import check_type
from .greedy import GreedyBot
from .ismcts import MAX_PLAYOUTS, MAX_SECONDS, ISMCTSBot
from .one_step import OneStepBot
from .random_bot import RandomBot

__all__ = ["BOTS", "make_bot", "RandomBot", "OneStepBot", "GreedyBot", "ISMCTSBot"]

# Bot name -> class; each class takes a seed (and has its default budget).
BOTS = {"random": RandomBot, "greedy1": OneStepBot, "greedy": GreedyBot, "ismcts": ISMCTSBot}


def make_bot(spec: str, seed: int):
    """A bot from its name, with an optional budget: `ismcts:0.2` (CPU seconds a move,
    above 0 and at most MAX_SECONDS) or `ismcts:100p` (playouts a move, 1 to
    MAX_PLAYOUTS). ArgumentError (a ValueError) names what is wrong."""
    name, _, budget = check_type(spec, str, "spec", "a bot's name (a str)").partition(":")
    if name not in BOTS:
        raise ArgumentError(f"unknown bot {name!r}; the bots are: {', '.join(BOTS)}")
    if not budget:
        return BOTS[name](seed)
    if BOTS[name] is not ISMCTSBot:
        raise ArgumentError(f"only ismcts takes a budget, not {name!r} (in {spec!r})")
    try:
        if budget.endswith("p"):
            return ISMCTSBot(seed, playouts=int(budget[:-1]))
        return ISMCTSBot(seed, seconds=float(budget.removesuffix("s")))
    except ValueError:
        raise ArgumentError(f"a budget is seconds (ismcts:0.5), above 0 and at most "
                            f"{MAX_SECONDS:g}, or playouts (ismcts:200p), 1 to {MAX_PLAYOUTS}: "
                            f"not {budget[:40]!r}") from None
