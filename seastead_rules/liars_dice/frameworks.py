"""Liar's Dice registered with OpenSpiel and Gymnasium (the kernel's registry calls these
once the framework is imported; see `seastead_rules.kernel.registry`)."""

from __future__ import annotations

from .game import GAME

__all__ = ["register_openspiel", "register_gymnasium"]


def register_openspiel() -> str:
    """Register `python_liars_dice` with OpenSpiel; its name."""
    from ..kernel.openspiel import register
    return register(GAME)


def register_gymnasium() -> str:
    """Register `seastead_rules/liars_dice-v0` with Gymnasium; its id."""
    from ..kernel.gym import register
    return register(GAME)
