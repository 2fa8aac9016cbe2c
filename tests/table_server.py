"""The table's server as `seastead serve` runs it (`serve.server`: uvicorn with the
table's bounds on time and connections), on a free port of 127.0.0.1, in a thread."""

from __future__ import annotations

import contextlib
import socket
import threading
import time


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextlib.contextmanager
def running(make_app, start_seconds: float = 20):
    """Serve `make_app(port)` (a table app for that port) until the block ends; yields
    (its base URL, the uvicorn server)."""
    from seastead_rules.table.serve import server as table_server
    port = free_port()
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", port))
    srv = table_server(make_app(port))
    thread = threading.Thread(target=srv.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + start_seconds
    while not srv.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise AssertionError("the table's server did not start")
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}", srv
    finally:
        srv.should_exit = True
        thread.join(10)
        sock.close()
