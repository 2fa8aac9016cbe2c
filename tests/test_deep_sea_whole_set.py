"""Deep Sea's content checked as a whole (deep_sea/wholeset.py): a problem only the whole
set shows (a name defined twice, a scenario naming a zone the set lacks, a journal
site's field on no journal, ...) is reported at `path:line:col` with the line and a
caret under the word, and every such problem is reported, not only the first."""

from __future__ import annotations

import pytest

from seastead_rules import ContentError
from seastead_rules.deep_sea.content import load_content, shipped_folder, with_changes

SCENARIO = '''scenario "Lost" {
    columns 0 to 4
    start "The Sea Star" column 2 depth 1
    launch "Atlantis"
    missions "The Sea Star"
    impact board { hex 0 0 colour blue entry { research 1 } legend blue 1 }
    goal "G" counts zones first 5 second 4 coop 1, 2, 3, 4
}
'''


def _folder(tmp_path, **extra):
    """A copy of the shipped folder, with extra files {name: text}."""
    for path in shipped_folder().glob("*.sea"):
        (tmp_path / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    for name, text in extra.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path


def _message(folder) -> list:
    with pytest.raises(ContentError) as err:
        load_content(folder)
    return str(err.value).splitlines(), err.value.problems


def test_a_zone_defined_twice_is_reported_at_its_second_name_with_a_caret(tmp_path):
    folder = _folder(tmp_path, **{"zz_more.sea": '# more\n  zone "Atoll" depth 1 { }\n'})
    lines, problems = _message(folder)
    label = (folder / "zz_more.sea").as_posix()
    assert lines[0].startswith(f"{label}:2:9: zone 'Atoll' is defined twice (also at ")
    assert lines[1:3] == ['      zone "Atoll" depth 1 { }', "    " + " " * 8 + "^^^^^"]
    assert (problems[0].line, problems[0].column, problems[0].width) == (2, 9, 5)


def test_an_unknown_launch_zone_is_reported_at_its_name_in_the_scenario(tmp_path):
    lines, _ = _message(_folder(tmp_path, **{"lost.sea": SCENARIO}))
    label = (tmp_path / "lost.sea").as_posix()
    head = f"{label}:4:13: scenario 'Lost' names the zone 'Atlantis', which the content " \
           f"does not have"
    assert lines[lines.index(head) + 1:lines.index(head) + 3] == [
        '        launch "Atlantis"', "                ^^^^^^^^"]


def test_every_whole_set_problem_is_reported_not_only_the_first(tmp_path):
    folder = _folder(tmp_path, **{"lost.sea": SCENARIO,
                                  "zz_more.sea": 'zone "Atoll" depth 1 { }\n'})
    lines, problems = _message(folder)
    messages = [p.message for p in problems]
    assert any("zone 'Atoll' is defined twice" in m for m in messages)
    assert any("names the zone 'Atlantis'" in m for m in messages)
    assert any("the launch zone 'Atlantis' must be in play" in m for m in messages)


def test_a_journal_sites_field_on_no_journal_is_reported_at_the_field(tmp_path):
    folder = _folder(tmp_path, **{"lab.sea": 'zone "Lab" depth 3 {\n'
                                             '    journal site desk field botany\n}\n'})
    declaration = (folder / "game.sea").read_text(encoding="utf-8")
    (folder / "game.sea").write_text(declaration.replace("geology, physics",
                                                         "geology, physics, botany"),
                                     encoding="utf-8")
    lines, _ = _message(folder)
    label = (tmp_path / "lab.sea").as_posix()
    at = lines.index(f"{label}:2:29: no journal has the field 'botany', so this site can "
                     f"never be used (p. 12)")
    assert lines[at + 2] == "    " + " " * 28 + "^^^^^^"


def test_a_changed_component_is_reported_in_the_changes_with_a_caret():
    with pytest.raises(ContentError) as err:
        with_changes(load_content(), 'specialist "Pilot" tier 1 copies 4 {\n'
                                     '    junior travel\n    senior dive\n}\n')
    assert str(err.value).splitlines() == [
        "<changes>:1:34: a tier-1 specialist has 5 copies in the tray (p. 5), not 4",
        '    specialist "Pilot" tier 1 copies 4 {',
        "    " + " " * 33 + "^"]
