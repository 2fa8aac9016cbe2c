"""The decision stack of a loaded state: frames and one decision on top, each effect
still to run one of this content's effects (a save cannot bring in new rules) or an
engine step with its fields in range, and a turn pending until the game ends. Problems
raise BadField naming the path (`$.state.stack[2].op.allowed[0]`). See docs/saving.md."""

from __future__ import annotations

import attrs

from ..engine import ops
from ..kernel.rules.flow import RepeatMore
from ..model import cards
from ..model import effects as fx
from ..model import state as st
from ..model.cards import records_in
from ..model.content import Content
from ..text.effects import block_phrase
from .format import count, need, same, shown

__all__ = ["check_stack"]

_WINDOWS = ("dive", "build")                            # ops.Window kinds
_DISPLAYS = ("dock_display", "specialist_display")      # ops.DisplayDiscard displays


def _check_ctx(ctx: st.Ctx, content: Content, path: str) -> None:
    count(ctx.player, f"{path}.player", 0, 1, "a player")
    count(ctx.flotilla, f"{path}.flotilla", -1, 3, "a flotilla")
    count(ctx.location, f"{path}.location", -1, 5, "a location")
    count(ctx.kind, f"{path}.kind", -1, 2, "a building kind")
    need(ctx.dock == "" or ctx.dock in content.dock, f"{path}.dock",
         f"unknown dock tile {ctx.dock!r}")


_RECORDS_OF: dict = {}


def _content_records(content: Content) -> dict:
    """Every effect, condition and card part record of the content (equal ignoring src),
    each by itself: looked up by equality, then compared type by type (`same`)."""
    found = _RECORDS_OF.get(content.hash)
    if found is None:
        records = records_in(content.flotilla_sides, content.dock_tiles, content.dive_cards,
                             content.specialists, content.decrees, content.rules)
        found = _RECORDS_OF[content.hash] = {r: r for r in records}
    return found


def _repeats(content: Content) -> list:
    """The content's `repeat up to` effects, each of them (equal ones from other lines
    too: their src differs)."""
    key = (content.hash, "repeats")
    found = _RECORDS_OF.get(key)
    if found is None:
        found = _RECORDS_OF[key] = [r for r in records_in(
            content.flotilla_sides, content.dock_tiles, content.dive_cards,
            content.specialists, content.decrees, content.rules) if type(r) is fx.RepeatUpTo]
    return found


def _of_content(record, content: Content) -> bool:
    # `==` takes True for 1: the record must be the content's with the same types.
    return attrs.has(type(record)) and same(record, _content_records(content).get(record))


def _check_op(op, content: Content, path: str) -> None:
    """A step waiting on the stack: an effect of this content, or an engine step
    (engine/ops.py, and the kernel's RepeatMore) whose fields are in range."""
    if type(op).__module__ != ops.__name__ and type(op) is not RepeatMore:
        need(_of_content(op, content), path,
             f"expected an effect of this content, found {shown(op)} that it does not have")
        return
    then = getattr(op, "then", None)
    if then is not None:
        _check_op(then, content, f"{path}.then")
    if isinstance(op, ops.TakeHalf):
        need(op.card in content.dive, f"{path}.card", f"unknown dive card {op.card!r}")
        count(op.half, f"{path}.half", 0, 1, "a half")
        count(op.player, f"{path}.player", 0, 1, "a player")
    if isinstance(op, (ops.TakeHalf, ops.FollowHalf)):
        for i, r in enumerate(op.exclude):
            count(r, f"{path}.exclude[{i}]", 0, 3, "a resource")
    if isinstance(op, ops.FollowHalf):
        for i, arrow in enumerate(op.arrows):
            need(isinstance(arrow, cards.Arrow) and _of_content(arrow, content),
                 f"{path}.arrows[{i}]", f"expected an arrow of this content, found "
                                        f"{shown(arrow)}")
    if isinstance(op, RepeatMore):
        # What is left of one of this content's `repeat up to` (engine/basic.py).
        repeats = [r for r in _repeats(content) if r.src == op.src and same(r.body, op.body)]
        need(bool(repeats), f"{path}.body", "expected the body of a `repeat up to` of this "
                                            "content")
        count(op.left, f"{path}.left", 0, max(r.times for r in repeats), "a number of runs left")
        texts = [r.text or block_phrase(r.body) for r in repeats]
        need(op.text in texts, f"{path}.text", f"expected {texts[0]!r}, found {shown(op.text)}")
    if isinstance(op, (ops.PickResources, ops.SpendResources)):
        count(op.remaining, f"{path}.remaining")
        for i, r in enumerate(op.allowed):
            count(r, f"{path}.allowed[{i}]", 0, 3, "a resource")
    if isinstance(op, ops.TakeOver):
        # Taking from another player (engine/takes.py): -1 is cleanup tokens.
        count(op.source, f"{path}.source", 0, 1, "a player")
        count(op.remaining, f"{path}.remaining")
        for i, r in enumerate(op.allowed):
            count(r, f"{path}.allowed[{i}]", -1, 3, "a resource (or -1: cleanup tokens)")
    if isinstance(op, ops.PickResources):
        count(op.identical, f"{path}.identical")
        for i, r in enumerate(op.chosen):
            count(r, f"{path}.chosen[{i}]", 0, 3, "a resource")
    if isinstance(op, ops.DiscardOp):
        count(op.limit, f"{path}.limit", *content.ranges["resource-limit"], "a resource limit")
    if isinstance(op, (ops.OwnerBonus, ops.ShipLeaves)):
        count(op.index, f"{path}.index", 0, 23, "a board index")
    if isinstance(op, ops.ShipPlacement):
        count(op.owner, f"{path}.owner", 0, 1, "a player")
        count(op.origin, f"{path}.origin", -1, 23, "a board index")
    if isinstance(op, ops.MoveTo):
        count(op.origin, f"{path}.origin", 0, 23, "a board index")
    if isinstance(op, ops.Rearrange):
        for i, x in enumerate(op.moved):
            count(x, f"{path}.moved[{i}]", 0, 23, "a board index")
    if isinstance(op, ops.RowBonus):
        count(op.kind, f"{path}.kind", 0, 2, "a building kind")
    if isinstance(op, (ops.ReactWindow, ops.WhenHooks)):
        count(op.flotilla, f"{path}.flotilla", -1, 3, "a flotilla")
    if isinstance(op, ops.WhenHooks):
        count(op.kind, f"{path}.kind", -1, 2, "a building kind")
    if isinstance(op, (ops.ReactWindow, ops.WhenHooks)):
        need(op.event in {e.name for e in content.vocabulary.events}, f"{path}.event",
             f"expected an event, found {shown(op.event)}")
    if isinstance(op, ops.Window):
        need(op.kind in _WINDOWS, f"{path}.kind", f"expected 'dive' or 'build', found "
                                                  f"{shown(op.kind)}")
    if isinstance(op, (ops.BossHalf, ops.SoloStart)):
        need(op.card in content.dive, f"{path}.card", f"unknown dive card {op.card!r}")
    if isinstance(op, ops.BossHalf):
        count(op.half, f"{path}.half", 0, 1, "a half")
        for i, r in enumerate(op.exclude):
            count(r, f"{path}.exclude[{i}]", 0, 3, "a resource")
    if isinstance(op, ops.BossReceives):
        for i, r in enumerate(op.resources):
            count(r, f"{path}.resources[{i}]", 0, 3, "a resource")
    if isinstance(op, ops.DisplayDiscard):
        need(op.display in _DISPLAYS, f"{path}.display",
             f"expected a display ({', '.join(_DISPLAYS)}), found {shown(op.display)}")


