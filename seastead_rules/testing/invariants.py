"""What must hold in every state of every game, checked in one call.

    check_invariants(state)   # InvariantError naming the broken invariant and its values

Conservation of tokens, buildings, ships and cards; a sane demand row; at most one
decree in play; a well-formed decision stack; a move for whoever must decide; a score
sheet that adds up. Cheap on purpose: the soak tests run it ~10^5 times. A few counts
are legitimately "in flight" while a question is pending (a ship being placed, a dock
tile being chosen for a port just built); those are accounted for by looking at the
pending decision.
"""

from __future__ import annotations

import attrs

from ..actions import Build
from ..engine.turn import legal_actions
from ..explain import explain_cost
from ..names import (
    BUILDINGS_PER_KIND,
    CLEANUP_TOKENS,
    COLOURS,
    KINDS,
    RESOURCES,
    SHIPS_PER_PLAYER,
    TOKENS_PER_RESOURCE,
)
from ..scoring import score_sheet
from ..state import Cards, Decision, Frame, Log, Player, Setup, State

__all__ = ["InvariantError", "check_invariants", "check_transition", "where"]

_PLAYERS = ", ".join(f"{c} (player {i})" for i, c in enumerate(COLOURS))


class InvariantError(AssertionError):
    """An invariant does not hold; the message names it, shows the values and where.

    `invariant` is the invariant's name, `state` the state that broke it."""

    def __init__(self, invariant: str, detail: str, state):
        self.invariant, self.detail, self.state = invariant, detail, state
        super().__init__(f"invariant '{invariant}' broken: {detail}\n    at {where(state)}")


def where(state) -> str:
    """Where a state is: round, whose turn, who must answer what, seed and options."""
    d = state.decision
    asked = f"{d.prompt!r} ({d.kind}) asked of {COLOURS[d.player]}" if d is not None \
        else "nothing asked"
    current = COLOURS[state.current] if state.current in (0, 1) else state.current
    over = ", the game is over" if state.over else ""
    options = ", ".join(f"{k}={v!r}" for k, v in state.options)
    return (f"round {state.round}, {current}'s turn{over}; {asked}; "
            f"seed {state.seed}, {options}")


def _fail(name: str, detail: str, state) -> None:
    raise InvariantError(name, detail, state)


def check_invariants(state) -> None:
    """Raise InvariantError (an AssertionError) if any invariant of the state fails.

    Covers two-player and solo games (in solo, player 1 is the Boss: his resources lie
    on the board, his buildings have code 6, and he has no ships or cards)."""
    _check_frozen(state)
    _check_stack(state)
    d = state.decision
    pending = d.kind if d is not None else None
    _check_tokens(state)
    _check_board(state, d, pending)
    _check_cards(state, pending, d)
    _check_moves(state, d, pending)
    _check_score(state)


def _check_tokens(state) -> None:
    p0, p1 = state.players
    # ---- resources: 10 tokens of each type, in the supply or a reserve (pp. 2, 10) ---
    for r in range(4):
        a, b, sup = p0.resources[r], p1.resources[r], state.supply[r]
        boss = sum(held.count(r) for held in state.boss_resources)   # solo: on the board
        if a < 0 or b < 0 or sup < 0 or sup + a + b + boss != TOKENS_PER_RESOURCE:
            _fail("resource conservation",
                  f"{RESOURCES[r]}: supply {sup} + blue {a} + orange {b} + the Boss's on the "
                  f"board {boss} = {sup + a + b + boss}, expected {TOKENS_PER_RESOURCE} with "
                  "none negative", state)
    # ---- cleanup tokens: 20; extras are recorded only once the supply is empty (p. 10)
    c0, c1, cs = p0.cleanup, p1.cleanup, state.cleanup_supply
    if min(c0, c1, cs) < 0 or cs + c0 + c1 != CLEANUP_TOKENS:
        _fail("cleanup conservation",
              f"cleanup_supply {cs} + blue {c0} + orange {c1} = {cs + c0 + c1}, "
              f"expected {CLEANUP_TOKENS} with none negative (recorded extras: blue "
              f"{p0.cleanup_extra}, orange {p1.cleanup_extra})", state)
    for i, p in enumerate(state.players):
        if p.cleanup_extra < 0 or (p.cleanup_extra and cs != 0):
            _fail("cleanup extras only when the supply is empty",
                  f"{COLOURS[i]} cleanup_extra {p.cleanup_extra} with cleanup_supply {cs}",
                  state)


