"""Endeavor: Deep Sea's chance decisions: set up with explicit chance, setup deals every
pile it draws item by item (deep_sea/dealing.py), each item not dealt yet equally likely
by its copies, and a new supply made from the discard pile mid-game is dealt token by
token (deep_sea/restock.py); normal play draws exactly what it drew before, and a game
resolved by `seeded_outcome` is normal play's game."""

from __future__ import annotations

import random
import re
from collections import Counter
from fractions import Fraction

import attrs
import pytest

from seastead_rules import IllegalAction, SaveFileError
from seastead_rules.deep_sea import GAME, Pick
from seastead_rules.deep_sea.dealing import Deal, Dealing
from seastead_rules.deep_sea.hidden import HIDDEN
from seastead_rules.kernel import CHANCE
from seastead_rules.kernel.chance import check_distribution, settle
from seastead_rules.kernel.checks import check_game

SCENARIOS = [s.name for s in GAME.content.scenarios]
SETUPS = [dict(players=p, mode=m, scenario=sc) for p in (1, 2, 3, 4)
          for m in ("competitive", "coop") for sc in SCENARIOS]

def _scarce() -> str:
    """Every dive token once: the supply runs out and is made anew from the discard."""
    from pathlib import Path
    path = Path(__file__).resolve().parents[1] / "content" / "deep_sea" / "tokens.sea"
    return " ".join(re.sub(r"copies \d+", "copies 1", line.strip())
                    for line in path.read_text().splitlines() if line.startswith("token"))


def _seeded(state):
    while GAME.to_move(state) == CHANCE:
        state = GAME.apply(state, GAME.seeded_outcome(state))
    return state


def _odds(state) -> dict:
    return {o.item: p for o, p in GAME.chance_outcomes(state)}


def _at_new_supply(seed=5, players=2):
    """(explicit game, normal game) at the first chance decision of a new supply, both
    played by the same random answers (a game whose every token exists once)."""
    changes = _scarce()
    state = GAME.setup(seed, players, changes=changes)
    twin = _seeded(GAME.setup(seed, players, chance="explicit", changes=changes))
    rng = random.Random(seed)
    while GAME.to_move(twin) != CHANCE:
        assert not GAME.is_over(state), "no new supply in this game"
        action = rng.choice(GAME.legal_actions(state))
        state, twin = GAME.apply(state, action), GAME.apply(twin, action)
    return twin, state


# ---- setup's deal --------------------------------------------------------------------
def test_setup_deals_the_shallowest_ocean_stack_first_each_board_equally_likely():
    start = GAME.setup(3, 2, chance="explicit")
    assert GAME.to_move(start) == CHANCE and type(start) is Dealing
    boards = [o.item for o, _ in GAME.chance_outcomes(start)]
    assert {o.pile for o, _ in GAME.chance_outcomes(start)} == {"depth 1"}
    assert _odds(start) == {name: Fraction(1, len(boards)) for name in boards}
    after = GAME.apply(start, Deal("depth 1", boards[2]))
    assert _odds(after) == {name: Fraction(1, len(boards) - 1)
                            for name in boards if name != boards[2]}


def test_a_dive_token_is_dealt_by_the_copies_left_of_its_kind():
    state = GAME.setup(3, 2, chance="explicit")
    while GAME.chance_outcomes(state)[0][0].pile != "tokens":
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    copies = {k.name: k.count for k in GAME.content.tokens}
    total = sum(copies.values())
    assert _odds(state) == {name: Fraction(n, total) for name, n in copies.items()}
    first = GAME.content.tokens[0].name
    after = GAME.apply(state, Deal("tokens", first))
    assert _odds(after)[first] == Fraction(copies[first] - 1, total - 1)


def test_every_pile_setup_draws_is_dealt_and_each_distribution_is_exact():
    state, piles = GAME.setup(2, 3, chance="explicit", mode="coop"), set()
    while GAME.to_move(state) == CHANCE:
        outcomes = GAME.chance_outcomes(state)
        assert check_distribution(outcomes) is None
        piles.add(outcomes[0][0].pile)
        state = GAME.apply(state, outcomes[-1][0])
    assert piles == {"depth 1", "depth 2", "depth 3", "depth 4", "depth 5", "tokens",
                     "anchors", "deck", "tier 5", "setbacks", "goals", "wave"}


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: "-".join(map(str, s.values())))
def test_a_deal_resolved_by_the_seed_is_normal_play(setup):
    for seed in (0, 11, 2**40 + 3):
        dealt = _seeded(GAME.setup(seed, chance="explicit", **setup))
        normal = GAME.setup(seed, **setup)
        assert dealt.chance == () and normal.chance is None
        assert dealt == attrs.evolve(normal, chance=())      # the generator included
        assert GAME.to_json(dealt) == GAME.to_json(attrs.evolve(normal, chance=()))


