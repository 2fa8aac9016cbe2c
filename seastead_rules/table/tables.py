"""Every game and replay a table server holds, by id, and the room they take: at most
MAX_GAMES games and GAMES_PER_CLIENT of one client; a new game takes the place of a
spare one (over, not started, idle), and is refused while there is none."""

from __future__ import annotations

import ipaddress
import secrets
import threading
import time
from collections import OrderedDict

from ..errors import RulesError, SaveFileError
from .games import WHO, Seat, TableGame, new_id, new_token
from .refused import Refused, shown
from .views import views

__all__ = ["Tables", "Replay", "MAX_GAMES", "IDLE_SECONDS", "GAMES_PER_CLIENT",
           "client_key"]

# Games (and replays) kept in memory at most. A new game takes the place of one that is
# over, not yet started or idle; while every game is in progress, a new one is refused.
MAX_GAMES = 200
# Games one client (an IP address; an IPv6 /64 network) may hold at once. Its new game
# takes the place of its own game that is over, not started or idle, or is refused.
GAMES_PER_CLIENT = 12
# A game nobody has played or looked at for this long (seconds) is idle.
IDLE_SECONDS = 24 * 60 * 60


def client_key(address) -> str:
    """Who asks for a game, as the games per client are counted: the IP address of the
    request's client, its /64 network for IPv6 (one computer may use many addresses of
    one); '' when not known."""
    if not isinstance(address, str) or not address:
        return ""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address
    if ip.version == 6:
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


class Replay:
    """A game record replayed for viewing through its game's view: every state, and
    where the replay stopped when a recorded action is no longer legal."""

    def __init__(self, view, text):
        self.id, self.view = new_id(), view
        if not isinstance(text, str):
            raise Refused("the record must be given as its JSON text")
        try:
            self.record, self.states, self.stopped = view.replay(text)
        except RulesError as err:
            raise Refused(f"not a game record: {err}") from None
        if not self.states:
            raise Refused(self.stopped or "the record has no game in it")

    def page(self, step) -> dict:
        """The replay at `step`."""
        return {"id": self.id, "game": self.view.name, "title": self.view.title,
                **self.view.replay_page(self.record, self.states, step, self.stopped)}


