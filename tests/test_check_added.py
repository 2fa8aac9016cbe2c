"""`seastead check my.sea` checks a user's files added to the shipped content, as an
installed user (who has no content folder) needs; collisions with shipped cards are
reported at check time, and by `play` and `replay` before a game starts, with --replace."""

import io
from pathlib import Path

from seastead_rules.cli.command import _parser, main
from seastead_rules.cli.commands import check

COLLIDING = '# my cards\ndecree "Port Levy" {\n  modify build-cost +1\n}\n'
NEW = 'decree "Tide Tax" {\n  modify build-cost +1 if building is port\n}\n'


def _check(*argv):
    out = io.StringIO()
    code = check(_parser().parse_args(["check", *argv]), out=out)
    return code, out.getvalue()


def test_a_new_card_is_checked_against_the_shipped_content(tmp_path):
    mine = tmp_path / "my.sea"
    mine.write_text(NEW)
    code, out = _check(str(mine))
    assert code == 0, out
    assert out.startswith("ok: 1 file added to the shipped content;")
    assert "17 decrees" in out      # the shipped 16 and the new one


def test_a_card_colliding_with_a_shipped_one_fails_at_its_position_with_the_replace_hint(
        tmp_path):
    mine = tmp_path / "my.sea"
    mine.write_text(COLLIDING)
    code, out = _check(str(mine))
    assert code == 1
    assert out.splitlines() == [
        f"{mine.as_posix()}:2:8: decree 'Port Levy' is defined twice: here and in the "
        "shipped content at content/decrees.sea:25; use --replace to replace that one",
        '    decree "Port Levy" {',
        "           ^^^^^^^^^^^",
    ]


def test_with_replace_the_colliding_card_replaces_the_shipped_one(tmp_path):
    mine = tmp_path / "my.sea"
    mine.write_text(COLLIDING)
    code, out = _check(str(mine), "--replace")
    assert code == 0, out
    assert "16 decrees" in out


def test_a_folder_defining_the_whole_board_is_checked_as_a_content_set():
    code, out = _check("content")
    assert code == 0, out
    assert out.startswith("ok: 8 files;")     # not added to the shipped content again


def test_standalone_checks_files_without_the_shipped_content(tmp_path):
    mine = tmp_path / "my.sea"
    mine.write_text(COLLIDING)
    code, out = _check(str(mine), "--standalone")
    assert code == 0, out
    assert "1 decrees" in out


def test_play_refuses_a_colliding_extra_card_before_the_game_starts(tmp_path, capsys):
    mine = tmp_path / "my.sea"
    mine.write_text(COLLIDING)
    code = main(["play", "--seed", "1", "--quiet", "--extra", str(mine)])
    captured = capsys.readouterr()
    assert code == 2
    assert captured.out == ""
    assert "decree 'Port Levy' is defined twice" in captured.err
    assert "use --replace" in captured.err


def test_replay_refuses_a_colliding_extra_card_with_the_same_message(tmp_path, capsys):
    mine = tmp_path / "my.sea"
    mine.write_text(COLLIDING)
    record = tmp_path / "game.json"
    assert main(["play", "--seed", "1", "--quiet", "--save", str(record)]) == 0
    capsys.readouterr()
    code = main(["replay", "--quiet", "--extra", str(mine), str(record)])
    assert code == 2
    assert "decree 'Port Levy' is defined twice" in capsys.readouterr().err


def test_a_collision_and_a_compile_error_in_another_file_are_reported_together(tmp_path):
    mine, broken = tmp_path / "a.sea", tmp_path / "b.sea"
    mine.write_text(COLLIDING)
    broken.write_text('decree "Typo" { modify bulid-cost +1 }\n')
    code, out = _check(str(mine), str(broken))
    assert code == 1
    assert "decree 'Port Levy' is defined twice" in out
    assert "unknown rule question 'bulid-cost'" in out


def test_a_file_of_the_shipped_content_is_checked_in_its_own_place():
    code, out = _check("content/decrees.sea")
    assert code == 0, out
    assert "16 decrees" in out


CONTENT = Path(__file__).resolve().parent.parent / "content"
TYPO = 'decree "Tide Tax" {\n  modify build-cost +1 if building is prot\n}\n'


def test_a_broken_file_is_shown_at_its_line_with_a_caret_in_every_form_of_check(tmp_path):
    mine = tmp_path / "cards" / "my.sea"
    mine.parent.mkdir()
    mine.write_text(TYPO)
    shown = [f"{mine.as_posix()}:2:39: unknown building kind 'prot' (did you mean 'port'?)",
             "      modify build-cost +1 if building is prot",
             "                                          ^^^^"]
    for form in ([mine], [CONTENT, mine], [CONTENT, "--extra", mine],
                 ["--content", CONTENT, mine], ["--standalone", mine], [mine.parent],
                 ["--lint", mine], ["--replace", mine]):
        code, out = _check(*map(str, form))
        assert (code, out.splitlines()) == (1, shown), form


def test_a_file_named_twice_is_checked_once(tmp_path):
    mine = tmp_path / "my.sea"
    mine.write_text(NEW)
    for form in ([mine, mine], [mine, "--extra", mine], [tmp_path, mine]):
        code, out = _check(*map(str, form))
        assert code == 0 and out.startswith("ok: 1 file added"), (form, out)
    code, out = _check(str(CONTENT), str(CONTENT / "decrees.sea"))
    assert code == 0 and "16 decrees" in out, out


def test_a_byte_that_is_not_utf8_is_shown_at_its_line_with_a_caret(tmp_path):
    mine = tmp_path / "my.sea"
    mine.write_bytes(NEW.replace("+1 if", "+1 \xff\x1b[31m if").encode("latin-1"))
    code, out = _check(str(mine))
    assert code == 1
    assert out.splitlines() == [
        f"{mine.as_posix()}:2:24: the text is not valid Unicode: a lone surrogate U+DCFF, or "
        "the byte 0xFF (content files are UTF-8 text)",
        "      modify build-cost +1 ??[31m if building is port",    # nothing to the terminal
        "                           ^"]
