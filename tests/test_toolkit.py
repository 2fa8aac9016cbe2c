"""The property-based testing toolkit, seastead_rules.testing, used on the game itself.

Properties over games drawn by `games()`, the SeasteadMachine run as a test, grammar
fuzzing, the invariant checker's messages, and the toolkit catching a deliberately
broken rule with a short, readable counterexample. Runs under the "seastead-ci"
profile (tests/conftest.py); `HYPOTHESIS_PROFILE=seastead-thorough` hunts harder.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import invariant, run_state_machine_as_test

import seastead_rules as s
from seastead_rules.engine import build_steps as build_module
from seastead_rules.errors import ContentError
from seastead_rules.testing import (
    ALL_SIDES,
    InvariantError,
    PlayedGame,
    SeasteadMachine,
    Setup,
    actions,
    check_compiles_or_content_error,
    check_invariants,
    check_transition,
    games,
    machine_settings,
    sea_texts,
    setups,
    with_content,
)
from seastead_rules.testing.fuzz import ITEMS

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = s.load_content()


def at_least(examples: int, steps: int | None = None) -> settings:
    """These many examples (and state machine steps), or more if the profile asks."""
    profile = settings()
    more = {} if steps is None else {
        "stateful_step_count": max(steps, profile.stateful_step_count)}
    return settings(max_examples=max(examples, profile.max_examples), **more)


# ---- strategies ------------------------------------------------------------------

@at_least(60)
@given(games())
def test_every_state_of_every_game_keeps_the_invariants(game):
    assert len(game.states) == len(game.actions) + 1
    check_invariants(game.states[0])
    for before, action, after in game.steps():
        check_transition(before, action, after)
        check_invariants(after)


@at_least(10)
@given(games(finished=True))
def test_finished_games_are_over_with_a_result(game):
    assert game.state.over and s.legal_actions(game.state) == ()
    assert s.score_sheet(game.state).winner in (0, 1, None)
    check_invariants(game.state)


@given(setups())
def test_setups_are_legal_and_decrees_come_only_with_b_sides(setup):
    assert setup.sides in ALL_SIDES and setup.specialists in ("A", "AB")
    assert setup.decree is None or ("B" in setup.sides and setup.decree in SHIPPED.decree)
    game = setup.new_game()
    assert bool(game.decrees) == ("B" in setup.sides)


@given(setups(sides="BBBB", decree="Tidewatch", specialists="AB", seeds=st.just(7)))
def test_fixed_setup_options_are_kept(setup):
    assert setup == Setup(7, "BBBB", "AB", "Tidewatch")
    assert setup.new_game().decree_in_play == "Tidewatch"


def test_a_fixed_decree_needs_sides_with_a_b():
    @given(setups(sides="AAAA", decree="Tidewatch"))
    def draw(setup):
        pass
    with pytest.raises(ValueError, match="needs sides with a B"):
        draw()


@given(st.data(), games(max_actions=30))
def test_actions_draws_a_legal_action(data, game):
    if not game.state.over:
        action = data.draw(actions(game.state))
        assert action in s.legal_actions(game.state)
        check_invariants(s.apply(game.state, action))


def test_a_state_holding_a_list_breaks_the_frozen_parts_invariant():
    game = s.new_game(2)
    broken = attrs.evolve(game, supply=list(game.supply))     # past replace()'s tuples
    with pytest.raises(InvariantError, match="a state holds no lists"):
        check_invariants(broken)


@at_least(5)
@given(games(max_actions=40))
def test_a_printed_game_pastes_back_to_the_same_game(game):
    again = eval(repr(game), {"PlayedGame": PlayedGame, "Setup": Setup})
    assert again.actions == game.actions and again.states == game.states


def test_with_content_compiles_user_sources_with_the_shipped_ones():
    decree = 'decree "Quiet Harbour" {\n    modify owner-bonus +1\n}\n'
    content = with_content(("quiet.sea", decree))
    assert "Quiet Harbour" in content.decree and len(content.decrees) == len(SHIPPED.decrees) + 1
    assert with_content(ROOT / "examples" / "calm_seas.sea").decree["Calm Seas"]
    with pytest.raises(ContentError, match=r"quiet\.sea:2:12: unknown rule question"):
        with_content(("quiet.sea", decree.replace("owner-bonus", "owner-bonuss")))


# ---- the state machine -----------------------------------------------------------

TestSeasteadMachine = SeasteadMachine.TestCase
TestSeasteadMachine.settings = at_least(10, steps=200)


class QuietHarbourMachine(SeasteadMachine):
    """A user's subclass: their decree compiled in, rules of their own checked."""
    content = with_content(("quiet.sea", 'decree "Quiet Harbour" { forbid owner-bonus }'))
    sides, decree = "BBBB", "Quiet Harbour"
    owner_bonus = content.rules.owner_bonus[0].src     # the may-question it asks

    @invariant()
    def no_owners_bonus_is_offered_under_quiet_harbour(self):
        d = self.state.decision
        if self.state.decree_in_play == "Quiet Harbour" and d is not None:
            assert getattr(d.op, "src", None) != self.owner_bonus, d.prompt

    def check_step(self, before, action, after):
        # Buildings are placed or moved, never taken off the board.
        for p in (0, 1):
            assert sum(after.players[p].built) >= sum(before.players[p].built), action


