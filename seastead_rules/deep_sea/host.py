"""What the kernel's flow handlers (kernel/rules/flow.py: may, choose, repeat, if, the
player selectors) ask of Deep Sea: seats, turn order (clockwise, p. 6), contexts,
conditions, counts, and whether a block can be carried out."""

from __future__ import annotations

import attrs

from ..kernel.rules import effects as core
from ..kernel.rules.flow import turn_order
from . import effects as fx
from .counts import holds, value
from .options import affordable, can_act
from .state import seat_name
from .words import labels, phrase

__all__ = ["DeepSeaHost", "HOST", "feasible"]


def _possible(t, e, ctx) -> bool:
    kind = type(e)
    if kind is fx.Act:
        return can_act(t, e, ctx)
    if kind is fx.DiscardDisc:
        return t.seats[ctx.player].staging >= e.count
    if kind is fx.SpendResearch:
        return affordable(t, ctx.player) >= e.amount
    if kind is fx.Promote:
        return any(not tile.senior for tile in t.seats[ctx.player].tiles)
    if kind is core.Choose:
        return any(feasible(t, o, ctx) for o in e.options)
    return True


def feasible(t, block, ctx) -> bool:
    """Whether every effect of `block` can be carried out now for ctx's player: an
    action that has somewhere to happen (p. 8), a disc to discard, Research to spend,
    a Junior to promote."""
    return all(_possible(t, e, ctx) for e in block)


class DeepSeaHost:
    """Deep Sea's answers to the kernel's Host protocol."""

    @staticmethod
    def seat(t, player: int) -> str:
        """The seat's colour."""
        return seat_name(player)

    @staticmethod
    def order(t, first: int) -> tuple:
        """Every player, clockwise from `first` (p. 6)."""
        return turn_order(t.players, first)

    @staticmethod
    def as_player(ctx, player: int):
        """The same context with another player as 'you'."""
        return attrs.evolve(ctx, player=player)

    holds = staticmethod(holds)

    @staticmethod
    def count(t, counter, ctx) -> int:
        """A count for ctx's player."""
        return value(t, counter, ctx)

    feasible = staticmethod(feasible)

    @staticmethod
    def worth_asking(t, block, ctx) -> bool:
        """A `may` is offered when its block can be done and does something."""
        return feasible(t, block, ctx) and any(type(e) is not core.Nothing for e in block)

    phrase = staticmethod(phrase)
    labels = staticmethod(labels)

    @staticmethod
    def tie_rule(t, ctx) -> str:
        """The language's default tie rule, each of them: Deep Sea declares no tie
        question, so its statements are compiled with their tie rule and never ask."""
        return "all"


HOST = DeepSeaHost()
"""The one host."""
