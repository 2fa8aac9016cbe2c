"""Every public function answers a bad argument with a RulesError (an ArgumentError, also
a ValueError and a TypeError) that names the argument: one row per function and bad
argument, for every name of seastead_rules.__all__ and the public bots, arena, balance
and testing functions, and for the misuse of the kernel, Liar's Dice and the framework
adapters once answered with a bare Python exception. tests/test_api_walk.py walks every
public name with bad values of each parameter."""

from pathlib import Path

import pytest

import seastead_rules as s
from seastead_rules import testing
from seastead_rules.balance import Change, balance, play_many
from seastead_rules.bots import GreedyBot, ISMCTSBot, OneStepBot, RandomBot, make_bot
from seastead_rules.cli.arena import arena
from seastead_rules.cli.bench import run_bench
from seastead_rules.errors import ArgumentError
from seastead_rules.model.actions import Build, Dive

GAME = s.new_game(1)
RECORD = s.Game(1).record()
SAVED = s.to_json(GAME)
HUGE = 10 ** 5000

ROWS = [
    # function, call, words the message must hold (the argument's name)
    ("compile_source", lambda: s.compile_source(b'decree "X" {}'), "text must be"),
    ("compile_source", lambda: s.compile_source(None), "text must be"),
    ("compile_source", lambda: s.compile_source("", 5), "path must be"),
    ("score_sheet", lambda: s.score_sheet(None), "state must be"),
    ("score_sheet", lambda: s.score_sheet("state"), "state must be"),
    ("load_content", lambda: s.load_content(extra=[("a.sea", 5)]), "extra[0] text"),
    ("load_content", lambda: s.load_content(extra=[(5, "")]), "extra[0] label"),
    ("load_content", lambda: s.load_content(extra=["a.sea"]), "extra[0] must be"),
    ("load_content", lambda: s.load_content(extra=[("a", "b", "c")]), "extra[0] must be"),
    ("load_content", lambda: s.load_content(extra=5), "extra must be"),
    ("load_content", lambda: s.load_content(folder=5), "folder must be"),
    ("load_content", lambda: s.load_content(folder="no/such/folder"), "no such folder"),
    ("load_content", lambda: s.load_content(replace="yes"), "replace must be"),
    ("new_game", lambda: s.new_game(1, decree=["x"]), "decree must be"),
    ("new_game", lambda: s.new_game(1, sides=5), "sides must be"),
    ("new_game", lambda: s.new_game(1, sides="CCCC"), "sides must be"),
    ("new_game", lambda: s.new_game(1, specialists=["A"]), "specialists must be"),
    ("new_game", lambda: s.new_game(1, content=5), "content must be"),
    ("new_game", lambda: s.new_game(1, mode=["duel"]), "mode must be"),
    ("new_game", lambda: s.new_game(1.5), "seed must be"),
    ("new_game", lambda: s.new_game(-1), "seed must be"),
    ("new_game", lambda: s.new_game(HUGE), "seed must be"),
    ("new_game", lambda: s.new_game(1, log="no"), "log must be"),
    ("legal_actions", lambda: s.legal_actions(None), "legal_actions takes a State"),
    ("apply", lambda: s.apply(None, Dive()), "apply takes a State"),
    ("is_over", lambda: s.is_over(None), "is_over takes a State"),
    ("to_json", lambda: s.to_json(None), "state must be"),
    ("from_json", lambda: s.from_json(SAVED, 5), "content must be"),
    ("replay", lambda: s.replay(None), "record must be"),
    ("replay", lambda: s.replay(RECORD, 5), "content must be"),
    ("Game", lambda: s.Game("1"), "seed must be"),
    ("Game", lambda: s.Game(1, content=5), "content must be"),
    ("Game.from_record", lambda: s.Game.from_record(None), "record must be"),
    ("Game.from_record", lambda: s.Game.from_record(RECORD, 5), "content must be"),
    ("observation", lambda: s.observation(None, 0), "state must be"),
    ("observation", lambda: s.observation(GAME, 2), "player must be"),
    ("observation", lambda: s.observation(GAME, "0"), "player must be"),
    ("explain_cost", lambda: s.explain_cost(None, Build("port", 1, 0)), "state must be"),
    ("explain_cost", lambda: s.explain_cost(GAME, None), "build must be"),
    ("explain_cost", lambda: s.explain_cost(GAME, Build("port", 1, 0), 7), "player must be"),
    ("why_not", lambda: s.why_not(None, Dive()), "state must be"),
    ("Playout", lambda: s.Playout(None), "a Playout starts from a State"),
    ("card_text", lambda: s.card_text(None), "card_text takes a card"),
    ("card_text", lambda: s.card_text("decree"), "card_text takes a card"),
    ("counters", lambda: s.counters(None), "state must be"),
    ("counters", lambda: s.counters("game"), "state must be"),
    ("points_scored", lambda: s.points_scored(None), "state must be"),
    # bots
    ("make_bot", lambda: make_bot(5, 0), "spec must be"),
    ("make_bot", lambda: make_bot("ismcts:inf", 0), "a budget is seconds"),
    ("make_bot", lambda: make_bot("ismcts:nan", 0), "a budget is seconds"),
    ("make_bot", lambda: make_bot("ismcts:0p", 0), "a budget is seconds"),
    ("ISMCTSBot", lambda: ISMCTSBot(0, seconds=float("inf")), "seconds (a budget above 0)"),
    ("ISMCTSBot", lambda: ISMCTSBot(0, seconds=float("nan")), "seconds (a budget above 0)"),
    ("ISMCTSBot", lambda: ISMCTSBot(0, playouts=HUGE), "playouts (a budget above 0)"),
    ("ISMCTSBot", lambda: ISMCTSBot(0, playouts=2.5), "playouts (a budget above 0)"),
    ("ISMCTSBot", lambda: ISMCTSBot(0, rollout=-1), "rollout must be"),
    ("ISMCTSBot", lambda: ISMCTSBot(0, candidates=0), "candidates must be"),
    ("ISMCTSBot", lambda: ISMCTSBot("0"), "seed must be"),
    ("GreedyBot", lambda: GreedyBot(0, steps=0), "steps must be"),
    ("GreedyBot", lambda: GreedyBot(None), "seed must be"),
    ("OneStepBot", lambda: OneStepBot([1]), "seed must be"),
    ("RandomBot", lambda: RandomBot(1.5), "seed must be"),
    # arena, bench, balance
    ("arena", lambda: arena("random"), "bots must be"),
    ("arena", lambda: arena(["random", "random"], games=10 ** 12), "games per pair"),
    ("arena", lambda: arena(["random", "random"], games=3), "even whole number"),
    ("arena", lambda: arena(["random", "random"], seed=-1), "seed must be"),
    ("arena", lambda: arena(["random", "random"], progress=5), "progress must be"),
    ("run_bench", lambda: run_bench(-3), "games must be"),
    ("run_bench", lambda: run_bench(0), "games must be"),
    ("run_bench", lambda: run_bench(10, seed=-1), "seed must be"),
    ("balance", lambda: balance(None), "change must be"),
    ("balance", lambda: balance(CHANGE(), games=0), "games must be"),
    ("balance", lambda: balance(CHANGE(), bots="random"), "bots must name two bots"),
    ("balance", lambda: balance(CHANGE(), workers=0), "workers must be"),
    ("balance", lambda: balance(CHANGE(), backend="ray", connect_timeout=float("inf")),
     "connect_timeout must be"),
    ("balance", lambda: balance(CHANGE(), backend="ray", address=5), "address must be"),
    ("play_many", lambda: play_many([], 10 ** 9), "games must be"),
    ("play_many", lambda: play_many([], 2, bots=("random", "wizard")), "unknown bot"),
    ("Change.build", lambda: Change.build(extra=["examples"], baseline_dir="no/such",
                                          candidate_dir="content"), "--baseline no/such"),
    # testing
    ("check_invariants", lambda: testing.check_invariants(None), "check_invariants takes"),
    ("check_transition", lambda: testing.check_transition(None, Dive(), GAME), "before must"),
    ("games", lambda: testing.games(max_actions=-1), "max_actions must be"),
    ("games", lambda: testing.games(min_actions=5, max_actions=2), "min_actions"),
    ("sea_texts", lambda: testing.sea_texts("wizard"), "item must be"),
    ("sea_texts", lambda: testing.sea_texts(depth=0), "depth must be"),
    ("sea_texts", lambda: testing.sea_texts(counters="yes"), "counters must be"),
    ("card_texts", lambda: testing.card_texts(depth=9), "depth must be"),
    ("card_texts", lambda: testing.card_texts(depth="2"), "depth must be"),
    ("nested_texts", lambda: testing.nested_texts(outer="wizard"), "outer must be"),
    ("nested_texts", lambda: testing.nested_texts(window="moon"), "window must be"),
    ("with_content", lambda: testing.with_content(("a.sea",)), "a source must be"),
    ("with_content", lambda: testing.with_content(5), "a source must be"),
    ("setups", lambda: testing.setups(5), "content must be"),
    ("actions", lambda: testing.actions(None), "legal_actions takes a State"),
    ("machine_settings", lambda: testing.machine_settings(5), "parent must be"),
    ("where", lambda: testing.where(None), "state must be"),
    ("load_profile", lambda: testing.load_profile(5), "default must be"),
    ("check_compiles_or_content_error",
     lambda: testing.check_compiles_or_content_error(b"x"), "text must be"),
    # what was answered with a bare Python exception, or silently
    ("card_text", lambda: s.card_text(GAME.content.decrees[0], counters=5), "counters must be"),
    ("Game.play_bot", lambda: s.Game(1).play_bot(None), "bot must be a bot"),
    ("Game.play_bot", lambda: s.Game(1).play_bot("random"), "bot must be a bot"),
    ("Game.undo_to", lambda: s.Game(1).undo_to(None), "players must be"),
    ("Game.undo_to", lambda: s.Game(1).undo_to([2]), "each of players must be a seat"),
]


