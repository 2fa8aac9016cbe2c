"""A small session object for interfaces: a game with its history, undo and redo,
built on the immutable states.

Undo never takes back what a player has seen: an action that turned up a face-down card
(a dive, a card drawn to a display or from the decree deck, a reveal or a look, a kept
card played) cannot be undone. And undo is a step back on the same road: play the
actions taken back again and the bots' answers after them come back as they were
(`play_bot`), so numbers typed ahead pick the same options."""

from __future__ import annotations

from ..engine.setup import new_game
from ..engine.turn import apply, is_over, legal_actions
from ..errors import ArgumentError, RulesError
from ..inputs import check_type
from ..kernel.arguments import check_seat, shown
from ..kernel.session import Session
from ..model.content import Content, load_content
from .record import GameRecord, record_of, replay

__all__ = ["Game", "turns_up"]

# The face-down piles: their order and cards are hidden from both players.
_DECKS = ("dive_deck", "specialist_deck", "dock_deck", "decree_deck")
_STOPS = ("undo stops here: the action before it turned up a face-down card, and undo "
         "never takes back what a player has seen")


def _each(pair: tuple, player: int) -> set:
    # (blue's, orange's) cards, or () while nobody has any.
    return set(pair[player]) if pair else set()


def turns_up(before, after) -> bool:
    """Whether going from state `before` to state `after` turned up a face-down card: a
    card left a deck (a dive, a display refilled, decrees drawn, a reveal or a look) or a
    player's kept cards, or a player learned where cards of the deck lie (a look)."""
    if any(not set(getattr(before, name)) <= set(getattr(after, name)) for name in _DECKS):
        return True
    return any(not _each(before.kept, p) <= _each(after.kept, p)
               or not _each(after.known, p) <= _each(before.known, p) for p in (0, 1))


def _seats(players) -> frozenset:
    """`players` (seats, 0 blue and 1 orange) as a set; ArgumentError otherwise."""
    if isinstance(players, (str, bytes, dict)) or not hasattr(players, "__iter__"):
        check_type(players, (), "players", "a list of seats (0 blue, 1 orange)")
    return frozenset(check_seat(p, 2, "each of players") for p in players)


class _Rules:
    """Seastead's rules as a session plays them: the engine's own functions."""
    legal_actions = staticmethod(legal_actions)
    apply = staticmethod(apply)
    is_over = staticmethod(is_over)


class Game(Session):
    """A game in progress: `state`, `play(action)`, `play_bot(bot)`, `undo()`,
    `undo_to(players)`, `redo()`, `record()`; the log is the state's
    (`game.state.log.entries()`, see `Log`). Every state is immutable; undo and redo move
    along the list of them. Undo stops at an action that turned up a face-down
    card, and replays the bots' answers after it as they were (see the module's text)."""

    def __init__(self, seed: int = 1, sides: str = "AAAA", specialists: str = "A",
                 decree=None, content: Content | None = None, mode: str = "duel"):
        if content is not None:
            check_type(content, Content, "content", "a Content (from load_content) or None")
        self.content = content if content is not None else load_content()
        self.options = (seed, sides, specialists, decree)
        self.mode = mode
        super().__init__(_Rules, new_game(seed, sides=sides, specialists=specialists,
                                          decree=decree, content=self.content, mode=mode))
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
        game._restore(states, record.actions)
        return game

    @property
    def actions(self) -> tuple:
        """The actions played so far (not those undone)."""
        return tuple(self._actions)

    def can_undo(self) -> bool:
        """Whether the last action can be taken back: there is one, and it turned up no
        face-down card."""
        return bool(self._actions) and not turns_up(self._states[-2], self._states[-1])

    def can_redo(self) -> bool:
        """Whether an action taken back can be played again."""
        return bool(self._undone)

    def undo_point(self, players) -> int | None:
        """The step (an index into `history`) that `undo_to(players)` goes back to: the
        last one where one of `players` had to decide, with no face-down card turned up
        since; None when there is none."""
        players = _seats(players)
        states = self._states
        for k in range(len(states) - 2, -1, -1):
            if turns_up(states[k], states[k + 1]):
                return None
            if states[k].to_move in players:
                return k
        return None

    def play(self, action):
        """Apply an action (or its text). Returns the new state. The action taken back
        last, played again, is a redo: the others taken back stay ready (`play_bot`
        replays the bots' answers among them); any other action clears them."""
        action = self.action_of(action)
        if self._undone and self._undone[-1][1] == action:
            return self.redo()
        super().play(action)
        self._undone.clear()
        return self.state

    def play_bot(self, bot):
        """Play `bot`'s answer to the question now (`bot.choose(state, actions)`), or,
        where an undo took back an answer to this very question, that answer again: after
        an undo, the game goes on as it went as long as the same actions are played."""
        if not callable(getattr(bot, "choose", None)):
            raise ArgumentError(f"bot must be a bot, with choose(state, actions) (such as "
                                f"seastead_rules.bots.make_bot('random', seed)), not "
                                f"{shown(bot)}")
        if self._undone:
            return self.redo()
        return self.play(bot.choose(self.state, self.legal_actions()))

    def undo(self):
        """Take back the last action. Returns the state before it. RulesError when there
        is nothing to undo, or when the last action turned up a face-down card (a dive,
        a card drawn to a display, a reveal or a look): undo never takes back what a
        player has seen."""
        if not self._actions:
            raise RulesError("nothing to undo")
        if not self.can_undo():
            raise RulesError(_STOPS)
        self._undone.append((self._states.pop(), self._actions.pop()))
        return self.state

    def undo_to(self, players) -> int:
        """Take back actions to the last time one of `players` (seats) had to decide,
        never past an action that turned up a face-down card. Returns how many actions
        were taken back; RulesError, with nothing taken back, when there is no such time
        ("nothing to undo", or where undo stops and why)."""
        players = _seats(players)
        back = self.undo_point(players)
        if back is None:
            mine = any(s.to_move in players for s in self._states[:-1])
            raise RulesError(_STOPS if mine else "nothing to undo")
        count = len(self._states) - 1 - back
        for _ in range(count):
            self._undone.append((self._states.pop(), self._actions.pop()))
        return count

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
        return record_of(seed, sides, specialists, decree, self.content, self._actions,
                         mode=self.mode)
