"""A small but whole Deep Sea content built from the component records directly, for
the engine's tests: every kind of component, a reward of every symbol, zones at every
depth with tracks, sites, links, dive sites and special rules, journals with every kind
of benefit, tokens with effects, a scenario with an Impact board and goals, bonus goals
and setbacks. Its numbers are the tests' own, not the game's."""

from __future__ import annotations

from seastead_rules.deep_sea.boards.hexes import Hex, ImpactSpec
from seastead_rules.deep_sea.boards.tracks import TrackSpec, TracksSpec
from seastead_rules.deep_sea.components import (
    Content,
    DiveToken,
    Goal,
    Journal,
    LinkSpec,
    Mat,
    Scenario,
    Setback,
    Side,
    Site,
    SonarTrack,
    Specialist,
    Zone,
)
from seastead_rules.deep_sea.effects import (
    Act,
    Advance,
    DiscardDisc,
    Discover,
    GainDisc,
    GainImpact,
    Promote,
    Research,
    Surface,
)
from seastead_rules.kernel.rules.conditions import Counter, Num
from seastead_rules.kernel.rules.effects import Choose, May, Score
from seastead_rules.kernel.rules.forms import Modify, When

ALL = ("travel", "sonar", "dive", "conserve", "journal")


def mat() -> Mat:
    """Tracks of 11 positions, the Impact space at 9, Gain Vessel at 3 and 6."""
    tracks = (
        TrackSpec("reputation", (1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 5), impact=9),
        TrackSpec("inspiration", (2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5), impact=9),
        TrackSpec("coordination", (1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4), impact=9),
        TrackSpec("ingenuity", (1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 5), impact=9, vessels=(3, 6)),
    )
    return Mat(TracksSpec(tracks, ((2, 1), (4, 3), (6, 6), (8, 10))))


def _specialist(name, tier, count, junior, senior, choice=False, recruit=(), promote=(),
                final=()):
    return Specialist(name, tier, count, Side(name, junior, choice),
                      Side(name + " Senior", senior), recruit, promote, final)


def specialists() -> tuple:
    """The Team Leader, three kinds a tier for tiers 1-4, ten tier-5s."""
    leader = Specialist("Team Leader", 0, 1, Side("Team Leader", ALL, True),
                        Side("Team Leader", ALL, True), leader=True)
    found = [leader]
    kinds = {1: (("Pilot", ("travel",)), ("Reef Diver", ("dive",)), ("Surveyor", ("sonar",))),
             2: (("Navigator", ("travel", "sonar")), ("Ecologist", ("travel", "conserve")),
                 ("Field Researcher", ("sonar", "journal"))),
             3: (("Oceanographer", ("sonar", "dive")), ("Conservationist", ("conserve",)),
                 ("Archivist", ("journal",))),
             4: (("Expedition Chief", ("travel", "sonar", "dive")),
                 ("Curator", ("conserve", "journal")), ("Engineer", ("travel", "dive")))}
    gains = ("reputation", "inspiration", "coordination", "ingenuity")
    for tier, group in kinds.items():
        for i, (name, actions) in enumerate(group):
            found.append(_specialist(
                name, tier, 6 - tier, actions, actions + ("dive",),
                choice=(name == "Ecologist"),
                recruit=(Advance(gains[(tier + i) % 4]),),
                promote=(Advance("any"),) if i % 2 else (Research(2), GainImpact(1))))
    for k in range(10):
        found.append(_specialist(
            f"Luminary {k + 1}", 5, 1, ALL[k % 5:k % 5 + 1], ALL[k % 5:] or ALL,
            recruit=(Advance("lowest"),), promote=(GainImpact(1),),
            final=(Score(Num(1, Counter("you", "zones"))),)))
    return tuple(found)


def _zone(name, depth, k, mission=False, rules=(), marked=()):
    low = min(depth + 1, 5)
    track = SonarTrack("track", ((Research(1),), (Discover(depth, low),),
                                 (GainImpact(1),), (Discover(low, 5),)))
    sites = (Site("reef", "conservation", cost=1 + k % 3,
                  reward=(GainImpact(1),) if k % 2 else (Advance("lowest"),), marked=marked),
             Site("desk", "journal", field=("biology", "geology", "chemistry")[k % 3]))
    tracks = (track,)
    if k % 3 == 0:
        tracks += (SonarTrack("side", ((Act("sonar", here=True),), (Discover(1, 2),))),)
    links = (LinkSpec(("track", 0), ("reef", 0), (Research(2),)),
             LinkSpec(("desk", 0), ("track", 1), (GainDisc(1),)))
    arrival = ((GainDisc(1),), (Advance("research", 2),), (Advance("any"),))[k % 3]
    return Zone(name, depth, mission, arrival=arrival, discovery=(Research(1),),
                tracks=tracks, dive=3 if k % 2 == 0 else 0, sites=sites, links=links,
                rules=rules)


