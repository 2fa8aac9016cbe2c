"""The core effect records of the content language, the same for every game: what the
compiler makes of `take`, `spend`, `may`, `repeat`, `choose`, `if`, `each player`,
counters, scoring and card piles, and what a game's interpreter runs. Each record mirrors
a grammar rule of grammar/core.lark (`take` <-> `Take`); a game adds its own effects.

Every record carries `src` ("path:line"), excluded from equality, so the log can name
the content line that caused each change."""

from __future__ import annotations

import attrs
from attrs import frozen

from .conditions import Num, What

__all__ = ["May", "Repeat", "RepeatUpTo", "Choose", "If", "EachPlayer", "Opponent",
           "Nothing", "SkipTurn", "ExtraTurn", "Adjust", "Take", "Spend", "Give",
           "DiscardTo", "Score", "Add", "Subtract", "SetCounter", "Reveal", "Look",
           "Rest", "ChooseCard", "PutIt", "CARD_PLACES", "EachOpponent", "Neighbour",
           "Extreme", "AnyPlayer", "EndGame", "TakeFrom"]


CARD_PLACES = ("top", "bottom", "discard", "kept")
"""Where cards of a pile may be put by `rest to ...` / `put it on ...`: the pile's top or
bottom, its discard pile, or beside the player's board (kept); besides, a pile the game
declares face up (by its name)."""


def _src():
    return attrs.field(default="", eq=False, repr=False)


@frozen
class May:
    """An optional block: the player says yes or no (only offered when it can be done)."""
    body: tuple
    text: str = ""
    src: str = _src()


@frozen
class Repeat:
    """Run the block `times` times."""
    times: int
    body: tuple
    src: str = _src()


@frozen
class RepeatUpTo:
    """Run the block up to `times` times; the player may stop before each run."""
    times: int
    body: tuple
    text: str = ""
    src: str = _src()


@frozen
class Choose:
    """Choose one of several blocks."""
    options: tuple
    labels: tuple = ()
    src: str = _src()


@frozen
class If:
    """Run `then` when the condition holds, else `otherwise`."""
    cond: object
    then: tuple
    otherwise: tuple = ()
    src: str = _src()


@frozen
class EachPlayer:
    """Run the block for the current player, then for the other. Rulebook p. 10."""
    body: tuple
    src: str = _src()


@frozen
class Opponent:
    """Run the block as the opponent."""
    body: tuple
    src: str = _src()


@frozen
class Nothing:
    """No effect."""
    src: str = _src()


@frozen
class SkipTurn:
    """You skip your next turn (a skipped turn is not skipped again: docs/language.md)."""
    src: str = _src()


@frozen
class ExtraTurn:
    """You take another turn after this one (an extra turn gives no further extra turn)."""
    src: str = _src()


@frozen
class EndGame:
    """The game ends: the round in progress is its last. (When it is over is the game's
    rule: Seastead's, after the round's last turn; docs/rulings.md.)"""
    src: str = _src()


@frozen
class Adjust:
    """Change the answer of a named question for the event in question only (`adjust
    build-cost +2` in a `before-build` hook: this build costs 2 more)."""
    query: str
    amount: int
    src: str = _src()


@frozen
class Take:
    """Take resources from the supply (as many as are there)."""
    amount: Num
    what: What
    src: str = _src()


@frozen
class TakeFrom:
    """Take tokens from other players instead of the supply (as many as they hold): the
    players a player selector names (`source`, its block empty), each in turn order; the
    taker chooses which tokens. Nobody takes from themself."""
    amount: Num
    what: What
    source: object
    src: str = _src()


@frozen
class Spend:
    """Return resources from your reserve to the supply."""
    amount: int
    what: What
    src: str = _src()


@frozen
class Give:
    """Give resources of your choice (or cleanup tokens) from your reserve to the opponent."""
    amount: int
    what: What
    src: str = _src()


@frozen
class DiscardTo:
    """Discard resources of your choice until you hold at most `limit`."""
    limit: int
    src: str = _src()


@frozen
class Score:
    """Score points on the points track, counted at the end with the other categories."""
    amount: Num
    src: str = _src()


@frozen
class Add:
    """Add to a counter of the content's own (yours, if it is kept per player)."""
    counter: str
    amount: Num
    src: str = _src()


@frozen
class Subtract:
    """Take from a counter of the content's own (yours, if it is kept per player)."""
    counter: str
    amount: Num
    src: str = _src()


@frozen
class SetCounter:
    """Set a counter of the content's own to a value (yours, if it is kept per player)."""
    counter: str
    value: int
    src: str = _src()


@frozen
class Reveal:
    """Take the top cards of a pile into the open, seen by both players, and run the
    block on them; cards the block leaves go back on top in their order."""
    count: int
    pile: str
    body: tuple
    src: str = _src()


@frozen
class Look:
    """As `Reveal`, but only you see the cards: you know them wherever they go."""
    count: int
    pile: str
    body: tuple
    src: str = _src()


@frozen
class Rest:
    """The cards in the open not yet placed go to a place: the pile's top or bottom, its
    discard pile, or your kept cards; `any_order`: you choose their order."""
    place: str
    any_order: bool = False
    src: str = _src()


@frozen
class ChooseCard:
    """Choose one of the cards in the open (or of your kept cards, or of a face-up pile's:
    `pile`): 'it' in the block."""
    from_kept: bool
    body: tuple
    src: str = _src()
    pile: str = ""


@frozen
class PutIt:
    """Put the card in question on a place: the pile's top or bottom, its discard pile
    (it becomes the revealed card), or your kept cards."""
    place: str
    src: str = _src()


@frozen
class EachOpponent:
    """Run the block for each other player, from the one to your left, in turn order."""
    body: tuple
    src: str = _src()


@frozen
class Neighbour:
    """Run the block for the player to your left (`side` "left": the next in turn
    order) or to your right ("right": the previous)."""
    side: str
    body: tuple
    src: str = _src()


@frozen
class Extreme:
    """Run the block for the player with the most (`most`) or the fewest of a count:
    on a tie, for each of them ("all"), for none ("none"), or for the one you choose
    ("choose")."""
    most: bool
    counter: object
    body: tuple
    ties: str = "all"
    src: str = _src()


@frozen
class AnyPlayer:
    """Run the block for a player of your choice: another player, or any player, you
    included (`you`)."""
    you: bool
    body: tuple
    src: str = _src()
