"""How long and how many: the table's server bounds the time a client may take over a
request and the number of connections it keeps open, so that slow clients (a request's
headers sent a byte at a time, a body dribbled in, an answer never read) cannot hold it
up for the players.

- **Headers.** A request's headers must arrive whole within `header_seconds` of the
  connection opening, or of the end of the answer before it on the same connection;
  else the server answers 408 and closes the connection.
- **Body.** A request's body must arrive within `body_seconds`, and a longer one at
  `body_rate` bytes a second at least (`inputs.read_json` keeps to `body_deadline`).
- **Answer.** A request is answered and its answer taken by the client within
  `answer_seconds`, or its connection is closed.
- **Connections.** At most `connections` are open. A new one takes the place of the one
  that has waited longest for its next request; when every open connection has a
  request in progress, the new one is answered 503 and closed.
- **Streams.** At most `streams` push streams (`push.py`) are open, and
  `streams_per_client` of one client; a stream says it is alive every
  `heartbeat_seconds` and ends after `stream_seconds` (the page opens it again).

Pure asyncio, no web library: `Watched` wraps the HTTP protocol the server would use (see
`serve.server`), and `Watching`, an ASGI middleware, tells it when a request has begun
(its headers are whole) and when it is answered. The two meet through `CONNECTION`, a
context variable set while the protocol reads: the task that runs a request starts from
the reading code's context.
"""

from __future__ import annotations

import asyncio
import contextvars

from attrs import frozen

__all__ = ["Limits", "DEFAULT_LIMITS", "Connections", "Watched", "Watching", "CONNECTION",
           "body_deadline", "HEADER_SECONDS", "BODY_SECONDS", "BODY_RATE", "ANSWER_SECONDS",
           "MAX_CONNECTIONS", "MAX_STREAMS", "STREAMS_PER_CLIENT", "HEARTBEAT_SECONDS",
           "STREAM_SECONDS"]

HEADER_SECONDS = 10.0
"""Seconds a request's headers may take to arrive."""
BODY_SECONDS = 20.0
"""Seconds any request body may take to arrive."""
BODY_RATE = 64 * 1024
"""Bytes a second a body longer than BODY_SECONDS allows must keep up."""
ANSWER_SECONDS = 300.0
"""Seconds from a request's headers to its answer taken by the client (a bot's thinking
included)."""
MAX_CONNECTIONS = 1000
"""Connections open at once, at most (fewer when the system allows fewer files open)."""
MAX_STREAMS = 400
"""Push streams open at once, at most (and half the connections at most)."""
STREAMS_PER_CLIENT = 16
"""Push streams one client (an IP address; an IPv6 /64 network) may hold open."""
HEARTBEAT_SECONDS = 15.0
"""Seconds between a stream's signs of life while its game does not change."""
STREAM_SECONDS = 200.0
"""Seconds a stream stays open before the page opens a new one (kept below
ANSWER_SECONDS, the time a request may take)."""

CONNECTION: contextvars.ContextVar = contextvars.ContextVar("table_connection", default=None)
"""The `Watched` connection whose data is being read (None outside a server)."""

_LATE = (b"HTTP/1.1 408 Request Timeout\r\ncontent-type: application/json\r\n"
         b"connection: close\r\ncontent-length: 59\r\n\r\n"
         b'{"error": "the request took too long to arrive: try again"}')
_FULL = (b"HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\n"
         b"connection: close\r\ncontent-length: 49\r\n\r\n"
         b'{"error": "the table is too busy now: try again"}')


@frozen
class Limits:
    """The bounds of one server (the module's constants by default)."""
    header_seconds: float = HEADER_SECONDS
    body_seconds: float = BODY_SECONDS
    body_rate: int = BODY_RATE
    answer_seconds: float = ANSWER_SECONDS
    connections: int = MAX_CONNECTIONS
    streams: int = MAX_STREAMS
    streams_per_client: int = STREAMS_PER_CLIENT
    heartbeat_seconds: float = HEARTBEAT_SECONDS
    stream_seconds: float = STREAM_SECONDS


