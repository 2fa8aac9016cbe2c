"""What the kernel's shared handlers ask of Seastead (kernel/rules/flow.py): its seats'
names, who takes part in effects (not the Boss, p. 14), how its conditions, counts
and blocks are read, and its tie rule (the question `tie-break`, docs/rulings.md)."""

from __future__ import annotations

from ..kernel.rules.vocabulary import TIE_RULES
from ..model.names import COLOURS
from ..model.state import as_player
from ..text.effects import block_phrase, choose_labels
from .counts import count, holds
from .feasible import feasible, worth_asking
from .hooks import ask
from .modes import mode_of

__all__ = ["SeasteadHost", "HOST"]


class SeasteadHost:
    """Seastead's answers to the kernel's Host protocol."""

    @staticmethod
    def seat(t, player: int) -> str:
        return COLOURS[player]

    @staticmethod
    def order(t, first: int) -> tuple:
        # Two players in turn; in solo the Boss is no player of effects (p. 14).
        return (first, 1 - first) if mode_of(t).opponent_plays else (first,)

    as_player = staticmethod(as_player)
    holds = staticmethod(holds)
    count = staticmethod(count)
    feasible = staticmethod(feasible)
    worth_asking = staticmethod(worth_asking)
    phrase = staticmethod(block_phrase)
    labels = staticmethod(choose_labels)

    @staticmethod
    def tie_rule(t, ctx) -> str:
        # The declared tie rule, changed by the rules in force (`modify tie-break to ...`).
        vocab = t.content.vocabulary
        if not vocab.tie_question:
            return vocab.ties
        return TIE_RULES[ask(t, vocab.tie_question, TIE_RULES.index(vocab.ties), ctx)]


HOST = SeasteadHost()
