"""The rules of Liar's Dice, one rule a test, on positions set up by hand."""

from __future__ import annotations

import importlib.util

import pytest
from hypothesis import given
from hypothesis import strategies as st

from seastead_rules.errors import ArgumentError, IllegalAction
from seastead_rules.liars_dice import GAME, Bid, Liar, Opens, Roll, State

LIAR = Liar()


def table(*hands, bids=(), to_move=0, wild=1, dice=5, rng=99, one_round=False, opener=None):
    """A state with these hands (player 0's first) and this round's bids [(p, q, f)].
    (Its earlier rounds are not kept: check() would refuse it once dice are lost.)"""
    counts = tuple(len(h) for h in hands)
    bids = tuple((p, Bid(q, f)) for p, q, f in bids)
    opener = opener if opener is not None else bids[0][0] if bids else to_move
    return State(len(hands), dice, wild, tuple(tuple(sorted(h)) for h in hands), counts,
                 bids, to_move, opener, rng=rng, one_round=one_round)


def test_a_new_game_gives_every_player_five_hidden_dice_and_draws_the_opener():
    openers = set()
    for seed in range(20):
        state = GAME.setup(seed, 4)
        GAME.check(state)
        assert state.counts == (5, 5, 5, 5)
        assert all(len(h) == 5 and all(1 <= d <= 6 for d in h) for h in state.hands)
        openers.add(state.to_move)
    assert len(openers) > 1


def test_the_same_seed_gives_the_same_dice():
    assert GAME.setup(12, 3) == GAME.setup(12, 3)
    assert GAME.setup(12, 3).hands != GAME.setup(13, 3).hands


def test_the_first_bid_of_a_round_may_be_any_bid_and_liar_is_not_yet_legal():
    state = table((1, 2), (3, 4), dice=2)
    legal = GAME.legal_actions(state)
    assert legal[0] == Bid(1, 1) and legal[-1] == Bid(4, 6)
    assert LIAR not in legal
    with pytest.raises(IllegalAction, match="no bid to call"):
        GAME.apply(state, LIAR)


def test_a_raise_names_more_dice_or_as_many_of_a_higher_face():
    state = table((1, 2), (3, 4), bids=[(0, 2, 5)], to_move=1, dice=2)
    legal = GAME.legal_actions(state)
    assert legal[:3] == (Bid(2, 6), Bid(3, 1), Bid(3, 2))
    assert Bid(2, 5) not in legal and Bid(2, 4) not in legal and LIAR in legal
    with pytest.raises(IllegalAction, match="does not raise"):
        GAME.apply(state, Bid(2, 4))


def test_no_bid_names_more_dice_than_are_on_the_table():
    state = table((1, 2), (3,), dice=2)
    assert max(a.quantity for a in GAME.legal_actions(state)) == 3
    with pytest.raises(IllegalAction, match="only 3 dice"):
        GAME.apply(state, Bid(4, 2))


def test_a_bid_passes_the_turn_to_the_next_player_with_dice():
    state = table((1, 2), (), (3, 4), dice=2, to_move=0)
    after = GAME.apply(state, Bid(1, 3))
    assert after.to_move == 2 and after.bids == ((0, Bid(1, 3)),)


def test_with_ones_wild_a_true_bid_costs_the_caller_a_die():
    # Three 4s: one 4 and two wild 1s.
    state = table((1, 4, 6), (1, 2, 3), bids=[(0, 3, 4)], to_move=1, dice=3)
    after = GAME.apply(state, LIAR)
    assert after.counts == (3, 2)
    assert after.last.matched == 3 and after.last.loser == 1


def test_without_wild_ones_the_same_bid_is_a_lie_and_costs_the_bidder_a_die():
    state = table((1, 4, 6), (1, 2, 3), bids=[(0, 3, 4)], to_move=1, dice=3, wild=0)
    after = GAME.apply(state, LIAR)
    assert after.counts == (2, 3)
    assert after.last.matched == 1 and after.last.loser == 0


