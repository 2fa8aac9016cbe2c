"""The example decrees of examples/cards/ that hear events (cards 1-5), each in a
position built for it: one test per rule of the card, named after it, and where it helps
the same position with no decree in play (`base(game)`), which follows the rulebook."""

import attrs
from cards_support import DECK, card_position
from support import building, play, resources, texts

from seastead_rules import score_sheet

FILES = {"Harbour Festival": "01_harbour_festival.sea", "Trade Winds": "02_trade_winds.sea",
         "Salvage Tax": "03_salvage_tax.sea", "Customs House": "04_customs_house.sea",
         "Mercy Rule": "05_mercy_rule.sea"}


def position(decree, **given):
    """Blue to play on four B sides with the example `decree` in play (cards_support:
    flotilla 4 locked, DECK on top of the dive deck)."""
    return card_position(FILES[decree], **given)


def base(game):
    """The same position with no decree in play: the rules of the rulebook."""
    return attrs.evolve(game, decrees=())


def turn_passed(game, to=1):
    """The turn is over and player `to` is asked to dive or build."""
    return game.to_move == to and game.decision.kind == "turn"


def own_lines(game, decree) -> list:
    """The log lines the decree's file wrote, as text."""
    return [e.text for e in game.log.entries() if e.src.startswith(
        f"examples/cards/{FILES[decree]}") and not e.text.startswith("setup:")]


def cleanup(game) -> tuple:
    """(blue's, orange's, the supply's) cleanup tokens."""
    return game.players[0].cleanup, game.players[1].cleanup, game.cleanup_supply


# ---- 1. Harbour Festival ------------------------------------------------------------

def test_harbour_festival_gives_each_player_a_cleanup_token_at_the_start_of_each_round():
    game = position("Harbour Festival")        # round 1 began as the position was set
    assert cleanup(game) == (1, 1, 18)
    game = play(game, "dive", "half 1: 3 metal")
    assert turn_passed(game) and cleanup(game) == (1, 1, 18)     # not at orange's turn
    game = play(game, "dive", "half 1: 1 kelp and 2 fish")
    assert turn_passed(game, to=0) and game.round == 2
    assert cleanup(game) == (2, 2, 16)
    assert own_lines(game, "Harbour Festival")[-2:] == ["blue takes 1 cleanup",
                                                        "orange takes 1 cleanup"]


# ---- 2. Trade Winds ---------------------------------------------------------------

def test_trade_winds_each_player_gives_the_opponent_a_resource_of_their_choice_at_round_end():
    game = position("Trade Winds", current=1, start_player=0, player0={"kelp": 1},
                    player1={"fish": 1})
    game = play(game, "dive", "half 1: 3 metal")                # orange ends the round
    assert game.decision.prompt == "orange: give which resource to blue? (1 to give)"
    assert texts(game) == ["give metal", "give fish"]
    game = play(game, "give metal")
    assert game.decision.prompt == "blue: give which resource to orange? (1 to give)"
    assert texts(game) == ["give kelp", "give metal", "give fish", "give artifact"]
    game = play(game, "give fish")
    assert turn_passed(game, to=0) and game.round == 2
    assert resources(game, 0) == {"kelp": 2, "metal": 1, "artifact": 1}
    assert resources(game, 1) == {"metal": 2, "fish": 2}


def test_trade_winds_asks_nothing_after_the_first_players_turn():
    game = play(position("Trade Winds", player0={"kelp": 1}, player1={"fish": 1}),
                "dive", "half 1: 3 metal")
    assert turn_passed(game)
    assert resources(game, 1) == {"kelp": 1, "fish": 2, "artifact": 1}


def test_trade_winds_a_player_with_nothing_gives_nothing():
    # Orange builds with their last kelp; blue has nothing to give back.
    game = position("Trade Winds", current=1, start_player=0, player1={"kelp": 1})
    game = play(game, "build shipyard at flotilla 1 location 0", "ship to flotilla 1 location 4")
    while not turn_passed(game, to=0):
        assert game.decision.kind != "give"
        game = play(game, "no")
    assert resources(game, 0) == {} and resources(game, 1) == {}
    assert own_lines(game, "Trade Winds") == []


# ---- 3. Salvage Tax ---------------------------------------------------------------

