"""What a loaded state must be beyond its fields' types: counts and ranges, names the
content knows, the setup options, the decision stack (save_stack.py), every invariant
check_invariants checks (checks.py), and a pending question whose answers can be applied
and keep them. Problems raise BadField naming the path. See docs/saving.md."""

from __future__ import annotations

import attrs

from ..engine import ops
from ..errors import RulesError
from ..model import state as st
from ..model.content import Content
from ..model.names import BUILDINGS_PER_KIND, LOCATIONS
from .format import BadField, count, counts, need, shown
from .invariants import InvariantError, check_invariants
from .question import check_question
from .stack import check_stack

__all__ = ["check_shape", "check_playable"]

_RNG_LIMIT = 1 << 64


def check_shape(s: st.State, content: Content) -> None:
    """Ranges and names a well-formed state must have; raises BadField with the path."""
    need(len(s.sides) == 4, "$.state.sides", "expected four flotilla sides")
    for i, name in enumerate(s.sides):
        need(name in content.side, f"$.state.sides[{i}]", f"unknown flotilla side {name!r}")
        need(content.side[name].tile == i + 1, f"$.state.sides[{i}]",
             f"{name!r} is a side of flotilla tile {content.side[name].tile}, not {i + 1}")
    counts(s.demand, "$.state.demand", 4, 0, 3, "a resource")
    need(sorted(s.demand) == [0, 1, 2, 3], "$.state.demand", "expected each resource once")
    count(s.locked, "$.state.locked", 0, 3, "a flotilla")
    # Code 6 is a Boss building (solo only).
    counts(s.buildings, "$.state.buildings", LOCATIONS, -1, 6 if s.solo else 5, "a building code")
    if s.solo:
        need(len(s.boss_resources) == LOCATIONS, "$.state.boss_resources",
             f"expected {LOCATIONS} locations")
        for i, held in enumerate(s.boss_resources):
            counts(held, f"$.state.boss_resources[{i}]", None, 0, 3, "a resource")
    else:
        need(s.boss_resources == (), "$.state.boss_resources", "only a solo game has a Boss")
    counts(s.ships, "$.state.ships", LOCATIONS, -1, 1, "a ship owner")
    need(len(s.players) == 2, "$.state.players", "expected two players")
    for p, seat in enumerate(s.players):
        where = f"$.state.players[{p}]"
        need(isinstance(seat, st.Player), where, f"expected a Player, found {shown(seat)}")
        # (at most the tokens of the game: conservation, in check_playable)
        counts(seat.resources, f"{where}.resources", 4, 0, None, "a count")
        counts(seat.built, f"{where}.built", 3, 0, BUILDINGS_PER_KIND, "a count")
        count(seat.ships_reserve, f"{where}.ships_reserve", 0, 4, "a count")
        count(seat.ships_boxed, f"{where}.ships_boxed", 0, 4, "a count")
        # (extras have no fixed limit: every number of a save is at most 64 bits)
        for field in ("cleanup", "cleanup_extra"):
            count(getattr(seat, field), f"{where}.{field}", 0, None, "a count")
        count(seat.columns, f"{where}.columns", 0, BUILDINGS_PER_KIND, "a count")
        for i, spec in enumerate(seat.specialists):
            need(isinstance(spec, tuple) and len(spec) == 2 and spec[0] in content.specialist
                 and type(spec[1]) is bool, f"{where}.specialists[{i}]",
                 f"expected [specialist name, face up], found {shown(spec)}")
    counts(s.supply, "$.state.supply", 4, 0, None, "a count")
    count(s.cleanup_supply, "$.state.cleanup_supply", 0, None, "a count")
    for field, table in (("dive_deck", content.dive), ("dive_discard", content.dive),
                         ("dive_removed", content.dive), ("specialist_deck", content.specialist),
                         ("specialist_display", content.specialist), ("dock_deck", content.dock),
                         ("dock_display", content.dock), ("decree_deck", content.decree),
                         ("decrees", content.decree),
                         ("set_aside", {**content.dock, **content.specialist})):
        for i, name in enumerate(getattr(s, field)):
            need(type(name) is str and name in table, f"$.state.{field}[{i}]",
                 f"unknown card {shown(name)}")
    for i, dock in enumerate(s.docks):
        where = f"$.state.docks[{i}]"
        need(isinstance(dock, tuple) and len(dock) == 3, where,
             f"expected [dock name, owner, board index], found {shown(dock)}")
        need(type(dock[0]) is str and dock[0] in content.dock, f"{where}[0]",
             f"unknown dock tile {shown(dock[0])}")
        count(dock[1], f"{where}[1]", 0, 1, "a player")
        count(dock[2], f"{where}[2]", 0, 23, "a board index")
    count(s.dive_face, "$.state.dive_face", 0, 1, "a player")
    count(s.start_player, "$.state.start_player", 0, 1, "a player")
    count(s.current, "$.state.current", 0, 1, "a player")
    count(s.round, "$.state.round", 1, _last_round(s), "a round")
    need(s.end_round == -1 or (type(s.end_round) is int and s.end_round >= 1),
         "$.state.end_round", f"expected -1 or a round, found {shown(s.end_round)}")
    count(s.rng, "$.state.rng", 0, _RNG_LIMIT - 1, "a 64-bit generator state")
    count(s.seed, "$.state.seed", 0, _RNG_LIMIT - 1, "a 64-bit seed")
    _check_options(s, content)
    check_stack(s, content)
    _check_outer_open(s, content)


