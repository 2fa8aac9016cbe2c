"""The table under load, served as `seastead serve` serves it: clients that send their
headers a byte at a time, dribble a body in or only open connections are cut off after
bounded times, the connections open are bounded, and one client that opens game after
game holds only a few; all the while a player is answered at once.

The CI tests use small bounds and counts and take seconds; the soak version holds 500
slow connections and a client opening 500 games (`pytest -m soak`)."""

from __future__ import annotations

import select
import socket
import threading
import time

import pytest

pytest.importorskip("starlette", reason="the table needs the 'table' extra (starlette)")
pytest.importorskip("uvicorn", reason="the table needs the 'table' extra (uvicorn)")
httpx = pytest.importorskip("httpx", reason="these tests talk to the server with httpx")

from table_server import running  # noqa: E402

from seastead_rules.table import create_app  # noqa: E402
from seastead_rules.table.connections import Limits  # noqa: E402

# Small bounds, so that a test sees them act within seconds.
QUICK = Limits(header_seconds=1.0, body_seconds=1.0, body_rate=1024, answer_seconds=20,
               connections=1000)
AT_ONCE = 1.0       # seconds a player's request may take while the table is under load


def raise_file_limit(want: int) -> None:
    """Let this process (the server and its clients) open `want` files."""
    resource = pytest.importorskip("resource")
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and soft < want:
        top = want if hard == resource.RLIM_INFINITY else min(want, hard)
        resource.setrlimit(resource.RLIMIT_NOFILE, (top, hard))
        if top < want:
            pytest.skip(f"this system lets a program open {top} files, not {want}")


def serve(limits: Limits = QUICK):
    return running(lambda port: create_app(port=port, limits=limits))


def connect(base: str) -> socket.socket:
    host, port = base.removeprefix("http://").split(":")
    sock = socket.create_connection((host, int(port)), timeout=5)
    sock.setblocking(False)
    return sock


class Slow:
    """Clients that each send `text` a byte every `pause` seconds (or once it is sent,
    nothing more), on connections of their own, its first `at_once` bytes at once;
    `closed[i]`: how many seconds after it opened the server closed connection i (None
    while open), `heard[i]` what it answered."""

    def __init__(self, base: str, texts, pause: float = 0.1, at_once: int = 0):
        self.texts = [t.encode() for t in texts]
        self.socks = [connect(base) for _ in self.texts]
        self.opened = time.monotonic()
        self.closed: list = [None] * len(self.socks)
        self.heard = [b""] * len(self.socks)
        self.sent = [at_once] * len(self.socks)
        for sock, text in zip(self.socks, self.texts):
            if at_once:
                sock.send(text[:at_once])
        self.pause = pause
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            live = [i for i, c in enumerate(self.closed) if c is None]
            if not live:
                return
            for i in live:
                if self.sent[i] < len(self.texts[i]):
                    try:
                        self.socks[i].send(self.texts[i][self.sent[i]:self.sent[i] + 1])
                        self.sent[i] += 1
                    except (BlockingIOError, ConnectionError, OSError):
                        pass
            ready, _, _ = select.select([self.socks[i] for i in live], [], [], self.pause)
            for sock in ready:
                i = self.socks.index(sock)
                try:
                    data = sock.recv(4096)
                except (BlockingIOError, ConnectionError, OSError):
                    data = b""
                self.heard[i] += data
                if not data:
                    self.closed[i] = time.monotonic() - self.opened

    def open_count(self) -> int:
        return sum(1 for c in self.closed if c is None)

    def wait_closed(self, seconds: float) -> None:
        end = time.monotonic() + seconds
        while self.open_count() and time.monotonic() < end:
            time.sleep(0.05)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(5)
        for sock in self.socks:
            sock.close()


HEADERS = "GET /api/options HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-Padding: {pad}\r\n\r\n"
BODY = ("POST /api/games HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
        "Content-Type: application/json\r\nContent-Length: 400\r\n\r\n{{" + " " * 398 + "}}")


def port_of(base: str) -> int:
    return int(base.rsplit(":", 1)[1])


def test_headers_sent_a_byte_at_a_time_are_cut_off_after_the_header_time():
    with serve() as (base, _):
        slow = Slow(base, [HEADERS.format(port=port_of(base), pad="x" * 200)] * 3)
        try:
            slow.wait_closed(5)
            assert slow.open_count() == 0, "the slow connections are still open"
            assert all(0.9 <= c <= 3 for c in slow.closed), slow.closed
            assert all(b" 408 " in h for h in slow.heard), slow.heard
        finally:
            slow.stop()


def test_a_body_sent_slowly_is_refused_after_the_body_time():
    with serve() as (base, _):
        text = BODY.format(port=port_of(base))
        # The headers at once, the body a byte at a time.
        slow = Slow(base, [text], at_once=text.index("\r\n\r\n") + 4)
        try:
            slow.wait_closed(6)
            assert slow.closed[0] is not None and slow.closed[0] <= 4
            assert b" 408 " in slow.heard[0] and b"too slowly" in slow.heard[0]
        finally:
            slow.stop()


def test_a_connection_that_sends_nothing_is_closed_after_the_header_time():
    with serve() as (base, _):
        quiet = Slow(base, [""] * 3)
        try:
            quiet.wait_closed(5)
            assert quiet.open_count() == 0 and all(c <= 3 for c in quiet.closed)
        finally:
            quiet.stop()


