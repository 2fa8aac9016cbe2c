"""The observation tensor: what one player sees, as a flat vector of float32.

`TensorLayout(content)` fixes the sections and their sizes (docs/ai.md has the table);
`values(position, player)` lists the non-zero entries. The encoding reads only what
`observation(state, player)` shows, and reads it the same way from a State, from that
observation or from a playout's position: the dive deck's card backs (but the cards the
player knows); only the sizes of the other decks; only the kind and the place of a
question the other player is answering; the sections for the rules of newer cards in
tensor_cards.py. Every entry is a 0/1 flag or a count divided by its largest value."""

from __future__ import annotations

from operator import truediv

from ..model.names import (
    BOSS_BUILDING,
    CLEANUP_TOKENS,
    DEPTHS,
    FLOTILLAS,
    LOCATIONS,
    SHIPS_PER_PLAYER,
    building_kind,
    building_owner,
)
from .action_space import cache_of
from .tensor_asked import QUESTION_KINDS, Questions
from .tensor_cards import CardSections

__all__ = ["TensorLayout", "tensor_layout", "QUESTION_KINDS", "RESERVE_SCALE", "SUPPLY_SCALE",
           "reserve_numbers", "supply_numbers"]

_DEPTH_INDEX = {d: i for i, d in enumerate(DEPTHS)}
ROUNDS = 20          # rounds are divided by this (a game rarely passes 12)
# What the numbers of the reserves and supply sections are divided by: resources (4),
# buildings placed per kind (3), ships beside the board and boxed, cleanup tokens and
# those taken from an empty supply, column bonuses; the supply's resources and cleanup.
RESERVE_SCALE = (10, 10, 10, 10, 4, 4, 4, SHIPS_PER_PLAYER, SHIPS_PER_PLAYER, CLEANUP_TOKENS,
                 CLEANUP_TOKENS, 4)
SUPPLY_SCALE = (10, 10, 10, 10, CLEANUP_TOKENS)
_RESERVE = len(RESERVE_SCALE)        # entries per player in the reserves sections


