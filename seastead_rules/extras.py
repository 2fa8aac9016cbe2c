"""Optional extras: the capabilities whose libraries are not core dependencies.

`need("ai", "numpy", "pyspiel")` imports nothing itself; it checks that the modules can
be found and otherwise raises `MissingExtra`, which says what to install. The `seastead`
command prints that message as its one line.
"""

from __future__ import annotations

import importlib.util

from .errors import RulesError

__all__ = ["MissingExtra", "need"]


class MissingExtra(RulesError, ImportError):
    """A capability whose optional libraries are not installed."""


def need(extra: str, *modules: str) -> None:
    """Raise MissingExtra unless every one of `modules` can be imported."""
    missing = [m for m in modules if importlib.util.find_spec(m) is None]
    if missing:
        raise MissingExtra(
            f"this needs {', '.join(missing)}, from the '{extra}' extra: install it with "
            f"pip install -e '.[{extra}]' from a clone, or pip install "
            f"'WHEEL[{extra}]' with the seastead_rules .whl file you installed")
