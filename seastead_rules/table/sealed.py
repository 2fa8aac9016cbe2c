"""Saves every seat may keep: a game record sealed by the table's server.

A game record holds the seed, which tells every hidden card (or die); given to one
person mid-game while others play, it would let them see what the others cannot. So a
seat whose page may not have the record (see `TableGame.may_see_all`) gets it sealed:
encrypted and signed with the server's key, to be loaded again at a server with the
same key (the same `seastead serve` on the same computer), and read by nobody.

The seal: a random 16-byte nonce; the record XORed with SHAKE-256(enc key, nonce) as a
key stream; HMAC-SHA-256(mac key, nonce and cipher text) as the tag; both keys derived
from the server's 32-byte key. All from the standard library. A seal that does not
verify is refused, and its text never read.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import os
import secrets

from ..errors import ArgumentError
from .refused import Refused

__all__ = ["Sealer", "record_for", "is_sealed", "game_of", "key_file", "FORMAT"]

FORMAT = "seastead-table-save"
VERSION = 1
_NONCE, _TAG = 16, 32


def _derive(key: bytes, purpose: bytes) -> bytes:
    return hashlib.sha256(b"seastead table seal: " + purpose + b": " + key).digest()


def _stream(key: bytes, nonce: bytes, data: bytes) -> bytes:
    pad = hashlib.shake_256(key + nonce).digest(len(data))
    return (int.from_bytes(data, "big") ^ int.from_bytes(pad, "big")).to_bytes(len(data), "big")


class Sealer:
    """Seals and opens records with one key (32 random bytes if none is given)."""

    def __init__(self, key: bytes | None = None):
        key = secrets.token_bytes(32) if key is None else key
        if not isinstance(key, bytes) or len(key) < 16:
            raise ValueError("a sealing key is 16 bytes or more")
        self._enc, self._mac = _derive(key, b"enc"), _derive(key, b"mac")

    def seal(self, game: str, text: str) -> str:
        """The sealed save of a record's JSON text, of the game `game`."""
        nonce = secrets.token_bytes(_NONCE)
        body = _stream(self._enc, nonce, text.encode("utf-8"))
        tag = hmac.new(self._mac, nonce + body, hashlib.sha256).digest()
        return json.dumps({"format": FORMAT, "version": VERSION, "game": game,
                           "sealed": base64.b64encode(nonce + body + tag).decode("ascii")})

    def open(self, text: str) -> tuple:
        """(game, the record's JSON text) of a sealed save; Refused when it is not one,
        or was sealed by another server (or changed since)."""
        try:
            d = json.loads(text)
            raw = base64.b64decode(d["sealed"], validate=True)
            game = d["game"]
        except (ValueError, KeyError, TypeError, RecursionError, binascii.Error):
            raise Refused("not a sealed save of this table") from None
        if not isinstance(game, str) or len(raw) < _NONCE + _TAG:
            raise Refused("not a sealed save of this table")
        nonce, body, tag = raw[:_NONCE], raw[_NONCE:-_TAG], raw[-_TAG:]
        if not hmac.compare_digest(tag, hmac.new(self._mac, nonce + body,
                                                 hashlib.sha256).digest()):
            raise Refused("this save was sealed by another table server (or changed "
                          "since): load it at the server where it was saved", 403)
        try:
            return game, _stream(self._enc, nonce, body).decode("utf-8")
        except UnicodeDecodeError:      # pragma: no cover - a verified seal is ours
            raise Refused("not a sealed save of this table") from None


def _document(text):
    try:
        d = json.loads(text) if isinstance(text, str) else None
    except (ValueError, RecursionError):
        return None
    return d if isinstance(d, dict) else None


def is_sealed(text) -> bool:
    """Whether `text` is a sealed save (not whether it opens)."""
    d = _document(text)
    return d is not None and d.get("format") == FORMAT


def game_of(text, default: str) -> str:
    """The game a record's JSON text is of: a kernel record names it, a Seastead record
    is Seastead's; else `default`."""
    d = _document(text)
    if d is None:
        return default
    if d.get("format") == "seastead-record":
        return "seastead"
    game = d.get("game")
    return game if isinstance(game, str) else default


def record_for(table, token, sealer: Sealer) -> str:
    """The save the page of `token` may have: the game record itself when it may see
    everything (`may_see_all`), else the record sealed."""
    seats = table.seats_of(token)
    text = table.record_text()
    return text if table.may_see_all(seats) else sealer.seal(table.view.name, text)


def key_file(path) -> bytes:
    """The key kept in the file `path` (made, readable by its owner only, when there is
    none): a server started again reads the saves it sealed before. ArgumentError when
    something other than a regular file is there, or the file is too short to be a key."""
    from ..inputs import output_file, read_bytes
    if os.path.lexists(path):
        key = read_bytes(path, "--save-key")
        if len(key) < 16:
            raise ArgumentError(f"--save-key {os.fspath(path)}: {len(key)} bytes, not a key "
                                "(give a new file name: the table makes the key)")
        return key
    path = output_file(path, "--save-key")
    key = secrets.token_bytes(32)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "wb") as out:
        out.write(key)
    return key
