"""The terminal game played to the end on a terminal by a person who tries everything:
every screen fits 80 columns by 24 lines, in every mode."""

import io

import pytest
from test_terminal import BLUE, MODES, RandomPerson

import seastead_rules as s
from seastead_rules.bots import BOTS
from seastead_rules.terminal import TerminalGame


@pytest.mark.parametrize("mode", MODES)
def test_a_whole_game_on_a_terminal_draws_only_screens_of_80_by_24(mode):
    person = RandomPerson(7)
    setup = dict(MODES[mode])
    game = s.Game(7, **setup)
    out = io.StringIO()
    table = TerminalGame(game, BLUE, [BOTS["random"](p) for p in range(2)], out, person,
                         redraw=True)
    person.table = table
    assert table.run() == 0
    frames = out.getvalue().split("\x1b[H\x1b[2J")[1:]
    assert len(frames) > 20
    for frame in frames:
        lines = frame.removesuffix("\n").split("\n")
        assert len(lines) <= 24, frame
        assert max(map(len, lines)) <= 80, frame
    assert frames[-1].startswith("GAME OVER") and "total" in frames[-1]


def test_solo_is_played_by_blue_only(capsys):
    from seastead_rules.cli.command import main
    assert main(["play", "--solo", "--human", "1"]) == 2
    assert "solo mode has one player, blue: play it with --human 0" in capsys.readouterr().err


def test_resume_needs_a_person_to_play(capsys, tmp_path):
    from seastead_rules.cli.command import main
    assert main(["play", "--resume", str(tmp_path / "game.json")]) == 2
    assert "--resume continues a game for a person" in capsys.readouterr().err
