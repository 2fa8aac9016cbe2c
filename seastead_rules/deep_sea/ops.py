"""The engine's own steps, pushed on the decision stack beside content's effects: the
skeleton of a round (pp. 6-8, 14), the parts of the actions that ask (pp. 9-12) and the
questions of rewards (pp. 6, 13, 14). Plain frozen records of ints, strings and tuples;
a Decision names the one that asked it."""

from __future__ import annotations

from attrs import frozen

__all__ = ["NextRound", "RevealCoop", "Recruit", "Effort", "Reassign", "TurnStart",
           "TurnMenu", "EndTurn", "NextTurn", "EndRound", "FinalScoring", "Tally", "Pay",
           "GainVessel", "Arrive", "Fire", "PlaceImpact", "PickTrack", "PromoteOne",
           "TravelFrom", "TravelTo", "SonarPick", "DivePick", "ConservePick", "JournalPick",
           "DrawPick", "KeepBoard", "PlaceBoard", "PlaceDisc", "Publish", "StockSite",
           "DealSupply"]


@frozen
class NextRound:
    """Begin the next round: co-op's card, then phase 1 player by player (R2, p. 6)."""


@frozen
class RevealCoop:
    """Co-op and solo: turn up the top card of the bonus-goal/setback stack (p. 17)."""


@frozen
class Recruit:
    """Phase 1a: `player` recruits a specialist (p. 7, R3)."""
    player: int


@frozen
class Effort:
    """Phase 1b: `player` gains discs by their Effort level (p. 7)."""
    player: int


@frozen
class Reassign:
    """Phase 1c: `player` reclaims up to `left` more discs from specialists (p. 7)."""
    player: int
    left: int


@frozen
class TurnStart:
    """Phase 2: `player`'s turn begins (p. 8)."""
    player: int


@frozen
class TurnMenu:
    """The turn's menu (p. 8, R1): `stage` "start" (nothing done yet), "tokens" (a
    token spent, no specialist activated), "actions" (activated: `remaining` the
    specialist's actions not yet done; `choice` when one of them is to be chosen)."""
    stage: str
    remaining: tuple = ()
    choice: bool = False


@frozen
class EndTurn:
    """The turn ends: all held tokens but one must be spent first (p. 11, R1)."""


@frozen
class NextTurn:
    """After `player`'s turn: the next player who has not passed, or the round ends."""
    player: int


@frozen
class EndRound:
    """Everyone has passed: the game ends or the Wave moves on (p. 14, R9)."""


@frozen
class FinalScoring:
    """The game's end: final scores (p. 15) and, in co-op, the goals reached (p. 17)."""


@frozen
class Tally:
    """Add up the final scores once the tier-5 Seniors' finals have run (p. 15)."""


@frozen
class Pay:
    """Pay `amount` Research, spending held tokens for their Research if short on the
    payer's own turn (p. 11, ruling 13)."""
    amount: int


@frozen
class GainVessel:
    """A new vessel at the launch zone, with its Arrival bonus (pp. 4, 8)."""


@frozen
class Arrive:
    """A vessel arrives at `zone`: its Arrival bonus and the arrive event (p. 9)."""
    zone: str


@frozen
class Fire:
    """An event happened to ctx's player in `zone`: the hooks in force run (p. 13), with
    `amount` what the event did (its declared amount, game.sea; 0 for none)."""
    event: str
    zone: str = ""
    amount: int = 0


@frozen
class PlaceImpact:
    """Place one Impact marker and gain its hex's reward (p. 14)."""


@frozen
class PickTrack:
    """Advance one of `among` (attributes) `steps` steps: "any" or "lowest" (p. 6)."""
    among: tuple
    steps: int


@frozen
class PromoteOne:
    """Promote one Junior specialist (p. 13)."""


@frozen
class TravelFrom:
    """Travel: choose the vessel (by its zone) that moves (p. 9)."""
    act: object


@frozen
class TravelTo:
    """Travel: choose where the vessel at `origin` goes (p. 9)."""
    act: object
    origin: str


@frozen
class SonarPick:
    """Sonar: choose the track (p. 10)."""
    act: object


@frozen
class DivePick:
    """Dive: choose the dive site (p. 11)."""
    act: object


@frozen
class ConservePick:
    """Conserve: choose the Conservation site (p. 11)."""
    act: object


@frozen
class JournalPick:
    """Journal: choose the Journal site and the journal to publish (p. 12)."""
    act: object


@frozen
class DrawPick:
    """Discover: choose which stacks the two boards come from (p. 10)."""
    ways: tuple


@frozen
class KeepBoard:
    """Discover: keep one of the boards drawn, the other to the bottom (p. 10)."""
    drawn: tuple


@frozen
class PlaceBoard:
    """Discover: place the kept board at a legal spot of its depth (p. 10)."""
    zone: str


@frozen
class PlaceDisc:
    """Put a disc from the Staging Area on a feature and pay its links (pp. 10-13)."""
    zone: str
    feature: str


@frozen
class Publish:
    """Claim `journal`, refill the display, and gain its benefits (p. 12)."""
    journal: str


@frozen
class StockSite:
    """Stock a zone's dive site from the supply (p. 11), in a game set up with explicit
    chance whose supply must be made anew from the discard pile (restock.py)."""
    zone: str


@frozen
class DealSupply:
    """The discard pile shuffled into a new supply, dealt one token at a time as chance
    decisions (explicit chance, restock.py): the tokens dealt so far, top first, then
    `zone`'s dive site stocked."""
    zone: str
    dealt: tuple
