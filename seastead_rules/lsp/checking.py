"""Checking documents beside the server's other work: one thread checks the newest text
of each document in turn and hands the result to the event loop, so hover and
completion are answered while a long file is checked, and a text already replaced by
a newer one is never checked."""

from __future__ import annotations

import asyncio
import threading

__all__ = ["Checker"]


class Checker:
    """Calls `check(uri, text)` in a background thread for the newest text submitted for
    each document, then `publish(uri, version, text, result)` on the event loop.
    `check` answers every text (a failure is its result): it never raises."""

    def __init__(self, check, publish):
        self._check, self._publish = check, publish
        self._waiting: dict = {}        # uri -> (version, text) not checked yet, oldest first
        self._ready = threading.Condition()
        self._loop = None

    def submit(self, uri: str, version, text: str) -> None:
        """Check this text of the document next (in place of any text waiting for it).
        Called on the event loop, which receives the result."""
        with self._ready:
            if self._loop is None:
                self._loop = asyncio.get_running_loop()
                threading.Thread(target=self._run, name="seastead-lsp-check",
                                 daemon=True).start()
            self._waiting.pop(uri, None)
            self._waiting[uri] = (version, text)
            self._ready.notify()

    def forget(self, uri: str) -> None:
        """Do not check the document's waiting text (it was closed)."""
        with self._ready:
            self._waiting.pop(uri, None)

    def _run(self) -> None:
        while True:
            with self._ready:
                while not self._waiting:
                    self._ready.wait()
                uri = next(iter(self._waiting))
                version, text = self._waiting.pop(uri)
            result = self._check(uri, text)
            try:
                self._loop.call_soon_threadsafe(self._publish, uri, version, text, result)
            except RuntimeError:        # the event loop has closed: the server has ended
                return
