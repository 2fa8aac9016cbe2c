"""Bots against each other at any game: every table of `players` bots, every seat.

    report = arena(GAME, ["ismcts:100p", "random"], games=20)
    print(report)

Each table (each choice of `players` bots among those named) plays `games` games: the
seeds `seed`, `seed + 1`, ... each played once per seat rotation, so every bot sits in
every seat on the same deals and a lucky deal or seat helps all alike. A game's win is
shared by the players with the highest return (two tied winners take half each; a game
where all tie is a draw, shared by all). The interval is the 95% Wilson score interval
of a bot's win rate; an even game gives each bot 1/players. Alone (a solo game) a
bot's "win" is its return scaled to [0, 1] by the game's bounds.

Each table also reports its places: the seat that decided first in a game, the seat
after it, and so on (whichever bot sat there), so a table of one bot in every seat
measures the first player's advantage. Each bot and place also has its mean return
(where every game is a tie for the win, as in a co-operative game where the team wins
or loses together, the returns tell what the win shares cannot), and in a game that
counts points (its optional `scores(position)`), its mean points, each with a normal
95% interval (mean ± 1.96·sd/√n).
"""

from __future__ import annotations

import itertools
import math

from attrs import asdict, frozen

from ..errors import ArgumentError
from .arguments import FIRST_SEED_MAX, check_int, check_number, check_type
from .bots import bot_name, make_bot
from .paired import Z95, play_game, wilson
from .protocol import setup_options

__all__ = ["Points", "Seat", "Place", "Match", "ArenaReport", "arena", "points",
           "MAX_GAMES"]

MAX_GAMES = 10_000
"""The most games a table plays in one arena."""
_BIG = 1e12     # no game's points or return is larger


@frozen
class Points:
    """The mean points of some games with a normal 95% interval (`low`, `high`: mean ±
    1.96·sd/√n; None with fewer than two games)."""
    mean: float
    low: float | None
    high: float | None

    def __str__(self) -> str:
        if self.low is None:
            return f"{self.mean:.1f} points"
        return f"{self.mean:.1f} points [{self.low:.1f}, {self.high:.1f}]"


def points(values) -> Points:
    """The Points of a list of games' points (at least one)."""
    if isinstance(values, (str, bytes, dict)) or not hasattr(values, "__iter__"):
        check_type(values, (), "values", "a list of numbers")
    values = list(values)
    for i, x in enumerate(values):
        check_number(x, f"values[{i}]", -_BIG, _BIG)
    values = [float(x) for x in values]
    n = len(values)
    if not n:
        raise ArgumentError("values must hold at least one game's points")
    mean = sum(values) / n
    if n < 2:
        return Points(mean, None, None)
    half = Z95 * math.sqrt(sum((x - mean) ** 2 for x in values) / (n - 1) / n)
    return Points(mean, mean - half, mean + half)


@frozen
class Seat:
    """One bot's result at a table: its wins (shared ones in part), win rate and the
    rate's 95% Wilson interval (`low`, `high`); its mean return (`returns`, a Points);
    its Points in a game that counts them."""
    bot: str
    wins: float
    rate: float
    low: float
    high: float
    points: Points | None = None
    returns: Points | None = None


@frozen
class Place:
    """The results of a place in the order of play at a table: place 0 is the seat that
    decided first in a game, place 1 the seat after it, ... whichever bot sat there; its
    wins, win rate, Wilson interval, mean return and (a game that counts them) Points."""
    place: int
    wins: float
    rate: float
    low: float
    high: float
    points: Points | None = None
    returns: Points | None = None


@frozen
class Match:
    """A table's games: each bot's Seat, in the order named, the draws, and each
    Place in the order of play (none when the records do not say who decided first)."""
    bots: tuple
    games: int
    draws: int
    seats: tuple
    places: tuple = ()


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 < 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _shown(value) -> str:
    text = str(value)
    if not text:
        return "(none)"
    return text if len(text) <= 40 else f"({len(text)} characters)"


@frozen
class ArenaReport:
    """An arena's result: the game, its players and options, and one Match per table."""
    game: str
    players: int
    options: dict
    games: int          # games per table
    seed: int
    matches: tuple

    def as_dict(self) -> dict:
        """The report as plain data (JSON-ready)."""
        return asdict(self)

    def __str__(self) -> str:
        options = ", ".join(f"{k}={_shown(v)}" for k, v in self.options.items()) or \
            "no options"
        rows = [f"arena: {self.game}, {self.players} player{'s' * (self.players != 1)} "
                f"({options}); {self.games} "
                f"games a table, every seat on the same seeds from {self.seed}"]
        for match in self.matches:
            rows.append(f"  table {' / '.join(match.bots)}: {match.draws} draws")
            tied = self.players > 1 and match.draws == match.games
            if tied:
                rows.append("    every game a tie for the win: the mean return tells")
            rows += [_row(s.bot, s, tied) for s in match.seats]
            if self.players > 1 and match.places:
                rows.append("    by place in the order of play (1st: the first to decide)")
                rows += [_row(f"{_ordinal(p.place + 1)} to play", p, tied)
                         for p in match.places]
        return "\n".join(rows)


