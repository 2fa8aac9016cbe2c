"""The balance report's plots (matplotlib, Agg backend) and its self-contained HTML page.
Needs the 'design' extra."""

from __future__ import annotations

import base64
import html
import io

from ..extras import need
from .render import report_title, sections, verdict

__all__ = ["figures", "render_html", "save_figures"]


def _plt():
    need("design", "matplotlib")
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    return plt


def _deltas(plt, data):
    rows = [(f"{k} win rate", v, 100) for k, v in data["win_rates"].items()]
    rows += [(f"end: {k}", v, 100) for k, v in data.get("end", {}).items()]
    score_rows = [(k.replace("_", " "), v, 1) for k, v in data["scores"].items()]
    score_rows += [(k, v, 1) for k, v in data["metrics"].items()]
    fig, axes = plt.subplots(1, 2, figsize=(11, 0.35 * max(len(rows), len(score_rows)) + 1.6))
    for ax, group, unit in ((axes[0], rows, "change in points of %"),
                            (axes[1], score_rows, "change (points, turns)")):
        names = [r[0] for r in group][::-1]
        mid = [r[1]["delta"] * r[2] for r in group][::-1]
        err = [[(r[1]["delta"] - r[1]["ci95"][0]) * r[2] for r in group][::-1],
               [(r[1]["ci95"][1] - r[1]["delta"]) * r[2] for r in group][::-1]]
        colours = ["tab:red" if r[1]["significant"] else "tab:blue" for r in group][::-1]
        for i, colour in enumerate(colours):
            ax.errorbar([mid[i]], [i], xerr=[[err[0][i]], [err[1][i]]], fmt="none",
                        ecolor=colour, capsize=3)
        ax.scatter(mid, range(len(names)), c=colours, zorder=3)
        ax.axvline(0, color="grey", lw=1)
        ax.set_yticks(range(len(names)), names)
        ax.set_xlabel(unit)
    fig.suptitle("With minus without, 95% paired intervals (red: significant)")
    fig.tight_layout()
    return fig


def _holders(plt, data):
    rows = [(k, v) for k, v in data["holders"]["with"].items() if v["n"]]
    base = data["holders"]["without"]
    fig, ax = plt.subplots(figsize=(8, 0.26 * len(rows) + 1.5))
    low, high = data["band"]
    ax.axvspan(100 * low, 100 * high, color="tab:green", alpha=0.08, label="even band")
    for i, (name, row) in enumerate(rows[::-1]):
        lo, hi = row["ci95"]
        ax.plot([100 * lo, 100 * hi], [i, i], color="tab:red" if row.get("flag") else
                "tab:blue", lw=2)
        ax.plot([100 * row["rate"]], [i], "o", color="tab:blue", ms=4)
        if name in base and base[name]["rate"] is not None:
            ax.plot([100 * base[name]["rate"]], [i], "x", color="grey", ms=4)
    ax.set_yticks(range(len(rows)), [r[0] for r in rows][::-1], fontsize=7)
    ax.axvline(50, color="grey", lw=1)
    ax.set_xlim(0, 100)
    ax.set_xlabel("holder's win rate, % (dot: with the change, 95% Wilson interval; "
                  "x: without)")
    ax.legend(loc="lower right", fontsize=7)
    fig.tight_layout()
    return fig


def _totals(record) -> list:
    """Each player's final score in a game's record: Seastead's score pads (their
    `total`) or another game's points."""
    return [s["total"] if isinstance(s, dict) else s for s in record.get("scores", ())]


def _margin(record):
    if "margin" in record:      # Seastead's records keep it
        return record["margin"]
    top = sorted(_totals(record), reverse=True)
    return top[0] - top[1] if len(top) > 1 else None


