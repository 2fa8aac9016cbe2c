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

from .greedy import GreedyBot
from .ismcts import ISMCTSBot
from .one_step import OneStepBot
from .random_bot import RandomBot

__all__ = ["BOTS", "make_bot", "RandomBot", "OneStepBot", "GreedyBot", "ISMCTSBot"]

# Bot name -> class; each class takes a seed (and has its default budget).
BOTS = {"random": RandomBot, "greedy1": OneStepBot, "greedy": GreedyBot, "ismcts": ISMCTSBot}


def make_bot(spec: str, seed: int):
    """A bot from its name, with an optional budget: `ismcts:0.2` (CPU seconds a move)
    or `ismcts:100p` (playouts a move)."""
    name, _, budget = spec.partition(":")
    if name not in BOTS:
        raise ValueError(f"unknown bot {name!r}; the bots are: {', '.join(BOTS)}")
    if not budget:
        return BOTS[name](seed)
    if BOTS[name] is not ISMCTSBot:
        raise ValueError(f"only ismcts takes a budget, not {name!r} (in {spec!r})")
    try:
        if budget.endswith("p"):
            playouts = int(budget[:-1])
            if playouts > 0:
                return ISMCTSBot(seed, playouts=playouts)
        else:
            seconds = float(budget.removesuffix("s"))
            if seconds > 0:
                return ISMCTSBot(seed, seconds=seconds)
    except ValueError:
        pass
    raise ValueError(f"a budget is seconds (ismcts:0.5) or playouts (ismcts:200p), "
                     f"above 0: not {budget!r}")
