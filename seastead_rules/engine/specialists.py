"""When specialists are used: before paying for a build, after your dive or build, and
on the opponent's turn (reacting). Rulebook p. 8.

Build and either specialists may be used at any point of your build, so also once the
building and its location are chosen and before the cost is paid: one that trades
resources can fund the build it is used in. Offered then are the abilities that neither
read nor change the board (`before_paying`), so the chosen build stays legal and its cost
the same; the others wait until the build is complete. A build is legal when its cost
can be paid after such specialists (`funds`), and while a payment is pending every
question keeps only the answers after which it can still be paid (`keep_payable`), so a
chosen build can always be completed. See docs/rulings.md.
"""

from __future__ import annotations

import attrs

from .. import effects as fx
from ..names import COLOURS, RESOURCES
from ..state import Ctx, Decision, Frame, State, new_ctx
from . import ops
from .basic import worth_asking
from .board import set_face
from .counts import holds
from .run import RESUMERS, resumes, run, runs
from .table import Table

__all__ = ["before_paying", "usable_before_paying", "funds", "keep_payable", "guard_payment"]

# What a specialist used before paying may not do or read: the building is chosen but not
# yet placed, so anything that moves things on the board or counts what is there (or
# reads the build itself) waits until the build is complete.
_BOARD_EFFECTS = (fx.ChooseDock, fx.PlaceShip, fx.RearrangeShips, fx.MoveBuilding,
                  fx.CopyLocation, fx.SwapDemand, fx.DrawDecree, fx.PickDock, fx.IsKind)
_BOARD_COUNTS = {"port", "academy", "shipyard", "building", "ship", "dock", "left",
                 "points", "cost", "dock-resource"}


def _any(item, test) -> bool:
    """Whether any part of an ability (effects, conditions, counters) passes `test`."""
    if isinstance(item, tuple):
        return any(_any(x, test) for x in item)
    if not attrs.has(type(item)):
        return False
    return test(item) or any(_any(getattr(item, f.name), test) for f in attrs.fields(type(item)))


def _reads_board(e) -> bool:
    if isinstance(e, fx.Counter):
        return e.here or e.thing in _BOARD_COUNTS
    return isinstance(e, _BOARD_EFFECTS) or isinstance(e, fx.What) and e.mode in (
        "demand", "not_demand")


def _may_give(e) -> bool:
    # A take, a dive card's half, or a new specialist whose ability might give one.
    return isinstance(e, (fx.Take, fx.DiveHalf, fx.DiveAll, fx.ChooseSpecialist))


_PLAIN: dict = {}


def before_paying(spec) -> bool:
    """Whether a specialist's ability may be used before paying for a build."""
    found = _PLAIN.get(spec.name)
    if found is None or found[0] is not spec:
        found = _PLAIN[spec.name] = (spec, spec.use is not None and spec.type in (
            "build", "either") and not _any(spec.use, _reads_board))
    return found[1]


def usable_before_paying(t, player: int, ctx, using=()) -> list:
    """The player's face-up specialists that could be used now, before paying (not those
    exhausted with the build to cut its cost)."""
    specs = t.content.specialist
    return [c for c, up in t.players[player].specialists
            if up and c not in using and before_paying(specs[c])
            and worth_asking(t, specs[c].use, ctx)]


