"""Decree cards and the flotilla B sides. Rulebook pp. 11-12, 16.

One test per decree, named after it: a position on four B sides where the decree in
play changes the outcome, and the same position without it (`decrees=()`), which
follows the base rules. Then drawing decrees through the locations of refs 14 and 15,
errors that name the decree, compile errors in decree sources, the shape of the
authored B sides, and random games on B sides that finish."""

import random
from collections import Counter

import attrs
import pytest
from invariants import check_invariants
from support import play, resources, scenario, spot, texts

import seastead_rules as s
from seastead_rules.data import content_dir
from seastead_rules.engine.build import build_cost, explain_cost
from seastead_rules.engine.hooks import Reason
from seastead_rules.errors import ContentError, IllegalAction
from seastead_rules.model.actions import Build, Dive
from seastead_rules.model.cards import Forbid, Modify, SetTo, When
from seastead_rules.model.content import build_content
from seastead_rules.model.names import CONTRACT
from seastead_rules.text.source import describe_block

# The demand token on each flotilla 1-4; flotilla 4 is locked unless a test says not.
DEMAND = ["kelp", "metal", "fish", "artifact"]
DOCKS = ["Gillnet Wharf", "Kelp Press", "Scrap Crane"]
SPECIALISTS = ["Pearl Diver", "Scavenger", "Investor"]   # none is used after a build
PORT, ACADEMY, SHIPYARD = range(3)


def position(decree, **given):
    """Blue to play on four B sides with `decree` in play (flotilla 4 locked)."""
    given.setdefault("demand", DEMAND)
    given.setdefault("locked", 4)
    given.setdefault("dock_display", DOCKS)
    given.setdefault("specialist_display", SPECIALISTS)
    return scenario(sides="BBBB", decree=decree, **given)


def without_decree(game):
    """The same position with no decree in play: the base rules."""
    return attrs.evolve(game, decrees=())




def hook_src(decree, n=0):
    """The source line of the n-th hook of a decree, checked against the file."""
    hook = s.load_content().decree[decree].hooks[n]
    path, line = hook.src.rsplit(":", 1)
    assert path == "content/decrees.sea"
    words = {Modify: "modify", SetTo: "modify", Forbid: "forbid", When: "when"}
    text = (content_dir() / "decrees.sea").read_text().splitlines()[int(line) - 1]
    assert text.strip().startswith(words[type(hook)]), text
    return hook.src


def turn_passed(game):
    """Blue's turn is over and orange is asked to dive or build."""
    return game.to_move == 1 and game.decision.kind == "turn"


def log_texts(game):
    return [(e.text, e.src) for e in game.log.entries()]


# ---- build cost -------------------------------------------------------------------

def test_building_boom_takes_one_off_locations_printed_at_4_or_more():
    game = position("Building Boom", player0={"kelp": 3})
    # Flotilla 1 location 1 is printed at 4.
    cost, reasons = explain_cost(game, 0, ACADEMY, spot(1, 1))
    assert cost == 3
    assert reasons[-1] == Reason("decree Building Boom", -1, hook_src("Building Boom"))
    assert "build academy at flotilla 1 location 1" in texts(game)
    # A location printed at 2 costs what it always did.
    assert build_cost(game, 0, PORT, spot(1, 2)) == 2
    base = without_decree(game)
    assert explain_cost(base, 0, ACADEMY, spot(1, 1)) == (4, (Reason(
        "printed cost", 4, "content/flotillas/b_sides.sea:26"),))
    assert "build academy at flotilla 1 location 1" not in texts(base)


def test_port_levy_makes_ports_dearer_and_pays_a_cleanup_token_for_them():
    game = position("Port Levy", player0={"kelp": 1})
    cost, reasons = explain_cost(game, 0, PORT, spot(1, 0))
    assert cost == 2
    assert reasons[-1] == Reason("decree Port Levy", 1, hook_src("Port Levy"))
    assert "build port at flotilla 1 location 0" not in texts(game)
    assert "build shipyard at flotilla 1 location 0" in texts(game)   # only ports
    assert "build port at flotilla 1 location 0" in texts(without_decree(game))

    game = position("Port Levy", player0={"kelp": 2})
    built = play(game, "build port at flotilla 1 location 0", "dock Kelp Press", "no")
    assert turn_passed(built)
    assert (built.players[0].cleanup, resources(built, 0)) == (1, {})
    assert ("blue takes 1 cleanup", hook_src("Port Levy", 1)) in log_texts(built)
    base = play(without_decree(game), "build port at flotilla 1 location 0",
                "dock Kelp Press", "no")
    assert turn_passed(base)
    assert (base.players[0].cleanup, resources(base, 0)) == (0, {"kelp": 1})


