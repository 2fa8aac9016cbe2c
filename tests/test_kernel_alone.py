"""The kernel stands alone: importing it, or a game written only against it, loads no
module of Seastead (its engine, compiler, records, saves or card text) and no lark."""

from __future__ import annotations

import subprocess
import sys

import pytest

SEASTEAD = ("engine", "lang", "model", "saves", "text", "bots", "ai", "balance", "cli",
            "table", "terminal", "lint", "lsp", "testing", "docsite", "game")


def _loaded(module: str) -> list:
    """The modules of seastead_rules and of lark that importing `module` loads, in a
    fresh interpreter."""
    code = (f"import sys, {module}; print(' '.join(m for m in sys.modules "
            "if m.startswith(('seastead_rules', 'lark'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    return out.stdout.split()


def _seastead(modules) -> list:
    return [m for m in modules if m.startswith("lark") or
            m.split(".")[1:2] and m.split(".")[1] in SEASTEAD]


@pytest.mark.parametrize("module", ["seastead_rules.kernel", "seastead_rules.kernel.protocol",
                                    "seastead_rules.liars_dice"])
def test_importing_the_kernel_or_a_kernel_game_loads_nothing_of_seastead(module):
    assert _seastead(_loaded(module)) == []


def test_seasteads_api_is_still_the_package_itself():
    import seastead_rules as s
    assert all(hasattr(s, name) for name in s.__all__)
    assert s.new_game is __import__("seastead_rules.engine.setup", fromlist=["x"]).new_game


def test_the_api_docs_see_the_same_names_as_the_lazy_loader():
    # The TYPE_CHECKING imports (what mkdocstrings and type checkers read) and _WHERE
    # (what __getattr__ loads) name the same modules for the same names.
    import ast
    from pathlib import Path

    import seastead_rules as s
    tree = ast.parse(Path(s.__file__).read_text(encoding="utf-8"))
    block = next(n for n in tree.body if isinstance(n, ast.If))
    static = {alias.name: node.module for node in block.body for alias in node.names}
    assert static == s._WHERE