def test_normal_play_never_stops_at_a_chance_decision_and_saves_as_before():
    state = GAME.setup(1, 2)
    assert GAME.to_move(state) in (0, 1) and GAME.chance_outcomes(state) == ()
    assert '"chance"' not in GAME.to_json(state)
    with pytest.raises(ValueError, match="no chance decision"):
        GAME.seeded_outcome(state)


def test_every_deal_of_the_same_options_takes_as_many_chance_decisions():
    counts = set()
    for seed in range(4):
        state, decisions = GAME.setup(seed, 2, chance="explicit"), 0
        rng = random.Random(seed)
        while GAME.to_move(state) == CHANCE:
            state, decisions = GAME.apply(state, rng.choice(GAME.legal_actions(state))), \
                decisions + 1
        counts.add(decisions)
        assert len(GAME.chance_history(state)) == decisions
    assert len(counts) == 1 and counts.pop() <= GAME.bounds(2).max_chance


def test_the_deal_chosen_is_the_game_played():
    state = GAME.setup(1, 3, chance="explicit")
    boards = [o.item for o, _ in GAME.chance_outcomes(state)]
    state = GAME.apply(state, Deal("depth 1", boards[-1]))
    while GAME.chance_outcomes(state)[0][0].pile != "wave":
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    state = GAME.apply(state, Deal("wave", 2))
    assert state.stacks[0][0] == boards[-1]
    assert state.wave == 2 and state.current == 2


def test_an_outcome_that_is_not_offered_is_refused_and_changes_nothing():
    start = GAME.setup(5, 2, chance="explicit")
    before = GAME.to_json(start)
    for wrong in (Deal("depth 1", "No Such Board"), Deal("deck", GAME.content.journals[-1]
                                                         .name), Pick("depth 1"), "x"):
        with pytest.raises(IllegalAction):
            GAME.apply(start, wrong)
    assert GAME.to_json(start) == before


def test_nobody_sees_an_item_while_the_piles_are_dealt():
    start = GAME.setup(5, 3, chance="explicit")
    one, two = (GAME.apply(start, o) for o in GAME.legal_actions(start)[:2])
    for player in range(3):
        assert GAME.observation(one, player) == GAME.observation(two, player)
        assert GAME.observation_string(one, player) == GAME.observation_string(two, player)
        assert (GAME.tensors(3).write(one, player) == 0).all()
    seen = GAME.observation(one, 0)
    assert seen.seed == 0 and seen.dealt == (None,)
    samples = {GAME.sample(seen, 0, random.Random(k)).dealt for k in range(20)}
    assert len(samples) > 1 and all(len(dealt) == 1 for dealt in samples)
    with pytest.raises(Exception, match="sample"):
        GAME.apply(seen, GAME.legal_actions(one)[0])


def test_a_game_being_dealt_saves_and_comes_back_equal():
    state = GAME.setup(9, 2, chance="explicit", mode="coop")
    for _ in range(40):
        state = GAME.apply(state, GAME.legal_actions(state)[-1])
    assert type(state) is Dealing
    text = GAME.to_json(state)
    assert GAME.from_json(text) == state
    for damaged in (text.replace('"seed":9', '"seed":"9"'), text[:-5],
                    text.replace(f'"{state.dealt[0]}"', '"No Such Board"'),
                    text.replace('"players":2', '"players":9')):
        with pytest.raises(SaveFileError):
            GAME.from_json(damaged)


