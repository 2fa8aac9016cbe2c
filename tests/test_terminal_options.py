"""The terminal game's options show whole: every label on every screen and page in 80
columns (in fewer columns, over two lines, or on a next page), places as 'F.L', the
specialists a build exhausts as marks explained on a details line, a dock tile offered
for a port with the places it would score, counts that agree with their nouns."""

import random

import pytest
from cards_ui import KINDS, asked
from support import play, scenario
from test_terminal import MODES, states_of

import seastead_rules as s
from seastead_rules.terminal import details, options, trigger
from seastead_rules.terminal.screen import grid, screen

BLUE, ORANGE = 0, 1


def flat(text: str) -> str:
    """`text` with its runs of spaces and line breaks as single spaces."""
    return " ".join(text.split())


def pages_show_every_label_whole(state, labels, note="") -> None:
    """Every page of the screen of `state` shows each of its options' labels whole."""
    seen, page, high = set(), 0, 0
    while high < len(labels):
        lines, low, high = screen(state, state.decision.prompt, trigger(state), labels,
                                  ["orange: dive"] * 3, "", page, None, note)
        assert len(lines) <= 23 and max(map(len, lines)) <= 80
        body = flat("\n".join(lines))
        for number in range(low, high + 1):
            assert flat(f"{number}. {labels[number - 1]}") in body, (number, lines)
            seen.add(number)
        page += 1
    assert seen == set(range(1, len(labels) + 1))


@pytest.mark.parametrize("mode", MODES)
def test_every_option_shows_whole_on_some_page_in_every_mode(mode):
    for seed in (1, 2):
        for state in states_of(seed, **MODES[mode]):
            if state.decision is None:
                continue
            actions = s.legal_actions(state)
            labels = [label for label, _ in options(state, actions)]
            pages_show_every_label_whole(state, labels, details(state, actions))


@pytest.mark.parametrize("kind", KINDS)
def test_every_option_the_new_cards_ask_shows_whole(kind):
    state = asked(kind, BLUE)
    actions = s.legal_actions(state)
    pages_show_every_label_whole(state, [label for label, _ in options(state, actions)])


def test_labels_longer_than_a_line_take_two_lines_alone():
    long = ["copy 1.2: " + "word " * 20, "copy 3.4: " + "other " * 18, "no"]
    lines, count = grid(long, 10)
    assert count == 3 and len(lines) == 5
    assert lines[0].startswith(" 1. copy 1.2: word") and lines[1].startswith("    word")


def test_the_layout_is_one_column_when_it_fits_else_as_few_columns_as_fit():
    assert grid(["dive", "port 1.0 $1"], 5)[0] == [" 1. dive", " 2. port 1.0 $1"]
    labels = [f"shipyard {f}.{l} $1 +S" for f in range(1, 5) for l in range(6)]
    lines, count = grid(labels, 8)          # three columns of 8
    assert count == 24 and len(lines) == 8 and max(map(len, lines)) <= 80
    lines, count = grid([label + "h+En" for label in labels], 8)
    assert count == 16 and len(lines) == 8  # only two columns fit: a next page


def a_question(kind: str, **setup):
    """A state of a random game where blue is asked a question of `kind`."""
    for seed in range(1, 60):
        state, rng = s.new_game(seed, **setup), random.Random(seed)
        while not s.is_over(state):
            if state.decision.kind == kind and state.to_move == BLUE:
                return state
            state = s.apply(state, rng.choice(s.legal_actions(state)))
    raise AssertionError(f"no {kind} question in 60 games")


def test_copy_options_read_by_their_places_with_the_whole_text():
    game = a_question("copy", sides="BBBB")
    for label, action in options(game, s.legal_actions(game)):
        place, text = str(action).removeprefix("copy flotilla ").split(": ", 1)
        assert label == f"copy {place.replace(' location ', '.')}: {text}"


def test_a_build_that_exhausts_specialists_is_marked_and_the_marks_explained():
    game = scenario(player0={"metal": 5}, specialists0=("Shipwright", "Engineer"),
                    demand=("metal", "artifact", "kelp", "fish"), locked=3)
    actions = s.legal_actions(game)
    labels = {str(a): label for label, a in options(game, actions)}
    using = [a for a in actions if getattr(a, "using", ())]
    assert {a.using for a in using} >= {("Shipwright",), ("Engineer",)}
    for action in using:
        marks = "".join(f"+{name[0]}" for name in action.using)
        assert labels[str(action)].endswith(" " + marks)
    assert details(game, actions) == "+E: exhaust Engineer, +S: exhaust Shipwright"


def test_a_dock_offered_for_a_port_shows_the_places_it_scores():
    game = scenario(player0={"metal": 2}, dock_display=("Kelp Press", "Cannery Pier"),
                    demand=("metal", "artifact", "kelp", "fish"), locked=3)
    game = play(game, "build port at flotilla 1 location 1")
    labels = [label for label, _ in options(game, s.legal_actions(game))]
    # Kelp Press: academy 2 one to the left, academy 3 two to the left, shipyard 1 one
    # and two to the right; round the ring from location 1: 0, 5 and 2, 3.
    assert "dock Kelp Press (kelp): left 1.0 A2, 1.5 A3; right 1.2 S1, 1.3 S1" in labels
    assert "a dock at the port 1.1 scores the places left and right of it (? ring)" in \
        details(game, s.legal_actions(game))


def test_counts_in_options_agree_with_their_nouns():
    labels = [label for st in states_of(4, sides="BBBB", specialists="AB")
              if st.decision is not None
              for label, _ in options(st, s.legal_actions(st))]
    text = " | ".join(labels)
    assert " 1 points" not in text and " 1 resources" not in text
    assert not any(f" {n} artifact" in text.replace(f"{n} artifacts", "") for n in range(2, 9))


def test_places_in_options_read_flotilla_dot_location():
    game = a_question("ship")
    for label, action in options(game, s.legal_actions(game)):
        place = str(action).removeprefix("ship to flotilla ")
        assert label == f"ship to {place.replace(' location ', '.')}"


def test_the_board_gives_way_only_when_the_options_need_the_room():
    state = s.new_game(5)
    actions = s.legal_actions(state)
    labels = [label for label, _ in options(state, actions)]
    lines, _, high = screen(state, state.decision.prompt, "", labels, ["orange: dive"])
    assert high == len(labels) and any(line.startswith("docks on offer") for line in lines)
    many = labels + [f"copy 1.{n}: " + "a long location text " * 3 for n in range(6)]
    lines, _, _ = screen(state, state.decision.prompt, "", many, ["orange: dive"])
    assert not any(line.startswith("docks on offer") for line in lines)
    assert any("n: next page" in line for line in lines)