def _scores(plt, pairs):
    panels = [("total", "final score (each player)"), ("margin", "final margin")]
    if not pairs or not _totals(pairs[0][0]):       # a game without points: its length
        panels = [("decisions", "decisions a game")]
    elif _margin(pairs[0][0]) is None:              # alone: no margin
        panels = panels[:1]
    fig, axes = plt.subplots(1, len(panels), figsize=(5.5 * len(panels), 3.2),
                             squeeze=False)
    for ax, (key, label) in zip(axes[0], panels):
        arms = []
        for k in (0, 1):
            if key == "total":
                arms.append([x for r in pairs for x in _totals(r[k])])
            elif key == "margin":
                arms.append([_margin(r[k]) for r in pairs])
            else:
                arms.append([r[k][key] for r in pairs])
        lo = int(min(min(a) for a in arms))
        hi = int(max(max(a) for a in arms))
        bins = range(lo, hi + 2)
        ax.hist(arms[0], bins=bins, alpha=0.5, label="without", color="grey")
        ax.hist(arms[1], bins=bins, alpha=0.5, label="with", color="tab:blue")
        ax.set_xlabel(label)
        ax.set_ylabel("games")
        ax.legend()
    fig.tight_layout()
    return fig


def figures(data: dict, pairs: list) -> dict:
    """name -> matplotlib figure: "deltas", "holders" (Seastead's), "scores"."""
    plt = _plt()
    out = {"deltas": _deltas(plt, data)}
    if "holders" in data:       # Seastead's cards and sides
        out["holders"] = _holders(plt, data)
    out["scores"] = _scores(plt, pairs)
    return out


def save_figures(data: dict, pairs: list, folder) -> list:
    """Write the plots as PNG files into `folder`; their paths."""
    from pathlib import Path
    plt = _plt()
    out = []
    for name, fig in figures(data, pairs).items():
        path = Path(folder) / f"balance_{name}.png"
        fig.savefig(path, dpi=90)
        plt.close(fig)
        out.append(path)
    return out


def render_html(data: dict, pairs: list) -> str:
    """A self-contained HTML page: the verdict, the plots (embedded PNG) and the tables."""
    plt = _plt()
    images = []
    for name, fig in figures(data, pairs).items():
        buf = io.BytesIO()
        fig.savefig(buf, format="png", dpi=90)
        plt.close(fig)
        images.append((name, base64.b64encode(buf.getvalue()).decode("ascii")))
    c = data["config"]
    e = html.escape
    game = c.get("game", "Seastead")
    parts = [f"<!doctype html><html><head><meta charset='utf-8'><title>{e(game)} balance: "
             f"{e(c['describe'])}</title><style>body{{font-family:sans-serif;max-width:70em;"
             "margin:auto}table{border-collapse:collapse;margin:1em 0}td,th{padding:2px 8px;"
             "border-bottom:1px solid #ddd;text-align:right}td:first-child,th:first-child"
             "{text-align:left}img{max-width:100%}</style></head><body>",
             f"<h1>Balance: {e(c['describe'])}</h1>"]
    if "game" in c:
        parts.append(f"<p>{e(report_title(data))}.</p><h2>Verdict</h2><ul>")
    else:
        parts.append(f"<p>{data['pairs']} paired games ({data['games']} games), bots "
                     f"{e(' vs '.join(c['bots']))}, seeds {c['seed']}.."
                     f"{c['seed'] + data['pairs'] - 1}, sides {e(c['sides'])}.</p>"
                     "<h2>Verdict</h2><ul>")
    parts += [f"<li>{e(s)}</li>" for s in verdict(data)]
    parts.append("</ul>")
    for name, b64 in images:
        parts.append(f"<h2>{e(name.capitalize())}</h2><img alt='{e(name)}' "
                     f"src='data:image/png;base64,{b64}'>")
    for title, head, rows in sections(data):
        parts.append(f"<h2>{e(title)}</h2><table><tr>"
                     + "".join(f"<th>{e(h)}</th>" for h in head) + "</tr>")
        parts += ["<tr>" + "".join(f"<td>{e(x)}</td>" for x in row) + "</tr>" for row in rows]
        parts.append("</table>")
    parts.append("</body></html>")
    return "\n".join(parts)
