"""The table's refusals: `Refused` carries the HTTP status to answer with, and `shown`
cuts a value a refusal repeats, so a megabyte sent is not a megabyte sent back."""

from __future__ import annotations

import reprlib

from ..errors import RulesError

__all__ = ["Refused", "shown", "SHOWN"]

# At most this many characters of a value sent are repeated in a refusal.
SHOWN = 40

_REPR = reprlib.Repr()


class Refused(RulesError):
    """A request the table refuses: `status` is the HTTP status to answer with."""

    def __init__(self, message: str, status: int = 400):
        super().__init__(message)
        self.status = status


def shown(value) -> str:
    """`value` as a refusal repeats it: its repr, cut to SHOWN characters ending in '…'."""
    text = repr(value[:SHOWN]) if isinstance(value, str) else _REPR.repr(value)
    return text if len(text) <= SHOWN else text[:SHOWN - 1] + "…"
