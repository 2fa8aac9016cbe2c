"""The tables of a game's declaration (content/.../game.sea): its players, seats,
tokens, pieces, piles, board and printed symbols, and its named questions, permissions
and events, as docs/language.md shows Seastead's (a test checks the page holds these
very tables) and each game's reference page shows its own."""

from __future__ import annotations

from ..lang.compiler import shipped_vocabulary

__all__ = ["questions_table", "events_table", "declaration_table"]


def questions_table(vocabulary=None) -> str:
    """Every number and permission of a game's rules (Seastead's when None): what it
    answers, the rules' own answer, the range a card's change is kept in, the page."""
    rows = ["| question | kind | what it answers | the rules say | range | rulebook |",
            "|---|---|---|---|---|---|"]
    vocab = vocabulary or shipped_vocabulary()
    for q in vocab.questions:
        kind, span = ("tie rule", ", ".join(q.answers)) if q.answers else \
            ("number", f"{q.low} to {q.high}")
        rows.append(f"| `{q.name}` | {kind} | {q.text} | {q.default} | {span} | {q.page} |")
    for p in vocab.permissions:
        rules = "allowed" if p.allowed else "refused"
        rows.append(f"| `{p.name}` | permission | {p.text} | {rules} | | {p.page} |")
    return "\n".join(rows) + "\n"


def events_table(vocabulary=None) -> str:
    """Every event a game's cards may hear (Seastead's when None): when it happens, what
    `amount` is there, the rulebook page."""
    rows = ["| event | when it happens | `amount` | rulebook |", "|---|---|---|---|"]
    for e in (vocabulary or shipped_vocabulary()).events:
        rows.append(f"| `{e.name}` | {e.text} | {e.amount or '0'} | {e.page} |")
    return "\n".join(rows) + "\n"


def _names(names) -> str:
    return ", ".join(f"`{n}`" for n in names) or "-"


def declaration_table(vocabulary) -> str:
    """What a game declares besides its questions and events: players, seats, resources
    and tokens with their supply, pieces, piles, board and printed symbols."""
    v = vocabulary
    supply = f" (supply {v.resource_supply})" if v.resource_supply is not None else ""
    tokens = ", ".join(f"`{n}`" + (f" (supply {s})" if s is not None else "")
                       for n, s in v.tokens) or "-"
    piles = ", ".join(f"`{p}`" + (" (face up)" if p in v.face_up else "") for p in v.piles)
    rows = [("players", f"{v.min_players} to {v.max_players}"), ("seats", _names(v.seats)),
            ("resources", _names(v.resources) + supply), ("tokens", tokens),
            ("pieces", _names(v.pieces)), ("piles", piles or "-"),
            ("board", _names(v.boards))]
    rows += [(f"`{kind}` symbols", _names(names)) for kind, names in v.symbols]
    lines = ["| declares | names |", "|---|---|"]
    lines += [f"| {what} | {names} |" for what, names in rows]
    return "\n".join(lines) + "\n"
