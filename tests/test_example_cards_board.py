"""The example cards of examples/cards/ that act on Seastead's board: Shifting Currents
(card 30: the demand tokens rotate, a port locks its flotilla's token) and Lighthouse
Point (card 31: a side whose rules count on their own tile). One test per rule of the
card, each in a position built for it (cards_support), named after the rule it keeps."""

from cards_support import CARDS, DEMAND, card_position
from support import at_turn, play, scenario
from test_solo import boss_at, solo_scenario

import seastead_rules as s
from seastead_rules.engine import ops
from seastead_rules.model import effects as fx
from seastead_rules.model.names import RESOURCES
from seastead_rules.model.state import Ctx, Frame

FILES = {"Shifting Currents": "30_shifting_currents.sea",
         "Lighthouse Point": "31_lighthouse_point.sea"}


def position(card, **given):
    """Blue to play with the example card in play (cards_support.card_position: demand
    kelp, metal, fish, artifact on flotillas 1-4 and flotilla 4 locked, as set before
    round 1 begins)."""
    return card_position(FILES[card], **given)


def demand(game) -> tuple:
    """(the resource each flotilla 1-4 demands, the locked flotilla 1-4)."""
    return tuple(RESOURCES[r] for r in game.demand), game.locked + 1


def own_lines(game, card) -> list:
    """The log lines the card's file wrote, as text."""
    return [e.text for e in game.log.entries() if e.src.startswith(
        f"examples/cards/{FILES[card]}") and not e.text.startswith("setup:")]


# ---- 30. Shifting Currents --------------------------------------------------------

def test_shifting_currents_every_demand_token_moves_one_flotilla_on_at_each_round_start():
    game = position("Shifting Currents")          # round 1 began as the position was set
    assert demand(game) == (("artifact", "kelp", "metal", "fish"), 1)
    assert own_lines(game, "Shifting Currents")[-1] == (
        "the demand tokens move one flotilla on: flotillas 1 to 4 demand artifact, kelp, "
        "metal, fish; flotilla 1 is locked")
    game = play(game, "dive", "half 1: 3 metal", "dive", "half 1: 1 kelp and 2 fish")
    assert game.round == 2 and demand(game) == (("fish", "artifact", "kelp", "metal"), 2)


def test_the_locked_token_stays_locked_so_the_lock_moves_with_it():
    # The artifact token was locked on flotilla 4 (DEMAND): it is locked on flotilla 1.
    assert DEMAND[3] == "artifact"
    game = position("Shifting Currents")
    assert game.demand[game.locked] == RESOURCES.index("artifact")
    assert "build port at flotilla 1 location 0" not in [str(a) for a in s.legal_actions(game)]


def test_shifting_currents_a_port_locks_the_demand_token_of_its_flotilla():
    game = play(position("Shifting Currents", player0={"kelp": 2}),
                "build port at flotilla 2 location 0", "dock Kelp Press")
    assert demand(game) == (("artifact", "kelp", "metal", "fish"), 2)
    assert own_lines(game, "Shifting Currents")[-1] == "blue locks kelp on flotilla 2 " \
                                                       "(flotilla 1 unlocked)"
    # Nobody builds on the flotilla just locked; the one unlocked is open again.
    legal = [str(a) for a in s.legal_actions(game)]
    assert not any("flotilla 2" in a for a in legal if a.startswith("build"))


def running(game, effect):
    """`game` after `effect` has run for blue, before blue's turn."""
    return at_turn(game, dict(stack=(Frame((ops.TurnOp(),), 0, Ctx(0)),
                                     Frame((effect,), 0, Ctx(0)))))


def test_rotate_demand_back_moves_every_token_one_flotilla_back():
    game = scenario(demand=DEMAND, locked=4)
    game = running(game, fx.RotateDemand(back=True))
    assert demand(game) == (("metal", "fish", "artifact", "kelp"), 3)
    assert game.log.entries()[-1].text == (
        "the demand tokens move one flotilla back: flotillas 1 to 4 demand metal, fish, "
        "artifact, kelp; flotilla 3 is locked")


def test_rotating_the_demand_in_solo_returns_the_bosss_resources_on_every_flotilla():
    # Every token changed place, as in a swap (p. 15): the Boss's resources go back.
    game = solo_scenario(boss_resources={(1, 0): ("kelp",), (3, 2): ("fish", "fish")})
    game = running(game, fx.RotateDemand())
    assert boss_at(game, 1, 0) == () and boss_at(game, 3, 2) == ()
    assert game.supply[RESOURCES.index("fish")] == 10 - game.players[0].resources[2]


# ---- 31. Lighthouse Point (tile 4, face B) ---------------------------------------------

def last_turn(card, **given):
    """Orange's last turn of the game (round 5, the last), to dive (sides BBBB)."""
    game = position(card, current=1, start_player=0, round=5, **given)
    return game.replace(end_round=5)


# Blue: an academy and a shipyard on flotilla 4 (this tile) and an academy on flotilla 3;
# orange: an academy on flotilla 4. Blue's two ships are on flotilla 4.
BOARD = dict(buildings={(4, 0): (0, "academy"), (4, 3): (0, "shipyard"),
                        (4, 5): (1, "academy"), (3, 0): (0, "academy")},
             ships={(4, 1): 0, (4, 2): 0})


def test_lighthouse_point_scores_each_players_buildings_on_its_own_tile_at_the_end():
    over = play(last_turn("Lighthouse Point", **BOARD), "dive", "half 1: 3 metal")
    assert over.over and over.sides[3] == "Lighthouse Point"
    assert own_lines(over, "Lighthouse Point")[-2:] == ["blue scores 2 points",
                                                        "orange scores 1 point"]
    assert [line.cards for line in s.score_sheet(over).lines] == [2, 1]


def test_lighthouse_point_gives_a_cleanup_token_at_round_end_to_each_player_with_a_ship_on_it():
    game = position("Lighthouse Point", current=1, start_player=0, **BOARD)
    game = play(game, "dive", "half 1: 3 metal")               # orange ends round 1
    assert game.round == 2
    assert own_lines(game, "Lighthouse Point") == ["blue takes 1 cleanup"]
    assert (game.players[0].cleanup, game.players[1].cleanup) == (1, 0)


def test_here_on_a_side_is_its_tile_only_when_the_event_has_no_place():
    # A build's hook on the same side counts on the flotilla built on.
    side = (CARDS / FILES["Lighthouse Point"]).read_text().replace(
        "when round-end {", "when anyone build { score 1 per your building here }\n"
                            "    when round-end {")
    content = s.load_content(extra=[("lighthouse.sea", side)], replace=True)
    game = card_position(FILES["Lighthouse Point"], content_=content, player0={"kelp": 2},
                         buildings={(4, 0): (0, "academy")})
    game = play(game, "build port at flotilla 1 location 0", "dock Kelp Press", "no")
    # (the port just built on flotilla 1, not the academy on this tile)
    assert [e.text for e in game.log.entries() if e.src == "lighthouse.sea:13"] == [
        "blue scores 1 point"]
