"""One game played in place for an environment: legal action indices and masks, the
observation tensors and the final rewards, for any game of the protocol, 1 to 6 players.
Shared by the PettingZoo and Gymnasium adapters (OpenSpiel's keeps States, which it
clones cheaply). A game started from a state set up with explicit chance has its chance
decisions resolved here, by draws from their outcomes: the agents see only players'
decisions.

    table = EnvGame(GAME, players=3)
    table.reset(seed=1)
    while not table.over():
        table.step(table.indices()[0])
    table.rewards()
"""

from __future__ import annotations

import operator
import random

from ..errors import IllegalAction, RulesError
from ..extras import need
from .arguments import SEED_MAX, as_index, check_int, check_seat
from .chance import settle_playout
from .protocol import CHANCE, setup_options

__all__ = ["EnvGame"]


class EnvGame:
    """A game of `game` played in place, set up with `players` (the game's default if
    None) and the game's `options`; `reset(seed)` starts each game."""

    def __init__(self, game, players: int | None = None, **options):
        need("ai", "numpy")
        import numpy
        self.game = game
        self.players, self.options = setup_options(game, players, options)
        game.setup(0, self.players, **self.options)      # bad options fail here, clearly
        self.space = game.actions(self.players, **self.options)
        self.tensors = game.tensors(self.players, **self.options)
        self.bounds = game.bounds(self.players, **self.options)
        self.seeder = random.Random()
        self.chance_rng = random.Random(0)      # draws for explicit chance decisions
        self.playout = None
        self.position = None    # the game now: read in place (one object per playout)
        self._found = None      # (indices, actions) of the legal actions, once found
        self._frombuffer, self._int8 = numpy.frombuffer, numpy.dtype(numpy.int8)
        # One tensor writer per player for every game: a writer may keep what it wrote
        # and write again only what differs from the position it saw last.
        self._writers = [self.tensors.writer(p) for p in range(self.players)]
        self.steps = 0
        self.to_move = -1

    def reset(self, seed: int | None = None) -> None:
        """A new game: its seed drawn from `seed` (or from the previous draws)."""
        if seed is not None:
            if hasattr(type(seed), "__index__") and not isinstance(seed, bool):
                seed = operator.index(seed)         # a numpy integer too
            self.seeder = random.Random(check_int(seed, "seed", 0, SEED_MAX))
        game_seed = self.seeder.getrandbits(63)
        self.chance_rng = random.Random(game_seed)
        self.start(self.game.setup(game_seed, self.players, **self.options))

    def start(self, state) -> None:
        """Play on from `state` (a State of this game and these options); a pending
        chance decision is resolved at once."""
        self.playout = self.game.playout(state)
        if self.playout.to_move == CHANCE:
            settle_playout(self.game, self.playout, self.chance_rng)
        self.position = self.playout.position
        self.steps = 0
        self._found = None
        self.to_move = self.playout.to_move

    def legal(self) -> dict:
        """{index: action} for the legal actions now."""
        return dict(zip(*self._now()))

    def indices(self) -> list:
        """The indices of the legal actions now."""
        return list(self._now()[0])

    def _now(self) -> tuple:
        # (indices, actions) of the legal actions now, found once per step.
        found = self._found
        if found is None:
            found = self._found = self.space.legal(self._started().position)
        return found

    def _started(self):
        """The playout of the game now; RulesError before the first reset."""
        if self.playout is None:
            raise RulesError("no game yet: reset the environment first")
        return self.playout

    def _seat(self, player) -> int:
        # (called when observing failed: says why)
        self._started()
        return check_seat(player, self.players)

    def mask(self, player: int):
        """The legal actions of `player` now as a numpy int8 mask (all 0 if it is not
        that player's turn)."""
        # Set in a bytearray, then wrapped: one trip into numpy per mask.
        if type(player) is not int or player < 0:
            player = self._seat(player)
        mask = bytearray(self.space.size)
        if player == self.to_move:
            for i in (self._found or self._now())[0]:
                mask[i] = 1
        return self._frombuffer(mask, self._int8)

    def observe(self, player: int):
        """What `player` sees now, as the game's numpy float32 tensor."""
        if type(player) is not int or player < 0:     # (a list takes -1: another's view)
            player = self._seat(player)
        try:
            return self._writers[player].tensor(self.playout.position)
        except (AttributeError, IndexError, TypeError):
            self._seat(player)          # checked only when it fails: no cost to a game
            raise

    def observation(self, player: int) -> tuple:
        """(`observe(player)`, `mask(player)`), in one call (the AEC observes each step)."""
        if type(player) is not int or player < 0:     # (a list takes -1: another's view)
            player = self._seat(player)
        try:
            return self._writers[player].tensor(self.playout.position), self.mask(player)
        except (AttributeError, IndexError, TypeError):
            self._seat(player)          # checked only when it fails: no cost to a game
            raise

    def step(self, index) -> None:
        """Play the action with this index (IllegalAction if it is not legal now)."""
        indices, actions = self._found or self._now()
        n = as_index(index)         # an int or a numpy integer; not a float, str or bool
        if n is None:
            raise IllegalAction(f"action {index!r} is not an action index (an int or a "
                                f"numpy integer)"[:200])
        try:
            action = actions[indices.index(n)]
        except ValueError:
            raise IllegalAction(f"action {n} is not legal now (see the action mask)") from None
        self.apply(action)

    def apply(self, action) -> None:
        """Play an action (an action of the game, not an index)."""
        playout = self._started()
        playout.apply(action)
        if playout.to_move == CHANCE:
            settle_playout(self.game, playout, self.chance_rng)
        self.steps += 1
        self._found = None
        self.position = playout.position
        self.to_move = playout.to_move

    def over(self) -> bool:
        """Whether the game has ended."""
        return self._started().is_over()

    def rewards(self) -> list:
        """Each player's return (the game's `returns`: all 0 before the end)."""
        return [float(r) for r in self.game.returns(self._started().position)]

    def state(self):
        """The game now as a State (frozen from the playout)."""
        return self._started().freeze()
