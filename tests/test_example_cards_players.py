"""The example cards of examples/cards/ about the players and what they hold: the
Apprentice (card 28: a card named in a condition) and Harbour Toll (card 32: taking from
another player instead of the supply). One test per rule of the card, each in a position
built for it (cards_support), named after the rule it keeps."""

import pytest
from cards_support import CARDS, DEMAND, card_content, card_position
from support import play, resources, scenario, texts

import seastead_rules as s

FILES = {"Apprentice": "28_apprentice.sea", "Harbour Toll": "32_harbour_toll.sea"}


def position(card, **given):
    """Blue to play with the example card in play (cards_support.card_position: flotilla 1
    demands kelp, flotilla 4 is locked; Rusted Freighter (3 metal | 1 kelp, 1 fish, 1
    artifact) tops the dive deck)."""
    return card_position(FILES[card], **given)


def own_lines(game, card) -> list:
    """The log lines the card's file wrote, as text."""
    return [e.text for e in game.log.entries() if e.src.startswith(
        f"examples/cards/{FILES[card]}") and not e.text.startswith("setup:")]


# ---- 28. Apprentice ------------------------------------------------------------------

ACADEMY = ("build academy at flotilla 1 location 0", "specialist Pearl Diver", "no")


def test_apprentice_a_build_by_a_player_who_also_holds_the_shipwright_takes_a_resource():
    game = play(position("Apprentice", specialists0=["Apprentice", "Shipwright"],
                         player0={"kelp": 1}), *ACADEMY)
    assert game.decision.prompt == "blue: take which resource? (1 to take)"
    game = play(game, "take fish")
    assert resources(game, 0) == {"fish": 1}
    assert own_lines(game, "Apprentice") == ["blue takes 1 fish"]


def test_apprentice_an_exhausted_shipwright_is_held_all_the_same():
    game = play(position("Apprentice", specialists0=["Apprentice", ("Shipwright", False)],
                         player0={"kelp": 1}), *ACADEMY)
    assert game.decision.prompt == "blue: take which resource? (1 to take)"


def test_apprentice_without_the_shipwright_takes_nothing():
    game = play(position("Apprentice", specialists0=["Apprentice"], player0={"kelp": 1},
                         specialists1=["Shipwright"]), *ACADEMY)
    assert game.to_move == 1 and own_lines(game, "Apprentice") == []


def port_levy(*held):
    """Blue to play, holding `held`, with the decree Port Levy in play (ports cost 1
    more) and the Apprentice in the content."""
    return scenario(sides="BBBB", specialists="AB", decree="Port Levy", demand=DEMAND,
                    locked=4, content_=card_content(FILES["Apprentice"]),
                    specialists0=list(held), player0={"kelp": 3})


def test_apprentice_ports_cost_1_less_while_port_levy_is_in_play():
    port = s.Build("port", 1, 0)                                  # printed cost 1
    assert s.explain_cost(port_levy(), port)[0] == 2
    cost, reasons = s.explain_cost(port_levy("Apprentice"), port)
    assert cost == 1 and reasons[-1].text == "specialist Apprentice"
    assert s.explain_cost(port_levy("Apprentice"), s.Build("academy", 1, 0))[0] == 1


def test_apprentice_ports_cost_as_printed_while_another_decree_is_in_play():
    game = position("Apprentice", specialists0=["Apprentice"], player0={"kelp": 1})
    assert game.decree_in_play != "Port Levy"
    assert s.explain_cost(game, s.Build("port", 1, 0))[0] == 1


@pytest.mark.parametrize("condition,message", [
    ('you hold "Shipwrite"', "5:32: unknown card 'Shipwrite' (did you mean 'Shipwright'?)"),
    ('you hold "Port Levy"', "5:32: 'Port Levy' is a decree, which is in play and never held:"
                             " write '\"Port Levy\" is in play'"),
    ('"Kelp Press" is in play', "5:23: 'Kelp Press' is a dock tile, which a player holds and "
                                "which is never in play: write 'you hold \"Kelp Press\"'"),
])
def test_a_card_named_in_a_condition_must_be_one_of_the_content_of_its_kind(condition, message):
    text = (CARDS / FILES["Apprentice"]).read_text().replace('you hold "Shipwright"', condition)
    with pytest.raises(s.ContentError) as err:
        s.load_content(extra=[("apprentice.sea", text)])
    assert str(err.value).splitlines()[0] == f"apprentice.sea:{message}"


def test_a_card_added_in_the_same_files_may_be_named():
    text = 'specialist "Mentor" set B type either points 1 { discount 1 }\n' + \
        (CARDS / FILES["Apprentice"]).read_text().replace('"Shipwright"', '"Mentor"')
    content = s.load_content(extra=[("mentor.sea", text)])
    assert "Mentor" in content.specialist


