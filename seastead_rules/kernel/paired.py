"""Paired games and their statistics, for any game: the same seeds played with and
without a change, so the luck of the deal cancels out of the difference.

    rows = play_pairs(GAME, [{"wild_ones": True}, {"wild_ones": False}], pairs=200,
                      bots=("ismcts:50p", "random"))
    compare(rows, bot=0)     # bot 0's win share without and with, and the paired change

Pair i plays seed `seed + i` in every arm, the bots seated in turn order rotated by i
(so each bot sits in each seat equally often over the pairs); each game depends only on
its seed and arm, so the rows are the same whichever process plays them. `wilson` and
`paired` are the intervals of a report: Wilson for one proportion, a normal interval on
the paired differences for a change.
"""

from __future__ import annotations

import math
from concurrent.futures import ProcessPoolExecutor

from ..errors import ArgumentError
from .arguments import (
    FIRST_SEED_MAX,
    check_int,
    check_is_game,
    check_number,
    check_type,
    shown,
)
from .bots import make_bot
from .protocol import Bounds, setup_options

__all__ = ["wilson", "paired", "rate", "win_shares", "play_pairs", "play_game", "compare", "Z95",
           "BAND", "MIN_APPEARANCES", "MAX_PAIRS", "MAX_WORKERS"]

Z95 = 1.959963984540054
"""The normal quantile of a two-sided 95% interval."""
BAND = 0.15
"""Half the width of the even band around a rate's baseline (see `rate`)."""
MIN_APPEARANCES = 100
"""The fewest games a rate needs before it is flagged outside the even band."""
MAX_PAIRS = 1_000_000
"""The most pairs of games one run plays."""
MAX_WORKERS = 1024
"""The most local processes a run starts."""
_BIG = 1e12     # no count or score of a report is larger


def _numbers(values, name: str) -> list:
    """`values` as a list of finite numbers; ArgumentError naming `name` otherwise."""
    if isinstance(values, (str, bytes, dict)) or not hasattr(values, "__iter__"):
        check_type(values, (), name, "a list of numbers")
    values = list(values)
    for i, x in enumerate(values):
        check_number(x, f"{name}[{i}]", -_BIG, _BIG)
    return values


def _games(wins, n) -> None:
    check_int(n, "n", 0, MAX_PAIRS * 1024)
    check_number(wins, "wins", 0, max(n, 0))


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval (95% by default) for wins out of n; (0, 1) when n is 0."""
    _games(wins, n)
    check_number(z, "z", 0, 100, above=True)
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(max(0.0, p * (1 - p) / n + z * z / (4 * n * n))) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def rate(wins: float, n: int, baseline: float | None = None) -> dict:
    """A proportion with its Wilson interval: {"n", "wins", "rate", "ci95"}; with
    `baseline`, also `flag`: whether its interval lies entirely outside [baseline - BAND,
    baseline + BAND] over at least MIN_APPEARANCES games."""
    _games(wins, n)
    if baseline is not None:
        check_number(baseline, "baseline", 0, 1)
    low, high = wilson(wins, n)
    out = {"n": n, "wins": wins, "rate": wins / n if n else None, "ci95": [low, high]}
    if baseline is not None:
        out["flag"] = bool(n >= MIN_APPEARANCES and (high < baseline - BAND
                                                     or low > baseline + BAND))
    return out


def paired(without: list, with_: list, z: float = Z95, limit: float | None = None) -> dict:
    """The change from `without` to `with_`, measured pair by pair (game i of each was
    played from the same seeds): the mean of the differences with a normal 95% interval
    (mean ± z·sd/√n), cut to ±`limit` if given (1 for proportions). `significant` when
    the interval leaves out 0. `effect`: the change in standard deviations of the
    games' values (the two arms' pooled), to rank changes of different units by size;
    None when every game had the same value."""
    without, with_ = _numbers(without, "without"), _numbers(with_, "with_")
    check_number(z, "z", 0, 100, above=True)
    if limit is not None:
        check_number(limit, "limit", 0, _BIG, above=True)
    n = len(without)
    if n != len(with_):
        raise ArgumentError(f"without and with_ must be paired: {n} values and "
                            f"{len(with_)}")
    diffs = [b - a for a, b in zip(without, with_)]
    mean_a = sum(without) / n if n else 0.0
    mean_b = sum(with_) / n if n else 0.0
    mean = sum(diffs) / n if n else 0.0
    if n > 1:
        sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
        half = z * sd / math.sqrt(n)
    else:
        half = math.inf
    low, high = mean - half, mean + half
    if limit is not None:
        low, high = max(low, -limit), min(high, limit)
    spread = 0.0
    if n > 1:
        var_a = sum((x - mean_a) ** 2 for x in without) / (n - 1)
        var_b = sum((x - mean_b) ** 2 for x in with_) / (n - 1)
        spread = math.sqrt((var_a + var_b) / 2)
    return {"n": n, "without": mean_a, "with": mean_b, "delta": mean,
            "ci95": [low, high], "significant": bool(n > 1 and (low > 0 or high < 0)),
            "effect": mean / spread if spread > 0 else None}


def win_shares(returns, bounds=None) -> tuple:
    """Each player's share of a game's win: the players with the highest return share
    1 between them; a game where all tie gives each 1/players. Alone (a solo game), the
    player's return scaled from `bounds.min_return` (0) to `bounds.max_return` (1)."""
    returns = _numbers(returns, "returns")
    if not returns:
        raise ArgumentError("returns must hold each player's return, not be empty")
    if bounds is not None:
        check_type(bounds, Bounds, "bounds", "the game's Bounds (game.bounds(players)) or None")
    if len(returns) == 1 and bounds is not None:
        span = bounds.max_return - bounds.min_return
        return ((returns[0] - bounds.min_return) / span if span else 1.0,)
    top = max(returns)
    winners = [r == top for r in returns]
    return tuple((1.0 / sum(winners)) if w else 0.0 for w in winners)


