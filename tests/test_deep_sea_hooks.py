"""Special zone features and scenario rules (rulebook p. 13): a zone's rules apply to what
happens in that zone, a marked space's to its occupant there, a scenario's everywhere;
the declared questions, permission and events (content/deep_sea/game.sea); the game's
own values and conditions (`depth here`, the ocean full)."""

from __future__ import annotations

import attrs
import pytest
from deep_sea_fixture import CONTENT
from deep_sea_support import (
    answer,
    new,
    options,
    running,
    seat,
    through_phase_one,
    vessels,
    with_research,
    with_zones,
)

from seastead_rules.deep_sea import GAME as SHIPPED
from seastead_rules.deep_sea.boards import grid, links
from seastead_rules.deep_sea.content import load_content
from seastead_rules.deep_sea.counts import holds, value
from seastead_rules.deep_sea.effects import Act, OceanFull, Research, ZoneDepth
from seastead_rules.deep_sea.game import DeepSea
from seastead_rules.deep_sea.hooks import hooks, permitted, question
from seastead_rules.deep_sea.language import compile_source
from seastead_rules.deep_sea.state import Ctx
from seastead_rules.kernel.rules.conditions import Counter
from seastead_rules.kernel.rules.forms import Forbid, Instead, Modify, Permit, SetTo, When


def _scenario_rules(*rules, players=2):
    """A game whose scenario carries these rules."""
    scenario = attrs.evolve(CONTENT.scenarios[0], rules=rules)
    return DeepSea(attrs.evolve(CONTENT, scenarios=(scenario,))).setup(0, players)


def test_a_zone_rule_applies_only_to_what_happens_in_that_zone():
    # p. 13: Zone 2.2's "technology +1" (asked in the zone a vessel leaves)
    state = with_zones(new(), ("Zone 2.2", 1, 2))
    assert question(state, "technology", 0, "Zone 2.2", 1) == 2
    assert question(state, "technology", 0, "The Sea Star", 1) == 1


def test_a_scenario_rule_applies_everywhere():
    state = _scenario_rules(Modify("conserve-cost", -1))
    assert question(state, "conserve-cost", 1, "Calm Seas", 3) == 2


def test_modify_rules_are_read_in_order_adding_to_or_setting_the_answer_so_far():
    # the core language's reading (docs/language.md): `+N` adds, `to N` sets, in order
    added_then_set = _scenario_rules(Modify("conserve-cost", -1), SetTo("conserve-cost", 5))
    set_then_added = _scenario_rules(SetTo("conserve-cost", 5), Modify("conserve-cost", -1))
    assert question(added_then_set, "conserve-cost", 1, "Calm Seas", 3) == 5
    assert question(set_then_added, "conserve-cost", 1, "Calm Seas", 3) == 4


def test_an_answer_is_kept_within_its_questions_declared_range():
    # content/deep_sea/game.sea: conserve-cost from 0 to 12
    shipped = load_content()

    def ruled(rule):
        scenario = attrs.evolve(shipped.scenarios[0], rules=(rule,))
        return DeepSea(attrs.evolve(shipped, scenarios=(scenario,))).setup(0, 2)

    cheaper, dearer = ruled(Modify("conserve-cost", -5)), ruled(SetTo("conserve-cost", 40))
    assert question(cheaper, "conserve-cost", 1, "Calm Seas", 3) == 0
    assert question(dearer, "conserve-cost", 1, "Calm Seas", 3) == 12


def test_travel_through_deeper_zones_is_refused_unless_a_rule_permits_it():
    # R4: the permission is refused by the core rules; a `permit` in force allows it
    assert not permitted(new(), "through-deeper", 0, "Calm Seas")
    assert permitted(_scenario_rules(Permit("through-deeper")), "through-deeper", 0, "")
    assert not permitted(_scenario_rules(Permit("through-deeper"), Forbid("through-deeper")),
                         "through-deeper", 0, "")


def test_a_scenario_when_hook_runs_for_the_player_the_event_is_about():
    # (the second scenario's kind of rule: "when you arrive, gain 1 Research")
    state = _scenario_rules(When("you", "arrive", None, (Research(1),)))
    assert state.research.values == (1, 1)         # each starting vessel's arrival


def test_a_marked_space_hook_runs_for_its_occupant_on_another_players_event():
    # p. 13: `opponent` on a marked space: another player's event in its zone
    zones = tuple(attrs.evolve(z, sites=(attrs.evolve(z.sites[0], marked=(
        When("opponent", "dive", None, (Research(1),)),)),) + z.sites[1:])
        if z.name == "Calm Seas" else z for z in CONTENT.zones)
    state = through_phase_one(DeepSea(attrs.evolve(CONTENT, zones=zones)).setup(0, 2))
    sites, _ = links.place(state.sites, "Calm Seas", "reef", 1, players=2)
    state = attrs.evolve(state, sites=sites)
    assert hooks(state, "dive", 1, "Calm Seas") == ()
    ((effects, ctx),) = hooks(state, "dive", 0, "Calm Seas")
    assert effects == (Research(1),) and ctx == Ctx(1, "Calm Seas")
    assert hooks(state, "dive", 0, "The Sea Star") == ()
    state = running(vessels(state, 0, "Calm Seas"), (Act("dive"),), 0)
    assert state.research.values == (0, 1)