def test_a_side_laid_out_is_in_play():
    side = scenario(sides="BBBB").sides[0]
    content = s.load_content(extra=[("laid.sea", f'decree "Laid Out" {{ when you dive if '
                                                 f'"{side}" is in play {{ cleanup 1 }} }}')])
    game = scenario(sides="BBBB", decree="Laid Out", content_=content, demand=DEMAND, locked=4,
                    dive_deck=("Rusted Freighter",))
    game = play(game, "dive", "half 1: 3 metal")
    assert game.players[0].cleanup == 1


# ---- 32. Harbour Toll ---------------------------------------------------------------

PORT = ("build port at flotilla 1 location 0", "dock Kelp Press", "no")


def test_harbour_toll_a_port_builder_takes_a_resource_of_choice_from_the_player_to_the_left():
    game = play(position("Harbour Toll", player0={"kelp": 1},
                         player1={"metal": 1, "fish": 2}), *PORT)
    assert game.decision.prompt == "blue: take which resource from orange? (1 to take)"
    assert texts(game) == ["take metal", "take fish"]        # what orange holds
    supply = game.supply
    game = play(game, "take fish")
    assert resources(game, 0) == {"fish": 1} and resources(game, 1) == {"metal": 1, "fish": 1}
    assert game.supply == supply                                  # nothing from the supply
    assert own_lines(game, "Harbour Toll") == ["blue takes 1 fish from orange"]


def test_harbour_toll_takes_without_a_question_when_the_player_holds_one_type():
    game = play(position("Harbour Toll", player0={"kelp": 1}, player1={"fish": 2}), *PORT)
    assert game.to_move == 1 and resources(game, 0) == {"fish": 1}


def test_harbour_toll_takes_nothing_from_a_player_who_holds_nothing():
    game = play(position("Harbour Toll", player0={"kelp": 1}), *PORT)
    assert game.to_move == 1 and resources(game, 0) == {}
    assert own_lines(game, "Harbour Toll") == []


def test_harbour_toll_a_specialist_taker_takes_a_cleanup_token_from_each_opponent():
    game = play(position("Harbour Toll", player0={"kelp": 1}, cleanup1=2),
                "build academy at flotilla 1 location 0", "specialist Pearl Diver")
    assert (game.players[0].cleanup, game.players[1].cleanup) == (1, 1)
    assert game.cleanup_supply == 18                              # as it was
    assert own_lines(game, "Harbour Toll") == ["blue takes 1 cleanup from orange"]


def test_harbour_toll_a_diver_with_no_kelp_takes_one_from_the_player_with_the_most_kelp():
    game = play(position("Harbour Toll", player1={"kelp": 3}), "dive", "half 1: 3 metal")
    assert resources(game, 0) == {"kelp": 1, "metal": 3}
    assert resources(game, 1) == {"kelp": 3, "fish": 1, "artifact": 1}   # 3 + 1 - 1
    assert own_lines(game, "Harbour Toll") == ["blue takes 1 kelp from orange"]


def test_a_diver_with_the_most_kelp_takes_none_from_themself():
    # Blue's kelp (after the dive: 1) is the most; nobody takes from themself.
    content = s.load_content(extra=[("self.sea", 'decree "Self" { when anyone dive '
                                    '{ take 1 kelp from the player with the most kelp } }')])
    game = card_position(FILES["Harbour Toll"], content_=content, player0={"kelp": 2})
    game = play(game.replace(decrees=("Self",)), "dive", "half 1: 3 metal")
    assert resources(game, 0) == {"kelp": 2, "metal": 3}
    assert not [e for e in game.log.entries() if e.src.startswith("self.sea")]


def test_a_take_from_a_player_is_no_take_from_the_supply():
    # No `take` event and no `take` permission: a card forbidding to take kelp from the
    # supply lets it pass between players, and a hook on taking hears nothing.
    extra = ('decree "Guarded" { forbid take if token is kelp\n'
             '    when anyone take { score 1 }\n'
             '    when anyone dive { take 1 kelp from opponent } }')
    content = s.load_content(extra=[("guarded.sea", extra)])
    game = card_position(FILES["Harbour Toll"], content_=content, player1={"kelp": 1})
    game = play(game.replace(decrees=("Guarded",)), "dive", "half 1: 3 metal")
    assert resources(game, 0) == {"kelp": 1, "metal": 3}
    lines = [e.text for e in game.log.entries() if e.src.startswith("guarded.sea")]
    assert "decree Guarded forbids orange to take kelp" in lines      # (from the supply)
    assert lines[-1] == "blue takes 1 kelp from orange"
    assert lines.count("blue scores 1 point") == 1                   # for the metal only
