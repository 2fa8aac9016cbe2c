"""The attribute tracks (Reputation, Inspiration, Coordination, Ingenuity) and the
Research track (rulebook pp. 4, 6-9, 11, 15).

Each track has positions 0..last, a level per position (its lower row: Recruitment,
Effort, Reassignment or Technology level, pp. 7, 9), perhaps an Impact space near its end
and Gain Vessel spaces (p. 8); scoring brackets across the top of the mat apply to all
four (p. 15). Track names are opaque values from the caller's content.
"""

from __future__ import annotations

from typing import Any

from attrs import frozen

from seastead_rules.errors import ArgumentError, IllegalAction
from seastead_rules.inputs import check_int, check_type

__all__ = ["IMPACT", "VESSEL", "RESEARCH_CAP", "TrackSpec", "TracksSpec", "Tracks",
           "Advance", "new_tracks", "track_index", "position", "level", "advance",
           "lowest", "bracket_points", "score", "CappedCounter", "new_counter", "gain",
           "spend", "describe"]

IMPACT = "impact"
"""A gain an advance brings: one Impact (p. 8)."""

VESSEL = "vessel"
"""A gain an advance brings: a new Vessel at the launch zone (p. 8)."""

RESEARCH_CAP = 12
"""The most Research the track holds; any more is lost (pp. 6, 11)."""


@frozen(cache_hash=True)
class TrackSpec:
    """One attribute track: `levels[i]` the lower row's level at position i (so it has
    len(levels) positions, 0..last), the Impact space (None: none) and the Gain Vessel
    spaces (p. 8)."""
    name: Any
    levels: tuple[int, ...]
    impact: int | None = None
    vessels: tuple[int, ...] = ()

    def __attrs_post_init__(self):
        check_type(self.levels, tuple, "levels", "a tuple of levels")
        if not self.levels:
            raise ArgumentError("levels must give a level for at least one position")
        for i, value in enumerate(self.levels):
            check_int(value, f"levels[{i}]", 0, 64)
        last = len(self.levels) - 1
        if self.impact is not None:
            check_int(self.impact, "impact", 1, last)
        for i, spot in enumerate(self.vessels):
            check_int(spot, f"vessels[{i}]", 1, last)

    @property
    def last(self) -> int:
        """The last position of the track."""
        return len(self.levels) - 1


@frozen(cache_hash=True)
class TracksSpec:
    """The player mat's attribute tracks and its scoring brackets: (first position,
    points) pairs in rising order; a cube scores the bracket it has reached (p. 15)."""
    tracks: tuple[TrackSpec, ...]
    brackets: tuple[tuple[int, int], ...] = ()

    def __attrs_post_init__(self):
        check_type(self.tracks, tuple, "tracks", "a tuple of TrackSpec")
        for i, t in enumerate(self.tracks):
            check_type(t, TrackSpec, f"tracks[{i}]", "a TrackSpec")
        names = [t.name for t in self.tracks]
        if len(set(names)) != len(names):
            raise ArgumentError("tracks must have distinct names")
        starts = [b[0] for b in self.brackets]
        if starts != sorted(set(starts)):
            raise ArgumentError(f"brackets must start at rising positions, not {starts}")


@frozen
class Tracks:
    """Each player's cube on each track (`positions[player][track]`) and the furthest
    position each cube has reached (`best`: a Gain Vessel space pays only once)."""
    spec: TracksSpec
    positions: tuple[tuple[int, ...], ...]
    best: tuple[tuple[int, ...], ...]


@frozen
class Advance:
    """What an advance did: the track, where the cube started and stands now, and the
    gains (IMPACT, VESSEL) in the order they came."""
    track: Any
    start: int
    position: int
    gains: tuple[str, ...] = ()

    def count(self, gain: str) -> int:
        """How many of one kind of gain this advance brought."""
        return self.gains.count(gain)


def new_tracks(spec: TracksSpec, players: int) -> Tracks:
    """Every cube on its track's 0 space (p. 4)."""
    check_type(spec, TracksSpec, "spec", "a TracksSpec")
    check_int(players, "players", 1, 6)
    zeros = ((0,) * len(spec.tracks),) * players
    return Tracks(spec, zeros, zeros)


def track_index(spec: TracksSpec, track) -> int:
    """The index of the track named `track`; ArgumentError if there is none."""
    for i, t in enumerate(spec.tracks):
        if t.name == track:
            return i
    raise ArgumentError(f"there is no track {track!r}")


def _player(tracks: Tracks, player: int) -> int:
    return check_int(player, "player", 0, len(tracks.positions) - 1)


