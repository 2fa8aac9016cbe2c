"""Observation tensors for the successive positions of one game, written part by part:
only the parts of the tensor whose reading changed since the last call are written
again. The environments observe after every action, so this keeps the encoding cheap."""

from __future__ import annotations

from array import array
from itertools import compress
from operator import ne

from ..names import LOCATIONS
from .tensor import TensorLayout, _building, asked

__all__ = ["TensorWriter"]

_ALL_LOCATIONS = range(LOCATIONS)
_NOTHING = object()         # what a part read before its first write: equal to nothing
_KEEP = 50_000              # packed sections kept per kind, at most


def _keep(kept: dict, key, entries: list) -> bytes:
    """`entries` packed as float32, kept under `key`."""
    if len(kept) >= _KEEP:
        kept.clear()
    found = kept[key] = array("f", entries).tobytes()
    return found


class TensorWriter:
    """One player's observation tensors for the successive positions of one game: only
    the parts whose reading changed since the last call are written again (for the
    environments, which observe after every action)."""

    def __init__(self, layout: TensorLayout, player: int):
        import numpy as np
        self.layout, self.player = layout, player
        # The tensor is kept in a Python float32 array (cheap to write entry by entry)
        # and copied out to numpy for each call.
        self.buf = array("f", bytes(4 * layout.size))
        self.view = np.frombuffer(self.buf, dtype=np.float32)     # the same memory
        # The head's sections and the question are written whole from bytes kept by
        # what they read (layout-wide, for every game): one copy instead of an entry
        # by entry write.
        self.bytes = memoryview(self.buf).cast("B")
        o = layout.offset
        self.turn_at = slice(0, 4 * o["my reserves"])
        self.mine_at = slice(4 * o["my reserves"], 4 * o["their reserves"])
        self.theirs_at = slice(4 * o["their reserves"], 4 * o["supply"])
        self.supply_at = slice(4 * o["supply"], 4 * o["question"])
        self.question_at = slice(4 * o["question"], 4 * layout.dense_size)
        self.kept = layout.kept
        # What each part read when it was last written. A list the position changes in
        # place is kept as a copy (`x[:]`, which is `x` itself for a tuple): so a part is
        # unchanged when each thing it reads `is` what was kept or equals it.
        self.turn = self.mine = self.theirs = self.supply = self.asked = _NOTHING
        self.my_held = self.their_held = self.board = _NOTHING
        self.rare = (_NOTHING,) * 14
        self.written = [()] * 12        # per part: the entries it wrote last

    def tensor(self, t):
        """What the player sees at `t` (a new numpy array each call)."""
        player, layout = self.player, self.layout
        # The head, section by section (the seat and round, each player's reserves,
        # the supply), and the question: written again only when what they read changed.
        turn, reserves, supply, question = self.kept
        read = (t.to_move, t.current, t.round, t.end_round, t.over, t.start_player, t.solo)
        if read != self.turn:
            self.turn = read
            self.bytes[self.turn_at] = (turn.get((read, player))
                                        or _keep(turn, (read, player),
                                                 layout.turn_entries(t, player)))
        players = t.players
        me, them = players[player], players[1 - player]
        read = (*me.resources, me.built, me.ships_reserve, me.ships_boxed, me.cleanup,
                me.cleanup_extra, me.columns)
        if read != self.mine:
            self.mine = read
            self.bytes[self.mine_at] = (reserves.get(read)
                                        or _keep(reserves, read, layout.reserve_entries(me)))
        read = (*them.resources, them.built, them.ships_reserve, them.ships_boxed,
                them.cleanup, them.cleanup_extra, them.columns)
        if read != self.theirs:
            self.theirs = read
            self.bytes[self.theirs_at] = (reserves.get(read)
                                          or _keep(reserves, read, layout.reserve_entries(them)))
        read = (*t.supply, t.cleanup_supply)
        if read != self.supply:
            self.supply = read
            self.bytes[self.supply_at] = (supply.get(read)
                                          or _keep(supply, read, layout.supply_entries(t)))
        read = asked(t)
        if read != self.asked:
            self.asked = read
            self.bytes[self.question_at] = (question.get((read, player))
                                            or self._keep_question(read))
        # The specialists each player holds (a tuple, replaced when it changes).
        held = me.specialists
        if held is not self.my_held and held != self.my_held:
            self.my_held = held[:]
            self._flags(1, layout.held(held, layout._my_cards))
        held = them.specialists
        if held is not self.their_held and held != self.their_held:
            self.their_held = held[:]
            self._flags(2, layout.held(held, layout._their_cards))
        # The board: only the locations that changed.
        buildings, ships, boss = t.buildings, t.ships, t.boss_resources
        was = self.board
        if was is _NOTHING:
            self.board = (buildings[:], ships[:], boss[:])
            self._write(3, layout._board, t)
        elif ((buildings is not was[0] and buildings != was[0])
              or (ships is not was[1] and ships != was[1])
              or (boss is not was[2] and boss != was[2])):
            self.board = (buildings[:], ships[:], boss[:])
            self._board_update(t, was)
        # The parts that change now and then (a card moves, a demand token, a dock):
        # read together and compared once, then part by part if anything changed. The
        # card piles are read off the Cards record (a property each otherwise).
        c = t.cards
        rare = (t.sides, t.demand, t.locked, t.docks, c.dock_display, c.dive_deck,
                c.dive_discard, c.dive_face, c.specialist_display, c.set_aside,
                len(c.specialist_deck), len(c.dock_deck), len(c.decree_deck), t.decrees)
        if rare != self.rare:
            self._rare(t, rare)
        return self.view.copy()

    def _keep_question(self, read) -> bytes:
        layout, player = self.layout, self.player
        entries = [0.0] * (layout.dense_size - layout.head_size)
        for i in layout.question_flags(read, player):
            entries[i - layout.head_size] = 1.0
        return _keep(self.kept[3], (read, player), entries)

    def _rare(self, t, rare) -> None:
        # The parts of `rare` that changed, written again (a copy of the piles kept).
        was, layout, c = self.rare, self.layout, t.cards
        self.rare = (t.sides, t.demand, t.locked, t.docks, c.dock_display[:],
                     c.dive_deck[:], c.dive_discard[:], c.dive_face,
                     c.specialist_display[:], c.set_aside[:]) + rare[10:]
        if rare[0] != was[0]:
            self._write(4, layout._sides, t)
        if rare[1:3] != was[1:3]:
            self._write(5, layout._demand, t)
        if rare[3:5] != was[3:5]:
            self._write(6, layout._docks, t)
        if rare[5] != was[5]:
            self._write(7, layout._dive_deck, t)
        if rare[6:8] != was[6:8]:
            self._write(8, layout._dive_discard, t)
        if rare[8:10] != was[8:10]:
            self._write(9, layout._shown, t)
        if rare[10:13] != was[10:13]:
            self._write(10, layout._decks, t)
        if rare[13] != was[13]:
            self._write(11, layout._decrees, t)

    def _flags(self, k: int, ones) -> None:
        # Part k's flags: those it set before cleared, then these set.
        buf = self.buf
        for j in self.written[k]:
            buf[j] = 0.0
        for j in ones:
            buf[j] = 1.0
        self.written[k] = ones

    def _write(self, k: int, part, t) -> None:
        # Part k written again: the entries it wrote before cleared, then its new ones.
        buf = self.buf
        for j in self.written[k]:
            buf[j] = 0.0
        ones, at, val = [], [], []
        part(t, self.player, ones, at, val)
        for j in ones:
            buf[j] = 1.0
        for j, v in zip(at, val):
            buf[j] = v
        self.written[k] = ones + at if at else ones

    def _board_update(self, t, was) -> None:
        # Only the locations whose building or ship changed since the reading `was`
        # (compress keeps the indices where the lists differ).
        out, player, o = self.buf, self.player, self.layout.offset
        old, now, base = was[0], t.buildings, o["buildings"]
        for i in compress(_ALL_LOCATIONS, map(ne, now, old)) if now != old else ():
            if old[i] >= 0:
                out[base + 7 * i + _building(old[i], player)] = 0.0
            if now[i] >= 0:
                out[base + 7 * i + _building(now[i], player)] = 1.0
        old, now, base = was[1], t.ships, o["ships"]
        for i in compress(_ALL_LOCATIONS, map(ne, now, old)) if now != old else ():
            if old[i] >= 0:
                out[base + 2 * i + (old[i] != player)] = 0.0
            if now[i] >= 0:
                out[base + 2 * i + (now[i] != player)] = 1.0
        if t.boss_resources != was[2]:
            base, at, val = o["boss resources"], [], []
            self.layout._boss_resources(t, at, val)
            values = dict.fromkeys(range(base, base + 4 * LOCATIONS), 0.0)
            values.update(zip(at, val))         # the section cleared, then what is held
            for i, v in values.items():
                out[i] = v
