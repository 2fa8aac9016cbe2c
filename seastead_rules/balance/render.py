"""The balance report as text laid out for a terminal's width: plain (render_text) and
rich tables (render_rich); the verdict's sentences come from verdict.py."""

from __future__ import annotations

import textwrap

from .verdict import verdict

__all__ = ["sections", "report_title", "render_text", "render_rich", "verdict", "fired_lines",
           "WIDTH"]

WIDTH = 80
"""The columns the plain report is laid out for."""


def _pct(x) -> str:
    return "–" if x is None else f"{100 * x:.1f}%"


def _num(x, pct: bool) -> str:
    return _pct(x) if pct else f"{x:.2f}"


def _delta(row, pct: bool) -> tuple:
    low, high = row["ci95"]
    if pct:
        d, ci = f"{100 * row['delta']:+.1f}", f"{100 * low:+.1f} … {100 * high:+.1f}"
    else:
        d, ci = f"{row['delta']:+.2f}", f"{low:+.2f} … {high:+.2f}"
    return d, ci, "yes" if row["significant"] else ""


def sections(data: dict, holders: bool = True) -> list:
    """(title, headers, rows) of every table of the report, as strings (`holders`: with
    the holder win rates of every card and side)."""
    out = []
    head = ["", "without", "with", "change", "95% interval", "significant"]
    rows = []
    for name, row in data["win_rates"].items():
        rows.append([f"{name} win rate", _pct(row["without"]), _pct(row["with"]),
                     *_delta(row, True)])
    for cat, row in data["scores"].items():
        rows.append([f"score: {cat.replace('_', ' ')}", _num(row["without"], False),
                     _num(row["with"], False), *_delta(row, False)])
    for name, row in data["metrics"].items():
        rows.append([name, _num(row["without"], False), _num(row["with"], False),
                     *_delta(row, False)])
    for kind, row in data.get("end", {}).items():
        rows.append([f"end: {kind}", _pct(row["without"]), _pct(row["with"]),
                     *_delta(row, True)])
    ends = " and ends" if "end" in data else ""      # (Seastead's end kinds)
    out.append((f"Paired changes (with minus without; win rates{ends} in points of %, "
                "scores per player)", head, rows))
    fired = data.get("fired", {}).get("with")
    if fired:
        rows = [[src, row["line"], row["card"], str(row["times"]),
                 f"{row['by_seat'][0]}/{row['by_seat'][1]}", str(row["games_fired"]),
                 str(row["games_never"])] for src, row in fired.items()]
        out.append((f"How often each changed line fired (in {data['pairs']} games with the "
                    "change; once per occasion: docs/balance.md)",
                    ["line", "text", "card", "times", "blue/orange", "games fired",
                     "never fired"], rows))
    if not holders or "holders" not in data:     # (a game other than Seastead: none)
        return out
    rows = []
    base = data["holders"]["without"]
    for name, row in data["holders"]["with"].items():
        low, high = row["ci95"]
        b = base.get(name)
        rows.append([name, str(row["n"]), _pct(row["rate"]),
                     f"{100 * low:.1f}–{100 * high:.1f}%" if row["n"] else "",
                     _pct(b["rate"]) if b else "–", "OUT OF BAND" if row.get("flag") else ""])
    low, high = data["band"]
    out.append((f"Holder's win rate with the change (95% Wilson interval; even band "
                f"{100 * low:.0f}–{100 * high:.0f}%)",
                ["card or side", "held", "win rate", "95% interval", "without", "flag"], rows))
    return out


def report_title(data: dict) -> str:
    """The report's first line: the change, the games, the bots, the seeds and (Seastead)
    the sides or (another game) the game, its players and options."""
    c = data["config"]
    if "game" not in c:
        return (f"Balance: {c['describe']}. {data['pairs']} paired games ({data['games']} "
                f"games), bots {' vs '.join(c['bots'])}, seeds {c['seed']}.."
                f"{c['seed'] + data['pairs'] - 1}, sides {c['sides']}")
    options = "".join(f", {k} {v}" for k, v in c["options"].items())
    return (f"Balance of {c['game']}: {c['describe']}. {data['pairs']} paired games "
            f"({data['games']} games), {c['players']} player"
            f"{'s' * (c['players'] != 1)}{options}, bots {' vs '.join(c['bots'])}, seeds "
            f"{c['seed']}..{c['seed'] + data['pairs'] - 1}")


