"""Undo in a Game (the browser table and the terminal game both use it) never takes back
what a player has seen: it stops at an action that turned up a face-down card. And undo
is a step back on the same road: played again, the same actions bring back the bots'
same answers."""

import pytest
from cards_support import card_game
from cards_ui import DRIFT, session
from support import scenario

import seastead_rules as s
from seastead_rules.bots import BOTS
from seastead_rules.errors import RulesError
from seastead_rules.saves.session import turns_up

BLUE, ORANGE = 0, 1
BLUE_STARTS = 6         # a seed whose game blue starts


class Builder:
    """A bot that never turns up a card: it builds shipyards and answers with the first
    option that is not a dive."""

    def choose(self, state, actions):
        """The first shipyard build, else the first action that is not a dive."""
        return next((a for a in actions if str(a).startswith("build shipyard")),
                    next(a for a in actions if str(a) != "dive"))


def test_a_dive_cannot_be_undone():
    game = s.Game(seed=BLUE_STARTS)
    game.play("dive")
    before = game.state
    assert not game.can_undo()
    with pytest.raises(RulesError, match="undo stops here: the action before it turned up "
                                         "a face-down card"):
        game.undo()
    assert game.state is before and not game.can_redo()


def test_a_build_that_turned_up_nothing_can_be_undone():
    game = s.Game(seed=5)
    start = game.state
    build = next(a for a in game.legal_actions() if str(a).startswith("build shipyard"))
    game.play(build)
    assert game.can_undo()
    assert game.undo() is start


def test_taking_a_dock_tile_cannot_be_undone_once_the_display_is_refilled_from_the_deck():
    game = session(scenario(player0={"kelp": 3, "metal": 3, "fish": 3, "artifact": 3}))
    port = next(a for a in game.legal_actions() if str(a).startswith("build port"))
    game.play(port)
    assert game.state.decision.kind == "dock" and game.can_undo()   # nothing drawn yet
    game.play(game.legal_actions()[0])
    assert turns_up(game.history[-2], game.state)
    with pytest.raises(RulesError, match="undo stops here"):
        game.undo()


def test_a_look_at_the_dive_deck_turns_up_cards_even_when_they_go_back():
    state = card_game(DRIFT, 1)
    assert not turns_up(state, state)
    looking = state.replace(dive_deck=state.dive_deck[3:], dive_open=state.dive_deck[:3],
                            open_to=BLUE)
    assert turns_up(state, looking)
    # Put back in the same order within the action: the deck is whole, but blue knows.
    knows = state.replace(known=(state.dive_deck[:3], ()))
    assert turns_up(state, knows) and not turns_up(knows, state)


def test_a_kept_card_played_cannot_be_undone():
    state = s.new_game(2)
    keeping = state.replace(dive_deck=state.dive_deck[1:], kept=((state.dive_deck[0],), ()))
    assert turns_up(state, keeping)               # off the deck
    played = keeping.replace(kept=(), dive_discard=keeping.dive_discard + (state.dive_deck[0],))
    assert turns_up(keeping, played)              # out of blue's kept cards


def test_undo_to_goes_back_to_the_players_last_decision_past_the_bots_answers():
    game = s.Game(seed=BLUE_STARTS)
    start = game.state
    game.play_bot(Builder())                # blue builds a shipyard: where does its ship go?
    while game.state.to_move == BLUE:
        game.play_bot(Builder())
    while game.state.to_move == ORANGE:     # orange's whole turn
        game.play_bot(Builder())
    history = game.history
    last = max(k for k, state in enumerate(history[:-1]) if state.to_move == BLUE)
    assert history[last + 1].to_move == ORANGE and game.undo_point((BLUE,)) == last
    assert game.undo_to((BLUE,)) == len(history) - 1 - last
    assert game.state is history[last]
    while game.state is not start:
        game.undo_to((BLUE,))


def test_undo_to_stops_at_a_card_turned_up_and_says_so_taking_nothing_back():
    game = s.Game(seed=BLUE_STARTS)
    game.play("dive")
    before = game.history
    assert game.undo_point((BLUE,)) is None
    with pytest.raises(RulesError, match="undo stops here"):
        game.undo_to((BLUE,))
    assert game.history == before


def test_undo_to_before_any_decision_of_the_players_is_nothing_to_undo():
    game = s.Game(seed=BLUE_STARTS)
    with pytest.raises(RulesError, match="nothing to undo"):
        game.undo_to((BLUE,))
    game.play_bot(Builder())
    with pytest.raises(RulesError, match="nothing to undo"):
        game.undo_to((ORANGE,))


def _played_with_bot(game, bot, choose, steps):
    """`steps` of play: blue's actions by `choose(actions)`, orange's by the bot."""
    for _ in range(steps):
        if game.is_over():
            break
        if game.state.to_move == ORANGE:
            game.play_bot(bot)
        else:
            game.play(choose(game.legal_actions()))


def test_the_bots_answers_after_an_undo_are_the_ones_they_gave_before():
    for seed in range(1, 8):
        game = s.Game(seed=seed)
        bot = BOTS["random"](seed)           # its own generator moves on at every choice
        builds_first = lambda actions: next(   # noqa: E731
            (a for a in actions if str(a).startswith("build")), actions[-1])
        _played_with_bot(game, bot, builds_first, 40)
        back = game.undo_point((BLUE,))
        if back is None or back == 0:
            continue
        played = game.actions[back:]
        later = game.history[back:]
        game.undo_to((BLUE,))
        for action in played:               # the person plays what they played
            if game.state.to_move == ORANGE:
                game.play_bot(bot)
            else:
                game.play(action)
        assert game.actions[back:] == played and game.history[back:] == later
        return
    pytest.fail("no seed gave an undo past a bot's answer")


def test_a_different_action_after_an_undo_lets_the_bots_choose_again():
    game = s.Game(seed=3)
    first = [a for a in game.legal_actions() if str(a).startswith("build")]
    game.play(first[0])
    game.undo()
    assert game.can_redo()
    game.play(first[1])
    assert not game.can_redo() and game.actions == (first[1],)


def test_playing_again_the_action_taken_back_is_a_redo_and_keeps_the_rest():
    game = s.Game(seed=BLUE_STARTS)
    game.play_bot(Builder())
    game.play_bot(Builder())
    first, second = game.actions
    after = game.history[1]
    game.undo()
    game.undo()
    game.play(first)
    assert game.state is after and game.can_redo()       # `second` is still ready
    game.redo()
    assert game.actions == (first, second)