def test_when_every_connection_is_taken_the_one_waiting_longest_makes_room():
    limits = Limits(header_seconds=30, body_seconds=30, body_rate=1024, answer_seconds=30,
                    connections=20)
    with serve(limits) as (base, srv):
        idle = Slow(base, [""] * 20)
        time.sleep(0.3)
        assert idle.open_count() == 20
        start = time.monotonic()
        answer = httpx.get(base + "/api/options", timeout=5)
        assert answer.status_code == 200 and time.monotonic() - start < AT_ONCE
        idle.wait_closed(0.5)
        try:
            assert idle.closed[0] is not None, "the oldest waiting connection made room"
            assert idle.open_count() == 19
            assert len(srv.connections.open) <= 20
        finally:
            idle.stop()


def play(base: str, address: str, durations: list) -> None:
    """A player (at `address`, as a reverse proxy would forward it) opens a game against
    a bot and plays three moves, each request timed."""
    headers = {"X-Forwarded-For": address}
    with httpx.Client(base_url=base, headers=headers, timeout=10) as client:
        def timed(method, url, **kwargs):
            start = time.monotonic()
            answer = client.request(method, url, **kwargs)
            durations.append(time.monotonic() - start)
            assert answer.status_code == 200, answer.text
            return answer.json()
        opened = timed("POST", "/api/games", json={"opponent": "greedy", "seed": 3})
        game, token = opened["id"], opened["url"].split("token=")[1]
        for _ in range(3):
            page = timed("GET", f"/api/games/{game}", params={"token": token})
            timed("POST", f"/api/games/{game}/act", json={
                "token": token, "action": page["actions"][0]["text"],
                "moves": page["moves"]})


def flood(base: str, count: int, answers: list) -> None:
    """A client that opens `count` games as fast as it can."""
    with httpx.Client(base_url=base, headers={"X-Forwarded-For": "198.51.100.66"},
                      timeout=30) as client:
        for _ in range(count):
            answers.append(client.post("/api/games", json={"opponent": "hotseat"}).status_code)


def hold_under_load(slow_headers: int, slow_bodies: int, games: int) -> None:
    raise_file_limit(4 * (slow_headers + slow_bodies) + 256)
    with serve() as (base, srv):
        port = port_of(base)
        slow = Slow(base, [HEADERS.format(port=port, pad="x" * 100)] * slow_headers +
                    [BODY.format(port=port)] * slow_bodies, pause=0.05)
        flooded: list = []
        flooder = threading.Thread(target=flood, args=(base, games, flooded))
        try:
            time.sleep(0.2)
            assert slow.open_count() == slow_headers + slow_bodies, "the server holds them"
            flooder.start()
            durations: list = []
            play(base, "203.0.113.5", durations)
            assert max(durations) < AT_ONCE, durations
            flooder.join(120)
            slow.wait_closed(10)
            assert slow.open_count() == 0, "every slow connection is cut off in time"
            assert flooded.count(200) == games, "the flooder's new games replace its own"
            tables = srv.config.app.state.tables
            clients = [t.client for t in tables.games.values()]
            assert clients.count("198.51.100.66") == tables.per_client
            assert clients.count("203.0.113.5") == 1, "the player's game is kept"
        finally:
            slow.stop()


def test_the_table_holds_slow_connections_and_a_flood_of_games_while_a_player_plays():
    hold_under_load(slow_headers=100, slow_bodies=30, games=60)


@pytest.mark.soak
def test_the_table_holds_500_slow_connections_and_a_flood_of_500_games():
    hold_under_load(slow_headers=440, slow_bodies=60, games=500)


class Transport:
    """A connection's far end as a protocol sees it: what was written, and how it ended."""

    def __init__(self):
        self.written, self.ended = b"", None

    def write(self, data: bytes) -> None:
        self.written += data

    def close(self) -> None:
        self.ended = self.ended or "closed"

    def abort(self) -> None:
        self.ended = "aborted"

    def is_closing(self) -> bool:
        return self.ended is not None


class Inner:
    """The HTTP protocol a Watched wraps: it notes what it is told."""

    def __init__(self):
        self.told = []

    def connection_made(self, transport):
        self.told.append("made")

    def data_received(self, data):
        self.told.append(data)

    def connection_lost(self, exc):
        self.told.append("lost")


def test_an_answer_the_client_does_not_take_in_time_closes_its_connection():
    import asyncio

    from seastead_rules.table.connections import Connections, Watched

    async def scene():
        conn = Watched(Inner(), Connections(Limits(header_seconds=5, answer_seconds=0.2)))
        transport = Transport()
        conn.connection_made(transport)
        conn.request_started()          # the headers came; the answer is never taken
        await asyncio.sleep(0.1)
        assert transport.ended is None
        await asyncio.sleep(0.2)
        return transport.ended
    assert asyncio.run(scene()) == "aborted"


def test_a_connection_refused_for_want_of_room_hears_503_and_reaches_no_protocol():
    import asyncio

    from seastead_rules.table.connections import Connections, Watched

    async def scene():
        connections = Connections(Limits(connections=1))
        first = Watched(Inner(), connections)
        first.connection_made(Transport())
        first.request_started()         # busy: it does not make room
        inner, transport = Inner(), Transport()
        Watched(inner, connections).connection_made(transport)
        return inner.told, transport
    told, transport = asyncio.run(scene())
    assert told == [] and b" 503 " in transport.written and transport.ended == "closed"
