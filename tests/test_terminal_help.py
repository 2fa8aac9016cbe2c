"""At the terminal: what each building does, the dock ring and the scoring on `?`; the
bot's dive says what it took; counts agree; the Boss's score says why; quitting saves
and exits 0 with a command to go on that prints whole; undo stops at a card turned up
and replays the bots, so numbers typed again pick the same options."""

import io
import random

from support import scenario
from test_terminal import BLUE, ORANGE, Typed, terminal

import seastead_rules as s
from seastead_rules.bots import BOTS
from seastead_rules.model import cards
from seastead_rules.model.names import RESOURCES
from seastead_rules.terminal import TerminalGame, compact_board, topic_text
from seastead_rules.terminal.pages import help_page
from seastead_rules.text.cardtext import card_text
from seastead_rules.text.phrases import noun


def shown(lines) -> str:
    return " ".join(" ".join(lines).split())


def board_rule(state, what, kind):
    effect = getattr(state.content.rules, what)
    effect = effect[kind] if kind is not None else effect
    return card_text(cards.BoardRule(what, kind, effect))


def test_help_on_each_building_gives_its_effect_and_row_bonus_from_the_content():
    state = s.new_game(1)
    for kind, name in enumerate(("port", "academy", "shipyard")):
        text = shown(help_page(state, state, BLUE, name, []))
        assert board_rule(state, "building", kind) in text
        assert board_rule(state, "row_bonus", kind) in text
        assert "Rulebook p." in text


def test_help_on_a_building_follows_the_content_when_it_changes():
    rules = "building port { choose dock take 1 kelp }"
    content = s.load_content(extra=[("my_board.sea", rules)], replace=True)
    state = s.new_game(1, content=content)
    assert "take a dock tile from the display and attach it to this port, then take 1 " \
           "kelp" in shown(topic_text(state, "port"))


def test_help_on_the_ring_says_which_places_a_dock_scores_with_the_docks_in_play():
    state = scenario(buildings={(2, 1): (BLUE, "port"), (2, 0): (ORANGE, "academy")},
                     docks=(("Kelp Press", BLUE, (2, 1)),))
    text = shown(topic_text(state, "ring"))
    assert "left of 0 is 5, right of 5 is 0" in text
    # Kelp Press: academies one and two to the left, shipyards one and two to the right.
    assert "Kelp Press (kelp, blue's) at the port on 2.1:" in text
    assert "near-left 2.0 academy 2 points; now orange's academy: orange scores it" in text
    assert "far-left 2.5 academy 3 points; now empty" in text
    assert "near-right 2.2 shipyard 1 point; now empty" in text
    assert shown(topic_text(state, "dock")).startswith("Dock tiles A dock tile lies at")


def test_the_board_says_where_each_dock_lies():
    state = scenario(buildings={(2, 1): (BLUE, "port")}, docks=(("Kelp Press", BLUE, (2, 1)),))
    assert "docks: Kelp Press at 2.1" in "\n".join(compact_board(state, BLUE))


def test_help_on_scoring_gives_the_score_pad_and_the_score_so_far():
    state = scenario(player0={"metal": 2}, cleanup0=3)
    text = shown(topic_text(state, "scoring"))
    assert "a tie goes to more buildings left" in text
    assert "blue: 3 (resources 0, dock buildings 0, locations 0, specialists 0, cleanup 3)" \
        in text


def test_an_unknown_topic_says_so_and_lists_the_commands():
    state = s.new_game(1)
    text = shown(help_page(state, state, BLUE, "lighthouse", []))
    assert "no card, flotilla side or topic is called 'lighthouse'" in text
    assert "? port, ? academy, ? shipyard, ? dock, ? ring" in text


def test_in_solo_the_board_says_why_the_boss_has_its_points():
    state = s.new_game(2, mode="solo")
    board = "\n".join(compact_board(state, BLUE))
    assert "Boss: 20 points + 3 for each Boss building (0) = 20 (rulebook p. 15" in board
    assert "20 points plus 3 for each of its buildings" in shown(topic_text(state, "boss"))


def test_the_bots_dive_says_what_it_took():
    game = s.Game(5)                           # orange starts
    out = io.StringIO()

    class Diver:
        def choose(self, state, actions):
            return next((a for a in actions if str(a) == "dive"), actions[0])
    table = TerminalGame(game, BLUE, [None, Diver()], out, Typed("q"), redraw=False)
    before = game.state.players[ORANGE].resources
    table.run()
    card = game.history[1].dive_discard[-1]
    after = game.state.players[ORANGE].resources
    took = [f"{n - h} {noun(r, n - h)}" for r, n, h in zip(RESOURCES, after, before) if n > h]
    line = f"orange: dive: {card}, took {', '.join(took)}"
    assert line in out.getvalue()
    assert line in table.recent


