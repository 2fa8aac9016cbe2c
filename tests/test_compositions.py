"""Cards that put one construct inside another keep the rules: a build again inside the
window before a build, a look inside another pile's choice, hooks that change a build
waiting to be paid, a half taken of a card that is not the revealed one, a `may` inside
`opponent`, a specialist used first at the start of a round. Each with the card text
that broke them, every position checked (the invariants and a save and load)."""

from __future__ import annotations

import random

import attrs
import pytest
from cards_support import card_content, holding
from support import play, scenario, spot, texts

import seastead_rules as s
from seastead_rules.testing import check_invariants

LABEL = "compose.sea"
DEMAND = ("kelp", "metal", "fish", "artifact")


def _content(text: str):
    return s.load_content(extra=[(LABEL, text)], replace=True)


def sound(game):
    """`game`, after checking that it keeps the invariants, saves and loads as it is, and
    that what each player sees of it is what they see of a game sampled from that."""
    check_invariants(game)
    assert s.from_json(s.to_json(game), game.content) == game
    for player in (0, 1):
        seen = s.observation(game, player)
        assert s.observation(s.sample_state(seen, player, random.Random(0)), player) == seen
    return game


def steps(game, *answers):
    """Play the answers one by one, each position checked (`sound`)."""
    sound(game)
    for answer in answers:
        game = sound(play(game, answer))
    return game


def decreed(text: str, dive_deck=(), **given):
    """Blue to play, under the decree "X" of `text`, flotillas demanding DEMAND (the
    fourth locked), the dive deck starting with `dive_deck`."""
    content = _content(text)
    rest = s.new_game(0, sides="BBBB", decree="X", content=content).dive_deck
    deck = tuple(dive_deck) + tuple(c for c in rest if c not in dive_deck)
    return scenario(sides="BBBB", decree="X", content_=content, demand=DEMAND,
                    locked=4, dive_deck=deck, **given)


# ---- a location holds one building ---------------------------------------------------

@pytest.mark.parametrize("again", ["build again", "build again at printed cost"])
def test_a_location_holds_one_building_when_a_build_waits_before_it_is_paid(again):
    game = decreed('decree "X" { when you before-build { %s } }' % again,
                   player0={"kelp": 6})
    game = steps(game, "build port at flotilla 1 location 0")
    assert game.decision.kind == "build"
    assert not any("flotilla 1 location 0" in option for option in texts(game))
    game = steps(game, "build port at flotilla 1 location 1")
    while game.decision is not None and game.decision.kind != "turn":
        game = steps(game, texts(game)[0])
    assert game.buildings[spot(1, 0)] != -1 and game.buildings[spot(1, 1)] != -1
    assert game.players[0].built[0] == 2


def test_a_player_builds_no_fifth_building_of_a_kind_while_the_fourth_waits():
    game = decreed('decree "X" { when you before-build { build again } }',
                   player0={"kelp": 6}, buildings={
                       (2, 0): (0, "academy"), (2, 1): (0, "academy"), (3, 0): (0, "academy")})
    game = steps(game, "build academy at flotilla 1 location 0")
    assert game.decision.kind == "build"
    assert not any(option.startswith("build academy") for option in texts(game))


def test_a_building_moved_in_the_window_before_a_build_goes_nowhere_the_build_waits():
    text = 'decree "X" { when you before-build { move your academy or shipyard elsewhere } }'
    game = decreed(text, player0={"kelp": 6}, buildings={(2, 0): (0, "academy")})
    game = steps(game, "build port at flotilla 1 location 0")
    while game.decision.kind != "move" or "where" not in game.decision.prompt:
        game = steps(game, texts(game)[0])
    assert "to flotilla 1 location 0" not in texts(game)


# ---- every dive card is somewhere ---------------------------------------------------

NESTED_PILES = """decree "X" {
    when you dive { reveal 2 dive {
        choose card { look 1 dive { rest to bottom } }; rest to discard } }
}"""


def test_every_dive_card_is_somewhere_when_a_pile_is_looked_at_inside_another():
    game = decreed(NESTED_PILES, dive_deck=("Rusted Freighter", "Oyster Bank",
                                            "Drowned Arcade", "Trawler Wreck"))
    game = steps(game, "dive")
    while game.decision.kind != "card":
        game = steps(game, texts(game)[0])
    assert game.dive_open == ("Oyster Bank", "Drowned Arcade")
    game = steps(game, "card Drowned Arcade")
    # The look is done: the card looked at lies at the bottom, the two revealed are still
    # in the open until the rest goes to the discard pile.
    while game.decision.kind != "turn":
        game = steps(game, texts(game)[0])
    assert game.dive_deck[-1] == "Trawler Wreck"
    assert game.dive_discard[-2:] == ("Oyster Bank", "Drowned Arcade")
    assert game.dive_open == ()


