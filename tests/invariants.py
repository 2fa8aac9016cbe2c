"""What must hold in every state of every game: conservation of tokens, buildings,
ships and cards, a sane demand row, and a move for whoever must decide.

    check_invariants(state)   # AssertionError naming the broken invariant and its values

Used by the soak tests after every action. Cheap on purpose: it runs ~10^5 times.
A few counts are legitimately "in flight" while a question is pending (a ship being
placed, a dock tile being chosen for a port just built); those are accounted for by
looking at the pending decision.
"""

from __future__ import annotations

import seastead_rules as s
from seastead_rules.names import (
    BUILDINGS_PER_KIND, CLEANUP_TOKENS, KINDS, RESOURCES, SHIPS_PER_PLAYER, TOKENS_PER_RESOURCE,
)

__all__ = ["check_invariants", "InvariantBroken"]


class InvariantBroken(AssertionError):
    """An invariant does not hold; the message names it and shows the values."""


def _fail(name: str, detail: str, state) -> None:
    where = (f"round {state.round}, current {state.current}, to_move {state.to_move}, "
             f"seed {state.seed}")
    d = state.decision
    pending = f"; pending {d.kind!r}: {d.prompt!r}" if d is not None else ""
    raise InvariantBroken(f"invariant '{name}' broken: {detail} ({where}{pending})")


