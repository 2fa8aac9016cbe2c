"""Deep Sea for learners: action ids, the observation tensor and the bounds of a game
(docs/deep-sea/tensor-layout.md).

Every decision of Deep Sea is a question with its answers in a fixed order, so an action
id is the answer's place in that list (kernel.codecs.OptionActions), at most
MAX_OPTIONS; the tensor says which question is asked (its kind), so the id reads with it.

The tensor is what one player sees (its observation), seats turned so the player is
first, every entry in [0, 1]; LAYOUT names its parts in order."""

from __future__ import annotations

from ..errors import ArgumentError, IllegalAction
from ..kernel.arguments import as_index, check_seat
from ..kernel.codecs import OptionActions, PlainWriter
from ..kernel.protocol import CHANCE, Bounds
from .boards import hexes
from .boards import tracks as trk
from .dealing import Dealing
from .effects import ATTRIBUTES
from .hidden import observation
from .state import PHASES

__all__ = ["MAX_OPTIONS", "KINDS", "LAYOUT", "MAX_SEATS", "ActionCodec", "TensorCodec",
           "bounds"]

MAX_OPTIONS = 64
"""The most answers a Deep Sea question may have (a codec refuses more)."""

KINDS = ("turn", "tokens", "recruit", "reassign", "travel", "sonar", "draw", "keep",
         "place", "dive", "conserve", "journal", "pay", "impact", "track", "promote",
         "vessel", "may", "choose", "player")
"""The kinds of question, in the tensor's one-hot order."""

MAX_SEATS = 4
COLUMNS, DEPTHS = 8, 5          # the widest play area the tensor holds
_PLAYER = ("present", "passed", "wave", "to move") + tuple(ATTRIBUTES) + (
    "research", "staging", "vessels", "team", "seniors", "discs on team", "tokens",
    "journals", "Impact markers", "discs in the ocean")
LAYOUT = (
    ("round", 1), ("phase", len(PHASES)), ("question kind", len(KINDS)),
    ("answers", 1), ("players", MAX_SEATS * len(_PLAYER)),
    ("zones", COLUMNS * DEPTHS), ("your vessels", COLUMNS * DEPTHS),
    ("others' vessels", COLUMNS * DEPTHS), ("Impact hexes taken", 1),
    ("journals in the deck", 1), ("tokens in the supply", 1),
)
"""(part, size) of the tensor, in order; per player (you first, then clockwise):
""" + ", ".join(_PLAYER) + "."


class ActionCodec(OptionActions):
    """Action ids of Deep Sea: the answer's place in the question's list; a chance
    outcome's id (explicit chance) its place in `outcomes`, every outcome a game of
    these options may give (dealing.all_outcomes), found by its text."""

    def __init__(self, game, outcomes: tuple):
        super().__init__(game, MAX_OPTIONS)
        self.outcomes = outcomes
        self.chance_size = len(outcomes)
        self._ids = {str(o): i for i, o in enumerate(outcomes)}

    def legal(self, position) -> tuple:
        """(ids, actions) of the legal actions (or chance outcomes) at `position`."""
        if _chance(position):
            outcomes = self.game.legal_actions(position)
            return [self._outcome_id(o) for o in outcomes], outcomes
        return super().legal(position)

    def _outcome_id(self, outcome) -> int:
        i = self._ids.get(str(outcome))
        if i is None:
            raise ArgumentError(f"{outcome} is not an outcome of this codec's games (a game "
                                f"of other options)"[:200])
        return i

    def index(self, position, action) -> int:
        """The id of `action` (at a chance decision, of the outcome); IllegalAction if it
        is not legal at `position`."""
        if _chance(position):
            if action not in self.game.legal_actions(position):
                raise IllegalAction(f"{action!r} is not a chance outcome now"[:200])
            return self._outcome_id(action)
        return super().index(position, action)

    def action(self, position, index: int):
        """The legal action (at a chance decision, the outcome) with this id at
        `position`; IllegalAction if none."""
        if _chance(position):
            i = as_index(index)
            if i is not None and 0 <= i < self.chance_size:
                text = str(self.outcomes[i])
                for outcome in self.game.legal_actions(position):
                    if str(outcome) == text:
                        return outcome
            raise IllegalAction(f"{index!r} is not the id of a chance outcome now"[:200])
        return super().action(position, index)

    def describe_outcome(self, index: int) -> str:
        """The chance outcome an id stands for, in words."""
        i = as_index(index)
        if i is None or not 0 <= i < self.chance_size:
            raise IllegalAction(f"{index!r} is not a chance outcome id (0 to "
                                f"{self.chance_size - 1})"[:200])
        return str(self.outcomes[i])


