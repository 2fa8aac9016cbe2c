"""The kernel: game-agnostic code that plays any game implementing the protocol.

`protocol` says what a game gives; `checks.check_game` asserts it (both re-exported
here, with `StatePlayout`, the playout mode of a small game, and `games`, the games this
package hosts, from `registry`, which also registers them with the frameworks). The
rest reads a game only through the protocol: `env` (one game played in place for an
environment), `openspiel`, `pettingzoo` and `gym` (the frameworks' adapters; the 'ai'
extra), `bots` (random, IS-MCTS), `arena`, `paired` (paired games and their
statistics), `records` (a game's record, replayed), `machine` (a hypothesis state
machine; the 'test' extra), `saves` (the save format's machinery), `rng` (the seeded
generator a state keeps), `chance` (chance decisions drawn for the tools), `playout`
(the playout mode of a game without an in-place twin) and `codecs` (a tensor writer
for a small game).
"""

from .checks import check_game
from .playout import StatePlayout
from .protocol import (
    CHANCE,
    EXPLICIT,
    SEEDED,
    ActionCodec,
    Bounds,
    Game,
    Observer,
    Playout,
    TensorCodec,
    TensorWriter,
    setup_options,
)
from .registry import GameEntry, games

__all__ = ["Game", "Playout", "ActionCodec", "TensorCodec", "TensorWriter", "Observer",
           "Bounds", "CHANCE", "SEEDED", "EXPLICIT", "setup_options", "check_game",
           "StatePlayout", "games", "GameEntry"]