def test_depth_here_is_the_depth_of_the_zone_a_rule_is_read_in():
    state = with_zones(new(), ("Zone 2.6", 2, 2))
    assert value(state, ZoneDepth(), Ctx(0, "Zone 2.6")) == 2
    assert value(state, ZoneDepth(), Ctx(0)) == 0


def test_the_ocean_is_full_when_no_board_can_be_placed():
    # p. 10
    assert not holds(new(), OceanFull(), Ctx(0))
    full = grid.start(grid.OceanSpec((1, 2), max_depth=1),
                      (("Calm Seas", 1, 1), ("The Sea Star", 2, 1)))
    assert holds(attrs.evolve(new(), ocean=full), OceanFull(), Ctx(0))



def _with_zone_rules(zone: str, text: str, players: int = 2):
    """A game (after phase 1) whose `zone` prints the rules of `text` (.sea)."""
    (compiled,) = compile_source(f'zone "X" depth 1 {{\n    {text}\n}}', "rules.sea")
    zones = tuple(attrs.evolve(z, rules=compiled.rules) if z.name == zone else z
                  for z in CONTENT.zones)
    return through_phase_one(DeepSea(attrs.evolve(CONTENT, zones=zones)).setup(0, players))


def test_a_when_rule_reads_the_amount_of_its_event():
    # game.sea: a dive's amount is the Dive tokens drawn (one, or two with "taking
    # another token", p. 12)
    state = vessels(_with_zone_rules("Calm Seas", "when you dive if amount >= 2 "
                                                  "{ research 1 }"), 0, "Calm Seas")
    before = state.research.values[0]
    one = running(state, (Act("dive"),), 0)
    two = running(state, (Act("dive", extra=True),), 0)
    assert len(one.seats[0].tokens) == 1 and one.research.values[0] == before
    assert len(two.seats[0].tokens) == 2 and two.research.values[0] == before + 1


def test_an_events_amount_is_what_its_hooks_context_carries():
    state = _with_zone_rules("Calm Seas", "when you dive { research 1 }")
    ((_, ctx),) = hooks(state, "dive", 0, "Calm Seas", 2)
    assert ctx == Ctx(0, "Calm Seas", 2) and value(state, Counter("you", "amount"), ctx) == 2


SEA_STAR = '''zone "The Sea Star" depth 1 mission {
    arrival { disc }
    discovery { research 1 }
    sonar north { research 1 } { discover 1 to 2 } { discover 1 to 2 } { impact }
    dive site 4
    journal site archive field biology
    journal site library field ecology
    link north.2 to archive { research 1 }
    %s
}'''


def _dived_at_the_sea_star(rule: str):
    """(before, after) a dive at the shipped launch zone printing `rule`."""
    before = SHIPPED.setup(0, 2, changes=SEA_STAR % rule)
    return before, running(before, (Act("dive"),), 0)


def test_an_instead_of_rule_replaces_the_action_in_its_zone():
    # p. 13: a zone's special rule; the dive is taken, nothing of its own happens
    before, after = _dived_at_the_sea_star("instead of dive { research 2 }")
    assert after.research.values[0] == before.research.values[0] + 2
    assert after.seats[0].tokens == () and after.dives == before.dives
    assert "purple's dive at The Sea Star is replaced: gain 2 Research" in \
        [e.text.format(*e.args) for e in after.log.entries()]
    plain, dived = _dived_at_the_sea_star("")
    assert len(dived.seats[0].tokens) == 1 and dived.research == plain.research


def test_an_instead_of_rule_whose_condition_fails_leaves_the_action_alone():
    before, after = _dived_at_the_sea_star("instead of dive if round >= 3 { research 2 }")
    assert len(after.seats[0].tokens) == 1 and after.research == before.research


def test_a_scenario_instead_of_rule_replaces_the_action_everywhere():
    state = vessels(through_phase_one(_scenario_rules(Instead("sonar", None, (Research(2),)))),
                    0, "Calm Seas")
    state = seat(state, 0, staging=2)
    after = answer(running(state, (Act("sonar"),), 0), "sonar at Calm Seas: track space 1")
    assert after.sites.discs == state.sites.discs and after.seats[0].staging == 2
    assert after.research.values[0] == state.research.values[0] + 2


@pytest.mark.parametrize("action", ["travel", "sonar", "dive", "conserve", "journal"])
def test_each_action_can_be_replaced_where_it_is_taken(action):
    state = through_phase_one(_scenario_rules(Instead(action, None, (Research(2),))))
    state = with_research(seat(state, 0, staging=2, vessels=("Calm Seas",)), 0, 5)
    after = running(state, (Act(action),), 0)
    while after.decision and after.decision.player == 0 and \
            after.decision.kind in ("vessel", "sonar", "conserve", "journal"):
        after = answer(after, options(after)[0])
    assert after.research.values[0] == 7
    assert after.seats[0].vessels == ("Calm Seas",) and after.seats[0].tokens == ()
    assert after.sites.discs == state.sites.discs and after.seats[0].staging == 2
    assert after.display == state.display and after.seats[0].journals == ()
