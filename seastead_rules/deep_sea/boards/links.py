"""Features, their spots and the links between them: who completes a link and who is
paid, in which order (rulebook pp. 10-13).

A feature is a place on a zone that holds discs: a Sonar track (its spaces filled left to
right, p. 10), a Conservation site or a Journal site (one disc each, pp. 11-12). A spot is
one space of a feature. A link joins two spots; it is completed the moment its second end
is filled, and each player with a disc at an end gains its reward once (p. 13). Zones,
feature names, kinds and rewards are opaque values the caller interprets.
"""

from __future__ import annotations

from typing import Any

from attrs import frozen

from seastead_rules.errors import ArgumentError, IllegalAction
from seastead_rules.inputs import check_int, check_type

__all__ = ["MAX_PLAYERS", "Feature", "Spot", "Link", "Payout", "Placement", "Sites", "add_zone",
           "feature_index", "next_space", "open_spots", "occupant", "would_complete",
           "place", "completed", "discs_in_ocean", "zones_with_discs", "describe"]

MAX_PLAYERS = 6
"""The most seats a payout order is computed for."""


@frozen(cache_hash=True)
class Feature:
    """A feature of a zone that holds discs: `spaces` of them, filled left to right
    (a Sonar track, p. 10), or one (a Conservation or Journal site, pp. 11-12)."""
    zone: Any
    name: Any
    kind: Any = None
    spaces: int = 1

    def __attrs_post_init__(self):
        check_int(self.spaces, "spaces", 1, 64)


@frozen(cache_hash=True)
class Spot:
    """One space of a feature: `space` 0 is the leftmost (a one-disc site's only one)."""
    zone: Any
    feature: Any
    space: int = 0


@frozen(cache_hash=True)
class Link:
    """A link between two spots and the reward both their occupants gain when it is
    completed (p. 13)."""
    a: Spot
    b: Spot
    reward: Any = ()

    def __attrs_post_init__(self):
        check_type(self.a, Spot, "a", "a Spot")
        check_type(self.b, Spot, "b", "a Spot")
        if self.a == self.b:
            raise ArgumentError(f"a link joins two different spots, not {self.a!r} twice")


@frozen
class Payout:
    """A player gains a completed link's reward; `link` is its index in `Sites.links`."""
    player: int
    reward: Any
    link: int


@frozen
class Placement:
    """What placing a disc did: the spot it filled and the payouts, in order (p. 13)."""
    spot: Spot
    payouts: tuple[Payout, ...] = ()


@frozen
class Sites:
    """Every feature in play, the discs on each (players, left to right) and the links."""
    features: tuple[Feature, ...] = ()
    discs: tuple[tuple[int, ...], ...] = ()
    links: tuple[Link, ...] = ()


def feature_index(sites: Sites, zone, name) -> int:
    """The index of the feature `name` of `zone`; ArgumentError if there is none."""
    for i, f in enumerate(sites.features):
        if f.zone == zone and f.name == name:
            return i
    raise ArgumentError(f"zone {zone!r} has no feature {name!r} in play")


def _spot_index(sites: Sites, spot: Spot) -> int:
    i = feature_index(sites, spot.zone, spot.feature)
    if not 0 <= spot.space < sites.features[i].spaces:
        raise ArgumentError(f"{spot!r} is beyond its feature's {sites.features[i].spaces} "
                            "spaces")
    return i


def add_zone(sites: Sites, features=(), links=()) -> Sites:
    """The sites with a new zone's `features` (empty) and `links` added; a link may join
    any features in play once these are added (ArgumentError otherwise)."""
    features, links = tuple(features), tuple(links)
    for i, f in enumerate(features):
        check_type(f, Feature, f"features[{i}]", "a Feature")
    known = {(f.zone, f.name) for f in sites.features}
    for f in features:
        if (f.zone, f.name) in known:
            raise ArgumentError(f"feature {f.name!r} of zone {f.zone!r} is already in play")
        known.add((f.zone, f.name))
    grown = Sites(sites.features + features, sites.discs + ((),) * len(features),
                  sites.links)
    for i, link in enumerate(links):
        check_type(link, Link, f"links[{i}]", "a Link")
        _spot_index(grown, link.a)
        _spot_index(grown, link.b)
    return Sites(grown.features, grown.discs, sites.links + links)


