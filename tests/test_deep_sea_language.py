"""Deep Sea's content language: each reward and action compiles to its record (rulebook
p. 6 "reward symbols", pp. 9-13), and a wrong name is refused at the name,
`path:line:col` with the line and a caret; content checked as a whole refuses what no
single item can see (docs/deep-sea/content.md)."""

from __future__ import annotations

import shutil

import pytest

from seastead_rules.deep_sea import effects as fx
from seastead_rules.deep_sea.components import LinkSpec, Site, Specialist, Zone
from seastead_rules.deep_sea.content import load_content, shipped_folder
from seastead_rules.deep_sea.language import compile_source
from seastead_rules.errors import ContentError
from seastead_rules.kernel.rules import conditions, effects, forms


def _effect(text: str):
    """The records of one effect block, compiled on a dive token."""
    [token] = compile_source(f'token "T" research 1 copies 1 {{ {text} }}', "t.sea")
    return token.effect


FORMS = {
    "advance reputation": (fx.Advance("reputation"),),
    "advance ingenuity 2": (fx.Advance("ingenuity", 2),),
    "advance any": (fx.Advance("any"),),
    "advance lowest": (fx.Advance("lowest"),),
    "research 3": (fx.Research(3),),
    "spend 2 research": (fx.SpendResearch(2),),
    "impact": (fx.GainImpact(1),),
    "impact 2": (fx.GainImpact(2),),
    "disc": (fx.GainDisc(1),),
    "discard disc": (fx.DiscardDisc(1),),
    "promote": (fx.Promote(1),),
    "discover 1 to 2": (fx.Discover(1, 2),),
    "discover 3": (fx.Discover(3, 3),),
    "surface 2": (fx.Surface(2),),
    "travel": (fx.Act("travel"),),
    "travel with technology +1": (fx.Act("travel", technology=1),),
    "sonar here": (fx.Act("sonar", here=True),),
    "dive taking another token": (fx.Act("dive", extra=True),),
    "conserve discount 1": (fx.Act("conserve", discount=1),),
    "conserve at same depth": (fx.Act("conserve", same_depth=True),),
    "journal": (fx.Act("journal"),),
    "discard disc; research 5": (fx.DiscardDisc(1), fx.Research(5)),
    "may { promote }": (effects.May((fx.Promote(1),)),),
    "choose { impact } or { research 2 }": (
        effects.Choose(((fx.GainImpact(1),), (fx.Research(2),))),),
    "each opponent { advance inspiration }": (
        effects.EachOpponent((fx.Advance("inspiration"),)),),
    "score 2 per journals": (effects.Score(conditions.Num(
        2, conditions.Counter("you", "journals"))),),
    "if research >= 2 { spend 2 research }": (effects.If(conditions.Compare(
        conditions.Counter("you", "research"), ">=", 2), (fx.SpendResearch(2),)),),
}


@pytest.mark.parametrize("text", sorted(FORMS))
def test_each_effect_form_compiles_to_its_record(text):
    assert _effect(text) == FORMS[text]


def test_a_specialist_compiles_with_both_sides_and_its_gains():
    [tile] = compile_source('''
specialist "Pilot" tier 1 copies 5 {
    junior travel / dive
    senior "Skipper" travel dive
    on recruit { advance ingenuity }
    on promotion { impact }
}''', "s.sea")
    assert isinstance(tile, Specialist) and (tile.tier, tile.count) == (1, 5)
    assert tile.junior.actions == ("travel", "dive") and tile.junior.choice      # "/": one
    assert tile.senior.actions == ("travel", "dive") and not tile.senior.choice  # all
    assert tile.recruit == (fx.Advance("ingenuity"),) and tile.promote == (fx.GainImpact(),)


ZONE = '''zone "Reef" depth 2 {
    arrival { disc }
    sonar east { research 1 } { discover 2 to 3 }
    dive site 3
    conservation corals cost 2 { impact } marked { modify conserve-cost -1 }
    journal site lab field biology
    link east.2 to corals { advance any }
    when you dive { impact }
}'''


def test_a_zone_compiles_with_its_features_links_and_rules():
    [zone] = compile_source(ZONE, "z.sea")
    assert isinstance(zone, Zone) and zone.depth == 2 and zone.dive == 3
    assert [t.name for t in zone.tracks] == ["east"] and len(zone.tracks[0].spaces) == 2
    corals, lab = zone.sites
    assert (corals.kind, corals.cost, corals.reward) == ("conservation", 2, (fx.GainImpact(),))
    assert isinstance(corals.marked[0], forms.Modify)
    assert lab == Site("lab", "journal", field="biology")
    # A track's spaces count from 1 in the source and from 0 in the record (a Spot's).
    assert zone.links == (LinkSpec(("east", 1), ("corals", 0), (fx.Advance("any"),)),)
    assert isinstance(zone.rules[0], forms.When) and zone.rules[0].event == "dive"


def _refused(text: str) -> str:
    with pytest.raises(ContentError) as err:
        compile_source(text, "bad.sea")
    return str(err.value)


def test_a_misspelt_reward_is_refused_at_the_name_with_its_line_and_a_caret():
    message = _refused('token "T" research 1 copies 1 {\n    advance reputaton\n}')
    assert message == ("bad.sea:2:13: unknown track 'reputaton' (did you mean "
                       "'reputation'?)\n        advance reputaton\n                ^^^^^^^^^")


