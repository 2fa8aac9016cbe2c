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
"""

from __future__ import annotations

import itertools

from attrs import asdict, frozen

from ..errors import ArgumentError
from .arguments import FIRST_SEED_MAX, check_int, check_type
from .bots import bot_name, make_bot
from .paired import play_game, wilson
from .protocol import setup_options

__all__ = ["Seat", "Match", "ArenaReport", "arena", "MAX_GAMES"]

MAX_GAMES = 10_000
"""The most games a table plays in one arena."""


@frozen
class Seat:
    """One bot's result at a table: its wins (shared ones in part), win rate and the
    rate's 95% Wilson interval (`low`, `high`)."""
    bot: str
    wins: float
    rate: float
    low: float
    high: float


@frozen
class Match:
    """A table's games: each bot's Seat, in the order named, and the draws."""
    bots: tuple
    games: int
    draws: int
    seats: tuple


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
        options = ", ".join(f"{k}={v}" for k, v in self.options.items()) or "no options"
        rows = [f"arena: {self.game}, {self.players} players ({options}); {self.games} "
                f"games a table, every seat on the same seeds from {self.seed}"]
        for match in self.matches:
            rows.append(f"  table {' / '.join(match.bots)}: {match.draws} draws")
            for s in match.seats:
                rows.append(f"    {s.bot:>16} {s.wins:>7g} wins {s.rate:>7.1%}  "
                            f"[{s.low:.1%}, {s.high:.1%}]")
        return "\n".join(rows)


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
        wins, draws = [0.0] * players, 0
        for k in range(games // players):
            for turn in range(players):         # bot j of the table sits in seat (j+turn)%n
                record = play_game(game, options, [bots[b] for b in table], seed + k, turn,
                                   players, bot_factories)
                if players > 1 and len(set(record["returns"])) == 1:
                    draws += 1
                for j, share in enumerate(record["shares"]):
                    wins[j] += share
                done += 1
                if progress is not None:
                    progress(done, total)
        seats = tuple(Seat(bot_name(bots[b]), w, w / games, *wilson(w, games))
                      for b, w in zip(table, wins))
        matches.append(Match(tuple(bot_name(bots[b]) for b in table), games, draws, seats))
    return ArenaReport(game.name, players, options, games, seed, tuple(matches))
