"""Balance reports: win rates with 95% Wilson intervals by seat, start player and item
holder, average scores, and the items whose holder's win rate leaves the even band.
`report` takes what `simulate.simulate` returns; `render_text` prints it."""

from __future__ import annotations

from .report import score_categories
from .stats import BAND, MIN_APPEARANCES, side_holder, wilson
from .stats import rate as _rate
from .stats import win_share as _win

__all__ = ["report", "render_text", "wilson", "BAND", "MIN_APPEARANCES"]

# An item "decides the winner" when its holder's 95% interval lies entirely outside
# [baseline - BAND, baseline + BAND] (baseline 0.5 in a duel) over at least
# MIN_APPEARANCES games: the same band as `seastead balance` uses.


def _items(records, holders_of, players, baseline) -> dict:
    """Per item: appearances (games it was held) and the holder's win rate."""
    table, pool_w, pool_n = {}, 0.0, 0
    for r in records:
        for name, holder, extra in holders_of(r):
            row = table.setdefault(name, {"appearances": 0, "held": 0, "wins": 0.0,
                                          "extra": 0})
            row["appearances"] += 1
            row["extra"] += extra
            if holder in players:
                row["held"] += 1
                row["wins"] += _win(r, holder)
    out = {}
    for name in sorted(table):
        row = table[name]
        pool_w += row["wins"]
        pool_n += row["held"]
        out[name] = {"appearances": row["appearances"], "extra": row["extra"],
                     "holder": _rate(row["wins"], row["held"], baseline)}
    pooled = pool_w / pool_n if pool_n else None
    for row in out.values():
        rate = row["holder"]["rate"]
        row["holder"]["vs_pool"] = rate - pooled if rate is not None and pooled is not None \
            else None
    return {"items": out, "pooled_holder_rate": pooled}


