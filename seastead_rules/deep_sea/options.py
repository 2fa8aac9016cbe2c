"""What each action may do now (pp. 9-12): where a vessel may travel, which Sonar track,
dive site, Conservation site or Journal site and journal a player may use, what they
can afford, and whether an action can be carried out at all (offered only then)."""

from __future__ import annotations

from .boards import grid, links
from .boards import tracks as trk
from .book import book
from .hooks import permitted, question

__all__ = ["TECHNOLOGY", "technology", "own_turn", "affordable", "action_zones", "travel_moves",
           "sonar_spots", "dive_sites", "conserve_sites", "journal_choices", "can_act",
           "tokens_at"]

TECHNOLOGY = "ingenuity"
"""The track whose lower row is the Technology level (p. 9)."""


def technology(t, player: int, origin: str, act) -> int:
    """The Technology level a Travel from `origin` uses: the track's level, the act's
    bonus (a journal's "+1", p. 12) and the `technology` hooks in force there (p. 13)."""
    base = trk.level(t.tracks, player, TECHNOLOGY) + act.technology
    return question(t, "technology", player, origin, base)


def own_turn(t, player: int) -> bool:
    """Whether it is `player`'s own turn of phase 2, the only time their dive tokens may
    be spent (p. 11, ruling 13)."""
    return t.phase == "activate" and t.current == player


def affordable(t, player: int) -> int:
    """The most Research `player` can pay now: the track, and on their own turn of phase
    2 every held token's value too (a token's Research may be spent at any moment of
    that turn, p. 11, ruling 13)."""
    research = t.research.values[player]
    if not own_turn(t, player):
        return research
    tokens = book(t.content).tokens
    return research + sum(tokens[k].research for k in t.seats[player].tokens)


def action_zones(t, player: int, act, ctx) -> tuple:
    """The zones the action may use: where the player has a vessel (p. 8); with `here`,
    only the zone of the feature that grants it, and only with a vessel there."""
    vessels = t.seats[player].vessels
    if act.here:            # the zone of the feature granting it, with a vessel (ruling 22)
        return (ctx.zone,) if ctx.zone in vessels else ()
    return tuple(dict.fromkeys(vessels))


def travel_moves(t, player: int, act, ctx) -> tuple:
    """(origin, destinations) for each zone with a vessel that can move (p. 9, R4)."""
    found = []
    for origin in action_zones(t, player, act, ctx):
        if origin not in t.seats[player].vessels:
            continue
        level = technology(t, player, origin, act)
        deeper = permitted(t, "through-deeper", player, origin)
        ends = grid.reachable(t.ocean, origin, level, through_deeper=deeper)
        if ends:
            found.append((origin, ends))
    return tuple(found)


def sonar_spots(t, player: int, act, ctx) -> tuple:
    """(zone, track, space) for the leftmost empty space of each Sonar track in the
    action's zones; none without a disc in the Staging Area (p. 10, R8)."""
    if t.seats[player].staging < 1:
        return ()
    zones = action_zones(t, player, act, ctx)
    return tuple((s.zone, s.feature, s.space) for z in zones
                 for s in links.open_spots(t.sites, z, "sonar"))


def tokens_at(t, zone: str) -> tuple:
    """The face-down tokens on `zone`'s dive site (top first)."""
    for where, tokens in t.dives:
        if where == zone:
            return tokens
    return ()


def dive_sites(t, player: int, act, ctx) -> tuple:
    """The action's zones whose dive site has a token left (p. 11)."""
    return tuple(z for z in action_zones(t, player, act, ctx) if tokens_at(t, z))


def _conserve_zones(t, player: int, act, ctx) -> tuple:
    if act.same_depth:      # at a site at the depth of one of your vessels (p. 12)
        depths = {grid.depth_of(t.ocean, v) for v in t.seats[player].vessels}
        return tuple(p.zone for p in t.ocean.zones if p.depth in depths)
    return action_zones(t, player, act, ctx)


def conserve_sites(t, player: int, act, ctx) -> tuple:
    """(zone, site, cost) for each empty Conservation site the player may use and pay for
    (p. 11): the printed cost, the hooks in force, the act's discount, at least 0."""
    if t.seats[player].staging < 1:
        return ()
    b, purse, found = book(t.content), affordable(t, player), []
    for zone in _conserve_zones(t, player, act, ctx):
        for spot in links.open_spots(t.sites, zone, "conservation"):
            site = b.sites[(zone, spot.feature)]
            cost = question(t, "conserve-cost", player, zone, site.cost) - act.discount
            cost = max(0, cost)
            if cost <= purse:
                found.append((zone, site.name, cost))
    return tuple(found)


def journal_choices(t, player: int, act, ctx) -> tuple:
    """(zone, site, journal, cost) for each empty Journal site in the action's zones and
    each journal of the display featuring its Field symbol that the player can pay for
    (p. 12)."""
    if t.seats[player].staging < 1:
        return ()
    b, purse, found = book(t.content), affordable(t, player), []
    for zone in action_zones(t, player, act, ctx):
        for spot in links.open_spots(t.sites, zone, "journal"):
            site = b.sites[(zone, spot.feature)]
            for name in t.display:
                journal = b.journals[name]
                if site.field in journal.fields and journal.cost <= purse:
                    found.append((zone, site.name, name, journal.cost))
    return tuple(found)


_CHOICES = {"travel": travel_moves, "sonar": sonar_spots, "dive": dive_sites,
            "conserve": conserve_sites, "journal": journal_choices}


def can_act(t, act, ctx) -> bool:
    """Whether ctx's player can carry out the action `act` (an effects.Act) now."""
    return bool(_CHOICES[act.action](t, ctx.player, act, ctx))
