"""Any game the package hosts plays at the terminal (`seastead play --game NAME`): bots in
the other seats, the person answering by number, lines within 80 columns, records saved
and resumed."""

from __future__ import annotations

import io
import json

from seastead_rules.cli import main


def _play(argv, answers=""):
    out = io.StringIO()
    import seastead_rules.cli.commands as commands
    code = commands.play(_args(argv), out, io.StringIO(answers))
    return code, out.getvalue()


def _args(argv):
    from seastead_rules.cli.command import _parser
    return _parser().parse_args(["play", *argv])


def test_bots_play_a_whole_game_of_another_game_to_its_end():
    code, text = _play(["--game", "liars_dice", "--players", "3", "--seed", "4",
                        "--bot", "random"])
    assert code == 0
    assert "Game over" in text and "returns: player 0" in text


def test_the_person_answers_by_number_and_every_line_fits_80_columns():
    code, text = _play(["--game", "liars_dice", "--option", "dice=1", "--human", "0",
                        "--seed", "2", "--bot", "random"], "1\n" * 200)
    assert code == 0
    assert "your choice (1-" in text
    assert max(len(line) for line in text.splitlines()) <= 80 + len("your choice (1-99, ? "
                                                                     "to look again, q to "
                                                                     "leave): ")


def test_an_answer_out_of_range_is_refused_and_asked_again():
    code, text = _play(["--game", "liars_dice", "--human", "0", "--seed", "2"], "999\nq\n")
    assert code == 130
    assert "'999' is not one of 1 to" in text


def test_leaving_with_save_writes_a_record_that_resume_goes_on_with(tmp_path):
    saved = tmp_path / "game.json"
    code, _ = _play(["--game", "liars_dice", "--human", "1", "--seed", "9", "--save",
                     str(saved), "--bot", "random"], "1\nq\n")
    assert code == 130
    record = json.loads(saved.read_text())
    assert record["actions"]
    code, text = _play(["--game", "liars_dice", "--human", "1", "--resume", str(saved),
                        "--bot", "random"], "1\n" * 300)
    assert code == 0 and "Game over" in text


def test_a_wrong_option_is_one_clear_line(capsys):
    assert main(["play", "--game", "liars_dice", "--option", "dice=many"]) == 2
    assert "option dice is a whole number, not 'many'" in capsys.readouterr().err
    assert main(["play", "--game", "chess"]) == 2
    assert "unknown game 'chess'; the games are: seastead, liars_dice" in \
        capsys.readouterr().err.replace(", deep_sea", "")


def test_seastead_keeps_its_own_seats_and_bots(capsys):
    assert main(["play", "--human", "3"]) == 2
    assert "Seastead's seats are 0 (blue) and 1 (orange)" in capsys.readouterr().err
    assert main(["play", "--bot", "ismcts:5p", "--quiet", "--seed", "1"]) == 2
