"""The games a table server holds: each a `Game` (history with undo) with the seats its
people play, a token per seat, and the bots that play the other seats.

No web library here: the server in `app.py` calls these and turns their errors into
HTTP answers (`Refused` carries the status).
"""

from __future__ import annotations

import secrets
import threading
import time
from collections import OrderedDict

from .. import Game, GameRecord, IllegalAction, ReplayError, RulesError, replay
from ..bots import BOTS
from ..model.names import COLOURS
from .refused import Refused, shown

__all__ = ["Refused", "TableGame", "Replay", "Tables", "OPPONENTS", "MAX_GAMES",
           "IDLE_SECONDS"]

# Who plays against the person who opens the game: a bot by name, another person at
# the same screen, or the Boss of the solo mode.
OPPONENTS = tuple(sorted(BOTS)) + ("hotseat", "boss")
# Games (and replays) kept in memory at most. A new game takes the place of one that is
# over or idle; while every game is in progress, a new one is refused.
MAX_GAMES = 200
# A game nobody has played or looked at for this long (seconds) is idle.
IDLE_SECONDS = 24 * 60 * 60


def _new_id() -> str:
    return secrets.token_urlsafe(8)


class TableGame:
    """A game at the table: the session, the seats people play (`tokens`: token -> the
    seats it may act for) and a bot for every other seat that must decide."""

    def __init__(self, game: Game, opponent: str, seat: int = 0):
        if opponent not in OPPONENTS:
            raise Refused(f"unknown opponent {shown(opponent)}: one of {', '.join(OPPONENTS)}")
        if seat not in (0, 1):
            raise Refused(f"seat must be 0 ({COLOURS[0]}) or 1 ({COLOURS[1]}), not {shown(seat)}")
        if (opponent == "boss") != (game.mode == "solo"):
            raise Refused("the Boss plays only in the solo mode, and the solo mode only "
                          "against the Boss")
        self.id, self.game, self.opponent = _new_id(), game, opponent
        self.lock = threading.Lock()     # one request at a time changes or reads the game
        self.tokens: dict = {}
        if opponent == "hotseat":
            self.tokens[secrets.token_urlsafe(12)] = (0, 1)
            for p in (0, 1):
                self.tokens[secrets.token_urlsafe(12)] = (p,)
        else:
            seat = 0 if opponent == "boss" else seat     # solo: blue against the Boss
            self.tokens[secrets.token_urlsafe(12)] = (seat,)
        self.people = frozenset(p for seats in self.tokens.values() for p in seats)
        self.used = 0.0     # when a request last used the game, by the Tables' clock
        seed = game.options[0]
        self.bots = {p: BOTS[opponent](seed * 2 + p) for p in (0, 1)
                     if p not in self.people and opponent in BOTS}
        self.run_bots()

    def seats_of(self, token) -> tuple:
        """The seats a token may act for (Refused, 403, for an unknown token)."""
        seats = self.tokens.get(token) if isinstance(token, str) else None
        if seats is None:
            raise Refused("this link does not give a seat at this game (unknown token)", 403)
        return seats

    def may_see_all(self, seats: tuple) -> bool:
        """Whether a page with these seats may have what is hidden (the record, whose seed
        tells every hidden card): when the game is over, or when its seats are every seat
        people play (the link for both seats of a hot-seat game; the one person's link
        against a bot or the Boss), so there is no other person to cheat."""
        return self.game.is_over() or self.people <= set(seats)

    def record_for(self, token) -> str:
        """The game record's JSON text for the page of `token`; Refused (403) mid-game
        when another person plays a seat the token does not hold."""
        if not self.may_see_all(self.seats_of(token)):
            raise Refused("the game record holds the seed, which tells every hidden card: "
                          "it is given when the game is over, or to the link for both "
                          "seats", 403)
        return self.game.record().to_json()

    def viewer(self, seats: tuple) -> int:
        """The seat whose eyes a page with these seats looks through: the one to move
        when it is among them (hot-seat), else the first."""
        to_move = self.game.state.to_move
        return to_move if to_move in seats else seats[0]

    def run_bots(self) -> None:
        """Let the bots play until a person must decide or the game is over."""
        while not self.game.is_over() and self.game.state.to_move in self.bots:
            self.game.play_bot(self.bots[self.game.state.to_move])

    def act(self, token, text, moves=None) -> None:
        """Play the action `text` for the seat of `token`, then the bots' replies.
        Refused: 403 for a token of no seat here, 409 when it is not that seat's turn or
        the page is behind (`moves` given and not the actions played), 400 when the
        action is not legal now (the state is then unchanged)."""
        seats = self.seats_of(token)
        state = self.game.state
        if self.game.is_over():
            raise Refused("the game is over", 409)
        if state.to_move not in seats:
            raise Refused(f"it is {COLOURS[state.to_move]}'s turn to decide, not "
                          f"{' or '.join(COLOURS[p] for p in seats)}'s", 409)
        if moves is not None and moves != len(self.game.actions):
            raise Refused(f"the game has moved on ({len(self.game.actions)} actions played, "
                          f"the page shows {moves}): reload the page", 409)
        if not isinstance(text, str):
            raise Refused("the action must be given as its text, e.g. 'dive'")
        try:
            self.game.play(text)
        except IllegalAction:
            prompt = state.decision.prompt if state.decision else ""
            raise Refused(f"{shown(text)} is not a legal action now (the question is "
                          f"'{prompt}')") from None
        self.run_bots()

    def undo(self, token) -> None:
        """Take back actions to the last time one of the token's seats had to decide
        (the bots' replies with it), never past a card turned up (Game.undo_to). Refused,
        409, when there is no such time."""
        seats = self.seats_of(token)
        try:
            self.game.undo_to(seats)
        except RulesError as err:
            raise Refused(str(err), 409) from None


