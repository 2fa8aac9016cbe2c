"""The effect records of Endeavor: Deep Sea's content: the rewards and actions printed
on its specialists, zones, journals, dive tokens, Impact hexes and setbacks (rulebook
p. 6, "reward symbols"; pp. 9-13, the actions). The core flow records (`may`, `choose`,
`repeat`, `if`, `each opponent`, `score`, ...) are the kernel's
(`seastead_rules.kernel.rules.effects`); these are the game's own.

Each record carries `src` ("path:line"), excluded from equality, so the log can name the
content line that caused a change."""

from __future__ import annotations

import attrs
from attrs import frozen

__all__ = ["ATTRIBUTES", "TRACK_CHOICES", "ACTIONS", "COUNTS", "AMOUNT", "Advance", "Research",
           "SpendResearch", "GainImpact", "GainDisc", "DiscardDisc", "Promote", "Discover",
           "Act", "Surface", "ZoneDepth", "OceanFull"]

ATTRIBUTES = ("reputation", "inspiration", "coordination", "ingenuity")
"""The four attribute tracks, in the mat's order (p. 2)."""

TRACK_CHOICES = ATTRIBUTES + ("any", "lowest", "research")
"""What `advance` may name: an attribute, one of the player's choice, the lowest (the
player's choice on a tie), or the Research track (p. 6)."""

ACTIONS = ("travel", "sonar", "dive", "conserve", "journal")
"""The five actions (pp. 9-12)."""

COUNTS = {
    "sonar-discs": "your discs on Sonar tracks",
    "conservation-discs": "your discs on Conservation sites",
    "journal-discs": "your discs on Journal sites",
    "discs": "your discs in the ocean (on any site or track)",
    "zones": "the zones where you have a disc or a vessel",
    "vessels": "your vessels in play",
    "deep-vessels": "your vessels at depth 4 or 5",
    "juniors": "your Junior specialists",
    "seniors": "your Senior specialists (the Team Leader included)",
    "journals": "the journals you have published",
    "impact": "your markers on the Impact board",
    "research": "your Research",
    "staging": "the discs in your Staging Area",
    "round": "the round being played",
}
"""The counts content may read (`score 1 per zones`, goals, conditions), each what it
counts for the player it is read for. The engine computes them from the state."""

AMOUNT = "amount"
"""What a `when` rule reads for what its event did (the event's declared amount,
content/deep_sea/game.sea), beside COUNTS."""


def _src():
    return attrs.field(default="", eq=False, repr=False)


@frozen
class Advance:
    """Advance a track `steps` steps: an attribute, `any` (the player's choice), `lowest`
    (the lowest attribute, the player's choice on a tie) or `research` (p. 6)."""
    track: str
    steps: int = 1
    src: str = _src()


@frozen
class Research:
    """Gain Research; beyond the track's end (12) it is lost (pp. 6, 11)."""
    amount: int
    src: str = _src()


@frozen
class SpendResearch:
    """Spend Research (from the track or dive tokens' values); not offered when the
    player cannot pay (p. 6)."""
    amount: int
    src: str = _src()


@frozen
class GainImpact:
    """Place `count` markers on the Impact board, one at a time, each gaining its hex's
    reward (p. 14)."""
    count: int = 1
    src: str = _src()


@frozen
class GainDisc:
    """Move discs from the supply to the Staging Area (p. 6)."""
    count: int = 1
    src: str = _src()


@frozen
class DiscardDisc:
    """Move discs from the Staging Area to the supply (p. 6)."""
    count: int = 1
    src: str = _src()


@frozen
class Promote:
    """Flip one of your Junior specialists to its Senior side and gain its promotion
    gains (p. 13)."""
    count: int = 1
    src: str = _src()


@frozen
class Discover:
    """A Sonar track space's Discover: draw two ocean boards from depths `low` to `high`,
    keep one and place it, the other to the bottom of its stack (p. 10)."""
    low: int
    high: int
    src: str = _src()


@frozen
class Act:
    """Perform an action (one of ACTIONS) as a specialist's action does, with the
    printed modifiers: `here` (only in the zone of the feature or effect that grants
    it), `technology` (Travel as if the Technology level were that much higher, p. 12),
    `discount` (Conserve's Research cost that much lower, at least 0, p. 11),
    `same_depth` (Conserve at a site where you have a vessel at the same depth, p. 12),
    `extra` (Dive and take one more token from that site, p. 12)."""
    action: str
    here: bool = False
    technology: int = 0
    discount: int = 0
    same_depth: bool = False
    extra: bool = False
    src: str = _src()


@frozen
class Surface:
    """Every vessel of the player moves `steps` zones toward the surface, as far as it
    can (the Volcanic Activity setback, p. 17)."""
    steps: int
    src: str = _src()


@frozen
class ZoneDepth:
    """A value: the depth of the zone the rule is read in (`depth here`; 0 outside one)."""
    src: str = _src()


@frozen
class OceanFull:
    """A condition: no board can be placed anywhere in the play area (p. 10)."""
    src: str = _src()