def CHANGE():
    """A change to play (made on use: building one compiles the content)."""
    return Change.build(decree="Port Levy")


@pytest.mark.parametrize("call, words", [(call, words) for _, call, words in ROWS],
                         ids=[f"{name}-{i}" for i, (name, _, _) in enumerate(ROWS)])
def test_a_bad_argument_is_an_argument_error_naming_it(call, words):
    with pytest.raises(ArgumentError) as info:
        call()
    assert isinstance(info.value, s.RulesError)
    assert words in str(info.value)


def test_an_argument_error_is_also_a_value_error_and_a_type_error():
    assert issubclass(s.ArgumentError, (s.RulesError))
    assert issubclass(s.ArgumentError, ValueError) and issubclass(s.ArgumentError, TypeError)


def test_every_public_function_has_a_row():
    called = {name.split(".")[0] for name, _, _ in ROWS}
    functions = {name for name in s.__all__ if callable(getattr(s, name))
                 and not isinstance(getattr(s, name), type)}
    classes_that_check = {"Game", "Playout"}
    skipped = {"sample_state"}      # handled with the AI environments (docs/ai.md)
    assert (functions | classes_that_check) - skipped <= called
    kit = {name for name in testing.__all__ if callable(getattr(testing, name))
           and not isinstance(getattr(testing, name), type)}
    assert kit <= called


