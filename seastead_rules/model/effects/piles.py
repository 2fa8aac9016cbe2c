"""Seastead's own effect on card piles: taking a half of the dive card in question (the
core pile effects, reveal, look, choose, put, are the kernel's)."""

from __future__ import annotations

import attrs
from attrs import frozen

__all__ = ["TakeHalfOf"]


def _src():
    return attrs.field(default="", eq=False, repr=False)


@frozen
class TakeHalfOf:
    """Take one half of the card in question, of your choice (without its arrow)."""
    src: str = _src()
