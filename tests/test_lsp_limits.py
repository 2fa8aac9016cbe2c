"""The language server stays answerable whatever an editor sends it: at most 100
problems a file, documents past the size limit refused with one diagnostic, checks run
beside the other requests, messages past 16 MB refused, no traceback to the editor or
on stderr, and the exit status LSP asks for."""

from __future__ import annotations

import json
import time

import pytest
from lsp_client import ROOT, Client

from seastead_rules.kernel.lang.limits import MAX_SOURCE
from seastead_rules.kernel.lang.problems import MAX_PROBLEMS
from seastead_rules.lsp import completions, diagnostics

pytest.importorskip("pygls")

# Each pathological input is answered within this many seconds (a loaded CI machine).
FAST = 5.0
GOOD = 'decree "Tide Tax" {\n    modify build-cost +1 if building is port\n}\n'


def test_diagnostics_list_a_hundred_findings_then_say_how_many_more():
    text = "".join(f'decree "D{i}" {{ modify build-cost +1 if kelp > 40 }}\n'
                   for i in range(MAX_PROBLEMS + 30))
    found = diagnostics("my.sea", text)
    assert len(found) == MAX_PROBLEMS + 1
    assert [f.problem.line for f in found[:-1]] == list(range(1, MAX_PROBLEMS + 1))
    assert found[-1].problem.line == MAX_PROBLEMS + 1
    assert found[-1].message == (f"and 30 more problems, not listed (at most {MAX_PROBLEMS} "
                                 "are listed for a file)")


def test_completion_does_not_read_a_document_past_the_size_limit():
    text = 'decree "D" { forbid dive }\n' * 100_000
    start = time.perf_counter()
    labels = {label for label, _, _ in completions(text)}
    assert time.perf_counter() - start < FAST
    assert "decree" in labels and '"D"' not in labels


# ---- over stdio -------------------------------------------------------------------------

def _started(folder) -> Client:
    err = folder / "stderr.txt"
    with open(err, "wb") as sink:
        c = Client(stderr=sink)
    c.stderr = err
    c.start()
    return c


@pytest.fixture
def server(tmp_path):
    """A fresh server, initialized, whose stderr is kept; the test says how it ends."""
    c = _started(tmp_path)
    yield c
    c.timer.cancel()
    c.proc.kill()
    c.proc.wait()


@pytest.fixture(scope="module")
def shared(tmp_path_factory):
    """One server for the tests that leave it running; its stderr is kept."""
    c = _started(tmp_path_factory.mktemp("lsp"))
    yield c
    c.close()


def _said(server) -> str:
    return server.stderr.read_text(encoding="utf-8", errors="replace")


PAST_THE_LIMIT = {
    "100 KB of '}'": "}" * 100_000,
    "a 20k-term 'and' chain": 'decree "T" {\n    forbid dive if '
                              + " and ".join(["kelp > 1"] * 20_000) + "\n}\n",
    "a 1 MB line": 'decree "D" { ' + "forbid dive " * 90_000 + "}",
}


@pytest.mark.parametrize("shape", sorted(PAST_THE_LIMIT))
def test_a_document_past_the_size_limit_gets_one_diagnostic_at_the_limit(shared, shape):
    uri, text = "file:///tmp/long.sea", PAST_THE_LIMIT[shape]
    line = text.count("\n", 0, MAX_SOURCE)
    start = time.perf_counter()
    shared.open(uri, text)
    found = shared.diagnostics_of(uri)
    assert time.perf_counter() - start < FAST
    assert [d["range"]["start"] for d in found] == [
        {"line": line, "character": MAX_SOURCE - (text.rfind("\n", 0, MAX_SOURCE) + 1)}]
    assert found[0]["message"] == (f"the file is too long: {len(text):,} characters, and a "
                                   f"content file has at most {MAX_SOURCE:,}")
    asked = shared.send("textDocument/completion", {"textDocument": {"uri": uri},
                                                    "position": {"line": 0, "character": 0}})
    assert shared.wait_for(lambda m: m.get("id") == asked)["result"]["items"]
    shared.send("textDocument/didClose", {"textDocument": {"uri": uri}}, request=False)
    assert shared.diagnostics_of(uri) == []
    assert _said(shared) == ""


def test_a_long_check_does_not_hold_up_the_other_requests(shared):
    # A long but valid document takes a while to check; a completion asked after it
    # is opened is answered before its diagnostics are published.
    terms = (MAX_SOURCE - 200) // len("kelp > 1 and ")
    big = ('decree "Big" {\n    when you build { if ' + " and ".join(["kelp > 1"] * terms)
           + " { nothing } }\n}\n")
    shared.open("file:///tmp/small.sea", GOOD)
    shared.diagnostics_of("file:///tmp/small.sea")
    where = {"textDocument": {"uri": "file:///tmp/small.sea"},
             "position": {"line": 1, "character": 4}}
    asked = shared.send("textDocument/completion", where)       # the names loaded once
    shared.wait_for(lambda m: m.get("id") == asked)
    shared.open("file:///tmp/big.sea", big)
    asked = shared.send("textDocument/completion", where)
    first = shared.wait_for(lambda m: m.get("id") == asked or (
        m.get("method") == "textDocument/publishDiagnostics"
        and m["params"]["uri"] == "file:///tmp/big.sea"))
    assert first.get("id") == asked
    assert shared.diagnostics_of("file:///tmp/big.sea") == []