def test_a_file_given_to_with_content_is_read_only_when_it_is_a_regular_file(tmp_path):
    import os
    os.mkfifo(tmp_path / "fifo.sea")
    with pytest.raises(ArgumentError, match="a fifo, not a regular file"):
        testing.with_content(Path(tmp_path / "fifo.sea"))


# ---- the kernel, Liar's Dice and the frameworks -------------------------------------

def _liars_dice():
    from seastead_rules.liars_dice import GAME as DICE
    return DICE


def _dice_state():
    return _liars_dice().setup(1, 3)


def _gym_env():
    from seastead_rules.kernel.gym import GameEnv
    return GameEnv(_liars_dice(), opponent="random", players=2)


def _aec():
    from seastead_rules.kernel.pettingzoo import env
    return env(_liars_dice(), players=2)


def _load_game(name, params):
    import pyspiel

    import seastead_rules.ai.openspiel  # noqa: F401  (registers python_seastead)
    from seastead_rules.kernel.openspiel import register
    register(_liars_dice())
    return pyspiel.load_game(name, params)


KERNEL_ROWS = [
    # function, call, the error, words the message must hold
    ("Bid", lambda: __import__("seastead_rules.liars_dice").liars_dice.Bid("1", "2"),
     ArgumentError, "a bid's quantity must be an int, not '1'"),
    ("apply", lambda: _liars_dice().apply(None, None), ArgumentError,
     "apply takes a Liar's Dice State"),
    ("legal_actions", lambda: _liars_dice().legal_actions(GAME), ArgumentError,
     "legal_actions takes a Liar's Dice State"),
    ("is_over", lambda: _liars_dice().is_over("state"), ArgumentError, "is_over takes"),
    ("to_json", lambda: _liars_dice().to_json(None), ArgumentError, "to_json takes"),
    ("observation", lambda: _liars_dice().observation(None, 0), ArgumentError,
     "observation takes"),
    ("describe", lambda: _liars_dice().describe(None), ArgumentError, "describe takes"),
    ("playout", lambda: _liars_dice().playout(None), ArgumentError, "playout takes"),
    ("sample", lambda: _liars_dice().sample(_liars_dice().observation(_dice_state(), 0), 0,
                                            None), ArgumentError, "rng must be a random.Random"),
    ("setup", lambda: _liars_dice().setup(1, 2, dice=0), ArgumentError,
     "liars_dice's option dice must be a whole number from 1 to 5, not 0"),
    ("setup", lambda: _liars_dice().setup(1, 2, dice="5"), ArgumentError,
     "liars_dice's option dice must be an int, not '5'"),
    ("setup", lambda: _liars_dice().setup(1, 2, wild=1), ArgumentError,
     "liars_dice's option wild must be a str, not 1"),
    ("setup", lambda: _liars_dice().setup(1, 2, chance="sampled"), ArgumentError,
     "chance must be 'seeded' (the seed draws) or 'explicit'"),
    ("actions", lambda: _liars_dice().actions(2, dice=6), ArgumentError,
     "liars_dice's option dice must be a whole number from 1 to 5, not 6"),
    ("check_game", lambda: __import__("seastead_rules.kernel.checks", fromlist=["x"])
     .check_game(_liars_dice(), samples=-1), ArgumentError, "samples must be"),
    ("replay", lambda: __import__("seastead_rules.kernel.records", fromlist=["x"])
     .replay(None, None), ArgumentError, "game must be a game of the kernel"),
]

