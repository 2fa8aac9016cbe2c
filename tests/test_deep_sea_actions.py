"""Travel (rulebook p. 9, R4), Dive (p. 11), Conserve (p. 11) and Journal (p. 12), with
the modifiers journals, tokens and zones put on them (pp. 12-13)."""

from __future__ import annotations

import attrs
from deep_sea_support import (
    answer,
    at_track,
    new,
    running,
    seat,
    through_phase_one,
    vessels,
    with_research,
    with_zones,
)

from seastead_rules.deep_sea.effects import Act
from seastead_rules.deep_sea.hooks import hooks
from seastead_rules.deep_sea.options import conserve_sites, journal_choices, travel_moves
from seastead_rules.deep_sea.state import Ctx

# Sea Star (2,1), Calm Seas (1,1); Zone 1.1 (3,1), Zone 1.5 (4,1); Zone 2.6 (2,2),
# Zone 2.2 (1,2, technology +1 when leaving), Zone 3.1 (2,3)
BASE = with_zones(through_phase_one(new(2, seed=0)), ("Zone 1.1", 3, 1),
                  ("Zone 1.5", 4, 1), ("Zone 2.6", 2, 2), ("Zone 2.2", 1, 2),
                  ("Zone 3.1", 2, 3))
CTX = Ctx(0)


TRAVEL = Act("travel")


def _ends(state, act=TRAVEL):
    return dict(travel_moves(state, 0, act, CTX))


def test_travel_goes_at_most_as_far_as_the_technology_level():
    # p. 9: level 1: one zone away, at depth 1
    assert _ends(BASE) == {"The Sea Star": ("Calm Seas", "Zone 1.1")}


def test_travel_goes_at_most_as_deep_as_the_technology_level():
    # p. 9: level 2: two zones away, down to depth 2, never depth 3
    ends = _ends(at_track(BASE, 0, "ingenuity", 2))["The Sea Star"]
    assert set(ends) == {"Calm Seas", "Zone 1.1", "Zone 1.5", "Zone 2.6", "Zone 2.2"}


def test_a_vessel_may_not_end_where_it_started():
    # R4
    for ends in _ends(at_track(BASE, 0, "ingenuity", 6)).values():
        assert "The Sea Star" not in ends


def test_leaving_a_zone_whose_rule_raises_technology_goes_further():
    # p. 13: "when you travel away from this zone" (Zone 2.2: technology +1)
    from_plain = _ends(vessels(BASE, 0, "Zone 2.6"))["Zone 2.6"]
    from_rule = _ends(vessels(BASE, 0, "Zone 2.2"))["Zone 2.2"]
    assert from_plain == ("The Sea Star",)
    assert set(from_rule) == {"Calm Seas", "The Sea Star", "Zone 2.6"}


def test_a_journals_travel_treats_technology_as_one_higher():
    # p. 12: one zone further and one depth deeper
    ends = _ends(BASE, Act("travel", technology=1))["The Sea Star"]
    assert "Zone 1.5" in ends and "Zone 2.6" in ends and "Zone 3.1" not in ends


def test_only_the_destinations_arrival_bonus_is_gained():
    # p. 9: not the zones passed through (Zone 1.1 would give 2 Research)
    state = at_track(BASE, 0, "ingenuity", 2)
    state = running(state, (Act("travel"),), 0)
    state = answer(state, "travel to Zone 1.5")
    assert state.seats[0].vessels == ("Zone 1.5",)
    assert state.research.values[0] == 0 and state.decision.kind == "track"   # any track


def test_dive_takes_the_top_token_of_the_dive_site():
    # p. 11
    top = dict(BASE.dives)["The Sea Star"]
    state = running(BASE, (Act("dive"),), 0)
    assert state.seats[0].tokens == top[:1] and dict(state.dives)["The Sea Star"] == top[1:]


def test_a_dive_with_one_more_token_takes_two():
    # p. 12: claim an additional token from that site
    top = dict(BASE.dives)["The Sea Star"]
    state = running(BASE, (Act("dive", extra=True),), 0)
    assert state.seats[0].tokens == top[:2]


def test_a_site_with_no_token_left_cannot_be_dived():
    # p. 11: a dive site with one or more tokens remaining
    state = attrs.evolve(BASE, dives=tuple((z, ()) for z, _ in BASE.dives))
    state = running(state, (Act("dive"),), 0)
    assert state.seats[0].tokens == ()


def test_a_when_you_dive_here_rule_runs_right_after_the_dive():
    # p. 13: an action effect (Zone 2.3: gain one Impact when you dive here)
    state = with_zones(BASE, ("Zone 2.3", 3, 2))
    state = running(vessels(state, 0, "Zone 2.3"), (Act("dive"),), 0)
    assert state.decision.kind == "impact"