def test_salvage_tax_a_dive_giving_3_returns_one_of_them_of_the_divers_choice():
    game = play(position("Salvage Tax", player0={"metal": 2}), "dive",
                "half 2: 1 kelp, 1 fish and 1 artifact")
    assert game.decision.prompt == "blue: spend which resource? (1 to spend)"
    assert texts(game) == ["spend kelp", "spend fish", "spend artifact"]   # not metal
    game = play(game, "spend fish")
    assert turn_passed(game)
    assert resources(game, 0) == {"kelp": 1, "metal": 2, "artifact": 1}
    assert game.supply[2] == 10
    assert own_lines(game, "Salvage Tax") == ["blue returns 1 fish"]
    # The same dive under the rules: all three are kept.
    assert resources(play(base(position("Salvage Tax")), "dive",
                          "half 2: 1 kelp, 1 fish and 1 artifact"), 0) == {
        "kelp": 1, "fish": 1, "artifact": 1}


def test_salvage_tax_three_of_one_type_returns_one_without_a_question():
    game = play(position("Salvage Tax"), "dive", "half 1: 3 metal")
    assert turn_passed(game)
    assert resources(game, 0) == {"metal": 2}
    # The player who did not dive keeps the other half whole.
    assert resources(game, 1) == {"kelp": 1, "fish": 1, "artifact": 1}


def test_salvage_tax_a_dive_giving_2_returns_nothing():
    game = play(position("Salvage Tax", dive_deck=("Oyster Bank",) + DECK), "dive",
                "half 2: 1 metal and 1 artifact (if you have fewer cleanup tokens than your "
                "opponent, also take 1 cleanup token)")
    assert turn_passed(game)
    assert resources(game, 0) == {"metal": 1, "artifact": 1}
    assert own_lines(game, "Salvage Tax") == []


# ---- 4. Customs House ---------------------------------------------------------------

BUILD = "build port at flotilla 1 location 0"       # printed 1, kelp


def test_customs_house_the_opponent_may_return_a_cleanup_token_to_make_a_build_cost_2_more():
    game = play(position("Customs House", player0={"kelp": 3}, cleanup1=1), BUILD)
    assert game.to_move == 1
    assert game.decision.prompt == ("orange: you may spend 1 cleanup token to make the "
                                    "build cost 2 more")
    paid = play(game, "yes")
    assert paid.decision.kind == "dock" and paid.to_move == 0
    assert resources(paid, 0) == {}                                # 1 + 2 kelp
    assert cleanup(paid) == (0, 0, 20)                             # the token went back
    assert building(paid, 1, 0) == (0, "port")
    assert own_lines(paid, "Customs House") == ["orange returns 1 cleanup",
                                                "blue's build now costs 3 kelp"]
    declined = play(game, "no")
    assert resources(declined, 0) == {"kelp": 2} and cleanup(declined) == (0, 1, 19)


def test_customs_house_is_not_offered_when_the_builder_could_not_pay_2_more():
    game = play(position("Customs House", player0={"kelp": 2}, cleanup1=1), BUILD)
    assert game.to_move == 0 and game.decision.kind == "dock"
    assert resources(game, 0) == {"kelp": 1} and cleanup(game) == (0, 1, 19)


def test_customs_house_is_not_offered_when_the_opponent_has_no_cleanup_token():
    game = play(position("Customs House", player0={"kelp": 3}), BUILD)
    assert game.to_move == 0 and game.decision.kind == "dock"
    assert resources(game, 0) == {"kelp": 2}


# ---- 5. Mercy Rule ------------------------------------------------------------------

def last_turn(decree, **given):
    """Orange's last turn of the game (round 5, the last), to dive."""
    game = position(decree, current=1, start_player=0, round=5, **given)
    return game.replace(end_round=5)


def test_mercy_rule_the_player_with_fewer_buildings_scores_4_at_the_end():
    game = last_turn("Mercy Rule", buildings={(1, 2): (0, "shipyard"), (1, 4): (0, "academy"),
                                              (2, 0): (1, "academy")})
    over = play(game, "dive", "half 1: 3 metal")
    assert over.over
    assert own_lines(over, "Mercy Rule") == ["orange scores 4 points"]
    assert [line.cards for line in score_sheet(over).lines] == [0, 4]


def test_mercy_rule_equal_buildings_score_nothing():
    game = last_turn("Mercy Rule", buildings={(1, 2): (0, "shipyard"), (2, 0): (1, "academy")})
    over = play(game, "dive", "half 1: 3 metal")
    assert over.over and own_lines(over, "Mercy Rule") == []
