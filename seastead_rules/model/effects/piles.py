"""Effects on card piles: reveal or look at the top cards, choose one, take a half of it,
put cards on the top, the bottom, the discard pile or beside your board (kept)."""

from __future__ import annotations

import attrs
from attrs import frozen

__all__ = [
    "Reveal", "Look", "Rest", "ChooseCard", "PutIt", "TakeHalfOf",
]


def _src():
    return attrs.field(default="", eq=False, repr=False)




@frozen
class Reveal:
    """Take the top cards of a pile into the open, seen by both players, and run the
    block on them; cards the block leaves go back on top in their order."""
    count: int
    pile: str
    body: tuple
    src: str = _src()


@frozen
class Look:
    """As `Reveal`, but only you see the cards: you know them wherever they go."""
    count: int
    pile: str
    body: tuple
    src: str = _src()


@frozen
class Rest:
    """The cards in the open not yet placed go to a place: the pile's top or bottom, its
    discard pile, or your kept cards; `any_order`: you choose their order."""
    place: str
    any_order: bool = False
    src: str = _src()


@frozen
class ChooseCard:
    """Choose one of the cards in the open (or of your kept cards): 'it' in the block."""
    from_kept: bool
    body: tuple
    src: str = _src()


@frozen
class PutIt:
    """Put the card in question on a place: the pile's top or bottom, its discard pile
    (it becomes the revealed card), or your kept cards."""
    place: str
    src: str = _src()


@frozen
class TakeHalfOf:
    """Take one half of the card in question, of your choice (without its arrow)."""
    src: str = _src()