def position(tracks: Tracks, player: int, track) -> int:
    """Where `player`'s cube stands on `track`."""
    return tracks.positions[_player(tracks, player)][track_index(tracks.spec, track)]


def level(tracks: Tracks, player: int, track) -> int:
    """The level `player`'s cube shows on `track`'s lower row: how many Specialist tiers,
    discs, reassignments or how far and deep (pp. 7, 9)."""
    i = track_index(tracks.spec, track)
    return tracks.spec.tracks[i].levels[tracks.positions[_player(tracks, player)][i]]


def advance(tracks: Tracks, player: int, track, steps: int = 1) -> tuple:
    """(Tracks, Advance): `player`'s cube moved `steps` spaces along `track`, one at a
    time (p. 8): entering the Impact space gains one Impact; a step beyond the end
    returns the cube to the Impact space and gains it again (with no Impact space, the
    cube stays at the end and the step is lost); reaching a Gain Vessel space the first
    time gains a Vessel."""
    p = _player(tracks, player)
    i = track_index(tracks.spec, track)
    check_int(steps, "steps", 0, 1000)
    spec = tracks.spec.tracks[i]
    start = here = tracks.positions[p][i]
    best = tracks.best[p][i]
    gains = []
    for _ in range(steps):
        if here < spec.last:
            here += 1
        elif spec.impact is not None:
            here = spec.impact
        else:
            break
        if here == spec.impact:
            gains.append(IMPACT)
        if here > best:
            best = here
            if here in spec.vessels:
                gains.append(VESSEL)
    positions = _set(tracks.positions, p, i, here)
    bests = _set(tracks.best, p, i, best)
    return Tracks(tracks.spec, positions, bests), Advance(track, start, here, tuple(gains))


def _set(table: tuple, p: int, i: int, value: int) -> tuple:
    row = table[p][:i] + (value,) + table[p][i + 1:]
    return table[:p] + (row,) + table[p + 1:]


def lowest(tracks: Tracks, player: int) -> tuple:
    """The names of `player`'s lowest attribute tracks: the choice "advance your lowest
    attribute (your choice if tied)" offers (p. 6)."""
    row = tracks.positions[_player(tracks, player)]
    least = min(row)
    return tuple(t.name for t, at in zip(tracks.spec.tracks, row) if at == least)


def bracket_points(spec: TracksSpec, at: int) -> int:
    """The points of the scoring bracket a cube at `at` has reached; 0 below the first
    (p. 15)."""
    points = 0
    for first, value in spec.brackets:
        if at >= first:
            points = value
    return points


def score(tracks: Tracks, player: int) -> int:
    """`player`'s points from the four attribute tracks (p. 15)."""
    return sum(bracket_points(tracks.spec, at)
               for at in tracks.positions[_player(tracks, player)])


@frozen
class CappedCounter:
    """A counter per player from 0 to `cap`, where a gain beyond the cap is lost: the
    Research track (pp. 6, 11)."""
    values: tuple[int, ...]
    cap: int = RESEARCH_CAP


def new_counter(players: int, cap: int = RESEARCH_CAP) -> CappedCounter:
    """Every player's counter at 0 (p. 4)."""
    check_int(players, "players", 1, 6)
    check_int(cap, "cap", 0, 1000)
    return CappedCounter((0,) * players, cap)


def gain(counter: CappedCounter, player: int, amount: int) -> tuple:
    """(CappedCounter, lost): `player` gains `amount`; what would pass the cap is lost."""
    check_int(player, "player", 0, len(counter.values) - 1)
    check_int(amount, "amount", 0, 1000)
    total = counter.values[player] + amount
    kept = min(total, counter.cap)
    values = counter.values[:player] + (kept,) + counter.values[player + 1:]
    return CappedCounter(values, counter.cap), total - kept


def spend(counter: CappedCounter, player: int, amount: int) -> CappedCounter:
    """`player` spends `amount` (p. 11); IllegalAction if they have less."""
    check_int(player, "player", 0, len(counter.values) - 1)
    check_int(amount, "amount", 0, 1000)
    have = counter.values[player]
    if amount > have:
        raise IllegalAction(f"cannot spend {amount}: player {player} has {have}")
    values = counter.values[:player] + (have - amount,) + counter.values[player + 1:]
    return CappedCounter(values, counter.cap)


def describe(tracks: Tracks) -> str:
    """Each player's cubes as text: track name, position/last and level."""
    lines = []
    for p, row in enumerate(tracks.positions):
        cells = [f"{t.name}={at}/{t.last} (level {t.levels[at]})"
                 for t, at in zip(tracks.spec.tracks, row)]
        lines.append(f"player {p}: " + ", ".join(cells))
    return "\n".join(lines)
