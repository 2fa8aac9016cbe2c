"""Seastead's own effect on tokens: cleanup tokens, whose shortfall is recorded (rulebook
p. 10). The core ones (take, spend, give, score, counters) are the kernel's."""

from __future__ import annotations

import attrs
from attrs import frozen

from ...kernel.rules.conditions import Num

__all__ = ["Cleanup"]


def _src():
    return attrs.field(default="", eq=False, repr=False)


@frozen
class Cleanup:
    """Take cleanup tokens; beyond the supply, the extras are recorded. Rulebook p. 10."""
    amount: Num
    src: str = _src()

