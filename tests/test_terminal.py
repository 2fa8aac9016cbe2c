"""The terminal game: a board that fits 80 columns by 24 lines in every mode, builds
shown with their cost, the reason for a question, card text on '?', undo back to the
person's last decision, saving on 'q', and help for what is not an option."""

import io
import json
import random

import pytest
from support import play, scenario

import seastead_rules as s
from seastead_rules.bots import BOTS
from seastead_rules.terminal import (
    TerminalGame,
    compact_board,
    details,
    help_text,
    options,
    trigger,
)
from seastead_rules.terminal.screen import screen
from seastead_rules.terminal.words import option_help

BLUE, ORANGE = 0, 1

MODES = {
    "duel A": dict(),
    "B sides with decrees": dict(sides="BBBB", specialists="AB"),
    "mixed sides": dict(sides="ABBA"),
    "specialists AB": dict(specialists="AB"),
    "solo": dict(mode="solo", specialists="AB"),
}


def states_of(seed, **options_):
    """Every fourth state of a seeded random game."""
    state, rng, seen = s.new_game(seed, **options_), random.Random(seed), []
    step = 0
    while not s.is_over(state):
        if step % 4 == 0:
            seen.append(state)
        state = s.apply(state, rng.choice(s.legal_actions(state)))
        step += 1
    return seen + [state]


@pytest.mark.parametrize("mode", MODES)
def test_the_board_and_the_whole_screen_fit_80_columns_by_24_lines(mode):
    for seed in (1, 2):
        for state in states_of(seed, **MODES[mode]):
            board = compact_board(state)
            assert len(board) <= 24 and max(map(len, board)) <= 80
            if state.decision is None:
                continue
            labels = [label for label, _ in options(state, s.legal_actions(state))]
            events = [e.text for e in state.log.entries()][-10:]
            lines, low, high = screen(state, state.decision.prompt, trigger(state), labels,
                                      events, "a message")
            assert len(lines) <= 23, "24 with the prompt line"
            assert max(map(len, lines)) <= 80
            assert low == 1 and high >= min(len(labels), 4)


def test_options_past_one_screen_are_on_further_pages():
    labels = [f"option number {i}" for i in range(60)]
    state = s.new_game(1)
    first, _, high = screen(state, "which?", "", labels)
    second, low, _ = screen(state, "which?", "", labels, page=1)
    assert high < 60 and low == high + 1
    assert any("n: next page" in line for line in first + second)


def test_a_build_option_shows_what_it_costs():
    game = scenario(player0={"metal": 2}, ships={(1, 0): ORANGE},
                    demand=("metal", "artifact", "kelp", "fish"), locked=3)
    labels = dict((str(a), label) for label, a in options(game, s.legal_actions(game)))
    # Flotilla 1 location 0 costs 1, less 1 for the ship and 1 for the shipyard tag: 0.
    assert labels["build shipyard at flotilla 1 location 0"] == "shipyard 1.0 $0"
    cost, _ = s.explain_cost(game, s.Build("port", 1, 2))
    assert labels["build port at flotilla 1 location 2"] == f"port 1.2 ${cost}"


def test_a_build_with_a_discount_specialist_shows_the_cost_it_would_leave():
    # Flotilla 1 location 3 costs 5; the Shipwright takes 2 off: 3.
    game = scenario(player0={"metal": 5}, specialists0=("Shipwright",),
                    demand=("metal", "artifact", "kelp", "fish"), locked=3)
    labels = [label for label, _ in options(game, s.legal_actions(game))]
    assert "port 1.3 $5" in labels and "port 1.3 $3 +S" in labels
    assert details(game, s.legal_actions(game)) == "+S: exhaust Shipwright"


def test_halves_that_read_alike_but_one_has_an_arrow_are_both_offered():
    # Flooded Library: 'different 2' twice, the second with an arrow (a bonus).
    game = play(scenario(dive_deck=("Flooded Library",)), "dive")
    assert game.decision.kind == "half"
    assert [label for label, _ in options(game, s.legal_actions(game))] == [
        "half 1: 2 different resources",
        "half 2: 2 different resources (if you have fewer face-up specialists than your "
        "opponent, "
        "also take 1 resource of your choice)"]


def test_the_owner_bonus_question_says_whose_ship_caused_it():
    game = scenario(player0={"metal": 1}, ships={(1, 2): ORANGE}, dock_display=("Kelp Press",),
                    demand=("metal", "artifact", "kelp", "fish"), locked=3)
    game = play(game, "build port at flotilla 1 location 2", "dock Kelp Press", "no")
    assert trigger(game) == ("blue built at flotilla 1 location 2, where orange's ship is: "
                             "owner's bonus (rulebook p. 9)")


def test_the_screen_shows_the_whole_reason_for_the_owner_bonus():
    game = scenario(player0={"metal": 1}, ships={(1, 2): ORANGE}, dock_display=("Kelp Press",),
                    demand=("metal", "artifact", "kelp", "fish"), locked=3)
    game = play(game, "build port at flotilla 1 location 2", "dock Kelp Press", "no")
    lines, _, _ = screen(game, game.decision.prompt, trigger(game), ["yes", "no"])
    shown = " ".join(line.strip() for line in lines)
    assert "why: blue built at flotilla 1 location 2, where orange's ship is: owner's " \
           "bonus (rulebook p. 9)" in shown


def test_a_location_effect_question_names_the_location():
    game = scenario(player0={"metal": 2}, dock_display=("Kelp Press",),
                    demand=("metal", "artifact", "kelp", "fish"), locked=3)
    game = play(game, "build port at flotilla 1 location 2", "dock Kelp Press")
    assert trigger(game) == "the location's effect at flotilla 1 location 2"


