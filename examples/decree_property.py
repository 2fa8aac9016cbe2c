"""Property tests for a decree of your own, with seastead_rules.testing (docs/testing.md).

    python examples/decree_property.py                  # the properties that hold
    python examples/decree_property.py --show-failure   # and one that the decree breaks
    python -m pytest examples/decree_property.py        # the same, as tests

The decree is examples/calm_seas.sea, compiled together with the shipped content. Every
game starts on four B sides with Calm Seas in play, and hypothesis plays it, one legal
action at a time, looking for a counterexample.
"""

from __future__ import annotations

import sys
from pathlib import Path

from hypothesis import given
from hypothesis.stateful import invariant

import seastead_rules as s
from seastead_rules.model.names import RESOURCES
from seastead_rules.testing import (
    SeasteadMachine,
    check_invariants,
    games,
    load_profile,
    setups,
    where,
    with_content,
)

load_profile()          # "seastead-ci" (bounded, deterministic) unless $HYPOTHESIS_PROFILE
calm = with_content(Path(__file__).with_name("calm_seas.sea"))
calm_games = games(setups(calm, sides="BBBB", decree="Calm Seas"))


# ---- the ten-line property: the decree does what its card says --------------------
@given(calm_games)
def test_calm_seas_stops_a_player_holding_four_from_diving(game):
    for state in game.states:
        check_invariants(state)
        asked = state.decision
        if state.decree_in_play == "Calm Seas" and asked and asked.kind == "turn":
            holding = sum(state.players[state.current].resources)
            can_dive = s.Dive() in s.legal_actions(state)
            assert can_dive == (holding < 4), f"{holding} resources, dive {can_dive}"


# ---- the same rule as a state machine, to which more rules can be added ------------
class CalmSeasMachine(SeasteadMachine):
    """Plays games with Calm Seas in play, checking the invariants and the card."""
    content, sides, decree = calm, "BBBB", "Calm Seas"

    @invariant()
    def nobody_holding_four_is_offered_a_dive(self):
        if self.state.decree_in_play == "Calm Seas" and self.asked("turn"):
            assert sum(self.me.resources) < 4 or "dive" not in self.legal_texts()


TestCalmSeasMachine = CalmSeasMachine.TestCase


# ---- a rule the decree breaks: "a player who cannot build must dive" (p. 6) ---------
@given(calm_games)
def never_strands_a_player(game):
    """Not a test (no test_ prefix): it fails. See docs/testing.md for its report."""
    for before, action, _ in game.steps():
        held = dict(zip(RESOURCES, before.players[before.current].resources))
        assert action != "pass", f"forced to pass holding {held}: {where(before)}"


def main(argv) -> int:
    test_calm_seas_stops_a_player_holding_four_from_diving()
    TestCalmSeasMachine("runTest").runTest()
    print("Calm Seas: 2 properties hold")
    if "--show-failure" in argv:
        try:
            never_strands_a_player()
        except AssertionError as err:
            print("\n".join(getattr(err, "__notes__", [])))
            print(f"{type(err).__name__}: {err}")
            return 0
        print("no counterexample found")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
