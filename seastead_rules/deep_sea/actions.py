"""The one action of Deep Sea's protocol: pick an option of the question on top of the
stack, by its text."""

from __future__ import annotations

from attrs import frozen

__all__ = ["Pick"]


@frozen
class Pick:
    """An answer to the waiting question: one of its options, by text (`str()` is it)."""
    text: str

    def __str__(self) -> str:
        return self.text
