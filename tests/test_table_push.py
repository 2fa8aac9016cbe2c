"""The push channel (docs/table.md, "Following a game"): every page that follows a game's
stream hears of each change at once, as Server-Sent Events; a stranger without a seat's
token hears nothing; the streams are bounded per client and in all, say they are alive
while nothing changes, and end when the game is over, when it leaves the table, and
after their time (the page opens them again).

Run against the server as `seastead serve` runs it (uvicorn, in a thread), with httpx
clients reading the stream as a browser's EventSource does."""

from __future__ import annotations

import json
import queue
import socket
import threading
import time

import pytest

pytest.importorskip("starlette", reason="the table needs the 'table' extra (starlette)")
pytest.importorskip("uvicorn", reason="the table's server needs the 'table' extra (uvicorn)")
httpx = pytest.importorskip("httpx", reason="the 'table' extra (httpx)")

from table_server import running  # noqa: E402

from seastead_rules.table import create_app  # noqa: E402
from seastead_rules.table.connections import Limits  # noqa: E402

ME, FRIEND = {"who": "me"}, {"who": "invite"}
SOON = 3.0          # seconds within which a change arrives at the other page


class Follower:
    """A page following a game's stream, as a browser does: its events (name, data)
    arrive on `events` as they come; `comments` counts the heartbeats; `status` is the
    stream's HTTP status; `ended` is set when the server ends it."""

    def __init__(self, base: str, game: str, token: str, headers=None):
        self.events: queue.Queue = queue.Queue()
        self.comments, self.status, self._response = 0, None, None
        self.opened, self.ended = threading.Event(), threading.Event()
        self._client = httpx.Client(base_url=base, timeout=httpx.Timeout(30, read=60),
                                    headers=headers or {})
        self._url = f"/api/games/{game}/events"
        self._token = token
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()
        assert self.opened.wait(10), "the stream answers"

    def _read(self) -> None:
        try:
            with self._client.stream("GET", self._url, params={"token": self._token}) as r:
                if r.status_code != 200:
                    r.read()
                    self.body = r.json()
                    self.status = r.status_code
                    return
                self.status, self._response = r.status_code, r
                self.opened.set()
                name, data = "message", []
                for line in r.iter_lines():
                    if line.startswith(":"):
                        self.comments += 1
                    elif line.startswith("event: "):
                        name = line[7:]
                    elif line.startswith("data: "):
                        data.append(line[6:])
                    elif line == "" and data:
                        self.events.put((name, json.loads("\n".join(data))))
                        name, data = "message", []
        except httpx.HTTPError:
            pass
        finally:
            self.opened.set()
            self.ended.set()

    def next(self, name: str = "view", within: float = SOON):
        """The next event called `name` (others before it passed over) within `within`
        seconds; AssertionError if none comes."""
        deadline = time.monotonic() + within
        while True:
            left = deadline - time.monotonic()
            assert left > 0, f"no {name!r} event within {within} s"
            try:
                got, data = self.events.get(timeout=left)
            except queue.Empty:
                continue
            if got == name:
                return data

    def close(self) -> None:
        """The page goes away: its connection closes."""
        if self._response is not None and not self.ended.is_set():
            stream = self._response.extensions["network_stream"]
            stream.get_extra_info("socket").shutdown(socket.SHUT_RDWR)
            assert self.ended.wait(5)
        self._client.close()


def _post(base, path, body):
    return httpx.post(base + path, json=body, timeout=30)


def _make(base, seats, game="liars_dice", headers=None, **more):
    answer = httpx.post(base + "/api/games", json={
        "game": game, "players": len(seats), "seats": seats, "seed": 3, **more},
        headers=headers or {}, timeout=30)
    assert answer.status_code == 200, answer.text
    data = answer.json()
    return data["id"], [link["url"].split("token=")[1] for link in data["links"]]


def _view(base, game, token):
    return httpx.get(f"{base}/api/games/{game}", params={"token": token}, timeout=30).json()


@pytest.fixture(scope="module")
def server():
    with running(lambda port: create_app(port=port)) as (base, _):
        yield base


