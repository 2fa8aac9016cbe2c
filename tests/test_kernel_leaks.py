"""The conformance check sees leaks: Liar's Dice broken on purpose, one promise at a
time, fails `check_game` saying which promise, while Liar's Dice and Seastead pass (their
tests: test_kernel_protocol.py, test_kernel_seastead.py). Four of the broken games leak
the hidden dice to a search bot in ways every other check missed: an observation that is
the whole state, a seed (the generator) left in the observation, samples dealt from the
truth and samples dealt all alike."""

from __future__ import annotations

import json

import pytest
from attrs import evolve

from seastead_rules.errors import IllegalAction
from seastead_rules.kernel import leaks
from seastead_rules.kernel.checks import check_game
from seastead_rules.liars_dice import GAME, Bid, LiarsDice, rules, text
from seastead_rules.liars_dice.codecs import TensorCodec
from seastead_rules.liars_dice.state import HIDDEN_RNG


class _Transparent(LiarsDice):
    """Every player sees the whole table, and a sample is what the player sees."""

    def observation(self, position, player):
        return position

    def sample(self, observation, player, rng):
        return observation


class _SeedInSight(LiarsDice):
    """The observation shows the dice generator (every roll to come); samples keep it and
    deal the hidden dice at random."""

    def observation(self, position, player):
        return evolve(super().observation(position, player), rng=position.rng)

    def sample(self, observation, player, rng):
        seen = evolve(observation, rng=HIDDEN_RNG)
        return evolve(super().sample(seen, player, rng), rng=observation.rng)


class _Clairvoyant(LiarsDice):
    """Samples are the true table, looked up by what the player sees."""

    def __init__(self):
        self.truth = {}

    def observation(self, position, player):
        seen = super().observation(position, player)
        if position.viewer == -1:
            self.truth[seen] = position
        return seen

    def sample(self, observation, player, rng):
        return self.truth.get(observation) or super().sample(observation, player, rng)


class _FixedDeal(LiarsDice):
    """Samples deal every hidden die a 1, whatever the random generator given."""

    def sample(self, observation, player, rng):
        seen = super().observation(observation, player)
        hands = tuple(h if p == player else (1,) * len(h) for p, h in enumerate(seen.hands))
        return evolve(seen, hands=hands, rng=12345, viewer=-1)


class _Careless(LiarsDice):
    """Samples deal the player's own dice anew too."""

    def sample(self, observation, player, rng):
        dealt = super().sample(observation, player, rng)
        return evolve(dealt, hands=tuple(tuple(sorted(rng.randint(1, 6) for _ in h))
                                         for h in dealt.hands))


class _Telling(LiarsDice):
    """The observation string tells every die on the table."""

    def observation_string(self, state, player):
        return text.describe(state)


class _TellingTensor(TensorCodec):
    def write(self, position, player):
        out = super().write(position, player)
        for d in position.hands[(player + 1) % position.players] or ():
            out[d - 1] = 1.0        # the next player's dice shown as the player's own
        return out


class _TellingTensors(LiarsDice):
    """The tensor shows the next player's dice."""

    def tensors(self, players, **options):
        options = {**self.options, **options}
        return _TellingTensor(players, options["dice"], options["one_round"])


class _Lax(LiarsDice):
    """A bid that does not raise the standing one is played all the same."""

    def apply(self, state, action):
        if type(action) is Bid and state.bid is not None and not action.beats(state.bid):
            return evolve(state, bids=state.bids + ((state.to_move, action),),
                          to_move=rules.next_with_dice(state.counts, state.to_move))
        return super().apply(state, action)


class _LooseBid(Bid):
    __hash__ = None             # a mutable record's: no dictionary can hold it


class _Unhashable(LiarsDice):
    """The legal bids cannot be dictionary keys."""

    def legal_actions(self, position):
        return tuple(_LooseBid(a.quantity, a.face) if type(a) is Bid else a
                     for a in super().legal_actions(position))


class _Unchecked(LiarsDice):
    """Damaged saves are read as a new game."""

    def from_json(self, text):
        try:
            return super().from_json(text)
        except Exception:
            return self.setup(0, 2)


@pytest.mark.parametrize("game, message", [
    # the leaks the check used to miss
    (_Transparent(), "every observation is the whole state"),
    (_SeedInSight(), "player 0's observation shows the game's seed or its generator's state"),
    (_Clairvoyant(), "no sample ever differed from the true state"),
    (_FixedDeal(), "the samples of an observation never differed from each other"),
    # the broken promises it caught before, and still does
    (_Careless(), "a sample for player 0 is seen otherwise"),
    (_Telling(), "a sample's observation string for player 0"),
    (_TellingTensors(), "a sample's tensor for player 0"),
    (_Lax(), "was applied, not legal"),
    (_Unhashable(), "an action is not hashable"),
    (_Unchecked(), "a damaged save was read"),
], ids=lambda x: type(x).__name__.strip("_") if not isinstance(x, str) else "")
def test_the_conformance_check_catches_a_game_that_gives_away_what_it_hides(game, message):
    if isinstance(game, _TellingTensors):
        pytest.importorskip("numpy", reason="the 'ai' extra is not installed (numpy)")
    with pytest.raises(AssertionError, match=message):
        check_game(game, players=2, seeds=(0,))


def test_a_game_of_perfect_information_says_so_and_is_not_asked_to_hide():
    class Open(_Transparent):
        perfect_information = True

    check_game(Open(), players=2, seeds=(0,))


@pytest.mark.parametrize("field", ["seed", "rng"])
def test_a_seastead_observation_showing_its_seed_or_generator_is_caught(field):
    from seastead_rules.game import SEASTEAD, SeasteadGame

    class Showing(SeasteadGame):
        def observation(self, position, player):
            seen = super().observation(position, player)
            return seen.replace(**{field: getattr(position, field)})

    with pytest.raises(AssertionError, match="shows the game's seed or its generator"):
        leaks.check_seed_hidden(Showing(), 2, dict(SEASTEAD.options))
    leaks.check_seed_hidden(SEASTEAD, 2, dict(SEASTEAD.options))


def test_the_seed_is_found_however_far_the_generator_has_drawn():
    from seastead_rules.kernel import rng
    state = rng.seeded(leaks.SECRET_SEED)
    for _ in range(1000):
        _, state = rng.next_int(state)
    assert leaks._from_seed(state, leaks.SECRET_SEED)
    assert leaks._from_seed(leaks.SECRET_SEED, leaks.SECRET_SEED)
    assert not leaks._from_seed(rng.seeded(leaks.SECRET_SEED + 1), leaks.SECRET_SEED)


def test_liars_dice_hides_its_generator_in_every_observation():
    state = GAME.setup(leaks.SECRET_SEED, 3)
    for player in range(3):
        saved = json.loads(GAME.to_json(GAME.observation(state, player)))
        assert saved["rng"] == HIDDEN_RNG
    with pytest.raises(IllegalAction):
        GAME.apply(GAME.observation(state, 0), GAME.legal_actions(state)[0])
