"""The handlers of the core language's statements on card piles (`reveal`, `look`,
`rest`, `choose card`, `put it on`) and of `token is NAME`."""

from __future__ import annotations

from lark import v_args

from ..rules import conditions, effects
from ..rules.effects import CARD_PLACES
from .base import CompilerBase
from .problems import did_you_mean, quoted

__all__ = ["PileCompiler", "MAX_OPEN"]

MAX_OPEN = 5
"""The most cards `reveal` and `look` take at once."""



@v_args(meta=True)
class PileCompiler(CompilerBase):
    """The pile and token handlers of a game's compiler transformer."""

    def reveal(self, meta, children):
        return effects.Reveal(*self._dig(children), src=self._src(meta))

    def look(self, meta, children):
        return effects.Look(*self._dig(children), src=self._src(meta))

    def _dig(self, children) -> tuple:
        count, pile, body = children
        self._name(pile, self.vocab.piles, "pile")
        if str(pile) in self.vocab.face_up:
            self._fail(pile, f"{quoted(pile)} is face up: its cards are chosen with "
                             f"'choose card from {pile}'")
        self._claim("open", body)
        return self._int(count, 1, MAX_OPEN, "number of cards"), str(pile), body

    def dig_block(self, meta, children):
        return tuple(children)

    def rest(self, meta, children):
        place, *order = children
        record = effects.Rest(self._place(place), bool(order), src=self._src(meta))
        self._needs("open", record, meta)
        return record

    def in_any_order(self, meta, children):
        return True

    def choose_card(self, meta, children):
        source = children[0] if len(children) == 2 else ""
        from_kept = source == "kept"
        pile = "" if from_kept else source
        record = effects.ChooseCard(from_kept, children[-1], src=self._src(meta), pile=pile)
        self._claim("it", children[-1])
        if not source:
            self._needs("open", record, meta)
        return record

    def from_kept(self, meta, children):
        return "kept"

    def from_pile(self, meta, children):
        self._name(children[0], self.vocab.face_up, "face-up pile")
        return str(children[0])

    def put_it(self, meta, children):
        record = effects.PutIt(self._place(children[0]), src=self._src(meta))
        self._needs("it", record, meta)
        return record

    def _place(self, tok) -> str:
        places = CARD_PLACES + self.vocab.face_up
        return places[self._name(tok, places, "place for cards")]

    def token_is(self, meta, children):
        word = str(children[0])
        names = self.vocab.resources + self.vocab.token_names + self.TOKEN_WORDS
        if word not in names:
            self._fail(children[0], f"unknown token {quoted(word)}"
                                    f"{did_you_mean(word, names)}")
        return conditions.TokenIs(word)
