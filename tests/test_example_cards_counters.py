"""The example decrees that bring a counter of their own (cards 22 and 23 of
examples/cards/): Tides, a shared counter, and Reputation, one per player. One test per
rule of the card, in a position built for it."""

from cards_support import CARDS, card_position, label
from support import play, resources

import seastead_rules as s
from seastead_rules.engine.counts import counter_value

TIDES, REPUTATION = "22_tides.sea", "23_reputation.sea"


def position(name, content=None, **given):
    """Blue to play on four B sides with the example decree of file `name` in play
    (cards_support.card_position), with the file's content or `content`."""
    return card_position(name, content_=content, **given)


def turn_passed(game, to=1):
    return game.to_move == to and game.decision.kind == "turn"


def tides(game) -> int:
    return counter_value(game, "tides", 0)


def reputation(game) -> tuple:
    """(blue's, orange's) reputation."""
    return counter_value(game, "reputation", 0), counter_value(game, "reputation", 1)


# ---- 22. Tides --------------------------------------------------------------------
PORT = ("build port at flotilla 1 location 0", "dock Kelp Press", "no")   # 1 kelp


def test_tides_each_port_built_adds_1():
    game = play(position(TIDES, player0={"kelp": 1}, player1={"kelp": 1}), *PORT)
    assert turn_passed(game) and tides(game) == 1
    game = play(game, "build port at flotilla 1 location 4", "dock Gillnet Wharf")
    assert turn_passed(game, to=0) and tides(game) == 2        # orange's port too


def test_tides_other_buildings_add_nothing():
    game = play(position(TIDES, player0={"kelp": 1}), "build shipyard at flotilla 1 location 0",
                "ship to flotilla 1 location 4", "no")
    assert turn_passed(game) and tides(game) == 0


def test_tides_at_4_each_player_takes_a_kelp_and_the_tide_goes_back_to_0():
    game = position(TIDES, player0={"kelp": 1})
    game = play(game.replace(counters=(("tides", (3,)),)), *PORT)
    assert turn_passed(game)
    assert tides(game) == 0
    assert resources(game, 0) == {"kelp": 1} and resources(game, 1) == {"kelp": 1}
    assert [e.text for e in game.log.entries()][-4:] == [
        "tides goes from 3 to 4", "blue takes 1 kelp", "orange takes 1 kelp",
        "tides goes from 4 to 0"]


# ---- 23. Reputation ---------------------------------------------------------------
# Cleanup Barge (tests/cards_support.py): at the start of each of your turns, you may
# return 1 cleanup token for 1 resource of your choice.

def test_reputation_each_cleanup_token_you_return_adds_1_to_your_reputation():
    game = position(REPUTATION, specialists0=["Cleanup Barge"], cleanup0=2)
    assert game.decision.prompt.startswith("blue: you may spend 1 cleanup token")
    game = play(game, "yes", "take fish")
    assert game.players[0].cleanup == 1 and reputation(game) == (1, 0)
    declined = play(position(REPUTATION, specialists0=["Cleanup Barge"], cleanup0=2), "no")
    assert reputation(declined) == (0, 0)


def test_reputation_counts_every_token_of_one_return():
    dredger = ('specialist "Dredger" set B type either points 0 '
               '{ use { spend 2 cleanup; take 1 any } }')
    content = s.load_content(extra=[(label(REPUTATION), (CARDS / REPUTATION).read_text()),
                                    ("test", dredger)], replace=True)
    game = position(REPUTATION, content, specialists1=["Dredger"], cleanup1=3, current=1)
    game = play(game, "use Dredger first", "take kelp")
    assert game.players[1].cleanup == 1 and reputation(game) == (0, 2)


def test_reputation_taking_a_cleanup_token_adds_nothing():
    # Flotilla 1 location 4: repeat up to 2 { spend 1 any; cleanup 1 }.
    game = play(position(REPUTATION, player0={"kelp": 2}), "build shipyard at flotilla 1 "
                "location 4", "ship to flotilla 1 location 0", "yes")
    assert turn_passed(game) and game.players[0].cleanup == 1 and reputation(game) == (0, 0)


def last_turn(reputations):
    """Orange's last turn of the game, the reputations as given."""
    game = position(REPUTATION, current=1, start_player=0, round=5)
    return game.replace(end_round=5, counters=(("reputation", reputations),))


def test_reputation_the_player_with_more_scores_3_at_the_end():
    over = play(last_turn((1, 2)), "dive", "half 1: 3 metal")
    assert over.over
    assert [line.cards for line in s.score_sheet(over).lines] == [0, 3]


def test_reputation_equal_scores_nobody():
    over = play(last_turn((2, 2)), "dive", "half 1: 3 metal")
    assert over.over
    assert [line.cards for line in s.score_sheet(over).lines] == [0, 0]