def test_help_gives_a_cards_name_and_text():
    state = s.new_game(1)
    assert help_text(state.content, "investor") == [
        "Investor", "  set A, build specialist, 1 point face up",
        "  Exhaust when your opponent builds, if you have 1 or more buildings on that",
        "  flotilla: take 2 resources of your choice."]
    assert help_text(state.content, "no such card") == []


class Typed(io.StringIO):
    """What the person types, one answer a line."""

    def __init__(self, *answers):
        super().__init__("".join(a + "\n" for a in answers))


def terminal(*answers, seed=3, save=None, **setup):
    """A terminal game of a person as blue against random bots, not on a terminal."""
    game = s.Game(seed, **setup)
    bots = [BOTS["random"](seed * 2 + p) for p in range(2)]
    out = io.StringIO()
    table = TerminalGame(game, BLUE, bots, out, Typed(*answers), save=save, redraw=False)
    return table, out


def test_question_mark_and_a_number_explain_that_option():
    table, out = terminal("? 2", "q")
    table.run()
    shown = out.getvalue()
    label, build = options(table.game.state, table.game.legal_actions())[1]
    cost, _ = s.explain_cost(table.game.state, build)
    assert f"{build}" in shown and f"cost {cost}:" in shown


def test_help_lists_the_commands_and_the_cards_in_view():
    table, out = terminal("help", "q")
    table.run()
    shown = out.getvalue()
    assert "u or undo" in shown and "Cards here:" in shown
    assert table.game.state.specialist_display[0] in shown


def test_what_is_not_an_option_gets_help_not_only_a_number_range():
    table, out = terminal("seven", "q")
    table.run()
    assert "'seven' is not an option: give a number from 1 to" in out.getvalue()
    assert "or ? for help" in out.getvalue()


def test_undo_goes_back_to_the_persons_previous_decision_past_the_bots_moves():
    table, _ = terminal("1", "1", "q")       # dive, take half 1
    table.run()
    history = table.game.history
    previous = max(i for i, state in enumerate(history[:-1]) if state.to_move == BLUE)
    assert any(state.to_move == ORANGE for state in history[previous:]), "a bot moved"
    assert "taken back" in table.undo()
    assert table.game.state is history[previous]
    assert len(table.game.actions) == previous


def test_undo_with_nothing_chosen_yet_says_so():
    table, out = terminal("u", "q")
    table.run()
    assert "nothing to undo" in out.getvalue()


def test_q_with_save_writes_the_record_of_the_moves_so_far(tmp_path):
    path = tmp_path / "game.json"
    table, out = terminal("1", "1", "q", save=str(path))
    assert table.run() == 0
    record = s.GameRecord.from_json(path.read_text())
    assert list(record.actions) == [str(a) for a in table.game.actions]
    resumed = s.Game.from_record(record)
    assert s.to_json(resumed.state) == s.to_json(table.game.state)
    assert "seastead play --resume" in out.getvalue()


def test_q_without_save_says_how_to_keep_the_game():
    table, out = terminal("q")
    assert table.run() == 0
    assert "--save FILE" in out.getvalue()


def test_line_mode_never_prints_a_line_wider_than_80_columns():
    table, out = terminal(*["1"] * 400, seed=5, sides="BBBB", specialists="AB")
    table.run()
    lines = out.getvalue().splitlines()
    assert table.game.is_over()
    assert max(map(len, lines)) <= 80
    assert json.loads(table.game.record().to_json())["actions"]


def test_without_rich_the_screen_is_cleared_and_drawn_in_plain_text(monkeypatch):
    from seastead_rules.terminal import display
    real = display.importlib.util.find_spec
    monkeypatch.setattr(display.importlib.util, "find_spec",
                        lambda name, *a: None if name == "rich" else real(name, *a))
    game = s.Game(3)
    out = io.StringIO()
    table = TerminalGame(game, BLUE, [BOTS["random"](p) for p in range(2)], out,
                         Typed("q"), redraw=True)
    table.run()
    assert out.getvalue().startswith("\x1b[H\x1b[2JSeastead | round 1")
    assert "\x1b[1" not in out.getvalue()          # no colour codes


class RandomPerson:
    """Answers like a person trying things: mostly an option at random, sometimes help,
    undo, the next page, the board, or nonsense."""

    def __init__(self, seed):
        self.rng, self.table = random.Random(seed), None

    def readline(self):
        extra = self.rng.choice(["?", "? 1", "u", "n", "b", "l", "? Investor", "what", ""]
                                + [None] * 12)
        if extra is not None:
            return extra + "\n"
        game = self.table.game
        count = len(options(game.state, game.legal_actions()))
        return f"{self.rng.randint(1, count)}\n"


def test_help_on_an_answer_naming_a_location_gives_that_locations_effect():
    game = scenario(player0={"metal": 1}, ships={(1, 2): ORANGE}, dock_display=("Kelp Press",),
                    demand=("metal", "artifact", "kelp", "fish"), locked=3)
    game = play(game, "build port at flotilla 1 location 2", "dock Kelp Press", "no", "no")
    ship = next(a for a in s.legal_actions(game) if str(a) == "ship to flotilla 2 location 1")
    loc = game.content.side[game.sides[1]].locations[1]
    assert option_help(game, ship) == [
        "ship to flotilla 2 location 1",
        f"  flotilla 2 location 1: cost {loc.cost}, {loc.points} "
        f"point{'' if loc.points == 1 else 's'}: {loc.text}"]
