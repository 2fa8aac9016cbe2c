"""The tools follow the language: `seastead check`, `lint` and `cards` find a file's game
from the nearest game.sea at or above it (kernel/content_tools.py), and work on
Endeavor: Deep Sea's content as on Seastead's."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from seastead_rules.cli import main
from seastead_rules.content_tools import TOOLS as SEASTEAD_TOOLS
from seastead_rules.deep_sea.tools import TOOLS as DEEP_SEA_TOOLS
from seastead_rules.errors import ArgumentError
from seastead_rules.kernel.content_tools import (
    ContentTools,
    content_games,
    declared_name,
    find_game,
    tools_for,
    tools_named,
)

ROOT = Path(__file__).resolve().parents[1]
DEEP_SEA = ROOT / "content" / "deep_sea"


@pytest.fixture
def deep_sea_copy(tmp_path) -> Path:
    """A designer's copy of the Deep Sea content folder."""
    folder = tmp_path / "my_deep_sea"
    shutil.copytree(DEEP_SEA, folder)
    return folder


# ---- finding a path's game ----------------------------------------------------------

def test_each_content_game_gives_the_tools_their_interface():
    games = content_games()
    assert list(games) == ["seastead", "deep_sea"]
    for tools in games.values():
        assert isinstance(tools, ContentTools)
    assert SEASTEAD_TOOLS.title == "Seastead"
    assert DEEP_SEA_TOOLS.title == "Endeavor: Deep Sea"


def test_a_folder_belongs_to_the_game_its_declaration_names(deep_sea_copy):
    assert find_game(DEEP_SEA).tools.game == "deep_sea"
    assert find_game(DEEP_SEA / "coop.sea").tools.game == "deep_sea"
    assert find_game(deep_sea_copy / "a file not written yet.sea").folder == deep_sea_copy
    assert find_game(ROOT / "content" / "docks.sea").tools.game == "seastead"


def test_a_path_no_declaration_claims_is_seasteads(tmp_path):
    (tmp_path / "game.sea").write_text('game "Some Game Not Hosted" { players 1 to 2 }\n')
    found = find_game(tmp_path / "card.sea")
    assert (found.tools.game, found.folder) == ("seastead", None)
    assert tools_for(None).game == "seastead"
    assert tools_for(tmp_path, game="deep_sea").game == "deep_sea"


def test_the_declared_name_skips_comments_and_strings():
    text = ('# game "Commented Out"\nside "game" { }\n'
            'game "Endeavor: Deep Sea" { players 1 to 4 }\n')
    assert declared_name(text) == "Endeavor: Deep Sea"
    assert declared_name('decree "x" { game "inside" }') is None


def test_a_game_without_content_tools_is_named_with_the_games_that_have_them():
    with pytest.raises(ArgumentError, match="'liars_dice'.*seastead, deep_sea"):
        tools_named("liars_dice")


# ---- seastead check -----------------------------------------------------------------

