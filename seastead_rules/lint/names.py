"""The linter's check of the cards conditions name (`you hold "Shipwright"`, `"Port
Levy" is in play`): each should be a card of the shipped content or of the file itself,
of a kind a player holds or that is in play. Loading the content has the last word
(model/named.py: an error there); a card of another file loaded with this one is not
known here, so the linter only warns."""

from __future__ import annotations

from ..kernel.lang.problems import did_you_mean, quoted
from ..model import cards
from ..model.content import load_content
from ..model.named import HELD, IN_PLAY

__all__ = ["check_names"]

_KINDS = {cards.Side: "flotilla side", cards.DockTile: "dock tile",
          cards.DiveCard: "dive card", cards.Specialist: "specialist", cards.Decree: "decree"}
_HOLDS = ("you_hold", "opponent_holds", "anyone_holds")


def _known(records) -> dict:
    """Every card's name and kind: the shipped content's and those of `records`."""
    shipped = load_content()
    found = {c.name: _KINDS[type(c)] for group in (
        shipped.flotilla_sides, shipped.dock_tiles, shipped.dive_cards, shipped.specialists,
        shipped.decrees) for c in group}
    found.update((r.name, _KINDS[type(r)]) for r in records if type(r) in _KINDS)
    return found


def check_names(items) -> list:
    """(severity, line, column, width, message) of each card named in a condition of
    `items` ((record, tree) pairs of one file) that the linter does not know."""
    trees = [tree for _, tree in items]
    nodes = [n for tree in trees for n in tree.iter_subtrees()
             if n.data in _HOLDS or n.data == "in_play"]
    if not nodes:
        return []
    known, found = _known([record for record, _ in items]), []
    for node in nodes:
        token = next(c for c in node.children if str(c).startswith('"'))
        name, kind = str(token)[1:-1], known.get(str(token)[1:-1])
        if kind is None:
            message = (f"{quoted(name)} is no card of the shipped content or of this file"
                       f"{did_you_mean(name, known)}; unless a file added with this one "
                       "defines it, loading them is an error")
        elif node.data in _HOLDS and kind not in HELD:
            message = f"{quoted(name)} is a {kind}, which is in play and never held"
        elif node.data == "in_play" and kind not in IN_PLAY:
            message = f"{quoted(name)} is a {kind}, which a player holds, never in play"
        else:
            continue
        found.append(("warning", token.line, token.column, len(token), message))
    return found