def next_space(sites: Sites, zone, name) -> Spot | None:
    """The leftmost empty space of a feature, or None when it is full (p. 10)."""
    i = feature_index(sites, zone, name)
    filled = len(sites.discs[i])
    return Spot(zone, name, filled) if filled < sites.features[i].spaces else None


def open_spots(sites: Sites, zone, kind=None) -> tuple:
    """The next empty space of each feature of `zone` (of `kind`, if given) with room."""
    return tuple(Spot(f.zone, f.name, len(d)) for f, d in zip(sites.features, sites.discs)
                 if f.zone == zone and (kind is None or f.kind == kind) and len(d) < f.spaces)


def occupant(sites: Sites, spot: Spot) -> int | None:
    """The player whose disc is on `spot`, or None when it is empty (a marked space's
    rule applies to its occupant, p. 13)."""
    discs = sites.discs[_spot_index(sites, spot)]
    return discs[spot.space] if spot.space < len(discs) else None


def would_complete(sites: Sites, spot: Spot) -> tuple:
    """The links a disc on the empty `spot` would complete: those whose other end is
    already filled (p. 13), by index."""
    return tuple(i for i, link in enumerate(sites.links)
                 if (link.a == spot and occupant(sites, link.b) is not None)
                 or (link.b == spot and occupant(sites, link.a) is not None))


def place(sites: Sites, zone, name, player: int, *, players: int,
          active: int | None = None) -> tuple:
    """(Sites, Placement): a disc of `player` on the leftmost empty space of the feature
    (p. 10); every link this completes pays each end's occupant once (a player at both
    ends gains once), the `active` player (default: `player`) first, then the others
    clockwise (seat numbers rising), each player's links in link order (p. 13).
    IllegalAction when the feature is full."""
    check_int(players, "players", 1, MAX_PLAYERS)
    check_int(player, "player", 0, players - 1)
    active = player if active is None else check_int(active, "active", 0, players - 1)
    spot = next_space(sites, zone, name)
    if spot is None:
        raise IllegalAction(f"feature {name!r} of zone {zone!r} has no empty space")
    links = would_complete(sites, spot)
    i = feature_index(sites, zone, name)
    discs = sites.discs[:i] + (sites.discs[i] + (player,),) + sites.discs[i + 1:]
    after = Sites(sites.features, discs, sites.links)
    paid = []
    for k in links:
        link = sites.links[k]
        for who in sorted({occupant(after, link.a), occupant(after, link.b)}):
            paid.append(Payout(who, link.reward, k))
    paid.sort(key=lambda p: ((p.player - active) % players, p.link))
    return after, Placement(spot, tuple(paid))


def completed(sites: Sites) -> tuple:
    """The indices of the links with both ends filled."""
    return tuple(i for i, link in enumerate(sites.links)
                 if occupant(sites, link.a) is not None
                 and occupant(sites, link.b) is not None)


def discs_in_ocean(sites: Sites, player: int, kind=None) -> int:
    """How many discs `player` has on features (of `kind`, if given): a goal's count of
    Sonar, Conservation or Journal discs in the ocean (p. 15)."""
    return sum(d.count(player) for f, d in zip(sites.features, sites.discs)
               if kind is None or f.kind == kind)


def zones_with_discs(sites: Sites, player: int) -> tuple:
    """The zones where `player` has a disc on a feature, in the order they came into play."""
    found = []
    for f, d in zip(sites.features, sites.discs):
        if player in d and f.zone not in found:
            found.append(f.zone)
    return tuple(found)


def describe(sites: Sites) -> str:
    """Features with their discs ('.' an empty space) and links ('*' completed), as text."""
    lines = []
    for f, d in zip(sites.features, sites.discs):
        spaces = [str(p) for p in d] + ["."] * (f.spaces - len(d))
        lines.append(f"{f.zone}/{f.name} [{f.kind}] " + " ".join(spaces))
    done = set(completed(sites))
    for i, link in enumerate(sites.links):
        mark = "*" if i in done else "-"
        lines.append(f"link {i} {mark} {link.a.zone}/{link.a.feature}:{link.a.space} "
                     f"{link.b.zone}/{link.b.feature}:{link.b.space} {link.reward!r}")
    return "\n".join(lines)
