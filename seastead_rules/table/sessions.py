"""A game of the kernel played at the table: its states from the setup on, the actions
played, the bots' answers, and its game record (`seastead_rules.kernel.records`).

Seastead's own session is `seastead_rules.Game` (with undo); this one serves every other
game, through the kernel's protocol only (the kernel's `Session`, with a record). It
has no undo: `undo_point` is None.
"""

from __future__ import annotations

from ..errors import RulesError
from ..kernel.protocol import setup_options
from ..kernel.records import GameRecord, record_of, replay
from ..kernel.session import Session

__all__ = ["KernelSession"]


class KernelSession(Session):
    """A game of `game` (a kernel game) set up with `seed`, `players` and `options`."""

    def __init__(self, game, seed: int, players: int, options=None):
        players, options = setup_options(game, players, options)
        self.game, self.seed, self.players, self.options = game, seed, players, options
        super().__init__(game, game.setup(seed, players, **options))

    @classmethod
    def from_record(cls, game, record: GameRecord) -> "KernelSession":
        """The game a kernel record describes, replayed to its end (ReplayError when
        an action is not legal)."""
        states = replay(game, record)
        session = cls(game, record.seed, record.players, record.options)
        session._restore(states, record.actions)
        return session

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
