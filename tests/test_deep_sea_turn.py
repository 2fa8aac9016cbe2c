"""Phase 2's turns (rulebook p. 8, rulings R1, R6, R8) and dive tokens (p. 11, ruling 13)."""

from __future__ import annotations

from deep_sea_support import (
    answer,
    new,
    options,
    seat,
    through_phase_one,
    turn_of,
    with_research,
)

from seastead_rules.deep_sea.draft import Draft
from seastead_rules.deep_sea.effects import Advance, SpendResearch
from seastead_rules.deep_sea.offers import offered
from seastead_rules.deep_sea.play import run
from seastead_rules.deep_sea.state import Ctx, Tile

BASE = through_phase_one(new(2, seed=0))


def _turn(**changes):
    """Player 0's turn, with some of their holdings changed."""
    return turn_of(seat(BASE, 0, **changes), 0)


def test_activating_puts_a_staged_disc_on_the_specialists_circle():
    # p. 8: place a disc from your Staging Area on a specialist with an empty circle
    state = answer(_turn(staging=2), "activate Team Leader")
    assert state.seats[0].staging == 1 and state.seats[0].tiles[0].disc


def test_a_specialist_whose_circle_holds_a_disc_cannot_be_activated():
    # p. 8: an empty activation circle is needed
    state = _turn(staging=2, tiles=(Tile("Team Leader", True, True), Tile("Pilot")))
    assert "activate Team Leader (senior)" not in options(state)
    assert "activate Pilot (junior)" in options(state)


def test_with_no_staged_disc_a_player_may_only_spend_tokens_or_pass():
    # R6
    state = _turn(staging=0, tokens=("Research Cache",))
    assert options(state) == ("spend Research Cache for 2 Research", "pass")


def test_with_no_staged_disc_and_no_token_the_player_passes():
    # R6: nothing else to do: the pass is the only answer (taken at once)
    state = _turn(staging=0, tokens=())
    assert state.seats[0].passed and state.decision.player == 1


def test_a_slash_between_actions_gives_one_of_them():
    # p. 8: "/" between the symbols: choose one action
    state = _turn(staging=3, tiles=(Tile("Team Leader", True, True), Tile("Ecologist")))
    state = with_research(state, 0, 5)      # Calm Seas' site would be affordable
    state = answer(state, "activate Ecologist")
    assert "travel" in options(state)
    state = answer(state, "travel")  # the one destination: taken at once
    assert state.seats[0].vessels == ("Calm Seas",)
    assert state.decision.player == 1       # no Conserve after the Travel: the turn ended


def test_without_a_slash_any_or_all_actions_are_done_in_any_order():
    # p. 8: any or all of the actions, in any order, each resolved fully
    state = _turn(staging=3, tiles=(Tile("Team Leader", True, True), Tile("Navigator")))
    state = answer(state, "activate Navigator", "sonar")
    while state.decision.kind != "turn":
        state = answer(state, options(state)[0])
    assert options(state)[0] == "travel" and "sonar" not in options(state)
    state = answer(state, "travel")  # the one destination: taken at once
    assert state.seats[0].vessels == ("Calm Seas",)
    assert state.decision.player == 1       # nothing left to do: the turn ended at once


def test_sonar_conserve_and_journal_are_offered_only_with_a_second_disc():
    # R8: the activating disc, then one more in the Staging Area for the action
    state = answer(_turn(staging=1), "activate Team Leader")
    assert "sonar" not in options(state) and "journal" not in options(state)
    assert "travel" in options(state) and "dive" in options(state)
    state = answer(_turn(staging=2), "activate Team Leader")
    assert "sonar" in options(state)


def test_a_specialist_may_be_activated_and_none_of_its_actions_done():
    # p. 8
    state = answer(_turn(staging=2), "activate Team Leader", "end turn")
    assert state.decision.player == 1 and state.seats[0].tiles[0].disc


def test_a_token_spent_in_place_of_activating_is_the_turns_activation():
    # R1, p. 8 footnote: a token-only turn; no specialist is activated
    state = _turn(staging=2, tokens=("Drift",))
    state = answer(state, "spend Drift: travel")  # the one destination: taken at once
    assert state.seats[0].vessels == ("Calm Seas",) and not state.seats[0].tiles[0].disc
    assert "pass" not in options(state) and "end turn" in options(state)
    state = answer(state, "end turn")
    assert state.decision.player == 1 and not state.seats[0].passed


