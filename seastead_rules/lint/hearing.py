"""The linter's checks of hooks on events: an event a card cannot hear in the way it is
written (a reaction to an event about the whole table, `opponent` on a specialist's
hook of such an event), and an `extra turn` in a hook that comes every turn (the chain
it would start is cut by the engine)."""

from __future__ import annotations

from lark import Token, Tree

__all__ = ["check_hearing", "WHOLE_TABLE", "EVERY_TURN"]

# Events about the whole table, not one player's doing. Rulebook pp. 6, 11-12.
WHOLE_TABLE = ("round-start", "round-end", "game-end")
# Events that come in every turn (or round), played or extra.
EVERY_TURN = ("turn-start", "turn-end", "round-start", "round-end")
_OFFERED = {"round-start": "it is offered only to the player who does not start the round",
            "round-end": "it is offered only to the player who does not start the round",
            "game-end": "it is offered to each player once, at the end of the game"}


def _event(node: Tree) -> tuple:
    """(who, event token) of a `when` or `react` node; who is None when not written."""
    who = next((str(c.children[0]) for c in node.children
                if isinstance(c, Tree) and c.data == "who"), None)
    event = next(c for c in node.children if isinstance(c, Token))
    return who, event


def _at(node, message: str) -> tuple:
    if isinstance(node, Token):
        return ("warning", node.line, node.column, len(node), message)
    return ("warning", node.meta.line, node.meta.column, len("extra turn"), message)


def check_hearing(item: Tree) -> list:
    """(severity, line, column, width, message) of each hearing finding in one item."""
    found = []
    for node in item.find_data("react"):
        _, event = _event(node)
        if str(event) in WHOLE_TABLE:
            found.append(_at(event, f"'react to opponent {event}': {event} is about the whole "
                                    f"table, nobody's doing; {_OFFERED[str(event)]}"))
    for node in item.iter_subtrees():
        if node.data != "when":
            continue
        who, event = _event(node)
        if item.data == "specialist" and who == "opponent" and str(event) in WHOLE_TABLE:
            once = "at its owner's end of the game" if str(event) == "game-end" else \
                f"at each {str(event).replace('-', ' ')}"
            found.append(_at(event, f"'when opponent {event}' on a specialist: the card hears "
                                    f"{event} once, {once}, whoever 'opponent' names; write "
                                    f"'when {event}'"))
        if str(event) in EVERY_TURN:
            for extra in node.find_data("extra_turn"):
                found.append(_at(extra, f"'extra turn' in a {event} hook asks for an extra "
                                        "turn in every turn, the extra ones too: a chain "
                                        "without end; the engine gives no extra turn after "
                                        "an extra turn, so it stops after one"))
    return found
