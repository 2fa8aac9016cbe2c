"""Balance simulation: self-play games between bots, and a report of who wins and why.

`simulate` plays games and records, per game, the winner, the score pad, the start
player, the sides, the specialists, docks and decrees each player had, and the solo
result. `report` turns those records into win rates (with 95% Wilson intervals) by
seat, by start player, and for the holder of each specialist, dock, decree and side,
and flags any item whose holder's win rate lies clearly outside an even band.
See docs/balance.md for the method and the results.

Run it as a module:
    python -m seastead_rules.simulate --games 2000 --bots random random --sides AAAA
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from .bots import BOTS
from .content import load_content
from .engine.playout import Playout
from .engine.setup import new_game
from .names import BOSS_BUILDING, board_index
from .scoring import CATEGORIES, score_sheet
from .sim_report import BAND, MIN_APPEARANCES, render_text, report, wilson

__all__ = ["simulate", "report", "render_text", "wilson", "play_game", "SIM_BOTS",
           "BAND", "MIN_APPEARANCES", "main"]

# The bots by name (seat 0, seat 1); see seastead_rules/bots.py.
SIM_BOTS = dict(BOTS)


def _make_bot(spec, seed: int):
    if isinstance(spec, str):
        if spec not in SIM_BOTS:
            raise ValueError(f"unknown bot {spec!r}; the bots are: {', '.join(SIM_BOTS)}")
        return SIM_BOTS[spec](seed)
    return spec(seed)


def _bot_name(spec) -> str:
    return spec if isinstance(spec, str) else getattr(spec, "__name__", repr(spec))


def _side_points(state) -> dict:
    points = {}
    for f, name in enumerate(state.sides):
        side = state.content.side[name]
        mine = [0, 0]
        for loc in range(len(side.locations)):
            b = state.buildings[board_index(f, loc)]
            if b != -1 and b != BOSS_BUILDING:
                mine[b // 3] += side.locations[loc].points
        points[name] = mine
    return points


def play_game(game_seed: int, bots=("random", "random"), sides="AAAA", specialists="A",
              decree=None, content=None, mode="duel") -> dict:
    """Play one game between two bots and return its record (a JSON-ready dict)."""
    content = content if content is not None else load_content()
    state = new_game(game_seed, sides=sides, specialists=specialists, decree=decree,
                     content=content, mode=mode)
    players = [_make_bot(bots[p], game_seed * 2 + p) for p in range(2)]
    decrees = [{"name": d, "by": None} for d in state.decrees]
    start_card = state.dive_discard[0]     # the shallows card revealed at setup (p. 5)
    steps = 0
    game = Playout(state)                   # played in place: no log, no State per action
    position = game.position
    while not game.is_over():
        actor = position.to_move
        before = len(position.decrees)
        game.apply(players[actor].choose(position, game.legal_actions()))
        steps += 1
        # A decree drawn by refs 14/15 enters play on its drawer's decision.
        decrees += [{"name": d, "by": actor} for d in position.decrees[before:]]
    state = game.freeze()
    sheet = score_sheet(state)
    scores = [{**{c: getattr(line, c) for c in CATEGORIES}, "total": line.total}
              for line in sheet.lines]
    record = {
        "seed": game_seed,
        "winner": sheet.winner,
        "decided_by": sheet.decided_by,
        "scores": scores,
        "start_player": state.start_player,
        "start_card": start_card,
        "sides": list(state.sides),
        "side_points": _side_points(state),
        "specialists": [[[name, bool(up)] for name, up in pl.specialists]
                        for pl in state.players],
        "docks": [[d for d, owner, _ in state.docks if owner == p] for p in range(2)],
        "decrees": decrees,
        "rounds": state.round,
        "decisions": steps,
        "solo": None,
    }
    if sheet.solo:
        record["solo"] = {"won": sheet.winner == 0, "score": sheet.lines[0].total,
                          "boss": sheet.lines[1].total, "boss_buildings": sheet.boss_buildings}
    return record


def simulate(games: int, seed: int = 0, bots=("random", "random"), sides: str = "AAAA",
             specialists: str = "A", decree=None, content=None, mode: str = "duel") -> dict:
    """Play games with seeds seed..seed+games-1; return {"config": ..., "games": [records]}."""
    if len(bots) != 2:
        raise ValueError("bots must name two bots, one per seat")
    content = content if content is not None else load_content()
    start = time.process_time()
    records = [play_game(seed + g, bots, sides, specialists, decree, content, mode)
               for g in range(games)]
    config = {"games": games, "seed": seed, "bots": [_bot_name(b) for b in bots],
              "sides": sides, "specialists": specialists, "decree": decree, "mode": mode,
              "cpu_seconds": round(time.process_time() - start, 2)}
    return {"config": config, "games": records}


def main(argv=None) -> int:
    """Command line: play the games and print the report (text, or JSON with --json)."""
    parser = argparse.ArgumentParser(
        prog="python -m seastead_rules.simulate",
        description="Self-play balance simulation for Seastead (see docs/balance.md).")
    parser.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game")
    parser.add_argument("--bots", nargs="+", default=["random", "random"],
                        choices=sorted(SIM_BOTS), metavar="BOT",
                        help=f"one or two of {', '.join(SIM_BOTS)} (seat 0, seat 1)")
    parser.add_argument("--sides", default="AAAA", help="one letter A/B per tile")
    parser.add_argument("--specialists", default="A", choices=["A", "AB"])
    parser.add_argument("--decree", default=None, help="the initial decree (B sides)")
    parser.add_argument("--mode", default="duel", choices=["duel", "solo"])
    parser.add_argument("--content", default=None, help="a content folder (default: shipped)")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--save", default=None,
                        help="also write the per-game records and the report to this file")
    args = parser.parse_args(argv)
    if len(args.bots) > 2:
        parser.error("--bots takes one or two bot names")
    bots = tuple(args.bots) * 2 if len(args.bots) == 1 else tuple(args.bots)
    content = load_content(args.content) if args.content else None
    try:
        results = simulate(args.games, args.seed, bots, args.sides, args.specialists,
                           args.decree, content, args.mode)
    except ValueError as err:
        parser.error(str(err))
    rep = report(results)
    if args.save:
        with open(args.save, "w", encoding="utf-8") as fh:
            json.dump({**results, "report": rep}, fh)
    print(json.dumps(rep, indent=2) if args.json else render_text(rep))
    return 0


if __name__ == "__main__":
    sys.exit(main())
