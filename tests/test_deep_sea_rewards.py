"""Rewards and what they set off: links (rulebook p. 13), attribute tracks with their
Impact and Gain Vessel spaces and overflow (p. 8), Research's cap (p. 11), the Impact
board (p. 14) and promotion (p. 13, R7)."""

from __future__ import annotations

import attrs
from deep_sea_fixture import CONTENT
from deep_sea_support import (
    answer,
    at_track,
    new,
    options,
    running,
    seat,
    through_phase_one,
    vessels,
    with_research,
    with_zones,
)

from seastead_rules.deep_sea.boards import hexes, links
from seastead_rules.deep_sea.components import LinkSpec
from seastead_rules.deep_sea.effects import Act, Advance, GainImpact, Promote, Research
from seastead_rules.deep_sea.game import DeepSea
from seastead_rules.deep_sea.state import Tile


def _with_links(zone_links):
    """A game of 3 on the fixture whose Calm Seas has these links instead."""
    zones = tuple(attrs.evolve(z, links=zone_links) if z.name == "Calm Seas" else z
                  for z in CONTENT.zones)
    state = DeepSea(attrs.evolve(CONTENT, zones=zones)).setup(0, 3)
    state = through_phase_one(state)
    return attrs.evolve(state, seats=tuple(attrs.evolve(s, vessels=("Calm Seas",))
                                           for s in state.seats))


def test_a_completed_link_pays_both_owners_the_active_player_first_then_clockwise():
    # p. 13: player 2 holds the site; player 1 completes the link: 1 then 2 choose
    state = _with_links((LinkSpec(("track", 0), ("reef", 0), (Advance("any"),)),))
    state = running(with_research(state, 2, 1), (Act("conserve"),), 2, "Calm Seas")
    state = answer(state, "advance reputation")          # the site's own reward
    state = running(state, (Act("sonar"),), 1)
    state = answer(state, "sonar at Calm Seas: track")
    assert state.decision.player == 1 and state.decision.kind == "track"
    state = answer(state, "advance coordination")
    assert state.decision.player == 2 and state.decision.kind == "track"


def test_a_player_at_both_ends_of_a_link_is_paid_once():
    # p. 13: your own disc at both ends does not pay twice
    state = _with_links((LinkSpec(("track", 0), ("reef", 0), (Research(2),)),))
    state = running(with_research(state, 0, 1), (Act("conserve"),), 0, "Calm Seas")
    state = answer(state, "advance reputation")
    state = running(state, (Act("sonar"),), 0)
    state = answer(state, "sonar at Calm Seas: track")
    assert state.research.values[0] == 0 + 2 + 1          # the link once, the space's 1


def test_several_links_completed_at_once_all_pay():
    # p. 13: multiple links may complete at once
    state = _with_links((LinkSpec(("track", 0), ("reef", 0), (Research(2),)),
                         LinkSpec(("track", 0), ("desk", 0), (Research(3),))))
    sites = state.sites
    sites, _ = links.place(sites, "Calm Seas", "reef", 1, players=3)
    sites, _ = links.place(sites, "Calm Seas", "desk", 2, players=3)
    state = running(attrs.evolve(state, sites=sites), (Act("sonar"),), 0)
    state = answer(state, "sonar at Calm Seas: track")
    assert state.research.values == (2 + 3 + 1, 2, 3)


def test_a_links_reward_may_complete_another_link_in_a_chain():
    # p. 13: the reward is a Sonar here, whose disc completes the next link
    state = _with_links((LinkSpec(("track", 0), ("reef", 0), (Act("sonar", here=True),)),
                         LinkSpec(("track", 1), ("desk", 0), (Research(3),))))
    sites, _ = links.place(state.sites, "Calm Seas", "reef", 1, players=3)
    sites, _ = links.place(sites, "Calm Seas", "desk", 2, players=3)
    state = running(attrs.evolve(state, sites=sites), (Act("sonar"),), 0)
    state = answer(state, "sonar at Calm Seas: track")    # space 1: completes link 1
    state = answer(state, "yes", "sonar at Calm Seas: track")   # its reward: space 2
    # link 2 has paid both its owners; space 2's Discover waits, then space 1's Research
    # and player 1's own Sonar from link 1 follow
    assert state.research.values == (3, 0, 3) and state.decision.kind == "draw"


