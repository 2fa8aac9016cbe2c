"""Deep Sea's content language: each reward and action compiles to its record (rulebook
p. 6 "reward symbols", pp. 9-13), each component to its own, and a wrong name is refused
at the name, `path:line:col` with the line and a caret; content checked as a whole
refuses what no single item can see (docs/deep-sea/content.md)."""

from __future__ import annotations

import shutil

import pytest

from seastead_rules.data import content_dir
from seastead_rules.deep_sea import effects as fx
from seastead_rules.deep_sea.components import Journal, LinkSpec, Site, Specialist, Zone
from seastead_rules.deep_sea.content import build_content, load_content, shipped_sources
from seastead_rules.deep_sea.grammar import GRAMMAR
from seastead_rules.deep_sea.language import compile_source
from seastead_rules.errors import ArgumentError, ContentError
from seastead_rules.kernel.rules import conditions, effects, forms

FOLDER = "content/deep_sea"


def _effect(text: str):
    """The records of one effect block, compiled on a dive token."""
    [token] = compile_source(f'token "T" research 1 count 1 {{ {text} }}', "t.sea")
    return token.effect


FORMS = {
    "advance reputation": (fx.Advance("reputation"),),
    "advance ingenuity 2": (fx.Advance("ingenuity", 2),),
    "advance any": (fx.Advance("any"),),
    "advance lowest": (fx.Advance("lowest"),),
    "advance research": (fx.Research(1),),
    "research 3": (fx.Research(3),),
    "spend 2 research": (fx.SpendResearch(2),),
    "impact": (fx.GainImpact(1),),
    "impact 2": (fx.GainImpact(2),),
    "disc": (fx.GainDisc(1),),
    "discard disc": (fx.DiscardDisc(1),),
    "discard disc 2": (fx.DiscardDisc(2),),
    "promote": (fx.Promote(1),),
    "discover 1 to 2": (fx.Discover(1, 2),),
    "discover 3": (fx.Discover(3, 3),),
    "surface 2": (fx.Surface(2),),
    "travel": (fx.Act("travel"),),
    "travel technology +1": (fx.Act("travel", technology=1),),
    "sonar here": (fx.Act("sonar", here=True),),
    "dive extra-token": (fx.Act("dive", extra=True),),
    "conserve discount 1": (fx.Act("conserve", discount=1),),
    "conserve same-depth": (fx.Act("conserve", same_depth=True),),
    "journal": (fx.Act("journal"),),
    "discard disc; research 5": (fx.DiscardDisc(1), fx.Research(5)),
    "may { promote }": (effects.May((fx.Promote(1),)),),
    "choose { impact } or { research 2 }": (
        effects.Choose(((fx.GainImpact(1),), (fx.Research(2),))),),
    "each opponent { advance inspiration }": (
        effects.EachOpponent((fx.Advance("inspiration"),)),),
    "score 2 per journals max 10": (effects.Score(conditions.Num(
        2, conditions.Counter("you", "journals"), 10)),),
    "score 1 per 3 zones": (effects.Score(conditions.Num(
        1, fx.Every(3, conditions.Counter("you", "zones")))),),
    "if staging >= 2 { discard disc 2 }": (effects.If(conditions.Compare(
        conditions.Counter("you", "staging"), ">=", 2), (fx.DiscardDisc(2),)),),
}


@pytest.mark.parametrize("text", sorted(FORMS))
def test_each_effect_form_compiles_to_its_record(text):
    assert _effect(text) == FORMS[text]


def test_a_specialist_compiles_with_both_sides_and_its_gains():
    [tile] = compile_source('''
specialist "Pilot" tier 1 count 5 {
    junior "Pilot" travel / dive
    senior "Skipper" travel dive
    recruit { advance ingenuity }
    promote { impact }
}''', "s.sea")
    assert isinstance(tile, Specialist) and (tile.tier, tile.count) == (1, 5)
    assert tile.junior.actions == ("travel", "dive") and tile.junior.choice     # "/": one
    assert tile.senior.actions == ("travel", "dive") and not tile.senior.choice  # all
    assert tile.recruit == (fx.Advance("ingenuity"),) and tile.promote == (fx.GainImpact(),)


