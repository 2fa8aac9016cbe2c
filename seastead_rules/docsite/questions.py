"""The tables of the named questions, permissions and events of the core rules, as
docs/language.md shows them (a test checks the page holds these very tables)."""

from __future__ import annotations

from ..model.names import EVENTS, NUMBERS, PERMISSIONS

__all__ = ["questions_table", "events_table"]


def questions_table() -> str:
    """Every number and permission of the core rules: what it answers, the rules' own
    answer, the range a card's change is kept in, and the rulebook page."""
    rows = ["| question | kind | what it answers | the rules say | range | rulebook |",
            "|---|---|---|---|---|---|"]
    for name, (what, default, (low, high), page) in NUMBERS.items():
        rows.append(f"| `{name}` | number | {what} | {default} | {low} to {high} | {page} |")
    for name, (what, allowed, page) in PERMISSIONS.items():
        rules = "allowed" if allowed else "refused"
        rows.append(f"| `{name}` | permission | {what} | {rules} | | {page} |")
    return "\n".join(rows) + "\n"


def events_table() -> str:
    """Every event a card may hear: when it happens, what `amount` is there, the page."""
    rows = ["| event | when it happens | `amount` | rulebook |", "|---|---|---|---|"]
    for name, (when, amount, page) in EVENTS.items():
        rows.append(f"| `{name}` | {when} | {amount or '0'} | {page} |")
    return "\n".join(rows) + "\n"
