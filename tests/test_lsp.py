"""The language server answers an editor over stdio: diagnostics from the compiler and
the linter when a file is opened or changed, hover text for the card under the cursor,
completion of the language's names and the cards'."""

import json
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from seastead_rules.lsp import completions, diagnostics, hover_at
from seastead_rules.names import COUNTED, EVENTS, QUERIES, RESOURCES

ROOT = Path(__file__).resolve().parents[1]
BROKEN = ('decree "Dry Spell" {\n    forbid dive\n}\n'
          'decree "Typo" { when you build { rearange ships } }\n')
GOOD = 'decree "Tide Tax" {\n    modify build-cost +1 if building is port\n}\n'


def test_diagnostics_name_compile_errors_with_their_position():
    found = diagnostics("my.sea", BROKEN)
    assert [(f.severity, f.problem.line, f.problem.column) for f in found] == [("error", 4, 34)]
    assert "did you mean 'rearrange'" in found[0].message


def test_diagnostics_give_the_linter_findings_of_a_file_that_compiles():
    found = diagnostics("my.sea", BROKEN.split("decree \"Typo\"")[0])
    assert [(f.severity, f.problem.line, f.problem.column) for f in found] == [("error", 2, 5)]


def test_diagnostics_name_a_collision_with_a_shipped_card():
    found = diagnostics("my.sea", 'decree "Port Levy" { modify build-cost +1 }')
    assert "use --replace" in found[0].message


def test_hover_shows_the_item_under_the_cursor_with_its_card_text_and_source():
    shown = hover_at("my.sea", GOOD, 2, 10)
    assert shown.startswith("**decree** 'Tide Tax'")
    assert "Ports cost 1 more to build." in shown
    assert "modify build-cost +1 if building is port" in shown


def test_hover_over_nothing_shows_nothing():
    assert hover_at("my.sea", "\n\n" + GOOD, 1, 1) is None


def test_completion_offers_the_names_of_the_compilers_tables_and_the_cards():
    labels = {label for label, _, _ in completions(GOOD)}
    assert {*RESOURCES, *QUERIES, *EVENTS, *COUNTED, "rearrange", "decree"} <= labels
    assert {'"Port Levy"', '"Tide Tax"'} <= labels


# ---- over stdio, as an editor speaks to it ---------------------------------------------

class _Client:
    def __init__(self):
        self.proc = subprocess.Popen([sys.executable, "-m", "seastead_rules.cli", "lsp"],
                                     cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL)
        self.timer = threading.Timer(30, self.proc.kill)     # never hang the suite
        self.timer.start()
        self.ids = 0

    def send(self, method, params, request=True):
        message = {"jsonrpc": "2.0", "method": method, "params": params}
        if request:
            self.ids += 1
            message["id"] = self.ids
        body = json.dumps(message).encode()
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()
        return message.get("id")

    def receive(self):
        length = None
        while True:
            line = self.proc.stdout.readline()
            assert line, "the server closed its output"
            if line in (b"\r\n", b"\n"):
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        return json.loads(self.proc.stdout.read(length))

    def wait_for(self, match):
        while True:
            message = self.receive()
            if match(message):
                return message

    def close(self):
        self.send("shutdown", None)
        self.send("exit", None, request=False)
        try:
            self.proc.wait(timeout=10)
        finally:
            self.timer.cancel()
            self.proc.kill()
            self.proc.stdin.close()
            self.proc.stdout.close()


@pytest.fixture(scope="module")
def client():
    pytest.importorskip("pygls")
    c = _Client()
    first = c.send("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
    reply = c.wait_for(lambda m: m.get("id") == first)
    assert "hoverProvider" in reply["result"]["capabilities"]
    c.send("initialized", {}, request=False)
    yield c
    c.close()


def _open(client, uri, text):
    client.send("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "seastead", "version": 1, "text": text}}, request=False)
    return client.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                           and m["params"]["uri"] == uri)["params"]["diagnostics"]


def test_the_server_publishes_diagnostics_for_an_opened_broken_file(client):
    found = _open(client, "file:///tmp/broken.sea", BROKEN)
    assert [(d["range"]["start"], d["severity"]) for d in found] == [
        ({"line": 3, "character": 33}, 1)]
    assert "did you mean 'rearrange'" in found[0]["message"]


def test_the_server_publishes_the_linter_findings_after_a_change(client):
    uri = "file:///tmp/changed.sea"
    _open(client, uri, GOOD)
    client.send("textDocument/didChange", {
        "textDocument": {"uri": uri, "version": 2},
        "contentChanges": [{"text": BROKEN.split('decree "Typo"')[0]}]}, request=False)
    found = client.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                            and m["params"]["uri"] == uri)["params"]["diagnostics"]
    assert [d["range"]["start"] for d in found] == [{"line": 1, "character": 4}]
    assert "the game ends only because nobody can act" in found[0]["message"]


def test_the_server_answers_hover_and_completion(client):
    uri = "file:///tmp/good.sea"
    _open(client, uri, GOOD)
    asked = client.send("textDocument/hover", {"textDocument": {"uri": uri},
                                               "position": {"line": 1, "character": 10}})
    hover = client.wait_for(lambda m: m.get("id") == asked)["result"]
    assert hover["contents"]["value"].startswith("**decree** 'Tide Tax'")
    asked = client.send("textDocument/completion", {"textDocument": {"uri": uri},
                                                    "position": {"line": 1, "character": 4}})
    items = client.wait_for(lambda m: m.get("id") == asked)["result"]["items"]
    assert {"build-cost", "kelp", '"Port Levy"'} <= {i["label"] for i in items}


def test_diagnostics_name_an_item_defined_twice_in_the_file():
    found = diagnostics("my.sea", GOOD + GOOD)
    assert [(f.problem.line, f.message) for f in found] == [
        (4, "decree 'Tide Tax' is defined twice: here and at my.sea:1")]


def test_closing_a_file_clears_its_diagnostics(client):
    uri = "file:///tmp/closed.sea"
    assert _open(client, uri, BROKEN)
    client.send("textDocument/didClose", {"textDocument": {"uri": uri}}, request=False)
    found = client.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                            and m["params"]["uri"] == uri)["params"]["diagnostics"]
    assert found == []


def test_diagnostic_columns_count_utf16_units_as_lsp_does(client):
    # '🌊' is one character but two UTF-16 units: the caret moves one unit further.
    found = _open(client, "file:///tmp/wide.sea",
                  'decree "🌊 Surge" { when you build { rearange ships } }\n')
    assert found[0]["range"]["start"] == {"line": 0, "character": 37}
