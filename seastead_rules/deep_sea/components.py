"""The component records of Endeavor: Deep Sea, what its `.sea` content compiles to:
specialists, ocean boards (zones), journals, dive tokens, scenarios with their Impact
board and goals, bonus goals and setbacks, and the player mat's tracks (rulebook pp. 2-3).

Effects (`gains`, `reward`, `effect`, ...) are tuples of effect records: the kernel's
core flow records and the game's own (`deep_sea.effects`). Rules printed on a zone (its
special features, p. 13) are the kernel's rule forms (`when`, `modify`, `permit`,
`instead of`), read with `here` meaning that zone. Every record carries `src`
("path:line"), excluded from equality."""

from __future__ import annotations

import attrs
from attrs import frozen

from .boards.hexes import ImpactSpec
from .boards.tracks import TracksSpec

__all__ = ["Side", "Specialist", "SonarTrack", "Site", "LinkSpec", "Zone", "Journal",
           "DiveToken", "Goal", "Setback", "Scenario", "Mat", "Content"]


def _src():
    return attrs.field(default="", eq=False, repr=False)


@frozen
class Side:
    """One face of a specialist: its name, its actions (from effects.ACTIONS), and
    whether the player chooses one of them (`/` printed between them) or may do any or
    all in any order (p. 8)."""
    name: str
    actions: tuple
    choice: bool = False


@frozen
class Specialist:
    """A specialist tile: its tier (1-5; the Team Leader's is 0), how many copies the
    tray holds, its Junior and Senior sides, the gains on recruiting (the Junior's
    immediate gains, p. 7) and on promotion (the Senior's, p. 13), and a tier-5
    Senior's final scoring (p. 15). The Team Leader starts on its Senior side (p. 3)."""
    name: str
    tier: int
    count: int
    junior: Side
    senior: Side
    recruit: tuple = ()
    promote: tuple = ()
    final: tuple = ()
    leader: bool = False
    src: str = _src()


@frozen
class SonarTrack:
    """A Sonar track: the reward of each space, left to right (p. 10)."""
    name: str
    spaces: tuple            # a tuple of effect tuples, one per space
    src: str = _src()


@frozen
class Site:
    """A Conservation site (`kind` "conservation": its Research cost and reward, p. 11)
    or a Journal site (`kind` "journal": its Field symbol, p. 12). `marked` are the
    rules that apply to the player whose disc occupies it (a yellow ring, p. 13)."""
    name: str
    kind: str
    cost: int = 0
    reward: tuple = ()
    field: str = ""
    marked: tuple = ()
    src: str = _src()


@frozen
class LinkSpec:
    """A link printed between two features of a zone: each end (feature name, space;
    space 0 for a site) and the reward both occupants gain when it completes (p. 13)."""
    a: tuple
    b: tuple
    reward: tuple
    src: str = _src()


@frozen
class Zone:
    """An ocean board: its depth (1-5), whether it belongs to a mission (the symbol by
    its name, p. 4), its Arrival bonus (p. 9) and Discovery bonus (p. 10), its Sonar
    tracks, the Dive tokens its Dive site starts with (0: no Dive site, p. 11), its
    Conservation and Journal sites, its links, and its special rules (p. 13)."""
    name: str
    depth: int
    mission: bool = False
    arrival: tuple = ()
    discovery: tuple = ()
    tracks: tuple = ()
    dive: int = 0
    sites: tuple = ()
    links: tuple = ()
    rules: tuple = ()
    src: str = _src()


@frozen
class Journal:
    """A journal: its Field symbols and Research cost, what the publisher gains (`you`),
    what every other player gains (`others`), its end-game points, and the action its
    activation circle offers (empty: none); anchor journals start the display (p. 12)."""
    name: str
    fields: tuple
    cost: int
    you: tuple = ()
    others: tuple = ()
    points: int = 0
    action: tuple = ()
    anchor: bool = False
    src: str = _src()


@frozen
class DiveToken:
    """A kind of Dive token: its Research value, how many are in the game, and its
    effect (empty: Research only). Spent for one or the other (p. 11)."""
    name: str
    research: int
    count: int
    effect: tuple = ()
    src: str = _src()


@frozen
class Goal:
    """A scoring goal: what it counts (a name of effects.COUNTS), the points per count,
    the leader bonuses for first and second place (p. 15), and the Co-op threshold for
    1, 2, 3 and 4 players (p. 16). A bonus goal (co-op and solo) has no leader bonus."""
    name: str
    counts: str
    per: int = 1
    first: int = 0
    second: int = 0
    coop: tuple = ()
    bonus: bool = False
    src: str = _src()


@frozen
class Setback:
    """A setback (co-op and solo): its effect, applied to every player when drawn (p. 17)."""
    name: str
    effect: tuple
    src: str = _src()


@frozen
class Scenario:
    """A scenario sheet (p. 3): the play area (the columns depth-1 zones may open, the
    deepest row), the zones it starts with as (zone, column, depth), the launch zone, the
    mission boards it includes, its Impact board (hex rewards are effect tuples), its
    goals, the Co-op points threshold for 1-4 players, and its special rules."""
    name: str
    columns: tuple
    start: tuple
    launch: str
    impact: ImpactSpec
    goals: tuple
    max_depth: int = 5
    missions: tuple = ()
    coop_points: tuple = ()
    rules: tuple = ()
    src: str = _src()


@frozen
class Mat:
    """The player mat: the attribute tracks with their levels, Impact and Gain Vessel
    spaces and scoring brackets (a boards.tracks.TracksSpec), the Research track's cap,
    the discs, markers and vessels each player has, and the discs on the Team Leader and
    in the Staging Area at the start (p. 4)."""
    tracks: TracksSpec
    research_cap: int = 12
    discs: int = 30
    markers: int = 20
    vessels: int = 3
    src: str = _src()


@frozen
class Content:
    """Everything a game of Deep Sea is played with, compiled from its `.sea` files."""
    specialists: tuple
    zones: tuple
    journals: tuple
    tokens: tuple
    scenarios: tuple
    bonus_goals: tuple
    setbacks: tuple
    mat: Mat
    changes: str = attrs.field(default="", eq=False, repr=False)
    """The .sea source of changed components this content was made with (`with_changes`;
    empty for a folder's own), kept so a save names them."""
    ranges: dict = attrs.field(factory=dict, eq=False, repr=False)
    """{question: (lowest, highest answer)} as the folder's declaration gives them; an
    answer is kept within its range."""