def test_price_controls_doubles_the_price_tag():
    # Flotilla 2 location 3: printed 3, academy tag.
    game = position("Price Controls", player0={"metal": 1})
    cost, reasons = explain_cost(game, 0, ACADEMY, spot(2, 3))
    assert cost == 1
    assert Reason("decree Price Controls (price tag)", -1,
                  hook_src("Price Controls")) in reasons
    assert "build academy at flotilla 2 location 3" in texts(game)
    assert build_cost(game, 0, PORT, spot(2, 3)) == 3                   # no tag, no change
    base = without_decree(game)
    assert build_cost(base, 0, ACADEMY, spot(2, 3)) == 2
    assert "build academy at flotilla 2 location 3" not in texts(base)


# ---- ships and the owner's bonus ----------------------------------------------------

def test_pilot_guild_ships_take_two_off_and_pay_their_owner_nothing():
    game = position("Pilot Guild", player0={"kelp": 2}, ships={(1, 1): 1})
    cost, reasons = explain_cost(game, 0, ACADEMY, spot(1, 1))
    assert cost == 2
    assert reasons[1:] == (Reason("orange's ship there", -1, "rulebook p. 9"),
                           Reason("decree Pilot Guild (ship discount)", -1,
                                  hook_src("Pilot Guild")))
    # (The location's "cleanup per shipyard here" counts none, so it is not offered.)
    game = play(game, "build academy at flotilla 1 location 1", "specialist Scavenger")
    # No owner's bonus: orange goes straight to placing the ship anew.
    assert game.decision.kind == "ship" and game.to_move == 1
    assert ("decree Pilot Guild forbids the owner's bonus",
            hook_src("Pilot Guild", 1)) in log_texts(game)
    assert resources(game, 1) == {}

    poor = without_decree(position("Pilot Guild", player0={"kelp": 2}, ships={(1, 1): 1}))
    assert build_cost(poor, 0, ACADEMY, spot(1, 1)) == 3
    assert "build academy at flotilla 1 location 1" not in texts(poor)
    base = without_decree(position("Pilot Guild", player0={"kelp": 3}, ships={(1, 1): 1}))
    base = play(base, "build academy at flotilla 1 location 1", "specialist Scavenger")
    assert base.to_move == 1
    assert base.decision.prompt == "orange: you may take 1 resource of your choice"
    base = play(base, "yes", "take fish")
    assert resources(base, 1) == {"fish": 1}


def test_harbour_dues_pays_the_owners_bonus_twice():
    game = position("Harbour Dues", player0={"kelp": 3}, ships={(1, 1): 1})
    moves = ("build academy at flotilla 1 location 1", "specialist Scavenger")
    twice = play(game, *moves, "yes", "take fish", "yes", "take metal")
    assert twice.decision.kind == "ship"
    assert resources(twice, 1) == {"fish": 1, "metal": 1}
    assert ("decree Harbour Dues: the owner's bonus is paid 2 times",
            hook_src("Harbour Dues")) in log_texts(twice)
    once = play(without_decree(game), *moves, "yes", "take fish")
    assert once.decision.kind == "ship"
    assert resources(once, 1) == {"fish": 1}


# ---- dives -------------------------------------------------------------------------

FREIGHTER = ("Rusted Freighter", "Oyster Bank")   # 3 metal | 1 kelp, 1 fish, 1 artifact


