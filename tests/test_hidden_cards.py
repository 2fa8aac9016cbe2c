"""Who sees which dive card, with the cards that reveal, look at, keep and put back dive
cards: `observation(state, p)` shows p the cards p saw (the deck cards p knows, p's kept
cards, the cards p looked at) and only the backs of the others, in the piles, on the
stack and in the log; `sample_state` keeps what p sees and deals the rest anew."""

from __future__ import annotations

import functools
import random

import attrs
import pytest
from cards_support import FILES, card_content, random_game

import seastead_rules as s
from seastead_rules.engine.hidden_cards import handles_piles
from seastead_rules.engine.observe import HIDDEN
from seastead_rules.model import effects as fx
from seastead_rules.saves.conservation import cards_kept, pieces_kept, tokens_kept
from seastead_rules.saves.invariants import check_invariants
from seastead_rules.saves.saving import to_json

DRIFT = "11_16_the_drift.sea"
# A decree for the questions the example cards do not ask about cards a player looked
# at: which card, which half of it, and a card chosen from those kept.
SPYGLASS = """
decree "Spyglass" {
    when you turn-start {
        look 3 dive { choose card { take half of it; put it on kept }; rest to bottom in any order }
    }
    when you turn-end { may { choose card from kept { put it on discard } } }
}
"""


def _seen_now(state, p: int) -> set:
    """The dive cards p sees at `state`: face up on the discard pile, in the open to
    both or to p, beside p's board, in the deck where p saw them put back, and in the
    face-up salvage row."""
    names = set(state.dive_discard)
    if state.known:
        names |= {c for c in state.known[p] if c in state.dive_deck}
    if state.kept:
        names |= set(state.kept[p])
    if state.open_to in (-1, p):
        names |= set(state.dive_open)
    return names | set(state.face_up)           # (face up to both, between turns too)


@functools.lru_cache(maxsize=None)
def _games(files=FILES, seeds=range(2)) -> tuple:
    """For every position of random games with each example card of `files`: (state, the
    dive cards each player has seen so far in that game)."""
    found = []
    for name in files:
        for seed in seeds:
            ever = (set(), set())

            def each(state, ever=ever):
                for p in (0, 1):
                    ever[p].update(_seen_now(state, p))
                found.append((state, (frozenset(ever[0]), frozenset(ever[1]))))

            random_game(name, seed, each)
    return tuple(found)


def _the_other_player_hides_cards(state, p: int) -> bool:
    return bool(state.kept and state.kept[1 - p]) or bool(
        state.dive_open and state.open_to == 1 - p)


def _without_events(log):
    # The log's chain with its actions but without its lines (checked on their own).
    links = []
    while log is not None:
        links.append(log)
        log = log.prev
    out = None
    for link in reversed(links):
        out = attrs.evolve(link, events=(), prev=out)
    return out


def _named(text: str, unseen: set) -> list:
    # (No dive card's name is part of another's: each is looked for as it is.)
    return sorted(c for c in unseen if c in text)


def _check_no_unseen_card_is_named(games) -> int:
    """Checks the piles, the stack and the answers in the log (the log's lines: see
    below) of every position of `games`, for both players; gives the number of
    (position, player) where the other player keeps or looks at cards."""
    hiding = 0
    for state, ever in games:
        dive = set(state.content.dive)
        for p in (0, 1):
            seen = s.observation(state, p)
            text = to_json(seen.replace(log=_without_events(seen.log)))
            assert _named(text, dive - ever[p]) == [], (p, state.decision)
            hiding += _the_other_player_hides_cards(state, p)
    return hiding


def test_no_dive_card_a_player_has_not_seen_is_named_in_what_they_observe():
    # The Drift is the example card file that looks at, keeps and puts back dive cards,
    # Salvage Yard the one that reveals them into the face-up salvage row; with the
    # others a player sees what they saw before (test_observation.py).
    salvage = "35_salvage_yard.sea"
    assert [name for name in FILES if handles_piles(card_content(name))] == [DRIFT, salvage]
    assert _check_no_unseen_card_is_named(_games((DRIFT, salvage), range(4))) > 100


