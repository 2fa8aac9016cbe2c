"""A game at the table: its seats (people, each holding a token, and bots), the lobby
where people join by their invitation links, the session once it starts, and the bots
that play their seats.

Any game of the kernel, through its view (`views/`). No web library here: the server
in `app.py` calls these and turns their errors into HTTP answers (`Refused` carries
the status).
"""

from __future__ import annotations

import secrets
import threading

from ..errors import IllegalAction, RulesError
from .push import Changes
from .refused import Refused, shown

__all__ = ["Refused", "TableGame", "Seat", "new_id", "new_token", "CONNECTED_SECONDS",
           "WHO", "LOBBY", "PLAYING", "OVER"]

# A page that follows its game's push stream is connected, and so is one that has asked
# for its game within this many seconds (without a stream, a page looks every 2 seconds
# while it waits).
CONNECTED_SECONDS = 10.0
# Who sits in a seat when a game is made: the person who makes it, a person invited by
# a link of their own, or a bot.
WHO = ("me", "invite", "bot")
LOBBY, PLAYING, OVER = "lobby", "playing", "over"
# Characters of a person's name.
LONGEST_NAME = 24


def new_id() -> str:
    """A fresh id for a game or a replay: random, not to be guessed."""
    return secrets.token_urlsafe(8)


def new_token() -> str:
    """A fresh token: a seat's key, not to be guessed."""
    return secrets.token_urlsafe(12)


class Seat:
    """A seat: a person's (`token` holds it; `joined` once they have opened their link,
    with the `name` they gave) or a bot's (`bot`, its name)."""

    def __init__(self, who: str, bot: str = "", token: str = "", joined: bool = False,
                 name: str = ""):
        self.who, self.bot, self.token, self.joined, self.name = who, bot, token, joined, name

    @property
    def person(self) -> bool:
        """Whether a person plays this seat."""
        return self.who != "bot"


def _bot_seed(seed: int, players: int, seat: int) -> int:
    return seed * players + seat


