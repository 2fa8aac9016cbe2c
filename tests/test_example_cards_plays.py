"""Every example card of examples/cards/ in random games set up where it can fire
(tests/cards_support.py): no error, no hang, no broken invariant, every game ends, its
final save loads, and the card acts. Five games a card here; fifty behind the `soak`
marker (`pytest -m soak tests/test_example_cards_plays.py -s` prints the numbers). And
`seastead check` and `seastead lint` on each file."""

import subprocess
import sys
import time

import pytest
from cards_support import CARDS, FILES, card_content, fired_in, made_here, states_of

import seastead_rules as s
from seastead_rules.checks import check_invariants

DECREES = tuple(name for name in FILES if made_here(name, card_content(name).decrees))
SIDES = tuple(name for name in FILES if made_here(name, card_content(name).flotilla_sides))


def played(name, seed, lasting_decree=True) -> bool:
    """Play one random game with the card, checking every state, the end and the final
    save; whether the card acted in it."""
    states = states_of(name, seed, lasting_decree)
    for state in states:
        check_invariants(state)
    last = states[-1]
    assert s.is_over(last)
    assert s.from_json(s.to_json(last), last.content) == last
    return fired_in(name, states)


@pytest.mark.parametrize("name", FILES)
def test_each_card_plays_5_random_games_and_acts_in_one(name):
    acted = [played(name, seed) for seed in range(5)]
    assert any(acted), f"{name} did not act in 5 games"


@pytest.mark.parametrize("name", DECREES)
def test_each_decree_plays_when_other_decrees_cover_it(name):
    # With the decree deck of the game: the card is covered by the next decree drawn.
    for seed in range(3):
        played(name, seed, lasting_decree=False)


@pytest.mark.soak
@pytest.mark.parametrize("name", FILES)
def test_each_card_plays_50_random_games_and_acts_in_most(name):
    start = time.perf_counter()
    acted = sum(played(name, seed) for seed in range(50))
    print(f"\n{name}: acted in {acted}/50 games, {time.perf_counter() - start:.1f} s")
    assert acted > 25, f"{name} acted in only {acted} of 50 games"


# ---- the command line ---------------------------------------------------------------
# `seastead check FILE` and `seastead lint FILE` through cli.main, all in one new process
# (quicker than a process each), each file's output told apart by a line printed before.
RUN_COMMANDS = """
import sys
from seastead_rules import cli
for name, *paths in (line.split("\t") for line in sys.stdin.read().splitlines()):
    for which in ("check", "lint"):
        print(f"@@ {which} {name}", flush=True)
        code = cli.main([which, *paths])
        print(f"@@ exit {code}", flush=True)
"""


def arguments(name) -> list:
    """The PATH arguments of the card file (a side replaces the shipped side of its tile)."""
    return ["--replace", str(CARDS / name)] if name in SIDES else [str(CARDS / name)]


@pytest.fixture(scope="module")
def said() -> dict:
    """{(command, file name): (exit code, what it printed)} for check and lint."""
    lines = "\n".join("\t".join([name, *arguments(name)]) for name in FILES)
    done = subprocess.run([sys.executable, "-c", RUN_COMMANDS], input=lines, text=True,
                          capture_output=True, cwd=CARDS.parent.parent, timeout=300)
    found, current, out = {}, None, []
    for line in done.stdout.splitlines():
        if line.startswith("@@ exit "):
            found[current] = (int(line.split()[-1]), "\n".join(out))
        elif line.startswith("@@ "):
            current, out = tuple(line.split()[1:]), []
        else:
            out.append(line)
    assert len(found) == 2 * len(FILES), done.stderr
    return found


@pytest.mark.parametrize("name", FILES)
def test_seastead_check_passes_on_each_card(name, said):
    code, out = said[("check", name)]
    assert code == 0, out
    assert out.startswith("ok: 1 file added to the shipped content")


@pytest.mark.parametrize("name", FILES)
def test_seastead_lint_reports_no_error_on_each_card(name, said):
    code, out = said[("lint", name)]
    assert code == 0, out
    assert "lint: 0 errors" in out
