"""Every game and replay a table server holds, by id, and the room they take: at most
MAX_GAMES games and GAMES_PER_CLIENT of one client; a new game takes the place of a
spare one (over, not started, idle), and is refused while there is none."""

from __future__ import annotations

import ipaddress
import secrets
import threading
import time
from collections import OrderedDict

from .. import Game, GameRecord, ReplayError, RulesError, replay
from .games import TableGame, new_id
from .refused import Refused, shown

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
    """A game record replayed for viewing: every state, and where the replay stopped
    when a recorded action is no longer legal."""

    def __init__(self, record: GameRecord, content=None):
        self.id, self.record = new_id(), record
        try:
            self.states, self.stopped = replay(record, content), None
        except ReplayError as err:
            self.states, self.stopped = err.states, str(err)
        if not self.states:
            raise Refused(self.stopped or "the record has no game in it")


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
        self.games: OrderedDict = OrderedDict()
        self.replays: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def _spare(self, games) -> TableGame | None:
        """The game of `games` to drop first: over, not started or idle, least recently
        used; None when every one is in progress."""
        now = self.clock()
        spare = [t for t in games
                 if t.game.is_over() or not t.started or now - t.used > self.idle]
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
                    del self.games[spare.id]
        while len(self.games) >= self.limit:
            spare = self._spare(self.games.values())
            if spare is None:
                raise Refused(f"the table already holds {self.limit} games in progress: "
                              "try again later (a game leaves when it is over, or when "
                              "nobody has played it for "
                              f"{self.idle / 3600:g} hours)", 503)
            if not drop:
                return
            del self.games[spare.id]

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

    def new_game(self, opponent: str = "greedy", seat: int = 0, seed=None,
                 sides: str = "AAAA", specialists: str = "A", decree=None,
                 client: str = "") -> TableGame:
        """Set up a new game for `client` (Refused with the rules' own message for bad
        options, or when there is no room)."""
        if seed is None:
            seed = secrets.randbits(63)
        if type(seed) is not int or seed < 0:
            raise Refused(f"the seed must be a whole number 0 or more, not {shown(seed)}")
        mode = "solo" if opponent == "boss" else "duel"
        self._check_room(client)
        try:
            game = Game(seed, sides, specialists, decree, self.content, mode)
        except (RulesError, ValueError, TypeError) as err:
            raise Refused(f"cannot set up this game: {err}") from None
        return self._keep_game(TableGame(game, opponent, seat, client))

    def load_game(self, text, opponent: str = "greedy", seat: int = 0,
                  client: str = "") -> TableGame:
        """A game resumed from a game record's JSON text, with undo back to its start."""
        record = self.record(text)
        if record.mode == "solo":
            opponent = "boss"
        self._check_room(client)
        try:
            game = Game.from_record(record, self.content)
        except ReplayError as err:
            raise Refused(f"cannot resume this record: {err}") from None
        table = TableGame(game, opponent, seat, client)
        table.started = bool(record.actions)
        return self._keep_game(table)

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
