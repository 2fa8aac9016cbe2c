"""The records of a position that every content game's interpreter shares: a frame of
effects still to run, a question waiting for an answer, and the log (its lines kept as a
template and arguments, rendered when read). A game keeps them in its state's decision
stack and log; its `ctx` records (who "you" is, and where; a record named Ctx) are its
own.

They are plain frozen records with fast constructors (construct.py), equal and hashable
as values, saved as JSON by the game's save format."""

from __future__ import annotations

from attrs import frozen

__all__ = ["Frame", "Decision", "Event", "Log"]


@frozen(weakref_slot=False)   # see construct.py
class Frame:
    """Effects still to run, from `pc` on, in a context."""
    ops: tuple
    pc: int
    ctx: "Ctx"  # noqa: F821 - the game's own context record, named Ctx


@frozen(weakref_slot=False)   # see construct.py
class Decision:
    """A question waiting for `player`: the effect that asked, and the answers allowed.

    `options` are the readable texts of the answers; `values` what each means to the
    effect that asked. The turn's own question (dive or build) has kind 'turn'."""
    player: int
    kind: str
    prompt: str
    op: object
    ctx: "Ctx"  # noqa: F821 - the game's own context record, named Ctx
    options: tuple = ()
    values: tuple = ()


@frozen(weakref_slot=False, eq=False)   # see construct.py; equal by the line read
class Event:
    """A log line, the log's one record type: who (`player`, -1 for nobody), what
    happened (`text`), and the content line or rule that caused it (`src`:
    `content/flotillas/a_sides.sea:68`, `rulebook p. 7`). `state.log.entries()` gives them.

    What happened is kept as a template and its arguments (`"{} takes {} {}"`, `("blue",
    2, "kelp")`) and becomes text when read (`event.text`): the engine formats nothing
    while it plays."""
    player: int
    template: str
    args: tuple = ()
    src: str = ""

    @property
    def text(self) -> str:
        """The line as players read it."""
        return self.template.format(*self.args) if self.args else self.template

    def __eq__(self, other) -> bool:
        # The same line for the same player from the same cause, however it is kept
        # (a loaded event holds its text, a new one its template).
        if type(other) is not Event:
            return NotImplemented
        return (self.player, self.text, self.src) == (other.player, other.text, other.src)

    def __hash__(self) -> int:
        return hash((self.player, self.text, self.src))


@frozen(weakref_slot=False)   # see construct.py
class Log:
    """The game log, read from a state's `log` (None for a game made with `log=False`):
    the one way to read it. Its records are `Event`s: `entries()` gives every event,
    oldest first; `steps()` gives the same events grouped by the action that caused them.
    It is a chain shared between successive states: the action that made this state,
    the events it caused, and the log before it."""
    events: tuple
    prev: "Log | None" = None
    action: object = None      # the Dive/Build/Answer/Pass applied (None: setup)

    def steps(self) -> tuple:
        """(action, events) for every change of state so far, oldest first: the setup's
        (action None) first, then one for each action played (an Action; its text is
        `str(action)`), its events as `entries()` gives them."""
        links, link = [], self
        while link is not None:
            links.append((link.action, link.events))
            link = link.prev
        return tuple(reversed(links))

    def entries(self) -> tuple:
        """Every event of the game so far, oldest first."""
        chunks, link = [], self
        while link is not None:
            chunks.append(link.events)
            link = link.prev
        return tuple(e for chunk in reversed(chunks) for e in chunk)
