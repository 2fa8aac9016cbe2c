"""The balance report as text: plain (render_text), a rich table (render_rich), and the
verdict in sentences."""

from __future__ import annotations

__all__ = ["sections", "render_text", "render_rich", "verdict"]


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
    for kind, row in data["end"].items():
        rows.append([f"end: {kind}", _pct(row["without"]), _pct(row["with"]),
                     *_delta(row, True)])
    out.append(("Paired changes (with minus without; win rates and ends in points of %, "
                "scores per player)", head, rows))
    fired = data["fired"]["with"]
    if fired:
        rows = [[src, row["line"], row["card"], str(row["times"]),
                 f"{row['by_seat'][0]}/{row['by_seat'][1]}", str(row["games_fired"]),
                 str(row["games_never"])] for src, row in fired.items()]
        out.append((f"How often each changed line fired (in {data['pairs']} games with the "
                    "change; a forbid: the turns it took away a build or dive the player "
                    "could pay for)", ["line", "text", "card", "times", "blue/orange",
                                "games fired", "never fired"], rows))
    if not holders:
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


def verdict(data: dict) -> list:
    """The conclusions in plain sentences."""
    says = []
    for src, row in data["fired"]["with"].items():
        text = f" ({row['line']})" if row["line"] else ""
        if row["times"]:
            where = (f"in {row['games_fired']} of {data['pairs']} games; it never fired in "
                     f"{row['games_never']}" if row["games_never"] else
                     f"in every one of the {data['pairs']} games")
            says.append(f"{src}{text} fired {row['times']} times, {where}.")
        else:
            says.append(f"{src}{text} never fired in {data['pairs']} games.")
    sig = data["significant"]
    if sig:
        says.append("Significant changes (the 95% paired interval leaves out 0): "
                    + "; ".join(sig) + ".")
    else:
        says.append(f"No change is significant: every 95% paired interval over "
                    f"{data['pairs']} pairs contains 0.")
    low, high = data["band"]
    if not data["mirrored"]:
        says.append("Holder rates are not flagged: the two bots differ, so they measure "
                    "the bots, not the cards.")
    elif data["flagged"]:
        says.append(f"Outside the even band ({100 * low:.0f}–{100 * high:.0f}%, at least "
                    f"{data['min_appearances']} holders): " + ", ".join(data["flagged"]) + ".")
    else:
        says.append(f"No card or side has a holder's win rate clearly outside the even band "
                    f"({100 * low:.0f}–{100 * high:.0f}%).")
    return says


def _title(data: dict) -> str:
    c = data["config"]
    return (f"Balance: {c['describe']}. {data['pairs']} paired games ({data['games']} "
            f"games), bots {' vs '.join(c['bots'])}, seeds {c['seed']}.."
            f"{c['seed'] + data['pairs'] - 1}, sides {c['sides']}")


def render_text(data: dict, holders: bool = True) -> str:
    """The report as plain text (`holders`: with the holder win rates' table)."""
    lines = [_title(data), ""]
    for title, head, rows in sections(data, holders):
        widths = [max(len(str(x)) for x in col) for col in zip(head, *rows)]
        lines += [title, "  ".join(h.ljust(w) for h, w in zip(head, widths)).rstrip()]
        for row in rows:
            lines.append("  ".join(x.ljust(w) if i == 0 or i == 1 and len(head) == 7
                                   else x.rjust(w)
                                   for i, (x, w) in enumerate(zip(row, widths))).rstrip())
        lines.append("")
    lines += ["Verdict:"] + [f"- {s}" for s in verdict(data)]
    return "\n".join(lines)


def render_rich(data: dict, console) -> None:
    """Print the report on a rich console."""
    from rich.table import Table
    console.print(f"[bold]{_title(data)}[/bold]")
    for title, head, rows in sections(data):
        table = Table(title=title, title_justify="left")
        for i, h in enumerate(head):
            words = i == 0 or h in ("text", "card")
            table.add_column(h, justify="left" if words else "right")
        for row in rows:
            style = "bold" if row[-1] in ("yes", "OUT OF BAND") else None
            table.add_row(*row, style=style)
        console.print(table)
    console.print("[bold]Verdict[/bold]")
    for s in verdict(data):
        console.print(f"• {s}")
