"""The public names of Deep Sea's content language and content loading, walked with bad
arguments by tests/test_api_walk.py (see tests/api_walk.py)."""

from __future__ import annotations

from api_walk import Target

from seastead_rules.data import content_dir
from seastead_rules.deep_sea import content, language

__all__ = ["deep_sea_content_targets", "SKIPPED"]

SKIPPED = {
    "LANGUAGE": "a Language object: its compile_source is walked through compile_source",
    "FOLDER": "a constant", "Fields": "a record the declaration compiles to",
    "shipped_fields": "takes no argument", "shipped_sources": "takes no argument",
}


def deep_sea_content_targets() -> list:
    """Deep Sea's content names: loading, compiling, the language of a declaration."""
    t = Target
    return [
        t("load_content", lambda: content.load_content,
          dict(folder=content_dir() / "deep_sea")),
        t("build_content", lambda: content.build_content,
          dict(sources=content.shipped_sources())),
        t("source_files", lambda: content.source_files, dict(root=content_dir() / "deep_sea")),
        t("compile_source", lambda: language.compile_source,
          dict(text='token "T" research 1 count 1', path="t.sea", vocabulary=None)),
        t("language_for", lambda: language.language_for, dict(fields=("biology",))),
    ]