NESTED_LOOKS = """decree "X" {
    when you dive { look 2 dive { choose card {
        opponent { look 2 dive { choose card { put it on bottom } } } }; rest to discard } }
}"""


def test_each_player_sees_the_cards_of_a_pile_set_aside_as_they_saw_them():
    game = decreed(NESTED_LOOKS, dive_deck=("Rusted Freighter", "Oyster Bank",
                                            "Drowned Arcade", "Trawler Wreck", "Cable Tangle"))
    game = steps(game, "dive")
    while game.decision.kind != "card":
        game = steps(game, texts(game)[0])
    blue_looked = game.dive_open
    game = steps(game, f"card {blue_looked[0]}")
    assert game.decision.player == 1 and game.decision.kind == "card"
    assert game.outer_open == ((blue_looked, 0),) and game.open_to == 1
    orange_looked = game.dive_open
    assert set(s.observation(game, 0).dive_open).isdisjoint(orange_looked)
    assert s.observation(game, 0).outer_open == ((blue_looked, 0),)
    assert set(s.observation(game, 1).outer_open[0][0]).isdisjoint(blue_looked)
    game = steps(game, f"card {orange_looked[1]}")
    while game.decision.kind != "turn":
        game = steps(game, texts(game)[0])
    assert game.dive_deck[-1] == orange_looked[1] and game.outer_open == ()
    assert game.dive_discard[-2:] == blue_looked


# ---- a position holds only records ---------------------------------------------------

FROZEN = """decree "X" {
    when you before-build { each player { may { reveal 4 dive { rest to bottom } };
        choose { dive again } or { adjust build-cost +1 } } }
}"""


def test_a_position_holds_no_mutable_list_after_a_hook_changes_the_waiting_build():
    game = decreed(FROZEN, player0={"kelp": 6, "fish": 1})
    game = steps(game, "build port at flotilla 1 location 0")
    raised = False
    while game.decision is not None and game.decision.kind != "turn":
        option = next((o for o in texts(game) if "cost 1 more" in o), texts(game)[-1])
        raised |= "cost 1 more" in option
        game = steps(game, option)
    assert raised
    s.observation(game, 0)


# ---- a saved question loads --------------------------------------------------------

def test_a_question_about_a_half_of_a_card_chosen_from_the_open_saves_and_loads():
    # The Drift (flotilla 3), location 0: reveal 2, take a half of one. Container Spill's
    # first half is "identical 2"; the revealed card (the top of the discard pile) is not.
    content = card_content("11_16_the_drift.sea")
    deck = ("Container Spill", "Oyster Bank")
    rest = s.new_game(0, sides="AABB", specialists="AB", content=content).dive_deck
    game = scenario(sides="AABB", specialists="AB", content_=content, demand=DEMAND,
                    locked=4, player0={"fish": 2}, revealed="Rusted Freighter",
                    dive_deck=deck + tuple(c for c in rest if c not in deck
                                           and c != "Rusted Freighter"))
    game = steps(game, "build shipyard at flotilla 3 location 0",
                 "ship to flotilla 1 location 0", "card Container Spill")
    game = steps(game, "half 1: 2 resources of one type")
    assert game.decision.prompt == "blue: take 2 of which resource?"
    assert game.dive_discard[-1] == "Rusted Freighter"
    steps(game, "take 2 kelp")


# ---- a may is offered only when it can be carried out --------------------------------

def test_a_may_inside_opponent_is_offered_only_when_the_opponent_can_pay():
    text = ('decree "X" { when you before-build { opponent { may { spend 1 demand; '
            'adjust build-cost +1 } } } }')
    game = decreed(text, player0={"kelp": 5, "metal": 5}, player1={"fish": 3},
                   cleanup_supply=20)
    game = steps(game, "build port at flotilla 1 location 0")
    assert game.decision.kind != "may", game.decision.prompt
    assert not any("now costs" in e.text for e in game.log.entries())


def test_a_may_that_spends_a_demand_where_there_is_none_is_not_offered():
    text = 'decree "X" { when you dive { may { spend 1 demand; score 2 } } }'
    game = decreed(text, player0={"kelp": 2, "metal": 2})
    game = steps(game, "dive")
    while game.decision.kind != "turn":
        assert game.decision.kind != "may", game.decision.prompt
        game = steps(game, texts(game)[0])


# ---- the start of a turn comes once -------------------------------------------------

