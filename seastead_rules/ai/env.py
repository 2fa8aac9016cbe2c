"""Seastead's game for the environments: the kernel's environment game
(`seastead_rules.kernel.env.EnvGame`: a playout with its legal action indices, masks,
observation tensors and final rewards) set up from the options of `new_game`. The
PettingZoo and Gymnasium environments set the kernel's pieces up with `env_setup`."""

from __future__ import annotations

from ..game import SeasteadGame, players_of
from ..kernel.env import EnvGame as KernelEnvGame

__all__ = ["EnvGame", "GAME_OPTIONS", "env_setup"]

GAME_OPTIONS = ("sides", "specialists", "decree", "mode", "content")


def env_setup(sides: str = "AAAA", specialists: str = "A", decree=None,
              mode: str = "duel", content=None) -> tuple:
    """(game, players, options) for the kernel's environments from the options of
    `new_game`: a SeasteadGame of `content` that keeps no log, 1 player in solo mode."""
    return SeasteadGame(content, log=False), players_of(mode), dict(
        sides=sides, specialists=specialists, decree="" if decree is None else decree)


class EnvGame(KernelEnvGame):
    """A game played in place for an environment, set up from the options of `new_game`
    (sides, specialists, decree, mode, content)."""

    def __init__(self, sides: str = "AAAA", specialists: str = "A", decree=None,
                 mode: str = "duel", content=None):
        game, players, options = env_setup(sides, specialists, decree, mode, content)
        super().__init__(game, players, **options)

    @property
    def layout(self):
        """The observation tensor's layout (ai/tensor.py)."""
        return self.tensors.layout