def _chance(position) -> bool:
    # Whether chance decides at `position`: setup's deal, or a new supply (restock.py).
    if type(position) is Dealing:
        return True
    d = getattr(position, "decision", None)
    return d is not None and d.player == CHANCE


def _cell(placed) -> int:
    return (placed.depth - 1) * COLUMNS + min(placed.column, COLUMNS - 1)


class TensorCodec:
    """The observation tensor of Deep Sea games with `players` players (LAYOUT)."""

    def __init__(self, players: int):
        self.players = players
        self.shape = (sum(size for _, size in LAYOUT),)

    def writer(self, player: int) -> PlainWriter:
        """A writer of `player`'s tensors (the whole tensor each time)."""
        return PlainWriter(self, check_seat(player, self.players))

    def write(self, state, player: int):
        """What `player` sees at `state`, as a float32 array (LAYOUT; all 0 while setup
        deals its piles: nothing is seen yet)."""
        import numpy as np
        out = np.zeros(self.shape, dtype=np.float32)
        if type(state) is Dealing:
            check_seat(player, state.players)
            return out
        s = observation(state, check_seat(player, state.players))
        at = 0

        def put(values, size):
            nonlocal at
            for i, v in enumerate(values[:size]):
                out[at + i] = min(1.0, max(0.0, v))
            at += size

        put([s.round / max(1, s.rounds)], 1)
        put([1.0 if s.phase == p else 0.0 for p in PHASES], len(PHASES))
        d = s.decision
        put([1.0 if d is not None and d.kind == k else 0.0 for k in KINDS], len(KINDS))
        put([len(d.options) / MAX_OPTIONS if d is not None else 0.0], 1)
        rows = []
        for k in range(MAX_SEATS):
            p = (player + k) % s.players
            if k >= s.players:
                rows += [0.0] * len(_PLAYER)
                continue
            seat = s.seats[p]
            rows += [1.0, float(seat.passed), float(s.wave == p),
                     float(d is not None and d.player == p)]
            rows += [trk.position(s.tracks, p, a) / 11 for a in ATTRIBUTES]
            rows += [s.research.values[p] / 12, seat.staging / 20, len(seat.vessels) / 3,
                     len(seat.tiles) / 8, sum(t.senior for t in seat.tiles) / 8,
                     sum(t.disc for t in seat.tiles) / 8, len(seat.tokens) / 4,
                     len(seat.journals) / 8, hexes.markers_of(s.impact, p) / 20,
                     sum(d_.count(p) for d_ in s.sites.discs) / 30]
        put(rows, MAX_SEATS * len(_PLAYER))
        cells = [0.0] * (COLUMNS * DEPTHS)
        mine = [0.0] * (COLUMNS * DEPTHS)
        theirs = [0.0] * (COLUMNS * DEPTHS)
        for placed in s.ocean.zones:
            cells[_cell(placed)] = 1.0
            for p in range(s.players):
                n = s.seats[p].vessels.count(placed.zone)
                if p == player:
                    mine[_cell(placed)] += n / 3
                else:
                    theirs[_cell(placed)] += n / 9
        put(cells, len(cells))
        put(mine, len(mine))
        put(theirs, len(theirs))
        put([sum(1 for m in s.impact.markers if m) / max(1, len(s.impact.markers))], 1)
        put([len(s.deck) / 32], 1)
        put([len(s.token_supply) / 80], 1)
        return out


def bounds(players: int, rounds: int, chances: int = 0) -> Bounds:
    """The most decisions a game takes (a generous bound: no game of the shipped content
    comes near it), the returns' range (R11) and the chance decisions of setup's deal
    (`chances`, with explicit chance)."""
    return Bounds(max_length=rounds * players * 400, min_return=-1.0, max_return=1.0,
                  max_chance=chances)
