"""The balance report: what changed between the arms (paired intervals), the holder win
rates of every card and side, and how often each changed line fired."""

from __future__ import annotations

import json

from ..engine.scoring import CATEGORIES
from .change import line_order
from .stats import BAND, MIN_APPEARANCES, paired, rate, side_holder
from .stats import win_share as _win

__all__ = ["BalanceReport", "summarise", "score_categories"]

# The four ways a duel's end is triggered (rulebook p. 11), then the rarer ones.
END_ORDER = ["flotilla full", "buildings left", "depths card", "cleanup out"]


def score_categories(records) -> list:
    """The score pad's categories the games' records are reported by: the five of the
    score pad, `cards` when a card scored points in any of them (the points track, as
    ScoreSheet.categories()), and `total`."""
    scored = any(line.get("cards", 0) for r in records for line in r["scores"])
    return list(CATEGORIES) + (["cards"] if scored else []) + ["total"]


def _holders(record) -> list:
    """(kind, name, holder) for every card and side of a game; holder None: nobody."""
    rows = []
    for p in (0, 1):
        rows += [("specialist", name, p) for name, _ in record["specialists"][p]]
        rows += [("dock", name, p) for name in record["docks"][p]]
    seen = {}
    for d in record["decrees"]:     # once per game; the holder is its (last) drawer
        by = d["by"] if d["by"] is not None else d.get("favours")
        if d["name"] not in seen or by is not None:
            seen[d["name"]] = by
    rows += [("decree", name, by) for name, by in seen.items()]
    for name, pts in record["side_points"].items():
        rows.append(("side", name, side_holder(pts)))
    return rows


def _holder_rates(records, flag_at) -> dict:
    table = {}
    for r in records:
        for kind, name, holder in _holders(r):
            row = table.setdefault(f"{kind} {name}", [0, 0, 0.0])
            row[0] += 1
            if holder is not None:
                row[1] += 1
                row[2] += _win(r, holder)
    return {key: {"games": g, **rate(w, n, flag_at)} for key, (g, n, w) in sorted(table.items())}


def _fired(records, watch) -> dict:
    out = {}
    for src, what in sorted(watch.items(), key=lambda row: line_order(row[0])):
        counts = [r["fired"].get(src, [0, 0]) for r in records]
        games = sum(1 for c in counts if sum(c))
        out[src] = {"card": what, "times": sum(sum(c) for c in counts),
                    "by_seat": [sum(c[0] for c in counts), sum(c[1] for c in counts)],
                    "games_fired": games, "games_never": len(records) - games}
    return out


