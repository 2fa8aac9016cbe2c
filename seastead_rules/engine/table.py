"""A mutable working copy of the touched parts of a State, frozen once per action.

`apply` copies the state into a Table, runs effects on it, and freezes it back: no
`attrs.evolve` per effect step (see docs/performance.md)."""

from __future__ import annotations

import sys

from ..state import Ctx, Decision, Event, Frame, Log, Player, State

__all__ = ["Table", "Seat"]

_SHARED: dict = {}


def _shared(items: tuple) -> tuple:
    """One tuple object per distinct small tuple of options (bounded cache)."""
    found = _SHARED.get(items)
    if found is None:
        if len(_SHARED) > 20000:
            _SHARED.clear()
        _SHARED[items] = found = items
    return found


class Seat:
    """A player's mutable reserves during one action."""
    __slots__ = ("resources", "built", "ships_reserve", "ships_boxed", "specialists",
                 "cleanup", "cleanup_extra", "columns")

    def __init__(self, p: Player):
        self.resources = list(p.resources)
        self.built = list(p.built)
        self.ships_reserve = p.ships_reserve
        self.ships_boxed = p.ships_boxed
        self.specialists = list(p.specialists)
        self.cleanup = p.cleanup
        self.cleanup_extra = p.cleanup_extra
        self.columns = p.columns

    def freeze(self) -> Player:
        return Player(tuple(self.resources), tuple(self.built), self.ships_reserve,
                      self.ships_boxed, tuple(self.specialists), self.cleanup,
                      self.cleanup_extra, self.columns)


class Table:
    """The state being changed by one action.

    Fields start as the state's own tuples and players as its Player records; the first
    write goes through `edit(name)` (a list copy) or `seat(p)` (a mutable Seat), so the
    parts an action does not touch are shared with the new state."""
    __slots__ = ("state", "content", "sides", "start_player", "demand", "locked", "buildings",
                 "ships", "docks", "players", "supply", "cleanup_supply", "dive_deck",
                 "dive_discard", "dive_face", "specialist_deck", "specialist_display",
                 "dock_deck", "dock_display", "decree_deck", "decrees", "current", "round",
                 "end_round", "over", "stack", "events", "rng", "solo", "boss_resources",
                 "set_aside", "edited")

    def __init__(self, s: State):
        self.state = s
        self.content = s.content
        self.sides = s.sides
        self.start_player = s.start_player
        self.demand = s.demand
        self.locked = s.locked
        self.buildings = s.buildings
        self.ships = s.ships
        self.docks = s.docks
        self.players = list(s.players)
        self.supply = s.supply
        self.cleanup_supply = s.cleanup_supply
        self.dive_deck = s.dive_deck
        self.dive_discard = s.dive_discard
        self.dive_face = s.dive_face
        self.specialist_deck = s.specialist_deck
        self.specialist_display = s.specialist_display
        self.dock_deck = s.dock_deck
        self.dock_display = s.dock_display
        self.decree_deck = s.decree_deck
        self.decrees = s.decrees
        self.current = s.current
        self.round = s.round
        self.end_round = s.end_round
        self.over = s.over
        self.stack = list(s.stack)
        self.events = []
        self.rng = s.rng
        self.solo = s.solo
        self.boss_resources = s.boss_resources
        self.set_aside = s.set_aside
        self.edited = []        # fields turned into lists by edit()

    def edit(self, field: str) -> list:
        """The named tuple field as a list, ready to change (copied on first use)."""
        value = getattr(self, field)
        if type(value) is tuple:
            value = list(value)
            setattr(self, field, value)
            self.edited.append(field)
        return value

    def seat(self, player: int) -> Seat:
        """A player's reserves, ready to change (copied on first use)."""
        seat = self.players[player]
        if type(seat) is not Seat:
            seat = Seat(seat)
            self.players[player] = seat
        return seat

    # ---- the stack ----------------------------------------------------------------
    def push(self, ops, ctx: Ctx) -> None:
        """Run these effects next (before whatever was pending)."""
        if ops:
            self.stack.append([ops if type(ops) is tuple else tuple(ops), 0, ctx])

    def ask(self, player: int, kind: str, prompt: str, op, ctx: Ctx, options, values) -> None:
        """Wait for `player` to pick one of `options` (texts); `values` go back to `op`.

        Texts and option lists are shared between states (interned), so a question asked
        again costs no new memory."""
        self.stack.append(Decision(player, kind, sys.intern(prompt), op, ctx,
                                   _shared(tuple(map(sys.intern, options))),
                                   _shared(tuple(values))))

    def log(self, player: int, text: str, src: str = "") -> None:
        """Add a line to the game log, naming its cause."""
        self.events.append(Event(player, text, src))

    # ---- freezing -----------------------------------------------------------------
    def freeze(self, action=None) -> State:
        """The new State (unchanged parts shared with the old one); the log gains a link
        naming `action` and the events it caused."""
        s = self.state
        for field in self.edited:           # back to tuples: only what was changed
            setattr(self, field, tuple(getattr(self, field)))
        self.edited = []
        p0, p1 = self.players
        if type(p0) is Seat or type(p1) is Seat:
            seats = (p0.freeze() if type(p0) is Seat else p0,
                     p1.freeze() if type(p1) is Seat else p1)
        else:
            seats = s.players
        stack = tuple([Frame(*item) if type(item) is list else item for item in self.stack])
        log = Log(tuple(self.events), s.log, action) \
            if self.events or action is not None else s.log
        return State(
            s.sides, self.demand, self.locked, self.buildings, self.ships, self.docks, seats,
            self.supply, self.cleanup_supply, self.dive_deck, self.dive_discard,
            s.dive_removed, self.dive_face, self.specialist_deck, self.specialist_display,
            self.dock_deck, self.dock_display, self.decree_deck, self.decrees,
            s.start_player, self.current, self.round, self.end_round, self.over, stack, log,
            s.seed, self.rng, s.options, s.solo, self.boss_resources, self.set_aside,
            self.content)
