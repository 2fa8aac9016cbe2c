"""Observations: what one player can see. Two states a player cannot tell apart (they
differ only in deck orders, which cards were removed, the decree deck, the seed and the
generator) give that player the same observation and the same legal actions; the
observation hides those parts and keeps everything public. See docs/saving.md."""

from __future__ import annotations

import json
import random

import attrs
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from reachable import every_position, play_random, reachable_states

import seastead_rules as s
from seastead_rules.engine.observe import HIDDEN, observation
from seastead_rules.model.names import DEPTHS
from seastead_rules.model.state import FLAT_FIELDS
from seastead_rules.saves.saving import to_json

# The number of examples comes from the hypothesis profile (tests/conftest.py).
SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])

HIDDEN_FIELDS = ("dive_deck", "dive_removed", "specialist_deck", "dock_deck", "decree_deck",
                 "seed", "rng")


def twin(state, rnd: random.Random):
    """A state the players cannot tell from `state`: the dive deck reordered within each
    depth (the card backs show the depth), removed cards exchanged with deck cards of
    their depth, the specialist, dock and decree decks shuffled, another seed and
    generator state."""
    depth = {c.name: c.depth for c in state.content.dive_cards}
    deck, removed = list(state.dive_deck), list(state.dive_removed)
    for d in DEPTHS:
        slots = [("deck", i) for i, c in enumerate(deck) if depth[c] == d] + \
                [("removed", i) for i, c in enumerate(removed) if depth[c] == d]
        cards = [(deck if where == "deck" else removed)[i] for where, i in slots]
        rnd.shuffle(cards)
        for (where, i), card in zip(slots, cards):
            (deck if where == "deck" else removed)[i] = card

    def shuffled(items):
        items = list(items)
        rnd.shuffle(items)
        return tuple(items)

    return state.replace(dive_deck=tuple(deck), dive_removed=tuple(removed),
                         specialist_deck=shuffled(state.specialist_deck),
                         dock_deck=shuffled(state.dock_deck),
                         decree_deck=shuffled(state.decree_deck),
                         seed=rnd.randrange(2**32), rng=rnd.randrange(2**64))


@SETTINGS
@given(reachable_states(), st.integers(0, 2**32 - 1))
def test_states_a_player_cannot_tell_apart_give_the_same_observation(state, shuffle):
    other = twin(state, random.Random(shuffle))
    event("hidden parts differ" if other != state else "hidden parts the same")
    for player in (0, 1):
        assert observation(other, player) == observation(state, player)
    # The player to move has the same choices, and can work them out from what they see.
    assert s.legal_actions(other) == s.legal_actions(state)
    if not s.is_over(state):
        assert s.legal_actions(observation(state, state.to_move)) == s.legal_actions(state)


@SETTINGS
@given(reachable_states(), st.sampled_from(["resources", "buildings", "supply", "round"]))
def test_a_difference_in_public_parts_shows_in_every_observation(state, part):
    if part == "resources":
        seat = state.players[1]
        changed = attrs.evolve(state, players=(state.players[0], attrs.evolve(
            seat, resources=(seat.resources[0] + 1,) + seat.resources[1:])))
    elif part == "buildings":
        i = state.buildings.index(-1) if -1 in state.buildings else 0
        changed = attrs.evolve(state, buildings=state.buildings[:i] + (
            5 if state.buildings[i] != 5 else 4,) + state.buildings[i + 1:])
    elif part == "supply":
        changed = attrs.evolve(state, supply=(state.supply[0] + 1,) + state.supply[1:])
    else:
        changed = attrs.evolve(state, round=state.round + 1)
    for player in (0, 1):
        assert observation(changed, player) != observation(state, player)


def _sample(kind: str):
    for seed in range(40):
        rng = random.Random(seed)
        state = s.new_game(seed, sides="BBBB", specialists="AB")
        while not s.is_over(state):
            state = s.apply(state, rng.choice(s.legal_actions(state)))
            if state.decision is not None and state.decision.kind == kind:
                return state
    raise AssertionError(f"no state waiting on a {kind!r} question")


def test_the_observation_hides_deck_orders_removed_cards_decrees_and_the_generator():
    state = _sample("decree")
    assert state.decree_deck and state.specialist_deck and state.dock_deck
    for player in (0, 1):
        seen = observation(state, player)
        assert seen.dive_deck == tuple(state.content.dive[c].depth for c in state.dive_deck)
        assert set(seen.dive_deck) <= set(DEPTHS)
        for field in ("dive_removed", "specialist_deck", "dock_deck", "decree_deck"):
            assert getattr(seen, field) == (HIDDEN,) * len(getattr(state, field)), field
        assert seen.seed == 0 and seen.rng == 0
        # No hidden card's name is anywhere in what the player sees.
        text = to_json(seen)
        hidden = set(state.dive_deck) | set(state.dive_removed) | set(state.specialist_deck) \
            | set(state.dock_deck)
        if player != state.to_move:    # the decree drawn is seen by the one who draws
            hidden |= set(state.decree_deck)
        assert [name for name in hidden if f'"{name}"' in text] == []


