"""Who may talk to the table's server, and how much: a body over the size limit is
refused by its Content-Length before any of it is read, and a streamed body (no
Content-Length) is read only up to the limit. Requests are made at the ASGI level, so
the test sees how much of the body the server asked for."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason="the table needs the 'table' extra (starlette)")

from seastead_rules.table import create_app  # noqa: E402
from seastead_rules.table.inputs import BODY_LIMIT  # noqa: E402

MiB = 1 << 20
CHUNK = b" " * MiB


@pytest.fixture(scope="module")
def app():
    return create_app()


def call(app, headers: dict, chunks: int, path: str = "/api/games"):
    """POST `chunks` MiB of body to the app; (status, answer, how many chunks it read,
    the answer's headers)."""
    read = 0
    sent = []

    async def receive():
        nonlocal read
        if read >= chunks:
            return {"type": "http.disconnect"}
        read += 1
        return {"type": "http.request", "body": CHUNK, "more_body": read < chunks}

    async def send(message):
        sent.append(message)

    headers = {"host": "localhost:8000", "content-type": "application/json", **headers}
    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1",
             "method": "POST", "scheme": "http", "path": path, "raw_path": path.encode(),
             "query_string": b"", "root_path": "", "client": ("127.0.0.1", 50000),
             "server": ("127.0.0.1", 8000),
             "headers": [(k.encode(), v.encode()) for k, v in headers.items()]}
    asyncio.run(app(scope, receive, send))
    body = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
    return sent[0]["status"], json.loads(body), read, dict(sent[0]["headers"])


def test_a_body_declared_too_large_is_refused_before_any_of_it_is_read(app):
    status, answer, read, _ = call(app, {"content-length": str(256 * MiB)}, 256)
    assert status == 413 and "too large" in answer["error"]
    assert read == 0


def test_a_body_refused_for_its_size_closes_the_connection(app):
    # Else the server would go on receiving the rest of it, only to throw it away.
    for length, chunks in ({"content-length": str(256 * MiB)}, 1), ({}, 64):
        status, _, _, headers = call(app, length, chunks)
        assert status == 413 and headers[b"connection"] == b"close"


def test_a_streamed_body_is_read_only_up_to_the_limit(app):
    status, answer, read, _ = call(app, {}, 64)      # chunked: no Content-Length
    assert status == 413 and "too large" in answer["error"]
    assert read * MiB <= BODY_LIMIT + MiB < 64 * MiB


def test_a_content_length_that_is_not_a_number_is_refused(app):
    status, answer, read, _ = call(app, {"content-length": "²"}, 1)
    assert status == 400 and read == 0


# Who may talk to the table: its own pages, on the host names it was started for.

pytest.importorskip("httpx", reason="Starlette's TestClient needs httpx (the 'table' extra)")

from starlette.testclient import TestClient  # noqa: E402

STATIC = Path(__file__).resolve().parents[1] / "seastead_rules" / "table" / "static"


@pytest.fixture
def client():
    return TestClient(create_app(), base_url="http://localhost:8000")


def test_a_post_from_a_page_of_another_site_is_refused_and_opens_no_game(client):
    # What a page of any site can send without asking first: a text/plain form post.
    answer = client.post("/api/games", content=b'{"seed": 1}', headers={
        "Origin": "http://evil.example", "Content-Type": "text/plain"})
    assert answer.status_code == 403 and "another site" in answer.json()["error"]
    assert not client.app.state.tables.games


def test_a_request_from_another_origin_is_refused_even_in_json(client):
    for origin in ("http://evil.example", "null", "http://localhost:9999",
                   "https://localhost.evil.example:8000", "file://"):
        answer = client.post("/api/games", json={"seed": 1}, headers={"Origin": origin})
        assert answer.status_code == 403, origin
        assert client.get("/api/options", headers={"Origin": origin}).status_code == 403
    assert not client.app.state.tables.games


def test_a_write_must_be_sent_as_json(client):
    for kind in ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data",
                 "application/jsonx", None):
        headers = {"Content-Type": kind} if kind else {}
        answer = client.post("/api/games", content=b'{"seed": 1}', headers=headers)
        assert answer.status_code == 415 and "JSON" in answer.json()["error"], kind
    assert not client.app.state.tables.games


def test_the_tables_own_pages_pass(client):
    # A same-origin POST names its origin; a same-origin GET may name none.
    for origin in ("http://localhost:8000", "HTTP://LOCALHOST:8000"):
        answer = client.post("/api/games", json={"seed": 1}, headers={
            "Origin": origin, "Content-Type": "application/json; charset=utf-8"})
        assert answer.status_code == 200, answer.text
    assert client.get("/api/options").status_code == 200
    assert client.get("/static/common.js").status_code == 200


