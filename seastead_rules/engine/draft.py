"""The state being changed by one action: a mutable twin of State that becomes the new
State when the action is done.

`apply` makes a Draft from the state (copying its 25 fields, not its contents), runs
effects on it, and freezes it: the Draft then *is* the new State (its class changes, as
in construct.py), so no record is copied back and no `attrs.evolve` runs per effect step
(see docs/performance.md)."""

from __future__ import annotations

import sys

from ..kernel.rules.construct import bounded_cache, check_plain, constructor
from ..model.state import Ctx, Decision, Event, Frame, Log, Position, State
from .draft_parts import Lines, Piles, Seat, found_part, new_lines, part
from .writes import Writes

__all__ = ["Draft", "QuietDraft"]


_blank = object.__new__
_texts = bounded_cache()         # the option texts of a question
_values = bounded_cache()        # what the options mean
_found_texts, _found_values = _texts.get, _values.get
_new_decision, _new_frame, _new_event, _new_log = map(constructor, (Decision, Frame, Event, Log))
# Log events, one per distinct (player, template, args, source): most lines of a game
# recur (the same take, the same bonus), and a shared event costs no call to make.
_events = bounded_cache(lambda key: _new_event(*key))
_found_event = _events.get

check_plain(State)          # the Draft below becomes one


# The fields `edit` turns into lists (freeze turns them back).
_EDITABLE = ("supply", "buildings", "ships")


