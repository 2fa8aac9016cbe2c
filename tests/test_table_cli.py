"""The table from the command line: `seastead serve` is registered without importing the
web libraries, and `seastead replay --web FILE` serves the record's replay."""

from __future__ import annotations

import io
import re
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

import seastead_rules as s
from seastead_rules.cli.command import _parser

ROOT = Path(__file__).resolve().parents[1]


def test_serve_takes_a_port_and_a_host():
    args = _parser().parse_args(["serve", "--port", "8123", "--host", "0.0.0.0"])
    assert (args.command, args.port, args.host) == ("serve", 8123, "0.0.0.0")


def test_serve_plays_with_the_content_and_extra_files_given(tmp_path, monkeypatch):
    from seastead_rules.table import serve as serving
    mine = tmp_path / "mine.sea"
    mine.write_text('decree "Tide Tax" {\n    modify build-cost +1 if building is port\n}\n')
    served = {}
    monkeypatch.setattr(serving, "serve", lambda host, port, content=None, **more:
                        served.update(content=content) or 0)
    args = _parser().parse_args(["serve", "--extra", str(mine)])
    assert serving.run(args) == 0
    assert "Tide Tax" in served["content"].decree


def test_serve_answers_to_the_host_names_allowed(monkeypatch):
    from seastead_rules.table import serve as serving
    served = {}
    monkeypatch.setattr(serving, "serve", lambda host, port, content=None, **more:
                        served.update(host=host, **more) or 0)
    args = _parser().parse_args(["serve", "--host", "0.0.0.0", "--allow-host", "table.example",
                                 "--allow-host", "Seastead-Box"])
    assert serving.run(args) == 0
    assert served == {"host": "0.0.0.0", "allow_hosts": ["table.example", "seastead-box"],
                      "save_key": None}


def test_allow_host_takes_host_names_only(capsys):
    for command in (["serve"], ["replay", "game.json", "--web"]):
        with pytest.raises(SystemExit):
            _parser().parse_args([*command, "--allow-host", "evil/x"])
        assert "'evil/x' is not a host name" in capsys.readouterr().err
    args = _parser().parse_args(["replay", "game.json", "--web", "--allow-host", "[FE80::1]"])
    assert args.allow_host == ["fe80::1"]


def test_the_server_answers_to_the_names_of_its_address_and_those_allowed(monkeypatch):
    pytest.importorskip("uvicorn", reason="the table needs the 'table' extra (uvicorn)")
    pytest.importorskip("httpx", reason="Starlette's TestClient needs httpx")
    import uvicorn
    from starlette.testclient import TestClient

    from seastead_rules.table import serve as serving
    apps = []

    class Server:       # takes the application instead of running it
        def __init__(self, config):
            apps.append(config.app)

        def run(self, sockets):
            pass
    monkeypatch.setattr(uvicorn, "Server", Server)
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    assert serving.serve("127.0.0.1", port, out=io.StringIO(),
                         allow_hosts=["table.example"]) == 0
    for host, status in (("localhost", 200), ("127.0.0.1", 200), ("[::1]", 200),
                         ("table.example", 200), ("evil.example", 400)):
        client = TestClient(apps[0], base_url=f"http://{host}:{port}")
        assert client.get("/api/options").status_code == status, host


def test_serve_refuses_an_extra_card_that_collides_with_a_shipped_one(tmp_path):
    from seastead_rules.table import serve as serving
    mine = tmp_path / "mine.sea"
    mine.write_text('decree "Port Levy" {\n    modify build-cost +1 if building is port\n}\n')
    with pytest.raises(s.ContentError, match="use --replace"):
        serving.run(_parser().parse_args(["serve", "--extra", str(mine)]))


def test_the_command_line_imports_no_web_library_until_the_table_is_served():
    probe = ("import sys, seastead_rules.cli.command as c; c._parser(); "
             "print(sorted(m for m in ('starlette', 'uvicorn') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert out.stdout.strip() == "[]", out.stderr


def test_replay_web_serves_the_records_replay(tmp_path):
    pytest.importorskip("uvicorn", reason="the table needs the 'table' extra (uvicorn)")
    httpx = pytest.importorskip("httpx", reason="this test reads the page with httpx")
    game = s.Game(5)
    for _ in range(6):
        game.play(s.legal_actions(game.state)[0])
    record = tmp_path / "game.json"
    record.write_text(game.record().to_json(), encoding="utf-8")
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    server = subprocess.Popen(
        [sys.executable, "-m", "seastead_rules.cli", "replay", "--web", str(record),
         "--port", str(port)], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True)
    try:
        line = server.stdout.readline()
        assert "the Seastead table is at http://localhost:" in line, server.stderr.read()
        url = re.search(r"http://\S+", line).group(0)
        replay_id = url.rsplit("/", 1)[1]
        base = f"http://127.0.0.1:{port}"
        page = _get(httpx, f"{base}/api/replays/{replay_id}", params={"step": 6})
        assert page.json()["action"] == str(game.actions[5])
        assert "replay.js" in _get(httpx, url.replace("localhost", "127.0.0.1")).text
    finally:
        server.terminate()
        server.wait(10)


def _get(httpx, url, **kwargs):
    # The server prints its address just before it starts listening: try for a while.
    for _ in range(100):
        try:
            return httpx.get(url, timeout=5, **kwargs)
        except httpx.TransportError:
            time.sleep(0.1)
    raise AssertionError(f"nothing answers at {url}")