def check_stack(s: st.State, content: Content) -> None:
    """The decision stack of `s` is well formed; BadField naming the path if not."""
    from ..engine.run import HANDLERS, RESUMERS
    for i, item in enumerate(s.stack):
        where = f"$.state.stack[{i}]"
        if isinstance(item, st.Frame):
            count(item.pc, f"{where}.pc", 0, len(item.ops), "a position in ops")
            _check_ctx(item.ctx, content, f"{where}.ctx")
            for j, op in enumerate(item.ops):
                need(type(op) in HANDLERS, f"{where}.ops[{j}]",
                     f"expected an effect to run, found {shown(op)}")
                if j >= item.pc:      # the steps still to run
                    _check_op(op, content, f"{where}.ops[{j}]")
        elif isinstance(item, st.Decision):
            need(i == len(s.stack) - 1, where, "a Decision can only be on top of the stack")
            count(item.player, f"{where}.player", 0, 1, "a player")
            _check_ctx(item.ctx, content, f"{where}.ctx")
            resumable = type(item.op) is ops.TurnOp if item.kind == "turn" else \
                type(item.op) in RESUMERS
            need(resumable, f"{where}.op",
                 f"expected an effect waiting for an answer, found {shown(item.op)}")
            _check_op(item.op, content, f"{where}.op")
            for j, text in enumerate(item.options):
                need(type(text) is str, f"{where}.options[{j}]",
                     f"expected an answer's text, found {shown(text)}")
            need(len(set(item.options)) == len(item.options), f"{where}.options",
                 "the same answer twice")
            need(type(item.kind) is str, f"{where}.kind", "expected str")
            need(len(item.values) == len(item.options), f"{where}.values",
                 f"expected {len(item.options)} values, one per option, "
                 f"found {len(item.values)}")
            if item.kind == "turn":
                # Its answers are the specialists the player may use first (p. 8).
                player = s.players[s.current] if s.current in (0, 1) else None
                faceup = {c for c, up in player.specialists if up} if player else set()
                need(all(type(v) is str and v in faceup for v in item.values),
                     f"{where}.values",
                     "a turn question's answers are the player's face-up specialists")
                specs = content.specialist
                need(all(specs[v].use is not None and specs[v].type != "dive"
                         for v in item.values), f"{where}.values",
                     "only build and either specialists with a use are used first")
                need(item.options == tuple(f"use {v} first" for v in item.values),
                     f"{where}.options", "each answer reads 'use <its specialist> first'")
                need(item.player == s.current, f"{where}.player",
                     f"the turn question is for the current player ({s.current})")
            else:
                need(bool(item.options), f"{where}.options", "a question without answers")
        else:
            need(False, where, f"expected a Frame or a Decision, found {shown(item)}")
    need(s.over or (s.stack and isinstance(s.stack[-1], st.Decision)), "$.state.stack",
         "a game in progress must be waiting on a decision")
    # Until the game ends, the turn question or a step that leads to it is pending, or
    # the end itself (the game-end hooks are running).
    need(s.over or s.stack[-1].kind == "turn" or any(
        isinstance(item, st.Frame) and any(type(op) in (ops.TurnOp, ops.EndTurn, ops.GameOver)
                                           for op in item.ops[item.pc:])
        for item in s.stack), "$.state.stack", "no turn is pending: the game could not go on")
    need(not (s.over and s.stack), "$.state.stack", "a finished game has nothing pending")
