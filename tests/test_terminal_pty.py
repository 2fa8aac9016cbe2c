"""The terminal game as a person meets it: `seastead play --human 0` in a pseudo-terminal,
answered key by key, redraws one screen of at most 80 columns by 24 lines per question
and saves the game on 'q'."""

import os
import re
import select
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

import seastead_rules as s

ROOT = Path(__file__).resolve().parents[1]
CLEAR = "\x1b[H\x1b[2J"
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
PROMPTS = (b"? for help: ", b"go back to the game ")

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX terminal")


def run_in_terminal(args, answers, timeout=30) -> tuple:
    """Run `seastead ARGS` in a pseudo-terminal of 80x24, typing each answer after a
    prompt; (everything it wrote, its exit code)."""
    import fcntl
    import pty
    import struct
    import termios
    pid, fd = pty.fork()
    if pid == 0:        # the child: the command, in the checkout, on the terminal
        os.chdir(ROOT)
        os.environ.update(TERM="xterm", PYTHONPATH=str(ROOT), COLUMNS="80", LINES="24")
        os.execv(sys.executable, [sys.executable, "-m", "seastead_rules.cli", *args])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    out = b""

    def read(until=None) -> bool:
        nonlocal out
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            ready, _, _ = select.select([fd], [], [], 0.1)
            if not ready:
                if until is None:
                    return True
                continue
            try:
                chunk = os.read(fd, 65536)
            except OSError:         # the child has ended
                return False
            if not chunk:
                return False
            out += chunk
            if until is not None and out.rstrip(b" ").endswith(
                    tuple(p.rstrip() for p in until)):
                return True
        raise AssertionError(f"no prompt within {timeout} s; the end of the output: "
                             f"{out[-300:]!r}")
    try:
        for answer in answers:
            read(PROMPTS)
            os.write(fd, answer.encode() + b"\r")
        end = time.monotonic() + timeout
        while read() and time.monotonic() < end:     # what it writes before it ends
            pass
    finally:
        _, status = os.waitpid(pid, 0)
        os.close(fd)
    return out.decode("utf-8", "replace"), os.waitstatus_to_exitcode(status)


@pytest.fixture(scope="module")
def session():
    # A short save path: the resume command printed at the end names it, and a path
    # longer than a line (a parallel run's temporary folders) would not fit 80 columns.
    folder = Path(tempfile.mkdtemp(prefix="sea"))
    save = folder / "game.json"
    answers = ["? 2", "", "1", "1", "?", "q", "u", "1", "1", "1", "zzz", "2", "q"]
    out, code = run_in_terminal(["play", "--human", "0", "--seed", "5", "--save", str(save)],
                                answers)
    yield out, code, save
    shutil.rmtree(folder, ignore_errors=True)


def screens(out) -> list:
    """The screens drawn: the text between two clears, as lines without colours (the
    line break of the last answer typed ends a line; it does not start one)."""
    return [ANSI.sub("", frame).replace("\r", "").removesuffix("\n").split("\n")
            for frame in out.split(CLEAR)]


def test_every_line_on_the_terminal_fits_80_columns(session):
    out, _, _ = session
    widths = [len(line) for frame in screens(out) for line in frame]
    assert max(widths) <= 80


def test_each_question_redraws_one_screen_of_24_lines(session):
    out, _, _ = session
    frames = screens(out)[1:]
    assert len(frames) >= 12                       # a screen per answer, help pages too
    # The last screen stays, with the lines about saving below it (the command to go
    # on with over two lines when the path is long).
    assert all(len(frame) <= 24 for frame in frames[:-1])
    assert len(frames[-1]) <= 24 + 5


def test_the_screen_shows_the_board_the_score_and_the_question(session):
    first = screens(session[0])[1]
    assert first[0].startswith("Seastead | round 1") and "score: blue" in first[0]
    assert any(line.startswith("1 Driftwood Commons") for line in first)
    assert any("dive or build?" in line for line in first)


def test_help_undo_and_bad_input_are_answered_on_the_screen(session):
    out = ANSI.sub("", session[0])
    assert "u or undo: take back" in out
    assert "cost" in out and "printed cost" in out          # ? 2: a build's cost and why
    assert "taken back: you are at your previous decision again" in out
    assert "'zzz' is not an option: give a number" in out