def test_the_last_diagnostics_published_are_those_of_the_newest_text(shared):
    uri = "file:///tmp/typed.sea"
    shared.open(uri, "decree")
    for version, text in enumerate(['decree "A"', 'decree "A" {', GOOD], start=2):
        shared.send("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                               "contentChanges": [{"text": text}]},
                    request=False)
    newest = shared.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                             and m["params"]["uri"] == uri and m["params"]["version"] == 4)
    assert newest["params"]["diagnostics"] == []
    asked = shared.send("textDocument/completion", {"textDocument": {"uri": uri},
                                                    "position": {"line": 0, "character": 0}})
    later = []
    while (message := shared.receive()).get("id") != asked:
        later.append(message)
    assert [m for m in later if m.get("method") == "textDocument/publishDiagnostics"
            and m["params"]["uri"] == uri] == []


def test_a_hover_on_a_document_never_opened_answers_nothing_and_reads_no_file(shared,
                                                                               tmp_path):
    on_disk = tmp_path / "never_opened.sea"
    on_disk.write_text(GOOD, encoding="utf-8")
    for uri in (on_disk.as_uri(), "file:///nowhere/missing.sea"):
        asked = shared.send("textDocument/hover", {"textDocument": {"uri": uri},
                                                   "position": {"line": 1, "character": 10}})
        reply = shared.wait_for(lambda m, asked=asked: m.get("id") == asked)
        assert reply == {"jsonrpc": "2.0", "id": asked, "result": None}
    assert _said(shared) == ""


def test_a_malformed_request_is_answered_with_an_error_and_no_traceback(shared):
    asked = shared.send("textDocument/hover", {"position": "nowhere"})
    reply = shared.wait_for(lambda m: m.get("id") == asked)
    assert reply["error"]["code"] == -32602
    assert "traceback" not in json.dumps(reply).lower()
    assert _said(shared) == ""


def test_shutdown_then_exit_ends_the_server_with_status_0(server):
    asked = server.send("shutdown", None)
    assert server.wait_for(lambda m: m.get("id") == asked)["result"] is None
    server.send("exit", None, request=False)
    assert server.proc.wait(timeout=10) == 0
    assert _said(server) == ""


def test_exit_without_shutdown_ends_the_server_with_status_1(server):
    server.send("exit", None, request=False)
    assert server.proc.wait(timeout=10) == 1
    assert _said(server) == ""


def test_a_message_announcing_a_terabyte_is_refused_and_the_server_stays(server):
    server.write(b"Content-Length: %d\r\n\r\n" % 10 ** 12 + b"{}")
    reply = server.receive()
    assert reply["id"] is None and reply["error"]["code"] == -32600
    assert reply["error"]["message"] == ("message refused: 1,000,000,000,000 bytes, and the "
                                         "server reads at most 16,777,216")
    time.sleep(0.5)
    assert server.proc.poll() is None
    assert server.end() == 1             # its input ended before any shutdown
    assert _said(server) == ""


def test_a_message_past_16_mb_is_skipped_and_the_next_one_answered(shared):
    huge = json.dumps({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
        "textDocument": {"uri": "file:///tmp/huge.sea", "languageId": "seastead",
                         "version": 1, "text": "}" * (17 * 1024 * 1024)}}}).encode()
    shared.write(b"Content-Length: %d\r\n\r\n" % len(huge) + huge)
    start = time.perf_counter()
    asked = shared.send("textDocument/hover", {"textDocument": {"uri": "file:///tmp/huge.sea"},
                                               "position": {"line": 0, "character": 0}})
    refused = shared.receive()
    assert refused["id"] is None and refused["error"]["message"].startswith("message refused")
    assert shared.wait_for(lambda m: m.get("id") == asked)["result"] is None
    assert time.perf_counter() - start < FAST
    assert _said(shared) == ""


def test_diagnostics_of_a_file_that_does_not_compile_are_the_compilers_hundred():
    text = "".join(f'decree "D{i}" {{ forbid dvie }}\n' for i in range(MAX_PROBLEMS + 30))
    found = diagnostics("my.sea", text)
    assert len(found) == MAX_PROBLEMS + 1
    assert found[-1].message == (f"and 30 more problems, not listed (at most {MAX_PROBLEMS} "
                                 "are listed for a file)")


def test_the_tools_page_states_the_servers_limits():
    from seastead_rules.lsp.stdio import MAX_MESSAGE  # it needs pygls
    page = (ROOT / "docs" / "tools.md").read_text(encoding="utf-8").split(
        "## The language server")[1]
    assert f"past {MAX_SOURCE:,} characters" in page
    assert f"at most {MAX_PROBLEMS} diagnostics" in page
    assert f"larger than {MAX_MESSAGE // (1024 * 1024)} MB" in page


def test_messages_are_read_past_a_huge_header_line_and_headers_not_known(tmp_path):
    from seastead_rules.lsp.stdio import Frames, TooLarge
    stream = tmp_path / "input"
    stream.write_bytes(b"X-Junk: " + b"a" * 100_000 + b"\r\nContent-Length: 2\r\n"
                       b"Content-Type: x\r\n\r\n{}" + b"Content-Length: 99999999999\r\n\r\nxyz"
                       b"Content-Length: 1\r\n\r\n1")
    with open(stream, "rb") as f:
        frames = Frames(f.fileno())
        assert frames.next() == b"{}"
        assert frames.next() == TooLarge(99999999999)
        frames.skip(99999999999)        # to the end of the input
        assert frames.next() is None
