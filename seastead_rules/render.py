"""The table as text: flotillas, players, displays, and the pending question."""

from __future__ import annotations

from .cardtext import card_text
from .names import BOSS_BUILDING, COLOURS, KINDS, RESOURCES, board_index
from .state import State

__all__ = ["render", "new_events"]

def _location(state: State, f: int, loc) -> str:
    i = board_index(f, loc.index)
    b, ship = state.buildings[i], state.ships[i]
    if b == BOSS_BUILDING:
        here = "Boss building"
    else:
        here = f"{COLOURS[b // 3]} {KINDS[b % 3]}" if b != -1 else "empty"
    held = state.boss_resources[i] if state.boss_resources else ()
    if held:
        here += ", Boss's " + " ".join(RESOURCES[r] for r in held)
    if ship != -1:
        here += f", {COLOURS[ship]} ship"
    tag = f" tag:{KINDS[loc.discount]}" if loc.discount is not None else ""
    return f"    {loc.index}: cost {loc.cost} pts {loc.points}{tag:14} [{here}]  {loc.text}"


def render(state: State) -> str:
    """A readable picture of the position."""
    c = state.content
    if state.over:
        out = [f"round {state.round}: the game is over"]
    else:
        out = [f"round {state.round}{' (last round)' if state.end_round == state.round else ''}, "
               f"{COLOURS[state.current]} to play"]
    for f, side in enumerate(state.sides):
        demand = RESOURCES[state.demand[f]]
        lock = " LOCKED (no building here)" if f == state.locked else ""
        out.append(f"flotilla {f + 1} ({side}) demands {demand}{lock}")
        out.extend(_location(state, f, loc) for loc in c.side[side].locations)
    for p, seat in enumerate(state.players[:1] if state.solo else state.players):
        res = ", ".join(f"{n} {r}" for r, n in zip(RESOURCES, seat.resources) if n) or "nothing"
        left = ", ".join(f"{4 - n} {k}" for k, n in zip(KINDS, seat.built))
        specs = ", ".join(f"{s}{'' if up else ' (exhausted)'}" for s, up in seat.specialists)
        docks = ", ".join(d for d, owner, _ in state.docks if owner == p)
        out.append(f"{COLOURS[p]}: {res}; cleanup {seat.cleanup + seat.cleanup_extra}; "
                   f"left to build: {left}; ships beside board {seat.ships_reserve}")
        if specs or docks:
            out.append(f"    specialists: {specs or '-'}; docks: {docks or '-'}")
    out.append(f"dock display: {', '.join(state.dock_display) or '-'}; "
               f"specialist display: {', '.join(state.specialist_display) or '-'}")
    if state.decree_in_play:
        decree = c.decree.get(state.decree_in_play)
        text = f": {card_text(decree)}" if decree is not None else ""
        out.append(f"decree in play: {state.decree_in_play}{text}")
    out.append(f"dive deck: {len(state.dive_deck)} cards; revealed: "
               f"{state.dive_discard[-1] if state.dive_discard else '-'}; "
               f"supply: " + ", ".join(f"{n} {r}" for r, n in zip(RESOURCES, state.supply))
               + f", {state.cleanup_supply} cleanup")
    return "\n".join(out)


def new_events(before: State, after: State) -> tuple:
    """The log events added between two successive states."""
    if after.log is None or after.log is before.log:
        return ()
    return after.log.events
