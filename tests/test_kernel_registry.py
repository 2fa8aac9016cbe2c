"""The games the package hosts are listed by the kernel, and importing a game's package
registers it with OpenSpiel and Gymnasium whichever is imported first, without importing
numpy, OpenSpiel or Gymnasium itself."""

from __future__ import annotations

import subprocess
import sys

import pytest

from seastead_rules.kernel import games


def _run(code: str) -> str:
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    return out.stdout.strip()


def test_the_kernel_lists_the_games_the_package_hosts():
    entries = {entry.name: entry for entry in games()}
    assert sorted(entries) == ["deep_sea", "liars_dice", "seastead"]
    dice = entries["liars_dice"]
    assert dice.players == (2, 2, 6) and dice.options["wild"] == "ones"
    assert (dice.openspiel, dice.gymnasium) == ("python_liars_dice",
                                                "seastead_rules/liars_dice-v0")
    assert entries["seastead"].players == (1, 2, 2)
    assert entries["deep_sea"].players == (1, 2, 4)
    assert (entries["deep_sea"].openspiel, entries["deep_sea"].gymnasium) == (
        "python_deep_sea", "seastead_rules/deep_sea-v0")
    assert str(dice).startswith("liars_dice: 2-6 players (default 2); dice=5")


def test_importing_a_game_imports_no_framework():
    assert _run("import sys, seastead_rules.liars_dice, seastead_rules as s; s.new_game(1); "
                "print(sorted({'numpy', 'pyspiel', 'gymnasium'} & set(sys.modules)))") == "[]"


@pytest.mark.parametrize("order", ["game first", "framework first"])
def test_importing_a_game_registers_it_with_openspiel_whichever_comes_first(order):
    pytest.importorskip("pyspiel", reason="the 'ai' extra is not installed")
    imports = ["import seastead_rules.liars_dice", "import pyspiel"]
    if order == "framework first":
        imports.reverse()
    code = "; ".join(imports) + "; print(pyspiel.load_game('python_liars_dice').num_players())"
    assert _run(code) == "2"


def test_seastead_is_registered_once_its_rules_are_used():
    pytest.importorskip("pyspiel", reason="the 'ai' extra is not installed")
    code = ("import seastead_rules as s; s.new_game(1); import pyspiel; "
            "print(pyspiel.load_game('python_seastead').num_players())")
    assert _run(code) == "2"


def test_importing_a_game_registers_its_gymnasium_id():
    pytest.importorskip("gymnasium", reason="the 'ai' extra is not installed")
    code = ("import seastead_rules.liars_dice, gymnasium; "
            "env = gymnasium.make('seastead_rules/liars_dice-v0', players=3); "
            "print(env.reset(seed=1)[0].shape)")
    assert _run(code).startswith("(")


def test_asking_whether_a_framework_is_installed_does_not_lose_the_registration():
    pytest.importorskip("pyspiel", reason="the 'ai' extra is not installed")
    code = ("import importlib.util, seastead_rules.liars_dice; "
            "importlib.util.find_spec('pyspiel'); import pyspiel; "
            "print('python_liars_dice' in pyspiel.registered_names())")
    assert _run(code) == "True"
