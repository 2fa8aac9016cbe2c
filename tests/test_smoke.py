"""The first game plays to the end."""

import random

from support import play, resources, scenario, texts

import seastead_rules as s


def test_a_random_game_finishes_with_a_score_sheet():
    game, rng = s.new_game(7), random.Random(7)
    while not s.is_over(game):
        game = s.apply(game, rng.choice(s.legal_actions(game)))
    sheet = s.score_sheet(game)
    for line in sheet.lines:
        assert line.total == (line.resources + line.dock_buildings + line.locations
                              + line.specialists + line.cleanup)
    assert game.decision is None and s.legal_actions(game) == ()


def test_scenario_starts_with_the_turn_question():
    game = scenario(player0={"kelp": 2}, current=0)
    assert game.to_move == 0
    assert "dive" in texts(game)
    assert resources(game, 0) == {"kelp": 2}
    assert play(game, "dive").to_move in (0, 1)
