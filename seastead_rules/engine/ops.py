"""Internal op records: the steps of the game's skeleton (turns, dives, builds,
bonuses, windows) and the continuations of effects waiting for an answer.

Like content effects they are frozen data, so a state in the middle of any step
serialises and resumes."""

from __future__ import annotations

from attrs import frozen

from ..kernel.rules.construct import constructor

__all__ = [
    "TurnOp", "EndTurn", "DoDive", "TakeHalf", "PickResources", "SpendResources",
    "GiveResources", "TakeOver", "DiscardOp", "PayBuild", "Window", "ReactWindow", "RowBonus",
    "ColumnBonus", "OwnerBonus", "ShipLeaves", "ShipPlacement", "Rearrange", "MoveTo",
    "WhenHooks", "Heard", "GameOver", "OpenDone", "PutInOrder", "FollowHalf",
    "BossHalf", "BossReceives", "DisplayDiscard", "SoloStart", "new_take_half", "new_pick",
    "new_follow_half", "new_ship_placement", "new_boss_half",
]


@frozen
class TurnOp:
    """The start of a player's turn: dive or build, or first a specialist (p. 8). After a
    build specialist used first, `building`: the turn must be a build. `stage`: the
    round-start (1) and turn-start (2) hooks have run; `extra`: an extra turn."""
    building: bool = False
    stage: int = 0
    extra: bool = False


@frozen
class EndTurn:
    """The end of a turn: end triggers, then the next player or round. Rulebook p. 11.
    `stage` 1: the turn-end hooks have run; 2: the round-end hooks too. `discarded`: the
    player has discarded to the resource limit this turn end, which is checked once (the
    hooks a discard sets off may take again; what they take stays till the next turn's
    end, so no chain of discards and takes goes on without end)."""
    stage: int = 0
    discarded: bool = False


@frozen
class DoDive:
    """A dive: reveal the top card and choose which half faces you. Rulebook p. 6."""


@frozen(weakref_slot=False)   # made often: a fast constructor at the end
class TakeHalf:
    """One player taking one half of the revealed dive card; `then` is the other half."""
    card: str
    half: int
    player: int
    arrow: bool = True
    exclude: tuple = ()
    then: object = None

    def excluding(self, chosen: tuple) -> "TakeHalf":
        """The same half, told the types taken from the other half first."""
        return new_take_half(self.card, self.half, self.player, self.arrow, chosen, self.then)


@frozen(weakref_slot=False)   # made often: a fast constructor at the end
class PickResources:
    """Taking `remaining` resources one choice at a time from `allowed` types.

    `distinct` forbids repeating a type; `chosen` lists those already taken;
    `then` runs afterwards (it learns `chosen` when it is a TakeHalf)."""
    remaining: int
    allowed: tuple
    distinct: bool = False
    identical: int = 0           # >0: one choice, this many of it
    chosen: tuple = ()
    then: object = None
    src: str = ""


@frozen
class SpendResources:
    """Spending `remaining` resources of the player's choice among `allowed` types."""
    remaining: int
    allowed: tuple
    src: str = ""


@frozen
class GiveResources:
    """Giving `remaining` resources of the player's choice among `allowed` types to the
    opponent, one at a time."""
    remaining: int
    allowed: tuple
    src: str = ""


@frozen
class TakeOver:
    """Taking `remaining` tokens from player `source` (the context's player takes), one
    choice at a time among `allowed` types (-1: cleanup tokens). engine/takes.py."""
    source: int
    remaining: int
    allowed: tuple
    src: str = ""


@frozen
class DiscardOp:
    """Discarding one at a time until the player holds at most `limit`."""
    limit: int
    src: str = ""


@frozen
class PayBuild:
    """A chosen build waiting to be placed and paid, after its before-build window; an
    `adjust build-cost` in that window changes `cost`. engine/build_steps.py."""
    player: int
    kind: int
    index: int
    cost: int
    using: tuple = ()


@frozen
class Window:
    """The moment to exhaust specialists on your own dive or build. Rulebook p. 8."""
    kind: str


