"""The tables of the language reference, from the compiler's own vocabulary
(seastead_rules.model.names): the questions (numbers and permissions, in one table), the
events, the places cards go, the piles and tokens, the counts; each row with an
example from the quoted content."""

from __future__ import annotations

from ..lang.compiler import shipped_vocabulary
from ..model import cards
from ..model import effects as fx
from ..model.names import BOARD_TOKENS, CARD_PLACES, COUNTED, RESERVED_COUNTERS
from .examples import example_cell, first

__all__ = ["questions_table", "events_table", "places_table", "counts_table", "table"]


def table(head: tuple, rows: list) -> str:
    """A markdown table."""
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def _of(kinds, attr: str, name: str) -> str:
    return example_cell(first(lambda v: isinstance(v, kinds) and getattr(v, attr) == name))


def questions_table() -> str:
    """Every number and permission of the core rules, with its default and page."""
    vocab = shipped_vocabulary()
    rows = [(f"`{q.name}`", "tie rule" if q.answers else "number", q.text, q.default,
             ", ".join(q.answers) if q.answers else f"{q.low} to {q.high}", q.page,
             _of((cards.Modify, cards.SetTo), "query", q.name)) for q in vocab.questions]
    rows += [(f"`{p.name}`", "permission", p.text, "allowed" if p.allowed else "refused", "-",
              p.page, _of((cards.Forbid, cards.Permit), "action", p.name))
             for p in vocab.permissions]
    return ("## Questions\n\nEvery number and permission of the core rules is a named "
            "question. `modify QUESTION +N`, `modify QUESTION -N` and `modify QUESTION to "
            "N` change a number: whatever cards say, the answer is kept within its range; "
            "`modify QUESTION to WORD` sets a question answered by words (the tie rule). "
            "`forbid PERMISSION [if COND]` and `permit PERMISSION [if COND]` change a "
            "permission: a forbid in force beats any permit, so `permit` matters only for "
            "what the core rules refuse. The default is the core rules' answer.\n\n"
            + table(("question", "kind", "what it answers", "default", "range",
                     "rulebook", "example"), rows))


def events_table() -> str:
    """Every event a card may hear, when it happens and what `amount` is there."""
    rows = [(f"`{e.name}`", e.text, e.amount or "-", e.page,
             _of((cards.When, cards.React), "event", e.name))
            for e in shipped_vocabulary().events]
    return ("## Events\n\nWhat `when [you|opponent|anyone] EVENT` and a specialist's "
            "`react to opponent EVENT` may name. `amount` counts what the event did.\n\n"
            + table(("event", "when", "amount", "rulebook", "example"), rows))


_PLACES = {"top": "on top of the pile (the next cards drawn)",
           "bottom": "at the bottom of the pile", "discard": "on the pile's discard pile "
           "(a dive card put there becomes the revealed card)",
           "kept": "face down beside the player's board: their kept cards, hidden from the "
                   "opponent"}


def places_table() -> str:
    """The places cards are put, the piles cards are taken from, the tokens named."""
    places = [(f"`{p}`", _PLACES[p], _of((fx.Rest, fx.PutIt), "place", p))
              for p in CARD_PLACES]
    vocab = shipped_vocabulary()
    piles = [(f"`{p}`", "the dive deck", _of((fx.Reveal, fx.Look), "pile", p))
             for p in vocab.piles if p not in vocab.face_up]
    piles += [(f"`{p}`", "a face-up row of dive cards, seen by both players between turns: "
               f"`rest to {p}`, `put it on {p}`, `choose card from {p}`",
               _of((fx.Rest, fx.PutIt), "place", p)) for p in vocab.face_up]
    tokens = [(f"`{t}`", _TOKENS.get(t, f"a token of {t}"), _of(fx.TokenIs, "token", t))
              for t in vocab.resources + vocab.token_names + BOARD_TOKENS]
    return "\n".join([
        "## Card places, piles and tokens\n\nWhere `rest to PLACE` and `put it on PLACE` "
        "put cards:\n", table(("place", "where", "example"), places),
        "The piles `reveal N PILE { ... }` and `look N PILE { ... }` take the top cards "
        "of, and the piles declared face up:\n", table(("pile", "what", "example"), piles),
        "The tokens `token is NAME` names (in a `take` or `spend` hook, or a `forbid "
        "take`):\n", table(("token", "what", "example"), tokens)])


_TOKENS = {"cleanup": "a cleanup token", "demand": "the resource of the flotilla's demand "
           "token", "locked-demand": "the resource of the locked demand token"}


def counts_table() -> str:
    """Every count of the language, whose it is by default, with an example."""
    rows = [(f"`{thing}`", who, _of(fx.Counter, "thing", thing))
            for thing, who in COUNTED.items()]
    own = first(lambda v: isinstance(v, cards.CounterDecl))
    rows.append(("a counter of the file's own", "you (per player) or both (shared)",
                 example_cell(own)))
    reserved = ", ".join(f"`{n}`" for n in RESERVED_COUNTERS)
    return ("## Counts\n\nA count is `[your|opponent|anyone] THING [here]`. `here` limits a "
            "count of the board to the flotilla in question. Without an owner a count is "
            "of the owner in the second column. `cleanup` counts a player's cleanup tokens "
            "together with the extras recorded once the supply is empty; `score` is the "
            "points track, `amount` what the event in question did. A counter declared "
            "with `counter NAME shared|per player from LOW to HIGH` is counted the same "
            f"way; the engine keeps {reserved} itself, so no counter may take those names."
            "\n\n" + table(("count", "whose by default", "example"), rows))
