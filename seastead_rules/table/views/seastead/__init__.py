"""Seastead at the table: the four flotillas with every location's text, the players'
areas and the displays as HTML (board.py, areas.py, tracks.py), each answer with what it
costs and scores and the parts of the board it stands for (options.py), the log as
sentences (log.py), what a seat's page shows (page.py).

Two players (blue and orange), or one against the Boss (the solo mode). Only the
public API of `seastead_rules`, read from what the seat may see (`observation`).
"""

from __future__ import annotations

from ....bots import BOTS
from ....errors import ArgumentError
from ....model.names import COLOURS
from .. import read_style
from .last import turn_of
from .page import replay_page, seat_page
from .tutorial import TUTORIAL_SEED, guide

__all__ = ["SeasteadView", "view"]

_BOT_WORDS = {"random": "plays a legal move at random",
              "greedy1": "takes the move that scores most at once",
              "greedy": "plans its whole turn for the most points (a fair opponent)",
              "ismcts": "searches ahead in deals of what it sees (strong, thinks a second)"}


class SeasteadView:
    """Seastead as the table shows it (`views.View`)."""

    name = "seastead"
    title = "Seastead"
    blurb = "build on four floating flotillas: two players, or one against the Boss"
    min_players, max_players, default_players = 1, 2, 2
    order = 0
    default_bot = "greedy"
    undo = True

    def __init__(self, content=None):
        self.content = content
        self.style = read_style(__file__)

    def seat_names(self, players: int) -> tuple:
        """blue and orange; blue alone in the solo mode (the Boss plays itself)."""
        return COLOURS[:players]

    def players_words(self, players: int) -> str:
        """How the lobby names a game of this many players."""
        return "one player against the Boss (solo)" if players == 1 else "two players"

    def fields(self, players: int) -> list:
        """The lobby's options: the flotilla sides and the specialists in play."""
        return [
            {"name": "sides", "label": "flotilla sides", "kind": "text", "default": "AAAA",
             "help": "one letter A or B per flotilla, e.g. AAAA, BBBB, ABBA (two B bring "
                     "in the decrees)"},
            {"name": "specialists", "label": "specialists", "kind": "choice", "default": "A",
             "choices": [["A", "set A"], ["AB", "both sets"]]},
        ]

    def check(self, players: int, options: dict) -> dict:
        """The options of a game: sides, specialists, decree (None: drawn as the rules
        say)."""
        known = {"sides": "AAAA", "specialists": "A", "decree": None}
        unknown = sorted(set(options) - set(known))
        if unknown:
            raise ArgumentError(f"Seastead has no option {unknown[0]!r}")
        out = {**known, **{k: v for k, v in options.items() if v not in (None, "")}}
        for key, value in out.items():
            if value is not None and not isinstance(value, str):
                raise ArgumentError(f"{key} must be a text, not {value!r}")
        return out

    def bots(self) -> dict:
        """Seastead's bots, each with what it does."""
        return {name: _BOT_WORDS.get(name, "a bot") for name in BOTS}

    def make_bot(self, name: str, seed: int):
        """The bot `name` with its seed."""
        return BOTS[name](seed)

    def new_session(self, seed: int, players: int, options: dict):
        """A new game (seastead_rules.Game, with undo)."""
        from .... import Game
        o = self.check(players, options)
        return Game(seed, o["sides"], o["specialists"], o["decree"], self.content,
                    "solo" if players == 1 else "duel")

    def load_session(self, text) -> tuple:
        """(session, players, options) of a game record's JSON text."""
        from .... import Game, GameRecord
        record = GameRecord.from_json(text)
        session = Game.from_record(record, self.content)
        options = {"sides": record.sides, "specialists": record.specialists,
                   "decree": record.decree}
        return session, 1 if record.mode == "solo" else 2, options

    def to_move(self, state) -> int:
        """The seat to decide now; -1 at the end."""
        return state.to_move

    def turn_of(self, state) -> int:
        """The seat whose turn it is (-1 at the end): the other player may answer a
        question in it (an owner's bonus, a reaction)."""
        return turn_of(state)

    def prompt(self, state) -> str:
        """The question now, in words."""
        return state.decision.prompt if state.decision is not None else ""

    def page(self, session, viewer: int, seats: tuple) -> dict:
        """What the page of `seats` shows, looking through `viewer`."""
        return seat_page(session, viewer, seats)

    tutorial_seed = TUTORIAL_SEED

    def guide(self, session, viewer: int) -> dict | None:
        """The first-game guide's words for the question now (see tutorial.py)."""
        return guide(session, viewer)

    def replay(self, text) -> tuple:
        """(record, every state, why the replay stopped or None) of a record's text."""
        from .... import GameRecord, ReplayError, replay
        record = GameRecord.from_json(text)
        try:
            return record, tuple(replay(record, self.content)), None
        except ReplayError as err:
            return record, tuple(err.states), str(err)

    def replay_page(self, record, states: tuple, step: int, stopped=None) -> dict:
        """The replay at `step`."""
        return replay_page(record, states, step, stopped)


def view(content=None) -> SeasteadView:
    """Seastead's view, its games played with `content` (the shipped content if None)."""
    return SeasteadView(content)
