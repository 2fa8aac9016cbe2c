"""What the table shows when the pointer rests on a card, a tile or a location."""

from __future__ import annotations

from ....text.cardtext import card_text

__all__ = ["hover_text"]


def hover_text(item) -> str:
    """The text shown for a content item (a location, side, dock tile, dive card,
    specialist or decree): its card text, generated from the content, and the content
    line it comes from."""
    src = getattr(item, "src", "")
    return f"{card_text(item)}\n[{src}]" if src else card_text(item)