def blue_starts_round_2(content, card, **given):
    """Round 1, orange's turn (blue is the start player): orange dives, and blue, holding
    `card` face up, is asked to dive or build at the start of round 2."""
    game = scenario(sides="BBBB", specialists="AB", content_=content, demand=DEMAND,
                    locked=4, current=1, start_player=0, cleanup_supply=20, **given)
    game = steps(holding(game, 0, card), "dive")
    while game.decision.kind != "turn":
        game = steps(game, texts(game)[0])
    assert game.round == 2 and game.current == 0
    return game


def test_round_start_hooks_run_once_when_the_first_player_uses_a_specialist_first():
    content = card_content("01_harbour_festival.sea")
    game = blue_starts_round_2(content, "Architect", decree="Harbour Festival",
                               player0={"kelp": 3}, buildings={(2, 0): (0, "academy")})
    cleanup = [p.cleanup for p in game.players]
    game = steps(game, "use Architect first")
    while game.decision.kind != "turn":
        game = steps(game, texts(game)[0])
    assert [p.cleanup for p in game.players] == cleanup


def test_turn_start_hooks_run_once_when_a_specialist_is_used_first():
    content = _content('decree "X" { when you turn-start { cleanup 1 } }')
    game = blue_starts_round_2(content, "Architect", decree="X", player0={"kelp": 3},
                               buildings={(2, 0): (0, "academy")})
    cleanup = game.players[0].cleanup
    game = steps(game, "use Architect first")
    while game.decision.kind != "turn":
        game = steps(game, texts(game)[0])
    assert game.players[0].cleanup == cleanup


def test_a_turn_skipped_by_a_specialist_used_first_is_the_next_one():
    content = _content('specialist "Idler" set B type either points 0 '
                       '{ use { skip turn; take 1 kelp } }')
    game = blue_starts_round_2(content, "Idler")
    game = steps(game, "use Idler first")
    assert game.decision.kind == "turn" and game.decision.player == 0
    assert "dive" in texts(game)


def test_round_start_hooks_run_in_a_round_whose_start_player_skips_the_turn():
    content = _content('decree "X" { counter rounds shared from 0 to 99\n'
                       '    when round-start { add 1 rounds }\n'
                       '    when you dive { skip turn } }')
    game = blue_starts_round_2(content, "Architect", decree="X")
    assert dict(game.counters)["rounds"] == (2,)
    game = steps(game, "dive")
    while not (game.decision.kind == "turn" and game.round == 3):
        game = steps(game, texts(game)[0])
    assert "blue skips this turn" in [e.text for e in game.log.entries()]
    assert dict(game.counters)["rounds"] == (3,)


# ---- cleanup tokens owed are paid first ----------------------------------------------

def _owing(game, blue_extra: int, orange_extra: int):
    """`game` with these cleanup extras recorded on the score pad (the supply empty)."""
    players = tuple(attrs.evolve(p, cleanup_extra=e)
                    for p, e in zip(game.players, (blue_extra, orange_extra)))
    return game.replace(players=players)


@pytest.mark.parametrize("blue_extra, orange_extra, after", [
    (0, 1, ((3, 0), (17, 0))),       # orange's extra becomes the token blue returned
    (1, 1, ((4, 0), (16, 1))),       # blue's own extra first
])
def test_a_cleanup_token_returned_pays_an_extra_recorded_while_the_supply_was_empty(
        blue_extra, orange_extra, after):
    game = decreed('decree "X" { when you dive { spend 1 cleanup } }',
                   cleanup0=4, cleanup1=16, cleanup_supply=0)
    game = sound(_owing(game, blue_extra, orange_extra))
    game = steps(game, "dive")
    while not any("returns 1 cleanup" in e.text for e in game.log.entries()):
        game = steps(game, texts(game)[0])
    assert game.cleanup_supply == 0
    assert [(p.cleanup, p.cleanup_extra) for p in game.players] == list(after)


# ---- the end of a round comes once ----------------------------------------------------

def test_round_end_hooks_run_once_when_they_grant_an_extra_turn():
    content = _content('decree "X" {\n    counter ends shared from 0 to 99\n'
                       '    when opponent round-end { add 1 ends; extra turn }\n}')
    game = scenario(sides="BBBB", content_=content, decree="X", demand=DEMAND, locked=4,
                    current=1, start_player=0, cleanup_supply=20)
    game = steps(game, "dive")
    while game.decision.kind != "turn":
        game = steps(game, texts(game)[0])
    # The round ended once: the next is round 2, blue to start it; orange's extra turn
    # follows orange's next turn.
    assert (game.round, game.current) == (2, 0)
    assert dict(game.counters)["ends"] == (1,)
    for _ in (0, 1):       # blue's turn, then orange's; orange's extra turn follows
        game = steps(game, "dive")
        while game.decision.kind != "turn":
            game = steps(game, texts(game)[0])
    assert (game.round, game.current) == (2, 1)