def test_the_pages_scripts_send_every_write_as_json():
    # Every request of the pages goes through api() in common.js, which declares JSON.
    scripts = {path.name: path.read_text(encoding="utf-8") for path in STATIC.glob("*.js")}
    assert [name for name, text in scripts.items() if "fetch(" in text] == ["common.js"]
    assert 'headers: {"Content-Type": "application/json"}' in scripts["common.js"]


def test_a_request_naming_another_host_is_refused(client):
    # DNS rebinding: a site points its own name at this computer; the page is then of
    # that site's origin, so its Origin matches the Host it sends.
    for url in ("/", "/api/options", "/static/common.js"):
        answer = client.get(url, headers={"Host": "rebind.evil.example:8000"})
        assert answer.status_code == 400 and "does not answer" in answer.json()["error"]
    answer = client.post("/api/games", json={"seed": 1}, headers={
        "Host": "rebind.evil.example:8000", "Origin": "http://rebind.evil.example:8000"})
    assert answer.status_code == 400
    assert not client.app.state.tables.games


@pytest.mark.parametrize("host", ["", "localhost:", "localhost:80:80", "localhost:http",
                                  "[::1", "localhost.", "user@localhost"])
def test_a_host_header_that_is_not_a_host_name_is_refused(client, host):
    assert client.get("/api/options", headers={"Host": host}).status_code == 400


def answers(app, host: str) -> bool:
    client = TestClient(app, base_url=f"http://{host}")
    return client.get("/api/options").status_code == 200


def test_a_server_on_a_loopback_address_answers_to_every_loopback_name():
    for address in ("127.0.0.1", "::1", "localhost"):
        app = create_app(host=address)
        for host in ("localhost:8000", "127.0.0.1:8000", "[::1]:8000", "LOCALHOST:8000"):
            assert answers(app, host), (address, host)
        for host in ("10.0.0.5:8000", "example.com:8000", "127.0.0.1.evil.example:8000"):
            assert not answers(app, host), (address, host)


def test_a_server_on_every_address_answers_to_ip_addresses_and_the_names_allowed():
    app = create_app(host="0.0.0.0", allow_hosts=["table.example", "Seastead-Box"])
    for host in ("192.168.1.5:8000", "[fe80::1]:8000", "0.0.0.0:8000", "localhost:8000",
                 "table.example:8000", "seastead-box:8000"):
        assert answers(app, host), host
    for host in ("evil.example:8000", "table.example.evil.example"):
        assert not answers(app, host), host


def test_a_server_on_one_address_answers_to_it_and_the_names_allowed_only():
    app = create_app(host="192.168.1.5", allow_hosts=["table.example"])
    assert answers(app, "192.168.1.5:8000") and answers(app, "table.example:8000")
    for host in ("10.0.0.5:8000", "localhost:8000", "127.0.0.1:8000"):
        assert not answers(app, host), host


def test_a_name_that_is_not_a_host_name_is_not_allowed():
    for bad in ("evil/x", "a..b", "-a.example", "", "*.example", "a b"):
        with pytest.raises(ValueError, match="not a host name"):
            create_app(allow_hosts=[bad])


def test_a_host_header_must_name_the_port_the_server_listens_on():
    app = create_app(host="127.0.0.1", port=8000)
    for host in ("localhost:0", "localhost:8001", "localhost", "127.0.0.1:80", "[::1]:443"):
        assert not answers(app, host), host
    assert answers(app, "localhost:8000")
    # A server on port 80 answers to a Host that names no port (http's default).
    assert answers(create_app(port=80), "localhost")


def test_a_reverse_proxys_public_name_is_allowed_with_its_port():
    app = create_app(host="127.0.0.1", port=8000, allow_hosts=["table.example:443"])
    secure = TestClient(app, base_url="https://table.example")       # Host: table.example
    assert secure.get("/api/options").status_code == 200
    for host in ("table.example:8000", "table.example:80"):
        assert not answers(app, host), host
    assert answers(app, "localhost:8000")


def test_an_origin_of_another_scheme_is_refused(client):
    for origin in ("https://localhost:8000", "ws://localhost:8000"):
        answer = client.post("/api/games", json={"seed": 1}, headers={"Origin": origin})
        assert answer.status_code == 403, origin
    assert not client.app.state.tables.games
    secure = TestClient(create_app(port=443), base_url="https://localhost")
    assert secure.get("/api/options", headers={"Origin": "https://localhost"}).status_code \
        == 200
    assert secure.get("/api/options", headers={"Origin": "http://localhost"}).status_code \
        == 403


def test_allow_host_takes_a_port_with_the_name():
    from seastead_rules.table.guard import allowed_host
    assert allowed_host("Table.Example:443") == "table.example:443"
    assert allowed_host("[FE80::1]:8080") == "[fe80::1]:8080"
    assert allowed_host("fe80::1") == "fe80::1"
    for bad in ("table.example:0", "table.example:99999", "table.example:http"):
        with pytest.raises(ValueError, match="not a host name"):
            allowed_host(bad)