def report(results: dict) -> dict:
    """Win rates by seat, start player and item holder, and average scores (JSON-ready)."""
    config, records = results["config"], results["games"]
    n = len(records)
    solo = config.get("mode") == "solo"
    players = (0,) if solo else (0, 1)
    wins = [sum(1 for r in records if r["winner"] == p) for p in (0, 1)]
    shared = sum(1 for r in records if r["winner"] is None)
    baseline = (wins[0] / n if n else 0.5) if solo else 0.5
    # With two different bots, who holds a card says more about the bots than the card.
    mirrored = solo or len(set(config.get("bots", ()))) <= 1
    flag_at = baseline if mirrored else None
    out = {"config": config, "games": n, "mirrored": mirrored,
           "band": [max(0.0, baseline - BAND), min(1.0, baseline + BAND)],
           "min_appearances": MIN_APPEARANCES,
           "wins": {"seat0": wins[0], "seat1": wins[1], "shared": shared},
           "seat0": _rate(wins[0] + shared / 2, n, None if solo or not mirrored else 0.5)}
    if not solo:
        start_wins = sum(_win(r, r["start_player"]) for r in records)
        out["start_player"] = _rate(start_wins, n, flag_at)
        out["start_player"]["seat0_starts"] = sum(1 for r in records if r["start_player"] == 0)
        # The shallows card decides who starts and what each player starts with (p. 5).
        by_card = {}
        for r in records:
            by_card.setdefault(r["start_card"], []).append(_win(r, r["start_player"]))
        out["start_player"]["by_start_card"] = {
            card: _rate(sum(ws), len(ws)) for card, ws in sorted(by_card.items())}
    decided = {}
    for r in records:
        decided[r["decided_by"]] = decided.get(r["decided_by"], 0) + 1
    out["decided_by"] = decided
    avg = {}
    for c in score_categories(records):
        by_seat = [sum(r["scores"][p].get(c, 0) for r in records) / n if n else 0
                   for p in (0, 1)]
        row = {"seat0": by_seat[0], "seat1": by_seat[1]}
        if not solo:
            decisive = [r for r in records if r["winner"] is not None]
            k = len(decisive) or 1
            row["winner"] = sum(r["scores"][r["winner"]].get(c, 0) for r in decisive) / k
            row["loser"] = sum(r["scores"][1 - r["winner"]].get(c, 0) for r in decisive) / k
        avg[c] = row
    out["average_scores"] = avg
    out["rounds"] = sum(r["rounds"] for r in records) / n if n else 0
    if solo:
        out["solo"] = {"win_rate": _rate(wins[0], n),
                       "score": sum(r["solo"]["score"] for r in records) / n if n else 0,
                       "boss": sum(r["solo"]["boss"] for r in records) / n if n else 0,
                       "boss_buildings": sum(r["solo"]["boss_buildings"] for r in records)
                       / n if n else 0}

    def specialists(r):
        return [(name, p, int(up)) for p in (0, 1) for name, up in r["specialists"][p]]

    def docks(r):
        return [(name, p, 0) for p in (0, 1) for name in r["docks"][p]]

    def decrees(r):
        seen = {}
        for d in r["decrees"]:      # once per game; the holder is its (last) drawer
            if d["name"] not in seen or d["by"] is not None:
                seen[d["name"]] = d["by"]
        return [(name, by, int(by is None)) for name, by in seen.items()]

    def sides(r):
        rows = []
        for name, pts in r["side_points"].items():
            rows.append((name, side_holder(pts), pts[0] + pts[1]))
        return rows

    out["specialists"] = _items(records, specialists, players, flag_at)
    out["docks"] = _items(records, docks, players, flag_at)
    out["decrees"] = _items(records, decrees, players, flag_at)
    out["sides"] = _items(records, sides, players, flag_at)
    # For decrees, also: how the start player fares while each one is in play.
    if not solo:
        for name, row in out["decrees"]["items"].items():
            games_in = [r for r in records if any(d["name"] == name for d in r["decrees"])]
            row["start_player"] = _rate(sum(_win(r, r["start_player"]) for r in games_in),
                                        len(games_in))
    out["flagged"] = [
        {"kind": kind, "name": name, **row["holder"]}
        for kind in ("specialists", "docks", "decrees", "sides")
        for name, row in out[kind]["items"].items() if row["holder"].get("flag")]
    for key in ("seat0", "start_player"):
        if out.get(key, {}).get("flag"):
            out["flagged"].append({"kind": "seat" if key == "seat0" else "start player",
                                   "name": key, **out[key]})
    return out


def _pct(x) -> str:
    return "   –  " if x is None else f"{100 * x:5.1f}%"


def _ci(rate: dict) -> str:
    low, high = rate["ci95"]
    return f"{100 * low:4.1f}–{100 * high:4.1f}%"


EXTRA_LABEL = {"specialists": "face-up", "docks": "", "decrees": "initial",
               "sides": "avg pts"}
HOLDER_LABEL = {"specialists": "the player who took it",
                "docks": "the player who took it",
                "decrees": "the player who drew it into play (refs 14/15); "
                           "an initial decree has no holder",
                "sides": "the player with more location points on it (ties: no holder)"}


