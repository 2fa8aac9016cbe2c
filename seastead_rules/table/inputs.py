"""What the table takes from a request: a JSON object body of bounded size, whole numbers
written in ASCII digits, of bounded length, and short texts of bounded length; anything
else is Refused, saying what was expected and repeating only the start of what came."""

from __future__ import annotations

import asyncio
import json
import re
import time

from ..saves.format import MAX_SAVE_SIZE
from .connections import DEFAULT_LIMITS, Limits, body_deadline
from .refused import Refused, shown

__all__ = ["read_json", "whole_number", "short_text", "BODY_LIMIT", "LONGEST_NUMBER",
           "LONGEST_TEXT"]

# Bytes of a request body: a game record (the largest thing sent) and its wrapping.
BODY_LIMIT = MAX_SAVE_SIZE + 4096

# Digits of a whole number: a seed is below 2**64, which has 20.
LONGEST_NUMBER = 20
# Characters of an option given as text: sides, specialists, a decree's name, an opponent.
LONGEST_TEXT = 40

_WHOLE = re.compile(rf"-?[0-9]{{1,{LONGEST_NUMBER}}}")
_BOUND = 10 ** LONGEST_NUMBER
_DIGITS = re.compile(r"[0-9]{1,20}")


async def read_json(request, limits: Limits = DEFAULT_LIMITS) -> dict:
    """The request's body, a JSON object. Refused (413) when its Content-Length is over
    BODY_LIMIT, before any of it is read, and when a body sent without one (chunked)
    passes the limit: the rest is never read. Refused (408) when the body comes slower
    than `limits` allow (`connections.body_deadline`)."""
    declared = request.headers.get("content-length")
    if declared is not None:
        if not _DIGITS.fullmatch(declared):
            raise Refused(f"the Content-Length {shown(declared)} is not a number of bytes")
        if int(declared) > BODY_LIMIT:
            raise Refused(_too_large(), 413)
    data = bytearray()
    start = time.monotonic()
    chunks = request.stream().__aiter__()
    while True:
        left = body_deadline(limits, start, len(data)) - time.monotonic()
        try:
            async with asyncio.timeout(max(0.0, left)):
                chunk = await anext(chunks)
        except StopAsyncIteration:
            break
        except TimeoutError:
            raise Refused(f"the request's body came too slowly (it may take "
                          f"{limits.body_seconds:g} s, and {limits.body_rate // 1024} KiB "
                          "a second more for a large one)", 408) from None
        data += chunk
        if len(data) > BODY_LIMIT:
            raise Refused(_too_large(), 413)
    try:
        body = json.loads(bytes(data) or b"{}")
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise Refused("the request body is not JSON (or nested too deeply)") from None
    if not isinstance(body, dict):
        raise Refused("the request body must be a JSON object")
    return body


def _too_large() -> str:
    return f"the request is too large (at most {BODY_LIMIT // (1 << 20)} MiB)"


def whole_number(value, name: str, default=None):
    """`value` as an int: a JSON number, or text of ASCII digits with an optional '-'
    (not '²' or '١', which str.isdigit() also takes); `default` when absent or empty."""
    if value is None or value == "":
        return default
    if type(value) is int and -_BOUND < value < _BOUND:
        return value
    if isinstance(value, str) and _WHOLE.fullmatch(value):
        return int(value)
    raise Refused(f"{name} must be a whole number (at most {LONGEST_NUMBER} digits 0-9), "
                  f"not {shown(value)}")


def short_text(value, name: str, default=None, longest: int = LONGEST_TEXT):
    """`value` as text of at most `longest` characters; `default` when absent or empty."""
    if value is None or value == "":
        return default
    if isinstance(value, str) and len(value) <= longest:
        return value
    raise Refused(f"{name} must be a text of at most {longest} characters, not {shown(value)}")
