"""The compiler handlers of the rule forms Deep Sea reads its own way (p. 13): `amount`,
what an event did, read only in a `when` rule of an event whose declaration gives it one
(content/deep_sea/game.sea); and `instead of` one of the five actions (pp. 9-12)."""

from __future__ import annotations

from lark import v_args

from ..kernel.lang.base import CompilerBase
from ..kernel.rules import conditions as cd
from .effects import ACTIONS, AMOUNT

__all__ = ["HookCompiler"]


@v_args(meta=True)
class HookCompiler(CompilerBase):
    """Handlers of Deep Sea's `when` rules with `amount` and its `instead of` rules,
    mixed into its compiler's transformer ahead of the core's."""

    REPLACEABLE = ACTIONS

    @property
    def PLACEMENT(self) -> dict:
        """What is said of an `amount` outside a `when` rule of an event with one."""
        events = [e.name for e in self.vocab.events if e.amount] if self.vocab else []
        return {AMOUNT: "'amount' is what the event in question did: use it in a 'when' "
                        "rule of an event that has one (" + ", ".join(events) + ")"}

    def _amount_of(self, event: str) -> str:
        return next((e.amount for e in self.vocab.events if e.name == event), "") \
            if self.vocab else ""

    def counter(self, meta, children):
        tok = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "counted")
        if str(tok) != AMOUNT:
            return super().counter(meta, children)
        if len(children) > 1:
            self._fail(tok, "'amount' is what the event did: write it alone, with no "
                            "player and no 'here'")
        record = cd.Counter("you", AMOUNT, False)
        self._needs(AMOUNT, record, meta)
        return record

    def when(self, meta, children):
        rule = super().when(meta, children)
        if self._amount_of(rule.event):
            self._claim(AMOUNT, (rule.cond, rule.effect))
        return rule
