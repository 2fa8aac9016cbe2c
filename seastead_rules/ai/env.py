"""One game for the environments: a Playout with its legal action indices, masks,
observation tensors and the final rewards. Shared by the PettingZoo and Gymnasium
environments (the OpenSpiel game keeps States, which it clones cheaply)."""

from __future__ import annotations

import random

from .. import IllegalAction, Playout, load_content, new_game, score_sheet
from ..extras import need
from ..inputs import as_index
from .action_space import action_space
from .tensor import tensor_layout
from .writer import TensorWriter

__all__ = ["EnvGame", "GAME_OPTIONS"]

GAME_OPTIONS = ("sides", "specialists", "decree", "mode", "content")


class EnvGame:
    """A game played in place for an environment, set up from the options of `new_game`
    (sides, specialists, decree, mode, content)."""

    def __init__(self, sides: str = "AAAA", specialists: str = "A", decree=None,
                 mode: str = "duel", content=None):
        need("ai", "numpy")
        import numpy
        content = content if content is not None else load_content()
        self.options = dict(sides=sides, specialists=specialists, decree=decree, mode=mode,
                            content=content)
        new_game(seed=0, log=False, **self.options)      # bad options fail here, clearly
        self.space = action_space(content)
        self.layout = tensor_layout(content)
        self.players = 1 if mode == "solo" else 2
        self.seeder = random.Random()
        self.game: Playout | None = None
        self.position = None     # the game's position: read in place, the same all game
        self._found = None       # (indices, actions) of the legal actions, once found
        self._frombuffer, self._int8 = numpy.frombuffer, numpy.dtype(numpy.int8)
        # One tensor writer per player for every game: each writes again only what
        # differs from the position it saw last, in this game or the one before.
        self._writers = [TensorWriter(self.layout, p) for p in range(2)]
        self.steps = 0
        self.to_move = -1

    def reset(self, seed=None) -> None:
        """A new game: its seed drawn from `seed` (or from the previous draws)."""
        if seed is not None:
            self.seeder = random.Random(seed)
        self.game = Playout(new_game(seed=self.seeder.getrandbits(63), log=False,
                                     **self.options))
        self.position = self.game.position
        self.steps = 0
        self._found = None
        self.to_move = self.position.to_move    # the player to decide now (-1 at the end)

    def legal(self) -> dict:
        """{index: action} for the legal actions now."""
        return dict(zip(*self._now()))

    def _now(self) -> tuple:
        # (indices, actions) of the legal actions now, found once per step.
        found = self._found
        if found is None:
            found = self._found = self.space.legal(self.position)
        return found

    def mask(self, player: int):
        """The legal actions of `player` now as a numpy int8 mask (all 0 if it is not
        that player's turn)."""
        # Set in a bytearray, then wrapped: one trip into numpy per mask.
        mask = bytearray(self.space.size)
        if player == self.to_move:
            for i in (self._found or self._now())[0]:
                mask[i] = 1
        return self._frombuffer(mask, self._int8)

    def observe(self, player: int):
        """What `player` sees now, as a numpy float32 vector."""
        return self._writers[player].tensor(self.position)

    def observation(self, player: int) -> tuple:
        """(`observe(player)`, `mask(player)`), in one call (the AEC observes each step)."""
        return self._writers[player].tensor(self.position), self.mask(player)

    def step(self, index) -> None:
        """Play the action with this index (IllegalAction if it is not legal now)."""
        indices, actions = self._found or self._now()
        n = as_index(index)
        if n is None:
            raise IllegalAction(f"action {index!r} is not an action index (an int or a "
                                f"numpy integer)"[:200])
        try:
            action = actions[indices.index(n)]
        except ValueError:
            raise IllegalAction(f"action {n} is not legal now (see the action mask)") from None
        self.apply(action)

    def apply(self, action) -> None:
        """Play an action (an Action, not an index)."""
        self.game.apply(action)
        self.steps += 1
        self._found = None
        self.to_move = self.position.to_move

    def over(self) -> bool:
        """Whether the game has ended."""
        return self.position.over

    def rewards(self) -> list:
        """Each player's result at the end: 1 for a win, -1 for a loss, 0 for a shared
        victory (the Boss's result in solo is left out)."""
        winner = score_sheet(self.position).winner
        return [0.0 if winner is None else (1.0 if winner == p else -1.0)
                for p in range(self.players)]
