"""The observation tensor: what one player sees, as a flat vector of float32.

`TensorLayout(content)` fixes the sections and their sizes (docs/ai.md has the table);
`values(position, player)` lists the non-zero entries. The encoding reads only what
`observation(state, player)` shows, and reads it the same way from a State, from that
observation or from a playout's position: card backs, not card names, of the dive deck;
only the sizes of the other decks; only the kind and the place of a question the other
player is answering. Every entry is a 0/1 flag or a count divided by its largest value.
"""

from __future__ import annotations

from itertools import compress
from operator import ne

from ..names import (
    BOSS_BUILDING,
    CLEANUP_TOKENS,
    DEPTHS,
    FLOTILLAS,
    KINDS,
    LOCATIONS,
    LOCATIONS_PER_FLOTILLA,
    SHIPS_PER_PLAYER,
)

__all__ = ["TensorLayout", "tensor_layout", "QUESTION_KINDS"]

# The kinds of decision (`Decision.kind`), in the order of the tensor's one-hot; any
# other kind sets the last flag of that section.
QUESTION_KINDS = ("turn", "take", "spend", "discard", "may", "choose", "dock", "specialist",
                  "exhaust", "refresh", "swap", "pick dock", "decree", "half", "move", "copy",
                  "ship", "rearrange", "discard card", "react")
_KIND_INDEX = {k: i for i, k in enumerate(QUESTION_KINDS)}
_DEPTH_INDEX = {d: i for i, d in enumerate(DEPTHS)}
_ALL_LOCATIONS = range(LOCATIONS)
ROUNDS = 20          # rounds are divided by this (a game rarely passes 12)
_RESERVE = 12        # entries per player in the reserves sections


