"""The linter's checks of face-up piles (a row of cards both players see between turns:
Seastead's salvage row, `piles dive, salvage face up`): a `choose card from NAME` that
never finds a card, since nothing puts cards on NAME; cards put on a face-up pile that
nothing takes from it, so they stay there for the rest of the game; and `put it on
NAME` inside `choose card from NAME`, which puts the card back in the row it came from.

The compiler already refuses `choose card from` a pile that is not face up and `reveal`
or `look` of a face-up one; a file is read with the shipped content's cards, as the
checks of names are (names.py): a file added with it may still put or take the cards."""

from __future__ import annotations

from lark import Token, Tree

from ..lang.compiler import shipped_vocabulary
from ..model import effects as fx
from ..model.cards import records_in
from ..model.content import load_content

__all__ = ["check_piles"]


def _shipped() -> tuple:
    """(the face-up piles the shipped content's cards put cards on, those they choose
    cards from)."""
    c = load_content()
    records = list(records_in(c.flotilla_sides, c.dock_tiles, c.dive_cards, c.specialists,
                              c.decrees, c.rules))
    return ({r.place for r in records if isinstance(r, (fx.Rest, fx.PutIt))},
            {r.pile for r in records if isinstance(r, fx.ChooseCard) and r.pile})


def _named(node: Tree):
    """The first name token among a node's children."""
    return next(c for c in node.children if isinstance(c, Token))


def _uses(trees, face_up) -> tuple:
    """({pile: tokens of `rest to` and `put it on` it}, {pile: tokens of `choose card
    from` it}), for the face-up piles."""
    puts, chooses = {}, {}
    for tree in trees:
        for node in tree.iter_subtrees_topdown():
            if node.data in ("rest", "put_it"):
                found = puts
            elif node.data == "from_pile":
                found = chooses
            else:
                continue
            token = _named(node)
            if str(token) in face_up:
                found.setdefault(str(token), []).append(token)
    return puts, chooses


def _put_back(tree: Tree, face_up) -> list:
    """The `put it on NAME` tokens in the block of a `choose card from NAME` (the same
    face-up pile), outside any inner `choose card`."""
    found = []
    for node in tree.find_data("choose_card"):
        pile = next((str(_named(c)) for c in node.children
                     if isinstance(c, Tree) and c.data == "from_pile"), None)
        if pile not in face_up:
            continue
        todo = [c for c in node.children if isinstance(c, Tree) and c.data == "block"]
        while todo:
            inner = todo.pop()
            if inner.data == "choose_card":
                continue
            if inner.data == "put_it" and str(_named(inner)) == pile:
                found.append(_named(inner))
            todo.extend(c for c in inner.children if isinstance(c, Tree))
    return found


def _at(token: Token, message: str) -> tuple:
    return ("warning", token.line, token.column, len(token), message)


def check_piles(trees) -> list:
    """(severity, line, column, width, message) of each face-up pile finding in the items
    of one file (their parse trees)."""
    face_up = shipped_vocabulary().face_up
    if not face_up:
        return []
    puts, chooses = _uses(trees, face_up)
    if not puts and not chooses:
        return []
    shipped_puts, shipped_chooses = _shipped()
    found = []
    for pile, tokens in chooses.items():
        if pile not in puts and pile not in shipped_puts:
            found += [_at(t, f"'choose card from {pile}' never finds a card: nothing in this "
                             f"file or the shipped content puts cards on {pile} ('rest to "
                             f"{pile}', 'put it on {pile}'), unless a file added with this "
                             "one does") for t in tokens]
    for pile, tokens in puts.items():
        if pile not in chooses and pile not in shipped_chooses:
            found += [_at(t, f"cards put on {pile} stay there for the rest of the game: "
                             f"nothing in this file or the shipped content takes them "
                             f"('choose card from {pile}'), unless a file added with this "
                             "one does") for t in tokens]
    for tree in trees:
        found += [_at(t, f"'put it on {t}' inside 'choose card from {t}' puts the card back "
                         f"in the row it was chosen from: nothing changes but its place in "
                         "the row") for t in _put_back(tree, face_up)]
    return found
