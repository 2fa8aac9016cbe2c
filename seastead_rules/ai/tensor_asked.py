"""The question sections of the observation tensor: what is asked, of whom and where
(`question`), and which content line asked it, at which step of its effect (`asked by`).

Two questions of one kind can mean different things: "you may spend 1 resource to take
3" and "you may move any of your ships" are both yes-or-no; "which building moves?" and
"where does the shipyard go?" both name a board location. The kind says what an answer
is; the line and the step say what it does. A question is summed up by `Questions.asked`
as a tuple of plain values (the environments keep the section's bytes by it), and
`Questions.entries` gives the section's entries for that tuple. docs/ai.md explains the
encoding."""

from __future__ import annotations

from ..model import effects as fx
from ..model.cards import DiveCard, Modify, SetTo, records_in
from ..model.names import FLOTILLAS, KINDS, LOCATIONS, LOCATIONS_PER_FLOTILLA, RESOURCE_TYPES
from ..model.state import Decision, Frame

__all__ = ["Questions", "QUESTION_KINDS", "STEPS", "COUNT_SCALE"]

# The kinds of decision (`Decision.kind`), in the order of the tensor's one-hot; any
# other kind sets the last flag of that section.
QUESTION_KINDS = ("turn", "take", "spend", "discard", "may", "choose", "dock", "specialist",
                  "exhaust", "refresh", "swap", "pick dock", "decree", "half", "move", "copy",
                  "ship", "rearrange", "discard card", "react", "give", "card", "order",
                  "build", "move ship", "swap buildings")
_KIND_INDEX = {k: i for i, k in enumerate(QUESTION_KINDS)}

# The steps of the effects and rules that ask: the effect record, or the rules' own step
# (the engine's op, known here by its name), waiting for the answer (`Decision.op`), in
# the order of the one-hot; any other sets the last flag.
STEPS = ("TurnOp", "PickResources", "SpendResources", "GiveResources", "DiscardOp", "May",
         "RepeatMore", "Choose", "ChooseDock", "ChooseSpecialist", "Window", "Exhaust",
         "Refresh", "SwapDemand", "PickDock", "DrawDecree", "DoDive", "SoloStart",
         "TakeHalfOf", "MoveBuilding", "MoveTo", "CopyLocation", "ShipPlacement", "Rearrange",
         "DisplayDiscard", "ReactWindow", "BuildAgain", "ChooseCard", "PutInOrder", "MoveShip",
         "SwapBuildings")
_STEP_INDEX = {c: i for i, c in enumerate(STEPS)}
# The records on a content line that can ask a question (or lead the rules to ask one:
# a dive card's halves, a `modify` of the dive bonus or the resource limit).
_ASKING = (fx.Take, fx.Spend, fx.DiscardTo, fx.Give, fx.May, fx.RepeatUpTo, fx.Choose,
           fx.BuildAgain, fx.ChooseDock, fx.ChooseSpecialist, fx.PlaceShip,
           fx.RearrangeShips, fx.MoveBuilding, fx.Exhaust, fx.Refresh, fx.CopyLocation,
           fx.DiveHalf, fx.DiveAll, fx.SwapDemand, fx.DrawDecree, fx.PickDock, fx.MoveShip,
           fx.SwapBuildings, fx.Rest, fx.ChooseCard, fx.TakeHalfOf, DiveCard, Modify, SetTo)
COUNT_SCALE = 10     # how many are left to take, spend, give or repeat, divided by this
_EVENTS_AT = {"dive": 0, "build": 1}     # a window after a dive or after a build
FRAMES = 3           # the frames below the question whose steps left are shown
_NONE = (0, (), -1, ())


def _count(n: int) -> tuple:
    return (n, (), -1, ())


# What a step holds besides its line, as (count, resources, place, places): how many are
# left (to take, spend, give, repeat; the resource limit of a discard), the resources
# taken so far, the board location it is about (a building that moves, a ship that
# leaves), the board locations done (ships moved).
_READ = {
    "PickResources": lambda op: (op.remaining, op.chosen, -1, ()),
    "SpendResources": lambda op: _count(op.remaining),
    "GiveResources": lambda op: _count(op.remaining),
    "DiscardOp": lambda op: _count(op.limit),
    "RepeatMore": lambda op: _count(op.left),
    "MoveTo": lambda op: (0, (), op.origin, ()),
    "ShipPlacement": lambda op: (0, (), op.origin, ()),
    "Rearrange": lambda op: (0, (), -1, op.moved),
    "TurnOp": lambda op: _count(op.building + 2 * op.extra),
    "Window": lambda op: _count(_EVENTS_AT.get(op.kind, 2)),
    "PutInOrder": lambda op: _count(len(op.chosen)),
}


def asking_lines(content) -> tuple:
    """The content lines (`path:line`) that can ask a question, in file and line order."""
    found = {r.src for r in records_in(content.flotilla_sides, content.dock_tiles,
                                       content.dive_cards, content.specialists,
                                       content.decrees, content.rules)
             if isinstance(r, _ASKING) and r.src}

    def where(src):
        path, _, line = src.rpartition(":")
        return (path, int(line) if line.isdigit() else 0, src)
    return tuple(sorted(found, key=where))


