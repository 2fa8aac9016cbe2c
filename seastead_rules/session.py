"""A small session object for interfaces: a game with its history, undo and redo,
built on the immutable states."""

from __future__ import annotations

from .content import Content, load_content
from .engine.setup import new_game
from .engine.turn import apply, is_over, legal_actions
from .errors import RulesError
from .record import GameRecord, record_of

__all__ = ["Game"]


class Game:
    """A game in progress: `state`, `play(action)`, `undo()`, `redo()`, `record()`."""

    def __init__(self, seed: int = 1, sides: str = "AAAA", specialists: str = "A",
                 decree=None, content: Content | None = None):
        self.content = content if content is not None else load_content()
        self.options = (seed, sides, specialists, decree)
        self._states = [new_game(seed, sides=sides, specialists=specialists, decree=decree,
                                 content=self.content)]
        self._actions: list = []
        self._undone: list = []

    @property
    def state(self):
        """The present state."""
        return self._states[-1]

    @property
    def history(self) -> tuple:
        """Every state so far, the first after setup."""
        return tuple(self._states)

    def legal_actions(self) -> tuple:
        """The legal actions now."""
        return legal_actions(self.state)

    def is_over(self) -> bool:
        """Whether the game has ended."""
        return is_over(self.state)

    def play(self, action):
        """Apply an action (or its text); clears the redo list. Returns the new state."""
        if isinstance(action, str):
            found = [a for a in self.legal_actions() if str(a) == action]
            if not found:
                from .errors import IllegalAction
                raise IllegalAction(f"'{action}' is not a legal action now")
            action = found[0]
        self._states.append(apply(self.state, action))
        self._actions.append(action)
        self._undone.clear()
        return self.state

    def undo(self):
        """Take back the last action. Returns the state before it."""
        if not self._actions:
            raise RulesError("nothing to undo")
        self._undone.append((self._states.pop(), self._actions.pop()))
        return self.state

    def redo(self):
        """Play again the last action taken back."""
        if not self._undone:
            raise RulesError("nothing to redo")
        state, action = self._undone.pop()
        self._states.append(state)
        self._actions.append(action)
        return self.state

    def record(self) -> GameRecord:
        """The game record of the actions played so far."""
        seed, sides, specialists, decree = self.options
        return record_of(seed, sides, specialists, decree, self.content, self._actions)