def _table(head, rows, width: int) -> list:
    """A table as text lines: the first column (and a 'text' column) to the left, the
    numbers to the right."""
    widths = [max(len(str(x)) for x in col) for col in zip(head, *rows)]
    left = {0} | {i for i, h in enumerate(head) if h in ("text", "card")}
    out = ["  ".join(h.ljust(w) for h, w in zip(head, widths)).rstrip()]
    for row in rows:
        out.append("  ".join(x.ljust(w) if i in left else x.rjust(w)
                             for i, (x, w) in enumerate(zip(row, widths))).rstrip())
    return out


def fired_lines(data: dict, width: int = WIDTH) -> list:
    """How often each changed line fired, laid out for `width` columns: the lines of
    each card under its name, each with its counts on one row (or, where a row would
    not fit, on the row below its line) and its text, wrapped, below."""
    fired = data["fired"]["with"]
    head = ["line", "times", "blue/orange", "games fired"]
    by_card: dict = {}
    for src, row in fired.items():
        by_card.setdefault(row["card"], []).append((src, row))
    out = []
    for card, rows in by_card.items():
        table = _table(head, [[src, str(row["times"]),
                               f"{row['by_seat'][0]}/{row['by_seat'][1]}",
                               f"{row['games_fired']} of {data['pairs']}"]
                              for src, row in rows], width)
        fits = max(len(line) for line in table) + 2 <= width
        out += [card] + (["  " + table[0]] if fits else [])
        for (src, row), line in zip(rows, table[1:]):
            if fits:
                out.append("  " + line)
            else:
                out += ["  " + src, f"      {row['times']} times ({row['by_seat'][0]} blue, "
                                    f"{row['by_seat'][1]} orange), in {row['games_fired']} "
                                    f"of {data['pairs']} games"]
            out += textwrap.wrap(row["line"], width, initial_indent="      ",
                                 subsequent_indent="        ") if row["line"] else []
    return out


def _fired_title(data: dict) -> str:
    return (f"How often each changed line fired, in {data['pairs']} games with the change "
            "(once per occasion: docs/balance.md)")


def render_text(data: dict, holders: bool = True, width: int = WIDTH) -> str:
    """The report as plain text laid out for `width` columns (`holders`: with the holder
    win rates' table)."""
    lines = textwrap.wrap(report_title(data), width) + ["", "Verdict:"]
    for s in verdict(data):
        lines += textwrap.wrap(s, width, initial_indent="- ", subsequent_indent="  ")
    lines.append("")
    for title, head, rows in sections(data, holders):
        if head[0] == "line":
            lines += textwrap.wrap(_fired_title(data), width) + fired_lines(data, width)
        else:
            lines += textwrap.wrap(title, width) + _table(head, rows, width)
        lines.append("")
    return "\n".join(lines).rstrip()


def render_rich(data: dict, console) -> None:
    """Print the report on a rich console, laid out for its width."""
    from rich import box
    from rich.table import Table
    console.print(f"[bold]{report_title(data)}[/bold]")
    console.print("[bold]Verdict[/bold]")
    for s in verdict(data):
        console.print(f"• {s}", highlight=False)
    for title, head, rows in sections(data):
        if head[0] == "line":
            console.print(f"[bold]{_fired_title(data)}[/bold]")
            for line in fired_lines(data, console.width):
                console.print(line, highlight=False, markup=False, soft_wrap=True)
            continue
        table = Table(title=title, title_justify="left", box=box.SIMPLE_HEAD,
                      pad_edge=False, collapse_padding=True)
        for i, h in enumerate(head):
            table.add_column(h, justify="left" if i == 0 else "right", no_wrap=i > 0)
        for row in rows:
            style = "bold" if row[-1] in ("yes", "OUT OF BAND") else None
            table.add_row(*row, style=style)
        console.print(table)
