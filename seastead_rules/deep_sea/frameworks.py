"""Endeavor: Deep Sea registered with OpenSpiel and Gymnasium (the kernel's registry calls
these once the framework is imported; see `seastead_rules.kernel.registry`)."""

from __future__ import annotations

from .game import GAME

__all__ = ["register_openspiel", "register_gymnasium"]


def register_openspiel() -> str:
    """Register `python_deep_sea` with OpenSpiel; its name. The game is set up with
    explicit chance, so its first nodes are chance nodes dealing setup's piles with
    their true probabilities (dealing.py), and a new supply of Dive tokens is dealt by
    chance nodes too (restock.py); its information state is everything the player saw
    and did (`info_string = "history"`: kernel/openspiel_recall.py), with no tensor."""
    from ..kernel.openspiel import KernelSpielGame, register_class

    class DeepSeaGame(KernelSpielGame):
        """Endeavor: Deep Sea as an OpenSpiel game."""
        kernel_game = GAME
        short_name = "python_deep_sea"
        info_string = "history"

    return register_class(DeepSeaGame)


def register_gymnasium() -> str:
    """Register `seastead_rules/deep_sea-v0` with Gymnasium; its id."""
    from ..kernel.gym import register
    return register(GAME)
