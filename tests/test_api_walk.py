"""Every public name of the package, of the kernel, of the games (Seastead, Liar's Dice,
Deep Sea and its content loading) and of the framework adapters, walked with bad
arguments (tests/api_walk.py): each is called with good arguments, then with each
parameter in turn given each bad value, and only a RulesError may come out. Every name
of each module's __all__ that takes arguments is walked (or excused, saying why), with
every one of its parameters. The rows of tests/test_api_arguments.py check the
messages."""

from __future__ import annotations

import pytest


def _surfaces() -> dict:
    """{surface: (its targets, the modules whose names it walks, the names it may leave
    unwalked and why)}."""
    import importlib

    import api_targets as seastead
    import api_targets_deep_sea as deep_sea
    import api_targets_kernel as kernel

    def modules(*names):
        return [importlib.import_module(f"seastead_rules{n}") for n in names]

    return {
        "package": (seastead.package_targets, modules("", ".bots"), seastead.SKIPPED),
        "seastead game": (seastead.seastead_game_targets, modules(".game"), seastead.SKIPPED),
        "seastead ai": (seastead.seastead_ai_targets, modules(
            ".ai.encode", ".ai.env", ".ai.pettingzoo", ".ai.gym", ".ai.openspiel"),
            seastead.SKIPPED),
        "kernel": (kernel.kernel_targets, modules(
            ".kernel", ".kernel.protocol", ".kernel.arena", ".kernel.bots", ".kernel.records",
            ".kernel.paired", ".kernel.playout", ".kernel.checks", ".kernel.codecs",
            ".kernel.machine", ".kernel.env", ".kernel.session", ".kernel.content_tools"),
            kernel.SKIPPED),
        "liars dice": (kernel.liars_dice_targets, modules(".liars_dice"), kernel.SKIPPED),
        "deep sea": (deep_sea.deep_sea_targets, modules(".deep_sea.game", ".deep_sea.actions",
                                                             ".deep_sea"),
                     deep_sea.SKIPPED),
        "frameworks": (kernel.framework_targets, modules(
            ".kernel.openspiel", ".kernel.pettingzoo", ".kernel.gym"), kernel.SKIPPED),
        "deep sea content": (deep_sea.deep_sea_content_targets, modules(
            ".deep_sea.content", ".deep_sea.language", ".deep_sea.cardtext",
            ".deep_sea.wholeset"),
            deep_sea.SKIPPED),
    }


AI = ("numpy", "pyspiel", "gymnasium", "pettingzoo")
NEEDS = {"package": (), "seastead game": ("numpy",), "seastead ai": AI, "kernel": ("numpy",),
         "liars dice": ("numpy",), "deep sea": ("numpy",), "frameworks": AI,
         "deep sea content": ()}
"""The libraries of the 'ai' extra each surface's names need (a tensor codec: numpy)."""
SURFACES = list(NEEDS)


def _needs_extras(surface: str):
    for extra in NEEDS[surface]:
        pytest.importorskip(extra, reason="the 'ai' extra is not installed")


@pytest.mark.parametrize("surface", SURFACES)
def test_every_bad_argument_to_a_public_name_is_a_rules_error(surface):
    from api_walk import walk
    _needs_extras(surface)
    targets, _, _ = _surfaces()[surface]
    count, escapes = walk(targets())
    assert not escapes, f"{len(escapes)} of {count} calls gave no RulesError:\n" + \
        "\n".join(escapes[:40])


@pytest.mark.parametrize("surface", SURFACES)
def test_every_public_name_and_each_of_its_parameters_is_walked(surface):
    from api_walk import missing_parameters, unwalked
    _needs_extras(surface)
    make, modules, skipped = _surfaces()[surface]
    targets = make()
    assert {t.name: missing_parameters(t) for t in targets
            if missing_parameters(t)} == {}
    assert {m.__name__: unwalked(m, targets, skipped) for m in modules
            if unwalked(m, targets, skipped)} == {}