def test_deep_survey_gives_the_diver_one_resource_of_choice_more():
    game = position("Deep Survey", dive_deck=FREIGHTER)
    dived = play(game, "dive", "half 1: 3 metal")
    assert dived.decision.prompt == "blue: take which resource? (1 to take)"
    dived = play(dived, "take artifact")
    assert turn_passed(dived)
    assert resources(dived, 0) == {"metal": 3, "artifact": 1}
    assert resources(dived, 1) == {"kelp": 1, "fish": 1, "artifact": 1}
    assert ("blue takes 1 artifact", hook_src("Deep Survey")) in log_texts(dived)
    base = play(without_decree(game), "dive", "half 1: 3 metal")
    assert turn_passed(base)
    assert resources(base, 0) == {"metal": 3}


def test_tidewatch_pays_the_other_player_when_someone_dives():
    game = position("Tidewatch", dive_deck=FREIGHTER)
    dived = play(game, "dive", "half 1: 3 metal")
    assert dived.to_move == 1 and dived.decision.kind == "take"
    dived = play(dived, "take kelp")
    assert turn_passed(dived)
    assert resources(dived, 0) == {"metal": 3}
    assert resources(dived, 1) == {"kelp": 2, "fish": 1, "artifact": 1}
    base = play(without_decree(game), "dive", "half 1: 3 metal")
    assert turn_passed(base)
    assert resources(base, 1) == {"kelp": 1, "fish": 1, "artifact": 1}
    # A build is not a dive: nothing extra.
    built = play(position("Tidewatch", player0={"kelp": 1}),
                 "build shipyard at flotilla 1 location 0", "ship to flotilla 1 location 4", "no")
    assert turn_passed(built) and resources(built, 1) == {}


def test_fair_shares_forbids_the_richer_player_to_dive():
    game = position("Fair Shares", player0={"kelp": 2}, player1={"fish": 1})
    assert "dive" not in texts(game)
    with pytest.raises(IllegalAction) as err:
        s.apply(game, Dive())
    assert str(err.value) == (f"cannot dive: decree Fair Shares forbids it "
                              f"({hook_src('Fair Shares')})")
    assert "dive" in texts(without_decree(game))
    # Equal reserves: both may dive; the poorer player may always dive.
    assert "dive" in texts(position("Fair Shares", player0={"kelp": 1}, player1={"fish": 1}))
    assert "dive" in texts(position("Fair Shares", current=1, player0={"kelp": 2},
                                    player1={"fish": 1}))


def test_fair_shares_leaves_a_player_who_cannot_build_to_pass():
    # Richer, and nothing of any demanded type: neither dive nor build is possible
    # (orange stands on the one location a price tag makes free).
    game = position("Fair Shares", player0={"artifact": 3},
                    buildings={(3, 1): (1, "academy")})
    assert texts(game) == ["pass"]
    assert turn_passed(play(game, "pass"))
    assert "pass" not in texts(without_decree(game))


# ---- build legality ------------------------------------------------------------------

def test_heritage_sites_forbids_3_point_locations_before_your_fourth_building():
    three = {(2, 0): (0, "port"), (2, 1): (0, "academy"), (2, 2): (0, "shipyard")}
    game = position("Heritage Sites", player0={"kelp": 5}, buildings=three)
    assert "build academy at flotilla 1 location 3" not in texts(game)     # 3 points
    assert "build academy at flotilla 1 location 1" in texts(game)         # 2 points
    with pytest.raises(IllegalAction) as err:
        s.apply(game, Build("academy", 1, 3))
    assert str(err.value) == (
        f"cannot build an academy at flotilla 1 location 3: decree Heritage Sites forbids it "
        f"({hook_src('Heritage Sites')})")
    assert "build academy at flotilla 1 location 3" in texts(without_decree(game))
    four = {**three, (3, 0): (0, "port")}
    assert "build academy at flotilla 1 location 3" in texts(
        position("Heritage Sites", player0={"kelp": 5}, buildings=four))


# ---- bonuses -----------------------------------------------------------------------

