"""Deep Sea's engine names for the walk of bad arguments (tests/api_walk.py): the game
object's rules, on the tests' fixture content (the shipped content is compiled by the
content language), each with good arguments.

Not walked: the engine's modules below `deep_sea.game` (state, setup, rules, handlers)
are called by the game with values it made; `Pick` is a record made by the caller and
walked through GAME.apply."""

from __future__ import annotations

import random

from api_walk import Target
from deep_sea_fixture import CONTENT

from seastead_rules.deep_sea import cardtext, content, language, wholeset
from seastead_rules.deep_sea.actions import Pick
from seastead_rules.deep_sea.content import load_content
from seastead_rules.deep_sea.dealing import Deal
from seastead_rules.deep_sea.game import DeepSea

__all__ = ["deep_sea_targets", "deep_sea_content_targets", "SKIPPED"]

SKIPPED = {"GAME": "the shipped content's game: its methods are DeepSea's, walked here on "
                   "the fixture content",
           "State": "a record the game makes; walked through the game's methods",
           "Dealing": "a record the game makes (setup with explicit chance); walked "
                      "through the game's methods",
           "LANGUAGE": "a Language: its compile_source is walked through compile_source",
           "GRAMMAR": "a Grammar: its parser is walked through compile_source",
           "CONTENT_FOLDER": "a constant", "MAX_FILES": "a constant",
           "shipped_folder": "takes no argument", "ITEM_KINDS": "a constant"}


def deep_sea_targets() -> list:
    """DeepSea and its rules' methods."""
    g, t = DeepSea(CONTENT), Target
    start = g.setup(1, 3)
    first = g.legal_actions(start)[0]
    dealing = g.setup(1, 3, chance="explicit")
    outcome = g.legal_actions(dealing)[0]
    return [
        t("DeepSea", lambda: DeepSea, dict(content=CONTENT)),
        t("GAME.setup", lambda: g.setup, dict(seed=1, players=3, chance="seeded",
                                              mode="competitive"), options=True),
        t("GAME.to_move", lambda: g.to_move, dict(position=start)),
        t("GAME.legal_actions", lambda: g.legal_actions, dict(position=start)),
        t("GAME.apply", lambda: g.apply, dict(state=start, action=first)),
        t("GAME.apply(Pick)", lambda: lambda **kw: g.apply(start, Pick(**kw)),
          dict(text=first.text), covers=(Pick,)),
        t("GAME.is_over", lambda: g.is_over, dict(position=start)),
        t("GAME.returns", lambda: g.returns, dict(position=start)),
        t("GAME.check", lambda: g.check, dict(state=start)),
        t("GAME.scores", lambda: g.scores, dict(position=start)),
        t("GAME.replaced", lambda: g.replaced, dict(
            changes='token "Rich Sample" research 4 copies 8', label="mine.sea")),
        t("GAME.observation", lambda: g.observation, dict(position=start, player=1)),
        t("GAME.sample", lambda: g.sample, dict(observation=g.observation(start, 1),
                                                player=1, rng=random.Random(1))),
        t("GAME.to_json", lambda: g.to_json, dict(state=start)),
        t("GAME.from_json", lambda: g.from_json, dict(text=g.to_json(start))),
        t("GAME.playout", lambda: g.playout, dict(state=start)),
        t("GAME.actions", lambda: g.actions, dict(players=3, mode="competitive"),
          options=True),
        t("GAME.tensors", lambda: g.tensors, dict(players=3, mode="competitive"),
          options=True),
        t("GAME.bounds", lambda: g.bounds, dict(players=3, mode="competitive"), options=True),
        t("GAME.observer", lambda: g.observer, dict(players=3, view="player", recall=False,
                                                    mode="competitive"), options=True),
        t("GAME.observation_string", lambda: g.observation_string,
          dict(state=start, player=0)),
        t("GAME.describe", lambda: g.describe, dict(state=start)),
        t("GAME.chance_outcomes", lambda: g.chance_outcomes, dict(position=start)),
        t("GAME.chance_outcomes(Dealing)", lambda: g.chance_outcomes,
          dict(position=dealing)),
        t("GAME.seeded_outcome", lambda: g.seeded_outcome, dict(position=dealing)),
        t("GAME.chance_history", lambda: g.chance_history, dict(position=start)),
        t("GAME.apply(Deal)", lambda: lambda **kw: g.apply(dealing, Deal(**kw)),
          dict(pile=outcome.pile, item=outcome.item), covers=(Deal,)),
        t("GAME.from_json(Dealing)", lambda: g.from_json, dict(text=g.to_json(dealing))),
        t("load_content", lambda: load_content, dict(folder=None)),
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
        t("replaced_by", lambda: content.replaced_by,
          dict(content=content.load_content(),
               text='token "Rich Sample" research 4 copies 8', label="mine.sea")),
        t("with_changes", lambda: content.with_changes,
          dict(content=content.load_content(),
               text='token "Rich Sample" research 4 copies 8')),
        t("whole_set_problems", lambda: wholeset.whole_set_problems,
          dict(content=content.load_content())),
        t("item_text", lambda: cardtext.item_text,
          dict(item=content.load_content().zones[0], vocabulary=language.LANGUAGE.vocabulary)),
        t("side_text", lambda: cardtext.side_text,
          dict(side=content.load_content().specialists[1].senior)),
    ]
