"""A game a table server holds: a `Game` (history with undo) with the seats its people
play, a token per seat, and the bots that play the other seats.

No web library here: the server in `app.py` calls these and turns their errors into
HTTP answers (`Refused` carries the status).
"""

from __future__ import annotations

import secrets
import threading

from .. import Game, IllegalAction, RulesError
from ..bots import BOTS
from ..model.names import COLOURS
from .refused import Refused, shown

__all__ = ["Refused", "TableGame", "OPPONENTS", "new_id"]

# Who plays against the person who opens the game: a bot by name, another person at
# the same screen, or the Boss of the solo mode.
OPPONENTS = tuple(sorted(BOTS)) + ("hotseat", "boss")
def new_id() -> str:
    """A fresh id for a game or a replay: random, not to be guessed."""
    return secrets.token_urlsafe(8)


class TableGame:
    """A game at the table: the session, the seats people play (`tokens`: token -> the
    seats it may act for) and a bot for every other seat that must decide."""

    def __init__(self, game: Game, opponent: str, seat: int = 0, client: str = ""):
        if opponent not in OPPONENTS:
            raise Refused(f"unknown opponent {shown(opponent)}: one of {', '.join(OPPONENTS)}")
        if seat not in (0, 1):
            raise Refused(f"seat must be 0 ({COLOURS[0]}) or 1 ({COLOURS[1]}), not {shown(seat)}")
        if (opponent == "boss") != (game.mode == "solo"):
            raise Refused("the Boss plays only in the solo mode, and the solo mode only "
                          "against the Boss")
        self.id, self.game, self.opponent = new_id(), game, opponent
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
        self.client = client        # who opened it (client_key)
        self.started = False        # whether a person has played a move in it
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
        self.started = True
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