def test_ones_bid_as_ones_count_only_the_ones():
    state = table((1, 1, 6), (2, 2, 3), bids=[(0, 3, 1)], to_move=1, dice=3)
    after = GAME.apply(state, LIAR)
    assert after.last.matched == 2 and after.last.loser == 0


def test_after_a_challenge_everyone_rolls_again_and_the_loser_opens():
    state = table((1, 4, 6), (1, 2, 3), (5, 5, 5), bids=[(1, 4, 5)], to_move=2, dice=3)
    after = GAME.apply(state, LIAR)          # four 5s (three 5s, one wild 1) are there
    assert after.last.loser == 2 and after.to_move == 2
    assert after.bids == () and after.round == state.round + 1
    assert [len(h) for h in after.hands] == [3, 3, 2]
    assert after.last.shown == state.hands and after.last.bids == state.bids
    assert after.rng != state.rng and after.past == (after.last,)


def test_with_sixes_wild_a_six_counts_for_any_other_face():
    state = table((1, 4, 6), (1, 2, 6), bids=[(0, 3, 4)], to_move=1, dice=3, wild=6)
    after = GAME.apply(state, LIAR)          # one 4 and two wild 6s: the 1s are plain
    assert after.last.matched == 3 and after.last.loser == 1


def test_sixes_bid_as_sixes_count_only_the_sixes_when_sixes_are_wild():
    state = table((1, 6, 6), (1, 2, 3), bids=[(0, 3, 6)], to_move=1, dice=3, wild=6)
    after = GAME.apply(state, LIAR)
    assert after.last.matched == 2 and after.last.loser == 0


def test_in_a_game_of_one_round_the_first_challenge_ends_it():
    state = table((1, 4, 6), (1, 2, 3), (5, 5), bids=[(1, 4, 5)], to_move=2, dice=3,
                  one_round=True)
    after = GAME.apply(state, LIAR)           # four 5s are there: the caller loses
    assert GAME.is_over(after) and after.winner == 1
    assert GAME.returns(after) == (0.0, 1.0, -1.0)
    assert GAME.legal_actions(after) == ()


def test_without_a_random_opener_player_0_opens_the_first_round():
    assert {GAME.setup(seed, 3, random_opener=False).to_move for seed in range(20)} == {0}


def test_a_loser_with_no_dice_left_is_out_and_the_next_player_opens():
    state = table((2,), (3, 3), (4, 4), bids=[(0, 2, 6)], to_move=1, dice=2)
    after = GAME.apply(state, LIAR)
    assert after.counts == (0, 2, 2) and after.hands[0] == ()
    assert after.to_move == 1
    assert all(a.quantity <= 4 for a in GAME.legal_actions(after) if type(a) is Bid)


def test_the_last_player_with_dice_wins():
    state = table((2,), (3, 3), bids=[(0, 2, 6)], to_move=1, dice=2)
    after = GAME.apply(state, LIAR)
    assert GAME.is_over(after) and after.winner == 1 and GAME.to_move(after) == -1
    assert GAME.legal_actions(after) == ()
    assert GAME.returns(after) == (-1.0, 1.0)
    with pytest.raises(IllegalAction, match="over"):
        GAME.apply(after, Bid(1, 2))


def test_returns_are_one_for_the_winner_and_minus_one_for_every_other_player():
    state = table((2,), (), (3, 3), (), bids=[(2, 3, 3)], to_move=0, dice=2)
    after = GAME.apply(state, LIAR)          # two 3s, not three: the bidder loses
    assert after.counts == (1, 0, 1, 0) and not GAME.is_over(after)
    assert GAME.returns(after) == (0.0,) * 4
    final = GAME.apply(GAME.apply(after, Bid(2, 6)), LIAR)
    winner = final.winner
    assert winner in (0, 2)
    assert GAME.returns(final) == tuple(1.0 if p == winner else -1.0 for p in range(4))