def _check_outer_open(s: st.State, content: Content) -> None:
    """The open cards set aside while an inner pile runs: groups of [[dive card, ...],
    who sees them], one for each such pile under way (its end on the stack)."""
    for i, group in enumerate(s.outer_open):
        where = f"$.state.outer_open[{i}]"
        need(isinstance(group, tuple) and len(group) == 2 and isinstance(group[0], tuple)
             and group[0], where, f"expected [[dive card, ...], who sees them], found "
                                  f"{shown(group)}")
        for j, name in enumerate(group[0]):
            need(type(name) is str and name in content.dive, f"{where}[0][{j}]",
                 f"unknown dive card {shown(name)}")
        need(type(group[1]) is int and -1 <= group[1] <= 1, f"{where}[1]",
             f"expected -1 (both players) or a player, found {shown(group[1])}")
    ends = 0
    for item in s.stack:
        if isinstance(item, st.Frame):
            ends += sum(1 for op in item.ops[item.pc:] if type(op) is ops.OpenDone and op.stashed)
    need(ends == len(s.outer_open), "$.state.outer_open",
         f"{len(s.outer_open)} groups of open cards set aside, for {ends} piles under way")


def _last_round(s: st.State) -> int:
    """The latest round the position can be in. Each turn is a dive, which reveals a dive
    card, a build, or a pass, and a round in which nobody dives or builds is one in which
    every player passes without ending the game: after a build specialist used first (it
    is turned face down) or a decree's `forbid dive`, each rare and bounded by the cards
    and resources taken. So the rounds played are at most twice the dive cards revealed,
    buildings built and specialists held, and the end adds at most two."""
    revealed = max(0, len(s.dive_discard) - 1)      # (the starting card is revealed at setup)
    built = sum(sum(seat.built) for seat in s.players if isinstance(seat, st.Player))
    held = sum(len(seat.specialists) for seat in s.players if isinstance(seat, st.Player))
    return 4 + 2 * (revealed + built + held)


def _check_options(s: st.State, content: Content) -> None:
    """The setup options as new_game writes them, each at most once, agreeing with the
    sides and the mode of the state."""
    faces = "".join(content.side[name].face for name in s.sides)
    wanted = {"sides": (faces,), "specialists": ("A", "AB"),
              "decree": (None, *content.decree), "mode": ("solo" if s.solo else "duel",)}
    seen = set()
    for i, pair in enumerate(s.options):
        where = f"$.state.options[{i}]"
        need(isinstance(pair, tuple) and len(pair) == 2 and type(pair[0]) is str, where,
             f"expected [option name, value], found {shown(pair)}")
        name, value = pair
        need(name in wanted and name not in seen, f"{where}[0]",
             f"expected one of the options {', '.join(sorted(set(wanted) - seen))}, "
             f"found {shown(name)}")
        seen.add(name)
        need(any(type(value) is type(w) and value == w for w in wanted[name]), f"{where}[1]",
             f"expected {' or '.join(map(repr, wanted[name][:4]))}"
             f"{' ...' if len(wanted[name]) > 4 else ''}, found {shown(value)}")


def _broken(s: st.State) -> InvariantError | None:
    """The first invariant of check_invariants (checks.py) that `s` breaks, if any."""
    try:
        check_invariants(s)
    except InvariantError as err:
        return err
    return None


def check_playable(s: st.State) -> None:
    """The state keeps every invariant check_invariants checks (conservation of tokens
    and cards, the decision stack, the end bookkeeping...: one definition, checks.py),
    the pending question can be asked, and each of its answers applied, leaving a state
    that keeps them too: a value damaged inside the stack shows here rather than in the
    middle of a later game.

    Linear in the number of answers: each distinct value is applied once (the value is
    all the effect that asked is given, so equal values lead to the same game), and to
    the question with that answer alone, so that applying it does not look its text up
    among all the others (32,000 answers took 23 s that way)."""
    from ..engine.turn import apply, legal_actions
    try:
        legal = legal_actions(s)
    except RulesError:
        legal = ()
    except Exception as err:  # noqa: BLE001 - any failure means the file is damaged
        raise BadField("$.state", f"the saved position cannot be played "
                                  f"({type(err).__name__}: {err})") from None
    try:
        broken = _broken(s)
    except RulesError as err:
        raise BadField("$.state", f"the saved position cannot be played ({err})") from None
    if broken is not None:
        raise BadField(f"$.state.{broken.field}" if broken.field else "$.state",
                       f"invariant '{broken.invariant}' broken: {broken.detail}")
    check_question(s)
    d = s.decision
    if d is None or d.kind == "turn":
        return
    where = f"$.state.stack[{len(s.stack) - 1}].values"
    below, tried = s.stack[:-1], set()
    for j, action in enumerate(legal):
        value = d.values[j]
        seen = repr(value)          # repr tells True from 1, at any depth
        if seen in tried:
            continue
        tried.add(seen)
        alone = s.replace(stack=below + (attrs.evolve(d, options=(d.options[j],),
                                                      values=(value,)),))
        try:
            after = apply(alone, action)
        except RulesError:
            continue
        except Exception as err:  # noqa: BLE001 - any failure means the file is damaged
            raise BadField(f"{where}[{j}]",
                           f"answering '{action}' fails ({type(err).__name__}: {err})") from None
        need(after.over or after.decision is not None, f"{where}[{j}]",
             f"after answering '{action}' the game waits on nothing")
        broken = _broken(after)
        if broken is not None:
            raise BadField(f"{where}[{j}]", f"answering '{action}' breaks the invariant "
                                            f"'{broken.invariant}': {broken.detail}")
