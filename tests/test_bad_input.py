"""Bad input from a stranger: malformed actions, decrees that push a question out of its
range or leave nobody an action, and guessable seeds. Each gets a clear RulesError or a
game that still ends; none reaches the user as a bare traceback."""

import random
import subprocess
import sys
from pathlib import Path

import pytest
from invariants import check_invariants

import seastead_rules as s
from seastead_rules.engine import setup
from seastead_rules.model.actions import Answer, Build, Dive

STEP_CAP = 5000


class Unshowable:
    """An object whose repr itself fails."""

    def __repr__(self):
        raise RuntimeError("no repr")
ROOT = Path(__file__).resolve().parents[1]


def decree_game(seed, *hooks):
    """A game on four B sides with one decree, "Test Decree", in play from the start."""
    body = "\n    ".join(hooks)
    content = s.load_content(extra=[("test.sea", f'decree "Test Decree" {{\n    {body}\n}}\n')])
    return s.new_game(seed, sides="BBBB", decree="Test Decree", content=content)


def play_out(game, seed=0):
    """Play random legal actions to the end (or the step cap); the states met."""
    chooser = random.Random(seed)
    for _ in range(STEP_CAP):
        if s.is_over(game):
            break
        game = s.apply(game, chooser.choice(s.legal_actions(game)))
    return game


def first_question(seed=1):
    """A game waiting on an answer inside an effect (the first dive's half)."""
    game = s.new_game(seed)
    while game.decision.kind == "turn":
        game = s.apply(game, Dive())
    return game


@pytest.mark.parametrize("action", [
    Answer(None), Answer(5), Answer(["take fish"]),
    Build("port", 1, 2, using=123), Build("port", 1, 2, using=None), Build("port", 1.5, 2),
    Build(None, "x", []), Build("port", True, 2), "dive", None, 42,
    Build("port", 10 ** 5000, 0), Build("port", 1, 2, using=["Shipwright"]), Unshowable(),
], ids=lambda a: type(a).__name__)
@pytest.mark.parametrize("when", ["at a turn", "at a question"])
def test_a_malformed_action_is_illegal_and_changes_nothing(action, when):
    game = s.new_game(1) if when == "at a turn" else first_question()
    saved = s.to_json(game)
    with pytest.raises(s.IllegalAction, match="malformed action"):
        s.apply(game, action)
    assert s.to_json(game) == saved


@pytest.mark.parametrize("seed", range(6))
def test_a_decree_that_forbids_every_dive_still_gives_a_game_that_ends(seed):
    game = play_out(decree_game(seed, "forbid dive"), seed)
    assert s.is_over(game)
    check_invariants(game)


def test_when_neither_player_can_act_the_end_is_triggered():
    game = decree_game(0, "forbid dive", "forbid build")
    assert s.legal_actions(game) == (s.Pass(),)
    game = s.apply(game, s.Pass())
    assert game.end_round == game.round + 1
    assert "neither player can dive or build" in game.log.entries()[-1].text
    assert s.is_over(play_out(game))


@pytest.mark.parametrize("hook", [
    "modify resource-limit -100", "modify resource-limit +1000", "modify dive-bonus +1000",
    "modify build-cost -50", "modify owner-bonus -5", "modify dock-resource-max -9",
    "modify buildings-left-trigger +40", "modify cleanup-points -9",
])
def test_a_decree_answer_is_kept_within_its_questions_range(hook):
    for seed in range(3):
        game = play_out(decree_game(seed, hook), seed)
        assert s.is_over(game)
        check_invariants(game)
        s.score_sheet(game)


def test_a_clamped_answer_names_the_range_and_the_decree_line():
    from seastead_rules.engine.hooks import explain

    game = decree_game(0, "modify resource-limit -100")
    answer, reasons = explain(game, "resource-limit", 40, (), game.decision.ctx)
    assert answer == 0
    assert reasons[-1].text == "kept to the range 0-40 of resource-limit"
    assert reasons[-1].src.endswith("test.sea:2")


# ---- the command line ------------------------------------------------------------------------

def seastead(*args, stdin=None):
    """Run the `seastead` command in a new process."""
    return subprocess.run([sys.executable, "-m", "seastead_rules.cli", *args], input=stdin,
                          cwd=ROOT, capture_output=True, text=True, timeout=120)


@pytest.fixture(scope="module")
def bad_files(tmp_path_factory):
    """A deeply nested .sea file, a deeply nested JSON file and a saved game record."""
    folder = tmp_path_factory.mktemp("bad")
    (folder / "deep.sea").write_text('decree "Deep" {\n    when you dive {\n' + "may {" * 3000
                                     + "take 1 kelp" + "}" * 3002 + "\n")
    (folder / "deep.json").write_text("[" * 200000 + "]" * 200000)
    (folder / "binary.sea").write_bytes(b"\xff\xfe\x00decree")
    (folder / "empty").mkdir()
    done = seastead("play", "--seed", "3", "--quiet", "--save", str(folder / "rec.json"))
    assert done.returncode == 0, done.stderr
    return folder


@pytest.mark.parametrize("args", [
    ("check", "{f}/deep.sea"),
    ("check", "content", "--extra", "{f}/deep.sea"),
    ("play", "--seed", "1", "--quiet", "--extra", "{f}/deep.sea"),
    ("replay", "{f}/deep.json"),
    ("replay", "{f}/rec.json", "--extra", "{f}/deep.sea"),
    ("replay", "/dev/zero"),
    ("check", "/dev/zero"),
    ("check", "{f}/binary.sea"),
    ("replay", "{f}/missing.json"),
    ("check", "{f}/empty"),
    ("play", "--quiet", "--content", "{f}/missing-folder"),
], ids=" ".join)
def test_a_failing_command_says_why_in_one_message_and_exits_non_zero(bad_files, args):
    done = seastead(*(a.format(f=bad_files) for a in args))
    assert done.returncode != 0
    assert "Traceback" not in done.stderr + done.stdout
    assert (done.stderr + done.stdout).strip()


def test_output_cut_short_by_the_reader_ends_quietly():
    shell = (f"{sys.executable} -m seastead_rules.cli play --seed 2 | head -n 1")
    done = subprocess.run(shell, shell=True, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.stdout.startswith("Seastead, seed 2")
    assert done.stderr == ""


# ---- seeds -----------------------------------------------------------------------------------

def test_a_game_without_a_seed_draws_64_bits_from_the_operating_system(monkeypatch):
    drawn = []

    def randbits(k):
        drawn.append(k)
        return 0xDEADBEEF_CAFEF00D

    monkeypatch.setattr(setup.secrets, "randbits", randbits)
    assert s.new_game().seed == 0xDEADBEEF_CAFEF00D
    assert drawn == [64]


def test_games_without_a_seed_differ():
    assert len({s.new_game().seed for _ in range(8)}) == 8


def test_the_terminal_game_of_a_person_does_not_print_the_seed():
    done = seastead("play", "--human", "0", stdin="q\n")
    assert "seed" not in done.stdout.splitlines()[0]


@pytest.mark.parametrize("seed", [-1, 1 << 64, 10 ** 5000], ids=["negative", "65 bits", "huge"])
def test_a_seed_outside_64_bits_is_refused(seed):
    with pytest.raises(ValueError, match=r"seed must be a whole number from 0 to 2\*\*64 - 1"):
        s.new_game(seed)
