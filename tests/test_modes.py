"""The solo mode behind named points (engine/modes.py, engine/solo.py): the core rules ask
the game's mode and never read which mode is playing. Rulebook pp. 14-15."""

from __future__ import annotations

import ast
from pathlib import Path

import seastead_rules as s
from seastead_rules.engine import modes
from seastead_rules.engine.modes import DUEL, Mode, mode_of
from seastead_rules.engine.solo import SOLO, Solo

ENGINE = Path(modes.__file__).parent


def _points(cls) -> set:
    return {name for name in vars(cls) if not name.startswith("_") and name != "name"}


def test_the_game_s_setup_chooses_its_mode():
    assert mode_of(s.new_game(1)) is DUEL
    assert mode_of(s.new_game(1, mode="solo")) is SOLO


def test_solo_answers_every_point_the_duel_answers():
    assert _points(Solo) == _points(Mode)


def test_only_the_modes_module_reads_whether_a_game_is_solo():
    readers = set()
    for path in ENGINE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Attribute) and node.attr == "solo":
                readers.add(path.name)
    # (draft.py copies every field of a State, this one among them, and decides nothing;
    # the score pad's Boss line and the sampler's solo deck are what a solo game is, not
    # rule points: scoring.py and determinise.py read it, p. 15)
    assert readers - {"draft.py", "scoring.py", "determinise.py"} == {"modes.py"}