def test_tokens_may_be_spent_before_activating():
    # R1: spend, then still activate
    state = answer(_turn(staging=2, tokens=("Research Cache",)), "spend Research Cache")
    assert state.research.values[0] == 2
    assert "activate Team Leader (senior)" in options(state)


def test_tokens_may_be_spent_between_the_actions_of_a_specialist():
    # p. 11: even between the actions of a multiple-action specialist
    state = _turn(staging=3, tokens=("Research Cache",),
                  tiles=(Tile("Team Leader", True, True), Tile("Navigator")))
    state = answer(state, "activate Navigator", "travel")  # the one destination: taken at once
    state = answer(state, "spend Research Cache")
    assert state.research.values[0] == 2 and "sonar" in options(state)


def test_a_token_may_be_spent_the_turn_it_is_taken():
    # p. 11
    state = answer(_turn(staging=2), "activate Team Leader", "dive")
    taken = state.seats[0].tokens[0]
    assert any(o.startswith(f"spend {taken}") for o in options(state))


def test_at_the_end_of_a_turn_at_most_one_token_is_kept():
    # p. 11: excess tokens must be spent before the turn ends
    state = _turn(staging=2, tokens=("Research Cache", "Research Cache", "Drift"))
    state = answer(state, "activate Team Leader", "end turn")
    assert state.decision.kind == "tokens" and state.decision.player == 0
    state = answer(state, "spend Research Cache for", "spend Research Cache for")
    assert state.seats[0].tokens == ("Drift",) and state.decision.player == 1
    assert state.research.values[0] == 4


def test_a_published_journals_action_circle_takes_a_disc_in_place_of_a_specialist():
    # p. 12: the journal's action (Journal 1: dive and one more token)
    state = _turn(staging=2, journals=("Journal 1",))
    state = answer(state, "use the action of Journal 1")
    assert state.seats[0].used == ("Journal 1",) and state.seats[0].staging == 1
    assert len(state.seats[0].tokens) == 2          # dived at The Sea Star, two tokens
    assert "use the action of Journal 1" not in options(state)


def test_pass_is_offered_only_before_anything_is_done():
    # p. 8: a turn is taken or the player passes
    assert "pass" in options(_turn(staging=2))
    assert "pass" not in options(answer(_turn(staging=2), "activate Team Leader"))


def _paying(state, player: int, effects):
    """`state` after `player` meets `effects` (a payment) on top of what is waiting."""
    t = Draft(state)
    t.push(tuple(effects), Ctx(player))
    run(t)
    return t.freeze()


def test_ruling_13_dive_tokens_are_spent_only_on_your_own_turn_of_phase_2():
    # p. 11, ruling 13: a Research payment that falls short on another player's turn
    # takes the Research there is; the payer's tokens stay on their mat, unasked.
    short = with_research(seat(BASE, 1, tokens=("Research Cache",)), 1, 1)
    theirs = _paying(turn_of(short, 0), 1, (SpendResearch(2),))
    assert theirs.decision.kind == "turn" and theirs.decision.player == 0
    assert theirs.seats[1].tokens == ("Research Cache",)
    assert theirs.research.values[1] == 0
    mine = _paying(turn_of(short, 1), 1, (SpendResearch(2),))
    assert mine.seats[1].tokens == () and mine.research.values[1] == 1     # 1 + 2 - 2


def test_ruling_13_a_cost_only_tokens_could_pay_is_not_offered_off_your_turn():
    short = with_research(seat(BASE, 1, tokens=("Research Cache",)), 1, 1)
    offer = offered((SpendResearch(2), Advance("reputation")))
    theirs = _paying(turn_of(short, 0), 1, offer)
    assert theirs.decision.kind == "turn" and theirs.decision.player == 0
    assert theirs.research.values[1] == 1
    mine = _paying(turn_of(short, 1), 1, offer)
    assert mine.decision.kind == "may" and mine.decision.player == 1