def summarise(pairs: list, config: dict, watch: dict, lines: dict | None = None) -> dict:
    """The report's data (JSON-ready) from [(baseline record, candidate record)]."""
    base = [b for b, _ in pairs]
    cand = [c for _, c in pairs]
    n = len(pairs)
    mirrored = len(set(config["bots"])) == 1
    flag_at = 0.5 if mirrored else None
    out = {"config": config, "pairs": n, "games": 2 * n, "mirrored": mirrored,
           "band": [0.5 - BAND, 0.5 + BAND], "min_appearances": MIN_APPEARANCES}

    def arm(records, key):
        return rate(sum(key(r) for r in records), len(records))

    def seat(r):
        return _win(r, 0)

    def start(r):
        return _win(r, r["start_player"])

    out["win_rates"] = {}
    for name, key in (("seat 0 (blue)", seat), ("start player", start)):
        out["win_rates"][name] = {"without": arm(base, key), "with": arm(cand, key),
                                  **paired([key(r) for r in base], [key(r) for r in cand],
                                           limit=1)}
    out["scores"] = {}
    for cat in score_categories(base + cand):
        def mean(r, c=cat):
            return (r["scores"][0].get(c, 0) + r["scores"][1].get(c, 0)) / 2
        out["scores"][cat] = paired([mean(r) for r in base], [mean(r) for r in cand])
    out["metrics"] = {}
    for key, label in (("turns", "turns"), ("lead_changes", "lead changes"),
                       ("margin", "final margin")):
        out["metrics"][label] = paired([r[key] for r in base], [r[key] for r in cand])
    kinds = END_ORDER + sorted({r["end"] for r in base + cand} - set(END_ORDER))
    out["end"] = {k: paired([float(r["end"] == k) for r in base],
                            [float(r["end"] == k) for r in cand], limit=1) for k in kinds}
    out["holders"] = {"without": _holder_rates(base, flag_at),
                      "with": _holder_rates(cand, flag_at)}
    out["fired"] = {"with": _fired(cand, watch), "without": _fired(base, watch)}
    for src, row in out["fired"]["with"].items():
        row["line"] = (lines or {}).get(src, "")
    label = {"win_rates": "{} win rate", "scores": "score: {}", "metrics": "{}",
             "end": "end: {}"}
    moved = [(label[group].format(name.replace("_", " ")), row)
             for group in ("win_rates", "scores", "metrics", "end")
             for name, row in out[group].items() if row["significant"]]
    # Largest first: the change in standard deviations of the games' values.
    moved.sort(key=lambda item: -abs(item[1]["effect"] or 0))
    out["significant"] = [name for name, _ in moved]
    out["flagged"] = [name for name, row in out["holders"]["with"].items() if row.get("flag")]
    out["under_test"] = list(dict.fromkeys(watch.values()))
    out["in_play"] = _in_play(cand, config)
    return out


def _in_play(records, config) -> dict | None:
    """How long the decree under test stayed in play in the games with the change, and
    whether that is too short to measure it: under half of the turns, or (a decree that
    scores at the end) out of play at the end of most games."""
    name = config.get("decree")
    if name is None or not records:
        return None
    firsts = [r.get("first_decree") or {} for r in records]
    turns = sum(f.get("turns", 0) for f in firsts if f.get("name") == name)
    share = turns / max(1, sum(r["turns"] for r in records))
    at_end = sum(1 for f in firsts if f.get("name") == name and f.get("at_end"))
    kept, scores = bool(config.get("keep")), bool(config.get("end_scoring"))
    short = not kept and (share < 0.5 or scores and at_end < len(records) / 2)
    return {"decree": name, "share_of_turns": share, "games_at_end": at_end,
            "games": len(records), "kept": kept, "end_scoring": scores, "short": short,
            "keep_command": config.get("keep_command", "")}


class BalanceReport:
    """What `balance` returns: the summary (`data`, the same for the same seeds however
    the games were spread over workers), the per-game records (`pairs`), the wall-clock
    `seconds` it took, and ways to show it: `to_json`, `text`, `html`."""

    def __init__(self, data: dict, pairs: list, seconds: float = 0.0):
        self.data, self.pairs, self.seconds = data, pairs, seconds

    def to_json(self, games: bool = False) -> str:
        """The report as JSON text (with `games`, the per-game records too)."""
        out = {**self.data, "seconds": self.seconds}
        if games:
            out["records"] = [{"without": b, "with": c} for b, c in self.pairs]
        return json.dumps(out, indent=2)

    @property
    def significant(self) -> list:
        """The changes whose 95% interval leaves out 0, largest effect first."""
        return self.data["significant"]

    @property
    def flagged(self) -> list:
        """Cards and sides whose holder's win rate (with the change) leaves the even band."""
        return self.data["flagged"]

    def verdict(self) -> list:
        """The report's conclusions in plain sentences."""
        from .render import verdict
        return verdict(self.data)

    def text(self, holders: bool = True, width: int = 80) -> str:
        """The report as plain text laid out for `width` columns (`holders=False`:
        without the table of every card's and side's holder win rate)."""
        from .render import render_text
        return render_text(self.data, holders, width)

    def html(self) -> str:
        """A self-contained HTML page with the tables and plots (needs matplotlib)."""
        from .plots import render_html
        return render_html(self.data, self.pairs)
