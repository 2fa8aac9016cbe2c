"""A fixed action space per content set: every action of every decision has an index.

The space is a list of blocks, one per kind of choice (docs/ai.md has the table). An
answer's index comes from the kind of the question and what the answer means (its value:
a resource, a board location, a card through the content's order, a yes or a no, the
position of an option of a `choose`), never from the text shown for it, so the indices
stay the same for a given content set whatever the wording of the options.
"""

from __future__ import annotations

import itertools
import operator

from .. import effects as fx
from .. import legal_actions
from ..actions import Answer, Build, Dive, Pass, malformed, shown
from ..cards import records_in
from ..errors import IllegalAction
from ..names import FLOTILLAS, KINDS, LOCATIONS, LOCATIONS_PER_FLOTILLA, PLACES, RESOURCES

__all__ = ["ActionSpace", "action_space", "OTHER_OPTIONS"]

# Questions of a kind this space does not know (content of the future) are indexed by the
# position of the answer among the options, in a block of this size.
OTHER_OPTIONS = 32
BUILD_SPOTS = len(KINDS) * LOCATIONS
# (a, b, lock): the demand tokens of flotillas a < b swap and one of them is locked.
SWAPS = tuple((a, b, lock) for a, b in itertools.combinations(range(FLOTILLAS), 2)
              for lock in (a, b))
_SWAP_INDEX = {s: i for i, s in enumerate(SWAPS)}
_RESOURCE_KINDS = ("take", "spend", "discard")
_KEEP = 50000        # indices kept for recurring actions and option lists, at most
_BOARD_KINDS = ("move", "copy", "ship")


def _max_choose(content) -> int:
    """The most options any `choose` in the content offers (at least 1)."""
    return max((len(r.options) for r in records_in(
        content.flotilla_sides, content.dock_tiles, content.dive_cards, content.specialists,
        content.decrees, content.rules) if isinstance(r, fx.Choose)), default=1)


