"""What must hold in every state of every game, checked in one call.

    check_invariants(state)   # InvariantError naming the broken invariant and its values

Conservation of tokens, buildings, ships and cards (conservation.py); a sane demand
row; at most one decree in play; a well-formed decision stack; the end bookkeeping; a
move for whoever must decide; a score sheet that adds up. Cheap on purpose: the soak
tests run it ~10^5 times, and from_json runs it on every state it loads. A few counts
are legitimately "in flight" while a question is pending (a ship being placed, a dock
tile being chosen for a port just built, a ship on a building about to move on); those
are accounted for by looking at the pending decision and steps.
Part of the core library (no hypothesis needed); seastead_rules.testing re-exports it.
"""

from __future__ import annotations

import attrs

from ..engine.scoring import score_sheet
from ..engine.turn import legal_actions
from ..errors import ArgumentError
from ..inputs import check_type
from ..model.names import COLOURS, LOCATIONS
from ..model.state import Cards, Decision, Frame, Log, Player, State
from .conservation import Broken, cards_kept, pieces_kept, tokens_kept

__all__ = ["InvariantError", "check_invariants", "where"]

_PLAYERS = ", ".join(f"{c} (player {i})" for i, c in enumerate(COLOURS))


class InvariantError(AssertionError):
    """An invariant does not hold; the message names it, shows the values and where.

    `invariant` is the invariant's name, `state` the state that broke it, `field` the
    field it shows in (a save file's path below `$.state`, e.g. `supply[0]`; may be "")."""

    def __init__(self, invariant: str, detail: str, state, field: str = ""):
        self.invariant, self.detail, self.state, self.field = invariant, detail, state, field
        super().__init__(f"invariant '{invariant}' broken: {detail}\n    at {where(state)}")


def where(state) -> str:
    """Where a state is: round, whose turn, who must answer what, seed and options."""
    check_type(state, State, "state", "a State")
    d = state.decision
    asked = f"{d.prompt!r} ({d.kind}) asked of {_colour(d.player)}" if d is not None \
        else "nothing asked"
    current = _colour(state.current)
    over = ", the game is over" if state.over else ""
    options = ", ".join(f"{k}={v!r}" for k, v in state.options)
    return (f"round {state.round}, {current}'s turn{over}; {asked}; "
            f"seed {state.seed}, {options}")


def _colour(player) -> str:
    return COLOURS[player] if player in (0, 1) else repr(player)


def check_invariants(state) -> None:
    """Raise InvariantError (an AssertionError) if any invariant of the state fails.

    Covers two-player and solo games (in solo, player 1 is the Boss: his resources lie
    on the board, his buildings have code 6, and he has no ships or cards). Given a
    PlayedGame (what the testing toolkit's `games()` draws), checks each of its states.
    Anything else is an ArgumentError (a TypeError) saying what to pass."""
    if not isinstance(state, State):
        states = getattr(state, "states", None)
        if not (isinstance(states, tuple) and states
                and all(isinstance(one, State) for one in states)):
            raise ArgumentError(_not_a_state(state))
        for one in states:
            check_invariants(one)
        return
    for check in _CHECKS:
        broken = check(state)
        if broken is not None:
            raise InvariantError(broken.invariant, broken.detail, state, broken.field)


def _not_a_state(value) -> str:
    hint = " (call its freeze() for the State)" if hasattr(value, "freeze") else ""
    return (f"check_invariants takes a State (a position, from new_game or apply) or a "
            f"PlayedGame (from the games() strategy), not a {type(value).__name__}{hint}")


def _frozen(state) -> Broken | None:
    # Every part of a state is a frozen record or a tuple, never a list or one of the
    # engine's mutable twins left unfrozen: `apply` shares them with the next state.
    records = [(state, State), (state.cards, Cards)]
    records += [(p, Player) for p in state.players]
    for value, cls in records:
        if type(value) is not cls:
            return Broken("a state holds frozen records",
                          f"a {type(value).__name__} where a {cls.__name__} belongs")
        for a in attrs.fields(cls):
            if a.type == "tuple" and type(getattr(value, a.name)) is not tuple:
                return Broken("a state holds no lists",
                              f"{cls.__name__}.{a.name} is a "
                              f"{type(getattr(value, a.name)).__name__}")
    if state.log is not None and (type(state.log) is not Log
                                  or type(state.log.events) is not tuple):
        return Broken("a state holds frozen records", "the last log link is not a frozen Log")
    return None