class Replay:
    """A game record replayed for viewing: every state, and where the replay stopped
    when a recorded action is no longer legal."""

    def __init__(self, record: GameRecord, content=None):
        self.id, self.record = _new_id(), record
        try:
            self.states, self.stopped = replay(record, content), None
        except ReplayError as err:
            self.states, self.stopped = err.states, str(err)
        if not self.states:
            raise Refused(self.stopped or "the record has no game in it")


class Tables:
    """Every game and replay a server holds, by id, at most `limit` of each. A new game
    takes the place of the least recently used game that is over or idle (unused for
    `idle` seconds of `clock`), and is refused (503) while every game is in progress; a
    new replay takes the place of the least recently viewed."""

    def __init__(self, content=None, limit: int = MAX_GAMES, idle: float = IDLE_SECONDS,
                 clock=time.monotonic):
        self.content, self.limit, self.idle, self.clock = content, limit, idle, clock
        self.games: OrderedDict = OrderedDict()
        self.replays: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def _spare(self) -> list:
        now = self.clock()
        return [t for t in self.games.values()
                if now - t.used > self.idle or t.game.is_over()]

    def _full(self) -> Refused:
        return Refused(f"the table already holds {self.limit} games in progress: try again "
                       "later (a game leaves when it is over or when nobody has played it "
                       f"for {self.idle / 3600:g} hours)", 503)

    def _check_room(self) -> None:
        """Refused (503) when a new game would find no room (checked before setting it up)."""
        with self._lock:
            if len(self.games) >= self.limit and not self._spare():
                raise self._full()

    def _keep_game(self, table: TableGame) -> TableGame:
        with self._lock:
            while len(self.games) >= self.limit:
                spare = self._spare()
                if not spare:
                    raise self._full()
                del self.games[min(spare, key=lambda t: t.used).id]
            table.used = self.clock()
            self.games[table.id] = table
        return table

    def new_game(self, opponent: str = "greedy", seat: int = 0, seed=None,
                 sides: str = "AAAA", specialists: str = "A", decree=None) -> TableGame:
        """Set up a new game (Refused with the rules' own message for bad options)."""
        if seed is None:
            seed = secrets.randbits(63)
        if type(seed) is not int or seed < 0:
            raise Refused(f"the seed must be a whole number 0 or more, not {shown(seed)}")
        mode = "solo" if opponent == "boss" else "duel"
        self._check_room()
        try:
            game = Game(seed, sides, specialists, decree, self.content, mode)
        except (RulesError, ValueError, TypeError) as err:
            raise Refused(f"cannot set up this game: {err}") from None
        return self._keep_game(TableGame(game, opponent, seat))

    def load_game(self, text, opponent: str = "greedy", seat: int = 0) -> TableGame:
        """A game resumed from a game record's JSON text, with undo back to its start."""
        record = self.record(text)
        if record.mode == "solo":
            opponent = "boss"
        self._check_room()
        try:
            game = Game.from_record(record, self.content)
        except ReplayError as err:
            raise Refused(f"cannot resume this record: {err}") from None
        return self._keep_game(TableGame(game, opponent, seat))

    def new_replay(self, text) -> Replay:
        """A replay of a game record's JSON text (in place of the least recently viewed
        replay when `limit` are kept)."""
        rep = Replay(self.record(text), self.content)
        with self._lock:
            self.replays[rep.id] = rep
            while len(self.replays) > self.limit:
                self.replays.popitem(last=False)
        return rep

    @staticmethod
    def record(text) -> GameRecord:
        """A game record read from JSON text (Refused saying what is wrong)."""
        try:
            return GameRecord.from_json(text)
        except RulesError as err:
            raise Refused(f"not a game record: {err}") from None

    def game(self, game_id) -> TableGame:
        """The game with this id, now used (Refused, 404, when there is none)."""
        found = self.games.get(game_id)
        if found is None:
            raise Refused(f"no game {shown(game_id)} at this table (the server may have "
                          "restarted, or the game was over or idle and made room for "
                          "another)", 404)
        found.used = self.clock()
        return found

    def replay(self, replay_id) -> Replay:
        """The replay with this id, now the most recently viewed (Refused, 404, when
        there is none)."""
        with self._lock:
            found = self.replays.get(replay_id)
            if found is None:
                raise Refused(f"no replay {shown(replay_id)} at this table", 404)
            self.replays.move_to_end(replay_id)
        return found