@runs(ops.BeforePaying)
def _before_paying(t, op, ctx):
    player = ctx.player
    usable = usable_before_paying(t, player, ctx, op.using)
    r = t.demand[op.index // 6] if op.kind >= 0 else -1
    payable = r < 0 or t.players[player].resources[r] >= op.cost
    if not usable and payable:
        _place(t, op, player)
        return
    # (Nothing usable and nothing to pay with gives no answer: keep_payable avoids it.)
    options = [f"use {c} before paying" for c in usable]
    if payable:
        options.append(f"pay {op.cost} {RESOURCES[r]}" if r >= 0 else "pay")
    t.ask(player, "before paying", f"{COLOURS[player]}: use a specialist before paying?",
          op, ctx, options, usable + [None] if payable else usable)


@resumes(ops.BeforePaying)
def _resume_before_paying(t, d, card):
    if card is None:
        _place(t, d.op, d.player)
        return
    spec = t.content.specialist[card]
    set_face(t, d.player, card, False)
    t.note(d.player, f"{COLOURS[d.player]} exhausts {card} before paying", spec.src)
    t.push((d.op,), d.ctx)          # then the question again, or the payment
    t.push(spec.use, d.ctx)


def _place(t, op, player) -> None:
    if op.kind >= 0:
        from .build import place  # (build imports this module)
        place(t, player, op.kind, op.index, op.cost, op.using)


# ---- specialist windows (p. 8) ----------------------------------------------------

@runs(ops.Window)
def _window(t, op, ctx):
    cards = t.players[ctx.player].specialists
    if not cards:
        return
    specs = t.content.specialist
    usable = []
    for c, up in cards:
        if up:
            spec = specs[c]
            if (spec.use is not None and spec.type in (op.kind, "either")
                    and worth_asking(t, spec.use, ctx)):
                usable.append(c)
    if not usable:
        return
    t.ask(ctx.player, "specialist", f"{COLOURS[ctx.player]}: use a specialist on your {op.kind}?",
          op, ctx, [f"use {c}" for c in usable] + ["done"], usable + [None])


@resumes(ops.Window)
def _resume_window(t, d, card):
    if card is None:
        return
    spec = t.content.specialist[card]
    set_face(t, d.player, card, False)
    t.note(d.player, f"{COLOURS[d.player]} exhausts {card}", spec.src)
    t.push((d.op,), d.ctx)          # the window stays open for the next card
    t.push(spec.use, d.ctx)


@runs(ops.ReactWindow)
def _react_window(t, op, ctx):
    # Investor and Agent act on the opponent's turn. Rulebook p. 8.
    reactor = 1 - t.current
    specs = t.content.specialist
    usable = []
    me = None
    for c, up in t.players[reactor].specialists:
        if up and specs[c].reacts:
            me = me or new_ctx(reactor, op.flotilla, ctx.location, ctx.kind, "", False,
                                ctx.src)
            for i, r in enumerate(specs[c].reacts):
                if r.event == op.event and holds(t, r.cond, me) and worth_asking(t, r.effect, me):
                    usable.append((c, i))
    if not usable:
        return
    t.ask(reactor, "react", f"{COLOURS[reactor]}: react to {COLOURS[1 - reactor]}'s {op.event}?",
          op, me, [f"use {c}" for c, _ in usable] + ["done"], usable + [None])


@resumes(ops.ReactWindow)
def _resume_react(t, d, choice):
    if choice is None:
        return
    card, i = choice
    react = t.content.specialist[card].reacts[i]
    set_face(t, d.player, card, False)
    t.note(d.player, f"{COLOURS[d.player]} exhausts {card} on {COLOURS[1 - d.player]}'s turn",
           react.src)
    t.push((d.op,), d.ctx)
    t.push(react.effect, d.ctx)


# ---- what specialists could fund (legal builds) ------------------------------------

def _key(s) -> tuple:
    # What the specialists' abilities can see or change (not the log or the seed).
    return (s.players, s.supply, s.cleanup_supply, s.cards, s.buildings, s.ships, s.docks,
            s.decrees, s.demand, s.locked, s.current, s.stack)


_REACH: dict = {}
_PAYABLE: dict = {}


def _remember(memo: dict, key, value):
    if len(memo) > 20000:
        memo.clear()
    memo[key] = value
    return value


def funds(t, player: int) -> tuple:
    """For each resource type, the most of it the player could hold after using
    specialists before paying (what they hold now when none could be used)."""
    held = tuple(t.players[player].resources)
    specs = t.content.specialist
    if not any(_any(specs[c].use, _may_give) for c in usable_before_paying(t, player, Ctx(player))):
        return held         # nothing usable could bring a resource: no search
    state = _as_state(t)
    key = (player, _key(state)[:-1])        # (the stack is the probe's own)
    found = _REACH.get(key)
    if found is None:
        probe = Table(state.replace(
            stack=(Frame((ops.BeforePaying(-1, -1, 0),), 0, Ctx(player)),)))
        run(probe)
        best = list(held)
        _explore(probe.freeze(), player, best, set())
        found = _remember(_REACH, key, tuple(best))
    return found


def _explore(state, player, best, seen) -> None:
    # Every position the probe's answers lead to; once it has "paid", what is held.
    d = state.decision
    if d is None:
        res = state.players[player].resources
        for r in range(4):
            if res[r] > best[r]:
                best[r] = res[r]
        return
    key = _key(state)
    if key in seen:
        return
    seen.add(key)
    for i in range(len(d.options)):
        _explore(_step(state, i), player, best, seen)


def _step(state, i: int):
    """The state after answer i of the question asked now: `apply` without its checks,
    the end triggers or the guard below (a step of a search, not of the game)."""
    t = Table(state)
    d = t.stack.pop()
    RESUMERS[type(d.op)](t, d, d.values[i])
    run(t)
    return t.freeze()


def _as_state(t) -> State:
    """A State or a Table (an action's, or a playout's) as a State, without its stack."""
    if type(t) is State:
        return t.replace(stack=())
    return t.copy().freeze().replace(stack=())


# ---- questions while a payment is pending --------------------------------------------

def _pending(state) -> bool:
    """Whether a build's payment is still to come (a probe's is not guarded). `state`
    may be a Table, whose running frames are [ops, pc, ctx] lists."""
    for item in state.stack:
        kind = type(item)
        if kind is Decision:
            op = item.op
            if type(op) is ops.BeforePaying and op.kind >= 0:
                return True
        else:
            ops_, pc = (item[0], item[1]) if kind is list else (item.ops, item.pc)
            for op in ops_[pc:]:
                if type(op) is ops.BeforePaying and op.kind >= 0:
                    return True
    return False


def _can_pay(state) -> bool:
    """Whether the pending payment can still be made: made already, or some answer of
    the question asked now leads to it."""
    if not _pending(state):
        return True
    d = state.decision
    if d is None:
        return False
    key = _key(state)
    found = _PAYABLE.get(key)
    if found is None:
        found = _remember(_PAYABLE, key, any(_can_pay(_step(state, i))
                                             for i in range(len(d.options))))
    return found


def guard_payment(t) -> None:
    """On a Table waiting for a decision while a build's payment is pending: the question
    keeps only the answers after which the build can still be paid (see keep_payable)."""
    stack = t.stack
    if t.over or not stack or type(stack[-1]) is not Decision or not _pending(t):
        return
    kept = keep_payable(t.copy().freeze())      # (t itself goes on as it was)
    stack[-1] = kept.stack[-1]


def keep_payable(state):
    """The state with the question asked now keeping only the answers after which the
    pending build can still be paid for (the state itself when nothing is pending)."""
    d = state.decision
    if d is None or state.over or not _pending(state):
        return state
    keep = [i for i in range(len(d.options)) if _can_pay(_step(state, i))]
    if len(keep) == len(d.options):
        return state
    decision = attrs.evolve(d, options=tuple(d.options[i] for i in keep),
                            values=tuple(d.values[i] for i in keep))
    return state.replace(stack=state.stack[:-1] + (decision,))
