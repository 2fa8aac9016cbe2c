"""Effect records: what the compiler makes of the content language, and what the
interpreter runs. Each record mirrors a grammar rule of the same name (`take` ↔ `Take`).

Every record carries `src` ("path:line"), excluded from equality, so the log can
name the content line that caused each change of state. The core language's records
(take, spend, may, choose, counters, piles, ...) are the kernel's
(kernel/rules/effects.py and conditions.py); Seastead's own live by role in tokens.py,
flow.py, board.py and piles.py, its values and conditions in model/conditions.py. All
are importable from here (`from seastead_rules.model import effects as fx; fx.Take`).
"""

from __future__ import annotations

from ...kernel.rules import conditions as _core_conditions
from ...kernel.rules import effects as _core
from ...kernel.rules.conditions import (
    All,
    AnyOf,
    Compare,
    Counter,
    ExtremeCount,
    Holds,
    InPlay,
    Not,
    Num,
    TokenIs,
    What,
)
from ...kernel.rules.effects import (
    Add,
    Adjust,
    AnyPlayer,
    Choose,
    ChooseCard,
    DiscardTo,
    EachOpponent,
    EachPlayer,
    EndGame,
    ExtraTurn,
    Extreme,
    Give,
    If,
    Look,
    May,
    Neighbour,
    Nothing,
    Opponent,
    PutIt,
    Repeat,
    RepeatUpTo,
    Rest,
    Reveal,
    Score,
    SetCounter,
    SkipTurn,
    Spend,
    Subtract,
    Take,
    TakeFrom,
)
from ..conditions import CardCount, IsKind
from .board import (
    ChooseDock,
    ChooseSpecialist,
    CopyLocation,
    DiveAll,
    DiveHalf,
    DrawDecree,
    Exhaust,
    LockDemand,
    MoveBuilding,
    MoveShip,
    PickDock,
    PlaceShip,
    RearrangeShips,
    Refresh,
    RotateDemand,
    SwapBuildings,
    SwapDemand,
)
from .flow import BuildAgain, DiveAgain
from .piles import TakeHalfOf
from .tokens import Cleanup

__all__ = [
    "What", "Counter", "ExtremeCount", "Num", "Compare", "IsKind", "TokenIs", "CardCount",
    "Holds", "InPlay",
    "Not", "All", "AnyOf", "Take", "Spend", "Cleanup", "DiscardTo", "Give", "Score", "Add",
    "Subtract", "SetCounter", "May", "Repeat", "RepeatUpTo", "Choose", "If", "EachPlayer",
    "Opponent", "Nothing", "SkipTurn", "ExtraTurn", "DiveAgain", "BuildAgain", "Adjust",
    "ChooseDock", "ChooseSpecialist", "PlaceShip", "RearrangeShips", "MoveBuilding",
    "MoveShip", "SwapBuildings", "Exhaust", "Refresh", "CopyLocation", "DiveHalf", "DiveAll",
    "SwapDemand", "DrawDecree", "PickDock", "Reveal", "Look", "Rest", "ChooseCard", "PutIt",
    "TakeHalfOf", "EachOpponent", "Neighbour", "Extreme", "AnyPlayer", "EndGame", "RotateDemand",
    "LockDemand", "TakeFrom", "Effect", "MODULES",
]

Effect = (
    Take | Spend | Cleanup | DiscardTo | Give | Score | Add | Subtract | SetCounter | May
    | Repeat | RepeatUpTo | Choose | If | EachPlayer | Opponent | Nothing | SkipTurn
    | ExtraTurn | DiveAgain | BuildAgain | Adjust | ChooseDock | ChooseSpecialist
    | PlaceShip | RearrangeShips | MoveBuilding | MoveShip | SwapBuildings | Exhaust
    | Refresh | CopyLocation | DiveHalf | DiveAll | SwapDemand | DrawDecree | PickDock
    | Reveal | Look | Rest | ChooseCard | PutIt | TakeHalfOf | EachOpponent | Neighbour
    | Extreme | AnyPlayer | EndGame | RotateDemand | LockDemand | TakeFrom
)

from .. import conditions as _conditions  # noqa: E402
from . import board as _board  # noqa: E402
from . import flow as _flow  # noqa: E402
from . import piles as _piles  # noqa: E402
from . import tokens as _tokens  # noqa: E402

# The modules whose records are values, conditions and effects (for saves and docs):
# the core language's (the kernel's) and Seastead's own.
MODULES = (_core_conditions, _core, _conditions, _tokens, _flow, _board, _piles)
