"""The handlers of the statements on card piles (`reveal`, `look`, `rest`, `choose card`,
`put it on`, `take half of it`), of what dive cards show (`revealed half 1 fish`), and
of `token is NAME`."""

from __future__ import annotations

from lark import Transformer, v_args

from ..model import effects as fx
from ..model.names import BOARD_TOKENS, CARD_PLACES
from .problems import did_you_mean, quoted

__all__ = ["PileCompiler", "MAX_OPEN"]

# The most cards `reveal` and `look` take at once.
MAX_OPEN = 5
_CARDS = ("revealed", "it", "kept")


@v_args(meta=True)
class PileCompiler(Transformer):
    """The pile, card and token handlers of the compiler's transformer."""

    def reveal(self, meta, children):
        return fx.Reveal(*self._dig(children), src=self._src(meta))

    def look(self, meta, children):
        return fx.Look(*self._dig(children), src=self._src(meta))

    def _dig(self, children) -> tuple:
        count, pile, body = children
        self._name(pile, self.vocab.piles, "pile")
        self._claim("open", body)
        return self._int(count, 1, MAX_OPEN, "number of cards"), str(pile), body

    def dig_block(self, meta, children):
        return tuple(children)

    def rest(self, meta, children):
        place, *order = children
        record = fx.Rest(self._place(place), bool(order), src=self._src(meta))
        self._needs("open", record, meta)
        return record

    def in_any_order(self, meta, children):
        return True

    def choose_card(self, meta, children):
        from_kept = len(children) == 2
        record = fx.ChooseCard(from_kept, children[-1], src=self._src(meta))
        self._claim("it", children[-1])
        if not from_kept:
            self._needs("open", record, meta)
        return record

    def from_kept(self, meta, children):
        return True

    def put_it(self, meta, children):
        record = fx.PutIt(self._place(children[0]), src=self._src(meta))
        self._needs("it", record, meta)
        return record

    def take_half(self, meta, children):
        record = fx.TakeHalfOf(src=self._src(meta))
        self._needs("it", record, meta)
        return record

    def _place(self, tok) -> str:
        return CARD_PLACES[self._name(tok, CARD_PLACES, "place for cards")]

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

    def token_is(self, meta, children):
        word = str(children[0])
        names = self.vocab.resources + self.vocab.token_names + BOARD_TOKENS
        if word not in names:
            self._fail(children[0], f"unknown token {quoted(word)}"
                                    f"{did_you_mean(word, names)}")
        return fx.TokenIs(word)
