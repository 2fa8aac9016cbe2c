"""LSP over stdio, bounded: messages are read without trusting the length the editor
announces, one past MAX_MESSAGE is refused (its bytes skipped), and the server ends with
the status LSP asks for. Import it only after `extras.need("lsp", "pygls")`."""

from __future__ import annotations

import asyncio
import json
import os
import sys
import threading
from concurrent.futures import CancelledError

from pygls.lsp.server import LanguageServer

__all__ = ["MAX_MESSAGE", "Frames", "TooLarge", "serve"]

# The largest message read, in bytes: a document of the largest content file the
# compiler reads is far smaller; one past it is refused (see lang/limits.py MAX_SOURCE).
MAX_MESSAGE = 16 * 1024 * 1024
# The most of one header line kept, in bytes (the rest of a longer line is dropped).
_MAX_HEADER = 1024
_CHUNK = 64 * 1024


class TooLarge(int):
    """The length of a message refused as larger than MAX_MESSAGE."""


class Frames:
    """The messages of a file descriptor as LSP frames them: headers, a blank line and
    `Content-Length` bytes. Read with os.read, so a thread waiting on it holds no lock."""

    def __init__(self, fd: int):
        self.fd, self.buffer = fd, bytearray()

    def _fill(self) -> bool:
        data = os.read(self.fd, _CHUNK)
        self.buffer += data
        return bool(data)

    def _line(self) -> bytes | None:
        """The next header line (its first _MAX_HEADER bytes); None at the end of input."""
        kept, scanned = b"", 0
        while True:
            end = self.buffer.find(b"\n", scanned)
            if end >= 0:
                line = kept + bytes(self.buffer[:min(end, _MAX_HEADER)])
                del self.buffer[:end + 1]
                return line[:_MAX_HEADER].rstrip(b"\r")
            if len(self.buffer) > _MAX_HEADER:     # a line that long: keep its start only
                kept = (kept + bytes(self.buffer[:_MAX_HEADER]))[:_MAX_HEADER]
                self.buffer.clear()
            scanned = len(self.buffer)
            if not self._fill():
                return None

    def next(self) -> bytes | TooLarge | None:
        """The next message's body, TooLarge for one past MAX_MESSAGE (call `skip` then),
        or None at the end of input."""
        length = None
        while True:
            line = self._line()
            if line is None:
                return None
            if line.strip():
                name, _, value = line.partition(b":")
                value = value.strip()
                if name.strip().lower() == b"content-length":
                    length = int(value) if value.isdigit() and len(value) <= 20 else None
            elif length is not None:
                break
        if length > MAX_MESSAGE:
            return TooLarge(length)
        while len(self.buffer) < length:
            if not self._fill():
                return None
        body = bytes(self.buffer[:length])
        del self.buffer[:length]
        return body

    def skip(self, length: int) -> None:
        """Drop the `length` bytes of a refused message as they come (until the input
        ends or cannot be read: `next` then says so)."""
        dropped = min(length, len(self.buffer))
        del self.buffer[:dropped]
        length -= dropped
        while length > 0:
            try:
                data = os.read(self.fd, min(length, _CHUNK))
            except OSError:
                return
            if not data:
                return
            length -= len(data)


class _Output:
    """The server's output: pygls closes its writer on `exit`; stdout stays open."""

    def __init__(self, stream):
        self.stream = stream

    def write(self, data: bytes) -> None:
        self.stream.write(data)
        self.stream.flush()

    def close(self) -> None:
        self.stream.flush()


def _one_line_on_stderr(loop, context: dict) -> None:
    """A failure in a callback of the event loop: one line on stderr, no traceback (and
    nothing when the editor has closed the pipe)."""
    err = context.get("exception")
    if isinstance(err, BrokenPipeError):
        return
    said = f"{type(err).__name__}: {err}" if err is not None else context.get("message", "")
    try:
        print(f"seastead lsp: internal error ({' '.join(str(said).split())[:300]})",
              file=sys.stderr)
    except (OSError, ValueError):
        pass


def _error(message_id, code: int, message: str) -> bytes:
    body = json.dumps({"jsonrpc": "2.0", "id": message_id,
                       "error": {"code": code, "message": message}}).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def serve(server: LanguageServer, stdin=None, stdout=None) -> int:
    """Speak LSP on stdin and stdout until `exit` or the end of input; the exit status:
    0 after `shutdown`, 1 otherwise, as LSP asks."""
    stdin = stdin if stdin is not None else sys.stdin.buffer
    output = _Output(stdout if stdout is not None else sys.stdout.buffer)
    server.protocol.set_writer(output)
    try:
        return asyncio.run(_serve(server, Frames(stdin.fileno()), output))
    except BrokenPipeError:         # the editor went away
        return 1


async def _serve(server: LanguageServer, frames: Frames, output: _Output) -> int:
    loop = asyncio.get_running_loop()
    loop.set_exception_handler(_one_line_on_stderr)
    queue: asyncio.Queue = asyncio.Queue(maxsize=4)    # read ahead a little, no further

    def read() -> None:             # in its own thread: os.read waits, the loop answers
        while True:
            try:
                item = frames.next()
            except OSError:         # the input cannot be read: as if it had ended
                item = None
            try:
                asyncio.run_coroutine_threadsafe(queue.put(item), loop).result()
            except (RuntimeError, CancelledError):     # the server has ended
                return
            if item is None:
                return
            if isinstance(item, TooLarge):
                frames.skip(item)

    threading.Thread(target=read, name="seastead-lsp-input", daemon=True).start()
    protocol = server.protocol
    while True:
        item = await queue.get()
        if item is None:
            return 0 if getattr(server, "shut_down", False) else 1
        if isinstance(item, TooLarge):
            output.write(_error(None, -32600, f"message refused: {item:,} bytes, and the "
                                              f"server reads at most {MAX_MESSAGE:,}"))
            continue
        try:
            message = json.loads(item, object_hook=protocol.structure_message)
        except Exception as err:    # not JSON, or not a message LSP knows
            output.write(_refusal(item, err))
            continue
        try:
            protocol.handle_message(message)
        except SystemExit as done:  # pygls ends the server on `exit` this way
            return int(done.code or 0)
        except BrokenPipeError:
            raise
        except Exception as err:    # a message pygls cannot take (a batch, no version)
            output.write(_refusal(item, err))


def _refusal(body: bytes, err: Exception) -> bytes:
    """What answers a message that could not be read: an error for a request (with its
    id, or none when that cannot be read), a log message for a notification."""
    try:
        raw = json.loads(body)
    except ValueError:
        return _error(None, -32700, "message refused: it is not JSON")
    if not isinstance(raw, dict) or raw.get("jsonrpc") != "2.0" or "method" not in raw:
        return _error(raw.get("id") if isinstance(raw, dict) else None, -32600,
                      "message refused: it is not a JSON-RPC 2.0 request or notification")
    said = f"message refused: the parameters of {str(raw['method'])[:80]!r} are not LSP's"
    if "id" in raw:
        return _error(raw["id"], getattr(err, "code", -32602), said)
    body = json.dumps({"jsonrpc": "2.0", "method": "window/logMessage",
                       "params": {"type": 2, "message": said}}).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body
