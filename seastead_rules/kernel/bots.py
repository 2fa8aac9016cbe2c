"""Bots for any game of the protocol: random, and IS-MCTS over the game's own sampling
and playout mode.

    bot = make_bot(GAME, "ismcts:200p", seed=1)      # or RandomBot(GAME, seed=1)
    action = bot.choose(state)                      # a State or a playout's position

IS-MCTS (single-observer information-set Monte Carlo tree search, Cowling, Powley and
Whitehouse 2012): each playout deals a game from what the bot sees
(`game.sample(game.observation(state, me), me, rng)`), so it never knows the hidden
parts; it walks one tree shared by every deal (a node per sequence of actions), by UCT
among the actions legal in this deal, counting how often each was available; it adds a
node, plays on in the playout mode (random actions, or `policy`) to the end or for
`rollout` actions then judged by `judge`, and credits every node with the return of the
player who chose it. Returns are scaled to [0, 1] by the game's declared bounds
(`game.bounds(players)`, or `returns_range` (low, high) given). A chance decision met
on the way (a game set up with explicit chance) is resolved by a draw from its
outcomes, and has no node. The action tried most often at the root is played. Any
number of players.

The budget is a number of playouts, or seconds of the process's CPU time, whichever
ends first.
"""

from __future__ import annotations

import math
import random
import time
from functools import partial

from ..errors import ArgumentError
from .arguments import (
    check_actions,
    check_int,
    check_is_game,
    check_number,
    check_type,
    shown,
)
from .chance import draw
from .protocol import CHANCE

__all__ = ["RandomBot", "ISMCTSBot", "BOTS", "make_bot", "bot_name", "MAX_SECONDS",
           "MAX_PLAYOUTS"]

SECONDS = 0.5           # the default budget: CPU seconds a move
EXPLORE = 0.7           # UCT's exploration constant (values lie in [0, 1])
MAX_SECONDS = 600.0     # the largest budget in CPU seconds a move
MAX_PLAYOUTS = 10_000_000   # the largest budget in playouts a move


class RandomBot:
    """Picks a legal action uniformly at random (seeded)."""

    def __init__(self, game, seed: int = 0):
        check_is_game(game)
        self.game, self.rng = game, random.Random(check_type(seed, int, "seed", "an int"))

    def choose(self, state, actions=None):
        """One of the legal actions (`actions`, or the game's at `state`)."""
        actions = actions if actions is not None else self.game.legal_actions(state)
        if type(actions) is not tuple and type(actions) is not list:
            actions = check_actions(actions)       # (a str would give a letter)
        try:
            return self.rng.choice(actions)
        except (TypeError, IndexError, KeyError):
            check_actions(actions)          # checked only when it fails: no cost to a game
            raise


class _Node:
    __slots__ = ("children", "visits", "value", "seen", "player")

    def __init__(self, player: int):
        self.children: dict = {}
        self.visits = 0
        self.value = 0.0        # the scaled returns of `player`, who chose the action here
        self.seen = 1           # how often the action was legal when its parent was visited
        self.player = player


class ISMCTSBot:
    """Searches deals of what it sees with UCT (see the module's docstring). `playouts`
    and/or `seconds` bound each move (default 0.5 CPU seconds). `rollout`: actions
    played before judging (None: to the end); `policy(actions, rng)`: the rollout's
    choice (default random); `judge(position)`: an unfinished game's value in [0, 1]
    for each player; `shortlist(state, actions)`: the root actions to compare;
    `returns_range`: (lowest, highest) return, to scale returns by (default: the game's
    bounds with its default options, `game.bounds(players)`)."""

    def __init__(self, game, seed: int = 0, playouts: int | None = None,
                 seconds: float | None = None, explore: float = EXPLORE,
                 rollout: int | None = None, policy=None, judge=None, shortlist=None,
                 returns_range: tuple | None = None):
        if playouts is None and seconds is None:
            seconds = SECONDS
        check_is_game(game)
        check_type(seed, int, "seed", "an int")
        if playouts is not None:
            check_int(playouts, "playouts (a budget above 0)", 1, MAX_PLAYOUTS)
        if seconds is not None:
            check_number(seconds, "seconds (a budget above 0)", 0, MAX_SECONDS, above=True)
        check_number(explore, "explore", 0, 1e6)
        for name, function in (("policy", policy), ("judge", judge), ("shortlist", shortlist)):
            if function is not None and not callable(function):
                raise ArgumentError(f"{name} must be a function or None, not "
                                    f"{shown(function)}")
        if rollout is not None:
            check_int(rollout, "rollout", 0, MAX_PLAYOUTS)
            if judge is None:
                raise ArgumentError("a rollout cut short needs a judge(position): each "
                                    "player's value of an unfinished game")
        self.game, self.rng = game, random.Random(seed)
        self.playouts, self.seconds, self.explore = playouts, seconds, explore
        self.rollout, self.policy, self.judge = rollout, policy, judge
        self.shortlist = shortlist
        self.low = self.high = None         # the returns' range, once known
        if returns_range is not None:
            self.low, self.high = _range(returns_range)
        self.last_playouts = 0      # playouts made for the last move (for reports)

    def choose(self, state, actions=None):
        """The action the search likes best at `state` (a State or a playout's position)."""
        game = self.game
        actions = check_actions(actions if actions is not None else game.legal_actions(state))
        if len(actions) == 1:
            return actions[0]
        if self.shortlist is not None:
            actions = tuple(self.shortlist(state, actions))
        me = game.to_move(state)
        if self.low is None:
            bounds = game.bounds(len(game.returns(state)))
            self.low, self.high = _range((bounds.min_return, bounds.max_return))
        seen = game.observation(state, me)
        clock = time.process_time
        deadline = clock() + self.seconds if self.seconds is not None else None
        root = _Node(-1)
        limit = self.playouts if self.playouts is not None else 1 << 60
        done, rng = 0, self.rng
        while done < limit and (deadline is None or clock() < deadline):
            self._playout(root, game.playout(game.sample(seen, me, rng)), actions)
            done += 1
        self.last_playouts = done
        self._root = root           # the last search's tree (for reports and tests)
        tried = [(root.children[a].visits, i) for i, a in enumerate(actions)
                 if a in root.children]
        return actions[max(tried)[1]] if tried else rng.choice(actions)

    def _playout(self, root: _Node, play, shortlist) -> None:
        node, path = root, [root]
        # Selection and expansion: down the tree while every legal action has a node.
        game = self.game
        while not play.is_over():
            if play.to_move == CHANCE:      # chance decides: a draw, no node
                play.apply(draw(game, play.position, self.rng))
                continue
            actions = play.legal_actions() if node is not root else shortlist
            if len(actions) == 1:           # a forced move is not a choice: no node
                play.apply(actions[0])
                continue
            children, untried = node.children, []
            for a in actions:
                child = children.get(a)
                if child is None:
                    untried.append(a)
                else:
                    child.seen += 1
            if untried:
                action = self.rng.choice(untried)
                child = children[action] = _Node(play.to_move)
                play.apply(action)
                path.append(child)
                break
            action, node = self._select(children, actions)
            play.apply(action)
            path.append(node)
        values = self._finish(play)
        for n in path[1:]:
            n.visits += 1
            n.value += values[n.player]

    def _select(self, children: dict, actions) -> tuple:
        # UCT over the actions legal in this deal; `seen` stands for the parent's visits.
        best, best_score, c = None, -1.0, self.explore
        for a in actions:
            child = children[a]
            score = child.value / child.visits + \
                c * math.sqrt(math.log(child.seen) / child.visits)
            if score > best_score:
                best, best_score = a, score
        return best, children[best]

    def _finish(self, play) -> list:
        # Play on (to the end, or `rollout` actions), then each player's value in [0, 1].
        rng, policy, steps = self.rng, self.policy, self.rollout
        while not play.is_over() and steps != 0:
            if play.to_move == CHANCE:
                play.apply(draw(self.game, play.position, rng))
                continue
            actions = play.legal_actions()
            play.apply(actions[0] if len(actions) == 1 else
                       policy(actions, rng) if policy is not None else rng.choice(actions))
            steps = None if steps is None else steps - 1
        position = play.position
        if not play.is_over():
            return self.judge(position)
        low, span = self.low, self.high - self.low
        return [(r - low) / span for r in self.game.returns(position)]


