"""The greedy bot (`greedy`): judges a whole turn, not one question.

For each action it could take, it plays on through the questions that follow in its
own turn (which resource, which half, "you may ...", where the ship goes), answering
them with a default policy, and only then scores the position. So an answer is judged
by what it leads to: "yes" to "you may take 1 resource of your choice" is worth the
resource it brings.

A dive is judged in games dealt from what the bot sees (`sample_state`), averaged over
a few deals, so it never peeks at the real top card of the dive deck."""

from __future__ import annotations

import random

from .. import Build, Dive, Playout
from ..inputs import check_int, check_type
from .judge import choices, deal, seen_by, value

__all__ = ["GreedyBot"]

STEPS = 8           # questions played on after an action, at most
DIVE_DEALS = 3      # deals a dive is averaged over
MAX_STEPS = 1000    # the most questions played on, or deals, a bot may be asked for
BUILD_BONUS = 0.5   # a build is preferred to a dive of the same value
_EPS = 1e-9


class GreedyBot:
    """Takes the action whose turn, played on with a default policy, most raises its
    score lead (resources held count a quarter point); ties are broken at random."""

    def __init__(self, seed: int = 0, steps: int = STEPS, dive_deals: int = DIVE_DEALS):
        check_type(seed, int, "seed", "an int")
        check_int(steps, "steps", 1, MAX_STEPS)
        check_int(dive_deals, "dive_deals", 1, MAX_STEPS)
        self.rng = random.Random(seed)
        self.steps, self.dive_deals = steps, dive_deals

    def choose(self, state, actions=None):
        """The legal action whose turn ends best for the bot (`state`: a State or a
        playout's position)."""
        actions = choices(state, actions)
        if len(actions) == 1:
            return actions[0]
        scores = self.scores(state, actions)
        top = max(scores)
        return self.rng.choice([a for a, v in zip(actions, scores) if v >= top - _EPS])

    def scores(self, state, actions) -> list:
        """How good each action's turn looks to the player to move, action by action."""
        actions = choices(state, actions)
        me = state.to_move
        root = Playout(state)
        scores = []
        for action in actions:
            if isinstance(action, Dive):
                seen = seen_by(state, me)
                score = sum(self._judge(deal(seen, me, self.rng), action, me)
                            for _ in range(self.dive_deals)) / self.dive_deals
            else:
                score = self._judge(root.clone(), action, me)
                if isinstance(action, Build):
                    score += BUILD_BONUS
            scores.append(score)
        return scores

    def _judge(self, game: Playout, action, me: int) -> float:
        # Play the action, then the bot's own questions that follow, then score.
        game.apply(action)
        score = None        # the value of `game` when the default policy computed it
        for _ in range(self.steps):
            if game.is_over() or game.to_move != me:
                break
            game, score = _default(game, me)
        return score if score is not None else value(game.position, me)


def _default(game: Playout, me: int) -> tuple:
    """The default policy inside a turn: "yes" to "you may ...", otherwise the answer
    with the best value right after it (the first of equals). Returns the game after
    the answer, and its value if it was computed (else None)."""
    actions = game.legal_actions()
    if len(actions) == 1 or game.position.decision.kind == "may":
        game.apply(actions[0])      # "yes" is the first answer
        return game, None
    best, best_value = None, None
    for action in actions:
        branch = game.clone()
        branch.apply(action)
        score = value(branch.position, me)
        if best_value is None or score > best_value + _EPS:
            best, best_value = branch, score
    return best, best_value