class Draft(Position, Writes):
    """The state being changed by one action, with the slots of a State and its read
    surface (`Position`).

    Fields start as the state's own; the first write goes through `edit(name)` (a list
    copy), `seat(p)` (a mutable Seat), `pile(name)` (the card piles thawed) or `say`
    (this action's log lines), so the parts an action does not touch are shared with the
    new state. Card fields read as its own (`t.dive_deck`), as on a State."""
    __slots__ = State.__slots__

    def __init__(self, s: State):
        self.sides = s.sides
        self.start_player = s.start_player
        self.cards = s.cards            # a Piles once a card moves (pile())
        self.demand = s.demand
        self.locked = s.locked
        self.buildings = s.buildings
        self.ships = s.ships
        self.docks = s.docks
        self.players = s.players        # a list once a seat is taken (seat())
        self.supply = s.supply
        self.cleanup_supply = s.cleanup_supply
        self.decrees = s.decrees
        self.current = s.current
        self.round = s.round
        self.end_round = s.end_round
        self.over = s.over
        self.stack = list(s.stack)
        self.log = s.log                # a Lines once a line is said (say())
        self.rng = s.rng
        self.boss_resources = s.boss_resources
        self.content = s.content
        self.seed = s.seed
        self.options = s.options
        self.solo = s.solo
        self.dive_removed = s.dive_removed
        self.counters = s.counters
        self.tally = s.tally

    def edit(self, field: str) -> list:
        """The supply, the buildings or the ships as a list, ready to change (copied on
        first use). Other fields change rarely and are replaced whole."""
        # Each field by name rather than through getattr/setattr, a dynamic lookup twice
        # the cost of the rest (most actions edit one of these).
        if field == "supply":
            value = self.supply
            if type(value) is tuple:
                value = self.supply = list(value)
        elif field == "buildings":
            value = self.buildings
            if type(value) is tuple:
                value = self.buildings = list(value)
        elif field == "ships":
            value = self.ships
            if type(value) is tuple:
                value = self.ships = list(value)
        else:
            raise ValueError(f"edit() is for {', '.join(_EDITABLE)}; replace {field} whole")
        return value

    def pile(self, field: str) -> list:
        """The named card pile as a list, ready to change (copied on first use)."""
        piles = self.cards
        if type(piles) is not Piles:
            piles = self.cards = Piles(piles)
        value = getattr(piles, field)
        if type(value) is tuple:
            value = list(value)
            setattr(piles, field, value)
        return value

    def piles(self) -> Piles:
        """The card piles, ready to change."""
        cards = self.cards
        if type(cards) is not Piles:
            cards = self.cards = Piles(cards)
        return cards

    def seat(self, player: int) -> Seat:
        """A player's reserves, ready to change (copied on first use)."""
        players = self.players
        if type(players) is tuple:
            players = self.players = list(players)
        seat = players[player]
        if type(seat) is not Seat:
            seat = players[player] = Seat(seat)
        return seat

    # ---- the stack ----------------------------------------------------------------
    def push(self, ops, ctx: Ctx) -> None:
        """Run these effects next (before whatever was pending)."""
        if ops:
            self.stack.append([ops if type(ops) is tuple else tuple(ops), 0, ctx])

    def ask(self, player: int, kind: str, prompt: str, op, ctx: Ctx, options, values) -> None:
        """Wait for `player` to pick one of `options` (texts); `values` go back to `op`.

        Texts and option lists are shared between states (interned), so a question asked
        again costs no new memory; options given as a tuple are taken as they are (a
        constant of the caller's)."""
        if type(options) is not tuple:      # the pools' copies: their texts are shared too
            options, values = tuple(options), tuple(values)
            options = _found_texts(options) or _texts(options)
            values = _found_values(values) or _values(values)
        self.stack.append(_new_decision(player, kind, sys.intern(prompt), op, ctx, options,
                                        values))

    def say(self, player: int, template: str, *args, src: str = "") -> None:
        """Say what happened, in the game log: a line for `player` (-1: nobody's), as a
        template and its arguments (`t.say(p, "{} takes {} {}", "blue", 2, "kelp",
        src=...)`), naming its cause. The text is made only when the log is read."""
        lines = self.log
        if type(lines) is not Lines:        # the action's first line
            lines = _blank(Lines)           # (no class call: about once per action)
            lines.events, lines.prev, lines.action = [], self.log, None
            self.log = lines
        key = (player, template, args, src)
        lines.events.append(_found_event(key) or _events(key))

    # ---- playing in place ---------------------------------------------------------
    def close_board(self) -> None:
        """The board back to a tuple after a change in place: the next change copies it
        again, as in `apply`, so that a changed board shows as a new object (how the
        playout mode tells whether the end needs checking)."""
        if type(self.buildings) is list:
            self.buildings = tuple(self.buildings)

    def copy(self) -> "Draft":
        """An independent twin of this Draft (for the playout mode): the parts changed
        in place are copied, the frozen ones shared. It is a plain Draft, whose `say`
        logs again."""
        twin = _blank(Draft)
        twin.sides, twin.start_player, twin.seed = self.sides, self.start_player, self.seed
        twin.options, twin.solo, twin.dive_removed = self.options, self.solo, self.dive_removed
        twin.demand, twin.locked = self.demand, self.locked
        twin.docks, twin.cleanup_supply, twin.decrees = self.docks, self.cleanup_supply, \
            self.decrees
        twin.current, twin.round, twin.end_round = self.current, self.round, self.end_round
        twin.over, twin.rng, twin.content = self.over, self.rng, self.content
        twin.boss_resources, twin.log = self.boss_resources, self.log
        twin.counters, twin.tally = self.counters, self.tally
        twin.supply = self.supply[:] if type(self.supply) is list else self.supply
        twin.buildings = self.buildings[:] if type(self.buildings) is list else self.buildings
        twin.ships = self.ships[:] if type(self.ships) is list else self.ships
        players = self.players
        twin.players = ([Seat(p) if type(p) is Seat else p for p in players]
                        if type(players) is list else players)
        cards = self.cards
        twin.cards = cards.copy() if type(cards) is Piles else cards
        twin.stack = [f[:] if type(f) is list else f for f in self.stack]
        if type(twin.log) is Lines:
            lines = twin.log = new_lines(self.log.prev)
            lines.events = self.log.events[:]
        return twin

    # ---- freezing -----------------------------------------------------------------
    def freeze(self, action=None) -> State:
        """The Draft as the new State (unchanged parts shared with the old one); the log
        gains a link naming `action` and the lines it caused. Called once: the Draft, its
        Seats, piles and log lines become the new records in place."""
        # Back to tuples: only what `edit` changed. Small parts (the supply) recur and
        # are shared; long ones (the board) not.
        if type(self.supply) is list:
            supply = tuple(self.supply)
            self.supply = found_part(supply) or part(supply)
        if type(self.buildings) is list:
            self.buildings = tuple(self.buildings)
        if type(self.ships) is list:
            self.ships = tuple(self.ships)
        players = self.players
        if type(players) is list:
            p0, p1 = players
            self.players = (p0.freeze() if type(p0) is Seat else p0,
                            p1.freeze() if type(p1) is Seat else p1)
        if type(self.cards) is Piles:
            self.cards.freeze()
        # Frames this action opened or changed (lists) back to Frames, wherever they lie:
        # most are on top, but a step may change a frame further down (`adjust` changes
        # the build waiting under the hooks), so every item is looked at.
        stack = self.stack
        for i, item in enumerate(stack):
            if type(item) is list:
                stack[i] = _new_frame(*item)
        self.stack = tuple(stack)
        lines = self.log
        if type(lines) is Lines:
            lines.events = tuple(lines.events)
            lines.action = action
            lines.__class__ = Log
        elif action is not None:
            self.log = _new_log((), lines, action)
        self.__class__ = State
        return self




class QuietDraft(Draft):
    """A Draft that keeps no log: the playout mode's, and `apply`'s for a game made with
    `new_game(log=False)`. Its `say` does nothing and its `freeze` adds no link to the
    log, so the log ends where it was (None for such a game)."""
    __slots__ = ()

    def say(self, player: int, template: str, *args, src: str = "") -> None:
        """Nothing: a playout keeps no log."""

    def freeze(self, action=None) -> State:
        """The Draft as the new State, its log as it was (no link for the action)."""
        return Draft.freeze(self)
