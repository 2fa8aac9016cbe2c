"""A client speaking LSP to `seastead lsp` over stdio, as an editor does, for the tests."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


class Client:
    """The server in a child process; its stderr goes to `stderr` (a file) or nowhere."""

    def __init__(self, stderr=None):
        self.proc = subprocess.Popen([sys.executable, "-m", "seastead_rules.cli", "lsp"],
                                     cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=stderr or subprocess.DEVNULL)
        self.timer = threading.Timer(60, self.proc.kill)     # never hang the suite
        self.timer.start()
        self.ids = 0

    def write(self, data: bytes) -> None:
        """Bytes as they are, to the server's input."""
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def send(self, method, params, request=True):
        """A request (its id returned) or a notification."""
        message = {"jsonrpc": "2.0", "method": method, "params": params}
        if request:
            self.ids += 1
            message["id"] = self.ids
        body = json.dumps(message).encode()
        self.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        return message.get("id")

    def receive(self):
        """The next message from the server."""
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
        """The first message from the server that `match` accepts (the others dropped)."""
        while True:
            message = self.receive()
            if match(message):
                return message

    def start(self, options=None):
        """initialize (with the editor's initialization options, if any) and initialized;
        the server's capabilities."""
        params = {"processId": None, "rootUri": None, "capabilities": {}}
        if options is not None:
            params["initializationOptions"] = options
        first = self.send("initialize", params)
        reply = self.wait_for(lambda m: m.get("id") == first)
        self.send("initialized", {}, request=False)
        return reply["result"]["capabilities"]

    def open(self, uri, text, version=1):
        """didOpen, without waiting for anything."""
        self.send("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "seastead", "version": version, "text": text}},
            request=False)

    def diagnostics_of(self, uri):
        """The next diagnostics the server publishes for `uri`."""
        return self.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                             and m["params"]["uri"] == uri)["params"]["diagnostics"]

    def end(self, timeout=10) -> int:
        """Close the server's input and wait for it to exit; its exit status."""
        try:
            self.proc.stdin.close()
            return self.proc.wait(timeout=timeout)
        finally:
            self.timer.cancel()
            self.proc.kill()
            self.proc.stdout.close()

    def close(self):
        """shutdown and exit, as an editor ends a session."""
        self.send("shutdown", None)
        self.send("exit", None, request=False)
        self.end()