def test_the_opponents_dice_are_hidden_and_the_generator_too():
    state = table((1, 4, 6), (1, 2, 3), (5, 5, 5), bids=[(1, 4, 5)], to_move=2, dice=3)
    seen = GAME.observation(state, 1)
    assert seen.hands == ((0, 0, 0), (1, 2, 3), (0, 0, 0))
    assert seen.counts == state.counts and seen.bids == state.bids and seen.rng == -1
    assert "? (hidden)" in GAME.observation_string(state, 1)
    with pytest.raises(IllegalAction, match="observation"):
        GAME.apply(seen, LIAR)


def test_a_sample_keeps_what_the_player_sees_and_deals_the_rest():
    import random
    state = table((1, 4, 6), (1, 2, 3), (5, 5, 5), bids=[(1, 4, 5)], to_move=2, dice=3)
    seen = GAME.observation(state, 2)
    deals = {GAME.sample(seen, 2, random.Random(k)).hands for k in range(30)}
    assert len(deals) > 20
    for hands in deals:
        assert hands[2] == (5, 5, 5) and [len(h) for h in hands] == [3, 3, 3]


def test_every_die_of_a_challenge_is_shown_to_everyone():
    state = table((2,), (3, 3), bids=[(0, 2, 6)], to_move=1, dice=2)
    after = GAME.apply(state, LIAR)
    for player in (0, 1):
        assert GAME.observation(after, player).last.shown == ((2,), (3, 3))


def test_actions_read_as_the_table_says_them():
    assert str(Bid(3, 5)) == "bid 3 fives" and str(Bid(1, 1)) == "bid 1 ones"
    assert str(LIAR) == "liar"


def test_the_action_ids_are_fixed_by_quantity_and_face_and_liar_is_last():
    codec = GAME.actions(3, dice=5)
    assert codec.size == 3 * 5 * 6 + 1
    state = table((1, 2, 3, 4, 5), (1, 2, 3, 4, 5), (6, 6, 6, 6, 6), bids=[(0, 1, 1)],
                  to_move=1)
    assert codec.index(state, Bid(1, 2)) == 1 and codec.index(state, Bid(2, 1)) == 6
    assert codec.index(state, LIAR) == 90 and codec.describe(90) == "liar"
    assert codec.action(state, 6 * 14 + 5) == Bid(15, 6)
    assert codec.describe(11) == "bid 2 sixes"
    with pytest.raises(IllegalAction):
        codec.action(state, 0)               # bid 1 ones does not raise itself


def test_the_options_are_checked():
    with pytest.raises(ArgumentError, match="2 to 6 players"):
        GAME.setup(1, 7)
    with pytest.raises(ArgumentError, match="no option 'jokers'"):
        GAME.setup(1, 2, jokers=True)
    with pytest.raises(ArgumentError, match="wild must be a str"):
        GAME.setup(1, 2, wild=1)
    with pytest.raises(ArgumentError, match="wild must be one of 'ones', 'sixes', 'none'"):
        GAME.setup(1, 2, wild="twos")
    with pytest.raises(ArgumentError, match="chance must be 'seeded'"):
        GAME.setup(1, 2, chance="sampled")
    with pytest.raises(ArgumentError, match="dice must be a whole number from 1 to 5, not 6"):
        GAME.setup(1, 2, dice=6)


def test_a_bid_of_a_face_no_die_has_is_illegal_and_changes_nothing():
    state = GAME.setup(1, 2)
    for bid in (Bid(1, 7), Bid(1, 0), Bid(0, 3)):
        with pytest.raises(IllegalAction, match="is not a bid"):
            GAME.apply(state, bid)
    assert GAME.legal_actions(state)[0] == Bid(1, 1)


def test_a_bid_is_made_of_whole_numbers():
    with pytest.raises(ArgumentError, match="a bid's quantity must be an int, not '1'"):
        Bid("1", "2")
    with pytest.raises(ArgumentError, match="a bid's face must be an int, not True"):
        Bid(1, True)


