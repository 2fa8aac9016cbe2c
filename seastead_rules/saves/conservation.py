"""The conservation laws of a state: every token, building, ship, tile and card is
exactly once somewhere. Each check gives the first law broken (a `Broken`) or None;
checks.py runs them for check_invariants, and from_json runs check_invariants on every
state it loads. See docs/testing.md."""

from __future__ import annotations

from attrs import frozen

from ..engine.ops import ShipLeaves
from ..model.names import (
    BUILDINGS_PER_KIND,
    CLEANUP_TOKENS,
    COLOURS,
    KINDS,
    LOCATIONS,
    RESOURCE_TYPES,
    RESOURCES,
    SHIPS_PER_PLAYER,
    TOKENS_PER_RESOURCE,
    board_index,
    building_code,
)
from ..model.state import Frame

__all__ = ["Broken", "tokens_kept", "pieces_kept", "cards_kept"]


@frozen
class Broken:
    """An invariant that does not hold: its name, the values, and the field of the state
    it shows in (as a save file's path below `$.state`, e.g. `supply[0]`)."""
    invariant: str
    detail: str
    field: str = ""


def tokens_kept(state) -> Broken | None:
    """Resource and cleanup tokens: all there, none negative (pp. 2, 10)."""
    p0, p1 = state.players
    # ---- resources: 10 tokens of each type, in the supply or a reserve (pp. 2, 10) ---
    for r in RESOURCE_TYPES:
        a, b, sup = p0.resources[r], p1.resources[r], state.supply[r]
        boss = sum(held.count(r) for held in state.boss_resources)   # solo: on the board
        if a < 0 or b < 0 or sup < 0 or sup + a + b + boss != TOKENS_PER_RESOURCE:
            return Broken(
                "resource conservation",
                f"{RESOURCES[r]}: supply {sup} + blue {a} + orange {b} + the Boss's on the "
                f"board {boss} = {sup + a + b + boss}, expected {TOKENS_PER_RESOURCE} with "
                "none negative", f"supply[{r}]")
    # ---- cleanup tokens: 20; extras are recorded only once the supply is empty (p. 10)
    c0, c1, cs = p0.cleanup, p1.cleanup, state.cleanup_supply
    if min(c0, c1, cs) < 0 or cs + c0 + c1 != CLEANUP_TOKENS:
        return Broken(
            "cleanup conservation",
            f"cleanup_supply {cs} + blue {c0} + orange {c1} = {cs + c0 + c1}, "
            f"expected {CLEANUP_TOKENS} with none negative (Player.cleanup counts the "
            "tokens only; the extras recorded once the supply is empty are "
            f"Player.cleanup_extra: blue {p0.cleanup_extra}, orange {p1.cleanup_extra}; "
            "the content language's `cleanup` counts both)", "cleanup_supply")
    for i, p in enumerate(state.players):
        if p.cleanup_extra < 0 or (p.cleanup_extra and cs != 0):
            return Broken("cleanup extras only when the supply is empty",
                          f"{COLOURS[i]} cleanup_extra {p.cleanup_extra} (extras, "
                          f"besides cleanup {p.cleanup} tokens) with cleanup_supply {cs}",
                          f"players[{i}].cleanup_extra")
    return None