FRAMEWORK_ROWS = [
    ("write", lambda: _liars_dice().tensors(3).write(_dice_state(), 3), ArgumentError,
     "player must be a seat of this game (0 to 2), not 3"),
    ("write", lambda: _liars_dice().tensors(3).write(_dice_state(), -1), ArgumentError,
     "player must be a seat of this game (0 to 2), not -1"),
    ("write", lambda: _liars_dice().tensors(3).write(_dice_state(), True), ArgumentError,
     "player must be a seat of this game (0 to 2), not True"),
    ("write", lambda: _liars_dice().tensors(2).write(_dice_state(), 0), ArgumentError,
     "write: a state of 3 players"),
    ("load_game", lambda: _load_game("python_liars_dice", {"wild": "twos"}), ArgumentError,
     "liars_dice's option wild must be one of 'ones', 'sixes', 'none', not 'twos'"),
    ("load_game", lambda: _load_game("python_seastead", {"seeds": -1}), ArgumentError,
     "seeds must be a whole number from 0"),
    ("load_game", lambda: _load_game("python_liars_dice", {"dice": 9}), ArgumentError,
     "liars_dice's option dice must be a whole number from 1 to 5, not 9"),
    ("load_game", lambda: _load_game("python_seastead", {"extra": "/missing"}), ArgumentError,
     "extra=/missing: no such file or folder"),
    ("GameAEC.step", lambda: _aec().step(0), s.RulesError,
     "no game yet: reset the environment first"),
    ("GameAEC.last", lambda: _aec().last(), s.RulesError, "reset the environment first"),
    ("GameAEC.observe", lambda: _aec().observe("player_0"), s.RulesError,
     "reset the environment first"),
    ("GameEnv.step", lambda: _gym_env().step(0), s.RulesError,
     "no game yet: reset the environment first"),
    ("GameEnv.reset", lambda: _gym_env().reset(seed=-1), ArgumentError, "seed must be"),
]


@pytest.mark.parametrize("call, error, words", [row[1:] for row in KERNEL_ROWS],
                         ids=[f"{row[0]}-{i}" for i, row in enumerate(KERNEL_ROWS)])
def test_misuse_of_the_kernel_and_of_liars_dice_is_a_rules_error_saying_what(call, error,
                                                                            words):
    with pytest.raises(error) as info:
        call()
    assert isinstance(info.value, s.RulesError)
    assert words in str(info.value)


@pytest.mark.parametrize("call, error, words", [row[1:] for row in FRAMEWORK_ROWS],
                         ids=[f"{row[0]}-{i}" for i, row in enumerate(FRAMEWORK_ROWS)])
def test_misuse_of_the_framework_adapters_is_a_rules_error_saying_what(call, error, words):
    for extra in ("numpy", "pyspiel", "gymnasium", "pettingzoo"):
        pytest.importorskip(extra, reason="the 'ai' extra is not installed")
    with pytest.raises(error) as info:
        call()
    assert isinstance(info.value, s.RulesError)
    assert words in str(info.value)