ZONE = '''zone "Reef" depth 2 {
    arrival { disc }
    discovery { research 1 }
    sonar "East" { research 1 } { discover 2 to 3 }
    dive 3
    conserve "Corals" cost 2 { impact } marked {
        when you conserve if here { may { conserve here } } }
    journal "Lab" field biology
    link "East" 2 - "Corals" { advance any }
    modify technology +1 if here
}'''


def test_a_zone_compiles_with_its_features_links_and_rules():
    [zone] = compile_source(ZONE, "z.sea")
    assert isinstance(zone, Zone) and zone.depth == 2 and zone.dive == 3
    assert [t.name for t in zone.tracks] == ["East"] and len(zone.tracks[0].spaces) == 2
    corals, lab = zone.sites
    assert (corals.kind, corals.cost, corals.reward) == ("conservation", 2, (fx.GainImpact(),))
    assert isinstance(corals.marked[0], forms.When) and corals.marked[0].cond == fx.Here()
    assert lab == Site("Lab", "journal", field="biology")
    # A track's spaces count from 1 in the source and from 0 in the record (a Spot's).
    assert zone.links == (LinkSpec(("East", 1), ("Corals", 0), (fx.Advance("any"),)),)
    assert zone.rules == (forms.Modify("technology", 1, fx.Here()),)


def test_a_journal_compiles_with_its_four_kinds_of_benefit():
    [journal] = compile_source('''anchor journal "J" fields biology, ecology cost 3 {
        you { promote } others { research 1 } points 2 action { dive extra-token } }''',
                               "j.sea")
    assert journal == Journal("J", ("biology", "ecology"), 3, (fx.Promote(),),
                              (fx.Research(1),), 2, (fx.Act("dive", extra=True),), True)


def _refused(text: str) -> str:
    with pytest.raises(ContentError) as err:
        compile_source(text, "bad.sea")
    return str(err.value)


def test_a_misspelt_reward_is_refused_at_the_name_with_its_line_and_a_caret():
    message = _refused('token "T" research 1 count 1 {\n    advance reputaton\n}')
    assert message == ("bad.sea:2:13: unknown track 'reputaton' (did you mean "
                       "'reputation'?)\n        advance reputaton\n                ^^^^^^^^^")


def test_a_misspelt_count_is_refused_at_the_name():
    message = _refused('specialist "X" tier 5 count 1 {\n junior "X" travel\n senior "Y" dive\n'
                       ' final { score 1 per 3 zonez }\n}')
    assert message.startswith("bad.sea:4:24: unknown count 'zonez' (did you mean 'zones'?)")
    assert message.endswith("^^^^^")


def test_a_goal_counting_an_unknown_thing_is_refused():
    message = _refused('bonus goal "B" counts sonar-disc coop 1, 2, 3, 4')
    assert "bad.sea:1:23: unknown count 'sonar-disc' (did you mean 'sonar-discs'?)" in message


def test_a_misspelt_field_and_action_are_refused():
    assert "unknown Field 'biolgy' (did you mean 'biology'?)" in _refused(
        'journal "J" fields biolgy cost 1 { you { promote } }')
    assert "unknown action 'travl' (did you mean 'travel'?)" in _refused(
        'specialist "X" tier 1 count 5 { junior "X" travl senior "Y" dive }')


def test_a_link_to_a_missing_feature_is_refused_at_its_name():
    message = _refused(ZONE.replace('link "East" 2 - "Corals"', 'link "East" 2 - "Coral"'))
    assert message == (
        "bad.sea:9:21: zone 'Reef' has no feature 'Coral' (did you mean 'Corals'?)\n"
        '        link "East" 2 - "Coral" { advance any }\n'
        "                        ^^^^^^^")


def test_a_link_to_a_track_names_a_space_on_it():
    assert "track space must be from 1 to 2, not 3" in _refused(
        ZONE.replace('link "East" 2', 'link "East" 3'))
    assert "a link to the Sonar track 'East' names its space" in _refused(
        ZONE.replace('link "East" 2', 'link "East"'))