def test_reaching_the_impact_space_gains_one_impact():
    # p. 8: the Impact symbol near the end of a track
    state = running(at_track(new(), 0, "reputation", 8), (Advance("reputation"),), 0)
    assert state.tracks.positions[0][0] == 9 and state.decision.kind == "impact"


def test_advancing_beyond_the_end_returns_to_the_impact_space_and_gains_it_again():
    # p. 8: retreat to the Impact symbol and gain it again
    state = running(at_track(new(), 0, "reputation", 10), (Advance("reputation"),), 0)
    assert state.tracks.positions[0][0] == 9 and state.decision.kind == "impact"


def test_the_first_time_on_a_gain_vessel_space_launches_a_vessel_with_its_arrival_bonus():
    # p. 8: a new vessel at the launch zone, its Arrival bonus (a disc) gained (p. 9)
    state = at_track(new(), 0, "ingenuity", 2)
    staged = state.seats[0].staging
    state = running(state, (Advance("ingenuity"),), 0)
    assert state.seats[0].vessels == ("The Sea Star", "The Sea Star")
    assert state.seats[0].staging == staged + 1


def test_a_gain_vessel_space_reached_again_gives_nothing():
    # p. 8: only the first time the marker reaches it
    state = at_track(at_track(new(), 0, "ingenuity", 3), 0, "ingenuity", 2)
    state = running(state, (Advance("ingenuity"),), 0)
    assert state.seats[0].vessels == ("The Sea Star",)


def test_no_player_has_more_vessels_than_the_mat_gives():
    # p. 4: three vessels each
    state = vessels(at_track(new(), 0, "ingenuity", 2), 0, "Calm Seas", "Calm Seas",
                    "The Sea Star")
    state = running(state, (Advance("ingenuity"),), 0)
    assert len(state.seats[0].vessels) == 3


def test_research_beyond_twelve_is_lost():
    # p. 11
    state = running(with_research(new(), 0, 11), (Research(3),), 0)
    assert state.research.values[0] == 12


def test_any_attribute_is_the_players_choice():
    # p. 6
    state = running(new(), (Advance("any"),), 0)
    assert options(state) == ("advance reputation", "advance inspiration",
                              "advance coordination", "advance ingenuity")


def test_the_lowest_attribute_is_advanced_the_player_choosing_among_ties():
    # p. 6: your lowest attribute (your choice if tied)
    state = at_track(at_track(new(), 0, "reputation", 2), 0, "inspiration", 1)
    state = running(state, (Advance("lowest"),), 0)
    assert options(state) == ("advance coordination", "advance ingenuity")
    state = at_track(at_track(state, 0, "inspiration", 2), 0, "ingenuity", 2)
    state = running(state, (Advance("lowest"),), 0)     # coordination alone: no question
    assert state.tracks.positions[0] == (2, 2, 1, 2)


def test_impact_goes_at_an_entry_arrow_or_beside_an_occupied_hex():
    # p. 14
    state = running(new(), (GainImpact(1),), 0)
    assert options(state) == ("Impact at 0,0: gain 1 Research", "Impact at 0,1: gain 1 disc")
    state = answer(state, "Impact at 0,0")
    assert state.research.values[0] == 1                 # the hex's reward
    assert hexes.legal_hexes(state.impact) == ((1, 0), (0, 1))


def test_the_infinity_hex_holds_any_number_of_markers():
    # p. 14
    board = hexes.Impact(new().impact.spec, ((), (), (), (), (0,), (), (1, 0, 1)))
    state = running(attrs.evolve(new(), impact=board), (GainImpact(1),), 0)
    assert any(o.startswith("Impact at 3,0") for o in options(state))


