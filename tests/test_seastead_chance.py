"""Seastead's chance decisions: set up with explicit chance, setup deals every pile it
shuffles card by card (engine/dealing.py), each card not dealt yet equally likely; normal
play draws exactly what it drew before, and a deal resolved by `seeded_outcome` is
normal play's game."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from seastead_rules import IllegalAction, SaveFileError
from seastead_rules.engine.dealing import Deal, Dealing
from seastead_rules.game import SEASTEAD
from seastead_rules.kernel import CHANCE, check_game
from seastead_rules.kernel.chance import settle

SETUPS = [dict(players=2), dict(players=1), dict(players=2, sides="BBBB", specialists="AB"),
          dict(players=2, sides="ABBA", decree="Tidewatch")]


def _dealt(state, *outcomes):
    for outcome in outcomes:
        state = SEASTEAD.apply(state, outcome)
    return state


def _odds(state) -> dict:
    return {o.item: p for o, p in SEASTEAD.chance_outcomes(state)}


def test_the_dive_deck_draw_is_a_chance_decision_with_each_remaining_card_equally_likely():
    start = SEASTEAD.setup(5, 2, chance="explicit")
    shallows = SEASTEAD.content.dive_names("shallows")
    assert SEASTEAD.to_move(start) == CHANCE
    assert _odds(start) == {name: Fraction(1, len(shallows)) for name in shallows}
    after = _dealt(start, Deal("dive", shallows[2]))
    assert _odds(after) == {name: Fraction(1, len(shallows) - 1)
                            for name in shallows if name != shallows[2]}


def test_each_depth_of_the_dive_deck_is_dealt_on_its_own_below_the_one_above():
    state = SEASTEAD.setup(5, 2, chance="explicit")
    while {o.item for o, _ in SEASTEAD.chance_outcomes(state)} <= \
            set(SEASTEAD.content.dive_names("shallows")):
        state = SEASTEAD.apply(state, SEASTEAD.legal_actions(state)[0])
    shelf = SEASTEAD.content.dive_names("shelf")
    assert _odds(state) == {name: Fraction(1, len(shelf)) for name in shelf}


def test_every_pile_setup_shuffles_is_dealt_as_chance_decisions():
    state, piles = SEASTEAD.setup(2, 2, chance="explicit", sides="BBBB"), set()
    while SEASTEAD.to_move(state) == CHANCE:
        outcomes = SEASTEAD.chance_outcomes(state)
        assert sum(p for _, p in outcomes) == 1 and len({p for _, p in outcomes}) == 1
        piles.add(outcomes[0][0].pile)
        state = SEASTEAD.apply(state, outcomes[-1][0])
    assert piles == {"dive", "demand", "specialist", "dock", "decree"}


def test_a_piles_last_card_is_dealt_without_a_chance_decision():
    for setup in SETUPS:
        state, decisions = SEASTEAD.setup(3, chance="explicit", **setup), 0
        while SEASTEAD.to_move(state) == CHANCE:
            assert len(SEASTEAD.chance_outcomes(state)) > 1
            state, decisions = SEASTEAD.apply(state, SEASTEAD.legal_actions(state)[0]), \
                decisions + 1
        options = {k: v for k, v in setup.items() if k != "players"}
        assert decisions == SEASTEAD.bounds(setup["players"], **options).max_chance


@pytest.mark.parametrize("setup", SETUPS)
def test_seeded_play_is_unchanged_by_explicit_chance_support(setup):
    for seed in range(4):
        state = SEASTEAD.setup(seed, chance="explicit", **setup)
        while SEASTEAD.to_move(state) == CHANCE:
            state = SEASTEAD.apply(state, SEASTEAD.seeded_outcome(state))
        assert state == SEASTEAD.setup(seed, **setup)
        assert SEASTEAD.to_json(state) == SEASTEAD.to_json(SEASTEAD.setup(seed, **setup))


def test_normal_play_never_stops_at_a_chance_decision():
    assert SEASTEAD.to_move(SEASTEAD.setup(1, 2)) in (0, 1)


def test_the_deal_chosen_is_the_game_played():
    shallows = SEASTEAD.content.dive_names("shallows")
    # The dive deck's first three cards are removed; the fourth is the starting card.
    state = _dealt(SEASTEAD.setup(1, 2, chance="explicit"),
                   *(Deal("dive", name) for name in shallows[:3]))
    state = settle(SEASTEAD, state, random.Random(1))
    assert state.dive_removed == tuple(shallows[:3])
    assert state.dive_discard[0] == shallows[3]


def test_an_outcome_that_is_not_offered_is_refused_and_changes_nothing():
    start = SEASTEAD.setup(5, 2, chance="explicit")
    before = SEASTEAD.to_json(start)
    for wrong in (Deal("dive", "No Such Card"), Deal("dock", SEASTEAD.content.dock_tiles[0]
                                                      .name), "dive"):
        with pytest.raises(IllegalAction):
            SEASTEAD.apply(start, wrong)
    dealt = SEASTEAD.legal_actions(start)[0]
    after = SEASTEAD.apply(start, dealt)
    with pytest.raises(IllegalAction, match="not a chance outcome"):
        SEASTEAD.apply(after, dealt)          # a card is dealt once
    assert SEASTEAD.to_json(start) == before


def test_nobody_sees_a_card_while_the_piles_are_dealt():
    start = SEASTEAD.setup(5, 2, chance="explicit")
    one, two = (SEASTEAD.apply(start, o) for o in SEASTEAD.legal_actions(start)[:2])
    for player in (0, 1):
        assert SEASTEAD.observation(one, player) == SEASTEAD.observation(two, player)
        assert SEASTEAD.observation_string(one, player) == \
            SEASTEAD.observation_string(two, player)
        assert (SEASTEAD.tensors(2).write(one, player) == 0).all()
    seen = SEASTEAD.observation(one, 0)
    assert seen.seed == 0 and seen.dealt == (None,)
    samples = {SEASTEAD.sample(seen, 0, random.Random(k)).dealt for k in range(20)}
    assert len(samples) > 1 and all(len(dealt) == 1 for dealt in samples)


def test_an_observation_of_a_deal_cannot_be_played():
    seen = SEASTEAD.observation(SEASTEAD.setup(5, 2, chance="explicit"), 0)
    with pytest.raises(Exception, match="sample"):
        SEASTEAD.apply(seen, SEASTEAD.legal_actions(seen)[0])


def test_a_game_being_dealt_saves_and_comes_back_equal():
    state = SEASTEAD.setup(9, 2, chance="explicit", sides="BBBB")
    for _ in range(25):
        state = SEASTEAD.apply(state, SEASTEAD.legal_actions(state)[-1])
    assert type(state) is Dealing
    text = SEASTEAD.to_json(state)
    assert SEASTEAD.from_json(text) == state
    for damaged in (text.replace('"seed": 9', '"seed": "9"'), text[:-5],
                    text.replace(f'"{state.dealt[0]}"', '"No Such Card"')):
        with pytest.raises(SaveFileError):
            SEASTEAD.from_json(damaged)


def test_the_action_codec_numbers_each_chance_outcome():
    codec, state = SEASTEAD.actions(2), SEASTEAD.setup(4, 2, chance="explicit")
    indices, outcomes = codec.legal(state)
    assert tuple(outcomes) == SEASTEAD.legal_actions(state)
    assert [codec.describe_outcome(i) for i in indices] == [str(o) for o in outcomes]
    assert all(codec.action(state, i) == o for i, o in zip(indices, outcomes))
    assert len(set(map(codec.describe_outcome, range(codec.chance_size)))) == \
        codec.chance_size


@pytest.mark.parametrize("players", [2, 1])
def test_seastead_keeps_the_protocol_with_explicit_chance(players):
    check_game(SEASTEAD, players=players, seeds=(3,), samples=1)
