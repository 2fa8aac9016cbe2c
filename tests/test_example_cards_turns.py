"""The example cards of examples/cards/ that change the course of a turn or of the game:
Last Call (card 29, `end game`) ends the game when the round in progress is over. One
test per rule of the card, each in a position built for it (cards_support), named after
the rule it keeps."""

from cards_support import card_position
from support import play

import seastead_rules as s

FILES = {"Last Call": "29_last_call.sea"}


def built(player, kinds=("academy",) * 4 + ("shipyard",)):
    """Buildings of `player`, one of each of `kinds`, on flotillas 2 and 3: five of their
    twelve (no port: none needs a dock tile; no column complete)."""
    return {(2 + i // 3, i % 3): (player, kind) for i, kind in enumerate(kinds)}


BUILT = built(0)
# A shipyard at flotilla 1 location 2 (printed cost 2, less its shipyard price tag: 1
# kelp) leaves 6 buildings on the board of its builder, who places a ship and declines
# the location's take.
BUILD = ("build shipyard at flotilla 1 location 2", "ship to flotilla 1 location 0", "no")


def position(card, **given):
    """Blue to play with the example card in play (cards_support.card_position)."""
    return card_position(FILES[card], **given)


def own_lines(game, card) -> list:
    """The log lines the card's file wrote, as text."""
    return [e.text for e in game.log.entries() if e.src.startswith(
        f"examples/cards/{FILES[card]}") and not e.text.startswith("setup:")]


# ---- 29. Last Call ---------------------------------------------------------------------

def test_last_call_a_build_leaving_6_buildings_ends_the_game_when_the_round_is_over():
    game = play(position("Last Call", player0={"kelp": 1}, buildings=BUILT), *BUILD)
    assert own_lines(game, "Last Call") == ["the game ends with this round: round 1 is the last"]
    assert game.end_round == 1 and not game.over
    assert game.to_move == 1 and game.decision.kind == "turn"    # orange still plays
    over = play(game, "dive", "half 1: 3 metal")
    assert over.over and over.round == 1
    assert s.score_sheet(over).lines[0].buildings_left == 6


def test_last_call_a_build_leaving_7_buildings_goes_on():
    four = built(0, ("academy",) * 3 + ("shipyard",))
    game = play(position("Last Call", player0={"kelp": 1}, buildings=four), *BUILD)
    assert own_lines(game, "Last Call") == [] and game.end_round == -1


def test_the_end_of_the_game_comes_forward_when_a_later_round_was_to_be_the_last():
    game = position("Last Call", player0={"kelp": 1}, buildings=BUILT)
    game = play(game.replace(end_round=2), *BUILD)
    assert game.end_round == 1
    assert play(game, "dive", "half 1: 3 metal").over


def test_ending_the_game_in_its_last_round_changes_nothing():
    game = position("Last Call", player0={"kelp": 1}, buildings=BUILT)
    game = play(game.replace(end_round=1), *BUILD)
    assert own_lines(game, "Last Call") == [] and game.end_round == 1


def test_the_start_players_build_ending_the_game_leaves_the_round_to_be_finished():
    # Orange starts the round: after orange's turn blue plays, and ends it.
    game = position("Last Call", current=1, start_player=1, player1={"kelp": 1},
                    buildings=built(1))
    game = play(game, *BUILD)
    assert game.to_move == 0 and game.end_round == 1 and not game.over
    assert play(game, "dive", "half 1: 3 metal").over


def test_a_game_whose_end_came_by_an_effect_saves_and_loads_as_it_was():
    # (The decks and displays of the setup: a save holds every card once.)
    game = play(position("Last Call", player0={"kelp": 1}, buildings=BUILT, dive_deck=None,
                         dock_display=None, specialist_display=None), *BUILD)
    assert game.end_round == 1
    assert s.from_json(s.to_json(game), game.content) == game
