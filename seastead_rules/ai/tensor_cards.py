"""The observation tensor's sections for the rules of newer cards: the points track, the
skipped and extra turns, the content's counters, the kept dive cards, the deck cards the
player knows, the cards in the open and the dive cards face up in the salvage row
(docs/ai.md has the table).

They read only what `observation(state, player)` shows: the other player's kept cards
and the cards they look at by their backs (depths), the deck cards the player saw put
back by name; the salvage row, face up to both, by name. The sections a content set's
cards cannot change (no counter, no dive card moved as a pile, none put in the row) are
empty, as the action blocks of questions its cards never ask:
the shipped content keeps its tensor, and the environments do not read them at all."""

from __future__ import annotations

from ..engine.hidden_cards import handles_piles
from ..model import effects as fx
from ..model.cards import records_in

__all__ = ["CardSections", "POINTS_SCALE", "PILE_SCALE", "face_up_row"]

POINTS_SCALE = 20    # the points track is divided by this (and kept at most 1)
PILE_SCALE = 10      # kept cards and cards in the open, by depth, are divided by this
# The engine's own counters are the points track ('score', per player) and the turn
# flags ('skip': 1 a turn to skip is due, 2 just skipped one; 'extra': 1 an extra turn is
# due, 2 taking it).
_COUNTING = (fx.Score, fx.SkipTurn, fx.ExtraTurn, fx.Add, fx.Subtract, fx.SetCounter)


def face_up_row(content) -> str:
    """The face-up pile some card of the content puts dive cards in (`rest to NAME`, `put
    it on NAME`: the salvage row), or "" if no card does (the row then stays empty)."""
    rows = content.vocabulary.face_up
    if not rows or not handles_piles(content):
        return ""
    places = {r.place for r in records_in(
        content.flotilla_sides, content.dock_tiles, content.dive_cards, content.specialists,
        content.decrees, content.rules) if isinstance(r, (fx.Rest, fx.PutIt))}
    return next((row for row in rows if row in places), "")


def _counts(content) -> bool:
    """Whether the content's cards keep a counter: the points track, the turn counters
    or one of their own."""
    return bool(content.counters) or any(isinstance(r, _COUNTING) for r in records_in(
        content.flotilla_sides, content.dock_tiles, content.dive_cards, content.specialists,
        content.decrees, content.rules))


class CardSections:
    """The sections of one content set (`sections`, as TensorLayout lists them), and
    `fill(t, player, base, ones, at, val)` to write them from `base` on; `used` says
    whether the content's cards can change them at all."""

    def __init__(self, content, depth: dict):
        self.counting, self.piles = _counts(content), handles_piles(content)
        self.row = face_up_row(content)     # (the engine keeps one face-up pile)
        self.used = self.counting or self.piles
        self.dives = {c.name: i for i, c in enumerate(content.dive_cards)}
        self.depth = depth          # a dive card's depth index by name or by back
        # Each counter of the content (by name): one slot if shared, else mine and theirs.
        self.counters = tuple((name, c.shared, c.low, max(c.high - c.low, 1), c.start)
                              for name, c in sorted(content.counters.items()))
        slots = sum(1 if c[1] else 2 for c in self.counters)
        v = len(self.dives) if self.piles else 0
        self.sections = (
            ("points and turns", 10 if self.counting else 0, "the points track, mine and "
             "theirs / 20; then mine and theirs: a turn to skip due, skipping it, an extra "
             "turn due, taking it"),
            ("counters", slots, "per counter the content declares (by name): its value "
             "from its low (0) to its high (1); one slot if shared, else mine and theirs"),
            ("kept cards", v and 6 + v, "my kept dive cards by depth (3) / 10, theirs (3) / 10; "
             "per dive card (content order): kept by me"),
            ("known deck", 2 * v, "per dive card: I know it is in the dive deck; its "
             "place from the top / dive cards"),
            ("open cards", v and 6 + v, "the cards in the open are seen by both, by me only, "
             "by them only; the cards in the open by depth (3) / 10; per dive card: in "
             "the open, seen by me"),
            (f"{self.row or 'salvage'} row", v if self.row else 0, "per dive card: face up "
             "in the row (seen by both)"),
        )
        # Where each section starts, from the first one.
        self.starts, at = [], 0
        for _, size, _ in self.sections:
            self.starts.append(at)
            at += size
        self.size = sum(size for _, size, _ in self.sections)

    def fill(self, t, player: int, base: int, ones: list, at: list, val: list) -> None:
        """Write the sections for `player` at `t`, the first one at `base`."""
        if self.counting:
            self._counters(t, player, base, ones, at, val)
        if self.piles:
            self._piles(t, player, base + self.starts[2], ones, at, val)
        if self.row and t.face_up:
            dives, row = self.dives, base + self.starts[5]
            ones += [row + dives[c] for c in t.face_up]

    def _counters(self, t, player, base, ones, at, val) -> None:
        held = dict(t.counters) if t.counters else {}
        other = 1 - player
        score = held.get("score")
        if score:
            at += (base, base + 1)
            val += (min(score[player] / POINTS_SCALE, 1.0),
                    min(score[other] / POINTS_SCALE, 1.0))
        for k, name in enumerate(("skip", "extra")):
            turns = held.get(name)
            if turns:
                for side, p in enumerate((player, other)):
                    if turns[p]:
                        ones.append(base + 2 + 4 * side + 2 * k + turns[p] - 1)
        base += 10
        for name, shared, low, span, start in self.counters:
            values = held.get(name) or ((start,) if shared else (start, start))
            for v in (values if shared else (values[player], values[other])):
                if v != low:
                    at.append(base)
                    val.append((v - low) / span)
                base += 1

    def _piles(self, t, player, base, ones, at, val) -> None:
        dives, v = self.dives, len(self.dives)
        kept = t.kept
        if kept:
            for side, p in enumerate((player, 1 - player)):
                self._by_depth(kept[p], base + 3 * side, at, val)
            ones += [base + 6 + dives[c] for c in kept[player]]
        base += 6 + v
        known = t.known
        if known and known[player]:
            mine = set(known[player])
            for place, card in enumerate(t.dive_deck):
                if card in mine:
                    ones.append(base + 2 * dives[card])
                    if place:
                        at.append(base + 2 * dives[card] + 1)
                        val.append(place / v)
        base += 2 * v
        cards = t.dive_open
        if cards:
            to = t.open_to
            ones.append(base if to < 0 else base + 1 + (to != player))
            self._by_depth(cards, base + 3, at, val)
            if to < 0 or to == player:
                ones += [base + 6 + dives[c] for c in cards]

    def _by_depth(self, cards, base: int, at: list, val: list) -> None:
        counts = [0, 0, 0]
        for card in cards:
            counts[self.depth[card]] += 1
        for d, n in enumerate(counts):
            if n:
                at.append(base + d)
                val.append(min(n / PILE_SCALE, 1.0))