DEFAULT_LIMITS = Limits()
"""The bounds of `seastead serve` (but for the connections, which it fits to the system)."""


def body_deadline(limits: Limits, start: float, received: int) -> float:
    """When a body of which `received` bytes have come since `start` must be whole
    (seconds of `time.monotonic`)."""
    return start + limits.body_seconds + received / limits.body_rate


class Connections:
    """The open connections of one server, those waiting for a request in the order
    they began to wait."""

    def __init__(self, limits: Limits = DEFAULT_LIMITS):
        self.limits = limits
        self.open: dict = {}        # Watched -> None, oldest first

    def admit(self, conn: "Watched") -> bool:
        """Whether `conn` may stay open: when all places are taken, the connection that
        has waited longest for a request makes room; False when none waits."""
        if len(self.open) >= self.limits.connections:
            oldest = next((c for c in self.open if c.waiting), None)
            if oldest is None:
                return False
            oldest.drop()
        self.open[conn] = None
        return True

    def waiting(self, conn: "Watched") -> None:
        """`conn` waits for a request from now on: it goes last in line."""
        if conn in self.open:
            del self.open[conn]
            self.open[conn] = None

    def forget(self, conn: "Watched") -> None:
        """`conn` is closed."""
        self.open.pop(conn, None)


class Watched(asyncio.Protocol):
    """An HTTP protocol (`inner`, uvicorn's) with the bounds of `connections.limits`:
    the time to a request's headers and to its answer, and the connections open."""

    def __init__(self, inner: asyncio.Protocol, connections: Connections):
        self.inner, self.connections = inner, connections
        self.transport = None
        self.waiting, self.refused, self.heard = False, False, False
        self._timer: asyncio.TimerHandle | None = None

    # ---- the protocol, passed on to `inner` -------------------------------------------

    def connection_made(self, transport) -> None:
        self.transport = transport
        if not self.connections.admit(self):
            self.refused = True
            transport.write(_FULL)
            transport.close()
            return
        self.inner.connection_made(transport)
        self._wait()

    def data_received(self, data: bytes) -> None:
        if self.refused:
            return
        self.heard = True
        token = CONNECTION.set(self)
        try:
            self.inner.data_received(data)
        finally:
            CONNECTION.reset(token)

    def eof_received(self):
        return None if self.refused else self.inner.eof_received()

    def connection_lost(self, exc) -> None:
        self._stop()
        self.connections.forget(self)
        if not self.refused:
            self.inner.connection_lost(exc)

    def pause_writing(self) -> None:
        self.inner.pause_writing()

    def resume_writing(self) -> None:
        self.inner.resume_writing()

    # ---- the bounds ---------------------------------------------------------------------

    def request_started(self) -> None:
        """A request's headers are whole: its answer is due within answer_seconds."""
        self.waiting = False
        self._stop()
        self._timer = asyncio.get_running_loop().call_later(
            self.connections.limits.answer_seconds, self.drop)

    def request_done(self) -> None:
        """A request is answered: the next request's headers are due."""
        self._wait()

    def drop(self) -> None:
        """Close the connection now (to make room, or for an answer not taken)."""
        self._stop()
        if self.transport is not None and not self.transport.is_closing():
            self.transport.abort()

    def _wait(self) -> None:
        self.waiting, self.heard = True, False
        self._stop()
        self.connections.waiting(self)
        self._timer = asyncio.get_running_loop().call_later(
            self.connections.limits.header_seconds, self._late)

    def _late(self) -> None:
        self._timer = None
        if self.waiting and self.transport is not None and not self.transport.is_closing():
            if self.heard:          # part of a request came: say why it is closed
                self.transport.write(_LATE)
            self.transport.close()

    def _stop(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None


class Watching:
    """ASGI middleware: tells the request's connection (`CONNECTION`) when a request has
    begun and when it is answered; a request not read from a `Watched` connection (a
    test client's) passes as it is."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        conn = CONNECTION.get() if scope["type"] == "http" else None
        if conn is None:
            await self.app(scope, receive, send)
            return
        conn.request_started()
        try:
            await self.app(scope, receive, send)
        finally:
            conn.request_done()
