"""The card gallery page: every shipped component with its card text and its source."""

from __future__ import annotations

from ..model import cards
from ..model.names import KINDS
from ..text.cardtext import card_text
from .sources import item_source, shipped

__all__ = ["card_gallery", "card_text_for_gallery"]

_TITLES = (("Flotilla sides", cards.Side), ("Dock tiles", cards.DockTile),
           ("Dive cards", cards.DiveCard), ("Specialists", cards.Specialist),
           ("Decrees", cards.Decree), ("The player board", cards.BoardRule))


def card_text_for_gallery(item) -> str:
    """The text shown above a card's source in the gallery: its card text, generated
    from the record (seastead_rules.text.cardtext), a line per paragraph."""
    return card_text(item).replace("\n", "  \n")


def _title(item) -> str:
    if isinstance(item, cards.Side):
        return f"{item.name} (tile {item.tile}, face {item.face})"
    if isinstance(item, cards.BoardRule):
        what = item.what.replace("_", " ")
        return f"{what}: {KINDS[item.kind]}" if item.kind is not None else what
    return item.name


def _card(item) -> str:
    text = card_text_for_gallery(item)
    lines = [f"### {_title(item)}\n"]
    if text and text != getattr(item, "name", None):
        lines.append(text + "\n")
    lines.append(f"`{item.src}`\n\n```text\n{item_source(item.src)}\n```\n")
    return "\n".join(lines)


def card_gallery() -> str:
    """The markdown of the card gallery page."""
    records = [r for _label, _text, found in shipped() for r in found]
    out = ["# Card gallery\n",
           "Every component shipped with the game: its card text, then its source in the "
           "content language with the file and line that define it. Generated at build "
           "time. The cards are authored for this engine (see [The shipped "
           "content](../content.md)).\n"]
    for title, kind in _TITLES:
        found = [r for r in records if isinstance(r, kind)]
        out.append(f"## {title}\n\n{len(found)} in all.\n")
        out += [_card(r) for r in found]
    return "\n".join(out)
