"""A fixed action space per content set: every action of every decision has an index.

The space is a list of blocks, one per kind of choice (docs/ai.md has the table). An
answer's index comes from the kind of the question and what the answer means (its value:
a resource, a board location, a card through the content's order, a yes or a no, the
position of an option of a `choose`), never from the text shown for it, so the indices
stay the same for a given content set whatever the wording of the options.
"""

from __future__ import annotations

from .. import legal_actions
from ..engine.dealing import Dealing, chance_outcomes
from ..errors import IllegalAction
from ..inputs import check_type
from ..model.actions import Answer, Build, Dive, Pass, malformed, shown
from ..model.content import Content
from ..model.names import FLOTILLAS, KINDS, LOCATIONS, LOCATIONS_PER_FLOTILLA
from .action_blocks import OTHER_OPTIONS, PAIR_KINDS, SWAPS, Blocks

__all__ = ["ActionSpace", "action_space", "cache_of", "OTHER_OPTIONS"]

_SWAP_INDEX = {s: i for i, s in enumerate(SWAPS)}
_RESOURCE_KINDS = ("take", "spend", "discard")
_KEEP = 50000        # indices kept for recurring actions and option lists, at most
_BOARD_KINDS = ("move", "copy", "ship")
_CARD_KINDS = ("card", "order")                  # answered by a dive card


class ActionSpace(Blocks):
    """The action indices of one content set: `index(position, action)`,
    `indices(position, actions)`, `action(position, i)` and `describe(i)`."""

    def __init__(self, content):
        super().__init__(content)
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
        if kind == "build":             # built inside an effect: the turn's build index
            return self.build_index(value)
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
        elif kind in self.sizes and self.sizes[kind]:      # the newer blocks, if asked
            if kind == "give" or kind == "player":
                return start[kind] + value
            if kind in _CARD_KINDS:
                return start[kind] + self._dive[value]
            if kind in PAIR_KINDS:
                return start[kind] + value[0] * LOCATIONS + value[1]
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
        """(indices, actions): the legal actions at `position` and their indices (while
        the piles are dealt, the chance outcomes and their ids)."""
        if type(position) is Dealing:
            outcomes = tuple(o for o, _ in chance_outcomes(position))
            return [self.outcome_ids[o] for o in outcomes], outcomes
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
        asked there; a chance outcome's id while the piles are dealt)."""
        if type(position) is Dealing:
            return self._outcome_index(position, action)
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
        if type(position) is Dealing:
            return self._outcome(position, i)
        i = self._checked(i)
        if actions is None:
            actions = legal_actions(position)
        elif not isinstance(actions, (list, tuple)):
            check_type(actions, (), "actions", "the legal actions at position (a list or "
                                               "tuple) or None")
        for action, j in zip(actions, self.indices(position, actions)):
            if j == i:
                return action
        raise IllegalAction(f"action index {i} ({self.describe(i)}) is not legal now")


    def _outcome_index(self, position, outcome) -> int:
        # The id of a chance outcome legal at `position` (a Dealing).
        if all(o != outcome for o, _ in chance_outcomes(position)):
            raise IllegalAction(f"{outcome!r} is not a chance outcome now")
        return self.outcome_ids[outcome]

    def _outcome(self, position, i):
        # The chance outcome with id `i`, legal at `position` (a Dealing).
        for o, _ in chance_outcomes(position):
            if self.outcome_ids[o] == i and not isinstance(i, bool):
                return o
        raise IllegalAction(f"chance outcome {i!r} is not an outcome now")


def cache_of(content) -> dict:
    """What is made once for a content set and kept with it (`content.cache`: the action
    space, the tensor layout); ArgumentError when `content` is not a Content."""
    try:
        return content.cache
    except AttributeError:          # checked only when it fails
        check_type(content, Content, "content", "a Content (from load_content)")
        raise


def action_space(content) -> ActionSpace:
    """The action space of a content set (made once, kept with the content)."""
    found = cache_of(content).get("ai action space")
    if found is None:
        found = content.cache["ai action space"] = ActionSpace(content)
    return found