def test_here_outside_a_zone_is_refused():
    assert "'here' is the zone whose rule this is" in _refused(
        'token "T" research 1 count 1 { if here { impact } }')


def test_a_modifier_that_does_not_go_with_the_action_is_refused():
    assert "'discount' does not go with dive" in _refused(
        'token "T" research 1 count 1 { dive discount 1 }')


def test_only_a_tier_five_specialist_scores_at_the_end():
    assert "only a tier-5 specialist scores at the end" in _refused(
        'specialist "X" tier 2 count 4 { junior "X" travel senior "Y" dive '
        'final { score 1 per zones } }')


# ---- content as a whole -----------------------------------------------------------------

def _with(label: str, old: str, new: str) -> list:
    sources = shipped_sources()
    found = [i for i, (name, _) in enumerate(sources) if name == f"{FOLDER}/{label}"]
    assert found and old in sources[found[0]][1]
    sources[found[0]] = (sources[found[0]][0], sources[found[0]][1].replace(old, new, 1))
    return sources


def _whole_refused(sources) -> str:
    with pytest.raises(ContentError) as err:
        build_content(sources)
    return str(err.value)


def test_a_scenario_placing_a_missing_zone_is_refused_at_the_name():
    message = _whole_refused(_with("scenarios.sea", 'place "Calm Seas"', 'place "Calm Sea"'))
    assert message.startswith(
        "content/deep_sea/scenarios.sea:28:11: scenario 'The Call of the Ocean' places the "
        "zone 'Calm Sea', which no file defines (did you mean 'Calm Seas'?)\n"
        '        place "Calm Sea" at column 3 depth 1\n'
        "              ^^^^^^^^^^")


def test_a_launch_zone_not_in_play_at_the_start_is_refused():
    message = _whole_refused(_with("scenarios.sea", 'launch "The Sea Star"',
                                   'launch "Kelp Forest"'))
    assert "the launch zone 'Kelp Forest' must be one of the zones placed at the start" \
        in message


def test_a_zone_placed_below_nothing_is_refused():
    message = _whole_refused(_with("scenarios.sea", 'place "Calm Seas" at column 3 depth 1',
                                   'place "Sunken Ruins" at column 4 depth 2'))
    assert "'Sunken Ruins' needs a zone above it at depth 1 (p. 10)" in message


def test_too_few_boards_of_a_depth_for_the_play_area_is_refused():
    message = _whole_refused(_with("scenarios.sea", "columns 1, 2, 3, 4\n",
                                   "columns 1, 2, 3, 4, 5, 6, 7, 8\n"))
    assert "has 8 columns but there are only 7 depth-1 boards to fill them" in message


def test_a_component_defined_twice_is_refused():
    message = _whole_refused(_with("tokens.sea", 'token "Sample Haul"', 'token "Research Cache"'))
    assert "token 'Research Cache' is defined twice (first at content/deep_sea/tokens.sea:" \
        in message


def test_a_designer_folder_compiles_with_the_same_checks(tmp_path):
    mine = tmp_path / "my_sea"
    shutil.copytree(content_dir() / "deep_sea", mine)
    (mine / "game.sea").write_text((mine / "game.sea").read_text().replace(
        "culture\n", "culture, robotics\n"))
    (mine / "extra.sea").write_text('anchor journal "Robots Below" fields robotics cost 2 '
                                    '{ you { promote } }\n')
    content = load_content(mine)
    assert "robotics" in content.fields
    assert any(j.name == "Robots Below" for j in content.journals)
    (mine / "extra.sea").write_text('anchor journal "Robots Below" fields robotix cost 2 {}\n')
    with pytest.raises(ContentError, match=r"my_sea/extra.sea:1:38: unknown Field 'robotix'"):
        load_content(mine)


def test_a_folder_that_does_not_exist_is_an_argument_error(tmp_path):
    with pytest.raises(ArgumentError, match="no such folder"):
        load_content(tmp_path / "nowhere")


def test_the_generated_parser_tables_are_made_from_the_grammar_as_it_is():
    assert GRAMMAR.tables_current(), (
        "deep_sea/_grammar_tables.py is stale: run `make grammar` "
        "(python -m seastead_rules.deep_sea.grammar) and commit it.")