def test_counts_on_the_screen_agree_with_their_nouns():
    table, out = terminal(*["1"] * 400, seed=5, sides="BBBB", specialists="AB")
    table.run()
    text = out.getvalue()
    assert " 1 points" not in text and "point(s)" not in text
    for n in range(2, 10):
        assert f" {n} artifact " not in text and not text.count(f" {n} artifact\n")


def test_q_after_a_save_exits_0_and_prints_the_command_to_go_on_whole(tmp_path):
    folder = tmp_path / ("a folder with a long name to make the command wrap" * 1)
    folder.mkdir()
    path = folder / "my saved game.json"
    table, out = terminal("q", save=str(path))
    assert table.run() == 0
    lines = out.getvalue().splitlines()
    command = lines[lines.index("go on with:") + 1:]
    assert all(line.endswith(" \\") for line in command[:-1])
    joined = " ".join(line.removesuffix(" \\").strip() for line in command)
    quoted = f"'{path}'"
    assert joined == f"seastead play --resume {quoted} --human 0 --save {quoted}"
    assert all(len(line) <= 80 for line in command if quoted not in line)


def test_ctrl_c_saves_and_exits_130(tmp_path):
    class Interrupted(io.StringIO):
        def readline(self):
            raise KeyboardInterrupt
    path = tmp_path / "game.json"
    out = io.StringIO()
    table = TerminalGame(s.Game(3), BLUE, [BOTS["random"](p) for p in range(2)], out,
                         Interrupted(), save=str(path), redraw=False)
    assert table.run() == 130 and path.exists()


def test_undo_at_the_terminal_stops_at_a_dive_and_says_why():
    table, out = terminal("1", "u", "q", seed=6)      # blue starts: dive, then undo
    table.run()
    assert table.game.actions[0] == s.Dive()
    assert "undo stops here: the action before it turned up a face-down card" in out.getvalue()


class Builder:
    """A bot choosing at random, its generator moving on at every choice, among the
    actions that turn up no card (no dive, no port or academy: their displays refill)."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, state, actions):
        """A random action that draws no card."""
        quiet = [a for a in actions if not str(a).startswith(("dive", "build port",
                                                               "build academy"))]
        return self.rng.choice(quiet or actions)


def start():
    """Blue to play first, both players with resources to build."""
    rich = {"metal": 4, "kelp": 4, "fish": 4, "artifact": 4}
    return scenario(seed=6, player0=rich, player1=rich)


def played(*typed):
    """The Game a person typing `typed` plays as blue against a Builder."""
    game = s.Game(content=start().content)
    game._states = [start()]
    out = io.StringIO()
    TerminalGame(game, BLUE, [None, Builder(7)], out, Typed(*typed, "q"),
                 redraw=False).run()
    return game, out.getvalue()


def test_numbers_typed_again_after_an_undo_pick_the_same_options():
    # Blue builds a shipyard and answers its three questions; orange answers at random.
    shipyard = next(i for i, a in enumerate(s.legal_actions(start()), 1)
                    if str(a).startswith("build shipyard"))
    answers = [str(shipyard), "1", "1", "1"]
    once, _ = played(*answers)
    again, said = played(*answers, "u", "1")
    assert "taken back" in said
    assert again.actions == once.actions and again.state == once.state


def test_a_location_line_counts_its_points_right():
    game = scenario(player0={"metal": 4}, demand=("metal", "artifact", "kelp", "fish"),
                    locked=3)
    build = next(a for a in s.legal_actions(game) if str(a).startswith("build shipyard"))
    game = s.apply(game, build)            # where does the ship go? Each place's text
    assert game.decision.kind == "ship"
    text = shown(line for n in range(1, len(s.legal_actions(game)) + 1)
                 for line in help_page(game, game, BLUE, str(n),
                                       [("", a) for a in s.legal_actions(game)]))
    assert ": cost" in text and " 1 points" not in text


def test_the_log_page_shows_a_long_event_whole_over_lines_of_80_columns():
    table, out = terminal("1", "l", "q", seed=6)       # blue dives, then reads the log
    table.run()
    revealed = next(e.text for e in table.game.state.log.entries() if "reveals" in e.text)
    assert len(revealed) > 80
    page = out.getvalue().split("The latest events:")[1].splitlines()
    assert all(len(line) <= 80 for line in page)
    assert revealed in shown(page)