def _check_board(state, d, pending) -> None:
    players = state.players
    # ---- buildings: 12 per player, on the board or on the player board (pp. 2, 7) ----
    counts = [0] * 7
    for code in state.buildings:
        if code != -1:
            if not 0 <= code < (7 if state.solo else 6):
                _fail("building codes", f"board has building code {code}", state)
            counts[code] += 1
    if state.solo:
        # The Boss has 12 buildings (p. 15); no resource of his lies under a building, and
        # a second one at a location becomes a building at once.
        if counts[6] > 12:
            _fail("the Boss has twelve buildings", f"{counts[6]} Boss buildings", state)
        for i, held in enumerate(state.boss_resources):
            if held and (state.buildings[i] != -1 or len(held) > 1):
                _fail("Boss resources lie alone on locations without a building",
                      f"board index {i}: {held} with building code {state.buildings[i]}",
                      state)
    for i, p in enumerate(players):
        for k in range(3):
            if counts[i * 3 + k] != p.built[k] or not 0 <= p.built[k] <= BUILDINGS_PER_KIND:
                _fail("building conservation",
                      f"{COLOURS[i]} {KINDS[k]}: {counts[i * 3 + k]} on the board, "
                      f"built[{k}] = {p.built[k]}, {BUILDINGS_PER_KIND - p.built[k]} left "
                      f"on the player board (expected {BUILDINGS_PER_KIND} in all)", state)
    # ---- ships: 4 per player, on the board, in reserve, in the box or being placed (p. 9)
    on_board = [0, 0]
    for owner in state.ships:
        if owner != -1:
            if owner not in (0, 1):
                _fail("ship codes", f"board has a ship of player {owner}", state)
            on_board[owner] += 1
    for i, p in enumerate(players):
        in_hand = 1 if pending == "ship" and d.player == i else 0
        total = on_board[i] + p.ships_reserve + p.ships_boxed + in_hand
        if state.solo and i == 1:
            if total:
                _fail("the Boss has no ships", f"{total} ships of the Boss", state)
            continue
        if total != SHIPS_PER_PLAYER or p.ships_reserve < 0 or p.ships_boxed < 0:
            _fail("ship conservation",
                  f"{COLOURS[i]}: {on_board[i]} on the board + {p.ships_reserve} reserve + "
                  f"{p.ships_boxed} boxed + {in_hand} being placed = {total}, "
                  f"expected {SHIPS_PER_PLAYER}", state)
    # ---- demand tokens: a permutation, exactly one locked (pp. 3, 10) ----------------
    if sorted(state.demand) != [0, 1, 2, 3]:
        _fail("demand is a permutation", f"demand {state.demand}", state)
    if not (isinstance(state.locked, int) and 0 <= state.locked < 4):
        _fail("exactly one locked demand token", f"locked {state.locked!r}", state)
    # ---- docks: one per port, at that player's port (p. 8) ---------------------------
    docks = [0, 0]
    for dock, owner, index in state.docks:
        docks[owner] += 1
        if state.buildings[index] != owner * 3 + 0:
            _fail("docks sit at their owner's port",
                  f"dock {dock} of {COLOURS[owner]} at board index {index}, which holds "
                  f"building code {state.buildings[index]}", state)
    for i, p in enumerate(players):
        choosing = 1 if pending == "dock" and d.player == i else 0
        if docks[i] + choosing != p.built[0]:
            _fail("one dock per port",
                  f"{COLOURS[i]}: {docks[i]} docks (+{choosing} being chosen), "
                  f"{p.built[0]} ports built", state)