def test_the_observation_keeps_everything_public():
    state = _sample("specialist")
    public = [name for name in FLAT_FIELDS
              if name not in HIDDEN_FIELDS + ("stack", "log", "content")]
    for player in (0, 1):
        seen = observation(state, player)
        for name in public:
            assert getattr(seen, name) == getattr(state, name), name
        assert seen.log is state.log and seen.content is state.content
        assert seen.stack[:-1] == state.stack[:-1]


def test_the_other_players_decree_options_are_hidden():
    # The two decrees drawn come from the hidden decree deck (p. 11).
    state = _sample("decree")
    other = 1 - state.to_move
    theirs = observation(state, other).decision
    assert theirs.player == state.to_move and theirs.kind == "decree"
    assert theirs.prompt == state.decision.prompt and theirs.ctx == state.decision.ctx
    assert theirs.options == (HIDDEN,) * len(state.decision.options)
    assert theirs.values == (None,) * len(state.decision.values)
    drawn = {d for pair in state.decision.values for d in pair}
    assert not any(f'"{d}"' in json.dumps([theirs.options, theirs.values]) for d in drawn)


def test_the_movers_own_question_is_shown_as_asked():
    for kind in ("decree", "take", "specialist"):
        state = _sample(kind)
        assert observation(state, state.to_move).decision == state.decision


def test_the_other_players_other_questions_are_shown_as_asked():
    # Their options follow from the public position and the rules.
    kinds = set()
    for state in every_position(seeds=4):
        d = state.decision
        if d is not None and d.kind != "decree":
            assert observation(state, 1 - d.player).decision == d, d.kind
            kinds.add(d.kind)
    assert {"turn", "take", "spend", "half", "specialist", "dock", "may"} <= kinds


def _card_names(state) -> set:
    c = state.content
    return {x.name for x in c.dive_cards + c.specialists + c.dock_tiles + c.decrees}


def _named(text: str, hidden: set, names: set) -> list:
    """The hidden cards `text` names ("Trawler" may be shown while "Trawler Wreck" is
    not: the names of cards not hidden are taken out first)."""
    for name in sorted(names - hidden, key=len, reverse=True):
        if any(h in name for h in hidden):
            text = text.replace(name, "#")
    return [name for name in hidden if name in text]


def _hidden_cards(state) -> set:
    return set(state.dive_deck) | set(state.dive_removed) | set(state.specialist_deck) \
        | set(state.dock_deck) | set(state.decree_deck)


def test_the_pending_question_names_no_card_that_is_still_hidden():
    # Neither its options nor what they mean to the rules name a card in a deck, among
    # the removed cards, or one of the two decrees the other player drew.
    for state in every_position(seeds=3):
        d = state.decision
        if d is None:
            continue
        names, hidden = _card_names(state), _hidden_cards(state)
        drawn = {x for pair in d.values for x in pair} if d.kind == "decree" else set()
        for player in (0, 1):
            unseen = hidden | (drawn if player != d.player else set())
            seen = observation(state, player).decision
            assert not _named(repr((seen.options, seen.values)), unseen, names), (player, d)


def test_the_log_names_no_card_that_is_still_hidden():
    # Every event a player reads is public: none names a card in a deck (beyond the
    # displays), among the removed cards, or in the decree deck.
    for seed in range(9):
        state = s.new_game(seed, sides=("AAAA", "BBBB", "ABBA")[seed % 3],
                           specialists="AB" if seed % 2 else "A")
        names = _card_names(state)
        rng = random.Random(seed)
        while True:
            hidden = _hidden_cards(state)
            for e in state.log.events if state.log else ():
                assert not _named(e.text, hidden, names), (seed, e.text)
            if s.is_over(state):
                break
            state = s.apply(state, rng.choice(s.legal_actions(state)))


def test_observations_of_a_played_game():
    # Along a whole game both players' views exist, and the mover's view gives the moves.
    state = play_random(17, "ABBA", "AB", 0, random.Random(17))
    rng = random.Random(17)
    while not s.is_over(state):
        views = [observation(state, p) for p in (0, 1)]
        assert views[state.to_move].decision == state.decision
        assert s.legal_actions(views[state.to_move]) == s.legal_actions(state)
        state = s.apply(state, rng.choice(s.legal_actions(state)))
    assert observation(state, 0).stack == observation(state, 1).stack == state.stack
