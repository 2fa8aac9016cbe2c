"""Content that compiles must play: rules the engine relies on are checked when content
is compiled or a game is set up, so no game reaches a state its own save refuses."""

from __future__ import annotations

import random

import pytest

import seastead_rules as s
from seastead_rules import ContentError, load_content
from seastead_rules.model.content import build_content, shipped_sources


def _replaced(source: str):
    return load_content(extra=[("my_board.sea", source)], replace=True)


@pytest.mark.parametrize("rule", [
    "building port { nothing }",
    "building port { copy location }",
    "building port { may choose dock }",
    "building port { if your kelp > 0 { choose dock } }",
    "building port { choose dock; choose dock }",
])
def test_a_port_takes_exactly_one_dock_tile_always(rule):
    # One dock per port (p. 8): scoring and saves rely on it.
    with pytest.raises(ContentError, match="a port takes one dock tile"):
        _replaced(rule)


def test_only_the_ports_rule_may_choose_a_dock():
    source = 'specialist "Dockhand" set A type build points 1 { use { choose dock } }'
    with pytest.raises(ContentError, match="only 'building port' may hold it") as err:
        s.compile_source(source, "dockhand.sea")
    assert str(err.value).startswith("dockhand.sea:1:57:")


def test_a_port_rule_with_more_effects_still_plays_and_saves():
    content = _replaced("building port { cleanup 1; choose dock }")
    game, rng = s.new_game(3, content=content), random.Random(3)
    while not s.is_over(game):
        game = s.apply(game, rng.choice(s.legal_actions(game)))
        s.from_json(s.to_json(game), content)      # every position's own save loads
    assert sum(p.built[0] for p in game.players) == len(game.docks)


def test_content_without_a_port_rule_sets_up_no_game():
    sources = [(label, text.replace("building port { choose dock }", ""))
               for label, text in shipped_sources()]
    content = build_content(sources)
    with pytest.raises(ContentError, match="no 'building port' rule"):
        s.new_game(1, content=content)
