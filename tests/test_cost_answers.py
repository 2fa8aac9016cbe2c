"""A build's cost and permission, listed fast, are what their explanation says.

Listing the legal builds evaluates each rule in force once per decision, for the kind
and place its condition reads (engine/answers.py), and counts costs as plain numbers;
`explain_cost` and `forbidder` build every reason from the same rules. On the turn
questions of seeded games with each decree of the shipped content and of the example
cards in play, the two agree for every player, kind and empty location."""

from __future__ import annotations

import random

import pytest
from cards_support import card_content

import seastead_rules as s
from seastead_rules.engine.answers import Answers
from seastead_rules.engine.build import build_cost, explain_cost
from seastead_rules.engine.hooks import forbidder
from seastead_rules.model.names import KINDS, LOCATIONS, PLACES
from seastead_rules.model.state import new_ctx

DECREE_CARDS = ["01_harbour_festival.sea", "02_trade_winds.sea", "03_salvage_tax.sea",
                "04_customs_house.sea", "05_mercy_rule.sea", "06_free_port.sea",
                "07_crowded_waters.sea", "08_dry_dock.sea", "09_heavy_seas.sea",
                "10_embargo.sea", "28_apprentice.sea"]


def _turns(content, decree: str, seed: int, limit: int = 120):
    """Turn questions of a random game with `decree` in play."""
    game = s.new_game(seed, sides="BBBB", specialists="AB", decree=decree, content=content)
    rng = random.Random(seed)
    for _ in range(limit):
        if s.is_over(game):
            return
        if game.decision.kind == "turn":
            yield game
        game = s.apply(game, rng.choice(s.legal_actions(game)))


def _agree(game) -> int:
    checked = 0
    for player in (0, 1):
        answers = Answers(game, player)
        for kind in range(len(KINDS)):
            for index in range(LOCATIONS):
                if game.buildings[index] != -1:
                    continue
                assert build_cost(game, player, kind, index) == \
                    explain_cost(game, player, kind, index)[0], (player, kind, index)
                ctx = new_ctx(player, *PLACES[index], kind, "", False, "")
                for action in ("build", "build-on-locked"):
                    assert answers.forbidder(action, kind, index) is \
                        forbidder(game, action, ctx), (action, player, kind, index)
                checked += 1
    return checked


SHIPPED = s.load_content()


@pytest.mark.parametrize("decree", sorted(SHIPPED.decree))
def test_a_shipped_decrees_costs_listed_fast_are_the_costs_explained(decree):
    assert sum(_agree(g) for g in _turns(SHIPPED, decree, 5, 60)) > 100


@pytest.mark.parametrize("card", DECREE_CARDS)
def test_an_example_cards_costs_listed_fast_are_the_costs_explained(card):
    content = card_content(card)
    decrees = [d for d in content.decree if content.decree[d].src.startswith("examples/")]
    for decree in decrees or sorted(content.decree)[:1]:
        assert sum(_agree(g) for g in _turns(content, decree, 7, 60)) > 50


@pytest.mark.parametrize("card", ["05_mercy_rule.sea", "09_heavy_seas.sea", "28_apprentice.sea"])
def test_every_question_asked_is_answered_as_explained(card):
    from seastead_rules.engine.hooks import ask, explain
    content = card_content(card)
    asked = 0
    for decree in sorted(content.decree)[:6]:
        for game in _turns(content, decree, 3, 40):
            for player in (0, 1):
                ctx = new_ctx(player, 1, 2, 0, "", False, "")
                for query, (_, high) in content.ranges.items():
                    base = min(3, high)         # (the rules' answer is in its range)
                    assert ask(game, query, base, ctx) == \
                        explain(game, query, base, (), ctx)[0]
                    asked += 1
    assert asked > 500
