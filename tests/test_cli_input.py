"""What the `seastead` command accepts: every number option within documented bounds,
every path a regular file (or folder) checked before it is opened, every refusal one
line naming the option or the file, and nothing that runs forever."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from seastead_rules.cli.command import _parser, main

ROOT = Path(__file__).resolve().parents[1]


def commands():
    """(name, subparser) of every subcommand."""
    sub = next(a for a in _parser()._actions if a.dest == "command")
    return list(sub.choices.items())


def options(command):
    """Every option of a subcommand but --help."""
    return [a for a in command._actions if a.dest != "help"]


def refused(capsys, *argv):
    """Run the command in this process; its exit code and its one line on stderr."""
    code = main(list(argv))
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert err.count("\n") <= 1, err
    return code, err


# ---- numbers ---------------------------------------------------------------------------------

NUMBER_OPTIONS = [(name, a) for name, c in commands() for a in options(c)
                  if a.type is not None and a.option_strings]


def test_no_option_takes_an_unbounded_number():
    for name, command in commands():
        for action in options(command):
            assert action.type not in (int, float) or action.choices, \
                f"seastead {name} {action.option_strings}"


@pytest.mark.parametrize("name, action", [(n, a) for n, a in NUMBER_OPTIONS
                                          if hasattr(a.type, "bounds")],
                         ids=lambda x: x if isinstance(x, str) else x.option_strings[0])
def test_a_number_outside_its_bounds_is_refused_naming_the_option(capsys, name, action):
    low, high = action.type.bounds
    option = action.option_strings[0]
    below = str(low - 1) if isinstance(low, int) else str(low)
    for value in (below, str(high + 1), "inf", "nan", "-inf", "1e999", "x", "9" * 5000):
        code, err = refused(capsys, name, f"{option}={value}")
        assert code == 2
        assert f"seastead {name}: argument {option}: must be" in err, (value, err)


@pytest.mark.parametrize("option, argv", [
    ("--bots", ("arena", "--bots", "ismcts:inf", "random")),
    ("--bots", ("arena", "--bots", "ismcts:nan", "random")),
    ("--bots", ("arena", "--bots", "ismcts:1e999", "random")),
    ("--bots", ("arena", "--bots", "ismcts:99999999999p", "random")),
    ("--games", ("arena", "--bots", "random", "random", "--games", "1000000000000")),
    ("--games", ("arena", "--bots", "random", "random", "--games", "3")),
    ("--games", ("bench", "--games", "-3")),
    ("--games", ("bench", "--games", "0")),
    ("--games", ("balance", "--decree", "Port Levy", "--games", "0")),
    ("--workers", ("balance", "--decree", "Port Levy", "--workers", "0")),
    ("--connect-timeout", ("balance", "--decree", "Port Levy", "--connect-timeout", "inf")),
    ("--seed", ("play", "--seed", "18446744073709551616")),
    ("--port", ("serve", "--port", "70000")),
    ("--port", ("replay", "--port", "0", "game.json")),
], ids=lambda x: " ".join(x) if isinstance(x, tuple) else x)
def test_the_numbers_the_hardening_issue_named_are_refused(capsys, option, argv):
    code, err = refused(capsys, *argv)
    assert code == 2
    assert err.startswith(f"seastead {argv[0]}: argument {option}: ")


def test_a_bot_budget_names_its_bounds(capsys):
    _, err = refused(capsys, "arena", "--bots", "ismcts:inf", "random")
    assert "above 0 and at most 600" in err and "1 to 10000000" in err


# ---- paths -----------------------------------------------------------------------------------

# Every option or argument that names a file or a folder, and how to try it: the command
# line with {p} where the path goes. A new path option needs a row here.
PATH_ARGUMENTS = {
    ("play", "--save"): ("play", "--seed", "1", "--quiet", "--save", "{p}"),
    ("play", "--resume"): ("play", "--human", "0", "--resume", "{p}"),
    ("play", "--content"): ("play", "--seed", "1", "--quiet", "--content", "{p}"),
    ("play", "--extra"): ("play", "--seed", "1", "--quiet", "--extra", "{p}"),
    ("replay", "file"): ("replay", "{p}"),
    ("replay", "--web"): ("replay", "--web", "--port", "8765", "{p}"),
    ("replay", "--content"): ("replay", "--content", "{p}", "{record}"),
    ("replay", "--extra"): ("replay", "--extra", "{p}", "{record}"),
    ("check", "paths"): ("check", "{p}"),
    ("check", "--content"): ("check", "--content", "{p}", "examples/my_decree.sea"),
    ("check", "--extra"): ("check", "examples/my_decree.sea", "--extra", "{p}"),
    ("lint", "paths"): ("lint", "{p}"),
    ("lint", "--content"): ("lint", "--content", "{p}", "examples/my_decree.sea"),
    ("lint", "--extra"): ("lint", "examples/my_decree.sea", "--extra", "{p}"),
    ("serve", "--content"): ("serve", "--port", "8765", "--content", "{p}"),
    ("serve", "--extra"): ("serve", "--port", "8765", "--extra", "{p}"),
    ("serve", "--save-key"): ("serve", "--port", "8765", "--save-key", "{p}"),
    ("cards", "--content"): ("cards", "--content", "{p}"),
    ("cards", "--extra"): ("cards", "--extra", "{p}"),
    ("balance", "--extra"): ("balance", "--games", "2", "--extra", "{p}"),
    ("balance", "--baseline"): ("balance", "--games", "2", "--baseline", "{p}",
                                "--candidate", "content"),
    ("balance", "--candidate"): ("balance", "--games", "2", "--baseline", "content",
                                 "--candidate", "{p}"),
    ("balance", "--json"): ("balance", "--games", "2", "--decree", "Port Levy", "--json", "{p}"),
    ("balance", "--report"): ("balance", "--games", "2", "--decree", "Port Levy",
                              "--report", "{p}"),
    ("balance", "--plots"): ("balance", "--games", "2", "--decree", "Port Levy",
                             "--plots", "{p}"),
}

PATH_WORDS = ("FILE", "DIR", "PATH", "FILE.html")


def test_every_path_argument_of_every_command_is_tried():
    found = set()
    for name, command in commands():
        for action in options(command):
            if action.metavar in PATH_WORDS or action.dest == "file":
                found.add((name, action.option_strings[0] if action.option_strings
                           else action.dest))
    found.add(("replay", "--web"))      # --web opens the record: the same path, served
    assert found == set(PATH_ARGUMENTS)


@pytest.fixture(scope="module")
def odd_paths(tmp_path_factory):
    """A fifo, and a game record to replay."""
    folder = tmp_path_factory.mktemp("odd")
    os.mkfifo(folder / "fifo.sea")
    done = seastead("play", "--seed", "3", "--quiet", "--save", str(folder / "rec.json"))
    assert done.returncode == 0, done.stderr
    return folder


def seastead(*args):
    """The command in a new process, stopped after a minute: a fifo opened for reading
    or writing would wait for ever."""
    return subprocess.run([sys.executable, "-m", "seastead_rules.cli", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)


@pytest.mark.parametrize("where", sorted(PATH_ARGUMENTS), ids=" ".join)
def test_a_fifo_is_refused_before_it_is_opened(odd_paths, where):
    fifo = odd_paths / "fifo.sea"
    argv = [a.format(p=fifo, record=odd_paths / "rec.json") for a in PATH_ARGUMENTS[where]]
    done = seastead(*argv)
    assert done.returncode != 0
    said = done.stderr + done.stdout
    assert "Traceback" not in said
    assert f"{fifo}" in said and ("fifo" in said or "not a folder" in said), said


@pytest.mark.parametrize("argv, words", [
    (("replay", "{f}"), "a folder, not a file"),
    (("check", "/dev/zero"), "a character device, not a regular file"),
    (("play", "--quiet", "--seed", "1", "--save", "{f}"), "--save {f}: a folder"),
    (("play", "--quiet", "--seed", "1", "--save", "{f}/no/such/rec.json"), "no folder"),
    (("play", "--quiet", "--seed", "1", "--content", "{f}/missing"), "no such folder"),
], ids=lambda x: " ".join(x) if isinstance(x, tuple) else x)
def test_a_path_that_is_not_what_the_option_needs_is_named(capsys, tmp_path, argv, words):
    code, err = refused(capsys, *(a.format(f=tmp_path) for a in argv))
    assert code != 0
    assert words.format(f=tmp_path) in err


def test_an_output_file_is_checked_before_the_games_are_played(capsys, tmp_path):
    # --report to a folder: refused at once, not after 2000 games.
    code, err = refused(capsys, "balance", "--decree", "Port Levy", "--report", str(tmp_path))
    assert code == 2 and f"--report {tmp_path}: a folder" in err


def test_balance_names_the_file_that_is_not_text(capsys, tmp_path):
    binary = tmp_path / "binary.bin"
    binary.write_bytes(b"decree\n\xff\xfe\x00")
    code, err = refused(capsys, "balance", "--games", "2", "--extra", str(binary))
    assert code == 2
    assert err.startswith(f"seastead: {binary}: not UTF-8 text (line 2, byte 7)")


def test_a_balance_collision_is_shown_at_its_line_and_column_with_a_caret(capsys, tmp_path):
    mine = tmp_path / "levy.sea"
    mine.write_text('\ndecree "Port Levy" {\n    forbid dive\n}\n')
    assert main(["balance", "--games", "2", "--extra", str(mine)]) == 2
    err = capsys.readouterr().err
    assert err.splitlines() == [
        f"seastead: {mine}:2:8: decree 'Port Levy' is defined twice: here and in the shipped "
        "content at content/decrees.sea:25; use --replace to replace that one",
        '    decree "Port Levy" {',
        "           ^^^^^^^^^^^"]


def test_a_refused_option_is_one_line_naming_the_command_and_the_option(capsys):
    code, err = refused(capsys, "play", "--human", "9")
    assert code == 2
    assert err.startswith("seastead play: argument --human: ")


@pytest.mark.parametrize("argv", [("--games", "-1"), ("--seed", "-1"), ("--workers", "0"),
                                  ("--games", "10000000000")], ids=" ".join)
def test_the_simulation_script_bounds_its_numbers_too(capsys, argv):
    from seastead_rules.balance.simulate import main as simulate
    with pytest.raises(SystemExit):
        simulate([f"{argv[0]}={argv[1]}"])
    assert f"argument {argv[0]}: must be a whole number" in capsys.readouterr().err