@pytest.mark.soak
def test_no_dive_card_a_player_has_not_seen_is_named_in_what_they_observe_with_each_card():
    assert _check_no_unseen_card_is_named(_games()) > 100


def test_no_log_line_names_a_dive_card_the_reader_has_not_seen():
    for state, ever in _games((DRIFT,), range(4)):
        dive = set(state.content.dive)
        for p in (0, 1):
            lines = " | ".join(e.text for e in s.observation(state, p).log.entries())
            assert [c for c in dive - ever[p] if c in lines] == [], p


def test_no_log_line_names_the_looked_at_card_a_player_takes_half_of():
    for seed in range(2):
        ever = (set(), set())
        for state in _spyglass_positions([seed]):
            dive = set(state.content.dive)
            for p in (0, 1):
                ever[p].update(_seen_now(state, p))
                halves = " | ".join(e.text for e in state.log.entries() if "takes half" in e.text)
                assert [c for c in dive - ever[p] if c in halves] == [], p


def test_a_sample_looks_the_same_to_the_player_and_keeps_every_card_once():
    rng, hiding = random.Random(0), 0
    for state, _ in _games():
        for p in (0, 1):
            sampled = s.sample_state(state, p, rng)
            assert s.observation(sampled, p) == s.observation(state, p)
            assert not (tokens_kept(sampled) or pieces_kept(sampled) or cards_kept(sampled))
            hiding += _the_other_player_hides_cards(state, p)
    assert hiding > 100


def _drift_game_until(test, seeds=range(40)):
    """The first position of a random game with The Drift where `test(state)` holds."""
    for seed in seeds:
        found = []
        random_game(DRIFT, seed, lambda st, found=found: found.append(st) if test(st) else None)
        if found:
            return found[0]
    raise AssertionError("no such position")


def test_a_deck_card_a_player_saw_put_back_shows_by_name_to_them_only():
    state = _drift_game_until(lambda st: st.known and any(
        c in st.dive_deck for c in st.known[st.current]))
    p = state.current
    knows = [c for c in state.known[p] if c in state.dive_deck]
    mine, theirs = s.observation(state, p), s.observation(state, 1 - p)
    for card in knows:
        at = state.dive_deck.index(card)
        assert mine.dive_deck[at] == card
        if card not in state.known[1 - p]:
            assert theirs.dive_deck[at] == state.content.dive[card].depth


def test_a_kept_card_shows_by_name_to_its_keeper_and_as_its_back_to_the_other():
    state = _drift_game_until(lambda st: st.kept and st.kept[st.current])
    p = state.current
    assert s.observation(state, p).kept[p] == state.kept[p]
    assert s.observation(state, 1 - p).kept[p] == tuple(
        state.content.dive[c].depth for c in state.kept[p])


def test_the_cards_a_player_looks_at_and_orders_are_hidden_from_the_other():
    state = _drift_game_until(lambda st: st.decision is not None
                              and st.decision.kind == "order" and st.decision.values)
    p, d = state.to_move, state.decision
    theirs = s.observation(state, 1 - p)
    assert theirs.dive_open == tuple(state.content.dive[c].depth for c in state.dive_open)
    assert theirs.decision.options == (HIDDEN,) * len(d.options)
    assert s.observation(state, p).decision == d
    after = s.apply(state, s.legal_actions(state)[0])
    assert after.log.action == s.Answer(d.options[0])
    assert s.observation(after, 1 - p).log.action == s.Answer("card ?")