def render_text(rep: dict) -> str:
    """The report as readable plain text."""
    cfg = rep["config"]
    solo = cfg["mode"] == "solo"
    n = rep["games"]
    lines = [f"Seastead balance simulation: {n} games, {cfg['mode']}, bots "
             f"{' vs '.join(cfg['bots'][:1] if solo else cfg['bots'])}, sides {cfg['sides']}, "
             f"specialists {cfg['specialists']}, decree {cfg['decree'] or 'random'}, "
             f"seeds {cfg['seed']}..{cfg['seed'] + n - 1} ({cfg['seconds']} s, "
             f"{cfg['workers']} worker{'s' if cfg['workers'] != 1 else ''})", ""]
    w = rep["wins"]
    if solo:
        s = rep["solo"]
        lines += [f"Player wins {w['seat0']} of {n} ({_pct(s['win_rate']['rate']).strip()}, "
                  f"95% CI {_ci(s['win_rate'])}); average score {s['score']:.1f} against the "
                  f"Boss's {s['boss']:.1f} ({s['boss_buildings']:.1f} Boss buildings)"]
    else:
        lines += [f"Wins: blue (seat 0) {w['seat0']}, orange (seat 1) {w['seat1']}, shared "
                  f"{w['shared']}; blue's win rate {_pct(rep['seat0']['rate']).strip()} "
                  f"(95% CI {_ci(rep['seat0'])})",
                  f"Start player's win rate {_pct(rep['start_player']['rate']).strip()} "
                  f"(95% CI {_ci(rep['start_player'])}); blue started "
                  f"{rep['start_player']['seat0_starts']} games",
                  "  by starting card: " + "; ".join(
                      f"{card} {_pct(r['rate']).strip()} ({_ci(r)}, {r['n']} games)"
                      for card, r in rep["start_player"]["by_start_card"].items())]
    lines += ["Decided by: " + ", ".join(f"{k} {v}" for k, v in sorted(rep["decided_by"].items())),
              f"Average rounds: {rep['rounds']:.2f}", ""]
    heads = ["player", "Boss"] if solo else ["blue", "orange", "winner", "loser"]
    keys = ["seat0", "seat1"] if solo else ["seat0", "seat1", "winner", "loser"]
    lines.append(f"{'Average score':18}" + "".join(f"{h:>9}" for h in heads))
    for cat, row in rep["average_scores"].items():
        cells = [f"{row[k]:9.2f}" for k in keys]
        if solo and cat != "total":
            cells[1] = f"{'':9}"       # the Boss scores only 20 + 3 per building (p. 15)
        lines.append(f"{cat.replace('_', ' '):18}" + "".join(cells))
    low, high = rep["band"]
    for kind in ("specialists", "docks", "decrees", "sides"):
        block = rep[kind]
        if not block["items"]:
            continue
        pooled = block["pooled_holder_rate"]
        lines += ["", f"{kind.capitalize()}: holder = {HOLDER_LABEL[kind]}; pooled holder "
                  f"win rate {_pct(pooled).strip()}"]
        extra = EXTRA_LABEL[kind]
        head = f"{'':24}{'games':>6}{extra:>9}{'held':>6}{'win%':>8}{'95% CI':>14}{'vs pool':>9}"
        if kind == "decrees" and not solo:
            head += f"{'start win%':>12}"
        lines.append(head + "  flag")
        for name, row in block["items"].items():
            h = row["holder"]
            ex = row["extra"]
            ex_txt = (f"{ex / row['appearances']:9.1f}" if kind == "sides" else
                      f"{ex:9d}" if extra else f"{'':9}")
            vs = "" if h["vs_pool"] is None else f"{100 * h['vs_pool']:+8.1f}"
            text = (f"{name[:23]:24}{row['appearances']:6d}{ex_txt}{h['n']:6d}"
                    f"{_pct(h['rate']):>8}{_ci(h) if h['n'] else '':>14}{vs:>9}")
            if kind == "decrees" and not solo:
                text += f"{_pct(row['start_player']['rate']):>12}"
            lines.append(text + ("  DECIDES" if h.get("flag") else ""))
    lines += ["", f"Flagged (95% CI entirely outside [{low:.2f}, {high:.2f}] with at least "
              f"{rep['min_appearances']} games):"]
    if not rep["mirrored"]:
        lines.append("  not computed: the bots differ, so the holder win rates measure the "
                     "bots, not the cards")
    elif rep["flagged"]:
        for f in rep["flagged"]:
            lines.append(f"  {f['kind']}: {f['name']}: {_pct(f['rate']).strip()} "
                         f"({f['n']} games, 95% CI {_ci(f)})")
    else:
        lines.append("  none")
    return "\n".join(lines)
