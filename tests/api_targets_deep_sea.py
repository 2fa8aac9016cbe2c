"""Deep Sea's engine names for the walk of bad arguments (tests/api_walk.py): the game
object's rules, on the tests' fixture content (the shipped content is compiled by the
content language), each with good arguments.

Not walked: the engine's modules below `deep_sea.game` (state, setup, rules, handlers)
are called by the game with values it made; `Pick` is a record made by the caller and
walked through GAME.apply."""

from __future__ import annotations

from api_walk import Target
from deep_sea_fixture import CONTENT

from seastead_rules.deep_sea import content, language
from seastead_rules.deep_sea.actions import Pick
from seastead_rules.deep_sea.game import DeepSea

__all__ = ["deep_sea_targets", "deep_sea_content_targets", "SKIPPED"]

SKIPPED = {"GAME": "the shipped content's game: its methods are DeepSea's, walked here on "
                   "the fixture content",
           "LANGUAGE": "a Language: its compile_source is walked through compile_source",
           "GRAMMAR": "a Grammar: its parser is walked through compile_source",
           "CONTENT_FOLDER": "a constant", "MAX_FILES": "a constant",
           "shipped_folder": "takes no argument"}


def deep_sea_targets() -> list:
    """DeepSea and its rules' methods."""
    g, t = DeepSea(CONTENT), Target
    start = g.setup(1, 3)
    first = g.legal_actions(start)[0]
    return [
        t("DeepSea", lambda: DeepSea, dict(content=CONTENT)),
        t("GAME.setup", lambda: g.setup, dict(seed=1, players=3, mode="competitive"),
          options=True),
        t("GAME.to_move", lambda: g.to_move, dict(position=start)),
        t("GAME.legal_actions", lambda: g.legal_actions, dict(position=start)),
        t("GAME.apply", lambda: g.apply, dict(state=start, action=first)),
        t("GAME.apply(Pick)", lambda: lambda **kw: g.apply(start, Pick(**kw)),
          dict(text=first.text), covers=(Pick,)),
        t("GAME.is_over", lambda: g.is_over, dict(position=start)),
        t("GAME.returns", lambda: g.returns, dict(position=start)),
        t("GAME.check", lambda: g.check, dict(state=start)),
    ]


def deep_sea_content_targets() -> list:
    """Deep Sea's content names: loading and checking a folder, compiling a source."""
    t = Target
    return [
        t("load_content", lambda: content.load_content,
          dict(folder=content.shipped_folder())),
        t("check_content", lambda: content.check_content, dict(content=content.load_content())),
        t("compile_source", lambda: language.compile_source,
          dict(text='token "T" research 1 copies 1', path="t.sea", vocabulary=None)),
    ]
