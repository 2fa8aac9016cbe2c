"""What just happened, on the board: every part the other players changed since your
last move (a building placed, a ship placed or moved, a dock tile attached, a specialist
taken or turned, a demand token swapped, a dive card revealed and its halves taken),
each with who did it and what, for the page to mark. Found by comparing the states
before and after each move, so nothing of it is kept in the game."""

from __future__ import annotations

from ....model.names import (
    BOSS_BUILDING,
    COLOURS,
    PLACES,
    RESOURCES,
    building_kind,
    building_owner,
)
from ....text.phrases import kind_article
from .. import since_last_turn

__all__ = ["changes", "highlights", "turn_of"]

_BOSS = "the Boss"


def _where(index: int) -> str:
    f, loc = PLACES[index]
    return f"loc-{f + 1}-{loc}"


def _place(index: int) -> str:
    f, loc = PLACES[index]
    return f"flotilla {f + 1} location {loc}"


def changes(before, after, player: int) -> list:
    """[{target, player, what}] of the parts of the board that moving from `before` to
    `after` changed, `player` having moved."""
    names = ("blue", "Boss") if after.solo else COLOURS
    out = []

    def mark(target: str, who: int, what: str) -> None:
        out.append({"target": target, "player": who, "what": what})
    # A building that left a place this move and stands at another now was moved.
    left = {old for old, new in zip(before.buildings, after.buildings)
            if old != new and old != -1}
    for i, (old, new) in enumerate(zip(before.buildings, after.buildings)):
        if old != new and new == BOSS_BUILDING:
            mark(_where(i), 1, f"{_BOSS} built at {_place(i)}")
        elif old != new and new != -1:
            who = building_owner(new)
            verb = "moved" if new in left else "built"
            mark(_where(i), who, f"{names[who]} {verb} {kind_article(building_kind(new))} "
                                 f"at {_place(i)}")
    for i, (old, new) in enumerate(zip(before.ships, after.ships)):
        if old != new and new != -1:
            mark(_where(i), new, f"{names[new]}'s ship came to {_place(i)}")
    old_docks = set(before.docks)
    for name, owner, index in after.docks:
        if (name, owner, index) not in old_docks:
            mark(f"dock-{name}", owner, f"{names[owner]} took the dock tile {name}")
    for p, (old, new) in enumerate(zip(before.players, after.players)):
        had = dict(old.specialists)
        for name, up in new.specialists:
            if name not in had:
                mark(f"spec-{name}", p, f"{names[p]} took the specialist {name}")
            elif had[name] != up:
                mark(f"spec-{name}", p, f"{names[p]} {'exhausted' if not up else 'refreshed'} "
                                        f"{name}")
    for f, (old, new) in enumerate(zip(before.demand, after.demand)):
        if old != new:
            mark(f"demand-{f + 1}", player, f"flotilla {f + 1} now demands {RESOURCES[new]}")
    if len(after.dive_discard) > len(before.dive_discard):
        card = after.dive_discard[-1]
        mark("deck", player, f"{names[player]} dived: {card}")
        for half in (1, 2):
            mark(f"half-{half}", player, f"{names[player]} dived: {card}")
    return out


def highlights(history, viewer) -> list:
    """The parts the others changed since `viewer`'s last turn (and the Boss's
    buildings, placed in the solo player's own turn), the latest last; a part changed
    twice is marked once, by its latest change."""
    start = max(0, since_last_turn(history, turn_of, viewer) - 1)
    found: dict = {}
    for before, after in zip(history[start:], history[start + 1:]):
        mover = before.to_move
        for change in changes(before, after, mover):
            if mover != viewer or change["what"].startswith(_BOSS):
                found.pop(change["target"], None)
                found[change["target"]] = change
    return list(found.values())


def turn_of(state) -> int:
    """The seat whose turn a state is in (-1 at the end)."""
    return -1 if state.over else state.current
