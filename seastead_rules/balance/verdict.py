"""The verdict of a balance report in plain sentences: first the designer's question,
whether the change shifts who wins and by how much, in one line; then a warning when
the decree under test was seldom in play; then what else moved, largest effect first;
then how often each changed line fired, and the holders' even band."""

from __future__ import annotations

__all__ = ["verdict", "who_wins"]


# Seastead's win rates as the verdict names them; another game's by their keys.
_WHO = {"seat 0 (blue)": ("blue (seat 0)", "blue's (seat 0)"),
        "start player": ("the start player", "the start player's")}


def _interval(row) -> str:
    low, high = row["ci95"]
    return f"{100 * low:+.1f} … {100 * high:+.1f}"


def _holder(data, card: str) -> tuple:
    """(phrase, shifted) for the holder of a card under test, with the change."""
    row = data["holders"]["with"].get(card)
    if not row or not row["n"]:
        return f"{card} had no holder", False
    low, high = row["ci95"]
    phrase = (f"the holder of {card} won {100 * row['rate']:.1f}% ({100 * low:.1f}–"
              f"{100 * high:.1f}%) of {row['n']} games")
    if not data["mirrored"]:
        return phrase + " (the bots differ: that measures the bots)", False
    return phrase, low > 0.5 or high < 0.5


def who_wins(data: dict) -> str:
    """One line: does the change shift who wins (by seat, by start player, by who held
    the card under test), and by how much (95% intervals)."""
    shifted, within = [], []
    for key, row in data["win_rates"].items():
        who, whose = _WHO.get(key, (key, f"{key}'s"))
        if row["significant"]:
            shifted.append(f"{whose} win rate by {100 * row['delta']:+.1f} points "
                           f"({_interval(row)})")
        else:
            within.append(f"{who} {100 * row['delta']:+.1f} ({_interval(row)})")
    for card in data.get("under_test", [])[:2]:
        phrase, moved = _holder(data, card)
        (shifted if moved else within).append(phrase)
    if not shifted:
        return ("Who wins: no shift beyond the noise (95% intervals, points of win rate): "
                + "; ".join(within) + ".")
    return ("Who wins: the change shifts " + " and ".join(shifted) + " (95% intervals)"
            + ("; within the noise: " + "; ".join(within) if within else "") + ".")


def _moved(data: dict) -> str:
    """What else moved beyond the noise, largest effect first."""
    rows = {}
    for group, label in (("scores", "score: {}"), ("metrics", "{}"), ("end", "end: {}")):
        for name, row in data.get(group, {}).items():
            rows[label.format(name.replace("_", " "))] = (group, row)
    said = []
    for name in data["significant"]:
        if name not in rows:
            continue                        # (a win rate: said in the first line)
        group, row = rows[name]
        low, high = row["ci95"]
        if group == "end":
            change = (f"{100 * row['delta']:+.1f} points of % ({100 * low:+.1f} … "
                      f"{100 * high:+.1f})")
        else:
            change = (f"{row['without']:.2f} → {row['with']:.2f}, {row['delta']:+.2f} "
                      f"({low:+.2f} … {high:+.2f})")
        size = "" if row["effect"] is None else f", {abs(row['effect']):.2f} sd"
        said.append(f"{name} {change}{size}")
    if not said:
        return (f"Nothing else moved beyond the noise: every other 95% paired interval over "
                f"{data['pairs']} pairs contains 0.")
    return ("What else moved, largest effect first (in standard deviations of a game's "
            "value): " + "; ".join(said) + ".")


def _in_play(data: dict) -> list:
    row = data.get("in_play")
    if not row or not row["short"]:
        return []
    at_end = (f" and at the end of {row['games_at_end']} of {row['games']} games (it acts "
              "at the end)" if row["end_scoring"] else "")
    hint = row.get("keep_command") or f"--decree \"{row['decree']}\" --keep"
    return [f"Warning: decree {row['decree']} was in play for "
            f"{100 * row['share_of_turns']:.0f}% of the turns{at_end}: decree draws (refs "
            "14/15) covered it, so these numbers measure it only in part. To test it in "
            f"play all game: {hint}"]


def _fired(data: dict) -> list:
    says = []
    for src, row in data.get("fired", {}).get("with", {}).items():
        text = f" ({row['line']})" if row["line"] else ""
        if row["times"]:
            where = (f"in {row['games_fired']} of {data['pairs']} games; it never fired in "
                     f"{row['games_never']}" if row["games_never"] else
                     f"in every one of the {data['pairs']} games")
            says.append(f"{src}{text} fired {row['times']} times, {where}.")
        else:
            says.append(f"{src}{text} never fired in {data['pairs']} games.")
    return says


def verdict(data: dict) -> list:
    """The conclusions in plain sentences, the answer to "who wins?" first."""
    says = [who_wins(data)] + _in_play(data) + [_moved(data)] + _fired(data)
    if "holders" not in data:       # (a game other than Seastead: no holders measured)
        return says
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
