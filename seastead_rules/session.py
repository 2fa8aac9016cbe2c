"""A small session object for interfaces: a game with its history, undo and redo,
built on the immutable states."""

from __future__ import annotations

from .content import Content, load_content
from .engine.setup import new_game
from .engine.turn import apply, is_over, legal_actions
from .errors import IllegalAction, RulesError
from .inputs import check_type
from .record import GameRecord, annotated_log, record_of, replay

__all__ = ["Game"]


class Game:
    """A game in progress: `state`, `play(action)`, `undo()`, `redo()`, `record()`,
    `log()`. Every state is immutable; undo and redo move along the list of them."""

    def __init__(self, seed: int = 1, sides: str = "AAAA", specialists: str = "A",
                 decree=None, content: Content | None = None, mode: str = "duel"):
        if content is not None:
            check_type(content, Content, "content", "a Content (from load_content) or None")
        self.content = content if content is not None else load_content()
        self.options = (seed, sides, specialists, decree)
        self.mode = mode
        self._states = [new_game(seed, sides=sides, specialists=specialists, decree=decree,
                                 content=self.content, mode=mode)]
        self._actions: list = []
        self._undone: list = []

    @classmethod
    def from_record(cls, record: GameRecord, content: Content | None = None) -> "Game":
        """The game a record describes, replayed up to its last action (ReplayError if
        an action is not legal); undo goes back through its actions."""
        check_type(record, GameRecord, "record", "a GameRecord (GameRecord.from_json(text))")
        if content is not None:
            check_type(content, Content, "content", "a Content (from load_content) or None")
        content = content if content is not None else load_content()
        states = replay(record, content)
        game = cls(record.seed, record.sides, record.specialists, record.decree, content,
                   record.mode)
        game._states = list(states)
        game._actions = [next(a for a in legal_actions(before) if str(a) == text)
                         for before, text in zip(states, record.actions)]
        return game

    @property
    def state(self):
        """The present state."""
        return self._states[-1]

    @property
    def history(self) -> tuple:
        """Every state so far, the first after setup."""
        return tuple(self._states)

    @property
    def actions(self) -> tuple:
        """The actions played so far (not those undone)."""
        return tuple(self._actions)

    def can_undo(self) -> bool:
        """Whether an action can be taken back."""
        return bool(self._actions)

    def can_redo(self) -> bool:
        """Whether an action taken back can be played again."""
        return bool(self._undone)

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

    def log(self) -> tuple:
        """The log so far as LogLines: each event with the action that caused it (its
        step and text) and the content line of the effect behind it."""
        return annotated_log(self._states, self._actions)

    def record(self) -> GameRecord:
        """The game record of the actions played so far."""
        seed, sides, specialists, decree = self.options
        return record_of(seed, sides, specialists, decree, self.content, self._actions,
                         mode=self.mode)
