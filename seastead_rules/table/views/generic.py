"""What any game of the kernel shows at the table, through the kernel's protocol alone:
the seats, the options as form fields, the kernel's bots, a session, the position as
text, every legal action a button, the log of who did what, the returns at the end.

`KernelView(game)` is a whole view (`views.View`) of `game`; a game's own view starts
from it and draws a board of its own (Liar's Dice's does).
"""

from __future__ import annotations

from html import escape

from ...errors import ArgumentError
from ...kernel.bots import make_bot
from ...kernel.protocol import setup_options
from ...kernel.records import GameRecord, ReplayError, replay
from ..sessions import KernelSession

__all__ = ["KernelView", "SEAT_NAMES", "LOG_LINES"]

SEAT_NAMES = ("red", "blue", "green", "yellow", "purple", "teal")
"""The seats of a game of up to six, by colour (the page colours them so)."""
LOG_LINES = 400
_KINDS = {bool: "check", int: "number", float: "number", str: "text"}


class KernelView:
    """A view of the kernel game `game`: plain, and whole."""

    order = 50
    default_bot = "random"
    undo = False
    style = ""
    bot_words = {"random": "plays a legal move at random",
                 "ismcts": "searches ahead in deals of what it sees"}
    labels: dict = {}       # an option's label in the lobby, by its name

    def __init__(self, game, title: str = "", blurb: str = ""):
        self.game, self.name = game, game.name
        self.title = title or getattr(game, "title", "") or game.name.replace("_", " ").title()
        self.blurb = blurb or f"{self.title}, for {game.min_players} to {game.max_players}"
        self.min_players, self.max_players = game.min_players, game.max_players
        self.default_players = game.default_players

    # ---- the lobby -------------------------------------------------------------------

    def seat_names(self, players: int) -> tuple:
        """The seats by the names the game gives them (its `seat_names`, when it has
        them), else by colour."""
        own = getattr(self.game, "seat_names", None)
        if isinstance(own, (tuple, list)) and len(own) >= players and \
                all(isinstance(n, str) and n for n in own):
            return tuple(own[:players])
        return SEAT_NAMES[:players]

    def players_words(self, players: int) -> str:
        """How the lobby names a game of this many players."""
        return f"{players} players"

    def fields(self, players: int) -> list:
        """The game's options as form fields, from their defaults' types and the values
        the game allows (`option_ranges`, when it has them: a list of values is a
        choice, a (lowest, highest) pair of numbers bounds a number)."""
        ranges = getattr(self.game, "option_ranges", None)
        ranges = ranges if isinstance(ranges, dict) else {}
        out = []
        for key, default in self.game.options.items():
            field = {"name": key, "label": self.labels.get(key, key.replace("_", " ")),
                     "kind": _KINDS.get(type(default), "text"), "default": default}
            allowed = ranges.get(key)
            if field["kind"] == "number" and isinstance(allowed, tuple) and len(allowed) == 2:
                field.update(min=allowed[0], max=allowed[1])
            elif field["kind"] == "text" and isinstance(allowed, (tuple, list)) and \
                    all(isinstance(v, str) for v in allowed):
                field.update(kind="choice", choices=[[v, v] for v in allowed])
            out.append(field)
        return out

    def check(self, players: int, options: dict) -> dict:
        """The options with the defaults filled in (ArgumentError for a bad one)."""
        given = {key: value for key, value in options.items() if value is not None}
        return setup_options(self.game, players, given)[1]

    def bots(self) -> dict:
        """The kernel's bots, each with what it does."""
        return dict(self.bot_words)

    def make_bot(self, name: str, seed: int):
        """The bot `name` with its seed."""
        if name not in self.bot_words:
            raise ArgumentError(f"no bot {name!r}")
        return make_bot(self.game, name, seed)

    # ---- playing ---------------------------------------------------------------------

    def new_session(self, seed: int, players: int, options: dict) -> KernelSession:
        """A new game."""
        return KernelSession(self.game, seed, players, self.check(players, options))

    def load_session(self, text) -> tuple:
        """(session, players, options) of a game record's JSON text."""
        record = GameRecord.from_json(text)
        session = KernelSession.from_record(self.game, record)
        return session, record.players, dict(record.options)

    def to_move(self, state) -> int:
        """The seat to decide now; -1 at the end."""
        return self.game.to_move(state)

    def turn_of(self, state) -> int:
        """The seat whose turn it is: the one to move."""
        return self.to_move(state)

    def prompt(self, state) -> str:
        """The question now, in words."""
        return "choose an action"

    def action_view(self, state, action) -> dict:
        """One answer as the page offers it."""
        return {"text": str(action), "kind": "answer", "label": str(action),
                "details": [], "targets": [], "card": ""}

    def actions(self, state, legal) -> list:
        """Every legal answer as the page offers it."""
        return [self.action_view(state, a) for a in legal]

    def board(self, state, viewer) -> str:
        """The position as `viewer` sees it (None: everything), as HTML."""
        text = self.game.describe(state) if viewer is None else \
            self.game.observation_string(state, viewer)
        return f'<pre class="position">{escape(text)}</pre>'

    def question(self, state, viewer) -> dict:
        """Whose question it is and what it asks."""
        names = self.seat_names(state_players(self, state))
        p = self.to_move(state)
        if p < 0:
            return {"title": "The end", "prompt": "the game is over", "ask": "", "why": "",
                    "player": -1, "kind": "over", "turn": "", "whose": ""}
        mine = viewer is None or p == viewer
        return {"title": "Your move" if p == viewer else f"{names[p]}'s turn",
                "prompt": self.prompt(state) if mine else f"waiting for {names[p]}",
                "ask": self.prompt(state) if mine else "", "why": "", "player": p,
                "kind": "turn", "turn": "", "whose": ""}

    def score(self, state) -> dict:
        """The returns at the end; before, nothing to say."""
        names = self.seat_names(state_players(self, state))
        returns = self.game.returns(state)
        over = self.game.is_over(state)
        best = max(returns) if over else None
        winners = [names[p] for p, r in enumerate(returns) if over and r == best]
        verdict = (" and ".join(winners) + (" win" if len(winners) > 1 else " wins")) \
            if over else "the game goes on"
        return {"players": list(names), "rows": [], "totals": list(returns),
                "verdict": verdict}

    def log_lines(self, before, action, after) -> list:
        """The sentences one action adds to the log."""
        names = self.seat_names(state_players(self, before))
        return [f"{names[self.to_move(before)]}: {action}."]

    def log(self, history, actions, viewer) -> dict:
        """The log in turns: one line (or more) per action, the newest LOG_LINES."""
        turns = []
        names = self.seat_names(state_players(self, history[0]))
        for step, (before, action, after) in enumerate(zip(history, actions, history[1:]), 1):
            p = self.to_move(before)
            lines = [{"text": text, "src": "", "source": "", "step": step, "action": str(action)}
                     for text in self.log_lines(before, action, after)]
            title = self.turn_title(before, p, names)
            if turns and turns[-1]["title"] == title:
                turns[-1]["lines"] += lines
            else:
                turns.append({"title": title, "player": p, "lines": lines})
        count = sum(len(t["lines"]) for t in turns)
        return {"count": count, "turns": turns[-LOG_LINES:]}

    def turn_title(self, state, player: int, names) -> str:
        """The heading of a turn in the log."""
        return f"{names[player]}'s turn"

    def highlights(self, session, viewer) -> list:
        """The parts of the board the last moves changed, since `viewer`'s last turn."""
        return []

    def page(self, session, viewer: int, seats: tuple) -> dict:
        """What the page of `seats` shows, looking through `viewer`."""
        state = session.state
        over = self.game.is_over(state)
        mine = not over and self.to_move(state) in seats
        actions = self.actions(state, session.legal_actions()) if mine else []
        return {"viewer": viewer, "moves": len(session.actions), "over": over,
                "to_move": self.to_move(state), "your_turn": mine,
                "status": "the game is over" if over else "",
                "question": self.question(state, viewer), "actions": actions,
                "score": self.score(state), "cards": [],
                "log": self.log(session.history, session.actions, viewer),
                "highlights": self.highlights(session, viewer),
                "board": self.board(state, viewer)}

    # ---- replays ---------------------------------------------------------------------

    def replay(self, text) -> tuple:
        """(record, every state, why the replay stopped or None) of a record's text."""
        record = GameRecord.from_json(text)
        try:
            return record, replay(self.game, record), None
        except ReplayError as err:
            return record, tuple(err.states), str(err)

    def replay_page(self, record, states: tuple, step: int, stopped=None) -> dict:
        """The replay at `step`, everything shown."""
        last = len(states) - 1
        if type(step) is not int or not 0 <= step <= last:
            raise ValueError(f"step must be 0 to {last}")
        state = states[step]
        return {"step": step, "steps": last, "over": self.game.is_over(state),
                "status": "the game is over" if self.game.is_over(state) else "",
                "action": record.actions[step - 1] if step else "setup",
                "next": record.actions[step] if step < len(record.actions) else None,
                "question": self.question(state, None), "score": self.score(state),
                "log": self.log(states[:step + 1], record.actions[:step], None),
                "stopped": stopped, "cards": [], "board": self.board(state, None)}


def state_players(view: KernelView, state) -> int:
    """How many players a state seats (the length of its returns)."""
    return len(view.game.returns(state))
