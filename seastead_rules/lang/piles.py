"""The handlers of Seastead's own statements on dive cards: `take half of it`, and what
dive cards show (`revealed half 1 fish`). The core pile statements are the kernel's
(kernel/lang/piles.py)."""

from __future__ import annotations

from lark import Transformer, v_args

from ..kernel.lang.problems import did_you_mean, quoted
from ..model import effects as fx

__all__ = ["DiveCardCompiler"]

_CARDS = ("revealed", "it", "kept")


@v_args(meta=True)
class DiveCardCompiler(Transformer):
    """The dive card handlers of Seastead's compiler transformer."""

    def take_half(self, meta, children):
        record = fx.TakeHalfOf(src=self._src(meta))
        self._needs("it", record, meta)
        return record

    def card_count(self, meta, children):
        who = children[0][1] if isinstance(children[0], tuple) else ""
        card, half, thing = children[-3:]
        name = str(card)
        if name not in _CARDS:
            self._fail(card, f"unknown card {quoted(name)}{did_you_mean(name, _CARDS)}: "
                             "'revealed', 'it' or 'kept' shows what a dive card half shows")
        if who and name != "kept":
            self._fail(card, f"only kept cards have an owner: '{name} half ...' takes no "
                             "'your' or 'opponent'")
        index = self._int(half, 1, 2, "half") - 1
        word = str(thing)
        kind = -1 if word == "resource" else self._name(thing, self.vocab.resources, "resource")
        record = fx.CardCount(who or "you", name, index, kind)
        if name == "it":
            self._needs("it", record, meta)
        return record