def test_check_passes_the_shipped_deep_sea_content(capsys):
    assert main(["check", str(DEEP_SEA)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("ok: 9 files of Endeavor: Deep Sea, checked within the set of ")
    assert "22 specialists, 37 zones, 32 journals" in out


def test_check_of_one_deep_sea_file_checks_it_within_its_folders_set(capsys):
    assert main(["check", str(DEEP_SEA / "coop.sea")]) == 0
    assert capsys.readouterr().out.startswith("ok: 1 file of Endeavor: Deep Sea, checked "
                                              "within the set of ")


def test_check_reports_a_broken_deep_sea_file_with_a_caret(deep_sea_copy, capsys):
    coop = deep_sea_copy / "coop.sea"
    coop.write_text(coop.read_text() + 'setback "Squall" { surfce 1 }\n')
    assert main(["check", str(deep_sea_copy)]) == 1
    out = capsys.readouterr().out
    assert f"{coop.as_posix()}:26:20: unexpected 'surfce' (did you mean 'surface'?)\n" \
           f'    setback "Squall" {{ surfce 1 }}\n' \
           f"                       ^^^^^^\n" in out
    assert "internal error" not in out


def test_check_reports_every_broken_deep_sea_file_at_once(deep_sea_copy, capsys):
    for name in ("coop.sea", "tokens.sea"):
        path = deep_sea_copy / name
        path.write_text(path.read_text() + 'setback "Squall" { surfce 1 }\n')
    assert main(["check", str(deep_sea_copy)]) == 1
    out = capsys.readouterr().out
    assert "coop.sea:26:" in out and "tokens.sea:" in out


def test_check_reports_a_deep_sea_set_that_is_not_whole(deep_sea_copy, capsys):
    (deep_sea_copy / "mat.sea").unlink()
    assert main(["check", str(deep_sea_copy)]) == 1
    assert "the content must describe the player mat once, not 0 times" in \
        capsys.readouterr().out


def test_a_deep_sea_file_of_no_deep_sea_folder_is_checked_as_changes_with_game(tmp_path,
                                                                                 capsys):
    mine = tmp_path / "squall.sea"
    mine.write_text('setback "Squall" { surface 1 }\n')
    assert main(["check", "--game", "deep_sea", str(mine)]) == 0
    out = capsys.readouterr().out
    assert "checked as changes to the shipped set" in out and "7 setbacks" in out


def test_check_refuses_paths_of_two_games(capsys):
    assert main(["check", str(DEEP_SEA), str(ROOT / "content" / "docks.sea")]) == 2
    assert "the PATHs are of different games" in capsys.readouterr().err


def test_check_refuses_seasteads_content_options_for_deep_sea(capsys):
    assert main(["check", "--replace", str(DEEP_SEA)]) == 2
    assert "--replace: Seastead's content options" in capsys.readouterr().err


def test_check_of_seastead_content_is_as_it_was(capsys):
    assert main(["check", str(ROOT / "content")]) == 0
    assert capsys.readouterr().out.startswith("ok: 8 files; 8 flotilla sides")


# ---- seastead lint ------------------------------------------------------------------

def test_lint_passes_the_shipped_deep_sea_content(capsys):
    assert main(["lint", str(DEEP_SEA)]) == 0
    assert capsys.readouterr().out == "lint: 0 errors, 0 warnings in 9 files\n"


def _lint(folder: Path, text: str, capsys) -> tuple:
    (folder / "mine.sea").write_text(text)
    code = main(["lint", str(folder / "mine.sea")])
    return code, capsys.readouterr().out


def test_lint_finds_a_deep_sea_condition_that_can_never_hold(deep_sea_copy, capsys):
    # The Research track holds 12 (p. 11).
    code, out = _lint(deep_sea_copy, 'setback "Flood" { if research > 12 { surface 1 } }\n',
                      capsys)
    assert code == 1
    assert "mine.sea:1:22: error: 'research > 12' can never hold: 'research' is 0 to 12" in out


def test_lint_finds_deep_sea_comparisons_of_one_count_that_leave_no_value(deep_sea_copy,
                                                                          capsys):
    code, out = _lint(deep_sea_copy, 'setback "Flood" { if vessels > 2 and vessels < 1 '
                                     '{ surface 1 } }\n', capsys)
    assert "the comparisons of the same count leave no value" in out


def test_lint_warns_of_a_deep_sea_condition_that_always_holds(deep_sea_copy, capsys):
    code, out = _lint(deep_sea_copy, 'setback "Flood" { if discs >= 0 { surface 1 } }\n',
                      capsys)
    assert code == 0 and "warning: 'discs >= 0' always holds" in out


def test_lint_warns_of_a_deep_sea_answer_kept_to_its_questions_range(deep_sea_copy, capsys):
    # technology is declared from 0 to 10 (content/deep_sea/game.sea).
    code, out = _lint(deep_sea_copy, 'zone "Shoal" depth 1 { modify technology to 12 }\n',
                      capsys)
    assert "warning: technology is kept from 0 to 10: 'to 12' acts as 10" in out


def test_seasteads_own_conventions_are_not_checked_on_deep_sea(deep_sea_copy, capsys):
    # Seastead warns of `repeat 5` (its printed cards repeat 1 to 3); Deep Sea has no
    # such convention.
    code, out = _lint(deep_sea_copy, 'setback "Tide" { repeat 5 { surface 1 } }\n', capsys)
    assert (code, out) == (0, "lint: 0 errors, 0 warnings in 1 file\n")


def test_check_with_lint_runs_the_linter_on_deep_sea(deep_sea_copy, capsys):
    (deep_sea_copy / "mine.sea").write_text('setback "F" { if research < 0 { surface 1 } }\n')
    assert main(["check", "--lint", str(deep_sea_copy)]) == 1
    assert "error: 'research < 0' can never hold" in capsys.readouterr().out


# ---- seastead cards -----------------------------------------------------------------

def test_cards_lists_deep_sea_components_with_kind_facts_source_line_and_text(capsys):
    assert main(["cards", "--game", "deep_sea", "Pilot", "Volcanic Activity"]) == 0
    assert capsys.readouterr().out == (
        "Pilot (specialist, tier 1, 5 copies; junior travel; senior Skipper travel / dive)"
        "  content/deep_sea/specialists.sea:26\n"
        "  Pilot: a tier-1 specialist, 5 copies in the tray.\n"
        "  Junior side: Travel.\n"
        "  Senior side, Skipper: Travel or Dive.\n"
        "  When promoted: advance Ingenuity 1 step.\n\n"
        "Volcanic Activity (setback, co-op and solo, for every player when drawn)"
        "  content/deep_sea/coop.sea:20\n"
        "  Volcanic Activity: a setback (co-op and solo); when it is drawn, every player: "
        "each of your vessels moves 2 zones toward the surface, as far as it can.\n")


def test_cards_of_a_deep_sea_folder_are_found_by_its_declaration(deep_sea_copy, capsys):
    assert main(["cards", "--content", str(deep_sea_copy), "--kind", "mat"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("player mat (mat, research up to 12, 30 discs, 20 markers, "
                          "3 vessels)") and "my_deep_sea/mat.sea:16" in out


def test_cards_lists_every_deep_sea_item_of_a_kind(capsys):
    assert main(["cards", "--game", "deep_sea", "--kind", "zone"]) == 0
    assert capsys.readouterr().out.count("(zone, depth ") == 37


def test_cards_refuses_a_kind_the_game_does_not_have(capsys):
    assert main(["cards", "--game", "deep_sea", "--kind", "dock"]) == 2
    assert "Endeavor: Deep Sea has no kind 'dock'; its kinds are specialist, zone" in \
        capsys.readouterr().err


# ---- the docs -----------------------------------------------------------------------

def test_the_tools_page_shows_deep_sea_commands_as_they_print(capsys, monkeypatch):
    import re
    import shlex
    monkeypatch.chdir(ROOT)
    page = (ROOT / "docs" / "tools.md").read_text(encoding="utf-8")
    section = page.split("## Another game's content", 1)[1]
    block = re.search(r"```console\n(.*?)```", section, re.S).group(1)
    runs = re.split(r"^\$ ", block, flags=re.M)[1:]
    assert len(runs) == 3
    for run in runs:
        command, _, expected = run.partition("\n")
        argv = shlex.split(command)
        assert argv[0] == "seastead"
        assert main(argv[1:]) == 0
        assert capsys.readouterr().out == expected, command


def test_check_of_a_deep_sea_path_that_is_not_there_says_so_as_for_seastead(tmp_path,
                                                                             capsys):
    missing = tmp_path / "nothing.sea"
    assert main(["check", "--game", "deep_sea", str(missing)]) == 1
    assert main(["check", str(missing)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out == [f"{missing}: no such file or folder"] * 2