class Questions:
    """The question sections of one content set: `sections` (name, size, what it holds),
    `asked(t)` the question waiting at `t` as a tuple, `entries(asked, player, base)` its
    (index, value) pairs from `base`, the start of the question section."""

    def __init__(self, content):
        self.lines = asking_lines(content)
        self._line = {src: i for i, src in enumerate(self.lines)}
        n = len(QUESTION_KINDS)
        self.question_size = n + 1 + 1 + FLOTILLAS + LOCATIONS_PER_FLOTILLA + len(KINDS)
        lines, steps = len(self.lines), len(STEPS)
        self.asked_size = (lines + 1 + steps + 1 + 1 + len(RESOURCE_TYPES) + 2 * LOCATIONS
                           + 2 * FRAMES)
        self.size = self.question_size + self.asked_size
        self.sections = (
            ("question", self.question_size, "the kind of question waiting (one-hot, last: "
             "another kind); it is mine; its flotilla, location and building kind, if any"),
            ("asked by", self.asked_size, "the content line that asked (one-hot among the "
             "lines that can ask, in file order; last: the core rules); the step of its "
             "effect (one-hot, last: another); how many are left / 10; the resources taken "
             "so far; the location the step is about; the locations done; for the 3 "
             "frames of effects nearest the question, the steps left in each / 10 and the "
             "repeats left of a `repeat up to` waiting there / 10"),
        )
        # Where each part of "asked by" starts, from the start of the question section.
        self._line_at = self.question_size
        self._step_at = self._line_at + lines + 1
        self._count_at = self._step_at + steps + 1
        self._taken_at = self._count_at + 1
        self._place_at = self._taken_at + len(RESOURCE_TYPES)
        self._done_at = self._place_at + LOCATIONS
        self._frames_at = self._done_at + LOCATIONS

    def asked(self, t):
        """What the question sections show of the question waiting at `t` (None when
        nothing is asked): its kind, who answers, the flotilla, location and building
        kind of its context, the line that asked, the step and what the step holds."""
        stack = t.stack
        if not stack:
            return None
        d = stack[-1]
        if type(d) is not Decision:
            return None
        op, ctx = d.op, d.ctx
        kind = type(op).__name__
        read = _READ.get(kind)
        return (d.kind, d.player, ctx.flotilla, ctx.location, ctx.kind,
                self._line.get(getattr(op, "src", ""), -1), _STEP_INDEX.get(kind, -1),
                read(op) if read is not None else _NONE, still_to_run(stack))

    def entries(self, asked, player: int, base: int) -> list:
        """The (index, value) pairs of the question sections for what `asked(t)` read,
        the first section starting at `base`."""
        if asked is None:
            return []
        kind, asker, flotilla, location, building, line, step, held, frames = asked
        n = len(QUESTION_KINDS)
        found = [(base + _KIND_INDEX.get(kind, n), 1.0)]
        if asker == player:
            found.append((base + n + 1, 1.0))
        if 0 <= flotilla < FLOTILLAS:
            found.append((base + n + 2 + flotilla, 1.0))
        if 0 <= location < LOCATIONS_PER_FLOTILLA:
            found.append((base + n + 2 + FLOTILLAS + location, 1.0))
        if 0 <= building < len(KINDS):
            found.append((base + n + 2 + FLOTILLAS + LOCATIONS_PER_FLOTILLA + building, 1.0))
        found.append((base + self._line_at + (line if line >= 0 else len(self.lines)), 1.0))
        found.append((base + self._step_at + (step if step >= 0 else len(STEPS)), 1.0))
        count, taken, place, done = held
        if count:
            found.append((base + self._count_at, min(count / COUNT_SCALE, 1.0)))
        for r in set(taken):
            found.append((base + self._taken_at + r, taken.count(r) / COUNT_SCALE))
        if 0 <= place < LOCATIONS:
            found.append((base + self._place_at + place, 1.0))
        found += [(base + self._done_at + i, 1.0) for i in set(done) if 0 <= i < LOCATIONS]
        at = base + self._frames_at
        for left, repeats in frames:
            if left:
                found.append((at, min(left / COUNT_SCALE, 1.0)))
            if repeats:
                found.append((at + 1, min(repeats / COUNT_SCALE, 1.0)))
            at += 2
        return found


def still_to_run(stack) -> tuple:
    """For the `FRAMES` frames nearest the question on top of `stack`: (steps left in the
    frame, repeats left of a `repeat up to` that runs next in it). A frame is a Frame, or
    a list [ops, pc, ctx] in a playout's position."""
    n = len(stack)
    if n < 2:                   # (the turn's own question: nothing below it)
        return ()
    found = []
    for frame in reversed(stack[max(n - 1 - FRAMES, 0):n - 1]):
        if type(frame) is list:
            steps, pc = frame[0], frame[1]
        elif type(frame) is Frame:
            steps, pc = frame.ops, frame.pc
        else:
            continue
        upcoming = steps[pc] if pc < len(steps) else None
        found.append((len(steps) - pc, upcoming.left
                      if type(upcoming).__name__ == "RepeatMore" else 0))
    return tuple(found)

