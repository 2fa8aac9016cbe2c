"""The IS-MCTS bot (`ismcts`): information-set Monte Carlo tree search.

Each playout deals a game from what the bot sees (`sample_state`), so the search never
knows the real deck order. It walks down one tree shared by every deal (a node per
sequence of actions), choosing by UCT among the actions legal in this deal and counting
how often each was available (single-observer IS-MCTS, Cowling, Powley and Whitehouse
2012); it adds one node, plays on with a cheap policy for a few turns in the playout
mode, and scores the end: 1, 0 or 0.5 for a finished game, otherwise the score lead
squashed into (0, 1). The action tried most often at the root is played.

The budget is a number of playouts, or seconds of the process's CPU time (so a busy
machine does not weaken the bot), whichever ends first."""

from __future__ import annotations

import math
import random
import time

from .. import Build, legal_actions
from ..inputs import check_int, check_number, check_type
from .greedy import GreedyBot
from .judge import deal, outcome, seen_by, value

__all__ = ["ISMCTSBot"]

SECONDS = 0.5           # default budget: CPU seconds a move
EXPLORE = 0.3           # UCT's exploration constant (rewards lie in [0, 1])
ROLLOUT = 8             # actions played by the cheap policy before judging
LEAD_SCALE = 6.0        # a lead of this many points is worth about 0.73
BUILD_CHANCE = 0.8      # the cheap policy builds this often when it may
CANDIDATES = None       # compare only the greedy bot's best few actions (None: all)
MAX_SECONDS = 600.0     # the largest budget in CPU seconds a move
MAX_PLAYOUTS = 10_000_000   # the largest budget in playouts a move


class _Node:
    __slots__ = ("children", "visits", "wins", "seen", "player")

    def __init__(self, player: int):
        self.children: dict = {}
        self.visits = 0
        self.wins = 0.0         # reward for `player`, who chose the action leading here
        self.seen = 1           # how often the action was legal when its parent was visited
        self.player = player


class ISMCTSBot:
    """Searches deals of what it sees with UCT; `playouts` and/or `seconds` (CPU time)
    bound each move (default: 0.5 s)."""

    def __init__(self, seed: int = 0, playouts: int | None = None,
                 seconds: float | None = None, rollout: int = ROLLOUT,
                 explore: float = EXPLORE, candidates: int | None = CANDIDATES):
        if playouts is None and seconds is None:
            seconds = SECONDS
        check_type(seed, int, "seed", "an int")
        if playouts is not None:
            check_int(playouts, "playouts (a budget above 0)", 1, MAX_PLAYOUTS)
        if seconds is not None:
            check_number(seconds, "seconds (a budget above 0)", 0, MAX_SECONDS, above=True)
        check_int(rollout, "rollout", 0, MAX_PLAYOUTS)
        check_number(explore, "explore", 0, 1e6)
        if candidates is not None:
            check_int(candidates, "candidates", 1, MAX_PLAYOUTS)
        self.rng = random.Random(seed)
        self.playouts, self.seconds = playouts, seconds
        self.rollout, self.explore, self.candidates = rollout, explore, candidates
        self.guide = GreedyBot(seed)
        self.last_playouts = 0      # playouts made for the last move (for reports)

    def choose(self, state, actions=None):
        """The action the search likes best (`state`: a State or a playout's position)."""
        actions = actions if actions is not None else legal_actions(state)
        if len(actions) == 1:
            return actions[0]
        me = state.to_move
        clock = time.process_time
        deadline = clock() + self.seconds if self.seconds is not None else None
        if self.candidates is not None and len(actions) > self.candidates:
            actions = self._shortlist(state, actions)
        root = _Node(1 - me)
        limit = self.playouts if self.playouts is not None else 1 << 60
        done, seen, rng = 0, seen_by(state, me), self.rng
        while done < limit and (deadline is None or clock() < deadline):
            self._playout(root, deal(seen, me, rng), actions)
            done += 1
        self.last_playouts = done
        tried = [(root.children[a].visits, i) for i, a in enumerate(actions)
                 if a in root.children]
        return actions[max(tried)[1]] if tried else self.rng.choice(actions)

    def _shortlist(self, state, actions) -> tuple:
        # The actions the greedy bot likes best: the search compares only these.
        scores = self.guide.scores(state, actions)
        ranked = sorted(range(len(actions)), key=lambda i: -scores[i])
        return tuple(actions[i] for i in sorted(ranked[:self.candidates]))

    def _playout(self, root: _Node, game, shortlist) -> None:
        node, path = root, [root]
        # Selection and expansion: down the tree while every legal action has a node.
        while not game.is_over():
            actions = game.legal_actions() if node is not root else shortlist
            if len(actions) == 1:           # a forced move is not a choice: no node
                game.apply(actions[0])
                continue
            children = node.children
            untried = []
            for a in actions:
                child = children.get(a)
                if child is None:
                    untried.append(a)
                else:
                    child.seen += 1
            if untried:
                action = self.rng.choice(untried)
                child = children[action] = _Node(game.to_move)
                game.apply(action)
                path.append(child)
                break
            action, node = self._select(children, actions)
            game.apply(action)
            path.append(node)
        reward = self._rollout(game)        # for player 0
        for n in path[1:]:
            n.visits += 1
            n.wins += reward if n.player == 0 else 1.0 - reward

    def _select(self, children: dict, actions) -> tuple:
        # UCT over the actions legal in this deal; `seen` stands for the parent's visits.
        best, best_score, c = None, -1.0, self.explore
        for a in actions:
            child = children[a]
            score = child.wins / child.visits + c * math.sqrt(math.log(child.seen) / child.visits)
            if score > best_score:
                best, best_score = a, score
        return best, children[best]

    def _rollout(self, game) -> float:
        rng = self.rng
        for _ in range(self.rollout):
            if game.is_over():
                return outcome(game.position, 0)
            game.apply(_cheap(game.legal_actions(), rng))
        if game.is_over():
            return outcome(game.position, 0)
        return 1.0 / (1.0 + math.exp(-value(game.position, 0) / LEAD_SCALE))


def _cheap(actions, rng):
    """The rollout policy: mostly a random build when one is legal, else any action."""
    if len(actions) == 1:
        return actions[0]
    if rng.random() < BUILD_CHANCE:
        builds = [a for a in actions if type(a) is Build]
        if builds:
            return rng.choice(builds)
    return rng.choice(actions)
