"""A game in progress as the list of its states, for interfaces: the present state, the
states so far, the actions played, and playing an action or its text.

    session = Session(GAME, GAME.setup(7, 3))
    session.play("bid 2 fours")          # IllegalAction (nothing changed) if not legal

Seastead's `Game` (undo and redo) and the table's session of any other game build on it.
"""

from __future__ import annotations

from ..errors import IllegalAction

__all__ = ["Session"]


class Session:
    """A game in progress: `game` (anything with the protocol's `legal_actions`, `apply`
    and `is_over`) played from the state `first`."""

    def __init__(self, game, first):
        self._game = game
        self._states = [first]
        self._actions: list = []

    def _restore(self, states, texts) -> None:
        # The states a record replays to, and the actions that read `texts` between them.
        legal = self._game.legal_actions
        self._states = list(states)
        self._actions = [next(a for a in legal(before) if str(a) == text)
                         for before, text in zip(states, texts)]

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
        """The actions played so far."""
        return tuple(self._actions)

    def legal_actions(self) -> tuple:
        """The legal actions now."""
        return self._game.legal_actions(self.state)

    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self._game.is_over(self.state)

    def action_of(self, action):
        """`action`, or the legal action that reads `action` (a text); IllegalAction if
        no legal action reads so."""
        if isinstance(action, str):
            found = [a for a in self.legal_actions() if str(a) == action]
            if not found:
                raise IllegalAction(f"'{action[:40]}' is not a legal action now")
            return found[0]
        return action

    def play(self, action):
        """Apply an action or its text; IllegalAction (nothing changed) if not legal.
        Returns the new state."""
        action = self.action_of(action)
        self._states.append(self._game.apply(self.state, action))
        self._actions.append(action)
        return self.state