def test_q_saves_the_game_and_play_resume_goes_on_from_it(session, tmp_path):
    _, code, save = session
    assert code == 0
    record = s.GameRecord.from_json(save.read_text())
    assert len(record.actions) >= 3
    again = tmp_path / "again.json"
    done = subprocess.run([sys.executable, "-m", "seastead_rules.cli", "play", "--resume",
                           str(save), "--human", "0", "--save", str(again)], cwd=ROOT,
                          input="q\n", capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert s.GameRecord.from_json(again.read_text()).actions == record.actions


def test_replay_of_a_game_saved_on_quitting_gives_the_score_so_far(session):
    done = subprocess.run([sys.executable, "-m", "seastead_rules.cli", "replay", "--quiet",
                           str(session[2])], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert "The game is not over" in done.stdout and "Final score" not in done.stdout


# Three whole games in a terminal, every answer typed: no line is ever cut.

PROMPT = re.compile(rb"choose 1-(\d+), or \? for help: *$")
INFO = (b"go back to the game ",)
GAMES = {
    "duel against the greedy bot": ["--seed", "11"],
    "solo against the Boss": ["--seed", "12", "--solo"],
    "B sides, both specialist sets, the random bot": ["--seed", "13", "--sides", "ABBA",
                                                       "--specialists", "AB", "--bot",
                                                       "random"],
}
# What the person types now and then besides a number: help, an option, every
# location's effect, the cards, the log, the whole board.
ASIDES = ["?", "? 1", "e", "e 2", "c", "l", "b", "? ring"]


def play_whole_game(args, seed: int, timeout: float = 120) -> tuple:
    """Play `seastead play --human 0 ARGS` in an 80x24 pseudo-terminal to the end,
    answering each question with a random option (and, now and then, a page of help
    first); (everything it wrote, its exit code)."""
    import fcntl
    import pty
    import random
    import struct
    import termios
    rng = random.Random(seed)
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(ROOT)
        os.environ.update(TERM="xterm", PYTHONPATH=str(ROOT), COLUMNS="80", LINES="24")
        os.execv(sys.executable, [sys.executable, "-m", "seastead_rules.cli", "play",
                                  "--human", "0", *args])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    out, end, asked_before = b"", time.monotonic() + timeout, 0
    try:
        while time.monotonic() < end:
            ready, _, _ = select.select([fd], [], [], 0.5)
            if not ready:
                continue
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            out += chunk
            tail = ANSI.sub("", out[-200:].decode("utf-8", "replace")).encode()
            asked = PROMPT.search(tail)
            if asked:
                count = int(asked.group(1))
                aside = rng.random() < 0.04
                answer = ASIDES[asked_before] if asked_before < len(ASIDES) else \
                    rng.choice(ASIDES) if aside else str(rng.randint(1, count))
                asked_before += 1
                os.write(fd, answer.encode() + b"\r")
            elif tail.rstrip(b" ").endswith(tuple(p.rstrip() for p in INFO)) or \
                    tail.rstrip(b" ").endswith(b"q: go back to the game"):
                os.write(fd, b"\r")
        else:
            raise AssertionError(f"the game did not end within {timeout} s: "
                                 f"{out[-300:]!r}")
    finally:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done == 0:           # still running (the game did not end): stop it
            os.kill(pid, 9)
            _, status = os.waitpid(pid, 0)
        os.close(fd)
    return out.decode("utf-8", "replace"), os.waitstatus_to_exitcode(status)


def cut_lines(text: str) -> list:
    """The lines that lost their end: cut to 80 columns with a '~' (a ship is '~b' or
    '~o'), or wider than 80."""
    found = []
    for frame in screens(text):
        for line in frame:
            line = line.rstrip()
            if len(line) > 80 or line.endswith("~") or re.search(r"~(?![bo])", line):
                found.append(line)
    return found


@pytest.mark.parametrize("name", GAMES)
def test_three_whole_games_at_the_terminal_never_cut_a_line(name):
    out, code = play_whole_game(GAMES[name], seed=len(name))
    assert code == 0
    frames = screens(out)
    assert frames[-1][0].startswith("GAME OVER"), frames[-1][:3]
    assert any(line.startswith("score ") for line in frames[-1])
    assert len(frames) > 60 and cut_lines(out) == []
    assert any(frame and frame[0].startswith("Location effects") for frame in frames)