def test_impact_with_no_hex_to_take_it_is_lost():
    spec = hexes.ImpactSpec((hexes.Hex((0, 0), (), "blue", entry=True),))
    board = hexes.Impact(spec, ((1,),))
    state = running(attrs.evolve(new(), impact=board), (GainImpact(1),), 0)
    assert state.decision is None and state.impact == board


def test_promotion_flips_a_junior_and_gains_its_senior_gains():
    # p. 13: the Pilot's promotion: 2 Research and an Impact
    state = seat(new(), 0, tiles=(Tile("Team Leader", True), Tile("Pilot")))
    state = running(state, (Promote(1),), 0)
    assert state.seats[0].tiles[1] == Tile("Pilot", senior=True)
    assert state.research.values[0] == 2 and state.decision.kind == "impact"


def test_promoting_a_junior_with_a_disc_discards_the_disc_to_the_supply():
    # p. 13, R7
    state = seat(new(), 0, tiles=(Tile("Team Leader", True), Tile("Reef Diver", disc=True)))
    state = running(state, (Promote(1),), 0)
    assert state.seats[0].tiles[1] == Tile("Reef Diver", senior=True, disc=False)
    assert state.seats[0].lost == 1


def test_a_promotion_with_no_junior_does_nothing():
    # R7
    state = running(new(), (Promote(1),), 0)
    assert state.seats[0] == new().seats[0] and state.decision is None


def test_a_promotion_may_set_off_another_through_the_impact_board():
    # p. 13 and p. 14: the Pilot's Impact onto the promote hex promotes the Surveyor
    board = hexes.Impact(new().impact.spec, ((1,), (1,), (1,), (), (), (), ()))
    state = seat(attrs.evolve(new(), impact=board), 0,
                 tiles=(Tile("Team Leader", True), Tile("Pilot"), Tile("Surveyor")))
    state = running(state, (Promote(1),), 0)
    state = answer(state, "promote Pilot", "Impact at 1,1", "yes")   # the hex: may promote
    assert [t.senior for t in state.seats[0].tiles] == [True, True, True]


def test_with_zones_places_boards_for_tests():
    assert "Zone 1.1" in {p.zone for p in with_zones(new(), ("Zone 1.1", 3, 1)).ocean.zones}


def test_an_action_a_reward_gives_may_be_declined():
    # p. 8, ruling 26: a link's Sonar is offered; declining it costs nothing
    state = _with_links((LinkSpec(("track", 0), ("reef", 0), (Act("sonar", here=True),)),))
    sites, _ = links.place(state.sites, "Calm Seas", "reef", 1, players=3)
    state = running(attrs.evolve(state, sites=sites), (Act("sonar"),), 0)
    state = answer(state, "sonar at Calm Seas: track")
    assert state.decision.kind == "may" and options(state) == ("yes", "no")
    staged = state.seats[0].staging
    state = answer(state, "no")
    assert state.seats[0].staging == staged


def test_a_reward_with_a_cost_is_offered_whole():
    # ruling 26: declining the disc declines what it pays for
    from seastead_rules.deep_sea.effects import DiscardDisc
    from seastead_rules.deep_sea.offers import offered
    (may,) = offered((DiscardDisc(1), Research(5)))
    assert may.body == (DiscardDisc(1), Research(5))
    assert offered((Research(1), GainImpact(1))) == (Research(1), GainImpact(1))


def test_an_action_granted_here_needs_a_vessel_there():
    # ruling 22: the other owner of a link gets no Sonar where they have no vessel
    state = _with_links((LinkSpec(("track", 0), ("reef", 0), (Act("sonar", here=True),)),))
    state = seat(state, 1, vessels=("The Sea Star",))
    sites, _ = links.place(state.sites, "Calm Seas", "reef", 1, players=3)
    state = running(attrs.evolve(state, sites=sites), (Act("sonar"),), 0)
    state = answer(state, "sonar at Calm Seas: track", "no")
    assert state.decision is None or state.decision.player != 1