def pieces_kept(state) -> Broken | None:
    """Buildings, ships, demand tokens and placed docks: all there (pp. 2-3, 7-10)."""
    players = state.players
    d = state.decision
    pending = d.kind if d is not None else None
    # ---- buildings: 12 per player, on the board or on the player board (pp. 2, 7) ----
    counts = [0] * 7
    for i, code in enumerate(state.buildings):
        if code != -1:
            if not 0 <= code < (7 if state.solo else 6):
                return Broken("building codes", f"board has building code {code}",
                              f"buildings[{i}]")
            counts[code] += 1
    if state.solo:
        # The Boss has 12 buildings (p. 15); no resource of his lies under a building, and
        # a second one at a location becomes a building at once.
        if counts[6] > 12:
            return Broken("the Boss has twelve buildings", f"{counts[6]} Boss buildings",
                          "buildings")
        for i, held in enumerate(state.boss_resources):
            if held and (state.buildings[i] != -1 or len(held) > 1):
                return Broken("Boss resources lie alone on locations without a building",
                              f"board index {i}: {held} with building code "
                              f"{state.buildings[i]}", f"boss_resources[{i}]")
    for i, p in enumerate(players):
        for k in range(len(KINDS)):
            on_board = counts[building_code(i, k)]
            if on_board != p.built[k] or not 0 <= p.built[k] <= BUILDINGS_PER_KIND:
                return Broken(
                    "building conservation",
                    f"{COLOURS[i]} {KINDS[k]}: {on_board} on the board, "
                    f"built[{k}] = {p.built[k]}, {BUILDINGS_PER_KIND - p.built[k]} left "
                    f"on the player board (expected {BUILDINGS_PER_KIND} in all)",
                    f"players[{i}].built[{k}]")
    # ---- ships: 4 per player, on the board, in reserve, in the box or being placed (p. 9)
    on_board = [0, 0]
    for i, owner in enumerate(state.ships):
        if owner != -1:
            if owner not in (0, 1):
                return Broken("ship codes", f"board has a ship of player {owner}",
                              f"ships[{i}]")
            on_board[owner] += 1
    for i, p in enumerate(players):
        in_hand = 1 if pending == "ship" and d.player == i else 0
        total = on_board[i] + p.ships_reserve + p.ships_boxed + in_hand
        if state.solo and i == 1:
            if total:
                return Broken("the Boss has no ships", f"{total} ships of the Boss",
                              "players[1].ships_reserve")
            continue
        if total != SHIPS_PER_PLAYER or p.ships_reserve < 0 or p.ships_boxed < 0:
            return Broken(
                "ship conservation",
                f"{COLOURS[i]}: {on_board[i]} on the board + {p.ships_reserve} reserve + "
                f"{p.ships_boxed} boxed + {in_hand} being placed = {total}, "
                f"expected {SHIPS_PER_PLAYER}", f"players[{i}].ships_reserve")
    # A ship shares a location with a building only until it moves on, which a pending
    # ShipLeaves step does: after a build, a building moved there, a Boss build (p. 9).
    leaving = {op.index for item in state.stack if type(item) is Frame
               for op in item.ops[item.pc:] if type(op) is ShipLeaves}
    for i, owner in enumerate(state.ships):
        if owner != -1 and state.buildings[i] != -1 and i not in leaving:
            return Broken("a ship on a building is moving on",
                          f"board index {i}: ship of {COLOURS[owner]}, building code "
                          f"{state.buildings[i]}, and no step pending moves the ship",
                          f"ships[{i}]")
    # ---- demand tokens: a permutation, exactly one locked (pp. 3, 10) ----------------
    if sorted(state.demand) != [0, 1, 2, 3]:
        return Broken("demand is a permutation", f"demand {state.demand}", "demand")
    if not (isinstance(state.locked, int) and 0 <= state.locked < 4):
        return Broken("exactly one locked demand token", f"locked {state.locked!r}",
                      "locked")
    # ---- docks: one per port, at that player's port (p. 8) ---------------------------
    docks = [0, 0]
    for i, (dock, owner, index) in enumerate(state.docks):
        docks[owner] += 1
        if state.buildings[index] != building_code(owner, 0):
            return Broken("docks sit at their owner's port",
                          f"dock {dock} of {COLOURS[owner]} at board index {index}, which "
                          f"holds building code {state.buildings[index]}", f"docks[{i}]")
    if pending == "dock":       # the dock tile goes to the port just built (p. 8)
        port = board_index(d.ctx.flotilla, d.ctx.location)
        if not (d.ctx.player == d.player and 0 <= port < LOCATIONS
                and state.buildings[port] == building_code(d.player, 0)
                and all(index != port for _, _, index in state.docks)):
            return Broken("a dock tile is chosen for a port without one",
                          f"{COLOURS[d.player]} chooses a dock for flotilla "
                          f"{d.ctx.flotilla + 1} location {d.ctx.location}, board index "
                          f"{port}", f"stack[{len(state.stack) - 1}].ctx")
    for i, p in enumerate(players):
        choosing = 1 if pending == "dock" and d.player == i else 0
        if docks[i] + choosing != p.built[0]:
            return Broken("one dock per port",
                          f"{COLOURS[i]}: {docks[i]} docks (+{choosing} being chosen), "
                          f"{p.built[0]} ports built", "docks")
    return None