def zones() -> tuple:
    """The Sea Star and Calm Seas (start), six boards at depths 1-3, four at 4-5, one
    mission board of the scenario and one of another."""
    found = [Zone("The Sea Star", 1, arrival=(GainDisc(1),),
                  tracks=(SonarTrack("track", ((Research(1),), (Discover(1, 2),),
                                               (Discover(2, 3),))),),
                  dive=4, sites=(Site("desk", "journal", field="biology"),
                                 Site("lab", "journal", field="geology"))),
             _zone("Calm Seas", 1, 0)]
    for depth in range(1, 6):
        for k in range(6 if depth <= 3 else 4):
            rules = ()
            marked = ()
            if k == 1:
                rules = (Modify("technology", 1),)
            elif k == 2:
                rules = (When("you", "dive", None, (GainImpact(1),)),)
            elif k == 3:
                marked = (When("you", "conserve", None, (Research(3),)),)
            found.append(_zone(f"Zone {depth}.{k + 1}", depth, k + depth, rules=rules,
                               marked=marked))
    found.append(_zone("Sunken Ruins", 2, 1, mission=True))
    found.append(_zone("Lost Wreck", 3, 2, mission=True))
    return tuple(found)


def journals() -> tuple:
    """Eight anchors and twelve journals of three fields."""
    fields = ("biology", "geology", "chemistry")
    found = []
    for k in range(8):
        found.append(Journal(f"Anchor {k + 1}", (fields[k % 3], fields[(k + 1) % 3]),
                             cost=k % 3, you=(Promote(1),), others=(Research(1),),
                             points=k % 2, anchor=True))
    benefits = ((Advance("any"),), (May((GainImpact(1),)),),
                (Choose(((Research(2),), (GainDisc(1),))),), (Promote(1), Research(1)))
    actions = ((Act("dive", extra=True),), (Act("travel", technology=1),),
               (Act("conserve", same_depth=True),), ())
    for k in range(12):
        found.append(Journal(f"Journal {k + 1}", (fields[k % 3],), cost=1 + k % 4,
                             you=benefits[k % 4], others=(Advance("research"),) if k % 2
                             else (), points=k % 5, action=actions[k % 4]))
    return tuple(found)


def tokens() -> tuple:
    """Four kinds of dive token."""
    return (DiveToken("Research Cache", 2, 10),
            DiveToken("Current", 1, 6, (Act("conserve", discount=1),)),
            DiveToken("Drift", 3, 6, (Act("travel"),)),
            DiveToken("Deep Sample", 0, 4, (DiscardDisc(1), Research(5))))


def scenario() -> Scenario:
    """Five columns; The Sea Star and Calm Seas at the surface; an Impact board of
    seven hexes with two entry arrows and an ∞ hex; three goals."""
    hexes = (Hex((0, 0), (Research(1),), "blue", entry=True),
             Hex((1, 0), (Advance("any"),), "green"),
             Hex((0, 1), (GainDisc(1),), "blue", entry=True),
             Hex((1, 1), (Promote(1),), "green"),
             Hex((2, 0), (Research(2),), "gold"),
             Hex((2, 1), (), "gold"),
             Hex((3, 0), (), "gold", infinite=True))
    goals = (Goal("Sonar", "sonar-discs", 1, 5, 3, (3, 6, 8, 10)),
             Goal("Conservation", "conservation-discs", 1, 5, 3, (2, 4, 6, 8)),
             Goal("Journals", "journal-discs", 1, 4, 2, (2, 4, 6, 8)))
    return Scenario("The Call of the Ocean", columns=(0, 1, 2, 3, 4),
                    start=(("The Sea Star", 2, 1), ("Calm Seas", 1, 1)),
                    launch="The Sea Star",
                    impact=ImpactSpec(hexes, (("blue", 1), ("green", 2), ("gold", 3))),
                    goals=goals, missions=("Sunken Ruins",), coop_points=(8, 16, 24, 30))


def content() -> Content:
    """The whole fixture content."""
    bonus = tuple(Goal(f"Bonus {k + 1}", thing, coop=(2, 3, 4, 5), bonus=True)
                  for k, thing in enumerate(("juniors", "journals", "impact", "seniors",
                                             "zones", "vessels")))
    setbacks = (Setback("Volcanic Activity", (Surface(2),)),
                Setback("Storm", (DiscardDisc(1),)),
                Setback("Fog", (DiscardDisc(2),)),
                Setback("Cold Snap", (Surface(1),)),
                Setback("Calm", ()))
    return Content(specialists(), zones(), journals(), tokens(), (scenario(),), bonus,
                   setbacks, mat())


CONTENT = content()
"""The fixture, built once."""