def _stack(state) -> Broken | None:
    stack = state.stack
    for i, item in enumerate(stack):
        if isinstance(item, Decision):
            if i != len(stack) - 1:
                return Broken("a decision only on top of the stack",
                              f"decision {item.kind!r} at depth {len(stack) - 1 - i} of "
                              f"{len(stack)}", f"stack[{i}]")
        elif isinstance(item, Frame):
            if not item.ops or not 0 <= item.pc <= len(item.ops) or item.ctx.player not in (0, 1):
                return Broken("well-formed frames",
                              f"frame {i} has {len(item.ops)} effects, pc {item.pc}, player "
                              f"{item.ctx.player}", f"stack[{i}]")
        else:
            return Broken("the stack holds frames and decisions", f"item {i} is {item!r}",
                          f"stack[{i}]")
    if state.over:
        return None
    d = state.decision
    top = f"stack[{len(stack) - 1}]"
    if d is None:
        found = type(stack[-1]).__name__ if stack else "nothing"
        return Broken("a decision on top until the game is over",
                      f"the top of the stack is {found}", "stack")
    if d.player not in (0, 1):
        return Broken("a decision asks a player",
                      f"asked of {d.player!r}; players are {_PLAYERS}", f"{top}.player")
    if d.kind != "turn" and (not d.options or len(d.options) != len(d.values)
                             or len(set(d.options)) != len(d.options)):
        return Broken("a decision offers distinct answers",
                      f"{d.kind!r} offers {list(d.options)} for {len(d.values)} values",
                      f"{top}.options")
    return None


def _last_rounds(state) -> int:
    """The most rounds played after the one in which the end is triggered: 1 by the
    rules (p. 11), up to the top of its range where a card changes `last-rounds`."""
    return state.content.ranges["last-rounds"][1] if "last-rounds" in state.content.touched else 1


def _end(state) -> Broken | None:
    # ---- the end: triggered in a round, that round is finished, then one more is
    # played (or as many as `last-rounds` says), and the game ends with it (p. 11).
    # The solo game ends with the turn in which an end condition occurs (p. 15): its
    # end round, once set, is that turn.
    end, now = state.end_round, state.round
    if state.solo:
        if end not in (-1, now):
            return Broken("the solo end round is the turn the end was triggered in",
                          f"end_round {end!r}, expected -1 or {now} (round {now})",
                          "end_round")
    elif state.over:
        if end != now:
            return Broken("the end round is the round the game ended in",
                          f"the game is over in round {now}, end_round {end!r}", "end_round")
    elif end != -1 and not now <= end <= now + _last_rounds(state):
        return Broken("the end round is this round or one of the last rounds",
                      f"round {now}, end_round {end!r} (expected -1 until the end is "
                      f"triggered, then {now} to {now + _last_rounds(state)})", "end_round")
    return None


def _moves(state) -> Broken | None:
    # ---- whose move: someone must be able to act until the game is over (p. 6) -------
    legal = legal_actions(state)
    d = state.decision
    if state.over:
        if legal or state.to_move != -1:
            return Broken("no moves once the game is over",
                          f"over with {len(legal)} legal actions, to_move {state.to_move}",
                          "over")
        return None
    if not legal:
        return Broken("legal actions until the game is over",
                      f"no legal action; stack top "
                      f"{state.stack[-1] if state.stack else None!r}", "stack")
    if len({str(a) for a in legal}) != len(legal):
        return Broken("legal actions read differently", f"{[str(a) for a in legal]}", "stack")
    if state.to_move not in (0, 1):
        return Broken("someone is to move", f"to_move {state.to_move}", "stack")
    if d.kind == "turn":
        if d.player != state.current:
            return Broken("the turn question is for the current player",
                          f"asked of {d.player}, current {state.current}", "current")
        # Between turns no ship shares a location with a building (p. 9).
        for i in range(LOCATIONS):
            if state.ships[i] != -1 and state.buildings[i] != -1:
                return Broken("no ship on a building between turns",
                              f"board index {i}: ship of {COLOURS[state.ships[i]]}, "
                              f"building code {state.buildings[i]}", f"ships[{i}]")
    return None


def _score(state) -> Broken | None:
    # ---- scoring: totals are the sum of the five categories (p. 12), and of the points
    # cards scored ----------------------------------------------------------------------
    sheet = score_sheet(state)
    for line in sheet.lines:
        parts = (line.resources, line.dock_buildings, line.locations, line.specialists,
                 line.cleanup, line.cards, line.boss)
        if line.total != sum(parts):
            return Broken("score total is the sum of its categories",
                          f"{COLOURS[line.player]}: total {line.total}, categories {parts}")
    if sheet.winner not in (0, 1, None):
        return Broken("a winner or a shared victory", f"winner {sheet.winner!r}")
    return None


# In this order: the first invariant broken is the one reported.
_CHECKS = (_frozen, _stack, tokens_kept, pieces_kept, cards_kept, _end, _moves, _score)