def test_frozen_markets_forbids_the_column_bonus():
    # Blue has a port and an academy; a shipyard clears column 1 (p. 10).
    game = position("Frozen Markets", player0={"kelp": 1},
                    buildings={(2, 0): (0, "port"), (2, 1): (0, "academy")},
                    docks=(("Kelp Press", 0, (2, 0)),), dock_display=DOCKS[:1] + DOCKS[2:])
    moves = ("build shipyard at flotilla 1 location 2", "ship to flotilla 1 location 0", "no")
    frozen = play(game, *moves)
    assert turn_passed(frozen)
    assert frozen.demand == game.demand and frozen.locked == game.locked
    assert frozen.players[0].columns == 1
    assert ("decree Frozen Markets forbids the column bonus",
            hook_src("Frozen Markets")) in log_texts(frozen)
    base = play(without_decree(game), *moves)
    assert base.decision.prompt == ("blue: you may swap two unlocked demand tokens and move the "
                                     "lock onto one of them")
    base = play(base, "yes", "swap flotillas 1 and 2, lock flotilla 1")
    assert turn_passed(base) and base.locked == 0


def test_austerity_forbids_the_row_bonus():
    # Blue's fourth academy completes the row; the row bonus would refresh Architect.
    game = position("Austerity", player0={"kelp": 1}, specialists0=(("Architect", False),),
                    buildings={(2, 1): (0, "academy"), (2, 2): (0, "academy"),
                               (2, 4): (0, "academy")})
    moves = ("build academy at flotilla 1 location 0", "specialist Scavenger", "no")
    bare = play(game, *moves)
    assert turn_passed(bare)
    assert ("Architect", False) in bare.players[0].specialists
    assert ("decree Austerity forbids the row bonus", hook_src("Austerity")) in log_texts(bare)
    base = play(without_decree(game), *moves)
    assert base.decision.prompt == "blue: you may turn one of your exhausted specialists face up"
    base = play(base, "yes")        # the only exhausted card: no question which
    assert base.decision.prompt != "blue: refresh which specialist?"
    assert ("Architect", True) in base.players[0].specialists


# ---- end of turn and end of game ---------------------------------------------------

def test_rationing_discards_down_to_8_at_the_end_of_the_turn():
    game = position("Rationing", player0={"kelp": 4, "metal": 4}, dive_deck=FREIGHTER)
    dived = play(game, "dive", "half 1: 3 metal")
    assert dived.decision.prompt == ("blue: discard which resource? "
                                     "(3 to discard, down to 8)")
    assert texts(dived) == ["discard kelp", "discard metal"]
    dived = play(dived, "discard kelp", "discard kelp", "discard metal")
    assert turn_passed(dived)
    assert resources(dived, 0) == {"kelp": 2, "metal": 6}
    assert log_texts(dived)[-1] == ("blue returns 1 metal", hook_src("Rationing"))
    # Orange took 3 on blue's turn; only the current player's reserve is limited.
    assert sum(dived.players[1].resources) == 3
    base = play(without_decree(game), "dive", "half 1: 3 metal")
    assert turn_passed(base)
    assert resources(base, 0) == {"kelp": 4, "metal": 7}


def test_short_season_triggers_the_end_with_three_buildings_left():
    eight = {(2, 0): (0, "port"), (2, 1): (0, "academy"), (2, 2): (0, "shipyard"),
             (3, 0): (0, "port"), (3, 1): (0, "academy"), (3, 2): (0, "shipyard"),
             (1, 1): (0, "port"), (1, 2): (0, "academy")}
    game = position("Short Season", player0={"kelp": 1}, buildings=eight,
                    docks=(("Kelp Press", 0, (2, 0)), ("Scrap Crane", 0, (3, 0)),
                           ("Gillnet Wharf", 0, (1, 1))))
    assert game.end_round == -1                               # 4 left: not yet
    moves = ("build shipyard at flotilla 1 location 0", "ship to flotilla 1 location 4", "no")
    ended = play(game, *moves)
    assert ended.end_round == 2
    assert ("the end is triggered: a player has 3 buildings left on their board (decree "
            "Short Season); round 1 is finished, then round 2 is the last",
            hook_src("Short Season")) in log_texts(ended)
    assert play(without_decree(game), *moves).end_round == -1


# ---- final scoring -----------------------------------------------------------------

def test_reclamation_act_scores_the_fewer_cleanup_tokens_double():
    game = position("Reclamation Act", cleanup0=3, cleanup1=2)
    sheet = s.score_sheet(game)
    assert [line.cleanup for line in sheet.lines] == [3, 4]          # orange has fewer
    assert [line.cleanup_tokens for line in sheet.lines] == [3, 2]   # the tie-break counts tokens
    assert sheet.winner == 1
    base = s.score_sheet(without_decree(game))
    assert [line.cleanup for line in base.lines] == [3, 2] and base.winner == 0