def _building(code: int, player: int) -> int:
    # The flag a building code sets among a location's 7 (mine, theirs by kind; Boss's).
    return 6 if code == BOSS_BUILDING else code % 3 + 3 * (code // 3 != player)


class TensorLayout:
    """The sections of the observation tensor of one content set: `sections` lists
    (name, size, what it holds), `offset[name]` where each starts, `size` the total."""

    def __init__(self, content):
        self.content = content
        self.specialists = {s.name: i for i, s in enumerate(content.specialists)}
        self.docks = {d.name: i for i, d in enumerate(content.dock_tiles)}
        self.dives = {c.name: i for i, c in enumerate(content.dive_cards)}
        self.decrees = {d.name: i for i, d in enumerate(content.decrees)}
        self.sides = {s.name: i for i, s in enumerate(content.flotilla_sides)}
        # A dive card's depth by its name (a State's deck) or by its back (an observation's).
        self.depth = {c.name: _DEPTH_INDEX[c.depth] for c in content.dive_cards}
        self.depth.update(_DEPTH_INDEX)
        s, d, v, r = (len(self.specialists), len(self.docks), len(self.dives),
                      len(self.decrees))
        self.sections = (
            ("seat", 4, "I am to move; it is my turn; I started; solo mode"),
            ("round", 4, "round / 20; end triggered; last round; game over"),
            ("my reserves", _RESERVE, "resources (4) / 10; buildings placed per kind (3) "
             "/ 4; ships beside the board, ships boxed / 4; cleanup, cleanup taken from an "
             "empty supply / 20; column bonuses / 4"),
            ("their reserves", _RESERVE, "the same for the other player (the Boss in solo)"),
            ("supply", 5, "resources (4) / 10; cleanup tokens / 20"),
            ("question", len(QUESTION_KINDS) + 1 + 1 + FLOTILLAS + LOCATIONS_PER_FLOTILLA
             + len(KINDS), "the kind of question waiting (one-hot, last: another kind); "
             "it is mine; its flotilla, location and building kind, if any"),
            ("my specialists", 2 * s, "per specialist (content order): held face up, "
             "held face down"),
            ("their specialists", 2 * s, "the same for the other player"),
            ("buildings", LOCATIONS * 7, "per location (flotilla * 6 + location): mine "
             "by kind (3), theirs by kind (3), the Boss's"),
            ("ships", LOCATIONS * 2, "per location: my ship, their ship"),
            ("boss resources", LOCATIONS * 4, "solo: per location, the Boss's resources "
             "there by type / 2"),
            ("sides", FLOTILLAS * len(self.sides), "per flotilla: its side (content order)"),
            ("demand", FLOTILLAS * 4 + FLOTILLAS, "per flotilla: the demanded resource; "
             "then the locked flotilla"),
            ("docks", d * (3 + LOCATIONS), "per dock tile (content order): on display, "
             "mine, theirs; its port's location"),
            ("dive deck", 7, "cards left by depth (3) / 20; the top card's back (3); "
             "half 1 of the revealed card faces me"),
            ("dive discard", 2 * v, "per dive card (content order): in the discard pile; "
             "the revealed card"),
            ("specialist display", s, "per specialist: on display"),
            ("set aside", d + s, "per dock tile, then per specialist: set aside (solo)"),
            ("decks", 3, "cards left in the specialist deck / 16, dock deck / 12, "
             "decree deck / 16"),
            ("decrees", 2 * r, "per decree (content order): in play; put in play before"),
        )
        self.offset, at = {}, 0
        for name, size, _ in self.sections:
            self.offset[name] = at
            at += size
        self.size = at
        self._my_cards, self._their_cards = (self.offset["my specialists"],
                                             self.offset["their specialists"])
        self.head_size = self.offset["question"]
        self.dense_size = self.offset["question"] + dict(
            (name, size) for name, size, _ in self.sections)["question"]
        # The parts of the tensor: (a copy of what they read, whether a position reads the
        # same as such a copy, how they are written, the sections they write, None or how
        # to write only what differs from a copy, saying whether anything did). A
        # TensorWriter writes again only what changed; the first part, the dense one, it
        # writes itself. (A playout's lists change in place: what was read is a copy.)
        self.parts = (
            (None, None, self._dynamic,
             ("seat", "round", "my reserves", "their reserves", "supply", "question"), None),
            (lambda t: (t.players[0].specialists, t.players[1].specialists),
             lambda t, w: (t.players[0].specialists, t.players[1].specialists) == w,
             self._cards_held, ("my specialists", "their specialists"), None),
            (lambda t: (t.buildings[:], t.ships[:], t.boss_resources[:]),
             lambda t, w: (t.buildings, t.ships, t.boss_resources) == w,
             self._board, ("buildings", "ships", "boss resources"), self._board_update),
            (lambda t: (t.sides, t.demand[:], t.locked, t.docks[:], t.dock_display[:]),
             lambda t, w: (t.sides, t.demand, t.locked, t.docks, t.dock_display) == w,
             self._layout, ("sides", "demand", "docks"), None),
            (lambda t: (t.dive_deck[:], t.dive_discard[:], t.dive_face),
             lambda t, w: (t.dive_deck, t.dive_discard, t.dive_face) == w,
             self._dive, ("dive deck", "dive discard"), None),
            (lambda t: (t.specialist_display[:], t.set_aside[:], len(t.specialist_deck),
                        len(t.dock_deck), len(t.decree_deck), t.decrees[:]),
             lambda t, w: (t.specialist_display, t.set_aside, len(t.specialist_deck),
                           len(t.dock_deck), len(t.decree_deck), t.decrees) == w,
             self._cards, ("specialist display", "set aside", "decks", "decrees"), None),
        )

    def fill(self, t, player: int, out) -> None:
        """Write what `player` sees at `t` into `out`, a zeroed numpy float32 vector."""
        ones, at, val = self.values(t, player)
        out[ones] = 1.0
        out[at] = val

    def values(self, t, player: int) -> tuple[list, list, list]:
        """(indices set to 1, indices with a count, their values) for `player` at `t`."""
        ones, at, val = [], [], []
        for _, _, part, _, _ in self.parts:
            part(t, player, ones, at, val)
        return ones, at, val

    def _dynamic(self, t, player: int, ones, at, val):
        # The sections that change with almost every action, at the start of the tensor.
        dense = self.dense(t, player)
        at += range(len(dense))
        val += dense

    def dense(self, t, player: int) -> list:
        """The first `dense_size` entries of the tensor (seat, round, reserves, supply,
        the question), which change with almost every action."""
        d = self.head(t, player) + [0.0] * (self.dense_size - self.head_size)
        for i in self.question(t, player):
            d[i] = 1.0
        return d

    def head(self, t, player: int) -> list:
        """The entries before the question (seat, round, reserves, supply)."""
        me, them = t.players[player], t.players[1 - player]
        r, b, q, c, s = me.resources, me.built, them.resources, them.built, t.supply
        return [
            1.0 if t.to_move == player else 0.0, 1.0 if t.current == player else 0.0,
            1.0 if t.start_player == player else 0.0, 1.0 if t.solo else 0.0,
            min(t.round / ROUNDS, 1.0), 1.0 if t.end_round >= 0 else 0.0,
            1.0 if t.end_round == t.round else 0.0, 1.0 if t.over else 0.0,
            r[0] / 10, r[1] / 10, r[2] / 10, r[3] / 10, b[0] / 4, b[1] / 4, b[2] / 4,
            me.ships_reserve / SHIPS_PER_PLAYER, me.ships_boxed / SHIPS_PER_PLAYER,
            me.cleanup / CLEANUP_TOKENS, me.cleanup_extra / CLEANUP_TOKENS, me.columns / 4,
            q[0] / 10, q[1] / 10, q[2] / 10, q[3] / 10, c[0] / 4, c[1] / 4, c[2] / 4,
            them.ships_reserve / SHIPS_PER_PLAYER, them.ships_boxed / SHIPS_PER_PLAYER,
            them.cleanup / CLEANUP_TOKENS, them.cleanup_extra / CLEANUP_TOKENS,
            them.columns / 4,
            s[0] / 10, s[1] / 10, s[2] / 10, s[3] / 10, t.cleanup_supply / CLEANUP_TOKENS]

    def _cards_held(self, t, player, ones, at, val):
        spec = self.specialists
        for base, seat in ((self._my_cards, t.players[player]),
                           (self._their_cards, t.players[1 - player])):
            ones += [base + 2 * spec[c] + (not up) for c, up in seat.specialists]

    def _board(self, t, player, ones, at, val):
        base = self.offset["buildings"]
        ones += [base + 7 * i + _building(c, player) for i, c in enumerate(t.buildings)
                 if c >= 0]
        base = self.offset["ships"]
        ones += [base + 2 * i + (s != player) for i, s in enumerate(t.ships) if s >= 0]
        self._boss_resources(t, at, val)

    def _boss_resources(self, t, at, val):
        if t.solo:
            base = self.offset["boss resources"]
            for i, held in enumerate(t.boss_resources):
                for r in set(held):
                    at.append(base + 4 * i + r)
                    val.append(held.count(r) / 2)

    def _board_update(self, t, player, was, out) -> bool:
        # Only the locations whose building or ship changed since the reading `was`
        # (compress keeps the indices where the lists differ); whether any changed.
        old, now, base = was[0], t.buildings, self.offset["buildings"]
        changed = now != old
        for i in compress(_ALL_LOCATIONS, map(ne, now, old)) if changed else ():
            if old[i] >= 0:
                out[base + 7 * i + _building(old[i], player)] = 0.0
            if now[i] >= 0:
                out[base + 7 * i + _building(now[i], player)] = 1.0
        old, now, base = was[1], t.ships, self.offset["ships"]
        for i in compress(_ALL_LOCATIONS, map(ne, now, old)) if now != old else ():
            changed = True
            if old[i] >= 0:
                out[base + 2 * i + (old[i] != player)] = 0.0
            if now[i] >= 0:
                out[base + 2 * i + (now[i] != player)] = 1.0
        if t.boss_resources == was[2]:
            return changed
        base, at, val = self.offset["boss resources"], [], []
        self._boss_resources(t, at, val)
        values = dict.fromkeys(range(base, base + 4 * LOCATIONS), 0.0)
        values.update(zip(at, val))         # the section cleared, then what is held
        for i, v in values.items():
            out[i] = v
        return True

    def _layout(self, t, player, ones, at, val):
        o = self.offset
        base, n = o["sides"], len(self.sides)
        ones += [base + n * f + self.sides[side] for f, side in enumerate(t.sides)]
        base = o["demand"]
        ones += [base + 4 * f + r for f, r in enumerate(t.demand)]
        if t.locked >= 0:
            ones.append(base + 16 + t.locked)
        base, width = o["docks"], 3 + LOCATIONS
        ones += [base + width * self.docks[d] for d in t.dock_display]
        for name, owner, index in t.docks:
            ones += (base + width * self.docks[name] + 1 + (owner != player),
                     base + width * self.docks[name] + 3 + index)

    def _dive(self, t, player, ones, at, val):
        o, depth = self.offset, self.depth
        # Card names in a State, backs in an observation: both give the depth.
        depths = list(map(depth.__getitem__, t.dive_deck))
        backs = (depths.count(0), depths.count(1), depths.count(2))
        base = o["dive deck"]
        at += (base, base + 1, base + 2)
        val += (backs[0] / 20, backs[1] / 20, backs[2] / 20)
        if t.dive_deck:
            ones.append(base + 3 + depth[t.dive_deck[0]])
        if t.dive_discard and t.dive_face == player:
            ones.append(base + 6)
        base, v = o["dive discard"], len(self.dives)
        ones += [base + self.dives[c] for c in t.dive_discard]
        if t.dive_discard:
            ones.append(base + v + self.dives[t.dive_discard[-1]])

    def _cards(self, t, player, ones, at, val):
        o = self.offset
        spec, docks = self.specialists, self.docks
        ones += [o["specialist display"] + spec[c] for c in t.specialist_display]
        base = o["set aside"]
        ones += [base + docks[c] if c in docks else base + len(docks) + spec[c]
                 for c in t.set_aside if c in docks or c in spec]
        base = o["decks"]
        at += (base, base + 1, base + 2)
        val += (len(t.specialist_deck) / 16, len(t.dock_deck) / 12, len(t.decree_deck) / 16)
        base, r = o["decrees"], len(self.decrees)
        if t.decrees:
            ones.append(base + self.decrees[t.decrees[-1]])
            ones += [base + r + self.decrees[d] for d in t.decrees[:-1]]

    def question(self, t, player: int) -> list:
        """The indices set to 1 in the question section."""
        ones, d = [], t.decision
        if d is None:
            return ones
        base = self.offset["question"]
        n = len(QUESTION_KINDS)
        ones.append(base + _KIND_INDEX.get(d.kind, n))
        if d.player == player:
            ones.append(base + n + 1)
        ctx = d.ctx
        if 0 <= ctx.flotilla < FLOTILLAS:
            ones.append(base + n + 2 + ctx.flotilla)
        if 0 <= ctx.location < LOCATIONS_PER_FLOTILLA:
            ones.append(base + n + 2 + FLOTILLAS + ctx.location)
        if 0 <= ctx.kind < len(KINDS):
            ones.append(base + n + 2 + FLOTILLAS + LOCATIONS_PER_FLOTILLA + ctx.kind)
        return ones


def tensor_layout(content) -> TensorLayout:
    """The observation tensor's layout for a content set (made once, kept with it)."""
    found = content.cache.get("ai tensor layout")
    if found is None:
        found = content.cache["ai tensor layout"] = TensorLayout(content)
    return found

