"""The push channel: a seat's page hears of every change of its game at once.

`GET /api/games/{id}/events?token=T` is a stream of Server-Sent Events
(`text/event-stream`): an event `view` (the seat's page, as `GET /api/games/{id}`
answers it) when the stream opens and after every change of the game (a move, an undo,
a person joining, the start, a rematch, a page connecting or leaving); a comment line
every `heartbeat_seconds` while nothing changes; an event `closed` (`{"why": ...}`)
when the game is over or has left the table, after which the stream ends and the page
looks again by itself (the poll) for a rematch. A stream ends after `stream_seconds`
too (below the time an answer may take, `connections.Limits.answer_seconds`), and the
browser opens it again. The page falls back to looking every 2 seconds while it has no
stream.

Bounded like the rest of the server: a token of the game's seats is needed (403
without), and at most `streams_per_client` streams of one client (429) and `streams`
in all (at most half the connections; 503) are open at once.

The games change on worker threads (a bot may think long); `Changes` wakes the streams
waiting on the event loop.
"""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections import Counter

from .connections import Limits
from .refused import Refused

__all__ = ["Changes", "Streams", "EventStream", "events", "event", "RETRY_MS"]

RETRY_MS = 1000
"""Milliseconds a browser waits before opening a stream again once it ended."""


class Changes:
    """How many times a game has changed, and why it left the table ('' while it is
    kept); streams wait on it from the event loop, changes are noted from any thread."""

    def __init__(self):
        self.count = 0
        self.gone = ""
        self._lock = threading.Lock()
        self._waiting: set = set()      # (event loop, asyncio.Event) of each waiting stream

    def note(self) -> None:
        """The game has changed: every waiting stream wakes."""
        with self._lock:
            self.count += 1
            waiting = list(self._waiting)
        for loop, woken in waiting:
            try:
                loop.call_soon_threadsafe(woken.set)
            except RuntimeError:        # that loop has closed: nobody waits there
                pass

    def close(self, why: str) -> None:
        """The game has left the table (`why`): its streams end."""
        self.gone = why
        self.note()

    async def wait(self, seen: int, seconds: float) -> int:
        """The count of changes once it is not `seen`, or after `seconds`."""
        woken = asyncio.Event()
        entry = (asyncio.get_running_loop(), woken)
        with self._lock:
            if self.count != seen:
                return self.count
            self._waiting.add(entry)
        try:
            await asyncio.wait_for(woken.wait(), max(0.0, seconds))
        except TimeoutError:
            pass
        finally:
            with self._lock:
                self._waiting.discard(entry)
        return self.count


class Streams:
    """The streams open on one server, by client: at most `limits.streams_per_client`
    of a client and `limits.streams` in all (and half of `limits.connections`, so that
    streams never fill the server's connections)."""

    def __init__(self, limits: Limits):
        self.limits = limits
        self.total = 0
        self.by_client: Counter = Counter()
        self._lock = threading.Lock()

    @property
    def most(self) -> int:
        """Streams open at once, at most."""
        return min(self.limits.streams, max(1, self.limits.connections // 2))

    def take(self, client: str) -> None:
        """A stream of `client` opens; Refused (429 for the client's, 503 for the
        server's) when it would pass a bound."""
        with self._lock:
            if self.by_client[client] >= self.limits.streams_per_client:
                raise Refused(f"{self.limits.streams_per_client} pages of yours already "
                              "follow games here: close some (this page looks every "
                              "2 seconds instead)", 429)
            if self.total >= self.most:
                raise Refused("the table follows as many pages as it can: this page "
                              "looks every 2 seconds instead", 503)
            self.by_client[client] += 1
            self.total += 1

    def give_back(self, client: str) -> None:
        """A stream of `client` has ended."""
        with self._lock:
            self.total -= 1
            self.by_client[client] -= 1
            if self.by_client[client] <= 0:
                del self.by_client[client]


def event(name: str, data, ident: int | None = None) -> bytes:
    """One Server-Sent Event: its name, its data as one line of JSON, its id."""
    head = f"id: {ident}\n" if ident is not None else ""
    return f"{head}event: {name}\ndata: {json.dumps(data)}\n\n".encode()


async def events(table, token: str, limits: Limits, look, over):
    """The events of `token`'s stream of `table`: the view (`await look()`) now and
    after each change, a heartbeat while none comes, `closed` once the game is over
    (`over(view)`) or gone; it ends after `limits.stream_seconds` (less than
    `limits.answer_seconds`)."""
    yield f"retry: {RETRY_MS}\n\n".encode()
    lasts = min(limits.stream_seconds, limits.answer_seconds * 0.8)
    end = time.monotonic() + lasts
    changes, seen = table.changes, None
    while True:
        if changes.gone:
            yield event("closed", {"why": changes.gone})
            return
        if changes.count != seen:
            seen = changes.count
            try:
                view = await look()
            except Refused as err:
                yield event("closed", {"why": str(err)})
                return
            yield event("view", view, seen)
            if over(view):
                yield event("closed", {"why": "the game is over"})
                return
        left = end - time.monotonic()
        if left <= 0:
            return
        if await changes.wait(seen, min(limits.heartbeat_seconds, left)) == seen \
                and not changes.gone and time.monotonic() < end:
            yield b": still here\n\n"


class EventStream:
    """An ASGI answer: the `text/event-stream` of `chunks` (an async iterator of bytes),
    ended when the client goes away; `done()` is called once, however it ends."""

    def __init__(self, chunks, done):
        self.chunks, self.done = chunks, done

    async def __call__(self, scope, receive, send):
        gone = asyncio.Event()

        async def listen():
            while (await receive())["type"] != "http.disconnect":
                pass
            gone.set()

        async def stream():
            await send({"type": "http.response.start", "status": 200, "headers": [
                (b"content-type", b"text/event-stream; charset=utf-8"),
                (b"cache-control", b"no-store"), (b"x-accel-buffering", b"no")]})
            async for chunk in self.chunks:
                await send({"type": "http.response.body", "body": chunk, "more_body": True})
            await send({"type": "http.response.body", "body": b"", "more_body": False})

        listening = asyncio.ensure_future(listen())
        streaming = asyncio.ensure_future(stream())
        try:
            await asyncio.wait([listening, streaming], return_when=asyncio.FIRST_COMPLETED)
        finally:
            try:
                for task in (listening, streaming):
                    task.cancel()
                await asyncio.gather(listening, streaming, return_exceptions=True)
                await self.chunks.aclose()
            finally:
                self.done()
        if streaming.done() and not streaming.cancelled() and streaming.exception():
            raise streaming.exception()
