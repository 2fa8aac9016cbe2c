"""The terminal game with cards that remember, reveal and score: every question the card
language added is shown with its options and answered; the board shows the points
cards scored, the counters, each player's kept dive cards (the opponent's only as a
count), the cards in the open to those who see them, a turn to skip or an extra turn
to come, and sides with rules of their own; every screen still fits 80 by 24."""

import io
import random

import pytest
from cards_support import card_game
from cards_ui import DRIFT, KINDS, asked, session, with_cards
from test_terminal import Typed

import seastead_rules as s
from seastead_rules.bots import BOTS
from seastead_rules.render import card_lines
from seastead_rules.terminal import TerminalGame, compact_board, options, trigger
from seastead_rules.terminal.board import BOARD_LINES, fit
from seastead_rules.terminal.screen import screen

BLUE, ORANGE = 0, 1


def terminal_at(state, *answers, redraw=False):
    """A terminal game from `state`, a person as blue against random bots."""
    game = session(state)
    out = io.StringIO()
    table = TerminalGame(game, BLUE, [BOTS["random"](p) for p in range(2)], out,
                         Typed(*answers), redraw=redraw)
    return table, out


def board(state, viewer):
    """The board as `viewer` sees it, one text."""
    return "\n".join(compact_board(s.observation(state, viewer), viewer))


@pytest.mark.parametrize("kind", KINDS)
def test_a_question_the_cards_ask_is_shown_with_its_options_and_answered(kind):
    state = asked(kind, BLUE)
    shown = options(state, s.legal_actions(state))
    table, out = terminal_at(state, "1", "q")
    table.run()
    text = out.getvalue()
    assert state.decision.prompt in text
    for i, (label, _) in enumerate(shown, 1):
        assert fit(f"  {i:>3}. {label}") in text
    assert table.game.actions[0] == shown[0][1]


@pytest.mark.parametrize("kind", ["card", "order", "move ship"])
def test_a_question_the_cards_ask_is_answered_on_the_screen_too(kind):
    state = asked(kind, BLUE)
    table, out = terminal_at(state, "1", "q", redraw=True)
    table.run()
    first = out.getvalue().split("\x1b[H\x1b[2J")[1]
    assert state.decision.prompt.split("?")[0] in first
    assert table.game.actions[0] == s.legal_actions(state)[0]


def halves(state, card):
    return " / ".join(h.text for h in state.content.dive[card].halves)


def test_your_kept_cards_are_shown_by_name_with_their_halves():
    state = card_game(DRIFT, 1)
    short = min(state.dive_deck, key=lambda card: len(halves(state, card)))
    state = with_cards(state.replace(dive_deck=(short,) + tuple(
        card for card in state.dive_deck if card != short)), kept=(1, 2))
    assert f"you keep {short} ({halves(state, short)})" in board(state, BLUE)
    assert "orange keeps 2 face down" in board(state, BLUE)


def test_kept_cards_whose_halves_do_not_fit_a_line_are_shown_by_name():
    state = with_cards(card_game(DRIFT, 1), kept=(2, 0))
    first, second = state.kept[BLUE]
    assert f"you keep {first}, {second}" in board(state, BLUE)


def test_the_opponents_kept_cards_are_only_a_count():
    state = with_cards(card_game(DRIFT, 1), kept=(1, 2))
    seen = board(state, ORANGE)
    assert "blue keeps 1 face down" in seen
    assert state.kept[BLUE][0] not in seen
    assert all(card in seen for card in state.kept[ORANGE])


def test_cards_a_player_looks_at_are_shown_to_that_player_only():
    state = with_cards(card_game(DRIFT, 1), open_=3, open_to=ORANGE)
    assert "you look at " + ", ".join(state.dive_open) in board(state, ORANGE)
    assert "orange looks at 3 cards" in board(state, BLUE)
    assert not any(card in board(state, BLUE) for card in state.dive_open)


def test_revealed_cards_are_shown_to_both_players():
    state = with_cards(card_game(DRIFT, 1), open_=2)
    for viewer in (BLUE, ORANGE):
        assert "open " + ", ".join(state.dive_open) in board(state, viewer)


def test_the_counters_are_shown_shared_or_per_player():
    tides = with_cards(card_game("22_tides.sea", 1), counters=[("tides", (3,))])
    assert "tides 3" in board(tides, BLUE)
    fame = with_cards(card_game("23_reputation.sea", 1), counters=[("reputation", (2, 5))])
    assert "reputation blue 2, orange 5" in board(fame, BLUE)