def _check_cards(state, pending, d) -> None:
    content = state.content
    dives = state.dive_deck + state.dive_discard + state.dive_removed
    in_game = {c.name for c in content.dive_cards if not (state.solo and c.depth == "depths")}
    if len(dives) != len(in_game) or set(dives) != in_game:
        _fail("dive card conservation",
              f"deck {len(state.dive_deck)} + discard {len(state.dive_discard)} + removed "
              f"{len(state.dive_removed)} = {len(dives)} cards ({len(set(dives))} distinct), "
              f"expected the {len(in_game)} dive cards in the game once each", state)
    placed = tuple(name for name, _, _ in state.docks)
    aside = tuple(c for c in state.set_aside if c in content.dock)      # solo discards
    tiles = state.dock_deck + state.dock_display + placed + aside
    if len(tiles) != len(content.dock_tiles) or set(tiles) != set(content.dock):
        _fail("dock tile conservation",
              f"deck {len(state.dock_deck)} + display {len(state.dock_display)} + placed "
              f"{len(placed)} = {len(tiles)} ({len(set(tiles))} distinct), expected "
              f"{len(content.dock_tiles)}", state)
    held = tuple(c for p in state.players for c, _ in p.specialists)
    specs = state.specialist_deck + state.specialist_display + held + tuple(
        c for c in state.set_aside if c in content.specialist)
    if state.solo and any(content.specialist[c].two_player for c in specs):
        _fail("no two-player specialists in solo",
              f"{[c for c in specs if content.specialist[c].two_player]}", state)
    if len(specs) != len(set(specs)) or not set(specs) <= set(content.specialist):
        _fail("specialist conservation",
              f"a specialist appears twice or is unknown: {sorted(specs)}", state)
    # ---- decrees: only with B sides; each in the deck, in play (the last one put in
    # play; covered ones stay under it) or one of the two drawn to choose from (p. 11).
    options = dict(state.options)
    if "B" in options.get("sides", ""):
        drawn = tuple(d.values[0]) if pending == "decree" else ()
        decrees = state.decree_deck + state.decrees + drawn
        if len(decrees) != len(set(decrees)) or set(decrees) != set(content.decree):
            _fail("decree conservation",
                  f"deck {list(state.decree_deck)} + in play {list(state.decrees)} + drawn "
                  f"{list(drawn)}: expected each of the {len(content.decrees)} decrees once",
                  state)
        if content.decrees and not state.decrees:
            _fail("one decree in play with B sides", "no decree is in play", state)
        first = options.get("decree")
        if first is not None and state.decrees[:1] != (first,):
            _fail("the initial decree is the one chosen",
                  f"chose {first!r}, first in play {state.decrees[:1]}", state)
    elif state.decrees or state.decree_deck:
        _fail("no decrees without B sides",
              f"in play {list(state.decrees)}, deck {list(state.decree_deck)}", state)


def _check_frozen(state) -> None:
    # Every part of a state is a frozen record or a tuple, never a list or one of the
    # engine's mutable twins left unfrozen: `apply` shares them with the next state.
    records = [(state, State), (state.cards, Cards), (state.setup, Setup)]
    records += [(p, Player) for p in state.players]
    for value, cls in records:
        if type(value) is not cls:
            _fail("a state holds frozen records",
                  f"a {type(value).__name__} where a {cls.__name__} belongs", state)
        for a in attrs.fields(cls):
            if a.type == "tuple" and type(getattr(value, a.name)) is not tuple:
                _fail("a state holds no lists",
                      f"{cls.__name__}.{a.name} is a {type(getattr(value, a.name)).__name__}",
                      state)
    if state.log is not None and (type(state.log) is not Log
                                  or type(state.log.events) is not tuple):
        _fail("a state holds frozen records", "the last log link is not a frozen Log", state)


