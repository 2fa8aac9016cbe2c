"""Effect records: what the compiler makes of the content language, and what the
interpreter runs. Each record mirrors a grammar rule of the same name (`take` ↔ `Take`).

Every record carries `src` ("path:line"), excluded from equality, so the log can
name the content line that caused each change of state. The records live by role in
tokens.py, flow.py, board.py and piles.py; values and conditions in conditions.py.
All are importable from here (`from seastead_rules import effects as fx; fx.Take`).
"""

from __future__ import annotations

from ..conditions import (
    All,
    AnyOf,
    CardCount,
    Compare,
    Counter,
    IsKind,
    Not,
    Num,
    TokenIs,
    What,
)
from .board import (
    ChooseDock,
    ChooseSpecialist,
    CopyLocation,
    DiveAll,
    DiveHalf,
    DrawDecree,
    Exhaust,
    MoveBuilding,
    MoveShip,
    PickDock,
    PlaceShip,
    RearrangeShips,
    Refresh,
    SwapBuildings,
    SwapDemand,
)
from .flow import (
    Adjust,
    BuildAgain,
    Choose,
    DiveAgain,
    EachPlayer,
    ExtraTurn,
    If,
    May,
    Nothing,
    Opponent,
    Repeat,
    RepeatUpTo,
    SkipTurn,
)
from .piles import ChooseCard, Look, PutIt, Rest, Reveal, TakeHalfOf
from .tokens import Add, Cleanup, DiscardTo, Give, Score, SetCounter, Spend, Subtract, Take

__all__ = [
    "What", "Counter", "Num", "Compare", "IsKind", "TokenIs", "CardCount", "Not", "All",
    "AnyOf", "Take", "Spend", "Cleanup", "DiscardTo", "Give", "Score", "Add", "Subtract",
    "SetCounter", "May", "Repeat", "RepeatUpTo", "Choose", "If", "EachPlayer", "Opponent",
    "Nothing", "SkipTurn", "ExtraTurn", "DiveAgain", "BuildAgain", "Adjust", "ChooseDock",
    "ChooseSpecialist", "PlaceShip", "RearrangeShips", "MoveBuilding", "MoveShip",
    "SwapBuildings", "Exhaust", "Refresh", "CopyLocation", "DiveHalf", "DiveAll",
    "SwapDemand", "DrawDecree", "PickDock", "Reveal", "Look", "Rest", "ChooseCard", "PutIt",
    "TakeHalfOf", "Effect", "MODULES",
]

Effect = (
    Take | Spend | Cleanup | DiscardTo | Give | Score | Add | Subtract | SetCounter | May
    | Repeat | RepeatUpTo | Choose | If | EachPlayer | Opponent | Nothing | SkipTurn
    | ExtraTurn | DiveAgain | BuildAgain | Adjust | ChooseDock | ChooseSpecialist
    | PlaceShip | RearrangeShips | MoveBuilding | MoveShip | SwapBuildings | Exhaust
    | Refresh | CopyLocation | DiveHalf | DiveAll | SwapDemand | DrawDecree | PickDock
    | Reveal | Look | Rest | ChooseCard | PutIt | TakeHalfOf
)

from .. import conditions as _conditions  # noqa: E402
from . import board as _board  # noqa: E402
from . import flow as _flow  # noqa: E402
from . import piles as _piles  # noqa: E402
from . import tokens as _tokens  # noqa: E402

# The modules whose records are values, conditions and effects (for saves and docs).
MODULES = (_conditions, _tokens, _flow, _board, _piles)
