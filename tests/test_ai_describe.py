"""`describe_action` names places as the game does: flotillas counted from 1, locations
from 0 ('flotilla 3 location 0', as the options, the log and the terminal's 3.0 read)."""

from __future__ import annotations

import random
import re

import seastead_rules as s
from seastead_rules.ai import encode

PLACE = re.compile(r"flotillas? \d(?: and \d)?(?: location \d)?")
KINDS = {"turn", "ship", "swap", "move", "copy", "rearrange"}


def _asked(kinds, games=30):
    """A state for each kind of question in `kinds`, from random games."""
    found = {}
    for seed in range(games):
        rng, state = random.Random(seed), s.new_game(seed=seed, sides="BBBB", specialists="AB")
        while state.decision is not None and len(found) < len(kinds):
            if state.decision.kind in kinds:
                found.setdefault(state.decision.kind, state)
            state = s.apply(state, rng.choice(s.legal_actions(state)))
    return found


def test_an_index_names_the_places_of_its_answer_as_the_option_does():
    asked = _asked(KINDS)
    assert set(asked) == KINDS
    for kind, state in asked.items():
        for action, i in zip(s.legal_actions(state), encode.legal_action_indices(state)):
            said = encode.describe_action(i, state.content)
            assert PLACE.findall(said) == PLACE.findall(str(action)), (kind, said, action)


def test_a_board_location_reads_flotilla_from_1_and_location_from_0():
    space = encode.action_space(s.load_content())
    assert encode.describe_action(space.start["ship"]) == "ship flotilla 1 location 0"
    assert encode.describe_action(space.start["move"] + 23) == "move flotilla 4 location 5"
    assert encode.describe_action(space.start["rearrange"] + 24 * 6 + 11) == \
        "rearrange flotilla 2 location 0 to flotilla 2 location 5"
    assert encode.describe_action(space.start["swap"]) == \
        "swap flotillas 1 and 2, lock flotilla 1"