def _check_stack(state) -> None:
    stack = state.stack
    for i, item in enumerate(stack):
        if isinstance(item, Decision):
            if i != len(stack) - 1:
                _fail("a decision only on top of the stack",
                      f"decision {item.kind!r} at depth {len(stack) - 1 - i} of "
                      f"{len(stack)}", state)
        elif isinstance(item, Frame):
            if not item.ops or not 0 <= item.pc <= len(item.ops) or item.ctx.player not in (0, 1):
                _fail("well-formed frames",
                      f"frame {i} has {len(item.ops)} effects, pc {item.pc}, player "
                      f"{item.ctx.player}", state)
        else:
            _fail("the stack holds frames and decisions", f"item {i} is {item!r}", state)
    if state.over:
        return
    d = state.decision
    if d is None:
        top = type(stack[-1]).__name__ if stack else "nothing"
        _fail("a decision on top until the game is over",
              f"the top of the stack is {top}", state)
    if d.player not in (0, 1):
        _fail("a decision asks a player", f"asked of {d.player!r}; players are {_PLAYERS}",
              state)
    if d.kind != "turn" and (not d.options or len(d.options) != len(d.values)
                             or len(set(d.options)) != len(d.options)):
        _fail("a decision offers distinct answers",
              f"{d.kind!r} offers {list(d.options)} for {len(d.values)} values", state)


def _check_moves(state, d, pending) -> None:
    # ---- whose move: someone must be able to act until the game is over (p. 6) -------
    legal = legal_actions(state)
    if state.over:
        if legal or state.to_move != -1:
            _fail("no moves once the game is over",
                  f"over with {len(legal)} legal actions, to_move {state.to_move}", state)
        return
    if not legal:
        _fail("legal actions until the game is over",
              f"no legal action; stack top {state.stack[-1] if state.stack else None!r}", state)
    if len({str(a) for a in legal}) != len(legal):
        _fail("legal actions read differently", f"{[str(a) for a in legal]}", state)
    if state.to_move not in (0, 1):
        _fail("someone is to move", f"to_move {state.to_move}", state)
    if pending == "turn":
        if d.player != state.current:
            _fail("the turn question is for the current player",
                  f"asked of {d.player}, current {state.current}", state)
        # Between turns no ship shares a location with a building (p. 9).
        for i in range(24):
            if state.ships[i] != -1 and state.buildings[i] != -1:
                _fail("no ship on a building between turns",
                      f"board index {i}: ship of {COLOURS[state.ships[i]]}, building code "
                      f"{state.buildings[i]}", state)


def _check_score(state) -> None:
    # ---- scoring: totals are the sum of the five categories (p. 12) -----------------
    sheet = score_sheet(state)
    for line in sheet.lines:
        parts = (line.resources, line.dock_buildings, line.locations, line.specialists,
                 line.cleanup, line.boss)
        if line.total != sum(parts):
            _fail("score total is the sum of its categories",
                  f"{COLOURS[line.player]}: total {line.total}, categories {parts}", state)
    if sheet.winner not in (0, 1, None):
        _fail("a winner or a shared victory", f"winner {sheet.winner!r}", state)


def check_transition(before, action, after) -> None:
    """Raise InvariantError if the step `before` --action--> `after` broke a rule.

    `action` is an Action or its text. Checked: a build pays exactly its cost (as
    explain_cost gives it, in the flotilla's demanded resource, p. 7), seen when the
    builder's first question is the building's own effect, before anything else ran."""
    if isinstance(action, str):
        found = [a for a in legal_actions(before) if str(a) == action]
        if not found:
            _fail("only legal actions are played", f"'{action}' is not legal", before)
        action = found[0]
    if isinstance(action, Build):
        _check_build_paid(before, action, after)


def _check_build_paid(before, action, after) -> None:
    player, kind = before.current, KINDS.index(action.kind)
    block = before.content.rules.building[kind]
    d = after.decision
    if not block or d is None or d.player != player \
            or getattr(d.op, "src", None) != getattr(block[0], "src", ""):
        return
    cost, reasons = explain_cost(before, action)
    r = before.demand[action.flotilla - 1]
    paid = before.players[player].resources[r] - after.players[player].resources[r]
    if paid != cost:
        why = ", ".join(f"{x.text} {x.amount:+d}" if i else f"{x.text} {x.amount}"
                        for i, x in enumerate(reasons))
        _fail("a build pays its cost",
              f"{COLOURS[player]} played '{action}': it costs {cost} {RESOURCES[r]} "
              f"({why}) and {COLOURS[player]} paid {paid}", after)
