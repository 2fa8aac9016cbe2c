"""Where the grammar and the content files are, in a checkout or an installed wheel, and
the package's version."""

from __future__ import annotations

import functools
from pathlib import Path

__all__ = ["data_dir", "grammar_text", "content_dir", "VERSION"]

VERSION = "0.1.0"
"""The version of seastead_rules (`seastead_rules.__version__`); game records name it."""

_PACKAGE = Path(__file__).resolve().parent


@functools.lru_cache(maxsize=None)
def data_dir(name: str) -> Path:
    """The folder `grammar` or `content`: inside the wheel (_data/) or at the checkout's top."""
    for candidate in (_PACKAGE / "_data" / name, _PACKAGE.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"cannot find the '{name}' folder of seastead_rules")


def grammar_text(game: str = "seastead") -> str:
    """The text of a game's content language: the core grammar (grammar/core.lark)
    followed by the game's own part (grammar/GAME.lark)."""
    folder = data_dir("grammar")
    return "\n".join((folder / name).read_text(encoding="utf-8")
                     for name in ("core.lark", f"{game}.lark"))


def content_dir() -> Path:
    """The folder of the shipped content (.sea files)."""
    return data_dir("content")