def test_guild_charter_adds_a_point_per_face_up_specialist():
    game = position("Guild Charter", specialists0=("Architect", ("Scavenger", False)),
                    specialists1=("Pearl Diver",))
    sheet = s.score_sheet(game)
    assert [line.specialists for line in sheet.lines] == [2, 3]
    base = s.score_sheet(without_decree(game))
    assert [line.specialists for line in base.lines] == [1, 2]


def test_open_market_lets_a_dock_score_five_resources():
    game = position("Open Market", player0={"kelp": 6, "metal": 4},
                    buildings={(1, 0): (0, "port")}, docks=(("Kelp Press", 0, (1, 0)),))
    assert s.score_sheet(game).lines[0].resources == 5
    assert s.score_sheet(without_decree(game)).lines[0].resources == 3


# ---- drawing decrees: refs 14 and 15 (pp. 11, 16) --------------------------------------

def stacked(game, *top):
    """The position with the decree deck's top cards set, the rest after them."""
    rest = tuple(d for d in game.decree_deck if d not in top)
    return game.replace(decree_deck=top + rest)


def test_ref_14_draws_two_decrees_one_into_play_one_to_the_bottom():
    # Flotilla 1 location 5: printed 4, academy tag: `draw decree; may cleanup 2`.
    game = stacked(position("Austerity", player0={"kelp": 3}), "Building Boom", "Price Controls")
    assert len(game.decree_deck) == 15
    game = play(game, "build academy at flotilla 1 location 5", "specialist Scavenger")
    assert game.decision.prompt == ("blue: which decree goes into play? "
                                    "(the other goes to the bottom of the deck)")
    assert texts(game) == ["decree Building Boom", "decree Price Controls"]
    game = play(game, "decree Price Controls")
    # In play at once, while the location's effect is still running.
    assert game.decree_in_play == "Price Controls"
    assert game.decrees == ("Austerity", "Price Controls")
    assert game.decree_deck[-1] == "Building Boom" and len(game.decree_deck) == 14
    assert game.decision.prompt == "blue: you may take 2 cleanup tokens"
    game = play(game, "yes")
    assert turn_passed(game) and game.players[0].cleanup == 2
    # The new decree rules both players: the academy tag on flotilla 2 location 3 takes 2.
    assert build_cost(game, 1, ACADEMY, spot(2, 3)) == 1
    assert explain_cost(game, 1, ACADEMY, spot(2, 3))[1][-1].text == \
        "decree Price Controls (price tag)"


def test_ref_15_draws_a_decree_then_trades_one_resource_for_three():
    # Flotilla 2 location 1: printed 4, `draw decree; may { spend 1 any; take 3 any }`.
    game = stacked(position("Austerity", player0={"metal": 4, "fish": 1, "kelp": 1}),
                   "Harbour Dues", "Open Market")
    game = play(game, "build shipyard at flotilla 2 location 1", "ship to flotilla 2 location 2",
                "decree Open Market")
    assert game.decree_in_play == "Open Market" and game.decree_deck[-1] == "Harbour Dues"
    game = play(game, "yes", "spend fish", "take kelp", "take kelp", "take artifact")
    assert turn_passed(game)
    assert resources(game, 0) == {"kelp": 3, "artifact": 1}


def test_a_decree_drawn_during_a_build_already_hooks_that_build():
    # Port Levy's `when you build` fires for the very port that put it into play.
    game = stacked(position("Austerity", player0={"metal": 4}), "Port Levy", "Open Market")
    game = play(game, "build port at flotilla 2 location 1", "dock Kelp Press", "decree Port Levy")
    assert turn_passed(game)
    assert game.players[0].cleanup == 1
    assert ("blue takes 1 cleanup", hook_src("Port Levy", 1)) in log_texts(game)


