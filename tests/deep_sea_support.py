"""Helpers for the Deep Sea engine's tests: a game on the fixture content, answering
questions by text or by the start of a text, positions made to order (a player's
holdings, tracks, the stack) and effects run on a position."""

from __future__ import annotations

import attrs
from deep_sea_fixture import CONTENT

from seastead_rules.deep_sea.actions import Pick
from seastead_rules.deep_sea.boards import tracks as trk
from seastead_rules.deep_sea.draft import Draft
from seastead_rules.deep_sea.game import DeepSea
from seastead_rules.deep_sea.ops import NextTurn, TurnStart
from seastead_rules.deep_sea.play import run
from seastead_rules.deep_sea.state import Ctx

GAME = DeepSea(CONTENT)


def new(players: int = 2, seed: int = 0, **options):
    """A game on the fixture content, at its first question."""
    return GAME.setup(seed, players, **options)


def options(state) -> tuple:
    """The texts of the waiting question's options."""
    return state.decision.options if state.decision else ()


def answer(state, *texts):
    """Answer questions in turn, each by its exact text or by the start of one."""
    for text in texts:
        found = [o for o in options(state) if o == text] or \
            [o for o in options(state) if o.startswith(text)]
        assert found, f"no option {text!r} among {options(state)}"
        state = GAME.apply(state, Pick(found[0]))
    return state


def seat(state, player: int, **changes):
    """The state with some of a player's holdings changed."""
    seats = list(state.seats)
    seats[player] = attrs.evolve(seats[player], **changes)
    return attrs.evolve(state, seats=tuple(seats))


def at_track(state, player: int, track: str, position: int):
    """The state with a player's cube at `position` of `track` (reached once)."""
    i = trk.track_index(state.tracks.spec, track)
    rows = [list(r) for r in state.tracks.positions]
    best = [list(r) for r in state.tracks.best]
    rows[player][i] = position
    best[player][i] = max(best[player][i], position)
    tracks = trk.Tracks(state.tracks.spec, tuple(map(tuple, rows)), tuple(map(tuple, best)))
    return attrs.evolve(state, tracks=tracks)


def with_research(state, player: int, value: int):
    """The state with a player's Research at `value`."""
    values = list(state.research.values)
    values[player] = value
    return attrs.evolve(state, research=attrs.evolve(state.research, values=tuple(values)))


def running(state, effects, player: int = 0, zone: str = ""):
    """The state after running `effects` for `player` (here: `zone`) on an empty stack,
    up to its first question (or with an empty stack when none is asked)."""
    t = Draft(attrs.evolve(state, stack=()))
    t.current = player
    t.push(tuple(effects), Ctx(player, zone))
    run(t)
    return t.freeze()


def turn_of(state, player: int):
    """The state at the start of `player`'s activation turn."""
    t = Draft(attrs.evolve(state, stack=()))
    t.push((TurnStart(player), NextTurn(player)), Ctx(player))
    run(t)
    return t.freeze()


def through_phase_one(state, choose=None):
    """Answer phase 1's questions (the first option, or `choose(options)`) until the
    first activation turn."""
    while state.decision and state.decision.kind in ("recruit", "reassign", "track",
                                                     "impact", "vessel", "travel", "promote"):
        opts = options(state)
        state = GAME.apply(state, Pick(choose(opts) if choose else opts[0]))
    return state


def with_zones(state, *placed):
    """The state with more zones in play, each (name, column, depth), taken out of their
    stacks (placed as a Discover would, features, links and dive tokens included)."""
    from seastead_rules.deep_sea.discover import enter_zone
    t = Draft(state)
    for name, column, depth in placed:
        t.stacks = tuple(tuple(z for z in stack if z != name) for stack in t.stacks)
        enter_zone(t, name, column, depth)
    return t.freeze()


def vessels(state, player: int, *zones):
    """The state with a player's vessels at `zones`."""
    return seat(state, player, vessels=tuple(zones))
