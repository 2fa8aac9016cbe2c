"""A game of the kernel played at the table: its states from the setup on, the actions
played, the bots' answers, and its game record (`seastead_rules.kernel.records`).

Seastead's own session is `seastead_rules.Game` (with undo); this one serves every other
game, through the kernel's protocol only. It has no undo: `undo_point` is None.
"""

from __future__ import annotations

from ..errors import IllegalAction, RulesError
from ..kernel.protocol import setup_options
from ..kernel.records import GameRecord, record_of, replay

__all__ = ["KernelSession"]


class KernelSession:
    """A game of `game` (a kernel game) set up with `seed`, `players` and `options`."""

    def __init__(self, game, seed: int, players: int, options=None):
        players, options = setup_options(game, players, options)
        self.game, self.seed, self.players, self.options = game, seed, players, options
        self._states = [game.setup(seed, players, **options)]
        self._actions: list = []

    @classmethod
    def from_record(cls, game, record: GameRecord) -> "KernelSession":
        """The game a kernel record describes, replayed to its end (ReplayError when
        an action is not legal)."""
        states = replay(game, record)
        session = cls(game, record.seed, record.players, record.options)
        session._states = list(states)
        session._actions = [next(a for a in game.legal_actions(before) if str(a) == text)
                            for before, text in zip(states, record.actions)]
        return session

    @property
    def state(self):
        """The present state."""
        return self._states[-1]

    @property
    def history(self) -> tuple:
        """Every state so far, the setup first."""
        return tuple(self._states)

    @property
    def actions(self) -> tuple:
        """The actions played so far."""
        return tuple(self._actions)

    def legal_actions(self) -> tuple:
        """The legal actions now."""
        return self.game.legal_actions(self.state)

    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.game.is_over(self.state)

    def play(self, action):
        """Apply an action or its text; IllegalAction (nothing changed) if not legal."""
        if isinstance(action, str):
            found = [a for a in self.legal_actions() if str(a) == action]
            if not found:
                raise IllegalAction(f"'{action[:40]}' is not a legal action now")
            action = found[0]
        self._states.append(self.game.apply(self.state, action))
        self._actions.append(action)
        return self.state

    def play_bot(self, bot):
        """Play `bot`'s answer to the question now (`bot.choose(state, actions)`)."""
        return self.play(bot.choose(self.state, self.legal_actions()))

    def undo_point(self, players) -> int | None:
        """None: a game of the kernel is not taken back at the table."""
        return None

    def undo_to(self, players) -> int:
        """RulesError: a game of the kernel is not taken back at the table."""
        raise RulesError("this game has no undo")

    def record(self) -> GameRecord:
        """The game record of the actions played so far."""
        return record_of(self.game, self.seed, self.players, self.options, self._actions)