@given(seed=st.integers(0, 2 ** 64 - 1), players=st.integers(2, 6), steps=st.integers(0, 40),
       deal=st.integers(0, 2 ** 32))
def test_a_sample_of_any_observation_is_a_whole_state_seen_alike(seed, players, steps, deal):
    import random
    rng, state = random.Random(seed), GAME.setup(seed, players, dice=2)
    for _ in range(steps):
        if GAME.is_over(state):
            break
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    for player in range(players):
        seen = GAME.observation(state, player)
        assert GAME.observation(seen, player) == seen
        dealt = GAME.sample(seen, player, random.Random(deal))
        GAME.check(dealt)
        assert GAME.observation(dealt, player) == seen
        assert dealt.counts == state.counts and dealt.hands[player] == state.hands[player]
        assert GAME.legal_actions(dealt) == GAME.legal_actions(state)
        if importlib.util.find_spec("numpy"):       # the tensors need the 'ai' extra
            tensors = GAME.tensors(players, dice=2)
            assert (tensors.write(dealt, player) == tensors.write(state, player)).all()


# ---- chance decisions ------------------------------------------------------------------

def test_with_explicit_chance_the_opener_and_every_die_wait_for_the_caller():
    state = GAME.setup(3, 2, chance="explicit", dice=2)
    assert GAME.to_move(state) == -2 and GAME.legal_actions(state) == (Opens(0), Opens(1))
    assert [p for _, p in GAME.chance_outcomes(state)] == [0.5, 0.5]
    state = GAME.apply(state, Opens(1))
    assert GAME.legal_actions(state) == tuple(Roll(f) for f in range(1, 7))
    for face in (5, 2, 6, 6):                   # player 0's two dice, then player 1's
        state = GAME.apply(state, Roll(face))
    assert state.hands == ((2, 5), (6, 6)) and GAME.to_move(state) == 1
    assert GAME.chance_outcomes(state) == ()


def test_a_stacked_deal_is_played_by_the_rules():
    state = GAME.setup(0, 2, chance="explicit", dice=1, random_opener=False)
    for outcome in (Roll(3), Roll(3), Bid(2, 3), LIAR):
        state = GAME.apply(state, outcome)
    assert state.last.matched == 2 and state.last.loser == 1 and GAME.is_over(state)


def test_a_die_is_no_action_of_a_player_and_a_bid_no_outcome_of_chance():
    state = GAME.setup(0, 2, chance="explicit", random_opener=False)
    with pytest.raises(IllegalAction, match="chance decides now"):
        GAME.apply(state, Bid(1, 1))
    with pytest.raises(IllegalAction, match="chance decides now"):
        GAME.apply(state, Opens(0))             # player 0 opens: nothing is drawn
    with pytest.raises(IllegalAction, match="not an outcome"):
        GAME.apply(state, Roll(7))
    rolled = GAME.setup(0, 2, random_opener=False)
    with pytest.raises(IllegalAction, match="not a Liar's Dice action"):
        GAME.apply(rolled, Roll(3))


def test_explicit_chance_resolved_by_the_seed_deals_what_normal_play_deals():
    for seed in range(10):
        state = GAME.setup(seed, 3, chance="explicit")
        while GAME.to_move(state) == -2:
            state = GAME.apply(state, GAME.seeded_outcome(state))
        normal = GAME.setup(seed, 3)
        assert (state.hands, state.to_move, state.rng) == (normal.hands, normal.to_move,
                                                           normal.rng)


def test_a_challenge_with_explicit_chance_leaves_the_next_roll_to_chance():
    state = table((1, 4, 6), (1, 2, 3), bids=[(0, 3, 4)], to_move=1, dice=3)
    state = State(**{**{k: getattr(state, k) for k in ("players", "dice", "wild", "hands",
                                                       "counts", "bids", "to_move",
                                                       "opener", "rng")}, "explicit": True})
    after = GAME.apply(state, LIAR)
    assert GAME.to_move(after) == -2 and after.hands == ((), ()) and after.opener == 1