@frozen
class ReactWindow:
    """The moment for the opponent of the player an event concerns (`actor`; -1: the
    player whose turn it is) to exhaust a reacting specialist (Investor, Agent). p. 8."""
    event: str
    flotilla: int = -1
    actor: int = -1
    bound: tuple = ()


@frozen
class RowBonus:
    """Checks for a completed row after a build. Rulebook p. 8-9."""
    kind: int


@frozen
class ColumnBonus:
    """Checks for a completed column after a build. Rulebook p. 10."""


@frozen
class OwnerBonus:
    """The ship owner's bonus for a build at `index`. Rulebook p. 9."""
    index: int


@frozen
class ShipLeaves:
    """After a build or a move onto a ship's location, the ship is placed anew. Rulebook p. 9."""
    index: int


@frozen(weakref_slot=False)   # made often: a fast constructor at the end
class ShipPlacement:
    """A ship of `owner` (from the reserve when `origin` is -1) goes to the cheapest
    empty location of a flotilla of the owner's choice. Rulebook p. 9."""
    owner: int
    origin: int = -1
    src: str = ""


@frozen
class Rearrange:
    """The shipyard row bonus: moving ships one at a time; `moved` ships are done."""
    moved: tuple = ()
    src: str = ""


@frozen
class MoveTo:
    """Moving the building at `origin`: choose where it goes."""
    origin: int
    src: str = ""


@frozen
class WhenHooks:
    """Runs the `when` hooks in force for an event about `actor` (-1: the player of the
    frame), with what it did (`bound`: amount, token types). engine/events.py."""
    event: str
    flotilla: int = -1
    kind: int = -1
    actor: int = -1
    bound: tuple = ()


@frozen
class Heard:
    """Closes a hook's block: while it is on the stack, that hook hears no event (a hook
    never sets itself off). `rule` names the card and the rule's place on it."""
    rule: tuple


@frozen
class OpenDone:
    """The end of a reveal or look: cards still in the open go back on top. piles.py.
    `stashed`: it ran inside another pile's block, whose open cards were set aside
    (`State.outer_open`) and come back into the open now."""
    stashed: bool = False


@frozen
class PutInOrder:
    """Putting the cards in the open on a place in an order the player names, nearest
    the top first; `chosen` are named already."""
    place: str
    chosen: tuple = ()
    src: str = ""


@frozen
class GameOver:
    """The game ends (after its game-end hooks): nothing more is played. Rulebook p. 12."""
    why: str = ""
    src: str = ""


@frozen(weakref_slot=False)   # made often: a fast constructor at the end
class FollowHalf:
    """After a dive half is taken: its conditional arrows, then the other half, which
    learns the types chosen (`exclude`)."""
    arrows: tuple
    then: object = None
    exclude: tuple = ()

    def excluding(self, chosen: tuple) -> "FollowHalf":
        """The same step, told the types just taken."""
        return new_follow_half(self.arrows, self.then, chosen)


# ---- solo mode (engine/solo.py; rulebook pp. 14-15) ----------------------------------

@frozen
class SoloStart:
    """Solo setup: the player turns the starting card as they wish, takes their half and
    one more resource of their choice; the other half is the Boss's. Rulebook p. 14."""
    card: str


@frozen(weakref_slot=False)   # made often: a fast constructor at the end
class BossHalf:
    """The Boss's half of a dive card: its resources go onto the board. p. 14."""
    card: str
    half: int
    exclude: tuple = ()

    def excluding(self, chosen: tuple) -> "BossHalf":
        """The same half, told the types the player took first."""
        return new_boss_half(self.card, self.half, chosen)


@frozen
class BossReceives:
    """Boss resources arriving one at a time; `tagged` at setup (cheapest tagged location)."""
    resources: tuple
    tagged: bool = False
    src: str = ""


@frozen
class DisplayDiscard:
    """Solo: after taking a card or tile, one of the rest of that display is discarded. p. 14."""
    display: str


# The ops made on every dive, pick and ship placement, by fast constructors
# (construct.py): called as the classes are, giving equal records, a few times faster.
new_take_half, new_pick, new_follow_half, new_ship_placement, new_boss_half = map(
    constructor, (TakeHalf, PickResources, FollowHalf, ShipPlacement, BossHalf))