def play_game(game, options: dict, bots, seed: int, rotation: int, players: int,
              bot_factories=None) -> dict:
    """One game of `options` from `seed`, bot b in seat (b + rotation) % players, played
    in the playout mode: its record {"seed", "rotation", "returns" (by seat), "shares"
    (each bot's share of the win, by bot), "decisions", "first" (the seat that decided
    first)}, and "scores" (by seat) when the game counts points (its `scores`)."""
    players, options = setup_options(check_is_game(game), players,
                                     check_type(options, dict, "options", "a dict of options"))
    check_int(seed, "seed", 0, FIRST_SEED_MAX)
    check_int(rotation, "rotation", 0, MAX_PAIRS)
    bots = _bots(bots, players)       # (each spec is checked as its bot is made)
    return _play(game, options, bots, seed, rotation, players, bot_factories)


def _bots(bots, players: int) -> tuple:
    bots = tuple(check_type(bots, (list, tuple), "bots", "a list of bot specs"))
    if len(bots) != players:
        raise ArgumentError(f"bots must name one bot per player ({players}), not "
                            f"{len(bots)}")
    return bots


def _play(game, options: dict, bots, seed: int, rotation: int, players: int,
          bot_factories) -> dict:
    # play_game's game, its arguments checked.
    state = game.setup(seed, players, **options)
    seat_of = [(b + rotation) % players for b in range(players)]
    in_seat = [0] * players
    for b, s in enumerate(seat_of):
        in_seat[s] = make_bot(game, bots[b], seed * players + b, bot_factories)
    play, decisions = game.playout(state), 0
    first = play.to_move if not play.is_over() else None
    while not play.is_over():
        play.apply(in_seat[play.to_move].choose(play.position, play.legal_actions()))
        decisions += 1
    returns = tuple(float(r) for r in game.returns(play.position))
    shares = win_shares(returns, game.bounds(players, **options))
    record = {"seed": seed, "rotation": rotation, "returns": list(returns),
              "shares": [shares[seat_of[b]] for b in range(players)],
              "decisions": decisions, "first": first}
    scores = getattr(game, "scores", None)
    if scores is not None:
        record["scores"] = [float(x) for x in scores(play.position)]
    return record


def _chunk(task: tuple) -> list:
    game, arms, bots, players, factories, seed, pairs = task
    return [(i, *(_play(game, arm, bots, seed + i, i % players, players, factories)
                  for arm in arms)) for i in pairs]


def play_pairs(game, arms, pairs: int, seed: int = 0, bots=("random", "random"),
               players: int | None = None, workers: int = 1, bot_factories=None) -> list:
    """Play seeds seed..seed+pairs-1 in every arm (a dict of the game's options each);
    [(record of each arm...)] in seed order (see `play_game`). `bots`: one spec per
    player (see `make_bot`). `workers` > 1 plays in that many local processes (the game,
    the specs and `bot_factories` must then pickle: module-level names)."""
    if isinstance(arms, (str, dict)) or not hasattr(arms, "__iter__"):
        check_type(arms, (), "arms", "a list of option dicts")
    players = setup_options(game, players)[0]
    arms = [setup_options(game, players, check_type(arm, dict, "an arm", "a dict of "
                                                    "options"))[1] for arm in arms]
    check_int(pairs, "pairs", 1, MAX_PAIRS)
    check_int(seed, "seed", 0, FIRST_SEED_MAX)
    check_int(workers, "workers", 1, MAX_WORKERS)
    bots = _bots(bots, players)
    for spec in bots:
        make_bot(game, spec, 0, bot_factories)
    size = max(1, min(25, pairs // (workers * 8)))
    tasks = [(game, arms, bots, players, bot_factories, seed,
              range(start, min(pairs, start + size))) for start in range(0, pairs, size)]
    if workers == 1 or len(tasks) == 1:
        rows = [row for task in tasks for row in _chunk(task)]
    else:
        with ProcessPoolExecutor(max_workers=min(workers, len(tasks))) as pool:
            rows = [row for part in pool.map(_chunk, tasks) for row in part]
    rows.sort(key=lambda row: row[0])
    return [row[1:] for row in rows]


def compare(rows: list, bot: int = 0, before: int = 0, after: int = 1) -> dict:
    """Bot `bot`'s win share in arm `before` and arm `after` of `rows` (from
    `play_pairs`), each as a rate, and the paired change between them."""
    if isinstance(rows, (str, bytes, dict)) or not hasattr(rows, "__iter__"):
        check_type(rows, (), "rows", "the rows of play_pairs")
    rows = list(rows)
    arms = min((len(row) for row in rows if isinstance(row, (list, tuple))), default=2)
    players = 6
    for i, row in enumerate(rows):
        check_type(row, (list, tuple), f"rows[{i}]", "a row of play_pairs (a game per arm)")
        for game in row:
            if not isinstance(game, dict) or not isinstance(game.get("shares"), list):
                raise ArgumentError(f"rows[{i}] must hold play_game's records, not "
                                    f"{shown(game)}")
            players = min(players, len(game["shares"]))
    check_int(bot, "bot", 0, players - 1)
    check_int(before, "before", 0, arms - 1)
    check_int(after, "after", 0, arms - 1)
    without = [row[before]["shares"][bot] for row in rows]
    with_ = [row[after]["shares"][bot] for row in rows]
    return {"without": rate(sum(without), len(rows)), "with": rate(sum(with_), len(rows)),
            "change": paired(without, with_, limit=1.0)}
