"""Seastead's effects that change its turn: dive again, build again (the core ones that
order effects or change the turn, may, repeat, skip, extra turn, are the kernel's)."""

from __future__ import annotations

import attrs
from attrs import frozen

__all__ = ["DiveAgain", "BuildAgain"]


def _src():
    return attrs.field(default="", eq=False, repr=False)


@frozen
class DiveAgain:
    """Dive now, as the dive action does: reveal, take a half, the opponent the other."""
    src: str = _src()


@frozen
class BuildAgain:
    """Build once more now, choosing among the legal builds; `printed`: paying the
    printed cost, without discounts."""
    printed: bool = False
    src: str = _src()