TestQuietHarbour = QuietHarbourMachine.TestCase
TestQuietHarbour.settings = at_least(5, steps=150)


# ---- grammar fuzzing -------------------------------------------------------------

@at_least(300)
@given(sea_texts())
def test_any_text_from_the_grammar_compiles_or_gives_positioned_problems(text):
    check_compiles_or_content_error(text)


@at_least(200)
@given(st.sampled_from(ITEMS).flatmap(lambda item: sea_texts(item, mangle=False)))
def test_every_kind_of_item_compiles_or_gives_positioned_problems(text):
    check_compiles_or_content_error(text)


def test_the_fuzz_check_rejects_anything_but_content_errors(monkeypatch):
    from seastead_rules.testing import fuzz
    def crash(text, path="<string>"):
        raise KeyError("boom")
    monkeypatch.setattr(fuzz, "compile_source", crash)
    with pytest.raises(AssertionError, match="compile_source raised KeyError"):
        check_compiles_or_content_error('decree "X" { }')


@at_least(40)
@given(st.data(), sea_texts("decree", mangle=False))
def test_a_decree_that_compiles_can_be_played(data, text):
    # Any decree the compiler accepts plays by the rules (or is refused with RulesError).
    text = re.sub(r'"[^"]*"', '"Fuzzed Decree"', text, count=1)
    try:
        content = with_content(("fuzzed.sea", text))
    except ContentError:
        return
    game = data.draw(games(setups(content, sides="BBBB", decree="Fuzzed Decree"),
                           max_actions=120), label="game")
    for state in game.states:
        check_invariants(state)


# ---- the invariant checker ---------------------------------------------------------

def test_a_broken_invariant_is_named_with_its_values_and_where():
    game = s.new_game(3)
    broken = attrs.evolve(game, supply=(game.supply[0] - 1,) + game.supply[1:])
    with pytest.raises(InvariantError) as info:
        check_invariants(broken)
    err = info.value
    assert err.invariant == "resource conservation" and isinstance(err, AssertionError)
    assert str(err).startswith("invariant 'resource conservation' broken: kelp: supply ")
    assert "round 1" in str(err) and "dive or build?" in str(err) and "seed 3" in str(err)


@pytest.mark.parametrize("change, name", [
    (lambda g: dict(cleanup_supply=g.cleanup_supply + 1), "cleanup conservation"),
    (lambda g: dict(locked=4), "exactly one locked demand token"),
    (lambda g: dict(buildings=(0,) + g.buildings[1:]), "building conservation"),
    (lambda g: dict(ships=(1,) + g.ships[1:]), "ship conservation"),
    (lambda g: dict(stack=g.stack + g.stack[-1:]), "a decision only on top of the stack"),
    (lambda g: dict(stack=g.stack[:-1]), "a decision on top until the game is over"),
    (lambda g: dict(decrees=("Tidewatch",)), "no decrees without B sides"),
    (lambda g: dict(dive_deck=g.dive_deck[1:]), "dive card conservation"),
])
def test_each_invariant_catches_its_break(change, name):
    game = s.new_game(5)
    with pytest.raises(InvariantError) as info:
        check_invariants(game.replace(**change(game)))
    assert info.value.invariant == name


