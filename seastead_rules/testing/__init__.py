"""Property-based rules testing for Seastead: strategies, invariants, a state machine,
grammar fuzzing and hypothesis profiles. Needs hypothesis, from the `test` extra
(`pip install -e '.[test]'` in a clone). See docs/testing.md.

    from hypothesis import given
    from seastead_rules.testing import games, check_invariants

    @given(games())
    def test_every_state_keeps_the_invariants(game):
        for state in game.states:
            check_invariants(state)
"""

from .cards import card_texts
from .fuzz import check_compiles_or_content_error, sea_texts
from .invariants import InvariantError, check_invariants, check_transition, where
from .machine import SeasteadMachine, machine_settings
from .nesting import nested_texts
from .profiles import CI, THOROUGH, load_profile
from .strategies import (
    ALL_SIDES,
    PlayedGame,
    Setup,
    actions,
    games,
    setups,
    with_content,
)

__all__ = [
    "setups", "games", "actions", "with_content", "Setup", "PlayedGame", "ALL_SIDES",
    "check_invariants", "check_transition", "InvariantError", "where", "SeasteadMachine",
    "machine_settings",
    "sea_texts", "card_texts", "nested_texts", "check_compiles_or_content_error", "CI",
    "THOROUGH", "load_profile",
]