def test_the_last_decree_is_put_into_play_without_a_question():
    game = position("Austerity", player0={"kelp": 3}).replace(decree_deck=("Tidewatch",))
    game = play(game, "build academy at flotilla 1 location 5", "specialist Scavenger")
    assert game.decree_in_play == "Tidewatch" and game.decree_deck == ()
    assert game.decision.prompt == "blue: you may take 2 cleanup tokens"
    empty = position("Austerity", player0={"kelp": 3}).replace(decree_deck=())
    empty = play(empty, "build academy at flotilla 1 location 5", "specialist Scavenger")
    assert empty.decree_in_play == "Austerity"
    assert empty.decision.prompt == "blue: you may take 2 cleanup tokens"


def test_a_decree_named_at_setup_starts_in_play_and_leaves_the_deck():
    game = s.new_game(3, sides="BBBB", decree="Guild Charter")
    assert game.decree_in_play == "Guild Charter"
    assert "Guild Charter" not in game.decree_deck and len(game.decree_deck) == 15
    drawn = s.new_game(3, sides="ABBA")
    assert drawn.decree_in_play is not None
    assert sorted(drawn.decree_deck + drawn.decrees) == sorted(s.load_content().decree)
    assert s.new_game(3).decrees == ()                        # A sides: no decrees (p. 11)


# ---- compile errors in decree sources ------------------------------------------------

@pytest.mark.parametrize("hook, col, message", [
    ("modify build-cots +1", 12, "unknown rule question 'build-cots' (did you mean 'build-cost'?)"),
    ("modify dive-bonnus to 2", 12,
     "unknown rule question 'dive-bonnus' (did you mean 'dive-bonus'?)"),
    ("forbid colum-bonus", 12, "unknown permission 'colum-bonus' (did you mean 'column-bonus'?)"),
    ("when you biuld { cleanup 1 }", 14, "unknown event 'biuld' (did you mean 'build'?)"),
])
def test_an_unknown_name_in_a_decree_fails_to_compile_with_its_place(hook, col, message):
    source = f'decree "Typo Act" {{\n    {hook}\n}}\n'
    with pytest.raises(ContentError) as err:
        build_content([("my-content/decrees.sea", source)])
    text = str(err.value)
    assert text.startswith(f"my-content/decrees.sea:2:{col}: {message}")
    assert f"    {hook}" in text and "^" in text


# ---- the shipped content ------------------------------------------------------------

# Each reference effect (Rulebook p. 16) as written in the content.
REFS = {
    1: "may cleanup 1", 2: "may cleanup 2", 3: "may { spend 1 any; cleanup 1 }",
    4: "repeat up to 2 { spend 1 any; cleanup 1 }",
    5: "repeat up to 2 { spend 1 any; take 1 any }", 6: "may { spend 1 any; take 2 any }",
    7: "may take 1 not demand", 8: "may take 2 not demand", 9: "may take 3 not demand",
    10: "each player { discard to 4 }", 11: "may copy location", 12: "may dive half",
    13: "may dive all", 14: "draw decree; may cleanup 2",
    15: "draw decree; may { spend 1 any; take 3 any }",
    16: "may { exhaust specialist; take 2 any }",
    17: "may take 1 not demand per port here", 18: "may take 1 not demand per academy here",
    19: "may take 1 not demand per shipyard here", 20: "may cleanup 1 per port here",
    21: "may cleanup 1 per academy here", 22: "may cleanup 1 per shipyard here",
}


def _ref(location):
    text = describe_block(location.effect)     # as written in the content language
    inner = text[1:-1].strip() if text.startswith("{") and text.endswith("}") else text
    found = [n for n, t in REFS.items() if t == inner]
    assert found, f"{location.src}: '{text}' is no reference effect"
    return found[0]


def test_load_content_has_eight_sides_and_sixteen_decrees():
    content = s.load_content()
    assert len(content.flotilla_sides) == 8
    assert sorted((side.tile, side.face) for side in content.flotilla_sides) == [
        (t, f) for t in range(1, 5) for f in "AB"]
    assert len(content.decrees) == 16 and len(content.decree) == 16
    assert all(d.hooks for d in content.decrees)