def _row(label: str, result, tied: bool) -> str:
    if tied and result.returns is not None:
        r = result.returns
        won = f"return {r.mean:+.2f}" + ("" if r.low is None else
                                          f" [{r.low:+.2f}, {r.high:+.2f}]")
    else:
        won = (f"{result.wins:>7.1f} wins {result.rate:>7.1%}  "
               f"[{result.low:.1%}, {result.high:.1%}]")
    extra = f"  {result.points}" if result.points is not None else ""
    return f"    {label:>16} {won}{extra}"


def arena(game, bots, games: int = 20, seed: int = 0, players: int | None = None,
          bot_factories=None, progress=None, **options) -> ArenaReport:
    """Every table of `players` (the game's default) among `bots` (names, factories or
    bots: see `make_bot`; `bot_factories` the game's own by name) plays `games` games, a
    multiple of `players` from `players` to MAX_GAMES: each seed once per seat rotation.
    `progress(done, total)` is called after every game."""
    players, options = setup_options(game, players, options)
    if isinstance(bots, str) or not hasattr(bots, "__iter__"):
        check_type(bots, (), "bots", "a list of bots")
    bots = tuple(bots)
    if len(bots) < players or not bots:
        raise ArgumentError(f"an arena of {players}-player games needs at least "
                            f"{players} bots (name one twice to seat it twice)")
    for spec in bots:
        make_bot(game, spec, 0, bot_factories)   # every name checked before the first game
    check_int(games, f"games per table (each seed once per seat: a multiple of "
                     f"{players})", players, MAX_GAMES)
    if games % players:
        raise ArgumentError(f"games per table must be a multiple of {players} (each seed "
                            f"is played once per seat), not {games}")
    check_int(seed, "seed", 0, FIRST_SEED_MAX)
    if progress is not None and not callable(progress):
        check_type(progress, (), "progress", "a function of (done, total) or None")
    tables = list(itertools.combinations(range(len(bots)), players)) if players > 1 \
        else [(k,) for k in range(len(bots))]
    matches, done, total = [], 0, len(tables) * games
    for table in tables:
        records = []
        for k in range(games // players):
            for turn in range(players):         # bot j of the table sits in seat (j+turn)%n
                records.append((turn, play_game(game, options, [bots[b] for b in table],
                                                seed + k, turn, players, bot_factories)))
                done += 1
                if progress is not None:
                    progress(done, total)
        matches.append(_match([bot_name(bots[b]) for b in table], records, players))
    return ArenaReport(game.name, players, options, games, seed, tuple(matches))


def _match(names: list, records: list, players: int) -> Match:
    """A table's Match from its games [(rotation, record)]."""
    games = len(records)
    draws = sum(1 for _, r in records if players > 1 and len(set(r["returns"])) == 1)
    scored = all("scores" in r for _, r in records)
    seats = []
    for j, name in enumerate(names):
        at = [(j + turn) % players for turn, _ in records]
        wins = sum(r["shares"][j] for _, r in records)
        seats.append(Seat(name, wins, wins / games, *wilson(wins, games),
                          *_means([r for _, r in records], at, scored)))
    places = []
    if all(r.get("first") in range(players) for _, r in records):
        by_seat = [_seat_shares(turn, r, players) for turn, r in records]
        for place in range(players):
            at = [(r["first"] + place) % players for _, r in records]
            wins = sum(shares[s] for shares, s in zip(by_seat, at))
            places.append(Place(place, wins, wins / games, *wilson(wins, games),
                                *_means([r for _, r in records], at, scored)))
    return Match(tuple(names), games, draws, tuple(seats), tuple(places))


def _means(records: list, seats: list, scored: bool) -> tuple:
    """(Points of the points, Points of the returns) of the player in seat seats[i] of
    game i (no points where the games count none)."""
    got = points([r["scores"][s] for r, s in zip(records, seats)]) if scored else None
    return got, points([r["returns"][s] for r, s in zip(records, seats)])


def _seat_shares(rotation: int, record: dict, players: int) -> list:
    """A record's win shares by seat (its `shares` are by bot; bot b sat in seat
    (b + rotation) % players)."""
    out = [0.0] * players
    for b, share in enumerate(record["shares"]):
        out[(b + rotation) % players] = share
    return out