def test_the_tests_old_import_path_still_works():
    import invariants
    assert invariants.check_invariants is check_invariants
    assert invariants.InvariantBroken is InvariantError


# ---- a deliberately broken rule is caught, shrunk and readable -----------------------

def _lose_the_build_payment(monkeypatch):
    """Break the build: the cost leaves the builder's reserve but never reaches the supply."""
    assert hasattr(build_module, "pay"), "engine/build_steps.py no longer pays through `pay`"
    pay = build_module.pay

    def forgetful_pay(t, player, r, n, src=""):
        pay(t, player, r, n, src)
        supply = t.edit("supply") if hasattr(t, "edit") else t.supply
        supply[r] -= n          # the broken rule: the tokens paid vanish
    monkeypatch.setattr(build_module, "pay", forgetful_pay)


def test_a_build_that_loses_its_payment_is_caught_with_a_short_game(monkeypatch):
    _lose_the_build_payment(monkeypatch)
    seen = []

    @settings(max_examples=200, database=None, derandomize=True)
    @given(games())
    def every_state_keeps_the_invariants(game):
        seen.append(game)
        for state in game.states:
            check_invariants(state)

    with pytest.raises(InvariantError) as info:
        every_state_keeps_the_invariants()
    err, shrunk = info.value, seen[-1]       # hypothesis replays the shrunk game last
    assert err.invariant == "resource conservation"
    assert "invariant 'resource conservation' broken" in str(err)
    report = "\n".join(getattr(err, "__notes__", ()))
    # The printed counterexample is the game: its setup, then one action a line.
    assert f"game=PlayedGame({shrunk.setup!r}, actions=" in report
    assert all(f"    {text!r}," in report or f"{text!r}" in report for text in shrunk.actions)
    assert len(shrunk.actions) <= 8 and shrunk.actions[-1].startswith("build ")
    assert shrunk.setup.seed < 10 and shrunk.setup.sides == "AAAA"


def test_the_machine_catches_it_too_and_prints_a_short_program(monkeypatch):
    _lose_the_build_payment(monkeypatch)
    with pytest.raises(InvariantError) as info:
        run_state_machine_as_test(SeasteadMachine, settings=settings(
            max_examples=100, stateful_step_count=20, database=None, derandomize=True))
    report = "\n".join(getattr(info.value, "__notes__", ()))
    assert "state.start(setup=Setup(seed=" in report
    assert 1 <= report.count("state.play(action=") <= 2
    assert re.search(r"state\.play\(action='build \w+ at flotilla \d location \d", report)


def test_a_build_that_forgets_to_pay_is_caught_with_a_short_game(monkeypatch):
    # Not paying at all keeps every count right; the transition check sees it.
    monkeypatch.setattr(build_module, "pay", lambda t, player, r, n, src="": None)
    seen = []

    @settings(max_examples=200, database=None, derandomize=True)
    @given(games())
    def every_step_keeps_the_rules(game):
        seen.append(game)
        for before, action, after in game.steps():
            check_transition(before, action, after)
            check_invariants(after)

    with pytest.raises(InvariantError) as info:
        every_step_keeps_the_rules()
    err, shrunk = info.value, seen[-1]
    assert err.invariant == "a build pays its cost"
    assert re.search(r"blue played 'build \w+ at flotilla \d location \d': it costs [1-9] "
                     r"\w+ \(printed cost [1-9].*\) and blue paid 0", str(err)), str(err)
    assert len(shrunk.actions) <= 8 and shrunk.actions[-1].startswith("build ")
    assert "game=PlayedGame(Setup(seed=" in "\n".join(err.__notes__)


def test_the_game_plays_by_the_rules_again_once_the_patch_is_undone():
    # monkeypatch undid the broken rule after each test above.
    assert build_module.pay is s.engine.tokens.pay


# ---- the worked example ------------------------------------------------------------

