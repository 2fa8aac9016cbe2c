"""The interpreter loop: run effects from the stack until a decision is needed.

Each effect type has one handler `(table, op, ctx)`; an effect that asks a question
pushes a Decision, and its resumer `(table, decision, value)` continues with the answer.

A handler (or resumer) whose very last step would be to push one op may call that op's
handler directly instead: the loop would run that op next anyway, so nothing happens in
between, and the push and the loop's turn around it are saved (the turn that follows
`EndTurn`, the second half of a dive card, what follows a pick); `run_next` does so
for a block that may hold one op or several. Only at the very end: anything done after
the call would now come after that op, not before. Where the op's type is fixed the
handler is called by name (`_turn`, `_follow`), otherwise through `HANDLERS`."""

from __future__ import annotations

from ..model.state import Frame

__all__ = ["runs", "resumes", "registry", "run", "run_next", "HANDLERS", "RESUMERS"]

HANDLERS: dict = {}
RESUMERS: dict = {}


def registry(table: dict):
    """A decorator factory that files a function under each of the effect or op types it
    is given: `@runs(fx.Take)` puts the handler in HANDLERS under `fx.Take`."""
    def by_types(*types):
        def register(fn):
            for kind in types:
                table[kind] = fn
            return fn
        return register
    return by_types


runs = registry(HANDLERS)
runs.__doc__ = "Register a handler for effect or op types."
resumes = registry(RESUMERS)
resumes.__doc__ = "Register how an effect or op continues once its question is answered."


def run_next(t, ops, ctx) -> None:
    """`t.push(ops, ctx)` as a handler's (or resumer's) very last step: a lone op is run
    at once (see above), more are pushed."""
    if len(ops) == 1:
        op = ops[0]
        HANDLERS[type(op)](t, op, ctx)
    else:
        t.push(ops, ctx)


def run(t) -> None:
    """Run until the top of the stack is a decision or the game is over.

    While an action runs, frames on the Draft are mutable lists [ops, pc, ctx] (a Frame
    from the state is thawed on first use); the Draft freezes them back into Frames."""
    stack, handlers = t.stack, HANDLERS
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
        # Run this frame's effects in order while nothing is pushed above it; the frame
        # keeps its place (pc) only when something is.
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
