"""Deep Sea's components in the content language (grammar/deep_sea.lark): the shipped
set compiles whole and as the rulebook counts it, every file says it is authored, each
printed symbol compiles to its record, and a wrong name is refused at the name."""

from __future__ import annotations

import pytest

from seastead_rules import ContentError
from seastead_rules.deep_sea import effects as fx
from seastead_rules.deep_sea.content import load_content, shipped_folder
from seastead_rules.deep_sea.language import compile_source
from seastead_rules.kernel.rules import effects as core

CONTENT = load_content()


def test_the_tray_holds_five_four_three_and_two_of_each_kind_by_tier():
    by_tier = {}
    for s in CONTENT.specialists:
        if not s.leader:
            by_tier.setdefault(s.tier, set()).add(s.count)
    assert by_tier == {1: {5}, 2: {4}, 3: {3}, 4: {2}, 5: {1}}       # p. 5


def test_there_are_21_specialists_37_ocean_boards_and_8_anchor_journals():
    assert len([s for s in CONTENT.specialists if not s.leader]) == 21      # p. 2
    assert len(CONTENT.zones) == 37                                         # p. 2
    assert len([j for j in CONTENT.journals if j.anchor]) == 8              # p. 3
    assert len([j for j in CONTENT.journals if not j.anchor]) == 24         # p. 3


def test_the_sea_star_starts_mission_one_with_four_tokens_and_a_disc():
    first = CONTENT.scenarios[0]
    star = next(z for z in CONTENT.zones if z.name == "The Sea Star")
    assert first.name == "The Call of the Ocean" and first.launch == "The Sea Star"
    assert star.dive == 4 and star.arrival == (fx.GainDisc(1),)             # p. 4


def test_the_team_leader_starts_as_a_senior_who_may_take_any_action():
    leader = next(s for s in CONTENT.specialists if s.leader)
    assert leader.senior.actions == fx.ACTIONS and leader.senior.choice     # p. 3


def test_every_shipped_file_but_the_declaration_says_it_is_authored():
    for path in shipped_folder().glob("*.sea"):
        if path.name != "game.sea":
            assert "AUTHORED CONTENT" in path.read_text(encoding="utf-8"), path.name


def test_each_reward_symbol_compiles_to_its_record():
    zone, = compile_source('zone "Z" depth 2 { arrival { advance any; research 2; '
                           'impact; disc 2; discard disc; promote; discover 3 to 5 } }')
    assert zone.arrival == (fx.Advance("any"), fx.Research(2), fx.GainImpact(1),
                            fx.GainDisc(2), fx.DiscardDisc(1), fx.Promote(1),
                            fx.Discover(3, 5))


def test_an_action_with_its_printed_modifier_compiles_to_one_act():
    token, = compile_source('token "T" research 1 copies 2 { travel with technology +1; '
                            'conserve discount 1; dive taking another token; '
                            'conserve at same depth; sonar here }')
    assert token.effect == (fx.Act("travel", technology=1), fx.Act("conserve", discount=1),
                            fx.Act("dive", extra=True), fx.Act("conserve", same_depth=True),
                            fx.Act("sonar", here=True))


def test_a_journals_others_gain_is_for_every_other_player():
    journal, = compile_source('journal "J" fields biology cost 2 { you { promote } '
                              'others { may { research 1 } } points 3 }')
    assert journal.others == (core.May((fx.Research(1),)),) and journal.points == 3


def test_a_misspelt_track_is_refused_at_the_name_with_a_caret():
    with pytest.raises(ContentError) as err:
        compile_source('zone "Z" depth 1 {\n    arrival { advance ingenuty }\n}', "z.sea")
    assert str(err.value).splitlines() == [
        "z.sea:2:23: unknown track 'ingenuty' (did you mean 'ingenuity'?)",
        "        arrival { advance ingenuty }",
        "                          ^^^^^^^^"]


def test_a_link_to_a_feature_the_zone_lacks_is_refused():
    with pytest.raises(ContentError, match="unknown feature of this zone 'lab'"):
        compile_source('zone "Z" depth 1 { sonar north { research 1 } '
                       'link north to lab { disc } }', "z.sea")


def test_a_seastead_statement_is_refused_with_what_to_write():
    with pytest.raises(ContentError, match="'take' is not a Deep Sea statement"):
        compile_source('zone "Z" depth 1 { arrival { take 1 research } }', "z.sea")


def test_an_unknown_count_in_a_goal_is_refused():
    with pytest.raises(ContentError, match="unknown count 'sonar'"):
        compile_source('bonus goal "G" counts sonar coop 1, 2, 3, 4', "g.sea")


def test_a_folder_whose_scenario_names_a_missing_zone_is_refused(tmp_path):
    for path in shipped_folder().glob("*.sea"):
        (tmp_path / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    text = (tmp_path / "scenarios.sea").read_text(encoding="utf-8")
    (tmp_path / "scenarios.sea").write_text(text.replace('launch "The Sea Star"',
                                                         'launch "Atlantis"'),
                                            encoding="utf-8")
    with pytest.raises(ContentError, match="names the zone 'Atlantis'"):
        load_content(tmp_path)


def test_the_declaration_names_the_five_field_symbols():
    from seastead_rules.deep_sea.language import LANGUAGE
    assert LANGUAGE.vocabulary.symbol_set("field") == (
        "biology", "chemistry", "ecology", "geology", "physics")          # p. 12
    assert {f for j in CONTENT.journals for f in j.fields} == set(
        LANGUAGE.vocabulary.symbol_set("field"))


def test_a_field_the_game_does_not_declare_is_refused_at_the_word():
    with pytest.raises(ContentError) as err:
        compile_source('zone "Z" depth 1 {\n    journal site desk field biolgy\n}\n'
                       'journal "J" fields ecology, botany cost 1 { }', "z.sea")
    assert str(err.value).splitlines() == [
        "z.sea:2:29: unknown field 'biolgy' (did you mean 'biology'?)",
        "        journal site desk field biolgy",
        "                                ^^^^^^",
        "z.sea:4:29: unknown field 'botany' (one of: biology, chemistry, ecology, geology, "
        "physics)",
        "    journal \"J\" fields ecology, botany cost 1 { }",
        "                                ^^^^^^"]
