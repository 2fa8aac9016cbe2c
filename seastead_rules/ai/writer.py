"""Observation tensors for a series of positions (the successive positions of games),
written part by part: only the parts of the tensor whose reading changed since the last
call are written again. The environments observe after every action, so this keeps the
encoding cheap."""

from __future__ import annotations

import struct
from array import array
from itertools import compress
from operator import ne, truediv
from weakref import WeakKeyDictionary

from ..kernel.arguments import check_position
from ..model.names import BOSS_BUILDING, LOCATIONS
from ..model.state import Position
from .tensor import (
    RESERVE_SCALE,
    SUPPLY_SCALE,
    TensorLayout,
    reserve_numbers,
    supply_numbers,
)

__all__ = ["TensorWriter"]

_ALL_LOCATIONS = range(LOCATIONS)
_NOTHING = object()         # what a part read before its first write: equal to nothing
_KEEP = 50_000              # packed sections kept per kind, at most
_KEPT = WeakKeyDictionary()  # per layout: sections kept packed (see TensorWriter)


def _keep(kept: dict, key, entries: list) -> bytes:
    """`entries` packed as float32, kept under `key`."""
    if len(kept) >= _KEEP:
        kept.clear()
    found = kept[key] = array("f", entries).tobytes()
    return found


class TensorWriter:
    """One player's observation tensors for a series of positions of one content set
    (the successive positions of a game, then of the next): only the parts whose reading
    changed since the last call are written again (for the environments, which observe
    after every action). Any position may follow any other: each part compares what it
    reads, so the tensor is always the one `TensorLayout.fill` gives."""

    def __init__(self, layout: TensorLayout, player: int):
        import numpy as np
        self.layout, self.player = layout, player
        # The tensor is kept in a float32 array, copied out to numpy for each call (as a
        # bytearray wrapped by numpy: less of numpy's code runs than for a copy). It is
        # written through memoryviews: as floats (cheaper than the array's own item
        # assignment) or as bytes (a whole section at once).
        self.buf = array("f", bytes(4 * layout.size))
        self.frombuffer, self.float32 = np.frombuffer, np.dtype(np.float32)
        self.floats = memoryview(self.buf)
        self.bytes = self.floats.cast("B")
        o = layout.offset
        at = {name: slice(4 * o[name], 4 * (o[name] + size)) for name, size, _ in layout.sections}
        self.sizes = {name: size for name, size, _ in layout.sections}
        self.turn_at = slice(0, at["round"].stop)
        self.question_at = slice(at["question"].start, at["asked by"].stop)
        self.asked_by = layout.questions.asked
        # Each player's reserves and the supply change with most actions, each time to
        # numbers not seen for a while: packed straight in (pack_into takes an offset
        # in bytes).
        self.pack_reserves = struct.Struct(f"{len(RESERVE_SCALE)}f").pack_into
        self.pack_supply = struct.Struct(f"{len(SUPPLY_SCALE)}f").pack_into
        self.mine_at, self.theirs_at = at["my reserves"].start, at["their reserves"].start
        self.supply_at = at["supply"].start
        self.my_held_at, self.their_held_at = at["my specialists"], at["their specialists"]
        self.my_cards = o["my specialists"]
        # The seat and round, the question and the specialists held are written whole
        # from bytes kept (for every game, per player but the specialists held) by what
        # they read: they take few values, over and over.
        kept = _KEPT.setdefault(layout, {0: ({}, {}), 1: ({}, {}), "held": {}})
        self.kept = (*kept[player], kept["held"])

        def clears(*names):         # what a part clears before it writes: its sections
            return tuple((at[n], bytes(at[n].stop - at[n].start)) for n in names)

        # The parts that change now and then, and the sections each clears. The
        # sections for the rules of newer cards ("extras") are read only if the
        # content's cards can change them (so they cost nothing to content without
        # counters or piles).
        parts, sections = layout.parts, layout.part_sections
        self.board_part = parts["board"], clears(*sections["board"])
        self.board_clears = self.board_part[1]
        (self.sides_part, self.demand_part, self.decrees_part, self.docks_part,
         self.dive_part, self.shown_part, self.extras_part) = (
            (parts[n], clears(*sections[n]))
            for n in ("sides", "demand", "decrees", "docks", "dive", "shown", "extras"))
        # A building's flag by location and building code.
        self.building_at = [{c: layout.building_flag(i, c, player)
                             for c in (*range(6), BOSS_BUILDING)} for i in _ALL_LOCATIONS]
        # What each part read when it was last written. A list the position changes in
        # place is kept as a copy (`x[:]`, which is `x` itself for a tuple): so a part is
        # unchanged when each thing it reads `is` what was kept or equals it.
        self.turn = self.mine = self.theirs = self.supply = self.asked = _NOTHING
        self.my_held = self.their_held = self.board = _NOTHING
        self.dive = self.docks = self.shown = self.extras = _NOTHING
        self.others = (_NOTHING,) * 5

    def tensor(self, t):
        """What the player sees at `t` (a new numpy array each call)."""
        if not isinstance(t, Position):
            check_position(t, Position, "tensor", "a State or a playout's position")
        player, layout, out = self.player, self.layout, self.bytes
        # The head, section by section (the seat and round, each player's reserves,
        # the supply), the question and the specialists held: written again only when
        # what they read changed.
        turn, question, held = self.kept
        read = (t.to_move, t.current, t.round, t.end_round, t.over, t.start_player, t.solo)
        if read != self.turn:
            self.turn = read
            out[self.turn_at] = (turn.get(read)
                                 or _keep(turn, read, layout.turn_entries(t, player)))
        players = t.players
        me, them = players[player], players[1 - player]
        read = reserve_numbers(me)
        if read != self.mine:
            self.mine = read
            self.pack_reserves(self.buf, self.mine_at, *map(truediv, read, RESERVE_SCALE))
        read = reserve_numbers(them)
        if read != self.theirs:
            self.theirs = read
            self.pack_reserves(self.buf, self.theirs_at, *map(truediv, read, RESERVE_SCALE))
        read = supply_numbers(t)
        if read != self.supply:
            self.supply = read
            self.pack_supply(self.buf, self.supply_at, *map(truediv, read, SUPPLY_SCALE))
        read = self.asked_by(t)
        if read != self.asked:
            self.asked = read
            out[self.question_at] = (question.get(read)
                                     or self._keep_question(question, read))
        read = me.specialists           # a tuple, replaced when it changes
        if read is not self.my_held and read != self.my_held:
            self.my_held = read[:]
            out[self.my_held_at] = (held.get(read) or self._keep_flags(
                held, read, "my specialists", layout.held(read, self.my_cards)))
        read = them.specialists         # (their section reads as mine does)
        if read is not self.their_held and read != self.their_held:
            self.their_held = read[:]
            out[self.their_held_at] = (held.get(read) or self._keep_flags(
                held, read, "my specialists", layout.held(read, self.my_cards)))
        # The board: only the locations that changed.
        buildings, ships, boss = t.buildings, t.ships, t.boss_resources
        was = self.board
        if was is _NOTHING:
            self.board = (buildings[:], ships[:], boss[:])
            self._write(*self.board_part, t)
        elif ((buildings is not was[0] and buildings != was[0])
              or (ships is not was[1] and ships != was[1])
              or (boss is not was[2] and boss != was[2])):
            self.board = (buildings[:], ships[:], boss[:])
            self._board_update(t, was)
        # The parts that change now and then, each when what it reads changed: a dive
        # card revealed, a dock or a specialist taken, and together the sides, demand
        # tokens and decrees (all tuples, replaced when they change). The card piles are
        # read off the Cards record (a property each otherwise).
        c = t.cards
        read = (c.dive_deck, c.dive_discard, c.dive_face)
        if read != self.dive:
            was, self.dive = self.dive, (read[0][:], read[1][:], read[2])
            self._dive(t, read, was)
        read = (t.docks, c.dock_display, len(c.dock_deck))
        if read != self.docks:
            self.docks = (read[0], read[1][:], read[2])
            self._write(*self.docks_part, t)
        read = (c.specialist_display, c.set_aside, len(c.specialist_deck))
        if read != self.shown:
            self.shown = (read[0][:], read[1][:], read[2])
            self._write(*self.shown_part, t)
        read = (t.sides, t.demand, t.locked, t.decrees, len(c.decree_deck))
        if read != self.others:
            was, self.others = self.others, read
            if read[0] != was[0]:
                self._write(*self.sides_part, t)
            if read[1:3] != was[1:3]:
                self._write(*self.demand_part, t)
            if read[3:] != was[3:]:
                self._write(*self.decrees_part, t)
        if layout.extras:
            read = (t.counters, c.kept, c.dive_open, c.open_to, c.known,
                    c.dive_deck[:] if c.known else None, c.face_up)
            if read != self.extras:
                self.extras = read
                self._write(*self.extras_part, t)
        return self.frombuffer(bytearray(self.bytes), self.float32)

    def _keep_question(self, kept: dict, key) -> bytes:
        # The question sections for what `asked` read, packed and kept under `key`.
        layout = self.layout
        start = layout.offset["question"]
        entries = [0.0] * layout.questions.size
        for i, v in layout.questions.entries(key, self.player, start):
            entries[i - start] = v
        return _keep(kept, key, entries)

    def _keep_flags(self, kept: dict, key, section: str, flags) -> bytes:
        # A section's entries with these flags set, packed and kept under `key`.
        span = self.layout.offset[section], self.layout.offset[section] + self.sizes[section]
        entries = [0.0] * (span[1] - span[0])
        for i in flags:
            entries[i - span[0]] = 1.0
        return _keep(kept, key, entries)

    def _write(self, part, clears, t) -> None:
        # A part written again: its sections cleared, then its entries.
        for span, zeros in clears:
            self.bytes[span] = zeros
        ones, at, val = [], [], []
        part(t, self.player, ones, at, val)
        out = self.floats
        for j in ones:
            out[j] = 1.0
        for j, v in zip(at, val):
            out[j] = v

    def _dive(self, t, read, was) -> None:
        # The dive deck and discard pile. A dive takes the deck's top card and reveals
        # it on the discard pile: then only what moved is written again, without
        # reading the whole deck. Anything else: the part written again from scratch.
        deck, discard = read[0], read[1]
        old_deck, old_discard = was[:2] if was is not _NOTHING else ((), ())
        if (was is _NOTHING or len(deck) > len(old_deck)
                or deck != old_deck[len(old_deck) - len(deck):]
                or discard[:len(old_discard)] != old_discard):
            self._write(*self.dive_part, t)
            self.dive_counts = self.layout.dive_counts(deck)
            return
        drawn, shown = len(old_deck) - len(deck), len(old_discard)
        layout, out, counts = self.layout, self.floats, self.dive_counts
        back, depth = layout.dive_back_at, layout.depth
        if drawn:
            out[back[depth[old_deck[0]]]] = 0.0            # the top card's back
            for card in old_deck[:drawn]:
                counts[depth[card]] -= 1
            scale = layout.scale[3]
            for i, n in zip(layout.dive_counts_at, counts):
                out[i] = n / scale
            if deck:
                out[back[depth[deck[0]]]] = 1.0
        if len(discard) > shown:
            revealed = layout.revealed_at
            if shown:
                out[revealed[old_discard[-1]]] = 0.0
            for card in discard[shown:]:
                out[layout.discarded_at[card]] = 1.0
            out[revealed[discard[-1]]] = 1.0
        out[layout.dive_face_at] = 1.0 if discard and read[2] == self.player else 0.0

    def _board_update(self, t, was) -> None:
        # Only the locations whose building or ship changed since the reading `was`
        # (compress keeps the indices where the lists differ); the whole board from
        # scratch when many did (a new game's board after the last game's).
        out, player = self.floats, self.player
        old, now = was[0], t.buildings
        changed = list(compress(_ALL_LOCATIONS, map(ne, now, old))) if now != old else ()
        if len(changed) > 4:
            self._write(*self.board_part, t)
            return
        flag = self.building_at
        for i in changed:
            if old[i] >= 0:
                out[flag[i][old[i]]] = 0.0
            if now[i] >= 0:
                out[flag[i][now[i]]] = 1.0
        old, now, ship = was[1], t.ships, self.layout.ship_flag
        if now != old:
            for i in compress(_ALL_LOCATIONS, map(ne, now, old)):
                if old[i] >= 0:
                    out[ship(i, old[i], player)] = 0.0
                if now[i] >= 0:
                    out[ship(i, now[i], player)] = 1.0
        if t.boss_resources != was[2]:             # (solo) the section written again
            span, zeros = self.board_clears[2]
            self.bytes[span] = zeros
            at, val = [], []
            self.layout.boss_resources(t, at, val)
            for i, v in zip(at, val):
                out[i] = v