class ActionSpace:
    """The action indices of one content set: `index(position, action)`,
    `indices(position, actions)`, `action(position, i)` and `describe(i)`."""

    def __init__(self, content):
        self.specialists = tuple(s.name for s in content.specialists)
        self.docks = tuple(d.name for d in content.dock_tiles)
        self.decrees = tuple(d.name for d in content.decrees)
        self.cutters = tuple(s.name for s in content.specialists
                             if s.discount and s.type in ("build", "either"))
        self.reacts = max([len(s.reacts) for s in content.specialists] + [1])
        self._spec = {n: i for i, n in enumerate(self.specialists)}
        self._dock = {n: i for i, n in enumerate(self.docks)}
        self._decree = {n: i for i, n in enumerate(self.decrees)}
        self._cutter = {n: 1 << i for i, n in enumerate(self.cutters)}
        s, d = len(self.specialists), len(self.docks)
        self.blocks = (
            ("dive", 1), ("pass", 1), ("build", BUILD_SPOTS << len(self.cutters)),
            ("use first", s), ("take", 4), ("spend", 4), ("discard", 4), ("may", 2),
            ("choose", _max_choose(content)), ("dock", d), ("take specialist", s),
            ("use specialist", s), ("specialist done", 1), ("exhaust", s), ("refresh", s),
            ("swap", len(SWAPS)), ("pick dock", d), ("decree", len(self.decrees)),
            ("half", 2), ("move", LOCATIONS), ("copy", LOCATIONS), ("ship", LOCATIONS),
            ("rearrange stop", 1), ("rearrange", LOCATIONS * LOCATIONS),
            ("discard card", d + s), ("react", s * self.reacts), ("react done", 1),
            ("other", OTHER_OPTIONS))
        self.sizes = dict(self.blocks)
        self.start, at = {}, 0
        for name, size in self.blocks:
            self.start[name] = at
            at += size
        self.size = at
        self._builds: dict = {}
        self._answers: dict = {}
        self._seen: dict = {}
        self._kept: list = []

    # ---- actions to indices ---------------------------------------------------------

    def build_index(self, action: Build) -> int:
        """The index of a build (kind, flotilla, location and the cost cutters used);
        IllegalAction if no index stands for it (an unknown kind, place or cutter)."""
        try:
            return self._builds[action]         # a build seen before: the hot path
        except (KeyError, TypeError):           # (TypeError: a list in it, unhashable)
            pass
        why = self._unbuildable(action)
        if why:
            raise IllegalAction(f"{shown(action)} has no action index: {why}")
        spot = ((KINDS.index(action.kind) * FLOTILLAS + action.flotilla - 1)
                * LOCATIONS_PER_FLOTILLA + action.location)
        mask = sum(self._cutter[card] for card in action.using)     # one bit each
        found = self._builds[action] = self.start["build"] + (spot << len(self.cutters)) + mask
        return found

    def _unbuildable(self, action: Build) -> str | None:
        # Why a build is none of this space's (checked once per build, then kept).
        why = malformed(action)
        if why:
            return why
        if action.kind not in KINDS:
            return f"its kind is one of {', '.join(KINDS)}, not {action.kind!r}"
        if not 1 <= action.flotilla <= FLOTILLAS:
            return f"flotillas are 1 to {FLOTILLAS}, not {action.flotilla}"
        if not 0 <= action.location < LOCATIONS_PER_FLOTILLA:
            return f"locations are 0 to {LOCATIONS_PER_FLOTILLA - 1}, not {action.location}"
        for card in action.using:
            if card not in self._cutter:
                return (f"{card!r} is not a specialist that cuts build costs (those are "
                        f"{', '.join(self.cutters) or 'none'})")
        if len(set(action.using)) != len(action.using):
            return "it names a cost cutter twice"
        return None

    def answer_index(self, decision, value, position: int) -> int:
        """The index of the answer with `value`, the `position`-th option of `decision`."""
        kind, start = decision.kind, self.start
        if kind in _RESOURCE_KINDS:
            return start[kind] + value
        if kind == "may":
            return start["may"] + (0 if value else 1)
        if kind in _BOARD_KINDS or kind == "half":
            return start[kind] + value
        if kind == "turn":
            return start["use first"] + self._spec[value]
        if kind == "specialist":
            if value is None:
                return start["specialist done"]
            # A window offers 'done' beside the cards to use; taking a card never does.
            block = "use specialist" if None in decision.values else "take specialist"
            return start[block] + self._spec[value]
        if kind in ("exhaust", "refresh"):
            return start[kind] + self._spec[value]
        if kind in ("dock", "pick dock"):
            return start[kind] + self._dock[value]
        if kind == "choose":
            if value < self.sizes["choose"]:
                return start["choose"] + value
        elif kind == "swap":
            return start["swap"] + _SWAP_INDEX[value]
        elif kind == "decree":
            return start["decree"] + self._decree[value[0]]
        elif kind == "rearrange":
            return start["rearrange stop"] if value is None else \
                start["rearrange"] + value[0] * LOCATIONS + value[1]
        elif kind == "discard card":
            return start["discard card"] + (self._dock[value] if value in self._dock
                                             else len(self.docks) + self._spec[value])
        elif kind == "react":
            return start["react done"] if value is None else \
                start["react"] + self._spec[value[0]] * self.reacts + value[1]
        if position < OTHER_OPTIONS:
            return start["other"] + position
        raise ValueError(f"no action index for option {position + 1} of a "
                         f"'{kind}' question (at most {OTHER_OPTIONS})")

    def indices(self, position, actions=None) -> list:
        """The index of each of `actions` (default: the legal actions, in their order)
        at `position`, a State or a playout's position."""
        d = position.decision
        if d is None:
            return []
        if actions is None:
            actions = legal_actions(position)
        if d.kind != "turn":
            values = d.values
            if len(actions) == len(values) and all(
                    type(a) is Answer and a.text == o for a, o in zip(actions, d.options)):
                return self._answer_indices(d)
            return [self.index(position, a) for a in actions]
        return self._turn_indices(position, actions)

    def _turn_indices(self, position, actions) -> list:
        # The turn: the same action objects recur (the engine shares its builds), so
        # their indices are kept by identity, and the objects with them: an id cannot be
        # another object's while its object is kept.
        seen = self._seen
        try:
            return list(map(seen.__getitem__, map(id, actions)))
        except KeyError:
            pass
        if len(seen) > _KEEP:
            seen.clear()
            self._kept.clear()
        found = []
        for a in actions:
            i = seen.get(id(a))
            if i is None:
                i = seen[id(a)] = self.index(position, a)
                self._kept.append(a)
            found.append(i)
        return found

    def legal(self, position) -> tuple[list, tuple]:
        """(indices, actions): the legal actions at `position` and their indices."""
        actions = legal_actions(position)
        d = position.decision
        if d is None:
            return [], actions
        if d.kind == "turn":
            return self._turn_indices(position, actions), actions
        return self._answer_indices(d), actions

    def _answer_indices(self, d) -> list:
        values = d.values
        key = (d.kind, values, None in values)
        found = self._answers.get(key)
        if found is None:
            if len(self._answers) > _KEEP:
                self._answers.clear()
            found = self._answers[key] = [self.answer_index(d, v, j)
                                          for j, v in enumerate(values)]
        return found

    def index(self, position, action) -> int:
        """The index of one action at `position` (IllegalAction if it answers nothing
        asked there)."""
        if type(action) is Build:
            return self.build_index(action)
        if type(action) is Dive:
            return self.start["dive"]
        if type(action) is Pass:
            return self.start["pass"]
        d = position.decision
        if type(action) is not Answer or d is None or action.text not in d.options:
            asked = d.prompt if d is not None else "nothing: the game is over"
            raise IllegalAction(f"{action!r} is not an answer to the question asked "
                                f"({asked})")
        j = d.options.index(action.text)
        return self.answer_index(d, d.values[j], j)

    # ---- indices to actions -----------------------------------------------------------

    def action(self, position, i: int, actions=None):
        """The legal action with index `i` at `position`; IllegalAction if none has it
        or `i` is not an action index."""
        i = self._checked(i)
        if actions is None:
            actions = legal_actions(position)
        for action, j in zip(actions, self.indices(position, actions)):
            if j == i:
                return action
        raise IllegalAction(f"action index {i} ({self.describe(i)}) is not legal now")

    def describe(self, i: int) -> str:
        """What index `i` stands for, in words (the same for every position)."""
        i = self._checked(i)
        for name, size in self.blocks:
            at = self.start[name]
            if at <= i < at + size:
                return f"{name} {self._part(name, i - at)}".rstrip()
        raise AssertionError(f"the blocks do not cover index {i}")  # pragma: no cover

    def _checked(self, i) -> int:
        # An action index as an int (a numpy integer too); IllegalAction if it is none.
        n = -1 if isinstance(i, bool) or not hasattr(type(i), "__index__") else operator.index(i)
        if not 0 <= n < self.size:
            raise IllegalAction(f"an action index is an int from 0 to {self.size - 1}, "
                                f"not {shown(i)}")
        return n

    def _part(self, name: str, k: int) -> str:
        if name == "build":
            spot, mask = divmod(k, 1 << len(self.cutters))
            kind, rest = divmod(spot, LOCATIONS)
            used = [c for c, bit in self._cutter.items() if mask & bit]
            f, loc = PLACES[rest]
            text = f"{KINDS[kind]} at flotilla {f + 1} location {loc}"
            return text + (f" using {', '.join(used)}" if used else "")
        names = {"take": RESOURCES, "spend": RESOURCES, "discard": RESOURCES,
                 "may": ("yes", "no"), "dock": self.docks, "pick dock": self.docks,
                 "decree": self.decrees, "discard card": self.docks + self.specialists,
                 "half": ("1", "2"), "swap": tuple(map(str, SWAPS))}
        if name in names:
            return names[name][k]
        if name in ("use first", "take specialist", "use specialist", "exhaust", "refresh"):
            return self.specialists[k]
        if name == "react":
            return f"{self.specialists[k // self.reacts]} ({k % self.reacts + 1})"
        if name == "rearrange":
            return f"{k // LOCATIONS} to {k % LOCATIONS}"
        if name in ("move", "copy", "ship"):
            return f"board {k}"
        if name in ("choose", "other"):
            return f"option {k + 1}"
        return ""


def action_space(content) -> ActionSpace:
    """The action space of a content set (made once, kept with the content)."""
    found = content.cache.get("ai action space")
    if found is None:
        found = content.cache["ai action space"] = ActionSpace(content)
    return found