def test_a_and_b_sides_together_hold_all_22_reference_effects():
    content = s.load_content()
    refs = {face: Counter(_ref(loc) for side in content.flotilla_sides if side.face == face
                          for loc in side.locations) for face in "AB"}
    assert set(refs["A"]) | set(refs["B"]) == set(range(1, 23))
    assert not {14, 15} & set(refs["A"])                      # decree draws only on B
    assert set(refs["B"]) == set(range(1, 23))                # four B sides alone hold all
    for side in content.flotilla_sides:
        if side.face == "B":                                   # one decree draw per B side
            assert sum(_ref(loc) in (14, 15) for loc in side.locations) == 1, side.name


def test_b_sides_keep_to_the_known_facts():
    for side in s.load_content().flotilla_sides:
        if side.face != "B":
            continue
        locs = side.locations
        assert sorted(loc.points for loc in locs) == [0, 1, 1, 2, 2, 3], side.name
        assert all(1 <= loc.cost <= 6 for loc in locs), side.name
        by_points = sorted(locs, key=lambda loc: (loc.points, loc.cost))
        assert [loc.cost for loc in by_points] == sorted(loc.cost for loc in locs), side.name
        cheapest = min(loc.cost for loc in locs)
        assert sum(loc.cost == cheapest for loc in locs) >= 2, side.name       # a tie (p. 9)
        tags = [loc for loc in locs if loc.discount is not None]
        assert 1 <= len(tags) <= 3, side.name
        assert any(loc.cost <= 2 for loc in tags), side.name   # tag + ship reach 0 (p. 10)


def test_the_decrees_use_at_least_eight_different_hooks():
    hooks = set()
    for decree in s.load_content().decrees:
        for hook in decree.hooks:
            if isinstance(hook, (Modify, SetTo)):
                hooks.add(("question", hook.query))
            elif isinstance(hook, Forbid):
                hooks.add(("forbid", hook.action))
            else:
                hooks.add(("when", hook.event))
    assert len(hooks) >= 8
    # In fact these ten questions, five permissions and two events (the language has
    # more: examples/cards/ uses the rest).
    assert hooks == ({("question", q) for q in SHIPPED_QUESTIONS}
                     | {("forbid", a) for a in SHIPPED_PERMISSIONS}
                     | {("when", e) for e in ("build", "dive")})
    assert hooks <= ({("question", q) for q in CONTRACT.questions}
                     | {("forbid", a) for a in CONTRACT.permissions}
                     | {("when", e) for e in CONTRACT.events})


SHIPPED_QUESTIONS = ("build-cost", "ship-discount", "location-discount", "owner-bonus",
                     "dive-bonus", "resource-limit", "cleanup-points", "specialist-points",
                     "dock-resource-max", "buildings-left-trigger")
SHIPPED_PERMISSIONS = ("build", "dive", "owner-bonus", "column-bonus", "row-bonus")


def test_every_decree_has_a_test_named_after_it():
    names = {name for name in globals() if name.startswith("test_")}
    for decree in s.load_content().decree:
        slug = "test_" + decree.lower().replace(" ", "_") + "_"
        assert any(n.startswith(slug) for n in names), decree


# ---- random games on B sides finish ---------------------------------------------------

DECREES = sorted(s.load_content().decree)


def _random_game(seed, sides, specialists, decree=None, check_every=False):
    game, rng = s.new_game(seed, sides=sides, specialists=specialists, decree=decree), \
        random.Random(seed)
    for _ in range(3000):
        if check_every:
            check_invariants(game)
        if s.is_over(game):
            break
        game = s.apply(game, rng.choice(s.legal_actions(game)))
    assert s.is_over(game), f"seed {seed} {sides} {decree}: no end after 3000 actions"
    check_invariants(game)
    return game


def test_random_games_on_four_b_sides_finish_under_every_decree():
    drawn = Counter()
    for seed in range(192):
        decree = DECREES[seed % 16]
        game = _random_game(seed, "BBBB", "A", decree, check_every=seed < 16)
        drawn[len(game.decrees) > 1] += 1
        sheet = s.score_sheet(game)
        assert all(line.total >= 0 for line in sheet.lines)
    assert drawn[True] > 100              # the decree-drawing locations get built


def test_random_games_on_abba_with_both_specialist_sets_finish():
    for seed in range(160):
        game = _random_game(1000 + seed, "ABBA", "AB", check_every=seed < 8)
        assert game.decree_in_play is not None