def test_a_counter_of_a_card_in_play_is_shown_from_its_start():
    assert "tides 0" in board(card_game("22_tides.sea", 1), BLUE)


def test_the_points_cards_scored_are_shown_and_counted_in_the_score():
    state = with_cards(card_game(DRIFT, 1), counters=[("score", (0, 4))])
    shown = board(state, BLUE)
    assert "points blue 0, orange 4" in shown
    assert "orange 4 |" in shown.splitlines()[0]


def test_a_game_without_cards_that_remember_has_no_cards_line():
    assert "cards:" not in board(s.new_game(3), BLUE)


def test_a_turn_to_skip_and_an_extra_turn_to_come_are_shown():
    state = with_cards(card_game("17_saboteur.sea", 1),
                       counters=[("skip", (0, 1)), ("extra", (1, 0))])
    shown = board(state, BLUE)
    assert "orange skips next turn" in shown and "you take an extra turn next" in shown
    assert "blue takes an extra turn next" in board(state, ORANGE)


def test_a_side_with_rules_of_its_own_is_marked():
    assert "3 The Drift*" in board(card_game(DRIFT, 1), BLUE)


def test_c_shows_what_cards_keep_in_full():
    state = with_cards(card_game(DRIFT, 1), kept=(1, 1), counters=[("score", (2, 0))])
    table, out = terminal_at(state, "c", "q")
    table.run()
    text = out.getvalue()
    mine, theirs = state.kept[BLUE][0], state.kept[ORANGE][0]
    assert "What cards keep on the table:" in text and "points from cards: blue 2" in text
    assert f"you keep face down: {mine} (half 1: " in text
    assert "orange keeps 1 dive card face down" in text and theirs not in text
    assert "side The Drift: At the end of the game" in text


def test_the_bots_answers_naming_cards_the_person_cannot_see_read_hidden():
    state = asked("order", ORANGE)
    table, out = terminal_at(state, "q")
    table.run()
    text = " ".join(out.getvalue().split())        # lines wrapped at 80 columns, joined
    assert "-> card (hidden)" in text
    assert not any(card in text for card in state.dive_open), "nor the log"


def test_a_question_inside_a_locations_effect_says_which_location():
    state = asked("card", BLUE)
    assert trigger(state).startswith("the location's effect at flotilla 3 location 0")


# Example cards whose games keep counters, kept and open cards, points and turns.
SHOWN = [DRIFT, "22_tides.sea", "23_reputation.sea", "17_saboteur.sea"]


@pytest.mark.parametrize("name", SHOWN)
def test_every_screen_of_a_game_with_cards_on_the_table_fits_80_by_24(name):
    shown = 0
    for seed in range(3):
        game, rng = card_game(name, seed), random.Random(seed)
        while True:
            viewer = max(game.to_move, BLUE)
            seen = s.observation(game, viewer)
            lines = compact_board(seen, viewer)
            assert len(lines) <= BOARD_LINES and max(map(len, lines)) <= 80
            shown += any(line.startswith("cards:") for line in lines)
            if s.is_over(game):
                break
            labels = [label for label, _ in options(game, s.legal_actions(game))]
            events = [e.text for e in game.log.entries()][-10:]
            lines, low, high = screen(seen, game.decision.prompt, trigger(game), labels,
                                      events, "a message", viewer=viewer)
            assert len(lines) <= 23 and max(map(len, lines)) <= 80
            assert low == 1 and high >= min(len(labels), 4)
            game = s.apply(game, rng.choice(s.legal_actions(game)))
    assert shown, "the cards line was on some board"


def test_the_fullest_cards_line_still_fits_the_screen():
    state = with_cards(card_game(DRIFT, 2), kept=(2, 3), open_=3, open_to=BLUE,
                       counters=[("score", (12, 7)), ("skip", (0, 1)), ("extra", (1, 0))])
    seen = s.observation(state, BLUE)
    labels = [label for label, _ in options(state, s.legal_actions(state))]
    lines, low, high = screen(seen, state.decision.prompt, "", labels, ["x"] * 10,
                              "a message", viewer=BLUE)
    assert len(lines) <= 23 and max(map(len, lines)) <= 80 and high == len(labels)
    assert sum(line.startswith(("cards:", "  ")) for line in lines[:BOARD_LINES]) >= 1
    assert len(card_lines(seen, BLUE)) >= 6