def test_conserve_pays_the_cost_places_a_disc_and_gains_the_reward():
    # p. 11 (Calm Seas' site: cost 1, advance your lowest attribute)
    state = with_research(vessels(BASE, 0, "Calm Seas"), 0, 3)
    state = running(state, (Act("conserve"),), 0)
    assert state.research.values[0] == 2 and state.decision.kind == "track"  # lowest: 4 tied
    state = answer(state, "advance coordination")
    assert state.seats[0].staging == 3 and state.tracks.positions[0][2] == 1
    assert ("Calm Seas", "reef", 0) not in conserve_sites(with_research(state, 0, 5), 0,
                                                          Act("conserve"), CTX)


def test_a_site_the_player_cannot_afford_is_not_offered():
    # p. 11
    assert conserve_sites(vessels(BASE, 0, "Calm Seas"), 0, Act("conserve"), CTX) == ()


def test_a_token_lowers_the_conservation_cost_by_one_but_not_below_zero():
    # p. 11: Conserve, the Research cost one lower, at least zero
    sites = conserve_sites(vessels(BASE, 0, "Calm Seas"), 0, Act("conserve", discount=1), CTX)
    assert sites == (("Calm Seas", "reef", 0),)
    sites = conserve_sites(vessels(BASE, 0, "Calm Seas"), 0, Act("conserve", discount=3), CTX)
    assert sites == (("Calm Seas", "reef", 0),)


def test_a_research_cost_may_be_paid_with_held_tokens():
    # p. 11: tokens may be spent for their Research at any time
    state = seat(vessels(BASE, 0, "Calm Seas"), 0, tokens=("Research Cache",))
    state = running(state, (Act("conserve"),), 0)
    assert state.seats[0].tokens == () and state.research.values[0] == 1
    assert state.token_discard == ("Research Cache",)


def test_a_journal_may_let_a_player_conserve_at_the_depth_of_a_vessel():
    # p. 12: a site where you have a vessel at the same depth, not in the zone
    state = with_research(BASE, 0, 5)
    sites = conserve_sites(state, 0, Act("conserve", same_depth=True), CTX)
    assert {z for z, _, _ in sites} == {"Calm Seas", "Zone 1.1", "Zone 1.5"}


def test_a_marked_spaces_rule_applies_to_the_player_whose_disc_is_on_it():
    # p. 13: Zone 1.4's site: when you conserve here, gain 3 Research
    state = with_zones(BASE, ("Zone 1.4", 0, 1))
    state = with_research(vessels(state, 0, "Zone 1.4"), 0, 2)
    state = answer(running(state, (Act("conserve"),), 0), "advance reputation")
    assert state.research.values[0] == 2 - 2 + 3
    assert len(hooks(state, "conserve", 0, "Zone 1.4")) == 1
    assert hooks(state, "conserve", 1, "Zone 1.4") == ()


def test_a_journal_site_needs_a_display_journal_with_its_field():
    # p. 12: the display (anchors 4, 8, 6, 3) has no chemistry-only journal for Zone 1.5
    state = with_research(vessels(BASE, 0, "Zone 1.5"), 0, 5)
    found = journal_choices(state, 0, Act("journal"), CTX)
    assert {j for _, _, j, _ in found} == {"Anchor 8", "Anchor 6", "Anchor 3"}
    assert all(z == "Zone 1.5" for z, _, _, _ in found)


def test_publishing_pays_places_a_disc_claims_the_journal_and_refills_the_display():
    # p. 12
    state = with_research(BASE, 0, 5)
    state = running(state, (Act("journal"),), 0)
    state = answer(state, "publish Anchor 6 at The Sea Star: desk", "yes", "Impact at 0,1")
    # 5 - 2, then 2 from the Pilot's promotion (Anchor 6: promote)
    assert state.research.values[0] == 5 and state.seats[0].journals == ("Anchor 6",)
    assert "Anchor 6" not in state.display and len(state.display) == 4
    assert state.display[-1] == BASE.deck[0]
    assert state.research.values[1] == 1          # others: every other player gains 1


def test_the_publishers_own_benefit_is_theirs():
    # p. 12: "you" benefits (Anchor 6: promote one of your specialists)
    state = running(with_research(BASE, 0, 5), (Act("journal"),), 0)
    state = answer(state, "publish Anchor 6 at The Sea Star: desk")
    assert state.decision.kind == "may" and state.decision.player == 0   # ruling 26
    state = answer(state, "yes")
    assert state.seats[0].tiles[1].senior          # the one Junior, promoted at once