def _building(code: int, player: int) -> int:
    # The flag a building code sets among a location's 7 (mine, theirs by kind; Boss's).
    if code == BOSS_BUILDING:
        return 6
    return building_kind(code) + 3 * (building_owner(code) != player)


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
        # The sections for newer cards' rules, and whether the content can change them.
        self.cards = CardSections(content, self.depth)
        self.extras = self.cards.used
        # The question waiting: its kind and place, and the line and step that asked.
        self.questions = Questions(content)
        s, d, v, r = (len(self.specialists), len(self.docks), len(self.dives),
                      len(self.decrees))
        self.scale = (max(s, 1), max(d, 1), max(r, 1), max(v, 1))    # what decks are / by
        self.sections = (
            ("seat", 4, "I am to move; it is my turn; I started; solo mode"),
            ("round", 4, "round / 20; end triggered; last round; game over"),
            ("my reserves", _RESERVE, "resources (4) / 10; buildings placed per kind (3) "
             "/ 4; ships beside the board, ships boxed / 4; cleanup, cleanup taken from an "
             "empty supply / 20; column bonuses / 4"),
            ("their reserves", _RESERVE, "the same for the other player (the Boss in solo)"),
            ("supply", 5, "resources (4) / 10; cleanup tokens / 20"),
            *self.questions.sections,
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
            ("dive deck", 7, "cards left by depth (3) / dive cards; the top card's back (3); "
             "half 1 of the revealed card faces me"),
            ("dive discard", 2 * v, "per dive card (content order): in the discard pile; "
             "the revealed card"),
            ("specialist display", s, "per specialist: on display"),
            ("set aside", d + s, "per dock tile, then per specialist: set aside (solo)"),
            ("decks", 3, "cards left in the specialist, dock and decree decks / their cards"),
            ("decrees", 2 * r, "per decree (content order): in play; put in play before"),
            *self.cards.sections,
        )
        self.offset, at = {}, 0
        for name, size, _ in self.sections:
            self.offset[name] = at
            at += size
        self.size = at
        self.head_size = self.offset["question"]
        self.dense_size = self.offset["question"] + self.questions.size
        # Where a card's flag is, by its name, per section that lists cards.
        o, width = self.offset, 3 + LOCATIONS
        self.discarded_at = {c: o["dive discard"] + i for c, i in self.dives.items()}
        self.revealed_at = {c: o["dive discard"] + v + i for c, i in self.dives.items()}
        # The dive deck section: the counts by depth, the top card's back by depth, and
        # the flag 'half 1 of the revealed card faces me'.
        b = o["dive deck"]
        self.dive_counts_at, self.dive_back_at, self.dive_face_at = (b, b + 1, b + 2), \
            (b + 3, b + 4, b + 5), b + 6
        self._on_display = {c: o["specialist display"] + i for c, i in self.specialists.items()}
        self._dock_shown = {c: o["docks"] + width * i for c, i in self.docks.items()}
        # The parts after the dense one, each written from scratch (a TensorWriter
        # writes again only the parts whose reading changed).
        # Each is `part(t, player, ones, at, val)`, adding its flags to `ones` and its
        # counts to `at` and `val`; `part_sections[name]` are the sections it fills.
        self.parts = {"held": self._held, "board": self._board, "sides": self._sides,
                      "demand": self._demand, "docks": self._docks, "dive": self._dive,
                      "shown": self._shown, "decrees": self._decrees,
                      "extras": self._extras}
        self.part_sections = {
            "held": ("my specialists", "their specialists"),
            "board": ("buildings", "ships", "boss resources"), "sides": ("sides",),
            "demand": ("demand",), "docks": ("docks",),
            "dive": ("dive deck", "dive discard"),
            "shown": ("specialist display", "set aside"), "decrees": ("decrees",),
            "extras": tuple(n for n, _, _ in self.cards.sections)}

    def fill(self, t, player: int, out) -> None:
        """Write what `player` sees at `t` into `out`, a zeroed numpy float32 vector."""
        ones, at, val = self.values(t, player)
        out[ones] = 1.0
        out[at] = val

    def values(self, t, player: int) -> tuple[list, list, list]:
        """(indices set to 1, indices with a count, their values) for `player` at `t`."""
        dense = self.dense(t, player)
        ones, at, val = [], list(range(len(dense))), dense
        for part in self.parts.values():
            part(t, player, ones, at, val)
        return ones, at, val

    def dense(self, t, player: int) -> list:
        """The first `dense_size` entries of the tensor (seat, round, reserves, supply,
        the question and what asked it), which change with almost every action."""
        d = self.head(t, player) + [0.0] * (self.dense_size - self.head_size)
        for i, v in self.question(t, player):
            d[i] = v
        return d

    def head(self, t, player: int) -> list:
        """The entries before the question (seat, round, reserves, supply)."""
        players = t.players
        return (self.turn_entries(t, player)
                + list(map(truediv, reserve_numbers(players[player]), RESERVE_SCALE))
                + list(map(truediv, reserve_numbers(players[1 - player]), RESERVE_SCALE))
                + list(map(truediv, supply_numbers(t), SUPPLY_SCALE)))

    def turn_entries(self, t, player: int) -> list:
        """The seat and round sections."""
        return [1.0 if t.to_move == player else 0.0, 1.0 if t.current == player else 0.0,
                1.0 if t.start_player == player else 0.0, 1.0 if t.solo else 0.0,
                min(t.round / ROUNDS, 1.0), 1.0 if t.end_round >= 0 else 0.0,
                1.0 if t.end_round == t.round else 0.0, 1.0 if t.over else 0.0]

    def _held(self, t, player, ones, at, val):
        players = t.players
        ones += self.held(players[player].specialists, self.offset["my specialists"])
        ones += self.held(players[1 - player].specialists, self.offset["their specialists"])

    def held(self, specialists, base: int) -> list:
        """The flags of a player's specialists, in the section that starts at `base`."""
        spec = self.specialists
        return [base + 2 * spec[c] + (not up) for c, up in specialists]

    def _board(self, t, player, ones, at, val):
        base = self.offset["buildings"]
        ones += [base + 7 * i + _building(c, player) for i, c in enumerate(t.buildings)
                 if c >= 0]
        base = self.offset["ships"]
        ones += [base + 2 * i + (s != player) for i, s in enumerate(t.ships) if s >= 0]
        self.boss_resources(t, at, val)

    def building_flag(self, location: int, code: int, player: int) -> int:
        """The index set to 1 for `player` by a building (its code) at a location."""
        return self.offset["buildings"] + 7 * location + _building(code, player)

    def ship_flag(self, location: int, owner: int, player: int) -> int:
        """The index set to 1 for `player` by `owner`'s ship at a location."""
        return self.offset["ships"] + 2 * location + (owner != player)

    def boss_resources(self, t, at, val) -> None:
        """The boss resources section's (index, value) pairs, added to `at` and `val`."""
        if t.solo:
            base = self.offset["boss resources"]
            for i, held in enumerate(t.boss_resources):
                for r in set(held):
                    at.append(base + 4 * i + r)
                    val.append(held.count(r) / 2)

    def _sides(self, t, player, ones, at, val):
        base, n = self.offset["sides"], len(self.sides)
        ones += [base + n * f + self.sides[side] for f, side in enumerate(t.sides)]

    def _demand(self, t, player, ones, at, val):
        base = self.offset["demand"]
        ones += [base + 4 * f + r for f, r in enumerate(t.demand)]
        if t.locked >= 0:
            ones.append(base + 16 + t.locked)

    def _docks(self, t, player, ones, at, val):
        ones += map(self._dock_shown.__getitem__, t.dock_display)
        base, width, docks = self.offset["docks"], 3 + LOCATIONS, self.docks
        for name, owner, index in t.docks:
            ones += (base + width * docks[name] + 1 + (owner != player),
                     base + width * docks[name] + 3 + index)
        at.append(self.offset["decks"] + 1)
        val.append(len(t.dock_deck) / self.scale[1])

    def _dive(self, t, player, ones, at, val):
        deck, discard = t.dive_deck, t.dive_discard
        at += self.dive_counts_at
        val += [n / self.scale[3] for n in self.dive_counts(deck)]
        if deck:
            ones.append(self.dive_back_at[self.depth[deck[0]]])
        if discard:
            if t.dive_face == player:
                ones.append(self.dive_face_at)
            ones += map(self.discarded_at.__getitem__, discard)
            ones.append(self.revealed_at[discard[-1]])

    def dive_counts(self, deck) -> list:
        """The cards of a dive deck by depth (card names in a State, backs in an
        observation: both give the depth)."""
        depths = list(map(self.depth.__getitem__, deck))
        return [depths.count(0), depths.count(1), depths.count(2)]

    def _shown(self, t, player, ones, at, val):
        ones += map(self._on_display.__getitem__, t.specialist_display)
        if t.set_aside:
            spec, docks, base = self.specialists, self.docks, self.offset["set aside"]
            ones += [base + docks[c] if c in docks else base + len(docks) + spec[c]
                     for c in t.set_aside if c in docks or c in spec]
        at.append(self.offset["decks"])
        val.append(len(t.specialist_deck) / self.scale[0])

    def _decrees(self, t, player, ones, at, val):
        base, r, decrees = self.offset["decrees"], len(self.decrees), t.decrees
        if decrees:
            ones.append(base + self.decrees[decrees[-1]])
            ones += [base + r + self.decrees[d] for d in decrees[:-1]]
        at.append(self.offset["decks"] + 2)
        val.append(len(t.decree_deck) / self.scale[2])

    def _extras(self, t, player, ones, at, val):    # (tensor_cards.py)
        self.cards.fill(t, player, self.offset["points and turns"], ones, at, val)

    def question(self, t, player: int) -> list:
        """The (index, value) pairs of the question sections (tensor_asked.py)."""
        questions = self.questions
        return questions.entries(questions.asked(t), player, self.head_size)

    def asked(self, t):
        """What the question sections show of the question waiting at `t` (a tuple to
        compare and keep; None when nothing is asked)."""
        return self.questions.asked(t)


def reserve_numbers(p) -> tuple:
    """The numbers of a player's reserves section (`p` one of `t.players`), in order:
    each is divided by its `RESERVE_SCALE`."""
    return (*p.resources, *p.built, p.ships_reserve, p.ships_boxed, p.cleanup,
            p.cleanup_extra, p.columns)


def supply_numbers(t) -> tuple:
    """The numbers of the supply section, each divided by its `SUPPLY_SCALE`."""
    return (*t.supply, t.cleanup_supply)


def tensor_layout(content) -> TensorLayout:
    """The observation tensor's layout for a content set (made once, kept with it)."""
    found = cache_of(content).get("ai tensor layout")
    if found is None:
        found = content.cache["ai tensor layout"] = TensorLayout(content)
    return found

