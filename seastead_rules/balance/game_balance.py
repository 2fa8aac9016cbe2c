"""Paired balance tests of any game the package hosts whose content changes through its
option `changes` (Endeavor: Deep Sea's): the kernel's paired games
(seastead_rules.kernel.paired) played without and with the change, summarised in the
report's game-neutral shape, which BalanceReport shows as it shows Seastead's (text,
rich tables, JSON, HTML): the win share of seat 0, of the first to play and of each bot,
the mean score per player, the first to play's score and the final margin where the
game counts points (its `scores`), and the game's length in decisions.

    from seastead_rules.balance.game_balance import game_balance
    from seastead_rules.deep_sea import GAME

    report = game_balance(GAME, my_change_text, games=20, bots=("random",), players=2)
    print(report.text())
"""

from __future__ import annotations

import time

from ..errors import ArgumentError
from ..kernel.arguments import check_int, check_is_game, check_type
from ..kernel.paired import MAX_WORKERS, paired, play_pairs
from ..kernel.protocol import setup_options
from .report import BalanceReport

__all__ = ["game_balance", "summarise_game", "CHANGES", "CHANGES_LABEL", "MAX_PAIRS"]

CHANGES = "changes"
"""The option by which a game takes a content change (.sea source)."""

CHANGES_LABEL = "<changes>"
"""How a game's messages name the text of its option `changes` (Deep Sea's CHANGES_PATH)."""

MAX_PAIRS = 1_000_000
"""The most paired games one run plays."""


def game_balance(game, changes: str, games: int = 200, seed: int = 0, bots=("random",),
                 players: int | None = None, workers: int = 1, describe: str = "",
                 **options) -> BalanceReport:
    """Play `games` paired games of `game` (seed `seed + i` in both arms, the bots'
    seats rotated pair by pair) without and with `changes`, the other `options` the same
    in both, and return the report. `bots`: one spec for every seat or one a seat (see
    kernel.bots.make_bot); `workers` local processes; `describe` names the change in
    the report's title."""
    check_is_game(game)
    if CHANGES not in game.options:
        raise ArgumentError(f"{game.name} takes no content change: it has no option "
                            f"{CHANGES!r} (its options: {', '.join(game.options) or 'none'})")
    check_type(changes, str, "changes", "the .sea source of the change")
    check_type(describe, str, "describe", "the change's name in the report (a str)")
    players, base = setup_options(game, players, options)
    check_int(games, "games", 1, MAX_PAIRS)
    check_int(workers, "workers", 1, MAX_WORKERS)
    if isinstance(bots, str) or not isinstance(bots, (list, tuple)):
        check_type(bots, (), "bots", "a list of bot specs (one for every seat, or one a "
                                     "seat)")
    bots = tuple(bots) * players if len(bots) == 1 else tuple(bots)
    started = time.perf_counter()
    rows = play_pairs(game, [base, {**base, CHANGES: changes}], games, seed, bots, players,
                      workers, getattr(game, "bot_factories", None))
    config = {"game": game.name, "describe": describe or "the change",
              "bots": [str(b) for b in bots], "seed": seed, "players": players,
              "options": {k: v for k, v in base.items() if k != CHANGES}}
    return BalanceReport(summarise_game(rows, config), [tuple(row) for row in rows],
                         round(time.perf_counter() - started, 1))


def _by_seat(record: dict) -> list:
    """A record's win shares by seat (its `shares` are by bot; bot b sat in seat
    (b + rotation) % players)."""
    players = len(record["shares"])
    out = [0.0] * players
    for b, share in enumerate(record["shares"]):
        out[(b + record["rotation"]) % players] = share
    return out


def _margin(scores: list) -> float:
    top = sorted(scores, reverse=True)
    return top[0] - top[1]


def summarise_game(rows: list, config: dict) -> dict:
    """The report's data (JSON-ready) from the rows of kernel.paired.play_pairs
    [(record without, record with)] and the run's `config` (game, describe, bots, seed,
    players, options)."""
    base, cand = [a for a, _ in rows], [b for _, b in rows]
    n, players, bots = len(rows), config["players"], config["bots"]
    mirrored = len(set(bots)) == 1
    out = {"config": config, "pairs": n, "games": 2 * n, "mirrored": mirrored}
    keys = [("seat 0", lambda r: _by_seat(r)[0])]
    if players > 1 and all(r.get("first") is not None for r in base + cand):
        keys.append(("first to play", lambda r: _by_seat(r)[r["first"]]))
    if not mirrored:
        for b, name in enumerate(bots):
            if name not in bots[:b]:
                keys.append((f"bot {b} ({name})", lambda r, b=b: r["shares"][b]))
    out["win_rates"] = {}
    for name, key in keys:      # (each arm's share, and the paired change)
        out["win_rates"][name] = paired([key(r) for r in base], [key(r) for r in cand],
                                        limit=1)
    out["scores"], out["metrics"] = {}, {}
    scored = all("scores" in r for r in base + cand)
    if scored:
        def each(r):
            return sum(r["scores"]) / players
        out["scores"]["per player"] = paired([each(r) for r in base], [each(r) for r in cand])
        if "first to play" in out["win_rates"]:
            def first(r):
                return r["scores"][r["first"]]
            out["scores"]["first to play"] = paired([first(r) for r in base],
                                                    [first(r) for r in cand])
    out["metrics"]["decisions"] = paired([r["decisions"] for r in base],
                                         [r["decisions"] for r in cand])
    # The players' mean return: in a co-operative game, whether the team won.
    out["metrics"]["mean return"] = paired([sum(r["returns"]) / players for r in base],
                                           [sum(r["returns"]) / players for r in cand])
    if scored and players > 1:
        out["metrics"]["final margin"] = paired([_margin(r["scores"]) for r in base],
                                                [_margin(r["scores"]) for r in cand])
    label = {"win_rates": "{} win rate", "scores": "score: {}", "metrics": "{}"}
    moved = [(label[group].format(name), row) for group in label
             for name, row in out[group].items() if row["significant"]]
    moved.sort(key=lambda item: -abs(item[1]["effect"] or 0))   # largest first
    out["significant"] = [name for name, _ in moved]
    out["flagged"], out["under_test"] = [], []
    return out
