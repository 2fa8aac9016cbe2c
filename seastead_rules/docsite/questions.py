"""The tables of the named questions, permissions and events of the core rules, as
docs/language.md shows them (a test checks the page holds these very tables)."""

from __future__ import annotations

from ..lang.compiler import shipped_vocabulary

__all__ = ["questions_table", "events_table"]


def questions_table() -> str:
    """Every number and permission of the core rules: what it answers, the rules' own
    answer, the range a card's change is kept in, and the rulebook page."""
    rows = ["| question | kind | what it answers | the rules say | range | rulebook |",
            "|---|---|---|---|---|---|"]
    vocab = shipped_vocabulary()
    for q in vocab.questions:
        kind, span = ("tie rule", ", ".join(q.answers)) if q.answers else \
            ("number", f"{q.low} to {q.high}")
        rows.append(f"| `{q.name}` | {kind} | {q.text} | {q.default} | {span} | {q.page} |")
    for p in vocab.permissions:
        rules = "allowed" if p.allowed else "refused"
        rows.append(f"| `{p.name}` | permission | {p.text} | {rules} | | {p.page} |")
    return "\n".join(rows) + "\n"


def events_table() -> str:
    """Every event a card may hear: when it happens, what `amount` is there, the page."""
    rows = ["| event | when it happens | `amount` | rulebook |", "|---|---|---|---|"]
    for e in shipped_vocabulary().events:
        rows.append(f"| `{e.name}` | {e.text} | {e.amount or '0'} | {e.page} |")
    return "\n".join(rows) + "\n"
