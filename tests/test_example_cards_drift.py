"""The Drift (examples/cards/11_16_the_drift.sea: tile 3, face B), the side of cards 11 to
16: one test per rule of each location, blue building a shipyard there (flotilla 3
demands fish), and the rule that scores the cards kept face down."""

import random

import pytest
from cards_support import card_content
from support import play, resources, scenario, texts

import seastead_rules as s

DRIFT = "11_16_the_drift.sea"
DEMAND = ["kelp", "metal", "fish", "artifact"]
# Rusted Freighter: 3 metal | 1 kelp, 1 fish, 1 artifact. Oyster Bank: 1 kelp, 2 fish |
# 1 metal, 1 artifact. Drowned Arcade: different 2 | different 2.
DECK = ("Rusted Freighter", "Oyster Bank", "Drowned Arcade", "Trawler Wreck", "Cable Tangle")
COST = {0: 2, 1: 1, 2: 2, 3: 4, 4: 3, 5: 5}        # printed; no tag for shipyards
# The ship of the new shipyard goes to the first place offered (flotilla 1 location 0).
SHIP = "ship to flotilla 1 location 0"


def position(dive_deck=DECK, revealed=None, **given):
    """Blue to play, The Drift laid out as flotilla 3 (sides AABB), the dive deck
    starting with `dive_deck` (the rest of the game's deck under them), `revealed` on
    the discard pile."""
    content = card_content(DRIFT)
    rest = s.new_game(0, sides="AABB", specialists="AB", content=content).dive_deck
    deck = tuple(dive_deck) + tuple(c for c in rest if c not in dive_deck and c != revealed)
    return scenario(sides="AABB", specialists="AB", content_=content, demand=DEMAND,
                    locked=4, cleanup_supply=20, dive_deck=deck, revealed=revealed, **given)


def built_on_the_drift(location, **given):
    """Blue has built a shipyard on location `location` of The Drift, paying its cost
    in fish, and placed the ship; its effect is under way (or done)."""
    game = position(player0={"fish": COST[location]}, **given)
    return play(game, f"build shipyard at flotilla 3 location {location}", SHIP)


def turn_passed(game):
    return game.to_move == 1 and game.decision.kind == "turn"


def log_texts(game, n):
    return [e.text for e in game.log.entries()][-n:]


# ---- 11. Reveal 2, take a half of one ----------------------------------------------

def test_reveal_2_shows_the_top_two_dive_cards_to_choose_from():
    game = built_on_the_drift(0)
    assert texts(game) == ["card Rusted Freighter", "card Oyster Bank"]
    assert game.dive_open == ("Rusted Freighter", "Oyster Bank") and game.open_to == -1


def test_reveal_2_takes_one_half_of_the_chosen_card_and_nobody_takes_the_other():
    game = play(built_on_the_drift(0), "card Oyster Bank")
    assert texts(game) == [
        "half 1: 1 kelp and 2 fish",
        "half 2: 1 metal and 1 artifact (if you have fewer cleanup tokens than your "
        "opponent, also take 1 cleanup token)"]
    game = play(game, "half 1: 1 kelp and 2 fish")
    assert turn_passed(game)
    assert resources(game, 0) == {"kelp": 1, "fish": 2} and resources(game, 1) == {}


def test_reveal_2_puts_the_chosen_card_on_the_discard_pile_and_the_other_at_the_bottom():
    game = play(built_on_the_drift(0), "card Oyster Bank", "half 1: 1 kelp and 2 fish")
    assert game.dive_discard[-1] == "Oyster Bank"
    assert game.dive_deck[:3] == ("Drowned Arcade", "Trawler Wreck", "Cable Tangle")
    assert game.dive_deck[-1] == "Rusted Freighter"
    assert game.dive_open == ()
    # Both players saw the card put back, and both know where it lies.
    assert game.known == (("Rusted Freighter",), ("Rusted Freighter",))


# ---- 12. Look at 3, put them back in any order --------------------------------------

def looked_and_ordered():
    """Blue has looked at the top 3 and put them back: Drowned Arcade on top, then
    Rusted Freighter, then Oyster Bank."""
    game = built_on_the_drift(1)
    assert game.decision.prompt == ("blue: which card goes on top? (they go on top of the "
                                    "dive deck)")
    assert texts(game) == ["card Rusted Freighter", "card Oyster Bank", "card Drowned Arcade"]
    game = play(game, "card Drowned Arcade")
    assert texts(game) == ["card Rusted Freighter", "card Oyster Bank"]
    return play(game, "card Rusted Freighter")