def test_the_action_codec_numbers_each_chance_outcome():
    codec, state = GAME.actions(2), GAME.setup(4, 2, chance="explicit")
    indices, outcomes = codec.legal(state)
    assert tuple(outcomes) == GAME.legal_actions(state)
    assert [codec.describe_outcome(i) for i in indices] == [str(o) for o in outcomes]
    assert all(codec.action(state, i) == o for i, o in zip(indices, outcomes))
    assert all(codec.index(state, o) == i for i, o in zip(indices, outcomes))
    texts = [codec.describe_outcome(i) for i in range(codec.chance_size)]
    assert len(set(texts)) == codec.chance_size
    with pytest.raises(IllegalAction):
        codec.describe_outcome(codec.chance_size)


# ---- a new supply mid-game -------------------------------------------------------------
def test_a_new_supply_is_dealt_from_the_discard_pile_by_the_copies_left():
    twin, _ = _at_new_supply()
    assert type(twin) is not Dealing and twin.decision.player == CHANCE
    discard = Counter(twin.token_discard)
    outcomes = GAME.chance_outcomes(twin)
    assert check_distribution(outcomes) is None
    assert {str(o): p for o, p in outcomes} == {
        f"reshuffle: {name}": Fraction(n, sum(discard.values())) for name, n in discard.items()}
    assert GAME.legal_actions(twin) == tuple(o for o, _ in outcomes)


def test_a_game_resolved_by_the_seed_through_a_new_supply_is_normal_play():
    for seed, players in ((5, 2), (16, 4), (7, 4)):
        twin, state = _at_new_supply(seed, players)
        rng = random.Random(seed + 1)
        while True:
            twin = _seeded(twin)
            # The same game: only the record of chance's outcomes differs, and the log
            # holds the same lines (chance's steps split the action's).
            assert attrs.evolve(twin, chance=None, log=None) == attrs.evolve(state, log=None)
            assert [e for _, es in twin.log.steps() for e in es] == \
                [e for _, es in state.log.steps() for e in es]
            if GAME.is_over(state):
                break
            action = rng.choice(GAME.legal_actions(state))
            state, twin = GAME.apply(state, action), GAME.apply(twin, action)
        assert twin.chance and all(token in {k.name for k in twin.content.tokens}
                                   for token in twin.chance)


def test_the_new_supply_dealt_is_the_supply_played():
    twin, _ = _at_new_supply()
    old, order = twin.token_supply, sorted(twin.token_discard, reverse=True)
    for token in order[:-1]:                    # the last is dealt without asking
        twin = GAME.apply(twin, Pick(f"reshuffle: {token}"))
    _, stocked = twin.dives[-1]
    assert stocked[:len(old)] == old            # the old supply's tokens first (p. 11)
    assert stocked[len(old):] + twin.token_supply == tuple(order)
    assert twin.token_discard == ()


def test_nobody_sees_the_tokens_of_a_new_supply_while_it_is_dealt():
    twin, _ = _at_new_supply()
    one, two = (GAME.apply(twin, o) for o in GAME.legal_actions(twin)[:2])
    assert GAME.to_move(one) == CHANCE
    for player in range(2):
        assert GAME.observation(one, player) == GAME.observation(two, player)
        assert GAME.observation_string(one, player) == GAME.observation_string(two, player)
        seen = GAME.observation(one, player)
        assert seen.decision.op.dealt == (HIDDEN,) and set(seen.chance) == {HIDDEN}
        for k in range(5):
            dealt = GAME.sample(seen, player, random.Random(k))
            GAME.check(dealt)
            assert GAME.observation(dealt, player) == seen
            assert len(dealt.decision.op.dealt) == 1 and HIDDEN not in dealt.chance
            settle(GAME, dealt, random.Random(k))


def test_a_game_waiting_for_a_new_supply_saves_and_comes_back_equal():
    twin, _ = _at_new_supply()
    twin = GAME.apply(twin, GAME.legal_actions(twin)[0])
    text = GAME.to_json(twin)
    assert '"chance"' in text and GAME.from_json(text) == twin
    with pytest.raises(SaveFileError):
        GAME.from_json(text.replace('"DealSupply"', '"DealSupplies"'))


# ---- the kernel's checks ---------------------------------------------------------------
def test_deep_sea_with_explicit_chance_keeps_the_protocols_promises():
    check_game(GAME, players=[2], seeds=(0,), samples=1)


def test_a_game_with_new_supplies_keeps_the_protocols_promises():
    check_game(GAME, players=[1, 4], seeds=(5,), samples=1, changes=_scarce(),
               mode="coop", scenario=SCENARIOS[-1])
