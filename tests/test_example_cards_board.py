"""The example cards of examples/cards/ that act on Seastead's board: Shifting Currents
(card 30: the demand tokens rotate, a port locks its flotilla's token). One test per
rule of the card, each in a position built for it (cards_support), named after the rule
it keeps."""

from cards_support import DEMAND, card_position
from support import at_turn, play, scenario
from test_solo import boss_at, solo_scenario

import seastead_rules as s
from seastead_rules.engine import ops
from seastead_rules.model import effects as fx
from seastead_rules.model.names import RESOURCES
from seastead_rules.model.state import Ctx, Frame

FILES = {"Shifting Currents": "30_shifting_currents.sea"}


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
