"""Who may talk to the table's server, and how much: a body over the size limit is
refused by its Content-Length before any of it is read, and a streamed body (no
Content-Length) is read only up to the limit. Requests are made at the ASGI level, so
the test sees how much of the body the server asked for."""

from __future__ import annotations

import asyncio
import json

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
    """POST `chunks` MiB of body to the app; (status, answer, how many chunks it read)."""
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
    return sent[0]["status"], json.loads(body), read


def test_a_body_declared_too_large_is_refused_before_any_of_it_is_read(app):
    status, answer, read = call(app, {"content-length": str(256 * MiB)}, 256)
    assert status == 413 and "too large" in answer["error"]
    assert read == 0


def test_a_streamed_body_is_read_only_up_to_the_limit(app):
    status, answer, read = call(app, {}, 64)      # chunked: no Content-Length
    assert status == 413 and "too large" in answer["error"]
    assert read * MiB <= BODY_LIMIT + MiB < 64 * MiB


def test_a_content_length_that_is_not_a_number_is_refused(app):
    status, answer, read = call(app, {"content-length": "²"}, 1)
    assert status == 400 and read == 0
