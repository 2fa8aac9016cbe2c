"""A mutable working copy of the touched parts of a State, frozen once per action.

`apply` copies the state into a Table, runs effects on it, and freezes it back: no
`attrs.evolve` per effect step (see docs/performance.md)."""

from __future__ import annotations

import sys

from ..construct import check_plain, constructor
from ..state import CARD_FIELDS, Cards, Ctx, Decision, Event, Frame, Log, Player, State

__all__ = ["Table", "Seat", "bounded_cache"]


def bounded_cache(make=None, limit: int = 50000):
    """A function giving, for each distinct key, one object made once (`make(key)`, or
    the key itself), forgetting everything past `limit` keys. Successive states then
    share equal parts (reserves, option lists, answers, log events) instead of each
    holding a copy: see docs/performance.md. Each kind of part has its own cache, so
    values that compare equal across kinds (1 and True) never mix."""
    cache: dict = {}

    def share(key):
        found = cache.get(key)
        if found is None:
            if len(cache) > limit:
                cache.clear()
            cache[key] = found = key if make is None else make(key)
        return found
    return share


_part = bounded_cache()          # tuples of a state's fields and reserves
_texts = bounded_cache()         # the option texts of a question
_values = bounded_cache()        # what the options mean
_CARD_SET = frozenset(CARD_FIELDS)
_new_state, _new_cards, _new_decision, _new_frame, _new_log, _new_event = map(
    constructor, (State, Cards, Decision, Frame, Log, Event))
_event = bounded_cache(lambda key: _new_event(*key))    # (player, text, src) -> the Event


check_plain(Player)     # a Seat becomes a Player: see Seat


class Seat:
    """A player's mutable reserves during one action.

    It has the Player's slots, so freezing turns it into the new Player in place (its
    class changes, as in construct.py) instead of copying it into one."""
    __slots__ = Player.__slots__

    def __init__(self, p: Player):
        self.resources = list(p.resources)
        self.built = p.built                # tuples, replaced whole when they change
        self.ships_reserve = p.ships_reserve
        self.ships_boxed = p.ships_boxed
        self.specialists = p.specialists
        self.cleanup = p.cleanup
        self.cleanup_extra = p.cleanup_extra
        self.columns = p.columns

    def freeze(self) -> Player:
        self.resources = _part(tuple(self.resources))
        self.__class__ = Player
        return self

    def add_built(self, kind: int) -> None:
        """One more building of `kind` taken from the player board."""
        built = list(self.built)
        built[kind] += 1
        self.built = _part(tuple(built))

    def set_specialists(self, cards) -> None:
        """The player's specialists, as (name, face_up) pairs in the order taken."""
        self.specialists = _part(tuple(cards))


class Table:
    """The state being changed by one action.

    Fields start as the state's own tuples and players as its Player records; the first
    write goes through `edit(name)` (a list copy) or `seat(p)` (a mutable Seat), so the
    parts an action does not touch are shared with the new state (the card piles too:
    a new Cards record is made only when a pile or `dive_face` changed)."""
    __slots__ = ("state", "content", "sides", "start_player", "solo", "demand", "locked",
                 "buildings", "ships", "docks", "players", "supply", "cleanup_supply",
                 "decrees", "current", "round", "end_round", "over", "stack", "events", "rng",
                 "boss_resources", "edited") + CARD_FIELDS

    def __init__(self, s: State):
        setup, cards = s.setup, s.cards
        self.state = s
        self.content = s.content
        self.sides = setup.sides
        self.start_player = setup.start_player
        self.solo = setup.solo
        self.demand = s.demand
        self.locked = s.locked
        self.buildings = s.buildings
        self.ships = s.ships
        self.docks = s.docks
        self.players = list(s.players)
        self.supply = s.supply
        self.cleanup_supply = s.cleanup_supply
        self.decrees = s.decrees
        self.current = s.current
        self.round = s.round
        self.end_round = s.end_round
        self.over = s.over
        self.stack = list(s.stack)
        self.events = []
        self.rng = s.rng
        self.boss_resources = s.boss_resources
        self.edited = []        # fields turned into lists by edit()
        self.dive_deck = cards.dive_deck
        self.dive_discard = cards.dive_discard
        self.dive_face = cards.dive_face
        self.specialist_deck = cards.specialist_deck
        self.specialist_display = cards.specialist_display
        self.dock_deck = cards.dock_deck
        self.dock_display = cards.dock_display
        self.decree_deck = cards.decree_deck
        self.set_aside = cards.set_aside

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
        again costs no new memory; options given as a tuple are taken as they are (a
        constant of the caller's)."""
        if type(options) is not tuple:
            options = _texts(tuple(options))     # the pool's copy: its texts are shared too
            values = _values(tuple(values))
        self.stack.append(_new_decision(player, kind, sys.intern(prompt), op, ctx, options,
                                        values))

    def log(self, player: int, text: str, src: str = "") -> None:
        """Add a line to the game log, naming its cause."""
        self.events.append(_event((player, text, src)))

    # ---- freezing -----------------------------------------------------------------
    def freeze(self, action=None) -> State:
        """The new State (unchanged parts shared with the old one); the log gains a link
        naming `action` and the events it caused. Called once: the Table is spent (its
        Seats have become the new Players)."""
        s = self.state
        edited = self.edited
        for field in edited:                # back to tuples: only what was changed
            value = tuple(getattr(self, field))
            # Small parts (the supply) recur and are shared; long ones (the board) not.
            setattr(self, field, _part(value) if len(value) <= 4 else value)
        self.edited = []
        p0, p1 = self.players
        if type(p0) is Seat or type(p1) is Seat:
            seats = (p0.freeze() if type(p0) is Seat else p0,
                     p1.freeze() if type(p1) is Seat else p1)
        else:
            seats = s.players
        stack = self.stack
        for i in range(len(stack)):     # frames opened by this action, closed again
            if type(stack[i]) is list:
                stack[i] = _new_frame(*stack[i])
        stack = tuple(stack)
        log = _new_log(tuple(self.events), s.log, action) \
            if self.events or action is not None else s.log
        cards = s.cards
        if self.dive_face != cards.dive_face or (edited and not _CARD_SET.isdisjoint(edited)):
            cards = _new_cards(self.dive_deck, self.dive_discard, self.dive_face,
                               self.specialist_deck, self.specialist_display, self.dock_deck,
                               self.dock_display, self.decree_deck, self.set_aside)
        return _new_state(
            s.setup, cards, self.demand, self.locked, self.buildings, self.ships, self.docks,
            seats, self.supply, self.cleanup_supply, self.decrees, self.current, self.round,
            self.end_round, self.over, stack, log, self.rng, self.boss_resources, self.content)