def _range(given) -> tuple:
    # (lowest, highest) return, checked: two finite numbers, the first the lower.
    if not isinstance(given, (tuple, list)) or len(given) != 2 or not all(
            isinstance(r, (int, float)) and not isinstance(r, bool) and math.isfinite(r)
            for r in given) or not given[0] < given[1]:
        raise ArgumentError(f"returns_range must be (lowest, highest): two numbers, the "
                            f"first below the second, not {given!r}")
    return float(given[0]), float(given[1])


BOTS = {"random": RandomBot, "ismcts": ISMCTSBot}
"""The kernel's bots by name; each class takes the game and a seed."""


def make_bot(game, spec, seed: int, bots=None):
    """A bot for `game`: `spec` is a name of `bots` (a game's own, each a factory taking
    a seed) or of BOTS, an IS-MCTS bot's with an optional budget (`ismcts:0.2`: CPU
    seconds a move; `ismcts:100p`: playouts; a game's own IS-MCTS, a subclass of
    ISMCTSBot, takes it as `playouts=` or `seconds=`); a factory taking a seed (a bot
    class too); or a bot (with `choose`)."""
    if hasattr(spec, "choose") and not isinstance(spec, type):
        return spec
    if callable(spec):
        return spec(seed)
    name, _, budget = check_type(spec, str, "bot", "a bot's name, a factory or a bot")\
        .partition(":")
    if bots is not None and not isinstance(bots, dict):
        check_type(bots, (), "bots", "a dict of the game's own bots (name: factory) or None")
    own = dict(bots or {})
    if name in own:
        factory = own[name]
    elif name in BOTS:
        factory = partial(BOTS[name], game)
    else:
        raise ArgumentError(f"unknown bot {name!r}; the bots are: "
                            f"{', '.join([*own, *(b for b in BOTS if b not in own)])}")
    if not budget:
        return factory(seed)
    searches = _searches(own)
    if name not in searches:
        raise ArgumentError(f"only {' and '.join(searches)} take"
                            f"{'s' if len(searches) == 1 else ''} a budget, not {name!r} "
                            f"(in {spec!r})")
    try:
        if budget.endswith("p"):
            return factory(seed, playouts=int(budget[:-1]))
        return factory(seed, seconds=float(budget.removesuffix("s")))
    except ValueError:
        raise ArgumentError(f"a budget is seconds (ismcts:0.5), above 0 and at most "
                            f"{MAX_SECONDS:g}, or playouts (ismcts:200p), 1 to "
                            f"{MAX_PLAYOUTS}: not {budget[:40]!r}") from None


def _searches(own: dict) -> list:
    # The names of the IS-MCTS bots (which take a budget): the game's own, then BOTS'.
    found = [n for n, f in own.items() if isinstance(f, type) and issubclass(f, ISMCTSBot)]
    return found + [n for n, f in BOTS.items() if f is ISMCTSBot and n not in own]


def bot_name(spec) -> str:
    """How a bot spec is named in reports: its text, or its factory's or class's name."""
    if isinstance(spec, str):
        return spec
    return getattr(spec, "__name__", None) or type(spec).__name__
