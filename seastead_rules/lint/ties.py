"""The linter's checks of `the player with the most|fewest X` and the tie rule (a ruling:
docs/rulings.md): a count every player has the same of (the location's points or cost,
the event's amount, a shared counter, a count `here` where no place is in question),
so with two players or more it is always a tie and the statement always does what its
tie rule says; an owner written before the count (`the most opponent kelp`), which is
not read, since each player's own count is compared; and a change of the game's tie
rule (`modify tie-break to ...`) in a file where no such statement leaves its tie to
that rule and the shipped content has none either."""

from __future__ import annotations

from lark import Token, Tree

from ..lang.compiler import shipped_vocabulary
from ..model import effects as fx
from ..model.cards import records_in
from ..model.content import load_content
from .conditions import PLACE_COUNTS, TILE, counter_of
from .hooks import hooks

__all__ = ["check_ties"]

_SELECTORS = ("extreme", "from_extreme")
# What a tie makes of the statement, by its tie rule.
_ON_A_TIE = {"all": "it names every player ('ties all')",
             "none": "it names nobody, so its block never runs ('ties none'), but in a "
                     "one-player game",
             "choose": "the player it runs for chooses any player ('ties choose')"}


def _parts(node: Tree) -> tuple:
    """(the EXTREME token, the counter node, the tie rule written or None) of a
    selector node."""
    most = next(c for c in node.children if isinstance(c, Token))
    counter = next(c for c in node.children if isinstance(c, Tree) and c.data == "counter")
    ties = next((str(c.children[0]) for c in node.children
                 if isinstance(c, Tree) and c.data == "ties"), None)
    return most, counter, ties


def _same_for_all(counter: Tree, placeless, counters: dict) -> str:
    """Why every player has the same of the count ("" if they need not)."""
    _, thing, here = counter_of(counter)
    if thing in PLACE_COUNTS:
        return f"'{thing}' is the location's, not a player's"
    if thing == "amount":
        return "the amount is what the event did, not a player's"
    if thing in counters and counters[thing][2]:
        return f"{thing} is a shared counter"
    if here and placeless is True:
        return "no place is in question here, so a count 'here' is 0 for everyone"
    return ""


def _rule(ties, vocab) -> str:
    if ties is not None:
        return _ON_A_TIE[ties]
    if vocab.tie_question:
        return (f"the game's tie rule decides: {_ON_A_TIE[vocab.ties]}, unless a card in "
                f"force changes it ('modify {vocab.tie_question} to ...')")
    return _ON_A_TIE[vocab.ties]


def _words(most: Token, counter: Tree) -> str:
    what = " ".join(str(c.children[0]) for c in counter.children)
    return f"the player with the {most} {what}"


def _shipped_leaves_ties() -> bool:
    """Whether some statement of the shipped content leaves its tie to the game's rule."""
    c = load_content()
    return any(isinstance(r, fx.Extreme) and not r.ties for r in records_in(
        c.flotilla_sides, c.dock_tiles, c.dive_cards, c.specialists, c.decrees, c.rules))


def _at(at, message: str, width: int | None = None) -> tuple:
    if isinstance(at, Token):
        return ("warning", at.line, at.column, width or len(at), message)
    return ("warning", at.meta.line, at.meta.column, width or 1, message)


def check_ties(trees, counters: dict) -> list:
    """(severity, line, column, width, message) of each tie finding in the items of one
    file (their parse trees; `counters` the file's counters as counters.declared gives
    them)."""
    vocab = shipped_vocabulary()
    found, leaves = [], False
    for tree in trees:
        places, _ = hooks(tree)
        for node in tree.iter_subtrees_topdown():
            if node.data not in _SELECTORS:
                continue
            most, counter, ties = _parts(node)
            leaves = leaves or ties is None
            words = _words(most, counter)
            placeless = places.get(id(counter), False)
            why = _same_for_all(counter, placeless if placeless is not TILE else False,
                                counters)
            if why:
                found.append(_at(node, f"'{words}' is always a tie: {why}; so "
                                       f"{_rule(ties, vocab)}",
                                 counter.meta.end_pos - node.meta.start_pos))
            who = next((c for c in counter.children if c.data == "who"), None)
            if who is not None and str(who.children[0]) not in ("your", "you"):
                owner = who.children[0]
                found.append(_at(owner, f"'{owner}' is not read in '{words}': each player's "
                                        "own count is compared; leave it out"))
    if vocab.tie_question and not leaves and not _shipped_leaves_ties():
        for tree in trees:
            for node in tree.find_data("set_answer"):
                name = node.children[0]
                if str(name) == vocab.tie_question:
                    found.append(_at(name, f"'modify {name}' changes nothing: no 'the "
                                           "player with the most|fewest ...' in this file or "
                                           "the shipped content leaves its tie to the game's "
                                           "rule (each says its own 'ties', or there is "
                                           "none), unless a file added with this one has one"))
    return found