def test_a_misspelt_count_is_refused_at_the_name():
    message = _refused('specialist "X" tier 5 copies 1 {\n junior travel\n senior dive\n'
                       ' at end { score 1 per zonez }\n}')
    assert message.startswith("bad.sea:4:23: unknown count 'zonez' (did you mean 'zones'?)")
    assert message.endswith("^^^^^")


def test_a_goal_counting_an_unknown_thing_is_refused():
    assert "bad.sea:1:23: unknown count 'sonar-disc' (did you mean 'sonar-discs'?)" in \
        _refused('bonus goal "B" counts sonar-disc coop 1, 2, 3, 4')


def test_a_link_to_a_missing_feature_is_refused_at_its_name():
    message = _refused(ZONE.replace("link east.2 to corals", "link east.2 to coral"))
    assert message.startswith("bad.sea:7:20: unknown feature of this zone 'coral'")
    assert message.endswith("\n                       ^^^^^")


@pytest.mark.parametrize("item", [
    'zone "Z" depth 1 {{\n    arrival {{ disc }}\n    {}\n}}',
    'scenario "S" {{\n    columns 0 to 3\n    {}\n}}'], ids=["zone", "scenario"])
def test_a_rule_deep_sea_does_not_keep_is_refused_at_its_word(item):
    message = _refused(item.format("counter tides shared from 0 to 3"))
    assert ("bad.sea:3:5: 'counter' is not a Deep Sea statement: Deep Sea's counts are "
            "read from the game (effects.COUNTS), not kept\n"
            "        counter tides shared from 0 to 3\n        ^") in message


def test_amount_is_read_in_a_when_rule_of_an_event_that_has_one():
    # game.sea declares the amounts: a dive's is the Dive tokens drawn
    (zone,) = compile_source('zone "Z" depth 1 {\n    when you dive if amount >= 2 '
                             '{ impact }\n}', "ok.sea")
    assert zone.rules[0].cond.left == conditions.Counter("you", "amount")
    message = _refused('zone "Z" depth 1 {\n    when you arrive if amount >= 2 { impact }\n}')
    assert message == ("bad.sea:2:24: 'amount' is what the event in question did: use it in "
                       "a 'when' rule of an event that has one (sonar, dive, conserve, "
                       "journal)\n        when you arrive if amount >= 2 { impact }\n"
                       "                           ^^^^^^")
    assert "bad.sea:2:27: 'amount' is what the event in question did" in _refused(
        'zone "Z" depth 1 {\n    arrival { score 1 per amount }\n}')


def test_instead_of_replaces_one_of_the_five_actions_only():
    (zone,) = compile_source('zone "Z" depth 1 {\n    instead of dive { impact }\n}', "ok.sea")
    assert zone.rules == (forms.Instead("dive", None, (fx.GainImpact(1),)),)
    message = _refused('zone "Z" depth 1 {\n    instead of recruit { impact }\n}')
    assert message == ("bad.sea:2:16: 'recruit' is not an action a card may replace (this "
                       "game's: travel, sonar, dive, conserve, journal)\n"
                       "        instead of recruit { impact }\n                   ^^^^^^^")


def test_a_modifier_that_does_not_go_with_the_action_is_refused():
    assert "dive takes no 'discount'" in _refused(
        'token "T" research 1 copies 1 { dive discount 1 }')


def test_only_a_tier_five_specialist_scores_at_the_end():
    assert "only a tier-5 specialist scores at the end" in _refused(
        'specialist "X" tier 2 copies 4 { junior travel senior dive '
        'at end { score 1 per zones } }')


# ---- content as a whole -----------------------------------------------------------------

def _folder_with(tmp_path, name: str, old: str, new: str):
    mine = tmp_path / "my_sea"
    shutil.copytree(shipped_folder(), mine)
    path = mine / name
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return mine


def test_a_designer_folder_compiles_with_the_same_checks(tmp_path):
    mine = _folder_with(tmp_path, "tokens.sea", 'token "Rich Sample"', 'token "Rich Haul"')
    assert any(t.name == "Rich Haul" for t in load_content(mine).tokens)


def test_a_scenario_placing_a_missing_zone_is_refused(tmp_path):
    mine = _folder_with(tmp_path, "scenarios.sea", 'start "The Sea Star"',
                        'start "The Sea Starr"')
    with pytest.raises(ContentError, match="names the zone 'The Sea Starr', which the "
                                           "content does not have"):
        load_content(mine)


def test_a_launch_zone_not_in_play_at_the_start_is_refused(tmp_path):
    mine = _folder_with(tmp_path, "scenarios.sea", 'launch "The Sea Star"',
                        'launch "Sunlit Shelf"')
    with pytest.raises(ContentError, match="the launch zone 'Sunlit Shelf' must be in play"):
        load_content(mine)


def test_a_misspelt_name_in_a_designer_file_is_shown_at_its_line(tmp_path):
    mine = _folder_with(tmp_path, "tokens.sea", "{ travel }", "{ travl }")
    with pytest.raises(ContentError, match=r"tokens.sea:\d+:\d+: unexpected 'travl'"):
        load_content(mine)


def test_the_generated_parser_tables_are_made_from_the_grammar_as_it_is():
    from seastead_rules.deep_sea.language import GRAMMAR
    assert GRAMMAR.tables_current(), (
        "deep_sea/_grammar_tables.py is stale: run `make grammar` "
        "(python -m seastead_rules.grammar_tables) and commit it.")

