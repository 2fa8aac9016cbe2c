"""Endeavor: Deep Sea as a game of the kernel: the object with the protocol's names for
its rules (setup, to_move, legal_actions, apply, is_over, returns, check)."""

from __future__ import annotations

from ..errors import ArgumentError
from ..kernel.arguments import SEED_MAX, check_int, check_option, check_type
from ..kernel.protocol import CHANCE, EXPLICIT, SEEDED, chance_mode
from . import dealing
from .components import Content
from .dealing import Dealing
from .invariants import check as check_state
from .play import apply as apply_action
from .play import legal_actions as legal
from .play import to_move as player_to_move
from .scoring import coop_won
from .setup import new_game
from .state import COMPETITIVE, COOP, MODES, SEATS, State
from .surfaces import Surfaces

__all__ = ["DeepSea", "GAME", "MAX_DIFFICULTY"]

MAX_DIFFICULTY = 7
"""Co-op's goals: four of the scenario and three bonus goals (p. 17)."""


def _content():
    from .content import load_content  # the shipped content, compiled at first use
    return load_content()


class DeepSea(Surfaces):
    """Endeavor: Deep Sea for 1 to 4 players. Options: `scenario` (a scenario's name;
    default the content's first), `mode` ("competitive" or "coop"; co-op with one player
    is solo, seven rounds), `difficulty` (co-op: how many of the seven goals the team
    must reach) and `changes` (.sea source of components that replace those of the same
    name, for a paired balance test; default none). `content` is a Content to play with
    (default the shipped one)."""

    name = "deep_sea"
    title = "Endeavor: Deep Sea"
    seat_names = SEATS
    min_players = 1
    max_players = 4
    default_players = 2

    def __init__(self, content=None):
        if content is not None:
            check_type(content, Content, "content", "a deep_sea Content")
        self._given = content

    @property
    def content(self):
        """The Content this game plays with."""
        if self._given is None:
            self._given = _content()
        return self._given

    @property
    def options(self) -> dict:
        """Each option with its default."""
        return {"scenario": self.content.scenarios[0].name, "mode": COMPETITIVE,
                "difficulty": 4, "changes": ""}

    @property
    def option_ranges(self) -> dict:
        """The values each option may take."""
        return {"scenario": tuple(s.name for s in self.content.scenarios), "mode": MODES,
                "difficulty": (1, MAX_DIFFICULTY)}

    def setup(self, seed: int, players: int = 2, chance: str = SEEDED, **options) -> State:
        """A new game, run to its first question; ArgumentError for a bad argument. With
        `chance="explicit"` setup deals its piles as chance decisions (dealing.py): a
        Dealing until every pile is dealt."""
        check_int(seed, "seed", 0, SEED_MAX)
        explicit = chance_mode(chance) == EXPLICIT
        if isinstance(players, bool) or not isinstance(players, int) or \
                not self.min_players <= players <= self.max_players:
            raise ArgumentError(f"deep_sea seats 1 to 4 players, not {players!r}"[:200])
        unknown = sorted(set(options) - set(self.options), key=str)
        if unknown:
            raise ArgumentError(f"deep_sea has no option {unknown[0]!r} (its options: "
                                f"{', '.join(self.options)})"[:200])
        full = dict(self.options)
        for key, value in options.items():
            full[key] = check_option(self, key, value)
        from .content import with_changes
        content = with_changes(self.content, full["changes"])
        if full["scenario"] not in {sc.name for sc in content.scenarios}:
            raise ArgumentError(f"deep_sea has no scenario {full['scenario']!r}"[:200])
        return (dealing.deal if explicit else new_game)(
            content, seed, players, full["scenario"], full["mode"], full["difficulty"])

    def to_move(self, position: State) -> int:
        """The player to answer the waiting question; -1 at the end; CHANCE while setup
        deals its piles."""
        if type(position) is State:
            return player_to_move(position)
        return CHANCE if type(position) is Dealing else _state(position, "to_move")

    def legal_actions(self, position: State) -> tuple:
        """One Pick per option of the waiting question; () at the end; while setup
        deals its piles, the chance outcomes."""
        if type(position) is State:
            return legal(position)
        if type(position) is Dealing:
            return tuple(o for o, _ in dealing.chance_outcomes(position))
        return _state(position, "legal_actions")

    def apply(self, state: State, action) -> State:
        """The state after `action` (while setup deals its piles, a chance outcome);
        IllegalAction naming it, `state` untouched."""
        if type(state) is State:
            return apply_action(state, action)
        if type(state) is Dealing:
            return dealing.resolve(state, action)
        return _state(state, "apply")

    def is_over(self, position: State) -> bool:
        """Whether the game has ended."""
        if type(position) is State:
            return position.over
        return False if type(position) is Dealing else _state(position, "is_over")

    def returns(self, position: State) -> tuple:
        """At the end (R11): competitive, +1 for every player with the top score (ties
        share the victory, p. 15) and -1 for the others; co-op, +1 each on reaching the
        difficulty's number of goals, -1 each otherwise. 0 each before the end."""
        if type(position) is Dealing:
            return (0.0,) * position.players
        s = _state(position, "returns")
        if not s.over:
            return (0.0,) * s.players
        if s.mode == COOP:
            return ((1.0 if coop_won(s) else -1.0),) * s.players
        best = max(s.scores)
        return tuple(1.0 if score == best else -1.0 for score in s.scores)

    def scores(self, position: State) -> tuple:
        """Each player's points: at the end, their final score sheet's total (p. 15, in
        co-op too); 0 each before the end. The arena and balance reports read it."""
        s = _state(position, "scores")
        return tuple(s.scores) if s.over and s.scores else (0,) * s.players

    def replaced(self, changes: str, label: str = "<changes>") -> tuple:
        """(line, kind, name) of each component of `changes` (the option's .sea source)
        that takes the place of one of the content's own, in the order written; its
        compile errors name it `label` (content.replaced_by)."""
        from .content import replaced_by
        return replaced_by(self.content, changes, label)

    def check(self, state: State) -> None:
        """AssertionError naming a broken invariant."""
        if type(state) is Dealing:
            dealing.check(state)
            return
        check_state(_state(state, "check"))


def _state(value, function: str) -> State:
    if type(value) is not State:
        raise ArgumentError(f"{function} takes a Deep Sea State, not "
                            f"{type(value).__name__}")
    return value


GAME = DeepSea()
"""The game with the shipped content."""