def check_invariants(state) -> None:
    """Raise AssertionError (InvariantBroken) if any invariant of the game state fails."""
    players = state.players
    p0, p1 = players
    d = state.decision
    pending = d.kind if d is not None else None

    # ---- resources: 10 tokens of each type, in the supply or a reserve (p. 2, 10) ----
    for r in range(4):
        a, b, sup = p0.resources[r], p1.resources[r], state.supply[r]
        if a < 0 or b < 0 or sup < 0 or sup + a + b != TOKENS_PER_RESOURCE:
            _fail("resource conservation",
                  f"{RESOURCES[r]}: supply {sup} + blue {a} + orange {b} = {sup + a + b}, "
                  f"expected {TOKENS_PER_RESOURCE} with none negative", state)

    # ---- cleanup tokens: 20, extras only recorded once the supply is empty (p. 10) ---
    c0, c1, cs = p0.cleanup, p1.cleanup, state.cleanup_supply
    if min(c0, c1, cs) < 0 or cs + c0 + c1 != CLEANUP_TOKENS:
        _fail("cleanup conservation",
              f"cleanup_supply {cs} + blue {c0} + orange {c1} = {cs + c0 + c1}, "
              f"expected {CLEANUP_TOKENS} with none negative", state)
    for i, p in enumerate(players):
        if p.cleanup_extra < 0 or (p.cleanup_extra and cs != 0):
            _fail("cleanup extras only when the supply is empty",
                  f"player {i} cleanup_extra {p.cleanup_extra} with cleanup_supply {cs}", state)

    # ---- buildings: the board matches each player board; at most 4 per kind (p. 7) ---
    counts = [0] * 6
    for code in state.buildings:
        if code != -1:
            if not 0 <= code < 6:
                _fail("building codes", f"board has building code {code}", state)
            counts[code] += 1
    for i, p in enumerate(players):
        for k in range(3):
            if counts[i * 3 + k] != p.built[k] or not 0 <= p.built[k] <= BUILDINGS_PER_KIND:
                _fail("buildings on the board match the player board",
                      f"player {i} {KINDS[k]}: {counts[i * 3 + k]} on the board, "
                      f"built[{k}] = {p.built[k]} (at most {BUILDINGS_PER_KIND})", state)

    # ---- ships: 4 per player, on the board, in reserve or in the box (p. 9) ----------
    # While a ship-placement question is pending, the ship being placed is in the hand.
    on_board = [0, 0]
    for owner in state.ships:
        if owner != -1:
            on_board[owner] += 1
    for i, p in enumerate(players):
        in_hand = 1 if pending == "ship" and d.player == i else 0
        total = on_board[i] + p.ships_reserve + p.ships_boxed + in_hand
        if total != SHIPS_PER_PLAYER or p.ships_reserve < 0 or p.ships_boxed < 0:
            _fail("ship conservation",
                  f"player {i}: {on_board[i]} on the board + {p.ships_reserve} reserve + "
                  f"{p.ships_boxed} boxed + {in_hand} being placed = {total}, "
                  f"expected {SHIPS_PER_PLAYER}", state)

    # ---- demand tokens: a permutation, exactly one locked (pp. 3, 10) ----------------
    if sorted(state.demand) != [0, 1, 2, 3]:
        _fail("demand is a permutation", f"demand {state.demand}", state)
    if not (isinstance(state.locked, int) and 0 <= state.locked < 4):
        _fail("exactly one locked flotilla", f"locked {state.locked!r}", state)

    # ---- docks: one per port, at that player's port (p. 8) ---------------------------
    # While a port's owner is choosing its dock tile, that port has none yet.
    docks = [0, 0]
    for dock, owner, index in state.docks:
        docks[owner] += 1
        if state.buildings[index] != owner * 3 + 0:
            _fail("docks sit at their owner's port",
                  f"dock {dock} of player {owner} at board index {index}, which holds "
                  f"building code {state.buildings[index]}", state)
    for i, p in enumerate(players):
        choosing = 1 if pending == "dock" and d.player == i else 0
        if docks[i] + choosing != p.built[0]:
            _fail("one dock per port",
                  f"player {i}: {docks[i]} docks (+{choosing} being chosen), "
                  f"{p.built[0]} ports built", state)

    # ---- cards: nothing appears or vanishes ------------------------------------------
    content = state.content
    dives = state.dive_deck + state.dive_discard + state.dive_removed
    if len(dives) != len(content.dive_cards) or set(dives) != set(content.dive):
        _fail("dive card conservation",
              f"deck {len(state.dive_deck)} + discard {len(state.dive_discard)} + removed "
              f"{len(state.dive_removed)} = {len(dives)} cards ({len(set(dives))} distinct), "
              f"expected the {len(content.dive_cards)} dive cards once each", state)
    placed = tuple(name for name, _, _ in state.docks)
    tiles = state.dock_deck + state.dock_display + placed
    if len(tiles) != len(content.dock_tiles) or set(tiles) != set(content.dock):
        _fail("dock tile conservation",
              f"deck {len(state.dock_deck)} + display {len(state.dock_display)} + placed "
              f"{len(placed)} = {len(tiles)} ({len(set(tiles))} distinct), expected "
              f"{len(content.dock_tiles)}", state)
    held = tuple(c for p in players for c, _ in p.specialists)
    specs = state.specialist_deck + state.specialist_display + held
    if len(specs) != len(set(specs)):
        _fail("specialist conservation", f"a specialist appears twice: {sorted(specs)}", state)
    # Decrees: only with B sides; each is in the deck, in play (covered or not), or one
    # of the two drawn while the player chooses between them (p. 11).
    if "B" in dict(state.options).get("sides", ""):
        drawn = tuple(d.values[0]) if pending == "decree" else ()
        decrees = state.decree_deck + state.decrees + drawn
        if len(decrees) != len(set(decrees)) or set(decrees) != set(content.decree):
            _fail("decree conservation",
                  f"deck {list(state.decree_deck)} + in play {list(state.decrees)} + drawn "
                  f"{list(drawn)}: expected each of the {len(content.decrees)} decrees once",
                  state)
    elif state.decrees or state.decree_deck:
        _fail("no decrees without B sides",
              f"in play {state.decrees}, deck {state.decree_deck}", state)

    # ---- whose move: someone must be able to act until the game is over --------------
    legal = s.legal_actions(state)
    if state.over:
        if legal or state.to_move != -1:
            _fail("no moves once the game is over",
                  f"over with {len(legal)} legal actions, to_move {state.to_move}", state)
    else:
        if not legal:
            _fail("legal actions until the game is over",
                  f"no legal action; stack top {state.stack[-1] if state.stack else None!r}",
                  state)
        if state.to_move not in (0, 1):
            _fail("someone is to move", f"to_move {state.to_move}", state)
        if pending == "turn" and d.player != state.current:
            _fail("the turn question is for the current player",
                  f"asked of {d.player}, current {state.current}", state)
        if pending == "turn":
            # Between turns no ship shares a location with a building (p. 9).
            for i in range(24):
                if state.ships[i] != -1 and state.buildings[i] != -1:
                    _fail("no ship on a building between turns",
                          f"board index {i}: ship of {state.ships[i]}, building code "
                          f"{state.buildings[i]}", state)

    # ---- scoring: totals are the sum of the categories -------------------------------
    sheet = s.score_sheet(state)
    for line in sheet.lines:
        parts = (line.resources, line.dock_buildings, line.locations, line.specialists,
                 line.cleanup)
        if line.total != sum(parts):
            _fail("score total is the sum of its categories",
                  f"player {line.player}: total {line.total}, categories {parts}", state)