def _example(*args) -> str:
    done = subprocess.run([sys.executable, str(ROOT / "examples" / "decree_property.py"),
                           *args], capture_output=True, text=True, timeout=300, cwd=ROOT,
                          env={**os.environ, "HYPOTHESIS_PROFILE": "seastead-ci"})
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def test_the_decree_property_example_runs():
    assert "Calm Seas: 2 properties hold" in _example()


def test_the_decree_property_example_shows_the_failure_report_of_docs_testing_md():
    # The report has the shape docs/testing.md shows: the game, one action a line, ending
    # in the pass, then the message. (Its actions change as the shipped content does.)
    report = _example("--show-failure").split("\n", 1)[1].rstrip("\n")
    shape = re.compile(
        r"Failing test case: never_strands_a_player\(\n    game=PlayedGame\(Setup\(seed=\d+, "
        r"sides='BBBB', specialists='AB?', decree='Calm Seas', "
        r"content=with_content\('examples/calm_seas.sea'\)\), actions=\(\n"
        r"(        '[^'\n]+',\n)*        'pass',\n    \)\),\n\)\n"
        r"AssertionError: forced to pass holding \{'kelp': \d+, 'metal': \d+, 'fish': \d+, "
        r"'artifact': \d+\}: round \d+, (blue|orange)'s turn; .*decree='Calm Seas'.*$")
    assert shape.fullmatch(report), report
    docs = (ROOT / "docs" / "testing.md").read_text(encoding="utf-8")
    shown = re.search(r"```(?:text)?\n(Failing test case: never_strands_a_player\(.*?)\n```",
                      docs, re.S)
    assert shown and shape.fullmatch(shown.group(1)), "docs/testing.md lacks the report"


def test_the_cleanup_conservation_message_names_the_tokens_and_the_recorded_extras():
    game = s.new_game(5)
    with pytest.raises(InvariantError) as info:
        check_invariants(game.replace(cleanup_supply=game.cleanup_supply + 1))
    message = str(info.value)
    assert "Player.cleanup counts the tokens only" in message
    assert "Player.cleanup_extra: blue 0, orange 0" in message
    assert "`cleanup` counts both" in message


def test_check_invariants_checks_every_state_of_a_played_game():
    game = PlayedGame(Setup(seed=0, sides="AAAA", specialists="A", decree=None),
                      actions=("dive",))
    check_invariants(game)
    broken = game.states[0].replace(cleanup_supply=0)
    with pytest.raises(InvariantError, match="cleanup conservation"):
        check_invariants(PlayedGame(game.setup, game.actions, states=(game.state, broken)))


@pytest.mark.parametrize("value, hint", [
    (3, "not a int"), ([s.new_game(1)], "not a list"),
    (s.Playout(s.new_game(1)), "call its freeze() for the State"),
])
def test_check_invariants_given_neither_a_state_nor_a_played_game_says_what_to_pass(value, hint):
    with pytest.raises(TypeError, match="takes a State .* or a PlayedGame") as info:
        check_invariants(value)
    assert hint in str(info.value)


def test_the_machines_test_case_runs_without_deadline_or_slow_input_health_checks():
    for machine in (SeasteadMachine, QuietHarbourMachine):
        chosen = machine.TestCase.settings
        assert chosen.deadline is None
        assert HealthCheck.too_slow in chosen.suppress_health_check


def test_settings_given_to_the_machine_keep_its_deadline_and_health_checks():
    given_by_user = settings(max_examples=3, deadline=200)
    chosen = machine_settings(given_by_user)
    assert chosen.max_examples == 3 and chosen.deadline is None
    assert HealthCheck.data_too_large in chosen.suppress_health_check


def test_the_machines_test_case_runs_under_its_own_settings_whatever_is_assigned(monkeypatch):
    from seastead_rules.kernel import machine as machine_module  # runs every machine
    ran = {}
    monkeypatch.setattr(machine_module, "run_state_machine_as_test",
                        lambda machine, settings: ran.update(machine=machine, settings=settings))

    class MyMachine(SeasteadMachine):
        pass

    MyMachine.TestCase.settings = settings(max_examples=2, deadline=100)
    MyMachine.TestCase().runTest()
    assert ran["machine"] is MyMachine
    assert ran["settings"].max_examples == 2 and ran["settings"].deadline is None
    assert HealthCheck.too_slow in ran["settings"].suppress_health_check