def test_look_3_puts_them_back_on_top_in_the_order_chosen():
    game = looked_and_ordered()
    assert turn_passed(game)
    assert game.dive_deck[:5] == ("Drowned Arcade", "Rusted Freighter", "Oyster Bank",
                                  "Trawler Wreck", "Cable Tangle")
    # (the log, which both players read, does not name cards only blue has seen)
    assert log_texts(game, 2) == [
        "blue looks at the top 3 dive cards",
        "blue puts 3 cards on top of the dive deck"]


def test_look_3_the_looker_knows_the_cards_and_the_opponent_does_not():
    game = built_on_the_drift(1)
    assert game.open_to == 0                        # in the open for blue only
    game = play(game, "card Drowned Arcade", "card Rusted Freighter")
    assert game.known == (("Drowned Arcade", "Rusted Freighter", "Oyster Bank"), ())


def test_look_3_the_opponents_observation_does_not_name_the_cards():
    # Neither while blue orders them nor afterwards.
    for game in (built_on_the_drift(1), looked_and_ordered()):
        seen = s.observation(game, 1)
        assert "Drowned Arcade" not in repr((seen.known, seen.dive_deck, seen.dive_open,
                                             seen.stack))


def test_look_3_a_state_sampled_for_the_looker_keeps_the_cards_where_they_were_put():
    game = looked_and_ordered()
    for seed in range(5):
        sampled = s.sample_state(s.observation(game, 0), 0, random.Random(seed))
        assert sampled.dive_deck[:3] == game.dive_deck[:3]


# ---- 13. Keep the top card face down; it scores 1 per metal of its first half --------

def test_keep_puts_the_top_dive_card_face_down_beside_your_board():
    game = built_on_the_drift(2)
    assert turn_passed(game)
    assert game.kept == (("Rusted Freighter",), ())
    assert game.dive_deck[:4] == DECK[1:]
    assert log_texts(game, 2) == ["blue looks at the top 1 dive card",
                                  "blue puts 1 card face down beside their board"]


def test_keep_the_opponents_observation_does_not_name_the_kept_card():
    seen = s.observation(built_on_the_drift(2), 1)
    assert "Rusted Freighter" not in repr(seen.kept)


def game_over_after(game):
    """`game` played to its end: orange's dive is the last turn."""
    game = play(game.replace(end_round=game.round), "dive")
    while not game.over:
        game = play(game, texts(game)[0])
    return game


@pytest.mark.parametrize("deck, points", [
    (DECK, 3),                                                # 3 metal | ...
    (("Oyster Bank",) + DECK[2:], 0),                         # 1 kelp, 2 fish | ...
    (("Drowned Arcade",) + DECK[3:], 0),                      # different 2: no metal shown
])
def test_a_kept_card_scores_1_per_metal_its_first_half_shows_at_the_end(deck, points):
    over = game_over_after(built_on_the_drift(2, dive_deck=deck))
    assert over.over
    assert [line.cards for line in s.score_sheet(over).lines] == [points, 0]


# ---- 14. Dive again now -----------------------------------------------------------

def test_dive_again_dives_now_and_the_opponent_takes_the_other_half():
    game = built_on_the_drift(3)
    assert game.decision.prompt == "blue: which half of Rusted Freighter do you take?"
    game = play(game, "half 1: 3 metal")
    assert turn_passed(game)
    assert resources(game, 0) == {"metal": 3}
    assert resources(game, 1) == {"kelp": 1, "fish": 1, "artifact": 1}
    assert game.dive_discard[-1] == "Rusted Freighter"


# ---- 15. Score 2 points -----------------------------------------------------------

def test_score_2_adds_2_points_on_the_score_sheet():
    game = built_on_the_drift(4)
    assert turn_passed(game)
    sheet = s.score_sheet(game)
    assert [line.cards for line in sheet.lines] == [2, 0]
    assert sheet.lines[0].total == 2 + 2                          # and the location's 2
    assert log_texts(game, 1) == ["blue scores 2 points"]


# ---- 16. Fish on the revealed card's first half: 2 fish, or else a cleanup token ------

@pytest.mark.parametrize("revealed, fish, tokens", [
    ("Oyster Bank", 2, 0),           # first half: 1 kelp, 2 fish
    ("Rusted Freighter", 0, 1),      # first half: 3 metal
    ("Drowned Arcade", 0, 1),        # different 2: shows no fish
])
def test_fish_on_the_revealed_cards_first_half_takes_2_fish_otherwise_a_cleanup_token(
        revealed, fish, tokens):
    game = built_on_the_drift(5, revealed=revealed,
                              dive_deck=tuple(c for c in DECK if c != revealed))
    assert game.dive_discard[-1] == revealed
    assert turn_passed(game)
    assert resources(game, 0).get("fish", 0) == fish
    assert game.players[0].cleanup == tokens
