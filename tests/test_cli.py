"""The `seastead` command as a newcomer meets it: every option explained, files given as
the flags say, quiet output, the decree chosen from the command line."""

import subprocess
import sys
from pathlib import Path

import pytest

import seastead_rules as s
from seastead_rules.cli.command import _parser

ROOT = Path(__file__).resolve().parents[1]


def seastead(*args):
    """Run the command in a new process, from the top of the checkout."""
    return subprocess.run([sys.executable, "-m", "seastead_rules.cli", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def test_every_option_of_every_command_has_help_text():
    sub = next(a for a in _parser()._actions if a.dest == "command")
    for name, command in sub.choices.items():
        for action in command._actions:
            if action.dest != "help":
                assert action.help, f"seastead {name} {action.option_strings or action.dest}"


def test_extra_takes_one_file_and_may_be_repeated(tmp_path):
    record = tmp_path / "game.json"
    played = seastead("play", "--seed", "4", "--quiet", "--extra", "examples/my_side.sea",
                      "--extra", "examples/my_decree.sea", "--replace", "--sides", "ABBA",
                      "--save", str(record))
    assert played.returncode == 0, played.stderr
    # The file named after the flags is the record, not another --extra file.
    replayed = seastead("replay", "--extra", "examples/my_side.sea", "--extra",
                        "examples/my_decree.sea", "--replace", str(record), "--quiet")
    assert replayed.returncode == 0, replayed.stderr


def test_quiet_prints_only_the_final_score():
    done = seastead("play", "--seed", "6", "--quiet")
    assert done.returncode == 0, done.stderr
    assert done.stdout.lstrip().startswith("Final score")
    assert "setup:" not in done.stdout


def test_play_takes_the_initial_decree_and_the_log_names_it(tmp_path):
    decree = sorted(s.load_content().decree)[0]
    done = seastead("play", "--seed", "2", "--sides", "BBBB", "--decree", decree)
    assert done.returncode == 0, done.stderr
    assert f"setup: decree {decree} is in play" in done.stdout


def test_a_solo_game_played_by_the_bot_names_the_winner_by_colour():
    done = seastead("play", "--solo", "--seed", "5", "--quiet")
    assert done.stdout.rstrip().splitlines()[-1] in ("blue wins against the Boss",
                                                     "the Boss wins")


@pytest.mark.parametrize("sides", ["BBBB", "ABBA"])
def test_the_log_of_a_b_side_game_names_the_initial_decree(sides):
    game = s.new_game(3, sides=sides)
    assert f"setup: decree {game.decrees[0]} is in play" in [e.text for e in game.log.entries()]