def cards_kept(state) -> Broken | None:
    """Dive cards, dock tiles, specialists and decrees: each exactly once (pp. 3, 8, 11)."""
    content = state.content
    d = state.decision
    pending = d.kind if d is not None else None
    kept = tuple(c for cards in state.kept for c in cards)
    outer = tuple(c for cards, _ in state.outer_open for c in cards)
    dives = (state.dive_deck + state.dive_discard + state.dive_removed + kept + state.dive_open
             + outer + state.face_up)
    in_game = {c.name for c in content.dive_cards if not (state.solo and c.depth == "depths")}
    if len(dives) != len(in_game) or set(dives) != in_game:
        more = (f" + kept {len(kept)}" if kept else "") + (
            f" + open {len(state.dive_open)}" if state.dive_open else "") + (
            f" + set aside in the open {len(outer)}" if outer else "") + (
            f" + face up {len(state.face_up)}" if state.face_up else "")
        return Broken(
            "dive card conservation",
            f"deck {len(state.dive_deck)} + discard {len(state.dive_discard)} + removed "
            f"{len(state.dive_removed)}{more} = {len(dives)} cards ({len(set(dives))} "
            f"distinct), expected the {len(in_game)} dive cards in the game once each",
            "dive_deck")
    placed = tuple(name for name, _, _ in state.docks)
    aside = tuple(c for c in state.set_aside if c in content.dock)      # solo discards
    tiles = state.dock_deck + state.dock_display + placed + aside
    if len(tiles) != len(content.dock_tiles) or set(tiles) != set(content.dock):
        return Broken(
            "dock tile conservation",
            f"deck {len(state.dock_deck)} + display {len(state.dock_display)} + placed "
            f"{len(placed)} = {len(tiles)} ({len(set(tiles))} distinct), expected "
            f"{len(content.dock_tiles)}", "dock_deck")
    held = tuple(c for p in state.players for c, _ in p.specialists)
    specs = state.specialist_deck + state.specialist_display + held + tuple(
        c for c in state.set_aside if c in content.specialist)
    if len(specs) != len(set(specs)) or not set(specs) <= set(content.specialist):
        return Broken("specialist conservation",
                      f"a specialist appears twice or is unknown: {sorted(specs)}",
                      "specialist_deck")
    if state.solo and any(content.specialist[c].two_player for c in specs):
        return Broken("no two-player specialists in solo",
                      f"{[c for c in specs if content.specialist[c].two_player]}",
                      "specialist_deck")
    # ---- decrees: only with B sides; each in the deck, in play (the last one put in
    # play; covered ones stay under it) or one of the two drawn to choose from (p. 11).
    options = dict(state.options)
    if "B" in options.get("sides", ""):
        drawn = d.values[0] if pending == "decree" and d.values else ()
        if type(drawn) is not tuple:
            return Broken("decree conservation",
                          f"the decrees drawn to choose from are {drawn!r}, not a list",
                          f"stack[{len(state.stack) - 1}].values[0]")
        decrees = state.decree_deck + state.decrees + drawn
        if len(decrees) != len(set(decrees)) or set(decrees) != set(content.decree):
            return Broken(
                "decree conservation",
                f"deck {list(state.decree_deck)} + in play {list(state.decrees)} + drawn "
                f"{list(drawn)}: expected each of the {len(content.decrees)} decrees once",
                "decree_deck")
        if content.decrees and not state.decrees:
            return Broken("one decree in play with B sides", "no decree is in play",
                          "decrees")
        first = options.get("decree")
        if first is not None and state.decrees[:1] != (first,):
            return Broken("the initial decree is the one chosen",
                          f"chose {first!r}, first in play {state.decrees[:1]}", "decrees")
    elif state.decrees or state.decree_deck:
        return Broken("no decrees without B sides",
                      f"in play {list(state.decrees)}, deck {list(state.decree_deck)}",
                      "decrees")
    return None
