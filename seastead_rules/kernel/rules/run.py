"""The interpreter loop of a content game: run effects from the decision stack until a
decision is needed.

A game has one `Rules`: its handler for each effect or op type, `(draft, op, ctx)`, and
for each type of op that asks a question, how it resumes with the answer, `(draft,
decision, value)`. An effect that must ask pushes a Decision; the loop stops there.

While an action runs, the frames on the draft's stack are mutable lists [ops, pc, ctx]
(a Frame from the state is thawed on first use); the draft freezes them back into
Frames. A handler (or resumer) whose very last step would push one op may run it at once
instead (`run_next`): the loop would run it next anyway, so nothing happens in between,
and the push and the loop's turn around it are saved. Only at the very end: anything
done after the call would come after that op, not before."""

from __future__ import annotations

from .records import Frame

__all__ = ["Rules", "registry"]


def registry(table: dict):
    """A decorator factory filing a function under each of the types it is given:
    `registry(HANDLERS)(fx.Take)(fn)` puts `fn` in the table under `fx.Take`."""
    def by_types(*types):
        def register(fn):
            for kind in types:
                table[kind] = fn
            return fn
        return register
    return by_types


class Rules:
    """One game's handlers and resumers, and the loop that runs them."""

    def __init__(self):
        self.handlers: dict = {}
        self.resumers: dict = {}

    def runs(self, *types):
        """A decorator filing a handler under each effect or op type given."""
        return registry(self.handlers)(*types)

    def resumes(self, *types):
        """A decorator filing how an op continues once its question is answered."""
        return registry(self.resumers)(*types)

    def run_next(self, t, ops, ctx) -> None:
        """`t.push(ops, ctx)` as a handler's (or resumer's) very last step: a lone op is
        run at once, more are pushed."""
        if len(ops) == 1:
            op = ops[0]
            self.handlers[type(op)](t, op, ctx)
        else:
            t.push(ops, ctx)

    def run(self, t) -> None:
        """Run until the top of the stack is a decision or the game is over."""
        stack, handlers = t.stack, self.handlers
        while stack:
            top = stack[-1]
            kind = type(top)
            if kind is list:
                ops, pc, ctx = top
            elif kind is Frame:
                ops, pc, ctx = top.ops, top.pc, top.ctx
                top = stack[-1] = [ops, pc, ctx]
            else:
                return              # a Decision
            last = len(ops) - 1
            # Run this frame's effects in order while nothing is pushed above it; the
            # frame keeps its place (pc) only when something is.
            while pc < last:
                op = ops[pc]
                pc += 1
                handlers[type(op)](t, op, ctx)
                if stack[-1] is not top:
                    top[1] = pc
                    break
            else:
                stack.pop()         # the frame's last effect: nothing left to resume
                if pc == last:      # (a saved frame may already be at its end)
                    op = ops[last]
                    handlers[type(op)](t, op, ctx)