class TableGame:
    """A game at the table: `view` (the game's), `players`, `options`, `seed`, the
    `seats`, the `tokens` (token -> the seats it may act for; the first is the host's,
    who made the game), the `session` and the `bots` that play their seats. It opens
    in the lobby while an invited person has not joined; the host starts it."""

    def __init__(self, view, players: int, seats: list, options: dict, seed: int,
                 session, client: str = "", tokens: dict | None = None):
        self.id, self.view, self.players = new_id(), view, players
        self.options, self.seed, self.session = dict(options), seed, session
        self.seats, self.client = seats, client
        self.lock = threading.Lock()     # one request at a time changes or reads the game
        if tokens is None:
            tokens = {}
            host = [i for i, seat in enumerate(seats) if seat.who == "me"]
            tokens[seats[host[0]].token] = tuple(host)
            for i, seat in enumerate(seats):
                if seat.who == "invite":
                    tokens[seat.token] = (i,)
        self.tokens = tokens
        self.host = next(iter(tokens))
        self.people = frozenset(i for i, seat in enumerate(seats) if seat.person)
        self.bots = {i: view.make_bot(seat.bot, _bot_seed(seed, players, i))
                     for i, seat in enumerate(seats) if not seat.person}
        self.used = 0.0             # when a request last used the game, by the Tables' clock
        self.started = False        # whether a person has played a move in it
        self.seen: dict = {}        # token -> when its page last looked
        self.watching: dict = {}    # token -> its pages following the push stream
        self.changes = Changes()    # what the push streams wait on
        self.rematch: str | None = None     # the id of the game that follows this one
        self.tutorial = False               # whether the first-game guide speaks
        self.phase = LOBBY
        if all(seat.joined for seat in seats if seat.person):
            self.start(self.host)

    # ---- who is who ------------------------------------------------------------------

    def seats_of(self, token) -> tuple:
        """The seats a token may act for (Refused, 403, for an unknown token)."""
        seats = self.tokens.get(token) if isinstance(token, str) else None
        if seats is None:
            raise Refused("this link does not give a seat at this game (unknown token)", 403)
        return seats

    def viewer(self, seats: tuple) -> int:
        """The seat whose eyes a page with these seats looks through: the one to move
        when it is among them (hot-seat), else the first."""
        to_move = self.view.to_move(self.session.state)
        return to_move if to_move in seats else seats[0]

    def connected(self, token: str, now: float) -> bool:
        """Whether a page of `token` follows the game's stream or has looked lately."""
        return self.watching.get(token, 0) > 0 or \
            now - self.seen.get(token, -1e18) <= CONNECTED_SECONDS

    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.session.is_over()

    # ---- the lobby -------------------------------------------------------------------

    def join(self, token, name=None) -> None:
        """The person of an invitation link takes their seat, with the name they give
        (or their seat's). Refused (409) once the game has started."""
        seats = self.seats_of(token)
        if name is not None and (not isinstance(name, str) or len(name) > LONGEST_NAME):
            raise Refused(f"a name is a text of at most {LONGEST_NAME} characters, "
                          f"not {shown(name)}")
        for i in seats:
            seat = self.seats[i]
            if name is not None:
                seat.name = " ".join(name.split())
            if not seat.joined and self.phase != LOBBY:
                raise Refused("the game has started without this seat", 409)
            seat.joined = True

    def waiting_for(self) -> list:
        """The seats whose person has not joined yet."""
        return [i for i, seat in enumerate(self.seats) if seat.person and not seat.joined]

    def start(self, token) -> None:
        """The host starts the game once every person has joined; the bots then play up
        to the first person's decision. Refused: 403 for another token, 409 while a
        person has not joined or once started."""
        if token != self.host:
            raise Refused("only the person who made the game starts it", 403)
        if self.phase != LOBBY:
            raise Refused("the game has started already", 409)
        waiting = self.waiting_for()
        if waiting:
            names = self.view.seat_names(self.players)
            raise Refused("waiting for " + ", ".join(names[i] for i in waiting) +
                          " to join (send them their invitation links)", 409)
        self.phase = PLAYING
        self.run_bots()

    # ---- playing ---------------------------------------------------------------------

    def run_bots(self) -> None:
        """Let the bots play until a person must decide or the game is over."""
        while not self.session.is_over() and self.view.to_move(self.session.state) in self.bots:
            self.session.play_bot(self.bots[self.view.to_move(self.session.state)])
        if self.session.is_over():
            self.phase = OVER

    def act(self, token, text, moves=None) -> None:
        """Play the action `text` for the seat of `token`, then the bots' replies.
        Refused: 403 for a token of no seat here, 409 before the start, when it is not
        that seat's turn or the page is behind (`moves` given and not the actions
        played), 400 when the action is not legal now (the state is then unchanged)."""
        seats = self.seats_of(token)
        state = self.session.state
        if self.phase == LOBBY:
            raise Refused("the game has not started yet", 409)
        if self.session.is_over():
            raise Refused("the game is over", 409)
        to_move = self.view.to_move(state)
        if to_move not in seats:
            names = self.view.seat_names(self.players)
            raise Refused(f"it is {names[to_move]}'s turn to decide, not "
                          f"{' or '.join(names[p] for p in seats)}'s", 409)
        if moves is not None and moves != len(self.session.actions):
            raise Refused(f"the game has moved on ({len(self.session.actions)} actions "
                          f"played, the page shows {moves}): reload the page", 409)
        if not isinstance(text, str):
            raise Refused("the action must be given as its text")
        try:
            self.session.play(text)
        except IllegalAction:
            raise Refused(f"{shown(text)} is not a legal action now (the question is "
                          f"'{self.view.prompt(state)}')") from None
        self.started = True
        self.run_bots()

    def undo_point(self, seats: tuple) -> int | None:
        """The step undo would go back to for these seats: never past the end, past a
        card turned up, or past another person's decision; None when there is none."""
        if self.phase != PLAYING or self.session.is_over():
            return None
        back = self.session.undo_point(seats)
        if back is None:
            return None
        history = self.session.history
        others = self.people - set(seats)
        if any(self.view.to_move(s) in others for s in history[back + 1:-1]):
            return None
        return back

    def undo(self, token) -> None:
        """Take back actions to the last time one of the token's seats had to decide
        (the bots' replies with it). Refused (409) before the start and at the end,
        when there is no such time, and when another person has decided since."""
        seats = self.seats_of(token)
        if self.phase == LOBBY:
            raise Refused("the game has not started yet", 409)
        if self.session.is_over():
            raise Refused("the game is over: nothing is taken back after the end", 409)
        if self.session.undo_point(seats) is None:
            try:
                self.session.undo_to(seats)     # refused, saying why
            except RulesError as err:
                raise Refused(str(err), 409) from None
            raise Refused("nothing to undo", 409)  # pragma: no cover - undo_to refuses
        if self.undo_point(seats) is None:
            raise Refused("undo stops at another person's decision: a move of someone "
                          "else at the table is never taken back", 409)
        self.session.undo_to(seats)

    # ---- saving ----------------------------------------------------------------------

    def may_see_all(self, seats: tuple) -> bool:
        """Whether a page with these seats may have the game record, whose seed tells
        every hidden card: when the game is over, or when its seats are every seat
        people play (so there is no other person to cheat)."""
        return self.session.is_over() or self.people <= set(seats)

    def record_text(self) -> str:
        """The game record's JSON text."""
        return self.session.record().to_json()