def test_the_information_state_string_does_not_name_the_card_the_other_player_ordered():
    from seastead_rules.ai import encode
    state = _drift_game_until(lambda st: st.decision is not None
                              and st.decision.kind == "order" and st.decision.values)
    p, card = state.to_move, state.decision.values[0]
    after = s.apply(state, s.legal_actions(state)[0])
    assert f"'card {card}'" in encode.information_state_string(after, p)
    theirs = encode.information_state_string(after, 1 - p)
    assert "'card ?'" in theirs and card not in theirs


@functools.lru_cache(maxsize=None)
def _spyglass():
    return s.load_content(extra=[("spyglass.sea", SPYGLASS)])


def _about_cards(d) -> bool:
    """Whether `d` asks about dive cards the player looked at or keeps (which card, in
    which order, which half of it), not the dive's own half question."""
    return d.kind in ("card", "order") or d.kind == "half" and type(d.op) is fx.TakeHalfOf


def _spyglass_positions(seeds=range(2)):
    for seed in seeds:
        game, rng = s.new_game(seed, sides="BBBB", decree="Spyglass",
                               content=_spyglass()), random.Random(seed)
        while not s.is_over(game):
            yield game
            game = s.apply(game, rng.choice(s.legal_actions(game)))


def test_the_other_players_questions_about_cards_they_looked_at_or_keep_are_hidden():
    asked = set()
    for state in _spyglass_positions():
        d = state.decision
        if _about_cards(d):
            theirs = s.observation(state, 1 - d.player).decision
            assert theirs.options == (HIDDEN,) * len(d.options), d.kind
            assert theirs.values == (None,) * len(d.values)
            assert not any(c in theirs.prompt for c in state.content.dive)
            asked.add((d.kind, d.op.from_kept) if d.kind == "card" else d.kind)
    assert asked == {("card", False), ("card", True), "order", "half"}


def test_no_dive_card_a_player_has_not_seen_is_named_in_the_other_players_questions():
    games = []
    for seed in range(2):
        ever = (set(), set())
        for state in _spyglass_positions([seed]):
            for p in (0, 1):
                ever[p].update(_seen_now(state, p))
            games.append((state, (frozenset(ever[0]), frozenset(ever[1]))))
    assert _check_no_unseen_card_is_named(games) > 50


def test_a_sample_asks_the_other_players_hidden_question_about_the_cards_it_deals():
    rng, asked = random.Random(1), set()
    for state in _spyglass_positions():
        d = state.decision
        for p in (0, 1):
            sampled = s.sample_state(state, p, rng)
            assert s.observation(sampled, p) == s.observation(state, p)
            check_invariants(sampled)
            if d.player != p and _about_cards(d):
                again = sampled.decision
                assert (again.kind, len(again.options)) == (d.kind, len(d.options))
                assert HIDDEN not in again.options
                s.apply(sampled, rng.choice(s.legal_actions(sampled)))
                asked.add(d.kind)
    assert asked == {"card", "order", "half"}


def test_a_sample_keeps_the_cards_the_player_knows_where_they_are():
    state = _drift_game_until(lambda st: st.known and st.kept and st.kept[st.current]
                              and any(c in st.dive_deck for c in st.known[st.current]))
    p = state.current
    for seed in range(5):
        sampled = s.sample_state(state, 1 - p, random.Random(seed))
        assert sampled.kept[1 - p] == state.kept[1 - p]
        mine = s.sample_state(state, p, random.Random(seed))
        assert mine.kept[p] == state.kept[p]
        for at, card in enumerate(state.dive_deck):
            if card in state.known[p]:
                assert mine.dive_deck[at] == card


def test_a_sample_keeps_the_cards_the_player_looks_at_in_the_open():
    state = next(st for st in _spyglass_positions() if st.dive_open and st.open_to >= 0)
    p = state.open_to
    for seed in range(5):
        assert s.sample_state(state, p, random.Random(seed)).dive_open == state.dive_open
    others = {s.sample_state(state, 1 - p, random.Random(seed)).dive_open for seed in range(9)}
    assert len(others) > 1