def test_a_move_at_one_page_arrives_at_the_other_at_once(server):
    game, (host, friend) = _make(server, [ME, FRIEND])
    mine, theirs = Follower(server, game, host), Follower(server, game, friend)
    try:
        assert mine.next()["phase"] == "lobby" and theirs.next()["phase"] == "lobby"
        assert _post(server, f"/api/games/{game}/join", {"token": friend}).status_code == 200
        seen = mine.next()
        while seen["waiting_for"]:
            seen = mine.next()
        assert [s["connected"] for s in seen["table"]] == [True, True], \
            "a page following the stream is connected"
        assert _post(server, f"/api/games/{game}/start", {"token": host}).status_code == 200
        started = theirs.next()
        while started["phase"] != "playing":
            started = theirs.next()
        mover = host if _view(server, game, host)["your_turn"] else friend
        waiter = theirs if mover == host else mine
        view = _view(server, game, mover)
        before = view["moves"]
        sent = time.monotonic()
        assert _post(server, f"/api/games/{game}/act", {
            "token": mover, "action": view["actions"][0]["text"],
            "moves": before}).status_code == 200
        heard = waiter.next()
        while heard["moves"] == before:
            heard = waiter.next()
        assert time.monotonic() - sent < SOON
        assert heard["moves"] == before + 1 and heard["your_turn"], \
            "the other page hears the move and that it is its turn"
        assert heard["actions"], "with its answers: its own seat's view"
    finally:
        mine.close()
        theirs.close()


def test_a_stranger_without_a_seats_token_hears_nothing(server):
    game, (host, _) = _make(server, [ME, FRIEND])
    for token in ("", "not-a-token", "x" * 500):
        stranger = Follower(server, game, token)
        assert stranger.ended.wait(5) and stranger.status == 403
        assert stranger.events.empty() and "unknown token" in stranger.body["error"]
    assert Follower(server, "no-such-game", host).status == 404
    # A page of another site may not open the stream, even with a token.
    other = Follower(server, game, host, headers={"Origin": "http://evil.example"})
    assert other.ended.wait(5) and other.status == 403 and other.events.empty()


def test_the_stream_closes_when_the_game_is_over(server):
    game, (host,) = _make(server, [ME, {"who": "bot", "bot": "random"}])
    page = Follower(server, game, host)
    try:
        view = page.next()
        while not view["over"]:
            view = _post(server, f"/api/games/{game}/act", {
                "token": host, "action": view["actions"][-1]["text"]}).json()
        heard = page.next()
        while not heard["over"]:
            heard = page.next()
        assert page.next("closed")["why"] == "the game is over"
        assert page.ended.wait(5), "and then ends"
    finally:
        page.close()


def test_the_stream_closes_when_the_game_leaves_the_table(server):
    proxied = {"X-Forwarded-For": "10.9.8.7"}       # a client of its own, by the proxy
    game, (host, _) = _make(server, [ME, FRIEND], headers=proxied)
    page = Follower(server, game, host)
    try:
        page.next()
        for _ in range(12):         # the client's twelve more games make it spare
            _make(server, [ME, FRIEND], headers=proxied)
        assert "left the table" in page.next("closed")["why"]
        assert page.ended.wait(5)
    finally:
        page.close()


def test_streams_are_bounded_per_client_and_in_all_and_say_they_are_alive():
    limits = Limits(streams=3, streams_per_client=2, heartbeat_seconds=0.2,
                    stream_seconds=1.5)
    with running(lambda port: create_app(port=port, limits=limits)) as (base, _):
        game, (host, friend) = _make(base, [ME, FRIEND])
        a = {"X-Forwarded-For": "10.0.0.1"}
        b = {"X-Forwarded-For": "10.0.0.2"}
        first = [Follower(base, game, host, a), Follower(base, game, friend, a)]
        third = Follower(base, game, host, a)
        assert third.status == 429 and "2 pages of yours" in third.body["error"]
        other = Follower(base, game, friend, b)
        assert other.status == 200, "another client still may"
        full = Follower(base, game, friend, {"X-Forwarded-For": "10.0.0.3"})
        assert full.status == 503
        time.sleep(0.7)
        assert other.comments >= 2, "a heartbeat while nothing changes"
        # Each stream ends after its time (the browser opens it again): room again.
        for page in first + [other]:
            assert page.ended.wait(5)
        again = Follower(base, game, host, a)
        assert again.status == 200 and again.next()["phase"] == "lobby"
        # A page that goes away gives its place back.
        again.close()
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            pages = [Follower(base, game, host, a) for _ in range(2)]
            if all(p.status == 200 for p in pages):
                break
            time.sleep(0.1)
        assert all(p.status == 200 for p in pages)
        for p in first + [other, full, third] + pages:
            p.close()