class Tables:
    """Every game and replay a server holds, by id, at most `limit` of each and
    `per_client` games of one client. A new game takes the place of a spare game (one
    that is over, that no person has played a move in, or that nobody has used for
    `idle` seconds of `clock`), the least recently used first: of its client's own when
    the client holds `per_client`, else of any. It is refused while there is none:
    429 for a client's own games, 503 for the table's. A new replay takes the place of
    the least recently viewed."""

    def __init__(self, content=None, limit: int = MAX_GAMES, idle: float = IDLE_SECONDS,
                 clock=time.monotonic, per_client: int = GAMES_PER_CLIENT):
        self.content, self.limit, self.idle, self.clock = content, limit, idle, clock
        self.per_client = per_client
        self.views = views(content)
        self.games: OrderedDict = OrderedDict()
        self.replays: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def _spare(self, games) -> TableGame | None:
        """The game of `games` to drop first: over, not started or idle, least recently
        used; None when every one is in progress."""
        now = self.clock()
        spare = [t for t in games
                 if t.is_over() or not t.started or now - t.used > self.idle]
        return min(spare, key=lambda t: t.used) if spare else None

    def _make_room(self, client: str, drop: bool) -> None:
        """Refused when a game of `client` would find no room; with `drop`, the spare
        games that must go to make room are dropped. Called holding the lock."""
        if client:
            own = [t for t in self.games.values() if t.client == client]
            if len(own) >= self.per_client:
                spare = self._spare(own)
                if spare is None:
                    raise Refused(f"you already have {self.per_client} games in progress "
                                  "at this table: finish one, or wait until one has "
                                  "been left for a while", 429)
                if drop:
                    self._drop(spare)
        while len(self.games) >= self.limit:
            spare = self._spare(self.games.values())
            if spare is None:
                raise Refused(f"the table already holds {self.limit} games in progress: "
                              "try again later (a game leaves when it is over, or when "
                              "nobody has played it for "
                              f"{self.idle / 3600:g} hours)", 503)
            if not drop:
                return
            self._drop(spare)

    def _drop(self, table: TableGame) -> None:
        """`table` leaves to make room: its push streams end, saying why."""
        del self.games[table.id]
        table.changes.close("the game has left the table to make room for another")

    def _check_room(self, client: str = "") -> None:
        """Refused (429, 503) when a new game would find no room (checked before
        setting it up)."""
        with self._lock:
            self._make_room(client, drop=False)

    def _keep_game(self, table: TableGame) -> TableGame:
        with self._lock:
            self._make_room(table.client, drop=True)
            table.used = self.clock()
            self.games[table.id] = table
        return table

    def view(self, name):
        """The view of the game called `name` (Refused naming the games there are)."""
        found = self.views.get(name) if isinstance(name, str) else None
        if found is None:
            raise Refused(f"no game {shown(name)} at this table: one of "
                          f"{', '.join(self.views)}")
        return found

    def new_game(self, game: str = "seastead", players=None, seats=None, options=None,
                 seed=None, client: str = "", seat_links: bool = False) -> TableGame:
        """Set up a new game of the view `game` for `client`: `players` seats, each
        {"who": "me" | "invite" | "bot", "bot": NAME} (default: you, and a bot in every
        other seat), the game's `options`, a `seed` (random if None); `seat_links`: a
        link for each seat of the person who makes it besides theirs (a hot-seat game
        played from two browsers). Refused with the rules' own message for bad
        options, or when there is no room."""
        view = self.view(game)
        players = view.default_players if players is None else players
        if type(players) is not int or not view.min_players <= players <= view.max_players:
            raise Refused(f"{view.title} seats {view.min_players} to {view.max_players} "
                          f"players, not {shown(players)}")
        seed = _seed(seed)
        made = _seats(view, players, seats)
        if not isinstance(options, (dict, type(None))):
            raise Refused("the options must be a JSON object")
        self._check_room(client)
        try:
            checked = view.check(players, dict(options or {}))
            session = view.new_session(seed, players, checked)
        except (RulesError, ValueError, TypeError) as err:
            raise Refused(f"cannot set up this game: {err}") from None
        table = TableGame(view, players, made, checked, seed, session, client)
        if seat_links:
            for i in table.tokens[table.host]:
                table.tokens[new_token()] = (i,)
        return self._keep_game(table)

    def tutorial(self, client: str = "") -> TableGame:
        """A first game with the guide: you (blue) against the greedy bot, in the
        game whose view has a guide (Seastead's)."""
        view = next((v for v in self.views.values() if hasattr(v, "guide")), None)
        if view is None:
            raise Refused("no game at this table has a guide", 404)
        table = self.new_game(view.name, 2, [{"who": "me"}, {"who": "bot",
                                                            "bot": view.default_bot}],
                              seed=view.tutorial_seed, client=client)
        table.tutorial = True
        return table

    def load_game(self, text, seats=None, game: str = "seastead", client: str = "",
                  loose: bool = False) -> TableGame:
        """A game resumed from a game record's JSON text of the view `game`, with
        `seats` as for a new game (`loose`: the default seats when they are not as many
        as the record's players); undo goes back to its start."""
        view = self.view(game)
        if not isinstance(text, str):
            raise Refused("the record must be given as its JSON text")
        self._check_room(client)
        try:
            session, players, options = view.load_session(text)
        except SaveFileError as err:
            raise Refused(f"not a game record: {err}") from None
        except RulesError as err:
            raise Refused(f"cannot resume this record: {err}") from None
        if loose and isinstance(seats, list) and len(seats) != players:
            seats = None
        table = TableGame(view, players, _seats(view, players, seats), options,
                          session.record().seed, session, client)
        table.started = bool(session.actions)
        return self._keep_game(table)

    def rematch(self, table: TableGame, token) -> TableGame:
        """The game after `table`, once it is over: the same game, seats, people and
        options, a new seed; every person keeps their link's token (so each page
        follows to it). Asked again, the same rematch."""
        if token not in table.tokens:
            table.seats_of(token)
        if not table.is_over():
            raise Refused("a rematch is offered when the game is over", 409)
        with self._lock:
            found = self.games.get(table.rematch) if table.rematch else None
        if found is not None:
            return found
        seats = [Seat(s.who, s.bot, s.token, True, s.name) for s in table.seats]
        seed = _seed(None)
        session = table.view.new_session(seed, table.players, table.options)
        follow = TableGame(table.view, table.players, seats, table.options, seed, session,
                           table.client, dict(table.tokens))
        follow.tutorial = table.tutorial
        self._keep_game(follow)
        table.rematch = follow.id
        table.changes.note()
        return follow

    def new_replay(self, text, game: str = "seastead") -> Replay:
        """A replay of a game record's JSON text, of the view `game` (in place of the
        least recently viewed replay when `limit` are kept)."""
        rep = Replay(self.view(game), text)
        with self._lock:
            self.replays[rep.id] = rep
            while len(self.replays) > self.limit:
                self.replays.popitem(last=False)
        return rep

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


def _seed(seed) -> int:
    if seed is None:
        return secrets.randbits(63)
    if type(seed) is not int or seed < 0:
        raise Refused(f"the seed must be a whole number 0 or more, not {shown(seed)}")
    return seed


def _seats(view, players: int, given) -> list:
    """The seats of a new game from the lobby's form: each {"who": "me" | "invite" |
    "bot", "bot": NAME}; None: the person who makes it in the first seat, a bot (the
    view's default) in every other."""
    bots = view.bots()
    if given is None:
        given = [{"who": "me"}] + [{"who": "bot", "bot": view.default_bot}] * (players - 1)
    if not isinstance(given, list) or len(given) != players:
        raise Refused(f"give each of the {players} seats who sits there")
    seats = []
    for i, seat in enumerate(given):
        who = seat.get("who") if isinstance(seat, dict) else None
        if who not in WHO:
            raise Refused(f"seat {i + 1}: who sits there is one of {', '.join(WHO)}, not "
                          f"{shown(who)}")
        bot = (seat.get("bot") or view.default_bot) if who == "bot" else ""
        if who == "bot" and bot not in bots:
            raise Refused(f"seat {i + 1}: no bot {shown(bot)} (one of {', '.join(bots)})")
        seats.append(Seat(who, bot, new_token() if who == "invite" else "",
                          joined=who == "me"))
    if not any(seat.who == "me" for seat in seats):
        raise Refused("the person who makes a game sits in one seat at least")
    host = new_token()
    for seat in seats:
        if seat.who == "me":
            seat.token = host
    return seats
