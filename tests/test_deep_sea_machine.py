"""Deep Sea under the kernel's hypothesis state machine: games of 1 to 4 players, either
mode and either scenario, played by legal answers, with the game's invariants (discs
conserved, tracks within their bounds, zones placed legally, every component in one
place) checked after every step, saves loaded and samples drawn on the way; and the
machine's own invariants of Deep Sea."""

from __future__ import annotations

from hypothesis import strategies as st
from hypothesis.stateful import invariant

from seastead_rules.deep_sea import GAME
from seastead_rules.deep_sea.boards import tracks
from seastead_rules.kernel.machine import GameMachine


class DeepSeaMachine(GameMachine):
    game = GAME
    players = st.integers(1, 4)
    options = {"mode": st.sampled_from(["competitive", "coop"]),
               "scenario": st.sampled_from([s.name for s in GAME.content.scenarios])}

    @invariant()
    def research_stays_within_its_track(self):
        state = getattr(self, "state", None)
        if state is not None:
            assert all(0 <= v <= tracks.RESEARCH_CAP for v in state.research.values)

    @invariant()
    def every_vessel_stands_in_a_zone_in_play(self):
        state = getattr(self, "state", None)
        if state is not None:
            in_play = {p.zone for p in state.ocean.zones}
            assert all(v in in_play for seat in state.seats for v in seat.vessels)


TestDeepSea = DeepSeaMachine.TestCase
